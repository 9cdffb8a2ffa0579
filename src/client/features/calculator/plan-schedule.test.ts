import { describe, expect, it } from 'vitest';
import { compareRepaymentPlans, type RepaymentInput } from '@domain/finance/repayment';
import { balanceSeries, combinedMonths, paymentRange, privateOnlySource, yearSummaries } from './plan-schedule';

const base: RepaymentInput = {
  loans: [{ amount: 10000, ratePercent: 6.8, kind: 'federal', disbursed: 'before-2026-07-01' }],
  startingSalary: 40000,
  salaryGrowthPercent: 0,
  familySize: 1,
  startDate: new Date(Date.UTC(2027, 0, 1)),
};

describe('plan schedule views', () => {
  it('sums a standard plan into years that match the domain totals', () => {
    const comparison = compareRepaymentPlans(base);
    const standard = comparison.plans.find((p) => p.plan === 'standard-10')!;
    const months = combinedMonths(standard, null);
    expect(months).toHaveLength(120);
    expect(months[0]?.payment).toBe(115.08);
    const years = yearSummaries(months);
    expect(years).toHaveLength(10);
    expect(years[9]?.balance).toBe(0);
    const paid = years.reduce((sum, y) => sum + Math.round(y.payment * 100), 0) / 100;
    const interest = years.reduce((sum, y) => sum + Math.round(y.interestPaid * 100), 0) / 100;
    expect(paid).toBe(standard.totalPaid);
    expect(interest).toBe(standard.totalInterest);
    // A level plan has one payment (the last month's cents-off payoff is not a "range").
    expect(paymentRange(standard, null)).toEqual({ lowest: 115.08, highest: 115.08 });
  });

  it('shows a range when payments change: graduated steps, and private loans ending before federal ones', () => {
    const withPrivate = compareRepaymentPlans({
      ...base,
      loans: [
        ...base.loans,
        { amount: 40000, ratePercent: 6, kind: 'federal', disbursed: 'before-2026-07-01' },
        { amount: 5000, ratePercent: 10, kind: 'private', disbursed: 'before-2026-07-01' },
      ],
    });
    const graduated = withPrivate.plans.find((p) => p.plan === 'graduated')!;
    const range = paymentRange(graduated, withPrivate.privateLoans);
    expect(range.highest).toBeGreaterThan(range.lowest * 2);
    const extended = withPrivate.plans.find((p) => p.plan === 'extended')!;
    const extendedRange = paymentRange(extended, withPrivate.privateLoans);
    const privatePayment = withPrivate.privateLoans!.firstMonthlyPayment;
    expect(extendedRange.highest - extendedRange.lowest).toBeCloseTo(privatePayment, 2);
    // RAP months carry waived interest and the principal match; private months add to the balance.
    const months = combinedMonths(extended, withPrivate.privateLoans);
    expect(months[0]?.balance).toBeCloseTo(extended.yearlyBalances[0]!.balance - months[0]!.principalPaid, 2);
  });

  it('keeps RAP waived interest and matches out of the interest paid', () => {
    const comparison = compareRepaymentPlans({
      ...base,
      loans: [{ amount: 60000, ratePercent: 8, kind: 'federal', disbursed: 'on-or-after-2026-07-01' }],
      startingSalary: 25000,
    });
    const rap = comparison.plans.find((p) => p.plan === 'rap')!;
    const first = combinedMonths(rap, null)[0]!;
    expect(first.payment).toBe(41.67);
    expect(first.interestPaid).toBe(41.67);
    expect(first.interestWaived).toBeCloseTo(400 - 41.67, 2);
    expect(first.principalMatched).toBe(41.67);
    expect(first.balance).toBe(60000 - 41.67);
  });

  it('charts yearly balances, ending each line after its plan', () => {
    const comparison = compareRepaymentPlans({
      ...base,
      loans: [{ amount: 35000, ratePercent: 5, kind: 'federal', disbursed: 'before-2026-07-01' }],
    });
    const { years, balances } = balanceSeries(comparison.plans, null);
    const longest = Math.max(...comparison.plans.map((p) => p.months));
    expect(years).toEqual(Array.from({ length: Math.ceil(longest / 12) + 1 }, (_, i) => i));
    const standardIndex = comparison.plans.findIndex((p) => p.plan === 'standard-10');
    const standard = balances[standardIndex]!;
    expect(standard[0]).toBe(35000);
    expect(standard[10]).toBe(0);
    expect(standard[11]).toBeNull();
  });

  it('treats private loans alone like a plan', () => {
    const comparison = compareRepaymentPlans({
      ...base,
      loans: [{ amount: 9000, ratePercent: 9, kind: 'private', disbursed: 'before-2026-07-01' }],
    });
    expect(comparison.plans).toEqual([]);
    const source = privateOnlySource(comparison.privateLoans!);
    const months = combinedMonths(source, comparison.privateLoans);
    expect(months).toHaveLength(120);
    expect(months[119]?.balance).toBe(0);
    expect(months[0]?.payment).toBe(comparison.privateLoans!.firstMonthlyPayment);
  });
});
