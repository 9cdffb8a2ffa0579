/**
 * The spec's headline student-debt claims: the average federal balance, now computed from FSA's own
 * totals, and the "$38,375" and "44%" claims, left out because no primary source states them. This is their one home: debt-facts.ts
 * lists them among the other statistics, and the dashboard hero reads them from here without
 * loading that whole dataset.
 */
import type { Citation } from '../domain/finance/loans';
import type { DebtFact } from './debt-facts';

const CHECKED = '2026-11-27';

/**
 * The one pair of federal totals Waypoint shows (one borrower count, with its date): Federal Student
 * Aid's portfolio summary for the quarter ending June 30, 2025 (federal fiscal year 2025, Q3), as FSA stated it
 * in its Data Center update for that quarter. Every count of federal borrowers on the site uses this pair.
 */
export const FSA_PORTFOLIO = {
  borrowersMillions: 42.3,
  balanceTrillions: 1.67,
  period: 'As of June 30, 2025',
  periodEnd: '2025-06-30',
} as const;

export const FSA_PORTFOLIO_CITATION: Citation = {
  publisher: 'Federal Student Aid, U.S. Department of Education',
  title: 'FSA Data Center: Federal Student Loan Portfolio (portfolio summary, data through June 30, 2025)',
  url: 'https://studentaid.gov/data-center/student/portfolio',
  checked: CHECKED,
  confirms:
    "FSA's quarterly Data Center update with data through June 30, 2025: the outstanding federal student loan portfolio includes 42.3 million recipients with federal student loans totaling $1.67 trillion.",
};

/** FSA's balance divided by FSA's borrowers, both rounded as FSA states them, so only to the nearest $100. */
function averageOfPair(): number {
  return Math.round((FSA_PORTFOLIO.balanceTrillions * 1e12) / (FSA_PORTFOLIO.borrowersMillions * 1e6) / 100) * 100;
}

const AVERAGE = averageOfPair();

/**
 * The average federal balance per borrower: Waypoint's division of the FSA pair above. It replaces the spec's
 * "$38,375", which is BestColleges' own calculation from an earlier FSA quarter (42.7 million borrowers,
 * $1.64 trillion) and is in no FSA table (see OMITTED_FACTS).
 */
export const AVERAGE_FEDERAL_LOAN_BALANCE: DebtFact = {
  id: 'average-federal-loan-balance',
  label: 'average federal student loan balance per borrower',
  value: AVERAGE,
  unit: 'usd',
  display: `about $${AVERAGE.toLocaleString('en-US')}`,
  period: `${FSA_PORTFOLIO.period}: $${FSA_PORTFOLIO.balanceTrillions} trillion ÷ ${FSA_PORTFOLIO.borrowersMillions} million borrowers`,
  periodEnd: FSA_PORTFOLIO.periodEnd,
  sources: [FSA_PORTFOLIO_CITATION],
  basis: 'Federal Student Aid portfolio totals (Waypoint’s division)',
  note: 'Computed by Waypoint from FSA’s rounded totals, so it is exact only to about $200.',
};

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
    /** The date the figure describes (ISO yyyy-mm-dd). */
    readonly published: string;
  };
};

export const AVERAGE_FEDERAL_LOAN_DEBT: Fact = {
  value: AVERAGE_FEDERAL_LOAN_BALANCE.display,
  label: AVERAGE_FEDERAL_LOAN_BALANCE.label,
  source: {
    citation: 'Federal Student Aid, "FSA Data Center: Federal Student Loan Portfolio"',
    basis: `FSA’s totals of $${FSA_PORTFOLIO.balanceTrillions} trillion and ${FSA_PORTFOLIO.borrowersMillions} million borrowers`,
    url: FSA_PORTFOLIO_CITATION.url,
    published: FSA_PORTFOLIO.periodEnd,
  },
};

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Feb 2025" for a citation line. */
export function citationDate(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return `${MONTH_ABBREVIATIONS[(month ?? 1) - 1]} ${year}`;
}
