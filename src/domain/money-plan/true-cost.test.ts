import { describe, expect, it } from 'vitest';
import { monthlyPayment } from '@domain/finance/loans';
import {
  familyGrade,
  federalRepayment,
  interestToRepayment,
  privateRepayment,
  repaymentStartMonth,
  splitBorrowing,
  trueCostOfBorrowing,
  type TrueCostTerms,
} from './true-cost';

// 2025-26 rates and fees and the July 2026 Parent PLUS caps, as src/data/federal-loans.ts states them.
const TERMS: TrueCostTerms = {
  directLimits: {
    annualByYear: [5_500, 6_500, 7_500],
    subsidizedAnnualByYear: [3_500, 4_500, 5_500],
    aggregate: 31_000,
    subsidizedAggregate: 23_000,
    sources: [],
  },
  plusCaps: { annual: 20_000, aggregate: 65_000 },
  undergraduateRatePercent: 6.39,
  plusRatePercent: 8.94,
  directFeePercent: 1.057,
  plusFeePercent: 4.228,
  privateRatePercent: 10,
};

describe('splitBorrowing', () => {
  it('puts $45,000 over 4 years into $27,000 of Direct Loans and $18,000 of Parent PLUS', () => {
    const split = splitBorrowing(45_000, 4, 'not-sure', TERMS);
    expect(split.years.map((y) => y.unsubsidized)).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(split.years.map((y) => y.parentPlus)).toEqual([5_750, 4_750, 3_750, 3_750]);
    expect(split).toMatchObject({ directLoans: 27_000, subsidized: 0, parentPlus: 18_000, private: 0 });
    expect(split.subsidizedAssumption).toBe('all-unsubsidized');
  });

  it('treats "no" like "not sure" and "yes" as subsidized up to $3,500 / $4,500 / $5,500 a year', () => {
    expect(splitBorrowing(45_000, 4, 'no', TERMS).subsidized).toBe(0);
    const yes = splitBorrowing(45_000, 4, 'yes', TERMS);
    expect(yes.years.map((y) => y.subsidized)).toEqual([3_500, 4_500, 5_500, 5_500]);
    expect(yes).toMatchObject({ subsidized: 19_000, unsubsidized: 8_000, subsidizedAssumption: 'subsidized-within-limits' });
  });

  it('keeps a small yearly loan entirely subsidized when eligible', () => {
    const yes = splitBorrowing(8_000, 4, 'yes', TERMS);
    expect(yes).toMatchObject({ subsidized: 8_000, unsubsidized: 0, parentPlus: 0 });
  });

  it('stays within the first-year limit at exactly $5,500 a year and goes beyond it by a cent', () => {
    expect(splitBorrowing(22_000, 4, 'not-sure', TERMS).parentPlus).toBe(0);
    const over = splitBorrowing(22_000.04, 4, 'not-sure', TERMS);
    expect(over.parentPlus).toBe(0.01);
    expect(over.directLoans).toBe(22_000.03);
  });

  it('counts an even $27,000 as $1,500 beyond year 1 and 2 limits, though it equals the 4-year total', () => {
    // $6,750 a year: 1,250 over $5,500 in year 1 and 250 over $6,500 in year 2.
    expect(splitBorrowing(27_000, 4, 'not-sure', TERMS).parentPlus).toBe(1_500);
  });

  it('caps Direct Loans at the $31,000 aggregate over 5 years', () => {
    const split = splitBorrowing(50_000, 5, 'not-sure', TERMS);
    expect(split.years.map((y) => y.unsubsidized)).toEqual([5_500, 6_500, 7_500, 7_500, 4_000]);
    expect(split.directLoans).toBe(31_000);
  });

  it('caps Parent PLUS at $20,000 a year and $65,000 in total; the rest is private', () => {
    const split = splitBorrowing(200_000, 4, 'no', TERMS);
    expect(split.years.map((y) => y.parentPlus)).toEqual([20_000, 20_000, 20_000, 5_000]);
    expect(split).toMatchObject({ parentPlus: 65_000, private: 108_000 });
  });

  it('spreads leftover cents over the first years', () => {
    const split = splitBorrowing(0.03, 2, 'no', TERMS);
    expect(split.years.map((y) => y.unsubsidized)).toEqual([0.02, 0.01]);
  });

  it('rejects bad input', () => {
    expect(() => splitBorrowing(-1, 4, 'no', TERMS)).toThrow(RangeError);
    expect(() => splitBorrowing(1_000, 0, 'no', TERMS)).toThrow(RangeError);
    expect(() => splitBorrowing(1_000, 2.5, 'no', TERMS)).toThrow(RangeError);
  });
});

describe('interestToRepayment', () => {
  it('starts repayment 6 months after the last school year ends', () => {
    expect(repaymentStartMonth(1)).toBe(15);
    expect(repaymentStartMonth(4)).toBe(51);
  });

  it('matches the hand-checked first year of four: $1,420.44 on $5,500 at 6.39%', () => {
    // 2,750 × 0.0639 / 12 × 51 = 746.83 (fall) and × 46 = 673.61 (spring).
    expect(interestToRepayment(5_500, 6.39, 1, 4)).toBe(1_420.44);
  });

  it('charges the last year only from its halves: 15 and 10 months', () => {
    // 3,750 × 0.005325 × 15 = 299.53 and × 10 = 199.69.
    expect(interestToRepayment(7_500, 6.39, 4, 4)).toBe(499.22);
  });

  it('is 0 without a balance or a rate, and rejects a year outside school', () => {
    expect(interestToRepayment(0, 6.39, 1, 4)).toBe(0);
    expect(interestToRepayment(5_500, 0, 1, 4)).toBe(0);
    expect(() => interestToRepayment(5_500, 6.39, 5, 4)).toThrow(RangeError);
    expect(() => interestToRepayment(5_500, 6.39, 0, 4)).toThrow(RangeError);
  });
});

