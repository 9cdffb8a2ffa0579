import { financialGrade, maxDebtForGrade, type FinancialGrade, type FinancialGradeResult } from './grade';
import { assertAmount } from './loans';
import type { FederalLoanLimitsData, UndergraduateLimits } from './loan-limits';
import { rapMonthlyPayment } from './repayment';
import { plannedDebtCost, type PlannedDebtCost } from '@domain/money-plan/planned-debt';
import type { TrueCostTerms } from '@domain/money-plan/true-cost';

export type { FederalLoanLimitsData, Limits2026, UndergraduateLimits } from './loan-limits';

export type SafeBorrowingInput = {
  readonly annualSalary: number;
  /** Years of undergraduate study the debt pays for (a whole number, at least 1). */
  readonly yearsOfStudy: number;
  readonly targetGrade: FinancialGrade;
  /** Limits, rates and fees for the true cost of the largest debt (the same terms every page uses). */
  readonly terms: TrueCostTerms;
  /** RAP dependents; 0 unless given, since most graduates start without dependents. */
  readonly dependents?: number;
};

export type FederalLimitsForStudy = {
  readonly yearsOfStudy: number;
  /** Most a dependent undergraduate can borrow in federal Direct Loans over these years. */
  readonly dependentUndergraduate: number;
  readonly independentUndergraduate: number;
  /** Most parents together can borrow in Parent PLUS loans for one student over these years (2026 rules). */
  readonly parentPlus2026: number;
  readonly limits: FederalLoanLimitsData;
};

export type SafeBorrowingResult = {
  /**
   * Largest total debt that keeps the target grade, to the cent (rounded down); null when the
   * grade has no ceiling (F, N/A) or there is no usable salary.
   */
  readonly maxDebt: number | null;
  /** The grade that debt earns (the target grade), for display. */
  readonly grade: FinancialGradeResult | null;
  /**
   * maxDebt at its true cost over the years of study (planned-debt.ts): the split within the
   * federal limits, interest to repayment and the one repayment basis; null without a maxDebt.
   */
  readonly cost: PlannedDebtCost | null;
  /** First-year RAP monthly payment with the salary as AGI (it depends on income, not on the debt). */
  readonly rapMonthlyPayment: number | null;
  readonly federalLimits: FederalLimitsForStudy;
};

/** Sum of the annual limits for `years` years of study, capped at the aggregate limit. */
export function undergraduateMaxForYears(limits: UndergraduateLimits, years: number): number {
  assertYears(years);
  const [first, second, later] = limits.annualByYear;
  const perYear = [first, second];
  let total = 0;
  for (let year = 1; year <= years; year += 1) {
    total += perYear[year - 1] ?? later;
  }
  return Math.min(total, limits.aggregate);
}

function assertYears(years: number): void {
  if (!Number.isInteger(years) || years < 1) {
    throw new RangeError(`yearsOfStudy must be a whole number of at least 1, got ${years}`);
  }
}

export function federalLimitsForStudy(limits: FederalLoanLimitsData, yearsOfStudy: number): FederalLimitsForStudy {
  assertYears(yearsOfStudy);
  const { parentPlusAnnualPerStudent, parentPlusAggregatePerStudent } = limits.from2026;
  return {
    yearsOfStudy,
    dependentUndergraduate: undergraduateMaxForYears(limits.dependentUndergraduate, yearsOfStudy),
    independentUndergraduate: undergraduateMaxForYears(limits.independentUndergraduate, yearsOfStudy),
    parentPlus2026: Math.min(parentPlusAnnualPerStudent * yearsOfStudy, parentPlusAggregatePerStudent),
    limits,
  };
}

/**
 * "How much can I borrow safely?": the largest total debt whose debt-to-income ratio (debt ÷
 * annual salary, the spec's grade table in grade.ts) still earns `targetGrade` or better, the
 * payments that debt would bring, and the federal limits for the years of study as context.
 */
export function safeBorrowing(input: SafeBorrowingInput, limits: FederalLoanLimitsData): SafeBorrowingResult {
  const { annualSalary, yearsOfStudy, targetGrade, terms, dependents = 0 } = input;
  assertAmount('annualSalary', annualSalary);
  const federalLimits = federalLimitsForStudy(limits, yearsOfStudy);
  const monthlyIncome = annualSalary / 12;
  const ceiling = maxDebtForGrade(monthlyIncome, targetGrade);
  if (ceiling === null) {
    return {
      maxDebt: null,
      grade: null,
      cost: null,
      rapMonthlyPayment: annualSalary > 0 ? rapMonthlyPayment(annualSalary, dependents) : null,
      federalLimits,
    };
  }
  // Round down: a cent more than the ceiling would drop to the next grade.
  const maxDebt = Math.floor(ceiling * 100 + 1e-6) / 100;
  return {
    maxDebt,
    grade: financialGrade(monthlyIncome, maxDebt),
    cost: plannedDebtCost(maxDebt, terms, { years: Math.min(yearsOfStudy, 10) }),
    rapMonthlyPayment: rapMonthlyPayment(annualSalary, dependents),
    federalLimits,
  };
}
