import { RATING_LABELS, USEFULNESS_BANDS, usefulnessLabel, willingnessToPayLabel, type WillingnessToPayLabel } from '../feedback/labels';
import { FEEDBACK_CATEGORIES } from '../feedback/schemas';

/** The spec's willingness-to-pay labels, cheapest first. */
export const WILLINGNESS_TO_PAY_BANDS: readonly WillingnessToPayLabel[] = [
  'Free only',
  'Budget-friendly',
  'Reasonable value',
  'Premium service',
];

/** One group of identical answers and how many feedbacks gave them. */
export interface FeedbackAnswerGroup {
  rating: number;
  usefulness: number;
  willingnessToPay: number;
  category: string;
  count: number;
}

export interface Distribution {
  label: string;
  count: number;
}

export interface FeedbackSummary {
  count: number;
  /** Averages; null when there is no feedback (never 0). */
  averageRating: number | null;
  averageUsefulness: number | null;
  averageWillingnessToPay: number | null;
  ratings: Distribution[];
  usefulness: Distribution[];
  willingnessToPay: Distribution[];
  categories: Distribution[];
}

function distribution(
  labels: readonly string[],
  pick: (group: FeedbackAnswerGroup) => string | undefined,
  groups: readonly FeedbackAnswerGroup[],
): Distribution[] {
  const counts = new Map(labels.map((label) => [label, 0]));
  for (const group of groups) {
    const label = pick(group);
    if (label !== undefined && counts.has(label)) counts.set(label, counts.get(label)! + group.count);
  }
  return labels.map((label) => ({ label, count: counts.get(label)! }));
}

/** Averages and distributions (with the spec's labels and bands) over grouped answers. */
export function summarizeFeedback(groups: readonly FeedbackAnswerGroup[]): FeedbackSummary {
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const average = (pick: (group: FeedbackAnswerGroup) => number) =>
    count === 0 ? null : groups.reduce((sum, group) => sum + pick(group) * group.count, 0) / count;
  return {
    count,
    averageRating: average((group) => group.rating),
    averageUsefulness: average((group) => group.usefulness),
    averageWillingnessToPay: average((group) => group.willingnessToPay),
    ratings: distribution(
      RATING_LABELS.map((label, index) => `${index + 1} – ${label}`),
      (group) => (RATING_LABELS[group.rating - 1] ? `${group.rating} – ${RATING_LABELS[group.rating - 1]}` : undefined),
      groups,
    ),
    usefulness: distribution(
      USEFULNESS_BANDS.map((band, index) => `${index * 2 + 1}-${index * 2 + 2} – ${band}`),
      (group) => {
        const band = usefulnessLabel(group.usefulness);
        if (!band) return undefined;
        const index = USEFULNESS_BANDS.indexOf(band);
        return `${index * 2 + 1}-${index * 2 + 2} – ${band}`;
      },
      groups,
    ),
    willingnessToPay: distribution(WILLINGNESS_TO_PAY_BANDS, (group) => willingnessToPayLabel(group.willingnessToPay), groups),
    categories: distribution(FEEDBACK_CATEGORIES, (group) => group.category, groups),
  };
}
