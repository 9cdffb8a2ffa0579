import { describe, expect, it } from 'vitest';
import { financialExpectationsFormSchema } from './financial-expectations-form';
import {
  DEFAULT_LIFESTYLE_LEVEL,
  isLifestyleLevel,
  LIFESTYLE_DESCRIPTIONS,
  LIFESTYLE_LEVELS,
  lifestyleLevelOrDefault,
  MAX_MONTHLY_INCOME,
  MAX_PLANNED_DEBT,
  monthlyFromAnnual,
  parseDollarField,
  suggestMonthlyIncome,
} from './lifestyle';

describe('lifestyle levels', () => {
  it('defaults to Comfortable and includes the Modest level the dashboard stores', () => {
    expect(DEFAULT_LIFESTYLE_LEVEL).toBe('Comfortable');
    expect(LIFESTYLE_LEVELS).toContain('Modest');
  });

  it('describes every level in words, with no dollar figure (we hold no cited cost of living)', () => {
    for (const level of LIFESTYLE_LEVELS) {
      expect(LIFESTYLE_DESCRIPTIONS[level].length).toBeGreaterThan(20);
      expect(LIFESTYLE_DESCRIPTIONS[level]).not.toMatch(/\$|\d/);
    }
  });

  it('recognises only the known levels, case-sensitively', () => {
    expect(isLifestyleLevel('Frugal')).toBe(true);
    expect(isLifestyleLevel('frugal')).toBe(false);
    expect(isLifestyleLevel(3)).toBe(false);
    expect(lifestyleLevelOrDefault('Affluent')).toBe('Affluent');
    expect(lifestyleLevelOrDefault('Luxurious')).toBe('Comfortable');
    expect(lifestyleLevelOrDefault(undefined)).toBe('Comfortable');
  });
});

describe('monthlyFromAnnual', () => {
  it('divides by 12 and rounds to the dollar', () => {
    expect(monthlyFromAnnual(60_000)).toBe(5000);
    expect(monthlyFromAnnual(86_070)).toBe(7173); // 7172.5 rounds up
    expect(monthlyFromAnnual(0)).toBe(0);
  });

  it('rejects negative and non-finite pay', () => {
    expect(() => monthlyFromAnnual(-1)).toThrow(RangeError);
    expect(() => monthlyFromAnnual(Number.NaN)).toThrow(RangeError);
  });
});

describe('suggestMonthlyIncome', () => {
  it('is null when no career has a reported pay', () => {
    expect(suggestMonthlyIncome([])).toBeNull();
    expect(suggestMonthlyIncome([null, undefined, 0, Number.NaN])).toBeNull();
  });

  it('uses the only reported pay, skipping careers without one', () => {
    expect(suggestMonthlyIncome([null, 48_000])).toEqual({ monthlyBeforeTax: 4000, basedOn: 1 });
  });

  it('takes the middle pay of an odd number of careers, whatever their order', () => {
    expect(suggestMonthlyIncome([120_000, 36_000, 60_000])).toEqual({ monthlyBeforeTax: 5000, basedOn: 3 });
  });

  it('averages the two middle pays of an even number of careers', () => {
    expect(suggestMonthlyIncome([36_000, 60_000, 72_000, 300_000])).toEqual({ monthlyBeforeTax: 5500, basedOn: 4 });
  });
});

describe('financialExpectationsFormSchema', () => {
  const valid = { level: 'Comfortable', monthlyIncome: '5000', plannedDebt: '45000', earningsHorizon: 'early-career' };

  it('reads plain, comma and dollar-sign amounts', () => {
    expect(financialExpectationsFormSchema.parse(valid)).toEqual({
      level: 'Comfortable',
      monthlyIncome: 5000,
      plannedDebt: 45000,
      earningsHorizon: 'early-career',
    });
    expect(financialExpectationsFormSchema.parse({ ...valid, monthlyIncome: ' $4,200.50 ', plannedDebt: '$0' })).toEqual({
      level: 'Comfortable',
      monthlyIncome: 4200.5,
      plannedDebt: 0,
      earningsHorizon: 'early-career',
    });
  });

  it('keeps the earnings horizon the student chose and refuses any other', () => {
    expect(financialExpectationsFormSchema.parse({ ...valid, earningsHorizon: 'all-workers' }).earningsHorizon).toBe('all-workers');
    expect(messageFor({ earningsHorizon: 'mid-career' }, 'earningsHorizon')).toBe('budget.chooseHorizon');
  });

  const messageFor = (input: Record<string, string>, field: string) => {
    const result = financialExpectationsFormSchema.safeParse({ ...valid, ...input });
    expect(result.success).toBe(false);
    return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it('reports one custom issue on the field itself', () => {
    const result = financialExpectationsFormSchema.safeParse({ ...valid, monthlyIncome: 'lots', plannedDebt: '-1' });
    expect(result.error?.issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: 'custom', path: ['monthlyIncome'], message: 'budget.incomeNotANumber' },
      { code: 'custom', path: ['plannedDebt'], message: 'budget.debtNegative' },
    ]);
  });

  it('asks for missing amounts in plain words', () => {
    expect(messageFor({ monthlyIncome: '' }, 'monthlyIncome')).toBe('budget.incomeMissing');
    expect(messageFor({ plannedDebt: '   ' }, 'plannedDebt')).toBe('budget.debtMissing');
  });

  it('refuses negative numbers and text', () => {
    expect(messageFor({ monthlyIncome: '-5' }, 'monthlyIncome')).toBe('budget.incomeNegative');
    expect(messageFor({ plannedDebt: '-0.01' }, 'plannedDebt')).toBe('budget.debtNegative');
    expect(messageFor({ plannedDebt: 'lots' }, 'plannedDebt')).toBe('budget.debtNotANumber');
    expect(messageFor({ plannedDebt: '1e5' }, 'plannedDebt')).toBe('budget.debtNotANumber');
    expect(messageFor({ plannedDebt: '10.123' }, 'plannedDebt')).toBe('budget.debtNotANumber');
  });

  it('needs an income of at least $1 (a grade divides by it) but accepts no debt at all', () => {
    expect(messageFor({ monthlyIncome: '0' }, 'monthlyIncome')).toBe('budget.incomeMin');
    expect(financialExpectationsFormSchema.parse({ ...valid, monthlyIncome: '1', plannedDebt: '0' }).monthlyIncome).toBe(1);
  });

  it('accepts the maxima and refuses a cent more', () => {
    expect(
      financialExpectationsFormSchema.parse({ ...valid, monthlyIncome: String(MAX_MONTHLY_INCOME), plannedDebt: String(MAX_PLANNED_DEBT) }),
    ).toMatchObject({
      monthlyIncome: 100_000,
      plannedDebt: 1_000_000,
    });
    expect(messageFor({ monthlyIncome: '100000.01' }, 'monthlyIncome')).toBe('budget.incomeMax');
    expect(messageFor({ plannedDebt: '1000000.01' }, 'plannedDebt')).toBe('budget.debtMax');
  });

  it('needs one of the known levels', () => {
    expect(messageFor({ level: 'Luxurious' }, 'level')).toBe('budget.chooseLevel');
  });
});

describe('parseDollarField', () => {
  it('gives the amount of a valid field and null otherwise', () => {
    expect(parseDollarField('monthlyIncome', '3,000')).toBe(3000);
    expect(parseDollarField('monthlyIncome', '0')).toBeNull();
    expect(parseDollarField('plannedDebt', '0')).toBe(0);
    expect(parseDollarField('plannedDebt', '')).toBeNull();
    expect(parseDollarField('plannedDebt', '-1')).toBeNull();
  });
});
