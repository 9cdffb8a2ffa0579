import { describe, expect, it } from 'vitest';
import {
  comparablePrice,
  familyIncomeIssue,
  familyPrice,
  incomeBracket,
  INCOME_BRACKET_BOUNDS,
  INCOME_BRACKETS,
  shownPrice,
  type NetPriceByIncome,
} from './brackets';
import { familyIncomeQuerySchema, familyIncomeSchema, familyIncomeSettingSchema, plannedDebtQuerySchema } from './schemas';
import { safeParse } from 'zod/mini';

// UC Berkeley in the 2023-24 Scorecard file (NPT41_PUB..NPT45_PUB, NPT4_PUB).
const BERKELEY: NetPriceByIncome = [5895, 7751, 11424, 18713, 35154];
const BERKELEY_AVERAGE = 14979;

describe('incomeBracket', () => {
  it.each([
    [0, '0-30000'],
    [10_000, '0-30000'],
    [30_000, '0-30000'],
    [30_000.99, '0-30000'],
    [30_001, '30001-48000'],
    [48_000, '30001-48000'],
    [48_001, '48001-75000'],
    [75_000, '48001-75000'],
    [75_001, '75001-110000'],
    [110_000, '75001-110000'],
    [110_001, '110001-plus'],
    [10_000_000, '110001-plus'],
  ] as const)('%d → %s', (income, bracket) => {
    expect(incomeBracket(income)).toBe(bracket);
  });

  it('agrees with the bounds table at every edge', () => {
    for (const bracket of INCOME_BRACKETS) {
      const { min, max } = INCOME_BRACKET_BOUNDS[bracket];
      expect(incomeBracket(min)).toBe(bracket);
      if (max !== null) expect(incomeBracket(max)).toBe(bracket);
    }
  });
});

describe('familyPrice', () => {
  it("gives the family's own bracket with an income (the issue's Berkeley examples)", () => {
    expect(familyPrice(BERKELEY, BERKELEY_AVERAGE, 25_000)).toEqual({ kind: 'bracket', bracket: '0-30000', amount: 5895, negative: false });
    expect(familyPrice(BERKELEY, BERKELEY_AVERAGE, 110_001)).toEqual({
      kind: 'bracket',
      bracket: '110001-plus',
      amount: 35154,
      negative: false,
    });
    expect(familyPrice(BERKELEY, BERKELEY_AVERAGE, 0)).toMatchObject({ kind: 'bracket', amount: 5895 });
  });

  it('reports a negative bracket price as 0 with a flag', () => {
    expect(familyPrice([-1200, 300, null, null, 9000], 2000, 20_000)).toEqual({
      kind: 'bracket',
      bracket: '0-30000',
      amount: 0,
      negative: true,
    });
    expect(shownPrice(-1)).toEqual({ amount: 0, negative: true });
    expect(shownPrice(0)).toEqual({ amount: 0, negative: false });
  });

  it("says the family's bracket is not reported instead of showing another figure", () => {
    expect(familyPrice([null, 300, 400, 500, 600], 450, 30_000)).toEqual({ kind: 'suppressed', bracket: '0-30000' });
  });

  it('gives the range with the average and the brackets not reported when there is no income', () => {
    expect(familyPrice(BERKELEY, BERKELEY_AVERAGE, null)).toEqual({
      kind: 'range',
      min: 5895,
      max: 35154,
      average: BERKELEY_AVERAGE,
      negative: false,
      suppressedBrackets: [],
    });
    expect(familyPrice([-500, null, 3000, null, 12000], 4000, undefined)).toEqual({
      kind: 'range',
      min: 0,
      max: 12000,
      average: 4000,
      negative: true,
      suppressedBrackets: ['30001-48000', '75001-110000'],
    });
  });

  it('keeps the range empty (never 0) when no bracket is reported', () => {
    expect(familyPrice([null, null, null, null, null], null, null)).toEqual({
      kind: 'range',
      min: null,
      max: null,
      average: null,
      negative: false,
      suppressedBrackets: [...INCOME_BRACKETS],
    });
  });
});

describe('comparablePrice', () => {
  it('is the bracket price with an income, unknown when that bracket is not reported, else the average', () => {
    expect(comparablePrice(BERKELEY, BERKELEY_AVERAGE, 45_000)).toBe(7751);
    expect(comparablePrice([-10, null, null, null, null], 5, 1_000)).toBe(0);
    expect(comparablePrice([null, 1, 2, 3, 4], 5, 1_000)).toBeNull();
    expect(comparablePrice(BERKELEY, BERKELEY_AVERAGE, null)).toBe(BERKELEY_AVERAGE);
  });
});

describe('family income validation', () => {
  it.each([
    [0, null],
    [10_000_000, null],
    [55_000, null],
    [-1, 'negative'],
    [10_000_001, 'too_large'],
    [50_000.5, 'not_whole'],
    ['50000', 'not_a_number'],
    [Number.NaN, 'not_a_number'],
    [null, 'not_a_number'],
  ] as const)('%s → %s', (value, issue) => {
    expect(familyIncomeIssue(value)).toBe(issue);
    expect(safeParse(familyIncomeSchema, value).success).toBe(issue === null);
  });

  it('reads query strings strictly: digits only, absent stays absent', () => {
    expect(safeParse(familyIncomeQuerySchema, '45000')).toMatchObject({ success: true, data: 45000 });
    expect(safeParse(familyIncomeQuerySchema, undefined)).toMatchObject({ success: true, data: undefined });
    for (const bad of ['', 'abc', '1e6', '-5', '10000001', '100.5', '0x10']) {
      expect(safeParse(familyIncomeQuerySchema, bad).success, bad).toBe(false);
    }
    expect(safeParse(plannedDebtQuerySchema, '40000')).toMatchObject({ success: true, data: 40000 });
    expect(safeParse(plannedDebtQuerySchema, '1000001').success).toBe(false);
  });

  it('accepts null in the setting (forget the income) and nothing else than the one field', () => {
    expect(safeParse(familyIncomeSettingSchema, { familyIncome: null }).success).toBe(true);
    expect(safeParse(familyIncomeSettingSchema, { familyIncome: 72_000 }).success).toBe(true);
    expect(safeParse(familyIncomeSettingSchema, { familyIncome: 72_000, other: 1 }).success).toBe(false);
    expect(safeParse(familyIncomeSettingSchema, {}).success).toBe(false);
  });
});
