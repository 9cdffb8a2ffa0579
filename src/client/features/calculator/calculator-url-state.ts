import { z } from '@domain/zod';
import { socCodeSchema } from '@domain/catalog/schemas';
import { type BorrowerLoan, type DisbursementPeriod, type LoanKind, type RepaymentInput } from '@domain/finance/repayment';
import { repaymentInputSchema } from '@domain/finance/repayment-input';
import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import {
  AMOUNT_NOT_A_NUMBER,
  calculatorParams,
  decimal,
  FAMILY_NOT_A_NUMBER,
  GROWTH_NOT_A_NUMBER,
  nextMonth,
  PERIOD_CODES,
  RATE_NOT_A_NUMBER,
  readNumber,
  SALARY_NOT_A_NUMBER,
  type CalculatorState,
} from './calculator-link';

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

const fields = repaymentInputSchema.shape;
const loanSchema = fields.loans.def.element;
const startMonthSchema = z.string().check(z.regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/));

function parseNumber<T extends z.ZodMiniType<number>>(raw: string | null, schema: T): number | null | 'invalid' {
  if (raw === null || raw === '') {
    return null;
  }
  if (!decimal.test(raw)) {
    return 'invalid';
  }
  const parsed = schema.safeParse(Number(raw));
  return parsed.success ? parsed.data : 'invalid';
}

function parseLoan(raw: string): BorrowerLoan | null {
  const [amount, rate, kind, period, ...rest] = raw.split('_');
  if (rest.length > 0 || !amount || !rate || !decimal.test(amount) || !decimal.test(rate)) {
    return null;
  }
  const disbursed = (Object.keys(PERIOD_CODES) as DisbursementPeriod[]).find((p) => PERIOD_CODES[p] === period);
  const parsed = loanSchema.safeParse({ amount: Number(amount), ratePercent: Number(rate), kind, disbursed });
  return parsed.success ? parsed.data : null;
}

export type ParsedCalculatorParams = {
  readonly state: CalculatorState;
  /** Names of the values that were unusable and replaced by defaults; empty when the link was clean. */
  readonly replaced: readonly string[];
  /**
   * True when the page shows EXAMPLE_LOAN as an example: the link named no loan, or it is the calculator's own link to the
   * untouched example (marked example=1 by exampleMarkedParams).
   */
  readonly example: boolean;
};

/** Reads the query string; anything unusable falls back to its default and is named in `replaced`. */
export function parseCalculatorParams(params: URLSearchParams, today: Date): ParsedCalculatorParams {
  const defaults = defaultCalculatorState(today);
  const replaced: string[] = [];

  const rawLoans = params.getAll('loan');
  const loans: BorrowerLoan[] = [];
  rawLoans.forEach((raw, index) => {
    const loan = parseLoan(raw);
    if (!loan) {
      replaced.push(`loan ${index + 1}`);
    } else if (loans.length < MAX_LOANS) {
      loans.push(loan);
    }
  });
  if (rawLoans.length > MAX_LOANS) {
    replaced.push(`loans after the first ${MAX_LOANS}`);
  }

  const numberOr = <T extends z.ZodMiniType<number>>(key: string, label: string, schema: T, fallback: number) => {
    const value = parseNumber(params.get(key), schema);
    if (value === 'invalid') {
      replaced.push(label);
      return fallback;
    }
    return value ?? fallback;
  };

  const salaryValue = parseNumber(params.get('salary'), fields.startingSalary);
  if (salaryValue === 'invalid') {
    replaced.push('salary');
  }
  const growthPercent = numberOr('growth', 'salary growth', fields.salaryGrowthPercent, defaults.growthPercent);
  const familySize = numberOr('family', 'family size', fields.familySize, defaults.familySize);

  const rawStart = params.get('start');
  const start = rawStart === null ? null : startMonthSchema.safeParse(rawStart);
  if (start && !start.success) {
    replaced.push('start month');
  }

  const rawCareer = params.get('career');
  const career = rawCareer === null || rawCareer === '' ? null : socCodeSchema.safeParse(rawCareer);
  if (career && !career.success) {
    replaced.push('career');
  }

  return {
    state: {
      loans: loans.length > 0 ? loans : defaults.loans,
      salary: salaryValue === 'invalid' ? null : salaryValue,
      growthPercent,
      familySize,
      startMonth: start?.success ? start.data : defaults.startMonth,
      careerCode: career?.success ? career.data : null,
    },
    replaced,
    example: loans.length === 0 || (params.get('example') === '1' && isExampleLoans(loans)),
  };
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

/**
 * Validates the draft with the domain's repaymentInputSchema (the same rules the calculation
 * enforces) and returns either a state or a message per field.
 */
export function validateDraft(draft: CalculatorDraft): { state: CalculatorState | null; errors: DraftErrors } {
  const errors: Record<string, string> = {};
  const need = (key: string, text: string, message: string): number => {
    const value = readNumber(text);
    if (value === null) {
      errors[key] = message;
      return Number.NaN;
    }
    return value;
  };
  const salary = draft.salary.trim() === '' ? null : need('startingSalary', draft.salary, SALARY_NOT_A_NUMBER);
  const candidate = {
    loans: draft.loans.map((loan, index) => ({
      amount: need(`loans.${index}.amount`, loan.amount, AMOUNT_NOT_A_NUMBER),
      ratePercent: need(`loans.${index}.ratePercent`, loan.rate, RATE_NOT_A_NUMBER),
      kind: loan.kind,
      disbursed: loan.disbursed,
    })),
    startingSalary: salary ?? 0,
    salaryGrowthPercent: need('salaryGrowthPercent', draft.growth, GROWTH_NOT_A_NUMBER),
    familySize: need('familySize', draft.family, FAMILY_NOT_A_NUMBER),
    startDate: startMonthSchema.safeParse(draft.start).success ? `${draft.start}-01T00:00:00Z` : 'not a date',
  };
  const parsed = repaymentInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      // A field we already flagged as "not a number" keeps that clearer message.
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { state: null, errors };
  }
  return {
    state: {
      loans: parsed.data.loans,
      salary,
      growthPercent: parsed.data.salaryGrowthPercent,
      familySize: parsed.data.familySize,
      startMonth: draft.start,
      careerCode: draft.careerCode,
    },
    errors,
  };
}
