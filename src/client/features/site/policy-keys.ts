import type { AreaKey } from '@client/shared/i18n/messages';

type What = AreaKey<'privacy'>;

/** The local keys kept in sync with the server when signed in (a unit test checks these against the code). */
export const POLICY_SYNCED_KEYS: readonly { keys: readonly string[]; what: What }[] = [
  { keys: ['journeyStarted'], what: 'privacy.key.journeyStarted' },
  { keys: ['quizResult'], what: 'privacy.key.quizResult' },
  { keys: ['careerQuizAnswers'], what: 'privacy.key.careerQuizAnswers' },
  { keys: ['collegeQuizResults'], what: 'privacy.key.collegeQuizResults' },
  { keys: ['financialExpectations'], what: 'privacy.key.financialExpectations' },
  {
    keys: ['premiumCareerQuizCompleted', 'premiumFinancialExpectations', 'premiumGamesResults', 'premiumFeedbackCompleted'],
    what: 'privacy.key.premiumSteps',
  },
  {
    keys: ['premiumCareerQuizResult', 'premiumCareerQuizProgress'],
    what: 'privacy.key.premiumQuiz',
  },
  { keys: ['cognitiveAssessmentData'], what: 'privacy.key.cognitive' },
];

/** The local keys that never leave the browser. */
export const POLICY_DEVICE_KEYS: readonly { keys: readonly string[]; what: What }[] = [
  { keys: ['betaNotificationDismissed'], what: 'privacy.key.beta' },
  { keys: ['feedbackPopupShown'], what: 'privacy.key.feedbackPopup' },
  { keys: ['userFeedback'], what: 'privacy.key.userFeedback' },
];
