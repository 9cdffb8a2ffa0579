import { describe, expect, it } from 'vitest';
import { TEST_LIMITS } from '@domain/finance/test-limits';
import { gradeAtRepayment, paymentShareOf, PLANNED_DEBT_YEARS, plannedDebtCost, trueCostTermsFor } from './planned-debt';
import { TEST_TERMS } from './test-terms';
import { trueCostOfBorrowing } from './true-cost';

describe('plannedDebtCost', () => {
  it('assumes four years and "not sure" when the page does not ask, and says so', () => {
    const cost = plannedDebtCost(45_000, TEST_TERMS);
    expect(PLANNED_DEBT_YEARS).toBe(4);
    expect(cost).toMatchObject({ years: 4, yearsAssumed: true, eligibility: 'not-sure', plannedDebt: 45_000 });
    expect(cost.monthlyPayment).toBe(trueCostOfBorrowing(45_000, 4, 'not-sure', TEST_TERMS).monthlyPayment);
    expect(plannedDebtCost(45_000, TEST_TERMS, { years: 4 }).yearsAssumed).toBe(false);
  });

  it('stays within the federal limits at exactly $27,000 over 4 years of $5,500 / $6,500 / $7,500 / $7,500 a year', () => {
    // An even $6,750 a year would be over the year-1 and year-2 limits, so the exact 4-year limit
    // only fits when each year stays within its own limit: 1 year at $5,500 is the plain boundary.
    expect(plannedDebtCost(5_500, TEST_TERMS, { years: 1 }).beyondFederal).toBeNull();
    expect(plannedDebtCost(5_501, TEST_TERMS, { years: 1 }).beyondFederal).toEqual({
      code: 'beyond-federal',
      amount: 1,
      parentPlus: 1,
      private: 0,
      federalLimit: 5_500,
    });
  });

  it('puts nothing beyond Parent PLUS at its $20,000 yearly cap, and $1 more into a private loan', () => {
    // One year: $5,500 of Direct Loans + $20,000 of Parent PLUS = $25,500.
    const atCap = plannedDebtCost(25_500, TEST_TERMS, { years: 1 });
    expect(atCap.split).toMatchObject({ directLoans: 5_500, parentPlus: 20_000, private: 0 });
    expect(atCap.private.repayment).toBeNull();
    const over = plannedDebtCost(25_501, TEST_TERMS, { years: 1 });
    expect(over.split).toMatchObject({ parentPlus: 20_000, private: 1 });
    expect(over.private.repayment?.rule).toBe('private-10-year-assumption');
    expect(over.beyondFederal).toMatchObject({ amount: 20_001, parentPlus: 20_000, private: 1 });
  });

  it('stops Parent PLUS at the $65,000 per-student cap and $1 more is private', () => {
    // Four years: Direct 27,000; PLUS up to 20,000 a year but 65,000 in all.
    const atCap = plannedDebtCost(92_000, TEST_TERMS);
    expect(atCap.split).toMatchObject({ directLoans: 27_000, parentPlus: 65_000, private: 0 });
    expect(plannedDebtCost(92_001, TEST_TERMS).split).toMatchObject({ parentPlus: 65_000, private: 1 });
  });

  it('grades the whole debt at repayment and gives the payment a share of income', () => {
    const cost = plannedDebtCost(45_000, TEST_TERMS);
    // 53,564.44 / 48,000 = 1.116 → B.
    expect(gradeAtRepayment(cost, 4_000)).toMatchObject({ grade: 'B', risk: 'Moderate' });
    expect(paymentShareOf(cost, 4_000)).toBeCloseTo(552.63 / 4_000, 10);
    expect(paymentShareOf(cost, 0)).toBeNull();
    expect(paymentShareOf(cost, null)).toBeNull();
    expect(gradeAtRepayment(cost, null).grade).toBe('N/A');
  });
});

describe('trueCostTermsFor', () => {
  const rate = (awardYear: string, from: string, before: string, undergraduatePercent: number, plusPercent: number) => ({
    awardYear,
    firstDisbursedFrom: from,
    firstDisbursedBefore: before,
    undergraduatePercent,
    plusPercent,
  });
  const data = {
    rates: [rate('2024-25', '2024-07-01', '2025-07-01', 6.53, 9.08), rate('2025-26', '2025-07-01', '2026-07-01', 6.39, 8.94)],
    fees: [
      { firstDisbursedFrom: '2020-10-01', firstDisbursedBefore: '2026-10-01', subsidizedUnsubsidizedPercent: 1.057, plusPercent: 4.228 },
    ],
    limits: TEST_LIMITS,
    privateRatePercent: 10,
  };

  it('reads the rates that cover the day', () => {
    const dated = trueCostTermsFor('2025-07-01', data);
    expect(dated).toMatchObject({ rateAwardYear: '2025-26', ratesCoverToday: true, feesCoverToday: true });
    expect(dated.terms).toMatchObject({
      undergraduateRatePercent: 6.39,
      plusRatePercent: 8.94,
      plusFeePercent: 4.228,
      privateRatePercent: 10,
    });
    expect(dated.terms.plusCaps).toEqual({ annual: 20_000, aggregate: 65_000 });
  });

  it('lets the latest rates stand in, marked, when the day is past the data', () => {
    expect(trueCostTermsFor('2026-12-06', data)).toMatchObject({ rateAwardYear: '2025-26', ratesCoverToday: false, feesCoverToday: false });
  });
});
