/**
 * Student-debt statistics for /debt-facts. Every figure carries its sources, the period it
 * describes and the date we checked it. Only primary publishers are cited: the New York Fed's own
 * Household Debt and Credit releases, Federal Student Aid's Data Center, the survey's publisher. A figure we
 * could only find in a repost (blog, news, aggregator) is listed in OMITTED_DEBT_CLAIMS instead of being shown
 * (ARCHITECTURE: no invented statistics).
 * The spec's headline average and its omitted "44%" claim live in facts.ts (small, so the dashboard
 * loads it without this whole file) and are included here from there.
 */
import type { Citation } from '../domain/finance/loans';
import { AVERAGE_FEDERAL_LOAN_BALANCE, FSA_PORTFOLIO, FSA_PORTFOLIO_CITATION } from './facts';
import { AVERAGE_CLAIM_OMITTED, MILESTONES_CLAIM_OMITTED, type OmittedClaim } from './omitted-facts';

const CHECKED = '2026-11-27';


export type DebtFactUnit = 'usd' | 'usd-billions' | 'usd-trillions' | 'millions-of-people' | 'percent';

/** Each figure's id: pages word its label, figure, period and note from their catalogs by it. */
export type DebtFactId =
  | 'average-federal-loan-balance'
  | 'federal-portfolio-total'
  | 'federal-borrowers'
  | 'total-student-debt'
  | 'borrowers-delaying-life-events';

export type DebtFact = {
  readonly id: DebtFactId;
  /** What the figure measures, as a short phrase. */
  readonly label: string;
  readonly value: number;
  readonly unit: DebtFactUnit;
  /** The figure as displayed, e.g. "$38,375". */
  readonly display: string;
  /** The period the figure describes, as displayed, e.g. "As of June 30, 2025". */
  readonly period: string;
  /** Last day of that period (ISO yyyy-mm-dd), for ordering and "as of" checks. */
  readonly periodEnd: string;
  readonly sources: readonly Citation[];
  /** Whose data the figure is, when the cited page is not the primary publisher. */
  readonly basis?: string;
  /** Context a reader needs to read the figure correctly. */
  readonly note?: string;
};

export type DebtSeriesPoint = {
  readonly year: number;
  /** The quarter the balance is measured at, e.g. "Q4 2024". */
  readonly quarter: string;
  readonly periodEnd: string;
  /** Total student-loan balance on credit reports (federal and private), in billions of dollars. */
  readonly balanceBillions: number;
  readonly sources: readonly Citation[];
};

function cite(publisher: string, title: string, url: string, confirms: string, published?: string): Citation {
  return published === undefined ? { publisher, title, url, checked: CHECKED, confirms } : { publisher, title, url, published, checked: CHECKED, confirms };
}

const NYFED_HHDC = 'https://www.newyorkfed.org/microeconomics/hhdc';

function nyFed(title: string, url: string, confirms: string, published?: string): Citation {
  return cite('Federal Reserve Bank of New York', title, url, confirms, published);
}

const NYFED_Q4_2025 = nyFed(
  'Quarterly Report on Household Debt and Credit, Q4 2025 (press release)',
  'https://www.newyorkfed.org/newsevents/news/research/2026/20260210',
  'Press release of February 10, 2026: student loan balances rose by $11 billion to $1.66 trillion in Q4 2025.',
  '2026-02-10',
);

export const DEBT_FACTS: readonly DebtFact[] = [
  AVERAGE_FEDERAL_LOAN_BALANCE,
  {
    id: 'federal-portfolio-total',
    label: 'outstanding federal student loans',
    value: FSA_PORTFOLIO.balanceTrillions,
    unit: 'usd-trillions',
    display: `$${FSA_PORTFOLIO.balanceTrillions} trillion`,
    period: FSA_PORTFOLIO.period,
    periodEnd: FSA_PORTFOLIO.periodEnd,
    sources: [FSA_PORTFOLIO_CITATION],
    note: 'Federal loans only (Direct, FFEL and Perkins), from the FSA Data Center portfolio reports.',
  },
  {
    id: 'federal-borrowers',
    label: 'people with federal student loans',
    value: FSA_PORTFOLIO.borrowersMillions,
    unit: 'millions-of-people',
    display: `${FSA_PORTFOLIO.borrowersMillions} million`,
    period: FSA_PORTFOLIO.period,
    periodEnd: FSA_PORTFOLIO.periodEnd,
    sources: [FSA_PORTFOLIO_CITATION],
    note: 'The same FSA quarter as the balance above: every borrower count on Waypoint uses this pair.',
  },
  {
    id: 'total-student-debt',
    label: 'total student debt, federal and private',
    value: 1.66,
    unit: 'usd-trillions',
    display: '$1.66 trillion',
    period: 'End of December 2025 (Q4 2025)',
    periodEnd: '2025-12-31',
    sources: [NYFED_Q4_2025],
    note: 'Student loans as they appear on credit reports (New York Fed Consumer Credit Panel / Equifax), which include private loans.',
  },
  {
    id: 'borrowers-delaying-life-events',
    label: 'share of borrowers without a degree who delayed a major life event because of student loans',
    value: 71,
    unit: 'percent',
    display: '71%',
    period: 'Lumina Foundation-Gallup State of Higher Education 2024 study',
    periodEnd: '2024-12-31',
    sources: [
      cite(
        'Lumina Foundation',
        'Cost of College (State of Higher Education 2024)',
        'https://www.luminafoundation.org/resource/cost-of-college/',
        '71% of currently and previously enrolled U.S. adults who took out loans report having delayed at least one significant life event because of their student loan debt.',
      ),
    ],
    note: 'Covers current students and people who left college without a degree; it is not the often-quoted "44%" figure, which has no primary source.',
  },
];


