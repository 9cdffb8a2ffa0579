import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';

/*
 * A college's earnings figure says when it is measured. The 2023-24 Scorecard institution file has no
 * 10-year earnings, so today every figure is Waypoint's early-career estimate from field-of-study data
 * (source.estimate). An importer that fills the institution's own MD_EARN_WNE_P10 would mark it as not an
 * estimate, and the label then says "10 years after entering college".
 */
export function collegeEarningsLabel(source: { readonly estimate: boolean }, medianEarnings: number | null): string {
  if (source.estimate) return `Median earnings, ${EARNINGS_HORIZON_LABELS['early-career'].short} (Waypoint estimate)`;
  // With no figure there is no horizon to claim.
  return medianEarnings === null ? 'Median earnings of graduates' : 'Median earnings 10 years after entering college';
}

/** The horizon alone, for a sentence: "first year after graduation, Waypoint estimate". */
export function collegeEarningsHorizon(source: { readonly estimate: boolean }): string {
  return source.estimate ? `${EARNINGS_HORIZON_LABELS['early-career'].short}, Waypoint estimate` : '10 years after entering college';
}

/** " (first year after graduation, Waypoint estimate)" after a reported figure; nothing after "not reported". */
export function collegeEarningsSuffix(source: { readonly estimate: boolean }, medianEarnings: number | null): string {
  return medianEarnings === null ? '' : ` (${collegeEarningsHorizon(source)})`;
}
