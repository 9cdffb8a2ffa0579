/**
 * The spec's headline student-debt claims (spec 9): the $38,375 average, shown with its source, and
 * the "44%" claim, left out because it could not be sourced. This is their one home: debt-facts.ts
 * lists them among the other statistics, and the dashboard hero reads them from here without
 * loading that whole dataset.
 */
import type { Citation } from '../domain/finance/loans';
import type { DebtFact } from './debt-facts';

const CHECKED = '2026-11-22';

const BESTCOLLEGES_2025: Citation = {
  publisher: 'BestColleges',
  title: 'Average Student Loan Debt in 2025',
  url: 'https://www.bestcolleges.com/research/average-student-loan-debt/',
  published: '2025-02-11',
  checked: CHECKED,
  confirms:
    'The average federal student loan debt is $38,375; 42.7 million Americans have federal student loans totalling $1.64 trillion (from Federal Student Aid data).',
};

/** The spec's marketing claim, with the source the spec names. */
export const AVERAGE_FEDERAL_LOAN_BALANCE: DebtFact = {
  id: 'average-federal-loan-balance',
  label: 'average federal student loan balance per borrower',
  value: 38_375,
  unit: 'usd',
  display: '$38,375',
  period: 'February 2025 edition, from Federal Student Aid data (42.7 million borrowers, $1.64 trillion)',
  periodEnd: '2025-02-11',
  sources: [BESTCOLLEGES_2025],
  basis: 'Federal Student Aid portfolio data',
  note: "BestColleges' figure: the federal portfolio divided by the number of federal borrowers.",
};

export const MILESTONES_CLAIM_OMITTED = {
  claim: '44% of borrowers delay milestones (an often-quoted claim)',
  reason:
    'No source found that states this figure. The nearest sourced figure is the Lumina Foundation-Gallup 71% (current and former students who borrowed), shown instead with its own source and population.',
} as const;

/** The dashboard hero's short shape of a fact: the figure and a one-line citation. */
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
  value: AVERAGE_FEDERAL_LOAN_BALANCE.display,
  label: AVERAGE_FEDERAL_LOAN_BALANCE.label,
  source: {
    citation: `${BESTCOLLEGES_2025.publisher}, "${BESTCOLLEGES_2025.title}"`,
    basis: AVERAGE_FEDERAL_LOAN_BALANCE.basis!,
    url: BESTCOLLEGES_2025.url,
    published: BESTCOLLEGES_2025.published!,
  },
};

/** The spec's marketing claims left out, and why. */
export const OMITTED_FACTS: readonly { readonly claim: string; readonly reason: string }[] = [
  MILESTONES_CLAIM_OMITTED,
];

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Feb 2025" for a citation line. */
export function citationDate(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return `${MONTH_ABBREVIATIONS[(month ?? 1) - 1]} ${year}`;
}
