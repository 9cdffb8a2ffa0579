import { rankedAreas } from './riasec';
import type { Career } from '../catalog/schemas';
import { EDUCATION_LEVELS, JOB_ZONES, type EducationLevel, type JobZone, type RiasecArea } from '../catalog/catalog-values';
import { EDUCATION_LABELS } from '../catalog/career-explore';
import type { CareerRecommendation } from '../cognitive/recommendations';
import { WORK_VALUES, type EducationPlan, type OutlookPreference, type WorkValue } from './career-quiz-values';
import type {
  CareerPreferences,
  PremiumCareerQuizProgress,
  PremiumCareerQuizResult,
  ValuesProfile,
  WorkValueAnswers,
} from './career-quiz-result';

/*
 * The premium career quiz: what matters to a student at work (O*NET's
 * six work values) and the preferences that map to figures the careers data
 * holds (pay, schooling, interest areas, outlook). The values rank careers by
 * O*NET's Work Values for each career (values-match.ts) and are shown
 * back with questions to ask; the preferences filter and re-rank careers, and
 * the page says why for each from the facts returned here.
 */

export interface WorkValueInfo {
  label: string;
  /** O*NET's meaning of the value, in plain words. */
  description: string;
  /** Questions to ask mentors or employers, since our data cannot answer them. */
  questionsToAsk: readonly string[];
}

export const WORK_VALUE_INFO: Record<WorkValue, WorkValueInfo> = {
  achievement: {
    label: 'Achievement',
    description: 'Work where you use your strongest abilities and get a feeling of accomplishment.',
    questionsToAsk: ['Which of your skills do you use most in a normal week?', 'How do you know when you have done a good job?'],
  },
  working_conditions: {
    label: 'Working Conditions',
    description: 'Steady work, fair pay, good surroundings and enough to keep you busy with a variety of tasks.',
    questionsToAsk: ['How steady is the work: are there layoffs or slow seasons?', 'What are the hours, and where does the work happen?'],
  },
  recognition: {
    label: 'Recognition',
    description: 'Chances to move up, to lead others and to be respected for the work you do.',
    questionsToAsk: ['How do people move up here, and how long does it usually take?', 'Who notices good work, and how is it rewarded?'],
  },
  relationships: {
    label: 'Relationships',
    description: 'Friendly co-workers, a chance to help other people, and never being asked to do something you believe is wrong.',
    questionsToAsk: ['How much of the day do you spend working with other people?', 'How does this work help others?'],
  },
  support: {
    label: 'Support',
    description: 'An employer and supervisors who back their workers, train them well and treat everyone fairly.',
    questionsToAsk: ['How are new people trained, and who helps them when they are stuck?', 'How do supervisors give feedback?'],
  },
  independence: {
    label: 'Independence',
    description: 'Room to work on your own, try your own ideas and make your own decisions.',
    questionsToAsk: ['How much do you decide yourself, and how much is decided for you?', 'Can you try a new way of doing things?'],
  },
};

/** Where the six values and their meanings come from. */
export const WORK_VALUES_SOURCE = {
  name: 'O*NET Content Model: Work Values',
  url: 'https://www.onetonline.org/find/descriptor/browse/1.B.2',
} as const;

export type WorkValueItem = { readonly id: string; readonly value: WorkValue; readonly text: string };

/*
 * Three statements per value, each finishing "In my future job, it matters
 * that…", written for Waypoint after the needs O*NET groups under each value.
 * Ids are stable: stored answers refer to them.
 */
const ITEMS_BY_VALUE: Record<WorkValue, readonly [string, string, string]> = {
  achievement: [
    'I use my best skills and abilities every day',
    'I can see the results of my work and feel I achieved something',
    'I keep getting better at what I do',
  ],
  working_conditions: [
    'The job is steady, with little risk of being laid off',
    'The pay is good compared with other jobs',
    'I stay busy, with different things to do each day',
  ],
  recognition: ['There are clear chances to be promoted', 'People respect the work I do', 'I get to lead other people and give directions'],
  relationships: [
    'My co-workers are friendly and easy to get along with',
    'I get to do things that help other people',
    'I am never asked to do something I believe is wrong',
  ],
  support: [
    'My supervisor backs up the people who work for them',
    'My supervisor trains me well and explains how to do things',
    'The employer treats everyone fairly and has clear rules',
  ],
  independence: ['I can try out my own ideas', 'I make decisions on my own', 'I plan my own work with little supervision'],
};

const ITEM_PREFIX: Record<WorkValue, string> = {
  achievement: 'ach',
  working_conditions: 'wc',
  recognition: 'rec',
  relationships: 'rel',
  support: 'sup',
  independence: 'ind',
};