/**
 * Total student debt for the chart: one point for each year whose figure we found in the New York Fed's own
 * release (Q4 where that release was found, else the quarter named); years we could only find in reposts are
 * left out rather than cited to a blog or news site. Figures are rounded as the New York Fed
 * publishes them; the last point is the latest quarter published.
 */
export const STUDENT_DEBT_BY_YEAR: readonly DebtSeriesPoint[] = [
  {
    year: 2014,
    quarter: 'Q4 2014',
    periodEnd: '2014-12-31',
    balanceBillions: 1_160,
    sources: [
      nyFed(
        'Household Debt Continues Upward Climb While Student Loan Delinquencies Worsen',
        'http://www.newyorkfed.org/newsevents/news/research/2015/rp150217.html',
        'Q4 2014: outstanding student loan balances now stand at $1.16 trillion.',
        '2015-02-17',
      ),
    ],
  },
  {
    year: 2022,
    quarter: 'Q4 2022',
    periodEnd: '2022-12-31',
    balanceBillions: 1_600,
    sources: [
      nyFed(
        'Quarterly Report on Household Debt and Credit, Q4 2022 (press release)',
        'https://resources.newyorkfed.org/newsevents/news/research/2023/20230216',
        'Student loan balances now stand at $1.60 trillion, up by $21 billion from the previous quarter.',
        '2023-02-16',
      ),
    ],
  },
  {
    year: 2023,
    quarter: 'Q3 2023',
    periodEnd: '2023-09-30',
    balanceBillions: 1_600,
    sources: [
      nyFed(
        'Total Household Debt Reaches $17.29 Trillion in Q3 2023; Driven by Mortgage, Credit Card, and Student Loan Balances',
        'http://www.newyorkfed.org/newsevents/news/research/2023/20231107',
        'Q3 2023: student loan balances increased by $30 billion and now stand at $1.6 trillion.',
        '2023-11-07',
      ),
    ],
  },
  {
    year: 2025,
    quarter: 'Q4 2025 (latest)',
    periodEnd: '2025-12-31',
    balanceBillions: 1_660,
    sources: [NYFED_Q4_2025],
  },
];

/** Where the series comes from, for the chart caption. */
export const STUDENT_DEBT_SERIES_SOURCE = {
  label: 'Federal Reserve Bank of New York, Quarterly Report on Household Debt and Credit',
  url: NYFED_HHDC,
} as const;

export const OMITTED_DEBT_CLAIMS: readonly OmittedClaim[] = [
  MILESTONES_CLAIM_OMITTED,
  AVERAGE_CLAIM_OMITTED,
  {
    id: 'delinquency',
    claim: 'Share of student debt 90 or more days late or in default (9.4% in Q3 2025; 9.6% in Q4 2025)',
    reason: 'Seen only in news reports of the New York Fed release, not in the New York Fed text we could check; left out until read in the report itself.',
  },
  {
    id: 'missing-years',
    claim: 'Total student debt at the end of 2015-2021 and 2024',
    reason: 'Those year-end figures were found only in blog and news reposts of the New York Fed releases, so the chart skips those years.',
  },
  {
    id: 'g19',
    claim: 'Federal Reserve G.19 consumer credit: student loans outstanding',
    reason: 'The G.19 student-loan figure was not in our sources; the New York Fed total (which includes private loans) is shown instead.',
  },
  {
    id: 'march-2026',
    claim: 'FSA portfolio as of March 31, 2026 ($1.7 trillion, 42.6 million recipients)',
    reason: "Seen only in an AI-generated news summary, not on Federal Student Aid's own pages; kept out until checked against FSA.",
  },
];

/** "$1.65 trillion in Q3 2025" style alt text for the series chart, oldest first. */
export function describeDebtSeries(series: readonly DebtSeriesPoint[] = STUDENT_DEBT_BY_YEAR): string {
  if (series.length === 0) return 'No data.';
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const points = series.map((point) => `${point.quarter}: $${(point.balanceBillions / 1000).toFixed(2)} trillion`).join('; ');
  return `Total U.S. student debt rose from $${(first.balanceBillions / 1000).toFixed(2)} trillion in ${first.quarter} to $${(last.balanceBillions / 1000).toFixed(2)} trillion in ${last.quarter}. ${points}.`;
}
