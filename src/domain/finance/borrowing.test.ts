import { describe, expect, it } from 'vitest';
import { federalLimitsForStudy, safeBorrowing, undergraduateMaxForYears } from './borrowing';
import { financialGrade, GRADE_TABLE, type FinancialGrade } from './grade';
import { TEST_LIMITS } from './test-limits';
import { plannedDebtCost } from '@domain/money-plan/planned-debt';
import { TEST_TERMS } from '@domain/money-plan/test-terms';

describe('safeBorrowing', () => {
  it('finds the largest debt for an A on $60,000: 59% of a year, $35,400', () => {
    const result = safeBorrowing({ annualSalary: 60_000, yearsOfStudy: 4, targetGrade: 'A', terms: TEST_TERMS }, TEST_LIMITS);
    expect(result.maxDebt).toBe(35_400);
    expect(result.grade).toEqual({ grade: 'A', risk: 'Low', debtToIncome: 0.59 });
    expect(financialGrade(5_000, 35_400.01).grade).toBe('A-');
    // The payment is that debt at its true cost over the 4 years, as every page prices a planned debt:
    // $27,000 of Direct Loans and $8,400 beyond the year-by-year limits as Parent PLUS.
    expect(result.cost).toEqual(plannedDebtCost(35_400, TEST_TERMS, { years: 4 }));
    expect(result.cost?.beyondFederal).toMatchObject({ amount: 8_400, parentPlus: 8_400, private: 0 });
    expect(result.rapMonthlyPayment).toBe(250); // $60,000 → 5% → $3,000 a year
  });

  it('handles salaries that do not divide into whole cents a month', () => {
    // $50,000 / 12 = 4,166.67 a month; an A+ allows 39% of $50,000 = $19,500.
    const result = safeBorrowing({ annualSalary: 50_000, yearsOfStudy: 4, targetGrade: 'A+', terms: TEST_TERMS }, TEST_LIMITS);
    expect(result.maxDebt).toBe(19_500);
    expect(result.grade?.grade).toBe('A+');
    expect(result.rapMonthlyPayment).toBe(166.67);
  });

  const salaries = [18_000, 31_234.56, 45_000, 50_000, 73_210.99, 120_000];
  const grades = GRADE_TABLE.slice(0, -1).map((row) => row.grade);

  it.each(salaries)('keeps every target grade on $%s, and a cent more loses it', (salary) => {
    for (const targetGrade of grades) {
      const { maxDebt } = safeBorrowing({ annualSalary: salary, yearsOfStudy: 4, targetGrade, terms: TEST_TERMS }, TEST_LIMITS);
      expect(maxDebt).not.toBeNull();
      const debt = maxDebt ?? 0;
      expect(Math.abs(debt * 100 - Math.round(debt * 100))).toBeLessThan(1e-6);
      expect(financialGrade(salary / 12, debt).grade).toBe(targetGrade);
      expect(financialGrade(salary / 12, debt + 0.01).grade).not.toBe(targetGrade);
      // Each grade's highest debt-to-income ratio in the product spec table (A+ up to 0.39, …), applied to the salary directly.
      const ratio = GRADE_TABLE.find((row) => row.grade === targetGrade)?.maxRatio ?? 0;
      expect(Math.abs(debt - salary * ratio)).toBeLessThan(0.01);
    }
  });

  it('gives no ceiling for F or N/A, but still the RAP payment', () => {
    for (const targetGrade of ['F', 'N/A'] as FinancialGrade[]) {
      const result = safeBorrowing({ annualSalary: 40_000, yearsOfStudy: 4, targetGrade, terms: TEST_TERMS }, TEST_LIMITS);
      expect(result).toMatchObject({ maxDebt: null, grade: null, cost: null, rapMonthlyPayment: 100 });
    }
  });

  it('gives nothing to borrow without a salary', () => {
    const result = safeBorrowing({ annualSalary: 0, yearsOfStudy: 4, targetGrade: 'B', terms: TEST_TERMS }, TEST_LIMITS);
    expect(result).toMatchObject({ maxDebt: null, grade: null, cost: null, rapMonthlyPayment: null });
    expect(result.federalLimits.dependentUndergraduate).toBe(27_000);
  });

  it('prices the debt over the years of study asked for', () => {
    // $19,500 over 4 years is $4,875 a year, within every year's limit; over 2 years, $9,750 a year is beyond them.
    const four = safeBorrowing({ annualSalary: 50_000, yearsOfStudy: 4, targetGrade: 'A+', terms: TEST_TERMS }, TEST_LIMITS);
    expect(four.cost?.beyondFederal).toBeNull();
    const two = safeBorrowing({ annualSalary: 50_000, yearsOfStudy: 2, targetGrade: 'A+', terms: TEST_TERMS }, TEST_LIMITS);
    expect(two.cost?.beyondFederal).toMatchObject({ amount: 7_500, federalLimit: 12_000 });
  });

  it('lowers the RAP payment for dependents, down to $10', () => {
    const input = { annualSalary: 60_000, yearsOfStudy: 4, targetGrade: 'B' as const, terms: TEST_TERMS };
    expect(safeBorrowing({ ...input, dependents: 2 }, TEST_LIMITS).rapMonthlyPayment).toBe(150);
    expect(safeBorrowing({ ...input, dependents: 9 }, TEST_LIMITS).rapMonthlyPayment).toBe(10);
  });

  it('passes the limits and their sources through for display', () => {
    const result = safeBorrowing({ annualSalary: 60_000, yearsOfStudy: 2, targetGrade: 'A', terms: TEST_TERMS }, TEST_LIMITS);
    expect(result.federalLimits).toEqual({
      yearsOfStudy: 2,
      dependentUndergraduate: 12_000,
      independentUndergraduate: 20_000,
      parentPlus2026: 40_000,
      limits: TEST_LIMITS,
    });
  });

  it.each([
    ['a negative salary', { annualSalary: -1 }],
    ['a NaN salary', { annualSalary: Number.NaN }],
    ['0 years of study', { yearsOfStudy: 0 }],
    ['fractional years of study', { yearsOfStudy: 2.5 }],
  ])('rejects %s', (_label, overrides) => {
    expect(() =>
      safeBorrowing({ annualSalary: 50_000, yearsOfStudy: 4, targetGrade: 'A', terms: TEST_TERMS, ...overrides }, TEST_LIMITS),
    ).toThrow(RangeError);
  });
});

