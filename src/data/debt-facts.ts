/**
 * Student-debt statistics for /debt-facts (issue 5). Every figure carries its sources, the period it
 * describes and the date we checked it. Where the primary publisher's page was not in our sources we
 * cite the page that reported it and say whose figure it is; a claim we could not trace to a source
 * is listed in OMITTED_DEBT_CLAIMS instead of being shown (ARCHITECTURE: no invented statistics).
 * The spec's headline average and its omitted "44%" claim live in facts.ts (small, so the dashboard
 * loads it without this whole file) and are included here from there.
 */
import type { Citation } from '../domain/finance/loans';
import { AVERAGE_FEDERAL_LOAN_BALANCE, MILESTONES_CLAIM_OMITTED } from './facts';

const CHECKED = '2026-11-22';


export type DebtFactUnit = 'usd' | 'usd-billions' | 'usd-trillions' | 'millions-of-people' | 'percent';

export type DebtFact = {
  readonly id: string;
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

export const DEBT_FACTS: readonly DebtFact[] = [
  AVERAGE_FEDERAL_LOAN_BALANCE,
  {
    id: 'federal-portfolio-total',
    label: 'outstanding federal student loans',
    value: 1.67,
    unit: 'usd-trillions',
    display: '$1.67 trillion',
    period: 'As of June 30, 2025',
    periodEnd: '2025-06-30',
    sources: [
      cite(
        'College Aid Services, republishing Federal Student Aid',
        'Updated FSA Data Center Reports: Data Through June 30, 2025',
        'https://www.collegeaidservices.net/2025/08/22/updated-fsa-data-center-reports-data-through-june-30-2025',
        "FSA's quarterly Data Center update: the outstanding federal student loan portfolio is $1.67 trillion held by 42.3 million recipients, up 3% from June 2024.",
        '2025-08-22',
      ),
    ],
    note: 'Federal loans only (Direct, FFEL and Perkins), from the FSA Data Center portfolio reports.',
  },
  {
    id: 'federal-borrowers',
    label: 'people with federal student loans',
    value: 42.3,
    unit: 'millions-of-people',
    display: '42.3 million',
    period: 'As of June 30, 2025',
    periodEnd: '2025-06-30',
    sources: [
      cite(
        'College Aid Services, republishing Federal Student Aid',
        'Updated FSA Data Center Reports: Data Through June 30, 2025',
        'https://www.collegeaidservices.net/2025/08/22/updated-fsa-data-center-reports-data-through-june-30-2025',
        "FSA's quarterly Data Center update counts 42.3 million recipients with outstanding federal student loans.",
        '2025-08-22',
      ),
    ],
  },
  {
    id: 'total-student-debt',
    label: 'total student debt, federal and private',
    value: 1.65,
    unit: 'usd-trillions',
    display: '$1.65 trillion',
    period: 'End of September 2025 (Q3 2025)',
    periodEnd: '2025-09-30',
    sources: [
      cite(
        'Federal Reserve Bank of New York',
        'Household Debt and Credit Report (Q3 2025 summary)',
        'https://www.newyorkfed.org/householdcredit/hhdc-iframe',
        'Student loan balances rose by $15 billion in the third quarter of 2025 and stand at $1.65 trillion.',
      ),
      cite(
        'Federal Reserve Bank of New York (via Public)',
        'Quarterly Report on Household Debt and Credit, Q3 2025 (press release)',
        'https://pubt.io/view/48D55A77C9AF92668904671DE3D6779DA6DA8564',
        'Press release of November 5, 2025: student loan balances rose by $15 billion and stood at $1.65 trillion.',
        '2025-11-05',
      ),
    ],
    note: 'Student loans as they appear on credit reports (New York Fed Consumer Credit Panel / Equifax), which include private loans.',
  },
  {
    id: 'seriously-delinquent-share',
    label: 'share of student debt 90 or more days late or in default',
    value: 9.4,
    unit: 'percent',
    display: '9.4%',
    period: 'End of September 2025 (Q3 2025)',
    periodEnd: '2025-09-30',
    sources: [
      cite(
        'Black Enterprise',
        'American Debt Rises Moderately In 3rd Quarter Of 2025',
        'https://www.blackenterprise.com/american-debt-rises-moderately-3rd-quarter-2025',
        "Reporting the New York Fed's Q3 2025 Household Debt and Credit Report: the share of student debt 90 days or more delinquent, or in default, stood at 9.4% at the end of Q3.",
      ),
      cite(
        'Fox Business',
        'US household debt hits a new record, NY Fed finds',
        'https://www-ak-ms.foxbusiness.com/economy/us-household-debt-hits-new-record-ny-fed-finds',
        'Headline figure "Student loan delinquencies hit 9.4%" from the New York Fed Q3 2025 report.',
      ),
    ],
    note: 'After a nearly five-year pause, missed federal student loan payments began appearing on credit reports again in 2025; in Q4 2024 the share was under 1%.',
  },
  {
    id: 'borrowers-delaying-life-events',
    label: 'share of borrowers without a degree who delayed a major life event because of student loans',
    value: 71,
    unit: 'percent',
    display: '71%',
    period: 'Survey of October 9 - November 16, 2023 (published April 2024)',
    periodEnd: '2023-11-16',
    sources: [
      cite(
        'Lumina Foundation',
        'Cost of College (State of Higher Education 2024)',
        'https://www.luminafoundation.org/resource/cost-of-college/',
        '71% of currently and previously enrolled U.S. adults who took out loans report having delayed at least one significant life event because of their student loan debt.',
      ),
      cite(
        'Investor Minute (Gallup release)',
        'Most Student Loan Borrowers Have Delayed Major Life Events',
        'https://investorminute.com/loans/most-student-loan-borrowers-have-delayed-major-life-events/',
        'Lumina Foundation-Gallup 2024 State of Higher Education Study, web survey October 9 - November 16, 2023 of 14,032 adults; buying a home (29%) is the most commonly delayed event.',
        '2024-04-30',
      ),
    ],
    note: 'Covers current students and people who left college without a degree; it is not the often-quoted "44%" figure, which has no primary source.',
  },
];

function nyFed(title: string, url: string, confirms: string, published?: string): Citation {
  return cite('Federal Reserve Bank of New York', title, url, confirms, published);
}

/**
 * Total student debt at the end of each year (Q4), for the chart; the last point is the latest
 * quarter published. Figures are the New York Fed's, rounded as it publishes them.
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
    year: 2015,
    quarter: 'Q4 2015',
    periodEnd: '2015-12-31',
    balanceBillions: 1_230,
    sources: [
      cite(
        'The Patriot Post',
        'Household Debt Increases to $12 Trillion',
        'http://patriotpost.us/headlines/46567',
        "Reporting the New York Fed's Q4 2015 report: student loans were the next largest contributor at $1.23 trillion (also Inman, February 18, 2016).",
        '2016-02-23',
      ),
    ],
  },
  {
    year: 2016,
    quarter: 'Q4 2016',
    periodEnd: '2016-12-31',
    balanceBillions: 1_310,
    sources: [
      cite(
        'Echelon Wealth Strategies',
        'The Rise in Debt',
        'https://echelonwealthstrategies.blogspot.com/2017/02/the-rise-in-debt.html',
        "Reporting the New York Fed's Q4 2016 report: student loan balances rose by $31 billion to $1.31 trillion.",
      ),
    ],
  },
  {
    year: 2017,
    quarter: 'Q4 2017',
    periodEnd: '2017-12-31',
    balanceBillions: 1_380,
    sources: [
      cite(
        'ThinkAdvisor',
        'Household Debt Rises for Fifth Year in a Row: NY Fed',
        'https://thinkadvisor.com/2018/02/13/household-debt-rises-for-fifth-year-in-a-row-ny-fed',
        "Reporting the New York Fed's Q4 2017 report: $1.38 trillion in student loans.",
        '2018-02-13',
      ),
    ],
  },
  {
    year: 2018,
    quarter: 'Q4 2018',
    periodEnd: '2018-12-31',
    balanceBillions: 1_460,
    sources: [
      cite(
        'Bills.com',
        'January 2019: Household Debt Hits $13.54 Trillion',
        'https://bills.com/debt/2019-us-household-debt-level-at-all-time-high',
        "Reporting the New York Fed's Q4 2018 report (February 13, 2019): student loans $1.46 trillion (finder.com: $1.457 trillion).",
      ),
    ],
  },
  {
    year: 2019,
    quarter: 'Q4 2019',
    periodEnd: '2019-12-31',
    balanceBillions: 1_510,
    sources: [
      cite(
        'Loan.com',
        'Household Debt Hits Record High $14 Trillion',
        'https://www.loan.com/blog/2020/02/19/household-debt-hits-record-high-14-trillion/',
        "Reporting the New York Fed's Q4 2019 report: student loan debt increased $10 billion to $1.51 trillion.",
        '2020-02-19',
      ),
    ],
  },
  {
    year: 2020,
    quarter: 'Q4 2020',
    periodEnd: '2020-12-31',
    balanceBillions: 1_560,
    sources: [
      cite(
        'CNBC (syndicated by Signal2Forex)',
        'Household debt rises to $14.6 trillion due to record-breaking rise in mortgage loans',
        'https://signal2forex.com/?p=195472',
        "Reporting the New York Fed's Q4 2020 report: student loans increased $47 billion in 2020 to $1.56 trillion.",
      ),
    ],
  },
  {
    year: 2021,
    quarter: 'Q4 2021',
    periodEnd: '2021-12-31',
    balanceBillions: 1_580,
    sources: [
      nyFed(
        'Robust Mortgage and Auto Loan Originations Help Drive Total Household Debt to $15.58 Trillion in Q4 2021',
        'https://www.newyorkfed.org/newsevents/news/research/2022/20220208',
        'Student loan balances contracted by $8 billion in Q4 2021.',
        '2022-02-08',
      ),
      cite(
        'The Balance (syndicated)',
        'Student Loan Repayment Looms Over Consumer Debt Picture',
        'https://thebalancemoneyad.pages.dev/posts/student-loan-repayment-looms-over-consumer-debt-picture',
        "Reporting the New York Fed's Q4 2021 data: student loan balances dropped by $8 billion to $1.58 trillion.",
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
    quarter: 'Q4 2023',
    periodEnd: '2023-12-31',
    balanceBillions: 1_600,
    sources: [
      cite(
        'ForexLive',
        "America's rising debt levels: a closer look by NY Fed",
        'https://www.forexlive.com/centralbank/americas-rising-debt-levels-a-closer-look-by-ny-fed-20240206/',
        "Reporting the New York Fed's Q4 2023 report (February 6, 2024): student loans little changed at $1.6 trillion.",
        '2024-02-06',
      ),
    ],
  },
  {
    year: 2024,
    quarter: 'Q4 2024',
    periodEnd: '2024-12-31',
    balanceBillions: 1_620,
    sources: [
      cite(
        'ABA Banking Journal',
        'New York Fed: Household debt increased $93B in Q4',
        'https://bankingjournal.aba.com/2025/02/new-york-fed-household-debt-increased-93b-in-q4',
        "Reporting the New York Fed's Q4 2024 report: student loan balances grew by $9 billion and now stand at $1.62 trillion.",
      ),
    ],
  },
  {
    year: 2025,
    quarter: 'Q3 2025 (latest)',
    periodEnd: '2025-09-30',
    balanceBillions: 1_650,
    sources: [
      nyFed(
        'Household Debt and Credit Report (Q3 2025 summary)',
        'https://www.newyorkfed.org/householdcredit/hhdc-iframe',
        'Student loan balances rose by $15 billion in Q3 2025 and now stand at $1.65 trillion.',
      ),
    ],
  },
];

/** Where the series comes from, for the chart caption. */
export const STUDENT_DEBT_SERIES_SOURCE = {
  label: 'Federal Reserve Bank of New York, Quarterly Report on Household Debt and Credit',
  url: NYFED_HHDC,
} as const;

export const OMITTED_DEBT_CLAIMS: readonly { readonly claim: string; readonly reason: string }[] = [
  MILESTONES_CLAIM_OMITTED,
  {
    claim: 'Federal Reserve G.19 consumer credit: student loans outstanding',
    reason: 'The G.19 student-loan figure was not in our sources; the New York Fed total (which includes private loans) is shown instead.',
  },
  {
    claim: 'FSA portfolio as of March 31, 2026 ($1.7 trillion, 42.6 million recipients)',
    reason: "Seen only in an AI-generated news summary, not on Federal Student Aid's own pages; kept out until checked against FSA.",
  },
  {
    claim: 'Q4 2025 New York Fed figures (about $1.66 trillion; 9.6% seriously delinquent)',
    reason: 'Seen only on an aggregator site; the Q3 2025 figures are shown until the New York Fed release is checked.',
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
