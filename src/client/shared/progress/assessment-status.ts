import type { LocalState } from '@domain/progress/local-state';

/*
 * Where a visitor stands in the two assessments, derived from the
 * local keys and the sign-in state. Shared by the navigation and the dashboard.
 */

/** JourneyStarted, a quiz result and financial expectations stored, and signed in. */
export function isFreeAssessmentComplete(state: LocalState, signedIn: boolean): boolean {
  return signedIn && state.journeyStarted === true && state.quizResult !== undefined && state.financialExpectations !== undefined;
}

/** Premium feedback completed, and signed in. */
export function isPremiumAssessmentComplete(state: LocalState, signedIn: boolean): boolean {
  return signedIn && state.premiumFeedbackCompleted === true;
}

/** Router state for /feedback when the free results are opened. */
export type FreeResultsState = {
  selectedMajors: string[];
  yearlyFinancedAmount: number | string;
  expectations: { level: string };
};

export function freeResultsState(state: LocalState): FreeResultsState {
  return {
    selectedMajors: state.quizResult?.topMajors ?? [],
    yearlyFinancedAmount: state.financialExpectations?.plannedDebt ?? '0',
    expectations: { level: state.financialExpectations?.level ?? 'Comfortable' },
  };
}

/** Which assessment button the dashboard shows; the page words it from its catalog (the spec's English in English). */
export type AssessmentAction = 'start-free' | 'view-free' | 'try-premium' | 'view-premium';
export type AssessmentLink = { action: AssessmentAction; to: string; state?: FreeResultsState };

/** The dashboard's free-assessment button: start it, or open the results. */
export function freeAssessmentLink(state: LocalState, signedIn: boolean): AssessmentLink {
  return isFreeAssessmentComplete(state, signedIn)
    ? { action: 'view-free', to: '/feedback', state: freeResultsState(state) }
    : { action: 'start-free', to: '/journey' };
}

/** The dashboard's premium-assessment button: try it, or view it. */
export function premiumAssessmentLink(state: LocalState, signedIn: boolean): AssessmentLink {
  return isPremiumAssessmentComplete(state, signedIn)
    ? { action: 'view-premium', to: '/premium/feedback' }
    : { action: 'try-premium', to: '/full-assessment' };
}

/** The Feedback link asks for attention until this browser has sent feedback. */
export function needsFeedbackAttention(state: LocalState): boolean {
  return !state.userFeedback || state.userFeedback.length === 0;
}
