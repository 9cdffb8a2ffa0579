/**
 * Typical yearly spending for the premium budget (regional since the product spec), from the BLS Consumer
 * Expenditure Surveys (CE) Table 1800 "Region of residence", 2024, in the generated snapshot
 * ce-region-spending.ts (npm run data:living-costs). Every figure names its source, table and year.
 *
 * - Each region starts from its own CE figures. The CE publishes spending per consumer unit (household) and the
 *   average number of people in one (2.4 in the Northeast, Midwest and South, 2.6 in the West, 2024), so a
 *   line's typical figure is the region's mean divided by the region's people per unit: an estimate of the
 *   region's average household spending per person, marked as one. The budget form has no household size (the
 *   product spec sets none), so it is one person's share.
 * - Which CE items feed each budget line: CE_ROWS_BY_CATEGORY below. Left out, as not part of a student's
 *   living costs or not in the budget's lines: alcoholic beverages, tobacco products and smoking supplies, cash
 *   contributions, and personal insurance and pensions (mostly Social Security and retirement contributions,
 *   which the "income needed before tax" estimate does not cover either).
 * - A line whose CE item is missing for a region stays null (the student fills it in), never 0.
 */
import { BUDGET_CATEGORIES, type BudgetCategory } from '../domain/finance/budget';
import type { LivingCostRegion } from '../domain/finance/stored-budget';
import type { Citation } from '../domain/finance/loans';
import { PER_PERSON_ESTIMATE_LABEL, perPersonAnnual, sumOrNull } from '../domain/finance/per-person';
import { CE_REGION_SOURCE, CE_REGION_SPENDING, type CeItem } from './ce-region-spending';

const CHECKED = '2026-11-23';

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

/** The CE items (Table 1800 row labels) summed into each budget line. */
export const CE_ROWS_BY_CATEGORY: Readonly<Record<BudgetCategory, readonly CeItem[]>> = {
  housing: ['Housing'],
  transportation: ['Transportation'],
  food: ['Food'],
  healthcare: ['Healthcare'],
  entertainment: ['Entertainment'],
  apparel: ['Apparel and services'],
  personalCare: ['Personal care products and services'],
  educationOther: ['Education', 'Reading', 'Miscellaneous'],
};

export const CE_TABLE_1800: Citation = {
  publisher: 'U.S. Bureau of Labor Statistics, Consumer Expenditure Surveys',
  title: `${CE_REGION_SOURCE.table}, ${CE_REGION_SOURCE.year} (annual expenditure means)`,
  url: CE_REGION_SOURCE.url,
  checked: '2026-11-27',
  confirms: `Mean annual spending per consumer unit by item for all consumer units and the Northeast, Midwest, South and West in ${CE_REGION_SOURCE.year}, and the average number of people per consumer unit (${CE_REGION_SOURCE.release ?? 'BLS'}).`,
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
  /** Average number of people in one of the region's consumer units (households), from the CE. */
  readonly peoplePerUnit: number | null;
  readonly figures: Readonly<Record<BudgetCategory, TypicalFigure>>;
};

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function regionalFigure(region: LivingCostRegion, category: BudgetCategory): TypicalFigure {
  const { people, means } = CE_REGION_SPENDING[region];
  const rows = CE_ROWS_BY_CATEGORY[category];
  const household = sumOrNull(rows.map((row) => means[row]));
  const annual = perPersonAnnual(household, people);
  if (annual === null || household === null || people === null) {
    return { annual: null, estimate: false, note: 'No published figure for this line: enter your own.', source: null };
  }
  const items = rows.length > 1 ? ` (CE items: ${rows.join(', ')})` : '';
  return {
    annual,
    estimate: true,
    note: `This is ${PER_PERSON_ESTIMATE_LABEL}: ${money(household)} a year per ${region} household${items} in ${CE_REGION_SOURCE.year}, divided by ${people} people per household.`,
    source: CE_TABLE_1800,
  };
}

function regionEntry(region: LivingCostRegion, states: string): RegionLivingCosts {
  const figures = Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, regionalFigure(region, category)]));
  return { region, states, peoplePerUnit: CE_REGION_SPENDING[region].people, figures: figures as Record<BudgetCategory, TypicalFigure> };
}

export const LIVING_COSTS: readonly RegionLivingCosts[] = [
  regionEntry('Northeast', 'Connecticut, Maine, Massachusetts, New Hampshire, New Jersey, New York, Pennsylvania, Rhode Island, Vermont'),
  regionEntry(
    'Midwest',
    'Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota, Wisconsin',
  ),
  regionEntry(
    'South',
    'Alabama, Arkansas, Delaware, District of Columbia, Florida, Georgia, Kentucky, Louisiana, Maryland, Mississippi, North Carolina, Oklahoma, South Carolina, Tennessee, Texas, Virginia, West Virginia',
  ),
  regionEntry('West', 'Alaska, Arizona, California, Colorado, Hawaii, Idaho, Montana, Nevada, New Mexico, Oregon, Utah, Washington, Wyoming'),
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
