import type { BorrowerLoan, DisbursementPeriod } from '@domain/finance/repayment';
import type { ErrorCode } from '@locales/keys';

/*
 * What the calculators share without the repayment calculator's parsing and validation (calculator-url-state.ts): the
 * link to it, the month repayment starts by default, and reading a typed number. The borrowing calculator needs these
 * alone (its page no longer loads the loan form's code).
 */

export type CalculatorState = {
  readonly loans: readonly BorrowerLoan[];
  /** Expected starting salary (used as AGI); null until the user enters one or picks a career. */
  readonly salary: number | null;
  readonly growthPercent: number;
  readonly familySize: number;
  /** The month repayment starts, yyyy-mm. */
  readonly startMonth: string;
  /** The career whose median pay was used (O*NET-SOC code), or null. */
  readonly careerCode: string | null;
};

/** A loan's disbursement period in a link: "new" = on or after July 1, 2026. */
export const PERIOD_CODES: Readonly<Record<DisbursementPeriod, string>> = {
  'before-2026-07-01': 'old',
  'on-or-after-2026-07-01': 'new',
};

/** A decimal number as a link or a field holds it. */
export const decimal = /^-?\d+(\.\d+)?$/;

/** The month after `today`: repayment cannot start in the past. */
export function nextMonth(today: Date): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1; // 0-based → the next month, 1-based
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export function loanParam(loan: BorrowerLoan): string {
  return [loan.amount, loan.ratePercent, loan.kind, PERIOD_CODES[loan.disbursed]].join('_');
}

/** The query string for a state; parseCalculatorParams(calculatorParams(s)) gives s back. */
export function calculatorParams(state: CalculatorState): URLSearchParams {
  const params = new URLSearchParams();
  for (const loan of state.loans) {
    params.append('loan', loanParam(loan));
  }
  if (state.salary !== null) {
    params.set('salary', String(state.salary));
  }
  params.set('growth', String(state.growthPercent));
  params.set('family', String(state.familySize));
  params.set('start', state.startMonth);
  if (state.careerCode) {
    params.set('career', state.careerCode);
  }
  return params;
}

/** A link to the calculator, e.g. from the borrowing calculator with its safe amount filled in. */
export function calculatorHref(state: CalculatorState): string {
  return `/calculator?${calculatorParams(state).toString()}`;
}

/**
 * A value of a shared link that could not be used and got its default: which one, a loan by its position. The page
 * words each from its catalog.
 */
export type ReplacedValue =
  | { readonly value: 'salary' | 'salary-growth' | 'family-size' | 'start-month' | 'career' | 'years-of-study' | 'grade' }
  | { readonly value: 'loan' | 'loans-after'; readonly n: number };

/** What a field that is not a number says, as error codes (the catalog words them). */
export const SALARY_NOT_A_NUMBER: ErrorCode = 'calculator.salaryNotANumber';
export const AMOUNT_NOT_A_NUMBER: ErrorCode = 'calculator.amountNotANumber';
export const RATE_NOT_A_NUMBER: ErrorCode = 'calculator.rateNotANumber';
export const GROWTH_NOT_A_NUMBER: ErrorCode = 'calculator.growthNotANumber';
export const FAMILY_NOT_A_NUMBER: ErrorCode = 'calculator.familyNotANumber';

/** "$31,000", "31 000" and "6.39%" are all read as numbers; anything else is not a number. */
export function readNumber(text: string): number | null {
  const cleaned = text.replace(/[$,%\s]/g, '');
  return decimal.test(cleaned) ? Number(cleaned) : null;
}
