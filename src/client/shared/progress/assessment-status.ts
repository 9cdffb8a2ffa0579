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

/*
 * The labels are the spec's English button texts, kept as the buttons' identities; the
 * dashboard shows them in the active language through site/dashboard-texts.ts.
 */
/* eslint-disable i18n/no-hardcoded-jsx-text */
export type AssessmentLink = { label: string; to: string; state?: FreeResultsState };

/** The dashboard's free-assessment button: start it, or open the results. */
export function freeAssessmentLink(state: LocalState, signedIn: boolean): AssessmentLink {
  return isFreeAssessmentComplete(state, signedIn)
    ? { label: 'View Free Assessment Results', to: '/feedback', state: freeResultsState(state) }
    : { label: 'Start Free Assessment', to: '/journey' };
}

/** The dashboard's premium-assessment button: try it, or view it. */
export function premiumAssessmentLink(state: LocalState, signedIn: boolean): AssessmentLink {
  return isPremiumAssessmentComplete(state, signedIn)
    ? { label: 'View Premium Assessment', to: '/premium/feedback' }
    : { label: 'Try Premium Assessment', to: '/full-assessment' };
}

/* eslint-enable i18n/no-hardcoded-jsx-text */

/** The Feedback link asks for attention until this browser has sent feedback. */
export function needsFeedbackAttention(state: LocalState): boolean {
  return !state.userFeedback || state.userFeedback.length === 0;
}
