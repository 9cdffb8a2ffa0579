import { describe, expect, it } from 'vitest';
import { compareRepaymentPlans } from '@domain/finance/repayment';
import { calculatorHref, calculatorParams, nextMonth, readNumber, type CalculatorState } from './calculator-link';
import {
  defaultCalculatorState,
  EXAMPLE_LOAN,
  exampleMarkedParams,
  isExampleDraft,
  defaultCalculatorParams,
  MAX_LOANS,
  toDraft,
  toRepaymentInput,
} from './calculator-url-state';
import { parseCalculatorParams, validateDraft } from './calculator-validation';

const today = new Date('2026-11-23T12:00:00Z');

const state: CalculatorState = {
  loans: [
    { amount: 27000, ratePercent: 6.39, kind: 'federal', disbursed: 'on-or-after-2026-07-01' },
    { amount: 12500.5, ratePercent: 4.53, kind: 'federal', disbursed: 'before-2026-07-01' },
    { amount: 8000, ratePercent: 11.25, kind: 'private', disbursed: 'on-or-after-2026-07-01' },
  ],
  salary: 52000,
  growthPercent: 2.5,
  familySize: 3,
  startMonth: '2027-06',
  careerCode: '29-1141.00',
};

describe('calculator URL state', () => {
  it('round-trips every input through the query string', () => {
    const params = calculatorParams(state);
    expect(params.getAll('loan')).toEqual(['27000_6.39_federal_new', '12500.5_4.53_federal_old', '8000_11.25_private_new']);
    expect(parseCalculatorParams(new URLSearchParams(params.toString()), today)).toEqual({ state, replaced: [], example: false });
  });

  it('labels the example loan as one on its own link only, and not once the loans change', () => {
    const exampleState = { ...state, loans: [EXAMPLE_LOAN], salary: null, careerCode: null };
    const own = exampleMarkedParams(exampleState);
    expect(own.get('example')).toBe('1');
    expect(parseCalculatorParams(own, today).example).toBe(true);
    // The same loan in a link from elsewhere (no marker) is the student's own.
    expect(parseCalculatorParams(calculatorParams(exampleState), today).example).toBe(false);
    expect(exampleMarkedParams(state).has('example')).toBe(false);
    const draft = toDraft(exampleState);
    expect(isExampleDraft(draft.loans)).toBe(true);
    expect(isExampleDraft([{ ...draft.loans[0]!, amount: '20000' }])).toBe(false);
    expect(isExampleDraft([...draft.loans, ...draft.loans])).toBe(false);
  });

  it('builds a readable link', () => {
    expect(calculatorHref({ ...state, loans: [EXAMPLE_LOAN], salary: null, careerCode: null })).toBe(
      '/calculator?loan=31000_6.39_federal_new&growth=2.5&family=3&start=2027-06',
    );
  });

  it('starts from the example loan and next month when the link is empty', () => {
    expect(parseCalculatorParams(new URLSearchParams(), today)).toEqual({
      state: defaultCalculatorState(today),
      replaced: [],
      example: true,
    });
    // What the page starts from without loading the checks: the same.
    expect(defaultCalculatorParams(today)).toEqual(parseCalculatorParams(new URLSearchParams(), today));
    expect(defaultCalculatorState(today).loans).toEqual([EXAMPLE_LOAN]);
    expect(nextMonth(today)).toBe('2026-12');
    expect(nextMonth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01');
  });

  it('replaces bad values with defaults and names them, never throwing', () => {
    const parsed = parseCalculatorParams(
      new URLSearchParams(
        'loan=abc&loan=5000_7_federal_new&loan=-1_5_federal_new&loan=1000_99_federal_new&loan=1000_5_student_new&salary=lots&growth=50&family=0&start=2027-13&career=nurse',
      ),
      today,
    );
    expect(parsed.state).toEqual({
      loans: [{ amount: 5000, ratePercent: 7, kind: 'federal', disbursed: 'on-or-after-2026-07-01' }],
      salary: null,
      growthPercent: 0,
      familySize: 1,
      startMonth: '2026-12',
      careerCode: null,
    });
    expect(parsed.replaced).toEqual([
      { value: 'loan', n: 1 },
      { value: 'loan', n: 3 },
      { value: 'loan', n: 4 },
      { value: 'loan', n: 5 },
      { value: 'salary' },
      { value: 'salary-growth' },
      { value: 'family-size' },
      { value: 'start-month' },
      { value: 'career' },
    ]);
  });

  it('falls back to the example loan when no loan in the link is usable, and keeps at most 20', () => {
    expect(parseCalculatorParams(new URLSearchParams('loan=1_2_3'), today).state.loans).toEqual([EXAMPLE_LOAN]);
    const many = new URLSearchParams(Array.from({ length: 25 }, () => ['loan', '1000_5_federal_old']));
    const parsed = parseCalculatorParams(many, today);
    expect(parsed.state.loans).toHaveLength(MAX_LOANS);
    expect(parsed.replaced).toEqual([{ value: 'loans-after', n: 20 }]);
  });

  it('turns a state into the domain input with a UTC start date', () => {
    const input = toRepaymentInput(state);
    expect(input.startDate.toISOString()).toBe('2027-06-01T00:00:00.000Z');
    expect(input.startingSalary).toBe(52000);
    expect(() => compareRepaymentPlans(input)).not.toThrow();
    expect(toRepaymentInput({ ...state, salary: null }).startingSalary).toBe(0);
  });
});

describe('validating the form draft with repaymentInputSchema', () => {
  it('accepts a draft made from a valid state and gives that state back', () => {
    expect(validateDraft(toDraft(state))).toEqual({ state, errors: {} });
  });

  it('reads amounts typed with $ , and %', () => {
    expect(readNumber('$31,000')).toBe(31000);
    expect(readNumber('6.39%')).toBe(6.39);
    expect(readNumber('')).toBeNull();
    expect(readNumber('12abc')).toBeNull();
  });

  it('gives a message per field, using the schema messages for out-of-range values', () => {
    const draft = toDraft(state);
    const result = validateDraft({
      ...draft,
      loans: [
        { ...draft.loans[0]!, amount: '' },
        { ...draft.loans[1]!, rate: '45' },
      ],
      salary: 'a lot',
      growth: '-30',
      family: '0',
      start: '2027',
    });
    expect(result.state).toBeNull();
    expect(result.errors).toEqual({
      'loans.0.amount': 'calculator.amountNotANumber',
      'loans.1.ratePercent': 'calculator.rateMax',
      startingSalary: 'calculator.salaryNotANumber',
      salaryGrowthPercent: 'calculator.growthMin',
      familySize: 'calculator.familyMin',
      startDate: 'calculator.startDate',
    });
  });

  it('allows an empty salary (RAP is then hidden) but not an empty loan list', () => {
    expect(validateDraft({ ...toDraft(state), salary: '' }).state?.salary).toBeNull();
    expect(validateDraft({ ...toDraft(state), loans: [] }).errors).toEqual({ loans: 'calculator.loansMin' });
  });
});
