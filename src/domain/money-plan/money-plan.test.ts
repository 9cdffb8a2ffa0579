import { describe, expect, it } from 'vitest';
import type { UndergraduateLimits } from '@domain/finance/borrowing';
import { financialGrade } from '@domain/finance/grade';
import { monthlyPayment } from '@domain/finance/loans';
import { rapMonthlyPayment } from '@domain/finance/repayment';
import {
  collegeMoneyPlan,
  EMPTY_MONEY_PLAN_INPUTS,
  fillGap,
  moneyPlanInputsSchema,
  moneyPlanUpdateSchema,
  programYears,
  type MoneyPlanTerms,
} from './money-plan';

// The dependent-undergraduate limits and the July 2026 Parent PLUS caps as src/data/federal-loans.ts states them.
const DIRECT: UndergraduateLimits = {
  annualByYear: [5_500, 6_500, 7_500],
  subsidizedAnnualByYear: [3_500, 4_500, 5_500],
  aggregate: 31_000,
  subsidizedAggregate: 23_000,
  sources: [],
};
const PLUS = { annual: 20_000, aggregate: 65_000 };
const TERMS: MoneyPlanTerms = {
  directLimits: DIRECT,
  plusCaps: PLUS,
  undergraduateRatePercent: 6.39,
  plusRatePercent: 8.94,
  directFeePercent: 1.057,
  plusFeePercent: 4.228,
  privateRatePercent: 10,
};
const BACHELOR = { predominantDegree: 'bachelor' as const };

describe('programYears', () => {
  it("is 4 for bachelor's and 2 for associate's colleges, with the degree as the basis code", () => {
    expect(programYears('bachelor')).toEqual({ years: 4, basis: 'bachelor', assumption: false });
    expect(programYears('associate')).toEqual({ years: 2, basis: 'associate', assumption: false });
    expect(programYears('graduate')).toEqual({ years: 4, basis: 'graduate', assumption: false });
  });
  it('falls back to 4 years when the degree is not reported, and plans a certificate as 1 year; both flagged as assumptions', () => {
    expect(programYears(null)).toEqual({ years: 4, basis: 'unknown', assumption: true });
    expect(programYears('certificate')).toEqual({ years: 1, basis: 'certificate', assumption: true });
  });
});

describe('fillGap', () => {
  it('fills nothing when there is no gap', () => {
    const result = fillGap(0, 4, DIRECT, PLUS);
    expect(result).toMatchObject({ directLoans: 0, parentPlus: 0, unfunded: 0 });
    expect(result.years).toHaveLength(4);
  });

  it('keeps each year within its Direct Loan limit: exactly at the limit, and a dollar over goes to Parent PLUS', () => {
    // Year 1 limit 5,500, year 2 6,500, years 3+ 7,500.
    expect(fillGap(5_500, 1, DIRECT, PLUS)).toMatchObject({ directLoans: 5_500, parentPlus: 0, unfunded: 0 });
    expect(fillGap(5_501, 1, DIRECT, PLUS)).toMatchObject({ directLoans: 5_500, parentPlus: 1 });
    const two = fillGap(13_002, 2, DIRECT, PLUS); // 6,501 a year
    expect(two.years.map((y) => [y.directLoan, y.parentPlus])).toEqual([
      [5_500, 1_001],
      [6_500, 1],
    ]);
    const four = fillGap(30_000, 4, DIRECT, PLUS); // 7,500 a year: years 3 and 4 exactly at their limit
    expect(four.years.map((y) => y.directLoan)).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(four.years.map((y) => y.parentPlus)).toEqual([2_000, 1_000, 0, 0]);
    expect(four.directLoans).toBe(27_000);
  });

  it('stops Direct Loans at the $31,000 aggregate', () => {
    // 5 years at 7,500 a year: 5,500 + 6,500 + 7,500 + 7,500 = 27,000, then only 4,000 is left of 31,000.
    const result = fillGap(37_500, 5, DIRECT, PLUS);
    expect(result.years.map((y) => y.directLoan)).toEqual([5_500, 6_500, 7_500, 7_500, 4_000]);
    expect(result.directLoans).toBe(31_000);
    expect(result.years[4]!.parentPlus).toBe(3_500);
  });

  it('caps Parent PLUS at exactly $20,000 a year', () => {
    // Year 1 need 25,500 = 5,500 Direct + 20,000 PLUS exactly; a dollar more is unfunded.
    expect(fillGap(25_500, 1, DIRECT, PLUS)).toMatchObject({ directLoans: 5_500, parentPlus: 20_000, unfunded: 0 });
    expect(fillGap(25_501, 1, DIRECT, PLUS)).toMatchObject({ parentPlus: 20_000, unfunded: 1 });
  });

  it('caps Parent PLUS at exactly $65,000 per student over the years', () => {
    // 4 years of 27,500 each: PLUS 20,000 + 20,000 + 20,000 would leave 5,000 of the 65,000 for year 4.
    const result = fillGap(110_000, 4, DIRECT, PLUS);
    expect(result.years.map((y) => y.parentPlus)).toEqual([20_000, 20_000, 20_000, 5_000]);
    expect(result.parentPlus).toBe(65_000);
    expect(result.unfunded).toBe(110_000 - 27_000 - 65_000);
    // Exactly 65,000 over 4 years of PLUS need: nothing unfunded.
    const exact = fillGap(27_000 + 65_000, 4, { ...DIRECT, annualByYear: [0, 0, 0], aggregate: 0 }, PLUS);
    expect(exact).toMatchObject({ directLoans: 0, parentPlus: 65_000, unfunded: 27_000 });
    const onlyPlus = fillGap(65_000, 4, { ...DIRECT, annualByYear: [0, 0, 0], aggregate: 0 }, PLUS);
    expect(onlyPlus).toMatchObject({ parentPlus: 65_000, unfunded: 0 });
  });

  it('splits a gap that does not divide evenly to the cent, and the years add up to the gap', () => {
    const result = fillGap(100.01, 3, DIRECT, PLUS);
    expect(result.years.map((y) => y.need)).toEqual([33.34, 33.34, 33.33]);
    expect(result.directLoans).toBe(100.01);
  });

  it('refuses a negative gap or a non-whole number of years', () => {
    expect(() => fillGap(-1, 4, DIRECT, PLUS)).toThrow(RangeError);
    expect(() => fillGap(1, 0, DIRECT, PLUS)).toThrow(RangeError);
    expect(() => fillGap(1, 2.5, DIRECT, PLUS)).toThrow(RangeError);
  });
});