export const ITEMS_PER_VALUE = 3;

/** Values interleaved (one statement of each, then the next round) so no value comes in a run. */
export const WORK_VALUE_ITEMS: readonly WorkValueItem[] = Array.from({ length: ITEMS_PER_VALUE }, (_, index) =>
  WORK_VALUES.map((value) => ({ id: `${ITEM_PREFIX[value]}${index + 1}`, value, text: ITEMS_BY_VALUE[value][index] as string })),
).flat();

export const IMPORTANCE_SCALE: readonly { value: 1 | 2 | 3 | 4 | 5; label: string }[] = [
  { value: 1, label: 'Not important' },
  { value: 2, label: 'A little important' },
  { value: 3, label: 'Somewhat important' },
  { value: 4, label: 'Very important' },
  { value: 5, label: 'Extremely important' },
];

const isAnswer = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** How many of the quiz's statements have an answer (ids the quiz no longer has do not count). */
export function answeredValueCount(answers: WorkValueAnswers): number {
  return WORK_VALUE_ITEMS.filter((item) => isAnswer(answers[item.id])).length;
}

/** 0-100 per value: the mean answer spread over the scale (1 → 0, 3 → 50, 5 → 100); null when none of its statements is answered. */
export function workValueScores(answers: WorkValueAnswers): Record<WorkValue, number | null> {
  const scores = {} as Record<WorkValue, number | null>;
  for (const value of WORK_VALUES) {
    const given = WORK_VALUE_ITEMS.filter((item) => item.value === value)
      .map((item) => answers[item.id])
      .filter(isAnswer);
    scores[value] = given.length === 0 ? null : Math.round(((given.reduce((sum, answer) => sum + answer, 0) / given.length - 1) / 4) * 100);
  }
  return scores;
}

/** A value counts as important from "somewhat important" on average. */
export const TOP_VALUE_MINIMUM = 50;

/** Up to three values rated at least "somewhat important", highest first; equal scores keep O*NET's order. */
export function topWorkValues(profile: ValuesProfile): WorkValue[] {
  return WORK_VALUES.filter((value) => profile[value] >= TOP_VALUE_MINIMUM)
    .sort((a, b) => profile[b] - profile[a] || WORK_VALUES.indexOf(a) - WORK_VALUES.indexOf(b))
    .slice(0, 3);
}

/* ---- preferences ---- */

export const MINIMUM_PAY_CHOICES: readonly (number | null)[] = [null, 30_000, 40_000, 50_000, 60_000, 75_000, 100_000];

export const EDUCATION_PLAN_INFO: Record<EducationPlan, { label: string; detail: string; level: number }> = {
  'high-school': { label: 'High school, then work', detail: 'A high school diploma, then training on the job', level: 0 },
  certificate: { label: 'A certificate', detail: 'A training program of up to about two years after high school', level: 1 },
  associate: { label: "An associate's degree", detail: 'About two years of college', level: 2 },
  bachelor: { label: "A bachelor's degree", detail: 'About four years of college', level: 3 },
  master: { label: "A master's degree", detail: 'About one or two years after a bachelor’s degree', level: 4 },
  doctoral: {
    label: 'A doctoral or professional degree',
    detail: 'Several years after a bachelor’s degree, e.g. to become a doctor or a lawyer',
    level: 5,
  },
};

export const OUTLOOK_PREFERENCE_LABELS: Record<OutlookPreference, string> = {
  important: 'Yes: put careers with more jobs expected first',
  'not-important': 'No: it does not change my choice',
};

/** BLS "typical entry-level education" → the plan that reaches it. */
const PLAN_FOR_EDUCATION: Record<EducationLevel, EducationPlan> = {
  none: 'high-school',
  'high-school': 'high-school',
  'postsecondary-nondegree': 'certificate',
  'some-college': 'certificate',
  associate: 'associate',
  bachelor: 'bachelor',
  master: 'master',
  doctoral: 'doctoral',
};

/** O*NET Job Zone → the least schooling its description names (zone 3: vocational training; zone 5: graduate school). */
const PLAN_FOR_JOB_ZONE: Record<JobZone, EducationPlan> = {
  1: 'high-school',
  2: 'high-school',
  3: 'certificate',
  4: 'bachelor',
  5: 'master',
};

const EDUCATION_BY_LABEL: ReadonlyMap<string, EducationLevel> = new Map(
  EDUCATION_LEVELS.map((level) => [EDUCATION_LABELS[level], level] as const),
);

export type RefinableCareer = Pick<
  Career,
  'socCode' | 'title' | 'medianPay' | 'outlookPercent' | 'entryEducation' | 'jobZone' | 'interests'
>;