describe('undergraduateMaxForYears', () => {
  it.each([
    // Dependent: 5,500 + 6,500 + 7,500 a year after that, capped at $31,000.
    [1, 5_500, 9_500],
    [2, 12_000, 20_000],
    [3, 19_500, 32_500],
    [4, 27_000, 45_000],
    [5, 31_000, 57_500], // 34,500 capped; independent 9,500 + 10,500 + 3 × 12,500 = 57,500 exactly
    [6, 31_000, 57_500], // independent 70,000 capped
  ])('%s years: dependent $%s, independent $%s', (years, dependent, independent) => {
    expect(undergraduateMaxForYears(TEST_LIMITS.dependentUndergraduate, years)).toBe(dependent);
    expect(undergraduateMaxForYears(TEST_LIMITS.independentUndergraduate, years)).toBe(independent);
  });

  it('rejects years that are not whole and positive', () => {
    expect(() => undergraduateMaxForYears(TEST_LIMITS.dependentUndergraduate, 0)).toThrow(RangeError);
    expect(() => undergraduateMaxForYears(TEST_LIMITS.dependentUndergraduate, 1.5)).toThrow(RangeError);
  });
});

describe('federalLimitsForStudy', () => {
  it.each([
    [1, 20_000],
    [3, 60_000],
    [4, 65_000], // 80,000 capped at the $65,000 aggregate
    [6, 65_000],
  ])('caps Parent PLUS for %s years at $%s', (years, parentPlus) => {
    expect(federalLimitsForStudy(TEST_LIMITS, years).parentPlus2026).toBe(parentPlus);
  });
});
