/*
 * A college's earnings figure says when it is measured. The 2023-24 Scorecard institution file has no
 * 10-year earnings, so today every figure is Waypoint's early-career estimate from field-of-study data
 * (source.estimate). An importer that fills the institution's own MD_EARN_WNE_P10 would mark it as not an
 * estimate, and the figure is then measured 10 years after entering college.
 */

/**
 * Which horizon a college's earnings figure has, for each language to label it: `estimate` (Waypoint's
 * first-year-after-graduation estimate), `ten-year` (10 years after entering college), `not-reported` (no
 * figure, so no horizon is claimed).
 */
export type CollegeEarningsBasis = 'estimate' | 'ten-year' | 'not-reported';

export function collegeEarningsBasis(source: { readonly estimate: boolean }, medianEarnings: number | null): CollegeEarningsBasis {
  if (source.estimate) return 'estimate';
  return medianEarnings === null ? 'not-reported' : 'ten-year';
}