/**
 * The schooling a career usually starts with, and the plan that reaches it: BLS's entry-level education
 * (`basis: 'bls'`), else an estimate from its O*NET Job Zone (`basis: 'job-zone'`); null when neither is known.
 */
export type EducationReading =
  { basis: 'bls'; education: EducationLevel; plan: EducationPlan } | { basis: 'job-zone'; jobZone: JobZone; plan: EducationPlan } | null;

const isJobZone = (zone: number | null): zone is JobZone => JOB_ZONES.some((known) => known === zone);

/** The schooling a career usually starts with: BLS's entry-level education, else an estimate from its O*NET Job Zone. */
export function careerEducationLevel(career: Pick<RefinableCareer, 'entryEducation' | 'jobZone'>): EducationReading {
  const education = career.entryEducation === null ? undefined : EDUCATION_BY_LABEL.get(career.entryEducation);
  if (education !== undefined) return { basis: 'bls', education, plan: PLAN_FOR_EDUCATION[education] };
  if (isJobZone(career.jobZone)) return { basis: 'job-zone', jobZone: career.jobZone, plan: PLAN_FOR_JOB_ZONE[career.jobZone] };
  return null;
}

/** Whether the career's median pay meets the minimum; a pay BLS does not report cannot be checked, so it is kept. */
export function payFits(career: Pick<RefinableCareer, 'medianPay'>, minimum: number | null): boolean {
  return career.medianPay === null || minimum === null || career.medianPay >= minimum;
}

/** Whether the schooling the career starts with is within the plan; unknown schooling is kept (the page says to check it). */
export function educationFits(career: Pick<RefinableCareer, 'entryEducation' | 'jobZone'>, plan: EducationPlan): boolean {
  const reading = careerEducationLevel(career);
  return reading === null || EDUCATION_PLAN_INFO[reading.plan].level <= EDUCATION_PLAN_INFO[plan].level;
}

/** The career's two strongest O*NET interest areas, strongest first. */
export function strongestAreas(career: Pick<RefinableCareer, 'interests'>): RiasecArea[] {
  return rankedAreas(career.interests).slice(0, 2);
}

/*
 * The refined lists carry facts only: which careers fit, in what order, which chosen interest areas each
 * matches and which checks a set-aside career missed. Each language words the reasons from these facts and
 * the career's own figures (pay, schooling, outlook).
 */
export interface RefinedCareer<C> {
  career: C;
  /** The chosen interest areas among the career's two strongest. */
  matchedAreas: RiasecArea[];
}

/** A check a career fails: its pay is below the minimum, or it needs more schooling than the plan. */
export type RefineMiss = 'pay' | 'education';

export interface SetAsideCareer<C> {
  career: C;
  /** The checks it fails, pay first. */
  misses: RefineMiss[];
}

export interface RefinedCareers<C> {
  careers: RefinedCareer<C>[];
  setAside: SetAsideCareer<C>[];
}

/**
 * Reported growth first (fastest first), then outlook not reported, then
 * reported as flat or shrinking. A missing outlook is unknown, not 0: it is
 * neither ranked as growth nor as decline.
 */
function outlookRank(percent: number | null): [number, number] {
  if (percent === null) return [1, 0];
  return percent > 0 ? [0, -percent] : [2, -percent];
}

/**
 * Filters careers by the pay minimum and the planned schooling, then ranks
 * them: careers in a chosen interest area first, then (when outlook matters)
 * by reported outlook; otherwise in their given order.
 */
export function refineCareers<C extends RefinableCareer>(careers: readonly C[], preferences: CareerPreferences): RefinedCareers<C> {
  const kept: (RefinedCareer<C> & { order: number })[] = [];
  const setAside: SetAsideCareer<C>[] = [];
  careers.forEach((career, order) => {
    const misses: RefineMiss[] = [];
    if (!payFits(career, preferences.minimumPay)) misses.push('pay');
    if (!educationFits(career, preferences.education)) misses.push('education');
    if (misses.length > 0) {
      setAside.push({ career, misses });
      return;
    }
    const matchedAreas = strongestAreas(career).filter((area) => preferences.interestAreas.includes(area));
    kept.push({ career, matchedAreas, order });
  });
  kept.sort((a, b) => {
    const byInterest = Number(b.matchedAreas.length > 0) - Number(a.matchedAreas.length > 0);
    if (byInterest !== 0) return byInterest;
    if (preferences.outlook === 'important') {
      const [tierA, speedA] = outlookRank(a.career.outlookPercent);
      const [tierB, speedB] = outlookRank(b.career.outlookPercent);
      if (tierA !== tierB) return tierA - tierB;
      if (speedA !== speedB) return speedA - speedB;
    }
    return a.order - b.order;
  });
  return { careers: kept.map(({ order: _order, ...refined }) => refined), setAside };
}

