import type { KnownMessages } from '@client/shared/i18n/known-messages';

/** What a failed call says when the server gave no message of its own (the English is the stable text). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * The shared English messages any page may show (api-client's fallback): a page shows
 * `translateKnown(t, COMMON_MESSAGES, error.message)`, or spreads this into its own map.
 */
export const COMMON_MESSAGES: KnownMessages = {
  [SOMETHING_WENT_WRONG]: 'common.somethingWentWrong',
};
