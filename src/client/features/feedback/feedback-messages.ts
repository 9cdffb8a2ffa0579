import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGES, type FeedbackCategory } from '@domain/feedback/schemas';
import { usefulnessLabel, USEFULNESS_BANDS, willingnessToPayLabel, type WillingnessToPayLabel } from '@domain/feedback/labels';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'feedback'>;

/** Spec 8: the failed submission's one alert (its English is the spec's, exactly). */
export const FEEDBACK_ERROR_ALERT = 'Error submitting feedback. Please try again.';

/** The schema's spec English messages (client and server 400) and their keys. */
export const FEEDBACK_KNOWN_MESSAGES: KnownMessages<'feedback'> = {
  [FEEDBACK_MESSAGES.rating]: 'feedback.error.rating',
  [FEEDBACK_MESSAGES.usefulness]: 'feedback.error.usefulness',
  [FEEDBACK_MESSAGES.category]: 'feedback.error.category',
  [FEEDBACK_MESSAGES.message]: 'feedback.error.message',
  [FEEDBACK_MESSAGES.currentTools]: 'feedback.error.currentTools',
  [FEEDBACK_MESSAGES.featureRequests]: 'feedback.error.featureRequests',
  [FEEDBACK_MESSAGES.willingnessToPay]: 'feedback.error.willingnessToPay',
  [FEEDBACK_MESSAGES.email]: 'feedback.error.email',
  [FEEDBACK_MESSAGES.messageTooLong]: 'feedback.error.messageTooLong',
  [FEEDBACK_MESSAGES.answerTooLong]: 'feedback.error.answerTooLong',
  [FEEDBACK_MESSAGES.emailTooLong]: 'feedback.error.emailTooLong',
  [FEEDBACK_ERROR_ALERT]: 'feedback.errorAlert',
};

/** Spec 5's categories (the stored values stay English) and the keys they are shown with. */
export const CATEGORY_KEYS: Readonly<Record<FeedbackCategory, Key>> = {
  'Overall Experience': 'feedback.category.overallExperience',
  'Premium Assessment': 'feedback.category.premiumAssessment',
  'Career Quiz': 'feedback.category.careerQuiz',
  'Financial Analysis': 'feedback.category.financialAnalysis',
  'User Interface': 'feedback.category.userInterface',
  'AI Counselor': 'feedback.category.aiCounselor',
  'Bug Report': 'feedback.category.bugReport',
  'Feature Request': 'feedback.category.featureRequest',
  Other: 'feedback.category.other',
};
export const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((category) => ({ value: category, key: CATEGORY_KEYS[category] }));

/** The star labels 1-5, in the order of RATING_LABELS. */
export const RATING_KEYS: readonly Key[] = [
  'feedback.rating.poor',
  'feedback.rating.needsWork',
  'feedback.rating.okay',
  'feedback.rating.good',
  'feedback.rating.excellent',
];

/** The usefulness bands, in the order of USEFULNESS_BANDS. */
export const USEFULNESS_KEYS: readonly Key[] = [
  'feedback.usefulness.not',
  'feedback.usefulness.slightly',
  'feedback.usefulness.moderately',
  'feedback.usefulness.very',
  'feedback.usefulness.extremely',
];

/** The key of a usefulness score's band (1-10). */
export function usefulnessKey(score: number): Key | undefined {
  const band = usefulnessLabel(score);
  return band ? USEFULNESS_KEYS[USEFULNESS_BANDS.indexOf(band)] : undefined;
}

/** The key of a monthly amount's band (0-50 dollars). */
export function willingnessKey(dollarsPerMonth: number): Key | undefined {
  const band = willingnessToPayLabel(dollarsPerMonth);
  return band ? WILLINGNESS_KEYS[band] : undefined;
}

export const WILLINGNESS_KEYS: Readonly<Record<WillingnessToPayLabel, Key>> = {
  'Free only': 'feedback.willingness.freeOnly',
  'Budget-friendly': 'feedback.willingness.budget',
  'Reasonable value': 'feedback.willingness.reasonable',
  'Premium service': 'feedback.willingness.premium',
};
