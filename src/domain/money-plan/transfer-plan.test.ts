import { describe, expect, it } from 'vitest';
import { collegeMoneyPlan, EMPTY_MONEY_PLAN_INPUTS, type MoneyPlanInputs } from './money-plan';
import { TEST_TERMS } from './test-terms';
import { transferMoneyPlan, transferPriceSaving, transferSavings } from './transfer-plan';

const inputs = (over: Partial<MoneyPlanInputs> = {}): MoneyPlanInputs => ({ ...EMPTY_MONEY_PLAN_INPUTS, ...over });
const planned = <T extends { status: string }>(plan: T) => {
  if (plan.status !== 'planned') throw new Error(`expected a plan, got ${plan.status}`);
  return plan as Extract<T, { status: 'planned' }>;
};

describe('transferMoneyPlan: the hand-checked case', () => {
  // $4,000 a year at the two-year college, $20,000 at the four-year one; $3,000 a year, $2,000 of savings.
  const family = inputs({ contributionPerYear: 3_000, savings: 2_000 });
  const route = planned(transferMoneyPlan(4_000, 20_000, family, 48_000, TEST_TERMS));

  it('borrows each year’s shortfall within that year in school’s limits', () => {
    expect(route.prices.map((p) => [p.year, p.at, p.netPrice])).toEqual([
      [1, 'first', 4_000],
      [2, 'first', 4_000],
      [3, 'second', 20_000],
      [4, 'second', 20_000],
    ]);
    expect(route.funding.years.map((y) => [y.need, y.directLoan, y.parentPlus, y.unfunded])).toEqual([
      [500, 500, 0, 0],
      [500, 500, 0, 0],
      [16_500, 7_500, 9_000, 0],
      [16_500, 7_500, 9_000, 0],
    ]);
    expect(route).toMatchObject({ totalNetPrice: 48_000, familyContribution: 12_000, gap: 34_000, surplus: 0 });
    expect(route.funding).toMatchObject({ directLoans: 16_000, parentPlus: 18_000, unfunded: 0 });
  });

  it('adds the interest to repayment and repays each loan on the one basis', () => {
    expect(route.student.debtAtRepayment).toBe(17_704);
    expect(route.student.standard).toMatchObject({ rule: 'tiered-standard', months: 120, monthlyPayment: 200.04 });
    expect(route.parent.debtAtRepayment).toBe(20_480.84);
    expect(route.parent.standard).toMatchObject({ months: 120, monthlyPayment: 258.78 });
    expect(route.monthlyPaymentAll).toBe(458.82);
    expect(route.beyondFederal).toMatchObject({ amount: 18_000, parentPlus: 18_000, private: 0 });
  });

  it('grades the student’s and the family’s debt like the one-college plan', () => {
    // $17,704 on $48,000 is 0.37: A+; all the debt $38,184.84 is 0.80: B+.
    expect(route.student.grade.grade).toBe('A+');
    expect(route.familyGrade.allDebt.grade).toBe('B+');
  });

  it('saves against four years at the four-year college', () => {
    const four = planned(collegeMoneyPlan({ averageNetPrice: 20_000, predominantDegree: 'bachelor' }, family, 48_000, TEST_TERMS));
    expect(four.funding).toMatchObject({ directLoans: 27_000, parentPlus: 39_000 });
    const saved = transferSavings(route, four);
    expect(saved).toMatchObject({ netPrice: 32_000, borrowed: 32_000, saves: true });
    expect(saved.allDebtAtRepayment).toBeCloseTo(four.allDebtAtRepayment - route.allDebtAtRepayment, 2);
    expect(saved.monthlyPayment).toBeGreaterThan(0);
  });
});

describe('transferMoneyPlan: rules', () => {
  it('with the same price both sides it is exactly the one-college plan', () => {
    const family = inputs({ contributionPerYear: 2_000, savings: 3_000, extraGrants: 1_000 });
    const route = planned(transferMoneyPlan(15_000, 15_000, family, 50_000, TEST_TERMS));
    const four = planned(collegeMoneyPlan({ averageNetPrice: 15_000, predominantDegree: 'bachelor' }, family, 50_000, TEST_TERMS));
    expect(route.funding).toEqual(four.funding);
    expect(route.allDebtAtRepayment).toBe(four.allDebtAtRepayment);
    expect(route.monthlyPaymentAll).toBe(four.monthlyPaymentAll);
  });

  it('keeps a cheap year’s leftover for the next year instead of borrowing', () => {
    // $3,000 a year covers the $1,000 years with $2,000 over each: $4,000 carried into year 3 (7,000 of 10,000).
    const route = planned(transferMoneyPlan(1_000, 10_000, inputs({ contributionPerYear: 3_000 }), null, TEST_TERMS));
    expect(route.funding.years.map((y) => y.need)).toEqual([0, 0, 3_000, 7_000]);
    expect(route.gap).toBe(10_000);
    // The year-4 need is borrowed within the third-year limit.
    expect(route.funding.years[3]).toMatchObject({ directLoan: 7_000, parentPlus: 0 });
  });

  it('the transfer years borrow within the third-year limit: $7,500, then Parent PLUS', () => {
    const route = planned(transferMoneyPlan(0, 30_000, inputs(), null, TEST_TERMS));
    expect(route.funding.years.map((y) => [y.directLoan, y.parentPlus, y.unfunded])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [7_500, 20_000, 2_500],
      [7_500, 20_000, 2_500],
    ]);
    expect(route.warnings).toEqual(['private-loans-needed']);
  });

  it('counts a negative price as $0 and leaves a surplus when the family covers everything', () => {
    const route = planned(transferMoneyPlan(-1_200, 3_000, inputs({ contributionPerYear: 4_000 }), null, TEST_TERMS));
    expect(route.firstPricePerYear).toBe(0);
    expect(route).toMatchObject({ totalNetPrice: 6_000, gap: 0, surplus: 10_000 });
    expect(route.student.standard).toBeNull();
    expect(route.monthlyPaymentAll).toBe(0);
  });

  it('says which price is missing (a suppressed bracket) instead of planning', () => {
    expect(transferMoneyPlan(null, 20_000, inputs(), null, TEST_TERMS)).toEqual({ status: 'no-net-price', missing: ['first'] });
    expect(transferMoneyPlan(null, null, inputs(), null, TEST_TERMS)).toEqual({ status: 'no-net-price', missing: ['first', 'second'] });
  });

  it('does not save when the two-year college costs as much', () => {
    const route = planned(transferMoneyPlan(12_000, 10_000, inputs(), null, TEST_TERMS));
    const four = planned(collegeMoneyPlan({ averageNetPrice: 10_000, predominantDegree: 'bachelor' }, inputs(), null, TEST_TERMS));
    expect(transferSavings(route, four)).toMatchObject({ netPrice: -4_000, saves: false });
  });
});

describe('transferPriceSaving', () => {
  it('is two years of the price difference, null without both prices', () => {
    expect(transferPriceSaving(4_000, 20_000)).toBe(32_000);
    expect(transferPriceSaving(-500, 10_000)).toBe(20_000);
    expect(transferPriceSaving(null, 10_000)).toBeNull();
    expect(transferPriceSaving(12_000, 10_000)).toBe(-4_000);
  });
});
