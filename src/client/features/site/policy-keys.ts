/** The local keys kept in sync with the server when signed in (a unit test checks these against the code). */
export const POLICY_SYNCED_KEYS: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['journeyStarted'], what: 'that you started the free assessment' },
  { keys: ['quizResult'], what: 'your career quiz result: your interest profile, top majors and top careers' },
  { keys: ['careerQuizAnswers'], what: 'your career quiz answers while you take it, so it resumes where you left off' },
  { keys: ['collegeQuizResults'], what: 'your college matches' },
  { keys: ['financialExpectations'], what: 'the monthly income you expect, the debt you plan to take on and your comfort level' },
  {
    keys: ['premiumCareerQuizCompleted', 'premiumFinancialExpectations', 'premiumGamesResults', 'premiumFeedbackCompleted'],
    what: 'your premium assessment steps and results',
  },
  {
    keys: ['premiumCareerQuizResult', 'premiumCareerQuizProgress'],
    what: 'your premium career quiz answers (also while you take it), what matters to you at work and your career preferences',
  },
  { keys: ['cognitiveAssessmentData'], what: 'your scores in the cognitive games' },
];

/** The local keys that never leave the browser. */
export const POLICY_DEVICE_KEYS: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['betaNotificationDismissed'], what: 'that you closed the beta notice' },
  { keys: ['feedbackPopupShown'], what: 'that we already asked you for feedback' },
  { keys: ['userFeedback'], what: 'a copy of the feedback you sent from this browser' },
];
