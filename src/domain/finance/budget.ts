import { monthlyFromAnnual, readDollarAmount, type DollarFieldRules } from './lifestyle';

/*
 * The premium financial expectations budget (part 2b): monthly lines by category, the
 * yearly total, the income needed before tax, and (budget-fit.ts) for each recommended career whether
 * its pay covers the budget and how much debt it can carry. The typical figures and the tax share come
 * from src/data/living-costs.ts (the domain may not import data), so callers pass them in.
 */

/** The CE's four census regions (src/data/living-costs.ts lists their states). */
export const LIVING_COST_REGIONS = ['Northeast', 'Midwest', 'South', 'West'] as const;
export type LivingCostRegion = (typeof LIVING_COST_REGIONS)[number];

export function isLivingCostRegion(value: unknown): value is LivingCostRegion {
  return typeof value === 'string' && (LIVING_COST_REGIONS as readonly string[]).includes(value);
}

export const BUDGET_CATEGORIES = [
  'housing',
  'transportation',
  'food',
  'healthcare',
  'entertainment',
  'apparel',
  'personalCare',
  'educationOther',
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

export const BUDGET_CATEGORY_LABELS: Readonly<Record<BudgetCategory, string>> = {
  housing: 'Housing',
  transportation: 'Transportation',
  food: 'Food',
  healthcare: 'Healthcare',
  entertainment: 'Entertainment',
  apparel: 'Clothing and services',
  personalCare: 'Personal care',
  educationOther: 'Education and other',
};

/** Most one monthly line may hold: far above any household's spending, low enough to catch a typo. */
export const MAX_MONTHLY_LINE = 50_000;

/**
 * A monthly line's rules as typed into the form (budget-form.ts builds the schema from them). The codes' texts name
 * the line and the most it may hold: the page fills them in from the field's path.
 */
export const BUDGET_LINE_RULES: DollarFieldRules = {
  max: MAX_MONTHLY_LINE,
  codes: {
    missing: 'premium-budget.lineMissing',
    negative: 'premium-budget.lineNegative',
    notANumber: 'premium-budget.lineNotANumber',
    max: 'premium-budget.lineMax',
  },
};

export type MonthlyLines = Readonly<Record<BudgetCategory, number>>;

/** One line on its own, for the live totals: the amount, or null while it is empty or invalid. */
export function parseBudgetLine(raw: string): number | null {
  const result = readDollarAmount(raw, BUDGET_LINE_RULES);
  return 'value' in result ? result.value : null;
}

export type BudgetTotals = {
  /** Sum of the lines that have a valid amount, to the cent. */
  readonly monthly: number;
  readonly yearly: number;
  /** Estimate: the yearly budget divided by the share of income households keep after taxes. */
  readonly incomeNeededYearly: number;
  readonly incomeNeededMonthly: number;
  /** Lines still empty or invalid (they count as nothing in the totals until filled in). */
  readonly missing: readonly BudgetCategory[];
};

/** Rounded to the cent. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Whole dollars, rounded up (an income a dollar short would not cover the budget); never -0, which would print as "-$0". */
function wholeDollarsUp(amount: number): number {
  return amount <= 0 ? 0 : Math.ceil(amount - 1e-9);
}

/** After-tax income ÷ before-tax income, e.g. 83,195 / 94,003. */
export function afterTaxShare(incomeBeforeTaxes: number, incomeAfterTaxes: number): number {
  if (!(incomeBeforeTaxes > 0) || !(incomeAfterTaxes > 0) || incomeAfterTaxes > incomeBeforeTaxes) {
    throw new RangeError(`Need 0 < after-tax income ≤ before-tax income, got ${incomeAfterTaxes} and ${incomeBeforeTaxes}`);
  }
  return incomeAfterTaxes / incomeBeforeTaxes;
}

export function budgetTotals(lines: Readonly<Partial<Record<BudgetCategory, number | null>>>, keptAfterTax: number): BudgetTotals {
  if (!(keptAfterTax > 0 && keptAfterTax <= 1)) throw new RangeError(`keptAfterTax must be in (0, 1], got ${keptAfterTax}`);
  let monthly = 0;
  const missing: BudgetCategory[] = [];
  for (const category of BUDGET_CATEGORIES) {
    const amount = lines[category];
    if (typeof amount === 'number' && Number.isFinite(amount) && amount >= 0) monthly += amount;
    else missing.push(category);
  }
  monthly = cents(monthly);
  const yearly = cents(monthly * 12);
  const incomeNeededYearly = wholeDollarsUp(yearly / keptAfterTax);
  return { monthly, yearly, incomeNeededYearly, incomeNeededMonthly: wholeDollarsUp(incomeNeededYearly / 12), missing };
}

/** Typical yearly figure → the monthly starting value, whole dollars; null stays null (no default). */
export function monthlyStartingValue(annual: number | null): number | null {
  return annual === null ? null : monthlyFromAnnual(annual);
}
