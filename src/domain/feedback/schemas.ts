import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';

/** The feedback categories, exactly as written. */
export const FEEDBACK_CATEGORIES = [
  'Overall Experience',
  'Premium Assessment',
  'Career Quiz',
  'Financial Analysis',
  'User Interface',
  'AI Counselor',
  'Bug Report',
  'Feature Request',
  'Other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MIN_USEFULNESS = 1;
export const MAX_USEFULNESS = 10;
/** Willingness to pay is 0-50 dollars a month; the slider moves in whole dollars. */
export const MIN_WILLINGNESS_TO_PAY = 0;
export const MAX_WILLINGNESS_TO_PAY = 50;

export const MESSAGE_MAX_LENGTH = 5000;
export const ANSWER_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;

/** Each field's error code: the same in the browser and in the server's 400; the catalogs hold the spec's English. */
export const FEEDBACK_MESSAGES = {
  rating: 'feedback.rating',
  usefulness: 'feedback.usefulness',
  category: 'feedback.category',
  message: 'feedback.message',
  currentTools: 'feedback.currentTools',
  featureRequests: 'feedback.featureRequests',
  willingnessToPay: 'feedback.willingnessToPay',
  email: 'feedback.email',
  messageTooLong: 'feedback.messageTooLong',
  answerTooLong: 'feedback.answerTooLong',
  emailTooLong: 'feedback.emailTooLong',
} as const satisfies Record<string, ErrorCode>;

const requiredText = (required: string, maxLength: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(maxLength, tooLong));

const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));

/**
 * The feedback payload, shared by the form and POST /api/feedback.
 * Field names are the spec's, including `willingness_to_pay`. An empty e-mail
 * means "not given" and comes out as undefined.
 */
export const feedbackInputSchema = z.object({
  rating: wholeNumber(MIN_RATING, MAX_RATING, FEEDBACK_MESSAGES.rating),
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.category }),
  message: requiredText(FEEDBACK_MESSAGES.message, MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGES.messageTooLong),
  email: z.pipe(
    z.optional(
      z.pipe(
        z.string({ error: FEEDBACK_MESSAGES.email }).check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, FEEDBACK_MESSAGES.emailTooLong)),
        z.union([z.literal(''), z.email(FEEDBACK_MESSAGES.email)], { error: FEEDBACK_MESSAGES.email }),
      ),
    ),
    z.transform((email: string | undefined) => (email ? email.toLowerCase() : undefined)),
  ),
  usefulness: wholeNumber(MIN_USEFULNESS, MAX_USEFULNESS, FEEDBACK_MESSAGES.usefulness),
  currentTools: requiredText(FEEDBACK_MESSAGES.currentTools, ANSWER_MAX_LENGTH, FEEDBACK_MESSAGES.answerTooLong),
  featureRequests: requiredText(FEEDBACK_MESSAGES.featureRequests, ANSWER_MAX_LENGTH, FEEDBACK_MESSAGES.answerTooLong),
  willingness_to_pay: wholeNumber(MIN_WILLINGNESS_TO_PAY, MAX_WILLINGNESS_TO_PAY, FEEDBACK_MESSAGES.willingnessToPay),
});

export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type Feedback = z.output<typeof feedbackInputSchema>;

/** What the form has so far; every field may still be empty. */
export interface FeedbackDraft {
  rating?: number | null;
  usefulness?: number | null;
  category?: string | null;
  message?: string | null;
  currentTools?: string | null;
  featureRequests?: string | null;
}

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0;

/** Submit stays disabled until rating, usefulness, current tools, feature requests, category and message are set. */
export function hasRequiredFeedbackFields(draft: FeedbackDraft): boolean {
  return (
    typeof draft.rating === 'number' &&
    typeof draft.usefulness === 'number' &&
    filled(draft.category) &&
    filled(draft.message) &&
    filled(draft.currentTools) &&
    filled(draft.featureRequests)
  );
}
