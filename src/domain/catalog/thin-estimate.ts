/**
 * When a college's estimated debt or earnings rests on too little to stand alone (ADR 0020). The
 * estimate is a count-weighted median over the college's field-of-study programs (src/data/colleges.ts).
 */

/** [programs, largest program's cohort count, total cohort count] behind one estimate. */
export type EstimateSupport = readonly [programs: number, largestCount: number, totalCount: number];

/** Fewer reporting programs than this and the estimate is "limited data" (3 and 4 programs are). */
export const THIN_ESTIMATE_MIN_PROGRAMS = 5;

/**
 * A single program holding more than this share of the weighted count is "limited data": above one half, the
 * count-weighted median is that program's own median, whatever the other programs report.
 */
export const THIN_ESTIMATE_MAX_LARGEST_SHARE = 0.5;

export type LimitedFigure = 'debt' | 'earnings';

/** True when the estimate rests on fewer than 5 programs or on one program with more than half the weight. */
export function isThinEstimate([programs, largestCount, totalCount]: EstimateSupport): boolean {
  if (!Number.isInteger(programs) || programs < 0 || !(largestCount >= 0) || !(totalCount >= largestCount)) {
    throw new RangeError(`invalid estimate support [${programs}, ${largestCount}, ${totalCount}]`);
  }
  if (programs < THIN_ESTIMATE_MIN_PROGRAMS || totalCount === 0) return true;
  // Integer comparison: largest / total > 1/2 exactly when 2 · largest > total.
  return largestCount > THIN_ESTIMATE_MAX_LARGEST_SHARE * totalCount;
}

/** The shown figures of a college that rest on limited data, debt first. */
export function limitedFigures(
  figures: { readonly medianDebt: number | null; readonly medianEarnings: number | null },
  support: { readonly debt: EstimateSupport; readonly earnings: EstimateSupport } | undefined,
): LimitedFigure[] {
  if (support === undefined) return [];
  const limited: LimitedFigure[] = [];
  if (figures.medianDebt !== null && isThinEstimate(support.debt)) limited.push('debt');
  if (figures.medianEarnings !== null && isThinEstimate(support.earnings)) limited.push('earnings');
  return limited;
}

/** " (limited data)" after a figure of a row whose source flags it (ADR 0020), else "". */
export function limitedDataNote(source: { readonly limitedData?: readonly LimitedFigure[] | undefined }, figure: LimitedFigure): string {
  return source.limitedData?.includes(figure) ? ' (limited data)' : '';
}
