/**
 * Typical yearly spending for the premium budget (issue 6, part 2b), from the BLS Consumer
 * Expenditure Surveys (CE). Every figure names its source; a category with no figure we could
 * confirm is null, and the student fills it in (no default).
 *
 * What we could read, and what we could not:
 * - The 2023 CE news release gives the average yearly spending of all US households ("consumer
 *   units") and each major category's share of it, so a category's typical yearly amount is the
 *   published share times the published total: a Waypoint estimate, marked as one.
 * - The CE's 2023 tables by region of residence (Northeast, Midwest, South, West) were not in
 *   any copy we could check, so every region starts from the national figures and says so. The
 *   data is kept per region so regional figures can replace them entry by entry.
 * - No one-person-household figures could be confirmed either: these are averages per household,
 *   and the CE's households averaged 2.4 people (2022 table below).
 * - Apparel, personal care and education: the release puts each under 4 % without a figure we
 *   could read, so they are left to the student.
 */
import { BUDGET_CATEGORIES, type BudgetCategory } from '../domain/finance/budget';
import type { LivingCostRegion } from '../domain/finance/stored-budget';
import type { Citation } from '../domain/finance/loans';

const CHECKED = '2026-11-23';

export const CE_RELEASE_2023: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics, Consumer Expenditure Surveys (news release USDL-24-1862)',
  title: 'Consumer Expenditures--2023',
  url: 'https://www.bls.gov/news.release/cesan.nr0.htm',
  published: '2024-09-25',
  checked: CHECKED,
  confirms:
    'Average annual expenditures for all consumer units in 2023 were $77,280; Table B shares: housing 32.9%, transportation 17.0%, food 12.9%, personal insurance and pensions 12.4%, healthcare 8.0%, entertainment 4.7%; each remaining component under 4.0%.',
};

export const CE_TABLE_2022: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics, Consumer Expenditure Surveys',
  title: 'Veteran status of consumer units: annual expenditure means, 2022 (column "All consumer units")',
  url: 'https://www.bls.gov/cex/tables/calendar-year/mean/cu-vets-2022.htm',
  checked: CHECKED,
  confirms: 'All consumer units in 2022: income before taxes $94,003, income after taxes $83,195, 2.4 people per consumer unit on average.',
};

export const CE_REGIONS_PAGE: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics, Consumer Expenditure Surveys',
  title: 'CE Geographic Data',
  url: 'https://www.bls.gov/cex/csxgeography.htm',
  checked: CHECKED,
  confirms: 'The four census regions (Northeast, Midwest, South, West) and the states in each, as the CE uses them.',
};

/** The CE's 2023 average yearly spending of all US households (consumer units). */
export const CE_2023_AVERAGE_ANNUAL_EXPENDITURES = 77_280;

/** Table B shares (percent of total spending) we could read; other categories have none. */
export const CE_2023_SHARES_PERCENT: Readonly<Partial<Record<BudgetCategory, number>>> = {
  housing: 32.9,
  transportation: 17.0,
  food: 12.9,
  healthcare: 8.0,
  entertainment: 4.7,
};

export type TypicalFigure = {
  /** Typical yearly spending in whole dollars; null when no source gave us one. */
  readonly annual: number | null;
  /** True when Waypoint derived the figure from published ones (share × total). */
  readonly estimate: boolean;
  /** How the figure was made, in a sentence for the page. */
  readonly note: string;
  readonly source: Citation | null;
};

export type RegionLivingCosts = {
  readonly region: LivingCostRegion;
  readonly states: string;
  /** False while the region uses the national figures (see the file comment). */
  readonly regionalFigures: boolean;
  readonly figures: Readonly<Record<BudgetCategory, TypicalFigure>>;
};

function nationalFigure(category: BudgetCategory): TypicalFigure {
  const share = CE_2023_SHARES_PERCENT[category];
  if (share === undefined) {
    return { annual: null, estimate: false, note: 'No published figure for this line: enter your own.', source: null };
  }
  return {
    annual: Math.round((CE_2023_AVERAGE_ANNUAL_EXPENDITURES * share) / 100),
    estimate: true,
    note: `Estimate: ${share.toFixed(1)}% of the $77,280 an average US household spent in 2023.`,
    source: CE_RELEASE_2023,
  };
}

const NATIONAL_FIGURES = Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, nationalFigure(category)])) as Record<BudgetCategory, TypicalFigure>;

export const LIVING_COSTS: readonly RegionLivingCosts[] = [
  {
    region: 'Northeast',
    states: 'Connecticut, Maine, Massachusetts, New Hampshire, New Jersey, New York, Pennsylvania, Rhode Island, Vermont',
    regionalFigures: false,
    figures: NATIONAL_FIGURES,
  },
  {
    region: 'Midwest',
    states: 'Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota, Wisconsin',
    regionalFigures: false,
    figures: NATIONAL_FIGURES,
  },
  {
    region: 'South',
    states:
      'Alabama, Arkansas, Delaware, District of Columbia, Florida, Georgia, Kentucky, Louisiana, Maryland, Mississippi, North Carolina, Oklahoma, South Carolina, Tennessee, Texas, Virginia, West Virginia',
    regionalFigures: false,
    figures: NATIONAL_FIGURES,
  },
  {
    region: 'West',
    states: 'Alaska, Arizona, California, Colorado, Hawaii, Idaho, Montana, Nevada, New Mexico, Oregon, Utah, Washington, Wyoming',
    regionalFigures: false,
    figures: NATIONAL_FIGURES,
  },
];

/**
 * Share of income before taxes that US households kept after taxes in 2022 (83,195 / 94,003):
 * the basis of the "income needed before tax" estimate. The CE's taxes are federal, state and
 * local income and other personal taxes; Social Security payroll contributions are not in them.
 */
export const AFTER_TAX_SHARE = { incomeBeforeTaxes: 94_003, incomeAfterTaxes: 83_195, year: 2022, source: CE_TABLE_2022 } as const;

export function livingCostsFor(region: LivingCostRegion): RegionLivingCosts {
  const entry = LIVING_COSTS.find((costs) => costs.region === region);
  if (!entry) throw new RangeError(`No living costs for region ${region}`);
  return entry;
}
