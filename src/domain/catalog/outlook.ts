/*
 * An occupation's projected employment change in words, without invented thresholds: BLS's own word bands
 * ("much faster than average" …) are not published for 2024-34 in the files we read, so the only honest comparison is
 * with the change of "Total, all occupations" in the same EP table (3.1% for 2024-34). Both figures are published to
 * one decimal, so they are compared at that precision:
 * - `declining`: the occupation's change is below 0 (fewer jobs in 2034 than in 2024);
 * - `faster`: above the all-occupations change;
 * - `same`: equal to it at one decimal;
 * - `slower`: from 0 up to below it (growing, or unchanged, but less than jobs overall).
 * The client writes the sentence ("faster than the 3.1% average for all occupations") from the code and both figures.
 */

export type OutlookComparisonCode = 'faster' | 'same' | 'slower' | 'declining';

export interface OutlookComparison {
  code: OutlookComparisonCode;
  /** The occupation's projected change, percent, as published. */
  changePercent: number;
  /** "Total, all occupations" over the same period, percent, as published. */
  allOccupationsPercent: number;
}

/** Tenths of a percent, the precision both figures are published at (3.1 → 31; 3.14999 → 31). */
const tenths = (percent: number) => Math.round(percent * 10);

/** The comparison, or null when the occupation's change is not reported. */
export function compareOutlook(changePercent: number | null, allOccupationsPercent: number): OutlookComparison | null {
  if (changePercent === null || !Number.isFinite(changePercent)) return null;
  const own = tenths(changePercent);
  const all = tenths(allOccupationsPercent);
  const code: OutlookComparisonCode = own < 0 ? 'declining' : own > all ? 'faster' : own === all ? 'same' : 'slower';
  return { code, changePercent, allOccupationsPercent };
}
