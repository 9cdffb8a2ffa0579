/**
 * Figures the marketing pages show. Each names its source and date so the page can cite it
 * beside the figure. A figure we cannot cite is not shown (ARCHITECTURE: no invented statistics);
 * see OMITTED_FACTS for the spec's claims left out and why.
 */
export type Fact = {
  /** The figure as displayed. */
  readonly value: string;
  /** What the figure measures, as a short phrase. */
  readonly label: string;
  readonly source: {
    /** Publisher and title, as cited on the page. */
    readonly citation: string;
    /** Where the publisher got the figure, when it says. */
    readonly basis?: string;
    readonly url: string;
    /** Publication or last-updated date of the source (ISO yyyy-mm-dd). */
    readonly published: string;
  };
};

export const AVERAGE_FEDERAL_LOAN_DEBT: Fact = {
  value: '$38,375',
  label: 'average federal student loan debt',
  source: {
    citation: 'BestColleges, "Average Student Loan Debt in 2025"',
    basis: 'Federal Student Aid portfolio data',
    url: 'https://www.bestcolleges.com/research/average-student-loan-debt/',
    published: '2025-02-11',
  },
};

export const OMITTED_FACTS: readonly { readonly claim: string; readonly reason: string }[] = [
  {
    claim: '44% of borrowers delay milestones (spec 9)',
    reason: 'No primary source found that states this figure for this population; left out until one is.',
  },
  {
    claim: 'A struck-through premium price of $10/month (spec 9)',
    reason: 'Waypoint has never charged this price; showing it struck through would suggest a discount that does not exist.',
  },
];

/** "Feb 2025" for a citation line. */
export function citationDate(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[(month ?? 1) - 1]} ${year}`;
}
