import { FEEDBACK_CATEGORIES } from '@domain/feedback/schemas';
import { usefulnessLabel, USEFULNESS_BANDS, willingnessToPayLabel } from '@domain/feedback/labels';
import { CATEGORY_KEYS, USEFULNESS_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'feedback'>;

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