describe('collegeMoneyPlan', () => {
  it('computes the gap as net price × years − contribution × years − savings − extra grants', () => {
    const plan = collegeMoneyPlan(
      { averageNetPrice: 20_000, ...BACHELOR },
      { contributionPerYear: 5_000, savings: 10_000, extraGrants: 2_000, familyIncome: null, subsidizedEligibility: 'not-sure' },
      60_000,
      TERMS,
    );
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan.totalNetPrice).toBe(80_000);
    expect(plan.familyContribution).toBe(20_000);
    expect(plan.gap).toBe(48_000);
    expect(plan.surplus).toBe(0);
    // 12,000 a year: Direct 5,500 / 6,500 / 7,500 / 7,500, the rest Parent PLUS.
    expect(plan.funding).toMatchObject({ directLoans: 27_000, parentPlus: 21_000, unfunded: 0 });
    expect(plan.warnings).toEqual([]);
  });

  it('uses 2 years for an associate college', () => {
    const plan = collegeMoneyPlan({ averageNetPrice: 8_000, predominantDegree: 'associate' }, EMPTY_MONEY_PLAN_INPUTS, null, TERMS);
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan.totalNetPrice).toBe(16_000);
    expect(plan.funding).toMatchObject({ directLoans: 12_000, parentPlus: 4_000 });
  });

  it('has a zero gap and no loans when the family covers the price, with the surplus shown', () => {
    const plan = collegeMoneyPlan(
      { averageNetPrice: 10_000, ...BACHELOR },
      { ...EMPTY_MONEY_PLAN_INPUTS, contributionPerYear: 10_000, savings: 500 },
      50_000,
      TERMS,
    );
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan.gap).toBe(0);
    expect(plan.surplus).toBe(500);
    expect(plan.student).toMatchObject({ debt: 0, debtAtRepayment: 0, fees: 0, standard: null, rapMonthlyPayment: null });
    expect(plan.student.grade.grade).toBe('A+');
    expect(plan.parent).toMatchObject({ debt: 0, standard: null, shareOfIncome: null });
  });

  it('treats a negative net price as 0', () => {
    const plan = collegeMoneyPlan({ averageNetPrice: -1_200, ...BACHELOR }, EMPTY_MONEY_PLAN_INPUTS, 50_000, TERMS);
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan).toMatchObject({ netPricePerYear: 0, totalNetPrice: 0, gap: 0 });
    expect(plan.funding.directLoans).toBe(0);
  });

  it('says so when the college reports no net price', () => {
    expect(collegeMoneyPlan({ averageNetPrice: null, ...BACHELOR }, EMPTY_MONEY_PLAN_INPUTS, 50_000, TERMS)).toEqual({
      status: 'no-net-price',
      years: programYears('bachelor'),
    });
  });

  it('prices the unfunded remainder as a private loan, and grades with and without it at repayment', () => {
    const plan = collegeMoneyPlan({ averageNetPrice: 40_000, ...BACHELOR }, EMPTY_MONEY_PLAN_INPUTS, 60_000, TERMS);
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan.gap).toBe(160_000);
    expect(plan.funding).toMatchObject({ directLoans: 27_000, parentPlus: 65_000, unfunded: 68_000 });
    expect(plan.warnings).toEqual(['private-loans-needed']);
    expect(plan.private).toMatchObject({ debt: 68_000, debtAtRepayment: 83_383.33 });
    expect(plan.private.standard).toMatchObject({ rule: 'private-10-year-assumption', months: 120 });
    expect(plan.beyondFederal).toMatchObject({ amount: 133_000, parentPlus: 65_000, private: 68_000 });
    expect(plan.student.grade).toEqual(financialGrade(5_000, 31_161.48));
    expect(plan.student.gradeWithUnfunded).toEqual(financialGrade(5_000, 31_161.48 + 83_383.33));
  });

  it('asks about subsidized loans: "yes" lowers the student debt at repayment, "not sure" assumes none', () => {
    const notSure = collegeMoneyPlan({ averageNetPrice: 20_000, ...BACHELOR }, EMPTY_MONEY_PLAN_INPUTS, 48_000, TERMS);
    const yes = collegeMoneyPlan(
      { averageNetPrice: 20_000, ...BACHELOR },
      { ...EMPTY_MONEY_PLAN_INPUTS, subsidizedEligibility: 'yes' },
      48_000,
      TERMS,
    );
    if (notSure.status !== 'planned' || yes.status !== 'planned') throw new Error('expected plans');
    expect(notSure.subsidized).toEqual({ amount: 0, assumption: 'all-unsubsidized' });
    expect(yes.subsidized).toEqual({ amount: 19_000, assumption: 'subsidized-within-limits' });
    expect(yes.student.debtAtRepayment).toBe(28_299.32);
    expect(notSure.student.debtAtRepayment).toBe(31_161.48);
  });

  it('gives debts, fees and payments: tiered Standard for both, RAP for the student only', () => {
    const plan = collegeMoneyPlan(
      { averageNetPrice: 20_000, ...BACHELOR },
      { ...EMPTY_MONEY_PLAN_INPUTS, familyIncome: 90_000 },
      48_000,
      TERMS,
    );
    if (plan.status !== 'planned') throw new Error('expected a plan');
    // Student: 27,000 Direct, 31,161.48 at repayment → tiered Standard 15 years (25,000 up to 50,000).
    expect(plan.student.debt).toBe(27_000);
    expect(plan.student.debtAtRepayment).toBe(31_161.48);
    expect(plan.student.fees).toBe(285.39);
    expect(plan.student.standard).toEqual({ rule: 'tiered-standard', months: 180, monthlyPayment: monthlyPayment(31_161.48, 6.39, 180) });
    expect(plan.student.rapMonthlyPayment).toBe(rapMonthlyPayment(48_000, 0));
    expect(plan.student.grade.grade).toBe(financialGrade(4_000, 31_161.48).grade);
    // Parent: 53,000 PLUS, 65,355.81 at repayment → tiered Standard 20 years (50,000 up to 100,000).
    expect(plan.parent.debt).toBe(53_000);
    expect(plan.parent.debtAtRepayment).toBe(65_355.81);
    expect(plan.parent.fees).toBe(2_240.84);
    const parentPayment = monthlyPayment(65_355.81, 8.94, 240);
    expect(plan.parent.standard).toEqual({ rule: 'tiered-standard', months: 240, monthlyPayment: parentPayment });
    expect(plan.parent.shareOfIncome).toBeCloseTo(parentPayment / 7_500, 10);
  });

  it('matches a case worked by hand from the ADR, every figure written out', () => {
    // Net price $15,000 a year at a bachelor's college (4 years) = $60,000. The family: $2,000 a year (× 4 = $8,000),
    // $3,000 savings, $1,001 outside grants → covered $12,001, gap $47,999, i.e. $11,999.75 a year.
    // Direct: 5,500 + 6,500 + 7,500 + 7,500 = 27,000 (4,000 of the 31,000 aggregate left).
    // PLUS: 6,499.75 + 5,499.75 + 4,499.75 + 4,499.75 = 20,999 (under 20,000 a year and 65,000 in all). Unfunded 0.
    // Fees: 27,000 × 1.057% = 285.39; 20,999 × 4.228% = 887.84.
    // Interest to repayment (month 51; halves at the start of fall and spring, simple interest): student
    // 1,420.44 + 1,263.35 + 978.47 + 499.22 = 4,161.48 → 31,161.48, 15-year tier at 6.39%: $269.57 a month
    // (P·r / (1 − (1 + r)^−180), r = 6.39% / 12). Parent: year 1 alone is 3,249.88 × 0.00745 × 51 + 3,249.87 × 0.00745 × 46
    // = 1,234.79 + 1,113.73; in all 26,083.39 at repayment, which crosses $25,000 → 15-year tier at 8.94%: $263.62,
    // 3.95% of $80,000 / 12. RAP on $48,000: 4% × 48,000 / 12 = $160. Grade: 31,161.48 / 48,000 = 0.649 → A- (Low).
    // Family grade: all the debt 57,244.87 / 48,000 = 1.19 → B (Moderate), worse than the parents' 26,083.39 / 80,000 → A+.
    const plan = collegeMoneyPlan(
      { averageNetPrice: 15_000, ...BACHELOR },
      { contributionPerYear: 2_000, savings: 3_000, extraGrants: 1_001, familyIncome: 80_000, subsidizedEligibility: 'not-sure' },
      48_000,
      TERMS,
    );
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan).toMatchObject({ totalNetPrice: 60_000, familyContribution: 8_000, gap: 47_999, surplus: 0, warnings: [] });
    expect(plan.funding.years).toEqual([
      { year: 1, need: 11_999.75, directLoan: 5_500, parentPlus: 6_499.75, unfunded: 0 },
      { year: 2, need: 11_999.75, directLoan: 6_500, parentPlus: 5_499.75, unfunded: 0 },
      { year: 3, need: 11_999.75, directLoan: 7_500, parentPlus: 4_499.75, unfunded: 0 },
      { year: 4, need: 11_999.75, directLoan: 7_500, parentPlus: 4_499.75, unfunded: 0 },
    ]);
    expect(plan.funding).toMatchObject({ directLoans: 27_000, parentPlus: 20_999, unfunded: 0 });
    expect(plan.student).toMatchObject({
      debt: 27_000,
      debtAtRepayment: 31_161.48,
      fees: 285.39,
      standard: { rule: 'tiered-standard', months: 180, monthlyPayment: 269.57 },
      rapMonthlyPayment: 160,
    });
    expect(plan.student.grade).toMatchObject({ grade: 'A-', risk: 'Low' });
    expect(plan.parent).toMatchObject({
      debt: 20_999,
      debtAtRepayment: 26_083.39,
      fees: 887.84,
      standard: { months: 180, monthlyPayment: 263.62 },
    });
    expect(plan.parent.shareOfIncome).toBeCloseTo(263.62 / (80_000 / 12), 6);
    expect(plan).toMatchObject({ allDebtAtRepayment: 57_244.87, monthlyPaymentAll: 533.19 });
    expect(plan.beyondFederal).toMatchObject({ amount: 20_999, parentPlus: 20_999, private: 0 });
    expect(plan.familyGrade).toMatchObject({
      headlineFrom: 'all-debt',
      headline: { grade: 'B', risk: 'Moderate' },
      parents: { grade: 'A+' },
    });
  });

  it('has no RAP payment and an N/A grade without a career pay', () => {
    const plan = collegeMoneyPlan({ averageNetPrice: 20_000, ...BACHELOR }, EMPTY_MONEY_PLAN_INPUTS, null, TERMS);
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan.student.rapMonthlyPayment).toBeNull();
    expect(plan.student.grade.grade).toBe('N/A');
  });
});

describe('schemas', () => {
  it('accepts whole non-negative dollars and a missing income', () => {
    expect(moneyPlanInputsSchema.parse(EMPTY_MONEY_PLAN_INPUTS)).toEqual(EMPTY_MONEY_PLAN_INPUTS);
    expect(moneyPlanUpdateSchema.safeParse({ ...EMPTY_MONEY_PLAN_INPUTS, version: 0 }).success).toBe(true);
  });
  it('refuses negatives, fractions, amounts above the cap, unknown fields and a missing version, with a message per field', () => {
    const result = moneyPlanUpdateSchema.safeParse({ contributionPerYear: -1, savings: 1.5, extraGrants: 10_000_001, familyIncome: null });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      contributionPerYear: 'money-plan.contribution.min',
      savings: 'money-plan.savings.whole',
      extraGrants: 'money-plan.extraGrants.max',
      version: 'money-plan.version',
      subsidizedEligibility: 'money-plan.subsidized',
    });
    expect(moneyPlanUpdateSchema.safeParse({ ...EMPTY_MONEY_PLAN_INPUTS, version: 0, extra: 1 }).success).toBe(false);
  });
});
