/** The star labels of the overall rating, 1 to 5. */
export const RATING_LABELS = ['Poor', 'Needs Work', 'Okay', 'Good', 'Excellent!'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/** The label of a star rating; undefined outside 1-5 or for a fraction. */
export function ratingLabel(rating: number): RatingLabel | undefined {
  return Number.isInteger(rating) ? RATING_LABELS[rating - 1] : undefined;
}

/** Usefulness 1-10 in five bands of two. */
export const USEFULNESS_BANDS = ['Not useful', 'Slightly useful', 'Moderately useful', 'Very useful', 'Extremely useful'] as const;
export type UsefulnessBand = (typeof USEFULNESS_BANDS)[number];

export function usefulnessLabel(usefulness: number): UsefulnessBand | undefined {
  if (!Number.isInteger(usefulness) || usefulness < 1 || usefulness > 10) return undefined;
  return USEFULNESS_BANDS[Math.ceil(usefulness / 2) - 1];
}

export type WillingnessToPayLabel = 'Free only' | 'Budget-friendly' | 'Reasonable value' | 'Premium service';

/** Dollars a month (0-50): Free only at 0, Budget-friendly up to 10, Reasonable value up to 25, Premium service above. */
export function willingnessToPayLabel(dollarsPerMonth: number): WillingnessToPayLabel | undefined {
  if (!Number.isFinite(dollarsPerMonth) || dollarsPerMonth < 0 || dollarsPerMonth > 50) return undefined;
  if (dollarsPerMonth === 0) return 'Free only';
  if (dollarsPerMonth <= 10) return 'Budget-friendly';
  if (dollarsPerMonth <= 25) return 'Reasonable value';
  return 'Premium service';
}
