import { safeBorrowing, type FederalLoanLimitsData } from './borrowing';
import { cents, type BudgetTotals } from './budget';
import type { FinancialGrade } from './grade';
import type { TrueCostTerms } from '@domain/money-plan/true-cost';

/*
 * For each recommended career, whether its pay covers the premium budget and how much debt it can carry
 * (part 2b). Apart from budget.ts so the budget form paints without the borrowing rules.
 */

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
  /** Everything due a month when repayment starts on maxSafeDebt at its true cost over four years (planned-debt.ts). */
  readonly safeDebtMonthlyPayment: number | null;
  /** Whether that payment fits in what is left after the budget. */
  readonly paymentFitsBudget: boolean | null;
};

export type CareerFitOptions = {
  readonly keptAfterTax: number;
  readonly terms: TrueCostTerms;
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
    { annualSalary: pay, yearsOfStudy: DEFAULT_YEARS_OF_STUDY, targetGrade: SAFE_DEBT_GRADE, terms: options.terms },
    options.limits,
  );
  const payment = borrowing.cost?.monthlyPayment ?? null;
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
