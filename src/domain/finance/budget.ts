import { z } from '@domain/zod';
import { safeBorrowing, type FederalLoanLimitsData } from './borrowing';
import type { FinancialGrade } from './grade';
import { dollarAmount, LIFESTYLE_LEVELS, monthlyFromAnnual } from './lifestyle';
import { LIVING_COST_REGIONS, type LivingCostRegion } from './stored-budget';

/*
 * The premium financial expectations budget (issue 6, part 2b): monthly lines by category, the
 * yearly total, the income needed before tax, and for each recommended career whether its pay
 * covers the budget and how much debt it can carry. The typical figures and the tax share come
 * from src/data/living-costs.ts (the domain may not import data), so callers pass them in.
 */

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

function line(category: BudgetCategory) {
  return dollarAmount({ what: `a monthly amount for ${BUDGET_CATEGORY_LABELS[category].toLowerCase()}`, max: MAX_MONTHLY_LINE });
}

export const budgetLinesSchema = z.object({
  housing: line('housing'),
  transportation: line('transportation'),
  food: line('food'),
  healthcare: line('healthcare'),
  entertainment: line('entertainment'),
  apparel: line('apparel'),
  personalCare: line('personalCare'),
  educationOther: line('educationOther'),
});

export function isLivingCostRegion(value: unknown): value is LivingCostRegion {
  return typeof value === 'string' && (LIVING_COST_REGIONS as readonly string[]).includes(value);
}

export const budgetFormSchema = z.object({
  // A string in (the select starts empty), a region out.
  region: z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      if (isLivingCostRegion(value)) return value;
      ctx.issues.push({ code: 'custom', message: 'Choose a region.', input: value });
      return z.NEVER;
    }),
  ),
  level: z.enum(LIFESTYLE_LEVELS, { error: 'Choose a lifestyle level.' }),
  lines: budgetLinesSchema,
});

export type BudgetFormInput = z.input<typeof budgetFormSchema>;
export type BudgetFormValues = z.output<typeof budgetFormSchema>;
export type MonthlyLines = Readonly<Record<BudgetCategory, number>>;

/** One line on its own, for the live totals: the amount, or null while it is empty or invalid. */
export function parseBudgetLine(category: BudgetCategory, raw: string): number | null {
  const result = budgetLinesSchema.shape[category].safeParse(raw);
  return result.success ? result.data : null;
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

const cents = (amount: number) => Math.round(amount * 100) / 100;

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

/** The grade the "debt it can carry" keeps: A (Low risk, debt up to 59 % of a year's pay), the debt calculator's default. */
export const SAFE_DEBT_GRADE: FinancialGrade = 'A';
/** Years of study for the federal limits shown beside the safe debt: a four-year degree. */
export const DEFAULT_YEARS_OF_STUDY = 4;

export type CareerPay = { readonly socCode: string; readonly title: string; readonly medianPay: number | null };

export type CareerBudgetFit = CareerPay & {
  /** Null when the pay is not reported: we cannot say. */
  readonly coversBudget: boolean | null;
  /** Monthly pay after taxes (estimate) minus the monthly budget; negative when short. */
  readonly monthlyLeftAfterBudget: number | null;
  /** Largest total debt that keeps SAFE_DEBT_GRADE on this pay (borrowing.ts). */
  readonly maxSafeDebt: number | null;
  /** Standard 10-year monthly payment on maxSafeDebt at the given rate. */
  readonly safeDebtMonthlyPayment: number | null;
  /** Whether that payment fits in what is left after the budget. */
  readonly paymentFitsBudget: boolean | null;
};

export type CareerFitOptions = {
  readonly keptAfterTax: number;
  readonly ratePercent: number;
  readonly limits: FederalLoanLimitsData;
};

export function careerBudgetFit(career: CareerPay, totals: BudgetTotals, options: CareerFitOptions): CareerBudgetFit {
  const pay = career.medianPay;
  if (pay === null || !Number.isFinite(pay) || pay <= 0) {
    return {
      ...career,
      medianPay: null,
      coversBudget: null,
      monthlyLeftAfterBudget: null,
      maxSafeDebt: null,
      safeDebtMonthlyPayment: null,
      paymentFitsBudget: null,
    };
  }
  const monthlyLeftAfterBudget = cents((pay * options.keptAfterTax) / 12 - totals.monthly);
  const borrowing = safeBorrowing(
    { annualSalary: pay, yearsOfStudy: DEFAULT_YEARS_OF_STUDY, targetGrade: SAFE_DEBT_GRADE, ratePercent: options.ratePercent },
    options.limits,
  );
  const payment = borrowing.standardMonthlyPayment;
  return {
    ...career,
    coversBudget: pay >= totals.incomeNeededYearly,
    monthlyLeftAfterBudget,
    maxSafeDebt: borrowing.maxDebt,
    safeDebtMonthlyPayment: payment,
    paymentFitsBudget: payment === null ? null : payment <= monthlyLeftAfterBudget,
  };
}

/** Each career once (first occurrence wins), in the order given. */
export function careerBudgetFits(careers: readonly CareerPay[], totals: BudgetTotals, options: CareerFitOptions): CareerBudgetFit[] {
  const seen = new Set<string>();
  return careers
    .filter((career) => !seen.has(career.socCode) && seen.add(career.socCode))
    .map((career) => careerBudgetFit(career, totals, options));
}

/** Typical yearly figure → the monthly starting value, whole dollars; null stays null (no default). */
export function monthlyStartingValue(annual: number | null): number | null {
  return annual === null ? null : monthlyFromAnnual(annual);
}
