import type { BorrowerLoan, DisbursementPeriod, LoanKind, RepaymentInput } from '@domain/finance/repayment';
import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { calculatorParams, nextMonth, readNumber, type CalculatorState, type ReplacedValue } from './calculator-link';

/*
 * The calculator's inputs live in the query string so a link reproduces the page exactly:
 *   /calculator?loan=31000_6.39_federal_new&loan=8000_11.5_private_new&salary=52000&growth=2&family=1&start=2027-01&career=15-1252.00
 * A loan is amount_rate_kind_period (period "new" = disbursed on or after July 1, 2026).
 * Underscores survive URLSearchParams unescaped, so the link stays readable.
 */

export const MAX_LOANS = 20;

const latestRates = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1];

/** A first loan to start from: the federal limit for a dependent undergraduate, at the latest cited undergraduate rate. */
export const EXAMPLE_LOAN: BorrowerLoan = {
  amount: FEDERAL_LOAN_LIMITS.dependentUndergraduate.aggregate,
  ratePercent: latestRates?.undergraduatePercent ?? 0,
  kind: 'federal',
  disbursed: 'on-or-after-2026-07-01',
};

export function defaultCalculatorState(today: Date): CalculatorState {
  return { loans: [EXAMPLE_LOAN], salary: null, growthPercent: 0, familySize: 1, startMonth: nextMonth(today), careerCode: null };
}

export type ParsedCalculatorParams = {
  readonly state: CalculatorState;
  /** The values that were unusable and replaced by defaults; empty when the link was clean. */
  readonly replaced: readonly ReplacedValue[];
  /**
   * True when the page shows EXAMPLE_LOAN as an example: the link named no loan, or it is the calculator's own link to the
   * untouched example (marked example=1 by exampleMarkedParams).
   */
  readonly example: boolean;
};

/** What an empty query string reads as (parseCalculatorParams gives the same): the example loan, nothing replaced. */
export function defaultCalculatorParams(today: Date): ParsedCalculatorParams {
  return { state: defaultCalculatorState(today), replaced: [], example: true };
}

/** Inputs for compareRepaymentPlans; without a salary, RAP is computed on $0 and the page hides it. */
export function toRepaymentInput(state: CalculatorState): RepaymentInput {
  const [year, month] = state.startMonth.split('-').map(Number);
  return {
    loans: state.loans,
    startingSalary: state.salary ?? 0,
    salaryGrowthPercent: state.growthPercent,
    familySize: state.familySize,
    startDate: new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, 1)),
  };
}

/** Whether the loans are just the example loan. */
export function isExampleLoans(loans: readonly BorrowerLoan[]): boolean {
  const [only] = loans;
  return (
    loans.length === 1 &&
    only !== undefined &&
    only.amount === EXAMPLE_LOAN.amount &&
    only.ratePercent === EXAMPLE_LOAN.ratePercent &&
    only.kind === EXAMPLE_LOAN.kind &&
    only.disbursed === EXAMPLE_LOAN.disbursed
  );
}

/**
 * The calculator page's own link: while its loans are the example, example=1 says so, so a reload or a copied link still
 * labels it as an example (a link from elsewhere with the same loan, e.g. the borrowing calculator's, is the student's own).
 */
export function exampleMarkedParams(state: CalculatorState): URLSearchParams {
  const params = calculatorParams(state);
  if (isExampleLoans(state.loans)) params.set('example', '1');
  return params;
}

/** Whether the draft's loans are still the untouched example loan. */
export function isExampleDraft(loans: readonly LoanDraft[]): boolean {
  const [only] = loans;
  return (
    loans.length === 1 &&
    only !== undefined &&
    readNumber(only.amount) === EXAMPLE_LOAN.amount &&
    readNumber(only.rate) === EXAMPLE_LOAN.ratePercent &&
    only.kind === EXAMPLE_LOAN.kind &&
    only.disbursed === EXAMPLE_LOAN.disbursed
  );
}

/* ---------- The form's draft: what is typed, as text, before it is a valid state ---------- */

export type LoanDraft = { amount: string; rate: string; kind: LoanKind; disbursed: DisbursementPeriod };

export type CalculatorDraft = {
  loans: LoanDraft[];
  salary: string;
  growth: string;
  family: string;
  start: string;
  careerCode: string | null;
};

export function toDraft(state: CalculatorState): CalculatorDraft {
  return {
    loans: state.loans.map((l) => ({ amount: String(l.amount), rate: String(l.ratePercent), kind: l.kind, disbursed: l.disbursed })),
    salary: state.salary === null ? '' : String(state.salary),
    growth: String(state.growthPercent),
    family: String(state.familySize),
    start: state.startMonth,
    careerCode: state.careerCode,
  };
}

/** Field keys for messages: "loans.0.amount", "startingSalary", … (the schema's paths). */
export type DraftErrors = Readonly<Record<string, string>>;
