import { describe, expect, it } from 'vitest';
import { financialGrade, GRADE_TABLE, maxDebtForGrade, type FinancialGrade } from './grade';

// With 1000 a month, a year's income is 12,000, so debt = ratio × 12,000.
const INCOME = 1000;
const debtFor = (ratio: number) => Math.round(ratio * 12000 * 1e6) / 1e6;

describe('financialGrade', () => {
  const boundaries: Array<[ratio: number, atBoundary: FinancialGrade, justAbove: FinancialGrade]> = [
    [0.39, 'A+', 'A'],
    [0.59, 'A', 'A-'],
    [0.79, 'A-', 'B+'],
    [1.05, 'B+', 'B'],
    [1.31, 'B', 'B-'],
    [1.57, 'B-', 'C+'],
    [1.83, 'C+', 'C'],
    [2.1, 'C', 'D'],
    [3.14, 'D', 'F'],
  ];

  it.each(boundaries)('gives exactly %s the grade %s', (ratio, atBoundary) => {
    expect(financialGrade(INCOME, debtFor(ratio)).grade).toBe(atBoundary);
  });

  it.each(boundaries)('gives %s + 0.0001 the next grade (%s → %s)', (ratio, _at, justAbove) => {
    expect(financialGrade(INCOME, debtFor(ratio + 0.0001)).grade).toBe(justAbove);
  });

  it('treats 4680 of debt on 1000 a month as exactly 0.39 → A+', () => {
    expect(financialGrade(1000, 4680)).toEqual({ grade: 'A+', risk: 'Very Low', debtToIncome: 0.39 });
  });

  it('keeps ratios that land a hair above a boundary through floating point in the lower grade', () => {
    // 1.76 × 12 × 0.79 computes to 16.684800000000003, whose ratio is 0.7900000000000001
    const debt = 1.76 * 12 * 0.79;
    expect(debt / (1.76 * 12)).toBeGreaterThan(0.79);
    expect(financialGrade(1.76, debt).grade).toBe('A-');
    expect(financialGrade(2.04, 2.04 * 12 * 3.14).grade).toBe('D');
  });

  it('does not let the epsilon swallow real differences', () => {
    expect(financialGrade(INCOME, debtFor(0.39) + 0.01).grade).toBe('A');
  });

  it('returns risk and ratio with the grade', () => {
    expect(financialGrade(2000, 12000)).toEqual({ grade: 'A', risk: 'Low', debtToIncome: 0.5 });
    expect(financialGrade(INCOME, debtFor(1.5))).toEqual({ grade: 'B-', risk: 'Higher', debtToIncome: 1.5 });
    expect(financialGrade(INCOME, debtFor(10))).toEqual({ grade: 'F', risk: 'Extreme', debtToIncome: 10 });
  });

  it('gives zero debt with a positive income an A+', () => {
    expect(financialGrade(INCOME, 0)).toEqual({ grade: 'A+', risk: 'Very Low', debtToIncome: 0 });
  });

  const notAvailable = { grade: 'N/A', risk: null, debtToIncome: null };

  it.each([
    ['missing income', null, 5000],
    ['undefined income', undefined, 5000],
    ['missing debt', 1000, null],
    ['undefined debt', 1000, undefined],
    ['both missing', undefined, null],
    ['zero income', 0, 5000],
    ['zero income and zero debt', 0, 0],
    ['negative income', -1000, 5000],
    ['negative debt', 1000, -1],
    ['NaN income', Number.NaN, 5000],
    ['NaN debt', 1000, Number.NaN],
    ['infinite income', Number.POSITIVE_INFINITY, 5000],
    ['infinite debt', 1000, Number.POSITIVE_INFINITY],
  ])('returns N/A for %s', (_label, income, debt) => {
    expect(financialGrade(income, debt)).toEqual(notAvailable);
  });

  it('returns N/A when a tiny income makes the ratio overflow', () => {
    expect(financialGrade(Number.MIN_VALUE, Number.MAX_VALUE)).toEqual(notAvailable);
  });
});

describe('GRADE_TABLE', () => {
  it('lists every grade once, in order of rising ratio, ending with an unbounded F', () => {
    expect(GRADE_TABLE.map((r) => r.grade)).toEqual(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D', 'F']);
    const ratios = GRADE_TABLE.map((r) => r.maxRatio);
    expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    expect(GRADE_TABLE.at(-1)?.maxRatio).toBe(Number.POSITIVE_INFINITY);
  });

  it('has a plain-language explanation for every grade', () => {
    for (const row of GRADE_TABLE) {
      expect(row.explanation.length).toBeGreaterThan(20);
    }
  });
});

describe('maxDebtForGrade', () => {
  it('is a year of income times the grade ceiling', () => {
    expect(maxDebtForGrade(1000, 'A+')).toBe(4680);
    expect(maxDebtForGrade(1000, 'B+')).toBe(12600);
    expect(maxDebtForGrade(1000, 'C')).toBe(25200);
    expect(maxDebtForGrade(1000, 'D')).toBe(37680);
  });

  it('returns a debt that still earns the grade, and one cent more does not', () => {
    for (const income of [1000, 1234.56, 2750, 4321.09, 9999.99]) {
      for (const row of GRADE_TABLE.slice(0, -1)) {
        const max = maxDebtForGrade(income, row.grade);
        expect(max).not.toBeNull();
        expect(financialGrade(income, max).grade).toBe(row.grade);
        expect(financialGrade(income, (max ?? 0) + 0.01).grade).not.toBe(row.grade);
      }
    }
  });

  it('returns null for F and N/A, which have no ceiling', () => {
    expect(maxDebtForGrade(1000, 'F')).toBeNull();
    expect(maxDebtForGrade(1000, 'N/A')).toBeNull();
  });

  it.each([null, undefined, 0, -500, Number.NaN, Number.POSITIVE_INFINITY])('returns null for an unusable income (%s)', (income) => {
    expect(maxDebtForGrade(income, 'A')).toBeNull();
  });
});
