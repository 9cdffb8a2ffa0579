/*
 * The spec's marketing claims Waypoint leaves out, and why (shown on /debt-facts). Apart from
 * facts.ts so the dashboard's first load carries only the figure it shows.
 */

export const AVERAGE_CLAIM_OMITTED = {
  id: 'marketing-average',
  claim: 'An average federal student loan of $38,375 (the spec’s marketing figure)',
  reason:
    'BestColleges’ own calculation from an earlier FSA quarter (42.7 million borrowers, $1.64 trillion), not a figure in an FSA table; the average of FSA’s June 30, 2025 totals is shown instead, so the page shows one borrower count.',
} as const;

export const MILESTONES_CLAIM_OMITTED = {
  id: 'milestones',
  claim: '44% of borrowers delay milestones (an often-quoted claim)',
  reason:
    'No source found that states this figure. The nearest sourced figure is the Lumina Foundation-Gallup 71% (current and former students who borrowed), shown instead with its own source and population.',
} as const;

/** A claim left out: its id (pages word it from their catalogs by it), the claim and why, in English. */
export type OmittedClaimId = 'milestones' | 'marketing-average' | 'delinquency' | 'missing-years' | 'g19' | 'march-2026';
export type OmittedClaim = { readonly id: OmittedClaimId; readonly claim: string; readonly reason: string };

/** The spec's marketing claims left out, and why. */
export const OMITTED_FACTS: readonly OmittedClaim[] = [
  MILESTONES_CLAIM_OMITTED,
  AVERAGE_CLAIM_OMITTED,
];
