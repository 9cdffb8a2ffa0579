import type { LocalState } from './local-state';

export type ProgressState = Pick<
  LocalState,
  | 'journeyStarted'
  | 'quizResult'
  | 'collegeQuizResults'
  | 'financialExpectations'
  | 'premiumCareerQuizCompleted'
  | 'premiumFinancialExpectations'
  | 'premiumGamesResults'
  | 'premiumFeedbackCompleted'
>;

export type ProgressStepId = 'journey' | 'career-quiz' | 'college-quiz' | 'financial-expectations' | 'premium-journey';

export type ProgressStep = {
  id: ProgressStepId;
  label: string;
  done: boolean;
  href: string;
};

const isPresent = (value: unknown): boolean => value !== undefined && value !== null;

export function progressSteps(state: ProgressState): ProgressStep[] {
  const premiumQuizDone = state.premiumCareerQuizCompleted === true;
  const later: ProgressStep[] = [
    {
      id: 'career-quiz',
      label: 'Career quiz',
      done: isPresent(state.quizResult) || premiumQuizDone,
      href: '/career-quiz',
    },
    {
      id: 'college-quiz',
      label: 'College quiz',
      done: Array.isArray(state.collegeQuizResults) && state.collegeQuizResults.length > 0,
      href: '/college-quiz',
    },
    {
      id: 'financial-expectations',
      label: 'Financial expectations',
      done: isPresent(state.financialExpectations) || isPresent(state.premiumFinancialExpectations),
      href: '/financial-expectations',
    },
    {
      id: 'premium-journey',
      label: 'Premium journey',
      done: isPresent(state.premiumGamesResults) || premiumQuizDone,
      href: '/premium/journey',
    },
  ];
  // A student who finished any later step has begun the journey, whether or not they opened its page first.
  const journey: ProgressStep = {
    id: 'journey',
    label: 'Start your journey',
    done: state.journeyStarted === true || later.some((step) => step.done),
    href: '/journey',
  };
  return [journey, ...later];
}

export function progressPercent(state: ProgressState): number {
  if (state.premiumFeedbackCompleted === true) {
    return 100;
  }
  const steps = progressSteps(state);
  const done = steps.filter((step) => step.done).length;
  return Math.round((100 * done) / steps.length);
}