export type RefinedRecommendation<C> = Omit<CareerRecommendation<C>, 'careers'> & RefinedCareers<C>;

/**
 * The cognitive recommendations (order kept: high → medium → low) with
 * each category's careers filtered and re-ranked by the quiz's preferences.
 * Work values play no part: there is no per-career values data to match.
 */
export function refineRecommendations<C extends RefinableCareer>(
  recommendations: readonly CareerRecommendation<C>[],
  result: Pick<PremiumCareerQuizResult, 'preferences'>,
): RefinedRecommendation<C>[] {
  return recommendations.map(({ careers, ...recommendation }) => ({ ...recommendation, ...refineCareers(careers, result.preferences) }));
}

export interface InterestAreaGroup<C> {
  area: RiasecArea;
  careers: C[];
}

/**
 * Without game results: per chosen interest area, the careers whose strongest
 * area it is (ties go to the first in RIASEC order, as in the catalog), the
 * strongest fit first. Refine each group with refineCareers.
 */
export function interestAreaGroups<C extends RefinableCareer>(careers: readonly C[], areas: readonly RiasecArea[]): InterestAreaGroup<C>[] {
  return areas.map((area) => ({
    area,
    careers: careers
      .filter((career) => rankedAreas(career.interests)[0] === area)
      .sort((a, b) => b.interests[area] - a.interests[area] || a.title.localeCompare(b.title)),
  }));
}

/* ---- taking the quiz ---- */

export const PREFERENCE_STEPS = ['minimumPay', 'education', 'interestAreas', 'outlook'] as const;
export type PreferenceStep = (typeof PREFERENCE_STEPS)[number];

export type QuizStep = { kind: 'value'; item: WorkValueItem } | { kind: 'preference'; preference: PreferenceStep };

/** Every screen of the quiz: the value statements, then one screen per preference. */
export const QUIZ_STEPS: readonly QuizStep[] = [
  ...WORK_VALUE_ITEMS.map((item) => ({ kind: 'value', item }) as const),
  ...PREFERENCE_STEPS.map((preference) => ({ kind: 'preference', preference }) as const),
];

export function isStepDone(step: QuizStep, progress: PremiumCareerQuizProgress): boolean {
  return step.kind === 'value' ? isAnswer(progress.answers[step.item.id]) : progress.preferences[step.preference] !== undefined;
}

export function completedStepCount(progress: PremiumCareerQuizProgress): number {
  return QUIZ_STEPS.filter((step) => isStepDone(step, progress)).length;
}

/** Where a returning student continues: the first screen not done yet, or the last one when all are. */
export function firstOpenStep(progress: PremiumCareerQuizProgress): number {
  const index = QUIZ_STEPS.findIndex((step) => !isStepDone(step, progress));
  return index === -1 ? QUIZ_STEPS.length - 1 : index;
}

/** After a screen is done: the next open screen after it, else the first open one before it, else null (finished). */
export function nextOpenStep(progress: PremiumCareerQuizProgress, from: number): number | null {
  for (let index = from + 1; index < QUIZ_STEPS.length; index++) if (!isStepDone(QUIZ_STEPS[index] as QuizStep, progress)) return index;
  for (let index = 0; index <= from && index < QUIZ_STEPS.length; index++)
    if (!isStepDone(QUIZ_STEPS[index] as QuizStep, progress)) return index;
  return null;
}

/** True when every other screen is done, so answering this one finishes the quiz. */
export function isLastOpenStep(progress: PremiumCareerQuizProgress, index: number): boolean {
  return QUIZ_STEPS.every((step, other) => other === index || isStepDone(step, progress));
}

/** The finished result, or null while a statement or a preference is still open. */
export function buildQuizResult(progress: PremiumCareerQuizProgress, now: Date): PremiumCareerQuizResult | null {
  const { minimumPay, education, interestAreas, outlook } = progress.preferences;
  if (answeredValueCount(progress.answers) < WORK_VALUE_ITEMS.length) return null;
  if (minimumPay === undefined || education === undefined || interestAreas === undefined || outlook === undefined) return null;
  const scores = workValueScores(progress.answers);
  const valuesProfile = Object.fromEntries(WORK_VALUES.map((value) => [value, scores[value] ?? 0])) as ValuesProfile;
  const answers = Object.fromEntries(WORK_VALUE_ITEMS.map((item) => [item.id, progress.answers[item.id] as number]));
  return {
    answers,
    valuesProfile,
    topValues: topWorkValues(valuesProfile),
    preferences: { minimumPay, education, interestAreas, outlook },
    completedAt: now.toISOString(),
  };
}