describe('one repayment basis', () => {
  it('pins $45,000 at 6.39%: tiered Standard, 15 years, $389.28 a month', () => {
    expect(federalRepayment(45_000, 6.39)).toEqual({ rule: 'tiered-standard', months: 180, monthlyPayment: 389.28 });
  });

  it('switches from 10 to 15 years at exactly $25,000', () => {
    expect(federalRepayment(24_999.99, 6.39).months).toBe(120);
    expect(federalRepayment(25_000, 6.39).months).toBe(180);
  });

  it('repays private loans over 10 years at the stated rate', () => {
    expect(privateRepayment(10_000, 10)).toEqual({
      rule: 'private-10-year-assumption',
      months: 120,
      monthlyPayment: monthlyPayment(10_000, 10, 120),
    });
  });
});

describe('trueCostOfBorrowing', () => {
  it('prices $45,000 over 4 years with interest to repayment and the blended payment', () => {
    const cost = trueCostOfBorrowing(45_000, 4, 'not-sure', TERMS);
    // Unsubsidized interest by year: 1,420.44 + 1,263.35 + 978.47 + 499.22.
    expect(cost.student.debt).toMatchObject({ principal: 27_000, capitalizedInterest: 4_161.48, atRepayment: 31_161.48 });
    expect(cost.student.repayment).toEqual(federalRepayment(31_161.48, 6.39));
    expect(cost.student.repayment?.months).toBe(180);
    expect(cost.parent.debt).toMatchObject({ principal: 18_000, atRepayment: 22_402.96 });
    expect(cost.parent.repayment).toEqual(federalRepayment(22_402.96, 8.94));
    expect(cost.private.repayment).toBeNull();
    expect(cost.allDebtAtRepayment).toBe(53_564.44);
    expect(cost.monthlyPayment).toBe(552.63);
    expect(cost.beyondFederal).toEqual({ code: 'beyond-federal', amount: 18_000, parentPlus: 18_000, private: 0, federalLimit: 27_000 });
  });

  it('charges no in-school interest on the subsidized part', () => {
    const yes = trueCostOfBorrowing(45_000, 4, 'yes', TERMS);
    expect(yes.student.debt.capitalizedInterest).toBeLessThan(4_161.48);
    expect(yes.student.debt.atRepayment).toBe(28_299.32);
  });

  it('says nothing beyond the federal limits for a debt within them', () => {
    const cost = trueCostOfBorrowing(20_000, 4, 'not-sure', TERMS);
    expect(cost.beyondFederal).toBeNull();
    expect(cost.parent.repayment).toBeNull();
    expect(cost.monthlyPayment).toBe(cost.student.repayment?.monthlyPayment);
  });

  it('prices the part beyond Parent PLUS as a private loan', () => {
    const cost = trueCostOfBorrowing(200_000, 4, 'no', TERMS);
    expect(cost.private.debt.principal).toBe(108_000);
    expect(cost.private.repayment?.rule).toBe('private-10-year-assumption');
    expect(cost.beyondFederal).toMatchObject({ amount: 173_000, parentPlus: 65_000, private: 108_000 });
  });

  it('costs nothing for nothing borrowed', () => {
    const cost = trueCostOfBorrowing(0, 4, 'not-sure', TERMS);
    expect(cost).toMatchObject({ allDebtAtRepayment: 0, monthlyPayment: 0, beyondFederal: null });
  });
});

describe('familyGrade', () => {
  it('takes the worse grade: all the debt (B) over the parents (A+)', () => {
    // 45,000 / 40,000 = 1.125 → B; 18,000 / 60,000 = 0.3 → A+.
    const g = familyGrade({
      allDebt: 45_000,
      studentAnnualPay: 40_000,
      parentDebt: 18_000,
      parentMonthlyPayment: 300,
      familyAnnualIncome: 60_000,
    });
    expect(g.allDebt.grade).toBe('B');
    expect(g.parents.grade).toBe('A+');
    expect(g.parentPaymentShare).toBeCloseTo(0.06, 10);
    expect(g).toMatchObject({ headlineFrom: 'all-debt', headline: { grade: 'B' } });
  });

  it('headlines the parents when their debt is the heavier load', () => {
    // 32,168 / 30,000 = 1.07 → B against 20,000 / 60,000 = 0.33 → A+.
    const g = familyGrade({
      allDebt: 20_000,
      studentAnnualPay: 60_000,
      parentDebt: 32_168,
      parentMonthlyPayment: 325.12,
      familyAnnualIncome: 30_000,
    });
    expect(g).toMatchObject({ headlineFrom: 'parents', headline: { grade: 'B' } });
  });

  it('falls back to the graded half and is N/A only without either', () => {
    expect(
      familyGrade({ allDebt: 10_000, studentAnnualPay: 40_000, parentDebt: 0, parentMonthlyPayment: 0, familyAnnualIncome: null }),
    ).toMatchObject({
      headlineFrom: 'all-debt',
      parentPaymentShare: null,
    });
    expect(
      familyGrade({ allDebt: 10_000, studentAnnualPay: null, parentDebt: 5_000, parentMonthlyPayment: 60, familyAnnualIncome: 50_000 })
        .headlineFrom,
    ).toBe('parents');
    expect(
      familyGrade({ allDebt: 10_000, studentAnnualPay: null, parentDebt: 0, parentMonthlyPayment: 0, familyAnnualIncome: null }),
    ).toMatchObject({
      headlineFrom: 'none',
      headline: { grade: 'N/A' },
    });
  });
});
