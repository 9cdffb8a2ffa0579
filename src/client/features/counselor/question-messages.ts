import { COUNSELOR_QUESTION_MAX } from '@domain/counselor/schemas';
import type { KnownMessages } from '@client/shared/i18n/known-messages';

/** The question schema's English texts (chatRequestSchema.message) and their keys. */
export const questionMessages: KnownMessages<'counselor'> = {
  'Type a question first.': 'counselor.errorTypeFirst',
  [`Keep your question under ${COUNSELOR_QUESTION_MAX.toLocaleString('en-US')} characters.`]: 'counselor.errorTooLong',
};
