import type { LocalState } from '@domain/progress/local-state';
import { answeredCount, CAREER_QUIZ_MINUTES, QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { financialGrade } from '@domain/finance/grade';
import { earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import type { Translate } from '@client/shared/i18n/messages';

type T = Translate<'journey'>;

/*
 * The free assessment's three steps (about 15-20 minutes in all) and
 * where the student stands in each, read from the spec's local keys.
 */

export type JourneyStepId = 'career-quiz' | 'college-quiz' | 'financial-expectations';
export type JourneyStepStatus = 'not-started' | 'in-progress' | 'done';

export type JourneyStep = {
  id: JourneyStepId;
  title: string;
  href: string;
  minutes: number;
  description: string;
  status: JourneyStepStatus;
  /** One line about the student's own progress or result in this step; null when there is nothing yet. */
  detail: string | null;
};

/** The steps; their title and description are catalog texts (journey.step.<id>.title / .description). */
export const STEP_DEFINITIONS: readonly Pick<JourneyStep, 'id' | 'href' | 'minutes'>[] = [
  { id: 'career-quiz', href: '/career-quiz', minutes: CAREER_QUIZ_MINUTES },
  { id: 'college-quiz', href: '/college-quiz', minutes: 5 },
  { id: 'financial-expectations', href: '/financial-expectations', minutes: 4 },
];

export const TOTAL_MINUTES = STEP_DEFINITIONS.reduce((sum, step) => sum + step.minutes, 0);

type JourneyState = Pick<LocalState, 'careerQuizAnswers' | 'quizResult' | 'collegeQuizResults' | 'financialExpectations'>;

function careerQuiz(state: JourneyState, t: T): Pick<JourneyStep, 'status' | 'detail'> {
  const result = state.quizResult;
  if (result) {
    const majors = result.topMajors.slice(0, 2);
    const parts = [
      result.hollandCode ? t('journey.interestCode', { code: result.hollandCode }) : null,
      majors.length > 0 ? t('journey.topMajors', { majors: majors.join(', ') }) : null,
    ].filter((part): part is string => part !== null);
    return { status: 'done', detail: parts.length > 0 ? parts.join(' · ') : null };
  }
  const answered = state.careerQuizAnswers ? answeredCount(state.careerQuizAnswers) : 0;
  if (answered > 0) return { status: 'in-progress', detail: t('journey.activitiesRated', { answered, total: QUIZ_ITEMS.length }) };
  return { status: 'not-started', detail: null };
}

function collegeQuiz(state: JourneyState, t: T): Pick<JourneyStep, 'status' | 'detail'> {
  const results = state.collegeQuizResults;
  if (results && results.length > 0) return { status: 'done', detail: t('journey.collegesMatch', { count: results.length }) };
  // An empty list is a finished quiz that matched nothing: the step still needs work.
  if (results) return { status: 'in-progress', detail: t('journey.noCollegesMatched') };
  return { status: 'not-started', detail: null };
}

function financialExpectations(state: JourneyState, t: T): Pick<JourneyStep, 'status' | 'detail'> {
  const expectations = state.financialExpectations;
  if (!expectations) return { status: 'not-started', detail: null };
  const grade = financialGrade(expectations.monthlyIncome, expectations.plannedDebt);
  return {
    status: 'done',
    detail: grade.risk
      ? t('journey.financialGrade', {
          grade: grade.grade,
          risk: t(`journey.risk.${grade.risk}`),
          horizon: t(`journey.horizon.${earningsHorizonOrDefault(expectations.earningsHorizon)}`),
        })
      : t('journey.gradeNotAvailable'),
  };
}

const READERS: Record<JourneyStepId, (state: JourneyState, t: T) => Pick<JourneyStep, 'status' | 'detail'>> = {
  'career-quiz': careerQuiz,
  'college-quiz': collegeQuiz,
  'financial-expectations': financialExpectations,
};

/** The steps in the active language (`t`, whose catalog also picks the plural forms). */
export function journeySteps(state: JourneyState, t: T): JourneyStep[] {
  return STEP_DEFINITIONS.map((definition) => ({
    ...definition,
    title: t(`journey.step.${definition.id}.title`),
    description: t(`journey.step.${definition.id}.description`, { count: QUIZ_ITEMS.length }),
    ...READERS[definition.id](state, t),
  }));
}

/** The step to do next: the first one not done (the steps build on each other); null when all are done. */
export function nextStep(steps: readonly JourneyStep[]): JourneyStep | null {
  return steps.find((step) => step.status !== 'done') ?? null;
}

/** The words on a step's button. */
export function stepAction(step: Pick<JourneyStep, 'status'>): 'Start' | 'Continue' | 'Review' {
  if (step.status === 'done') return 'Review';
  return step.status === 'in-progress' ? 'Continue' : 'Start';
}

/** A step's button, e.g. "Start the career quiz", in the active language. */
export function stepActionLabel(t: T, step: Pick<JourneyStep, 'id' | 'status'>): string {
  const action = stepAction(step);
  return t(`journey.step.${step.id}.${action === 'Review' ? 'review' : action === 'Continue' ? 'continue' : 'start'}`);
}
