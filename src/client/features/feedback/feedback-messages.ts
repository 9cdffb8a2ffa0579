import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGES } from '@domain/feedback/schemas';
import { usefulnessLabel, USEFULNESS_BANDS, willingnessToPayLabel } from '@domain/feedback/labels';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import { CATEGORY_KEYS, USEFULNESS_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';
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

export const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((category) => ({ value: category, key: CATEGORY_KEYS[category] }));

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
