import type { LocalState } from '@domain/progress/local-state';
import { answeredCount, CAREER_QUIZ_MINUTES, QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { financialGrade } from '@domain/finance/grade';
import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';

/*
 * The free assessment's three steps (spec 1: about 15-20 minutes in all) and
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

export const STEP_DEFINITIONS: readonly Pick<JourneyStep, 'id' | 'title' | 'href' | 'minutes' | 'description'>[] = [
  {
    id: 'career-quiz',
    title: 'Career quiz',
    href: '/career-quiz',
    minutes: CAREER_QUIZ_MINUTES,
    description: `Rate ${QUIZ_ITEMS.length} everyday activities, then explore the careers and majors that match your interests.`,
  },
  {
    id: 'college-quiz',
    title: 'College quiz',
    href: '/college-quiz',
    minutes: 5,
    description: 'Say where you want to study, what kind of school and what you can pay. See colleges that fit.',
  },
  {
    id: 'financial-expectations',
    title: 'Financial expectations',
    href: '/financial-expectations',
    minutes: 4,
    description: 'Enter what you expect to earn and plan to borrow, and get a grade for how manageable that debt is.',
  },
];

export const TOTAL_MINUTES = STEP_DEFINITIONS.reduce((sum, step) => sum + step.minutes, 0);

type JourneyState = Pick<LocalState, 'careerQuizAnswers' | 'quizResult' | 'collegeQuizResults' | 'financialExpectations'>;

function careerQuiz(state: JourneyState): Pick<JourneyStep, 'status' | 'detail'> {
  const result = state.quizResult;
  if (result) {
    const majors = result.topMajors.slice(0, 2);
    const parts = [
      result.hollandCode ? `Your interest code: ${result.hollandCode}` : null,
      majors.length > 0 ? `Top majors: ${majors.join(', ')}` : null,
    ].filter((part): part is string => part !== null);
    return { status: 'done', detail: parts.length > 0 ? parts.join(' · ') : null };
  }
  const answered = state.careerQuizAnswers ? answeredCount(state.careerQuizAnswers) : 0;
  if (answered > 0) return { status: 'in-progress', detail: `${answered} of ${QUIZ_ITEMS.length} activities rated` };
  return { status: 'not-started', detail: null };
}

function collegeQuiz(state: JourneyState): Pick<JourneyStep, 'status' | 'detail'> {
  const results = state.collegeQuizResults;
  if (results && results.length > 0) {
    return { status: 'done', detail: `${results.length} ${results.length === 1 ? 'college matches' : 'colleges match'} your choices` };
  }
  // An empty list is a finished quiz that matched nothing: the step still needs work.
  if (results) return { status: 'in-progress', detail: 'No colleges matched your choices yet: try widening them' };
  return { status: 'not-started', detail: null };
}

function financialExpectations(state: JourneyState): Pick<JourneyStep, 'status' | 'detail'> {
  const expectations = state.financialExpectations;
  if (!expectations) return { status: 'not-started', detail: null };
  const grade = financialGrade(expectations.monthlyIncome, expectations.plannedDebt);
  return {
    status: 'done',
    detail: grade.risk
      ? `Financial grade ${grade.grade} (${grade.risk} risk), income: ${EARNINGS_HORIZON_LABELS[earningsHorizonOrDefault(expectations.earningsHorizon)].short}`
      : 'Financial grade not available yet',
  };
}

const READERS: Record<JourneyStepId, (state: JourneyState) => Pick<JourneyStep, 'status' | 'detail'>> = {
  'career-quiz': careerQuiz,
  'college-quiz': collegeQuiz,
  'financial-expectations': financialExpectations,
};

export function journeySteps(state: JourneyState): JourneyStep[] {
  return STEP_DEFINITIONS.map((definition) => ({ ...definition, ...READERS[definition.id](state) }));
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

export const STATUS_LABELS: Record<JourneyStepStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
};
