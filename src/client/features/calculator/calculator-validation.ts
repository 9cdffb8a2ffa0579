import { z } from '@domain/zod';
import { socCodeSchema } from '@domain/catalog/schemas';
import type { BorrowerLoan, DisbursementPeriod } from '@domain/finance/repayment';
import { repaymentInputSchema } from '@domain/finance/repayment-input';
import {
  AMOUNT_NOT_A_NUMBER,
  decimal,
  FAMILY_NOT_A_NUMBER,
  GROWTH_NOT_A_NUMBER,
  PERIOD_CODES,
  RATE_NOT_A_NUMBER,
  readNumber,
  SALARY_NOT_A_NUMBER,
  type CalculatorState,
  type ReplacedValue,
} from './calculator-link';
import {
  defaultCalculatorState,
  isExampleLoans,
  MAX_LOANS,
  type CalculatorDraft,
  type DraftErrors,
  type ParsedCalculatorParams,
} from './calculator-url-state';

/*
 * The calculator's checks with the domain's repaymentInputSchema: a link's values and the form's draft. Apart from
 * calculator-url-state.ts so the calculator paints without zod; use-calculator-state.ts loads this when a
 * link carries values or the student first edits one.
 */

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

/** Reads the query string; anything unusable falls back to its default and is named in `replaced`. */
export function parseCalculatorParams(params: URLSearchParams, today: Date): ParsedCalculatorParams {
  const defaults = defaultCalculatorState(today);
  const replaced: ReplacedValue[] = [];

  const rawLoans = params.getAll('loan');
  const loans: BorrowerLoan[] = [];
  rawLoans.forEach((raw, index) => {
    const loan = parseLoan(raw);
    if (!loan) {
      replaced.push({ value: 'loan', n: index + 1 });
    } else if (loans.length < MAX_LOANS) {
      loans.push(loan);
    }
  });
  if (rawLoans.length > MAX_LOANS) {
    replaced.push({ value: 'loans-after', n: MAX_LOANS });
  }

  const numberOr = <T extends z.ZodMiniType<number>>(key: string, label: 'salary-growth' | 'family-size', schema: T, fallback: number) => {
    const value = parseNumber(params.get(key), schema);
    if (value === 'invalid') {
      replaced.push({ value: label });
      return fallback;
    }
    return value ?? fallback;
  };

  const salaryValue = parseNumber(params.get('salary'), fields.startingSalary);
  if (salaryValue === 'invalid') {
    replaced.push({ value: 'salary' });
  }
  const growthPercent = numberOr('growth', 'salary-growth', fields.salaryGrowthPercent, defaults.growthPercent);
  const familySize = numberOr('family', 'family-size', fields.familySize, defaults.familySize);

  const rawStart = params.get('start');
  const start = rawStart === null ? null : startMonthSchema.safeParse(rawStart);
  if (start && !start.success) {
    replaced.push({ value: 'start-month' });
  }

  const rawCareer = params.get('career');
  const career = rawCareer === null || rawCareer === '' ? null : socCodeSchema.safeParse(rawCareer);
  if (career && !career.success) {
    replaced.push({ value: 'career' });
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
