import { describe, expect, it } from 'vitest';
import { amortizationSchedule, scheduleTotals } from './loans';
import {
  compareRepaymentPlans,
  eligiblePlans,
  graduatedStepPayments,
  PLAN_IDS,
  rapAnnualBasePayment,
  rapMonthlyPayment,
  rapSchedule,
  tieredStandardTermMonths,
  type BorrowerLoan,
  type PlanId,
  type PlanResult,
  type RepaymentInput,
  type RepaymentRow,
} from './repayment';
import { repaymentInputSchema } from './repayment-input';

// Closed-form level payment, independent of the module.
function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200;
  return r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
}

const cents = (dollars: number) => Math.round(dollars * 100);
const sumCents = (values: readonly number[]) => values.reduce((sum, v) => sum + cents(v), 0) / 100;

const START = new Date('2026-12-01T00:00:00.000Z');

const federal = (amount: number, ratePercent: number, disbursed: BorrowerLoan['disbursed'] = 'before-2026-07-01'): BorrowerLoan => ({
  amount,
  ratePercent,
  kind: 'federal',
  disbursed,
});
const privateLoan = (amount: number, ratePercent: number): BorrowerLoan => ({
  amount,
  ratePercent,
  kind: 'private',
  disbursed: 'before-2026-07-01',
});

const input = (loans: BorrowerLoan[], overrides: Partial<RepaymentInput> = {}): RepaymentInput => ({
  loans,
  startingSalary: 50_000,
  salaryGrowthPercent: 0,
  familySize: 1,
  startDate: START,
  ...overrides,
});

function plan(comparison: { plans: readonly PlanResult[] }, id: PlanId): PlanResult {
  const found = comparison.plans.find((p) => p.plan === id);
  if (!found) {
    throw new Error(`plan ${id} not in results`);
  }
  return found;
}

describe('RAP payment bands (34 CFR 685.209(b)(2))', () => {
  // Expected monthly payments worked by hand: AGI × band % ÷ 12 to the nearest cent, never below $10.
  const edges: Array<[agi: number, percentLabel: string, monthly: number]> = [
    [0, '$120/yr', 10],
    [5_000, '$120/yr', 10],
    [10_000, '$120/yr', 10],
    [10_000.01, '1%', 10], // 100.0001 / 12 = 8.33 → $10 minimum
    [15_000, '1%', 12.5],
    [20_000, '1%', 16.67],
    [20_000.01, '2%', 33.33],
    [30_000, '2%', 50],
    [30_000.01, '3%', 75],
    [40_000, '3%', 100],
    [40_000.01, '4%', 133.33],
    [50_000, '4%', 166.67],
    [50_000.01, '5%', 208.33],
    [60_000, '5%', 250],
    [60_000.01, '6%', 300],
    [70_000, '6%', 350],
    [70_000.01, '7%', 408.33],
    [80_000, '7%', 466.67],
    [80_000.01, '8%', 533.33],
    [90_000, '8%', 600],
    [90_000.01, '9%', 675],
    [100_000, '9%', 750],
    [100_000.01, '10%', 833.33],
    [250_000, '10%', 2_083.33],
  ];

  it.each(edges)('AGI $%s pays %s → $%s a month', (agi, _band, monthly) => {
    expect(rapMonthlyPayment(agi, 0)).toBe(monthly);
  });

  it('uses the whole AGI, not just the part inside the band', () => {
    expect(rapAnnualBasePayment(20_000)).toBe(200);
    expect(rapAnnualBasePayment(20_000.01)).toBeCloseTo(400.0002, 10);
    expect(rapAnnualBasePayment(100_000)).toBe(9_000);
    expect(rapAnnualBasePayment(100_000.01)).toBeCloseTo(10_000.001, 10);
  });

  it('charges $120 a year at or below $10,000, including a loss', () => {
    expect(rapAnnualBasePayment(10_000)).toBe(120);
    expect(rapAnnualBasePayment(0)).toBe(120);
    expect(rapAnnualBasePayment(-5_000)).toBe(120);
    expect(rapMonthlyPayment(-5_000, 0)).toBe(10);
  });

  it('takes $50 a month off per dependent', () => {
    // $60,000 → 5% → $250 a month before dependents.
    expect(rapMonthlyPayment(60_000, 1)).toBe(200);
    expect(rapMonthlyPayment(60_000, 2)).toBe(150);
    expect(rapMonthlyPayment(60_000, 4)).toBe(50);
    expect(rapMonthlyPayment(250_000, 3)).toBe(1_933.33);
  });

  it('never lets dependents take the payment below $10', () => {
    expect(rapMonthlyPayment(60_000, 5)).toBe(10); // 250 − 250 = 0
    expect(rapMonthlyPayment(60_000, 9)).toBe(10);
    expect(rapMonthlyPayment(15_000, 1)).toBe(10); // 12.50 − 50
    expect(rapMonthlyPayment(52_000, 4)).toBe(16.67); // 2,600 / 12 = 216.67 − 200
  });

  it('rejects a non-finite AGI or a bad dependent count', () => {
    expect(() => rapMonthlyPayment(Number.NaN, 0)).toThrow(RangeError);
    expect(() => rapMonthlyPayment(50_000, -1)).toThrow(RangeError);
    expect(() => rapMonthlyPayment(50_000, 1.5)).toThrow(RangeError);
  });
});

describe('tieredStandardTermMonths (34 CFR 685.208(c)(1)(iii))', () => {
  it.each([
    [0.01, 120],
    [24_999.99, 120],
    [25_000, 180],
    [49_999.99, 180],
    [50_000, 240],
    [99_999.99, 240],
    [100_000, 300],
    [1_000_000, 300],
  ])('$%s → %s months', (balance, months) => {
    expect(tieredStandardTermMonths(balance)).toBe(months);
  });

  it('is not fooled by float noise at a boundary', () => {
    expect(tieredStandardTermMonths(0.1 + 24_999.9)).toBe(180); // 25000.000000000004 or 24999.999999999996 → $25,000
  });
});

describe('eligiblePlans', () => {
  const eligibleIds = (loans: BorrowerLoan[]) =>
    eligiblePlans(loans)
      .filter((e) => e.eligible)
      .map((e) => e.plan);

  it('lists every plan once, in order, each with a reason', () => {
    const result = eligiblePlans([federal(10_000, 5)]);
    expect(result.map((e) => e.plan)).toEqual([...PLAN_IDS]);
    expect(result.map((e) => e.reason.code)).toEqual(['legacy', 'tiered-not-yours', 'graduated', 'extended', 'rap']);
  });

  it('gives loans from before July 1, 2026 the legacy plans and RAP, but not the tiered plan', () => {
    expect(eligibleIds([federal(20_000, 5)])).toEqual(['standard-10', 'graduated', 'rap']);
    expect(eligiblePlans([federal(20_000, 5)]).find((e) => e.plan === 'tiered-standard')?.reason).toEqual({ code: 'tiered-not-yours' });
  });

  it('allows Extended only above $30,000 of federal loans', () => {
    expect(eligibleIds([federal(30_000, 5)])).not.toContain('extended');
    expect(eligiblePlans([federal(30_000, 5)]).find((e) => e.plan === 'extended')).toEqual({
      plan: 'extended',
      eligible: false,
      reason: { code: 'extended', balance: 30_000, minimum: 30_000 },
    });
    expect(eligibleIds([federal(30_000.01, 5)])).toContain('extended');
    expect(eligibleIds([federal(15_000, 5), federal(15_000.01, 6)])).toContain('extended');
  });

  it('does not count private loans toward the Extended threshold', () => {
    expect(eligibleIds([federal(20_000, 5), privateLoan(20_000, 9)])).not.toContain('extended');
  });

  it('gives loans from July 1, 2026 only the tiered Standard plan and RAP', () => {
    const result = eligiblePlans([federal(30_000, 6.39, 'on-or-after-2026-07-01')]);
    expect(result.filter((e) => e.eligible).map((e) => e.plan)).toEqual(['tiered-standard', 'rap']);
    expect(result.find((e) => e.plan === 'tiered-standard')?.reason).toEqual({ code: 'tiered', balance: 30_000, years: 15 });
    expect(result.find((e) => e.plan === 'standard-10')?.reason).toEqual({ code: 'new-menu-only' });
  });

  it('moves old loans to the new menu too once any federal loan is from July 1, 2026', () => {
    expect(eligibleIds([federal(50_000, 5), federal(5_500, 6.39, 'on-or-after-2026-07-01')])).toEqual(['tiered-standard', 'rap']);
  });

  it('offers no federal plan for private loans', () => {
    const result = eligiblePlans([privateLoan(40_000, 9)]);
    expect(result.every((e) => !e.eligible)).toBe(true);
    expect(result.map((e) => e.reason.code)).toEqual(PLAN_IDS.map(() => 'no-federal'));
    expect(eligibleIds([])).toEqual([]);
    expect(eligibleIds([federal(0, 5), privateLoan(1_000, 9)])).toEqual([]);
  });
});

describe('graduatedStepPayments', () => {
  // Present value of 5 two-year steps, summed month by month: Σ payment(m) (1+i)^−m.
  const presentValue = (steps: readonly number[], annualRatePercent: number) => {
    const i = annualRatePercent / 1200;
    let pv = 0;
    for (let m = 1; m <= 120; m += 1) {
      pv += (steps[Math.floor((m - 1) / 24)] ?? 0) * (1 + i) ** -m;
    }
    return pv;
  };

  it.each([
    [30_000, 6.39],
    [27_000, 5.5],
    [100_000, 8.94],
    [5_500, 2.75],
    [1_000, 4.99],
  ])('repays $%s at %s%% exactly with a last step 3 times the first', (principal, rate) => {
    const { stepPayments, growthFactor, interestFloorApplied } = graduatedStepPayments(principal, rate);
    expect(stepPayments).toHaveLength(5);
    expect(interestFloorApplied).toBe(false);
    expect(growthFactor).toBeCloseTo(3 ** 0.25, 12);
    // Each step is rounded up to the cent, so the payments are worth a little more than the loan, never less.
    const pv = presentValue(stepPayments, rate);
    expect(pv).toBeGreaterThanOrEqual(principal - 1e-6);
    expect(pv - principal).toBeLessThan(1.2);
    for (let k = 1; k < 5; k += 1) {
      expect(stepPayments[k]).toBeGreaterThan(stepPayments[k - 1] ?? Infinity);
    }
    const [first = 0] = stepPayments;
    const last = stepPayments[4] ?? 0;
    expect(last).toBeLessThanOrEqual(3 * first);
    expect(last / first).toBeCloseTo(3, 2);
    expect(first).toBeGreaterThanOrEqual((principal * rate) / 1200);
  });

  it('starts at principal / (24 × Σ 3^(k/4)) at a zero rate', () => {
    const exactFirst = 30_000 / (24 * (1 + 3 ** 0.25 + 3 ** 0.5 + 3 ** 0.75 + 3));
    const { stepPayments } = graduatedStepPayments(30_000, 0);
    expect(stepPayments[0]).toBeGreaterThanOrEqual(exactFirst);
    expect((stepPayments[0] ?? 0) - exactFirst).toBeLessThan(0.01);
    expect(stepPayments[0]).toBe(134.02); // 30,000 / 223.863 = 134.0117, rounded up
    expect(24 * sumCents(stepPayments)).toBeGreaterThanOrEqual(30_000);
  });

  it('raises the first step to the monthly interest when the 3× schedule would start below it', () => {
    // At 25% the lowest 3× schedule would start below $625 of monthly interest on $30,000.
    const { stepPayments, interestFloorApplied, growthFactor } = graduatedStepPayments(30_000, 25);
    expect(interestFloorApplied).toBe(true);
    expect(stepPayments[0]).toBe(625); // 30,000 × 25% / 12
    expect(growthFactor).toBeGreaterThan(1);
    expect(growthFactor).toBeLessThan(3 ** 0.25);
    const pv = presentValue(stepPayments, 25);
    expect(pv).toBeGreaterThanOrEqual(30_000 - 1e-6);
    expect(pv - 30_000).toBeLessThan(1.2);
  });

  it('is all zeros with nothing owed', () => {
    expect(graduatedStepPayments(0, 6.39).stepPayments).toEqual([0, 0, 0, 0, 0]);
  });

  it('still covers interest on a tiny balance', () => {
    const { stepPayments } = graduatedStepPayments(1, 6.39);
    stepPayments.forEach((p) => expect(p).toBeGreaterThanOrEqual(0.01));
    expect(presentValue(stepPayments, 6.39)).toBeGreaterThanOrEqual(1 - 1e-6);
  });
});

function expectRapIdentities(rows: readonly RepaymentRow[], principal: number) {
  let balance = cents(principal);
  for (const row of rows) {
    expect(cents(row.payment)).toBe(cents(row.interest) - cents(row.interestWaived) + cents(row.principal));
    const next = balance - cents(row.principal) - cents(row.principalMatched);
    expect(cents(row.balance)).toBe(next);
    // The balance never grows: waived interest is not added.
    expect(next).toBeLessThanOrEqual(balance);
    expect(row.interestWaived).toBeGreaterThanOrEqual(0);
    expect(row.principalMatched).toBeGreaterThanOrEqual(0);
    balance = next;
  }
}

describe('rapSchedule', () => {
  const rap = (principal: number, annualRatePercent: number, startingAgi: number, dependents = 0, agiGrowthPercent = 0) =>
    rapSchedule({ principal, annualRatePercent, startingAgi, agiGrowthPercent, dependents });

  it('waives the interest a small payment does not cover, and matches the payment in principal', () => {
    // $50,000 at 8%: 333.33 interest; AGI $20,000 pays 16.67. Match = min(50, 16.67) − 0 = 16.67.
    const { rows } = rap(50_000, 8, 20_000);
    expect(rows[0]).toEqual({
      month: 1,
      payment: 16.67,
      interest: 333.33,
      principal: 0,
      balance: 49_983.33,
      interestWaived: 316.66,
      principalMatched: 16.67,
    });
    // Month 2: 49,983.33 × 8% / 12 = 333.2222 → 333.22.
    expect(rows[1]).toMatchObject({ interest: 333.22, interestWaived: 316.55, principalMatched: 16.67, balance: 49_966.66 });
  });

  it('cuts $10 of principal a month on the $10 minimum', () => {
    // $20,000 at 6%: $100 interest, $10 paid, $90 waived, match min(50, 10) − 0 = $10.
    expect(rap(20_000, 6, 0).rows[0]).toEqual({
      month: 1,
      payment: 10,
      interest: 100,
      principal: 0,
      balance: 19_990,
      interestWaived: 90,
      principalMatched: 10,
    });
  });

  it('tops principal up to $50 when the payment repays less', () => {
    // $16,000 at 6%: $80 interest; AGI $40,000 pays $100, repaying $20; match = min(50, 100) − 20 = $30.
    expect(rap(16_000, 6, 40_000).rows[0]).toEqual({
      month: 1,
      payment: 100,
      interest: 80,
      principal: 20,
      balance: 15_950,
      interestWaived: 0,
      principalMatched: 30,
    });
    // $10,002 at 6%: $50.01 interest, so $100 repays $49.99 and the match is one cent.
    expect(rap(10_002, 6, 40_000).rows[0]).toMatchObject({ principal: 49.99, principalMatched: 0.01, balance: 9_952 });
    // A $50 payment (one dependent) that only meets half the interest still cuts $50.
    expect(rap(20_000, 6, 40_000, 1).rows[0]).toMatchObject({ payment: 50, interestWaived: 50, principalMatched: 50, balance: 19_950 });
  });

  it('adds no match once the payment repays $50 of principal or more', () => {
    // $10,000 at 6%: $50 interest, $100 paid → $50 principal.
    expect(rap(10_000, 6, 40_000).rows[0]).toMatchObject({ principal: 50, principalMatched: 0, interestWaived: 0, balance: 9_950 });
  });

  it('adds no match at a zero rate, where the payment is all principal', () => {
    expect(rap(3_600, 0, 0).rows[0]).toMatchObject({ payment: 10, principal: 10, principalMatched: 0, balance: 3_590 });
  });

  it('forgives the balance after exactly 360 payments', () => {
    // At 0% and $10 a month the balance falls $10 a month: $3,600 is repaid by payment 360 exactly.
    const exact = rap(3_600, 0, 0);
    expect(exact.rows).toHaveLength(360);
    expect(exact.rows.at(-1)).toMatchObject({ month: 360, payment: 10, balance: 0 });
    expect(exact.forgiven).toBe(0);

    const oneCentMore = rap(3_600.01, 0, 0);
    expect(oneCentMore.rows).toHaveLength(360);
    expect(oneCentMore.rows.at(-1)).toMatchObject({ month: 360, payment: 10, balance: 0.01 });
    expect(oneCentMore.forgiven).toBe(0.01);

    const oneCentLess = rap(3_599.99, 0, 0);
    expect(oneCentLess.rows).toHaveLength(360);
    expect(oneCentLess.rows.at(-1)).toMatchObject({ month: 360, payment: 9.99, balance: 0 });
    expect(oneCentLess.forgiven).toBe(0);

    expect(rap(5_000, 0, 0).forgiven).toBe(1_400); // 5,000 − 360 × 10
  });

  it('forgives what 360 matched payments leave when interest always exceeds the payment', () => {
    // $100,000 at 7%, AGI $30,000 → $50 a month, all of it interest; the $50 match is all the principal repaid.
    const { rows, forgiven } = rap(100_000, 7, 30_000);
    expect(rows).toHaveLength(360);
    expect(forgiven).toBe(100_000 - 360 * 50);
    expect(sumCents(rows.map((r) => r.principalMatched))).toBe(18_000);
    expect(sumCents(rows.map((r) => r.payment))).toBe(18_000);
    // Interest accrued: Σ 7%/12 × (100,000 − 50(m−1)) = 0.0058333 × 32,769,000 ≈ 191,152.50, ± ½ cent a month of rounding.
    const accrued = sumCents(rows.map((r) => r.interest));
    expect(Math.abs(accrued - (0.07 / 12) * 32_769_000)).toBeLessThanOrEqual(1.8);
    expect(sumCents(rows.map((r) => r.interestWaived))).toBeCloseTo(accrued - 18_000, 2);
  });

  it('pays off early when income is high enough, with a final payment of exactly what is left', () => {
    const { rows, forgiven } = rap(1_000, 6, 100_000.01);
    // $833.33 a month: month 1 pays 833.33 (5.00 interest), month 2 clears 171.67 + 0.86 interest.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ payment: 172.53, interest: 0.86, principal: 171.67, balance: 0 });
    expect(forgiven).toBe(0);
  });

  it("recalculates the payment from each year's AGI", () => {
    const { rows } = rap(200_000, 5, 40_000, 0, 10);
    // $40,000 → 3% → $100; $44,000 → 4% → $146.67; $48,400 → 4% → $161.33.
    expect(rows[0]?.payment).toBe(100);
    expect(rows[11]?.payment).toBe(100);
    expect(rows[12]?.payment).toBe(146.67);
    expect(rows[23]?.payment).toBe(146.67);
    expect(rows[24]?.payment).toBe(161.33);
  });

  it.each([
    [50_000, 8, 20_000, 0, 0],
    [120_000, 8.94, 35_000, 2, 3],
    [30_000, 6.39, 55_000, 1, -5],
    [80_000, 12, 0, 0, 0],
    [25_000, 0, 45_000, 0, 2],
  ])('never lets $%s at %s%% (AGI %s, %s dependents, %s%% growth) grow, and accounts for every cent', (p, rate, agi, deps, growth) => {
    const { rows, forgiven } = rap(p, rate, agi, deps, growth);
    expectRapIdentities(rows, p);
    expect(rows.length).toBeLessThanOrEqual(360);
    const repaid = sumCents(rows.map((r) => r.principal)) + sumCents(rows.map((r) => r.principalMatched));
    expect(cents(repaid + forgiven)).toBe(cents(p));
    if (rows.length < 360) {
      expect(forgiven).toBe(0);
    }
  });

  it('rejects a growth of -100% or less', () => {
    expect(() => rap(1_000, 5, 30_000, 0, -100)).toThrow(RangeError);
  });
});

describe('compareRepaymentPlans', () => {
  // $20,000 at 5% + $20,000 at 7% pool to $40,000 at 6%; a $10,000 private loan at 9% runs on its own.
  const legacy = compareRepaymentPlans(input([federal(20_000, 5), federal(20_000, 7), privateLoan(10_000, 9)]));

  it('pools federal loans at their weighted rate', () => {
    expect(legacy.federalBalance).toBe(40_000);
    expect(legacy.federalRatePercent).toBeCloseTo(6, 12);
    expect(legacy.plans.map((p) => p.plan)).toEqual(['standard-10', 'graduated', 'extended', 'rap']);
  });

  it('adds the private loan to the 10-year Standard plan', () => {
    const standard = plan(legacy, 'standard-10');
    // Federal: 40,000 × 0.005 / (1 − 1.005⁻¹²⁰) = 444.08; private: 10,000 × 0.0075 / (1 − 1.0075⁻¹²⁰) = 126.68.
    expect(annuityPayment(40_000, 6, 120)).toBeCloseTo(444.08, 2);
    expect(annuityPayment(10_000, 9, 120)).toBeCloseTo(126.68, 2);
    expect(standard.firstMonthlyPayment).toBe(570.76);
    expect(standard.months).toBe(120);
    expect(standard.termMonths).toBe(120);
    expect(standard.payoffDate.toISOString()).toBe('2036-12-01T00:00:00.000Z');
    expect(standard.paymentPercentOfIncome).toBeCloseTo((570.76 / (50_000 / 12)) * 100, 10);
    expect(standard.forgiven).toBe(0);
    expect(standard.interestWaived).toBe(0);
    expect(standard.principalMatched).toBe(0);

    const federalTotals = scheduleTotals(amortizationSchedule(40_000, 6, 120));
    const privateTotals = scheduleTotals(amortizationSchedule(10_000, 9, 120));
    expect(standard.totalPaid).toBe(sumCents([federalTotals.totalPaid, privateTotals.totalPaid]));
    expect(standard.totalInterest).toBe(sumCents([federalTotals.totalInterest, privateTotals.totalInterest]));
    expect(cents(standard.totalPaid)).toBe(cents(50_000 + standard.totalInterest));
    // Closed form: 444.0821 × 120 − 40,000 + 126.6758 × 120 − 10,000 ≈ 18,490.95.
    expect(Math.abs(standard.totalInterest - 18_490.95)).toBeLessThan(2);
  });

  it('runs Extended over 25 years', () => {
    const extended = plan(legacy, 'extended');
    expect(extended.termMonths).toBe(300);
    expect(extended.months).toBe(300);
    // 1.005³⁰⁰ = 4.46497, so 40,000 × 0.005 / (1 − 0.223966) = 257.72, plus the private 126.68 for the first 10 years.
    expect(annuityPayment(40_000, 6, 300)).toBeCloseTo(257.72, 2);
    expect(extended.firstMonthlyPayment).toBe(384.4);
    expect(Math.abs(extended.lastMonthlyPayment - 257.72)).toBeLessThan(1);
    expect(extended.payoffDate.toISOString()).toBe('2051-12-01T00:00:00.000Z');
  });

  it('runs Graduated in five rising two-year steps that end at exactly 0', () => {
    const graduated = plan(legacy, 'graduated');
    const rows = graduated.federalSchedule;
    const { stepPayments } = graduatedStepPayments(40_000, 6);
    expect(rows).toHaveLength(120);
    expect(rows.at(-1)?.balance).toBe(0);
    rows.slice(0, -1).forEach((r) => {
      expect(r.payment).toBe(stepPayments[Math.floor((r.month - 1) / 24)]);
      expect(r.payment).toBeGreaterThanOrEqual(r.interest);
    });
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]?.balance).toBeLessThan(rows[i - 1]?.balance ?? 0);
    }
    const regular = rows.slice(0, -1).map((r) => r.payment);
    expect(Math.max(...regular)).toBeLessThanOrEqual(3 * Math.min(...regular));
    expect(Math.abs((rows.at(-1)?.payment ?? 0) - (stepPayments[4] ?? 0))).toBeLessThan(1);
    expect(graduated.firstMonthlyPayment).toBe(sumCents([stepPayments[0] ?? 0, 126.68]));
    expect(graduated.firstMonthlyPayment).toBeLessThan(plan(legacy, 'standard-10').firstMonthlyPayment);
  });

  it('runs RAP with the private loan added and the accounting closed', () => {
    const rap = plan(legacy, 'rap');
    // AGI $50,000 → 4% → $166.67, plus the private 126.68.
    expect(rap.firstMonthlyPayment).toBe(293.35);
    expect(rap.termMonths).toBe(360);
    expectRapIdentities(rap.federalSchedule, 40_000);
    const federalPaid = sumCents(rap.federalSchedule.map((r) => r.payment));
    const privateTotals = scheduleTotals(amortizationSchedule(10_000, 9, 120));
    expect(rap.totalPaid).toBe(sumCents([federalPaid, privateTotals.totalPaid]));
    const federalInterestPaid =
      sumCents(rap.federalSchedule.map((r) => r.interest)) - sumCents(rap.federalSchedule.map((r) => r.interestWaived));
    expect(rap.totalInterest).toBe(sumCents([federalInterestPaid, privateTotals.totalInterest]));
    expect(rap.interestWaived).toBe(sumCents(rap.federalSchedule.map((r) => r.interestWaived)));
    expect(rap.principalMatched).toBe(sumCents(rap.federalSchedule.map((r) => r.principalMatched)));
    expect(cents(sumCents(rap.federalSchedule.map((r) => r.principal)) + rap.principalMatched + rap.forgiven)).toBe(cents(40_000));
    // Month 1: $200 interest on $40,000 at 6%, $166.67 paid → $33.33 waived and a $50 match.
    expect(rap.federalSchedule[0]).toMatchObject({ interestWaived: 33.33, principalMatched: 50, balance: 39_950 });
  });

  it('forgives the balance after 360 payments and dates it 30 years on', () => {
    // $100,000 at 7% on $30,000: $50 a month, interest always higher, so principal falls exactly $50 a month.
    const result = plan(compareRepaymentPlans(input([federal(100_000, 7)], { startingSalary: 30_000 })), 'rap');
    expect(result.months).toBe(360);
    expect(result.forgiven).toBe(82_000);
    expect(result.totalPaid).toBe(18_000);
    expect(result.totalInterest).toBe(18_000);
    expect(result.principalMatched).toBe(18_000);
    expect(result.firstMonthlyPayment).toBe(50);
    expect(result.lastMonthlyPayment).toBe(50);
    expect(result.payoffDate.toISOString()).toBe('2056-12-01T00:00:00.000Z');
    expect(result.yearlyBalances.at(-1)).toEqual({ month: 360, year: 30, balance: 82_000 });
    expect(result.yearlyBalances[1]).toEqual({ month: 12, year: 1, balance: 99_400 });
  });

  it('turns a family of 3 into 2 dependents, and floors the payment at $10', () => {
    const result = plan(compareRepaymentPlans(input([federal(100_000, 7)], { startingSalary: 30_000, familySize: 3 })), 'rap');
    expect(result.firstMonthlyPayment).toBe(10); // 50 − 2 × 50 = 0 → $10
    expect(result.forgiven).toBe(100_000 - 360 * 10);
    const family2 = plan(compareRepaymentPlans(input([federal(100_000, 7)], { startingSalary: 60_000, familySize: 2 })), 'rap');
    expect(family2.firstMonthlyPayment).toBe(200); // 250 − 50
  });

  it.each([
    [24_999.99, 120],
    [25_000, 180],
    [49_999.99, 180],
    [50_000, 240],
    [99_999.99, 240],
    [100_000, 300],
  ])('puts $%s of new loans on a %s-month tiered Standard plan', (balance, months) => {
    const comparison = compareRepaymentPlans(input([federal(balance, 6.39, 'on-or-after-2026-07-01')]));
    expect(comparison.plans.map((p) => p.plan)).toEqual(['tiered-standard', 'rap']);
    const tiered = plan(comparison, 'tiered-standard');
    expect(tiered.termMonths).toBe(months);
    expect(tiered.months).toBe(months);
    expect(Math.abs(tiered.firstMonthlyPayment - annuityPayment(balance, 6.39, months))).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(tiered.federalSchedule.at(-1)?.balance).toBe(0);
    expect(tiered.payoffDate.getTime()).toBe(Date.UTC(2026 + Math.floor((11 + months) / 12), (11 + months) % 12, 1));
  });

  it('sizes the tiered term on all federal loans when old and new are mixed', () => {
    const tiered = plan(
      compareRepaymentPlans(input([federal(20_000, 5.5), federal(10_000, 6.39, 'on-or-after-2026-07-01')])),
      'tiered-standard',
    );
    expect(tiered.termMonths).toBe(180);
  });

  it('handles a $1 federal loan', () => {
    const comparison = compareRepaymentPlans(input([federal(1, 6.39)]));
    for (const result of comparison.plans) {
      expect(result.federalSchedule.at(-1)?.balance).toBe(0);
      expect(result.totalPaid).toBeGreaterThanOrEqual(1);
      expect(result.forgiven).toBe(0);
      result.federalSchedule.forEach((r) => expect(r.payment).toBeGreaterThanOrEqual(r.interest));
    }
    // Whole cents dominate a $1 loan: Standard pays 2 ¢ against 1 ¢ of interest and finishes early…
    expect(plan(comparison, 'standard-10')).toMatchObject({ months: 54, totalPaid: 1.07 });
    // …while Graduated's first step only meets the 1 ¢ of interest, so it costs more, as graduated plans do.
    expect(plan(comparison, 'graduated').totalPaid).toBeGreaterThan(plan(comparison, 'standard-10').totalPaid);
    expect(plan(comparison, 'graduated').months).toBeLessThanOrEqual(120);
    // RAP's $10 minimum clears $1 plus a cent of interest in one go.
    expect(plan(comparison, 'rap')).toMatchObject({ months: 1, firstMonthlyPayment: 1.01, totalPaid: 1.01 });
  });

  it('handles a zero rate', () => {
    const comparison = compareRepaymentPlans(input([federal(12_000, 0)]));
    const standard = plan(comparison, 'standard-10');
    expect(standard.firstMonthlyPayment).toBe(100);
    expect(standard.totalInterest).toBe(0);
    expect(standard.totalPaid).toBe(12_000);
    const rap = plan(comparison, 'rap');
    expect(rap.totalInterest).toBe(0);
    expect(rap.interestWaived).toBe(0);
    expect(rap.principalMatched).toBe(0);
    expect(rap.months).toBe(72); // $166.67 a month: 71 × 166.67 = 11,833.57, then 166.43
    expect(rap.lastMonthlyPayment).toBe(166.43);
  });

  it('tracks the yearly balance of federal and private loans together', () => {
    const standard = plan(legacy, 'standard-10');
    expect(standard.yearlyBalances).toHaveLength(11);
    expect(standard.yearlyBalances[0]).toEqual({ month: 0, year: 0, balance: 50_000 });
    expect(standard.yearlyBalances.at(-1)).toEqual({ month: 120, year: 10, balance: 0 });
    const federalRows = amortizationSchedule(40_000, 6, 120);
    const privateRows = amortizationSchedule(10_000, 9, 120);
    standard.yearlyBalances.slice(1).forEach((point) => {
      const expected = sumCents([federalRows[point.month - 1]?.balance ?? 0, privateRows[point.month - 1]?.balance ?? 0]);
      expect(point.balance).toBe(expected);
    });
    // Extended continues after the private loan is repaid.
    const extended = plan(legacy, 'extended');
    expect(extended.yearlyBalances).toHaveLength(26);
    expect(extended.yearlyBalances[11]?.balance).toBe(extended.federalSchedule[131]?.balance);
  });

  it('adds a final point when the last payment falls mid-year', () => {
    const rap = plan(compareRepaymentPlans(input([federal(12_000, 0)])), 'rap');
    expect(rap.yearlyBalances.map((p) => p.month)).toEqual([0, 12, 24, 36, 48, 60, 72]);
    const short = plan(compareRepaymentPlans(input([federal(1_000, 0)])), 'rap');
    // $166.67 a month: 6 payments.
    expect(short.yearlyBalances).toEqual([
      { month: 0, year: 0, balance: 1_000 },
      { month: 6, year: 0.5, balance: 0 },
    ]);
  });

  it('reports the payment share of income, or null without income', () => {
    const none = compareRepaymentPlans(input([federal(10_000, 5)], { startingSalary: 0 }));
    none.plans.forEach((p) => expect(p.paymentPercentOfIncome).toBeNull());
    expect(plan(none, 'rap').firstMonthlyPayment).toBe(10);
  });

  it('repays private-only borrowers on their own schedule', () => {
    const comparison = compareRepaymentPlans(input([privateLoan(10_000, 9), privateLoan(5_000, 12)]));
    expect(comparison.plans).toEqual([]);
    expect(comparison.federalBalance).toBe(0);
    expect(comparison.privateLoans).toMatchObject({ balance: 15_000, termMonths: 120, months: 120 });
    // 126.68 + 5,000 × 0.01 / (1 − 1.01⁻¹²⁰) = 126.68 + 71.74
    expect(annuityPayment(5_000, 12, 120)).toBeCloseTo(71.74, 2);
    expect(comparison.privateLoans?.firstMonthlyPayment).toBe(198.42);
  });

  it('has no private part when every loan is federal', () => {
    expect(compareRepaymentPlans(input([federal(10_000, 5)])).privateLoans).toBeNull();
  });

  it.each([
    ['a family size of 0', { familySize: 0 }],
    ['a fractional family size', { familySize: 2.5 }],
    ['a negative salary', { startingSalary: -1 }],
    ['growth of -100%', { salaryGrowthPercent: -100 }],
    ['an invalid start date', { startDate: new Date('nope') }],
  ])('rejects %s', (_label, overrides) => {
    expect(() => compareRepaymentPlans(input([federal(10_000, 5)], overrides))).toThrow(RangeError);
  });

  it('rejects a negative loan or an unknown kind', () => {
    expect(() => compareRepaymentPlans(input([federal(-5, 5)]))).toThrow(RangeError);
    const odd = { amount: 100, ratePercent: 5, kind: 'payday', disbursed: 'before-2026-07-01' } as unknown as BorrowerLoan;
    expect(() => compareRepaymentPlans(input([odd]))).toThrow(RangeError);
  });
});

describe('repaymentInputSchema', () => {
  const valid = {
    loans: [{ amount: 27_000, ratePercent: 6.39, kind: 'federal', disbursed: 'on-or-after-2026-07-01' }],
    startingSalary: 52_000,
    salaryGrowthPercent: 3,
    familySize: 1,
    startDate: '2027-01-01',
  };

  it('parses what the form and the shareable URL send, coercing the date', () => {
    const parsed = repaymentInputSchema.parse(valid);
    expect(parsed.startDate).toBeInstanceOf(Date);
    expect(parsed.startDate.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => compareRepaymentPlans(parsed)).not.toThrow();
  });

  it.each([
    ['no loans', { loans: [] }],
    ['a negative amount', { loans: [{ ...valid.loans[0], amount: -1 }] }],
    ['a rate above 30%', { loans: [{ ...valid.loans[0], ratePercent: 31 }] }],
    ['an unknown loan kind', { loans: [{ ...valid.loans[0], kind: 'payday' }] }],
    ['an unknown disbursement period', { loans: [{ ...valid.loans[0], disbursed: '2026' }] }],
    ['a NaN salary', { startingSalary: Number.NaN }],
    ['an infinite salary', { startingSalary: Number.POSITIVE_INFINITY }],
    ['a family size of 0', { familySize: 0 }],
    ['a fractional family size', { familySize: 1.5 }],
    ['a bad date', { startDate: 'not a date' }],
  ])('rejects %s', (_label, overrides) => {
    expect(repaymentInputSchema.safeParse({ ...valid, ...overrides }).success).toBe(false);
  });

  it('refuses a family size of 0 with its own code', () => {
    const result = repaymentInputSchema.safeParse({ ...valid, familySize: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('calculator.familyMin');
  });
  it('gives a fractional family size and a bad date their codes, and the upper bound zod’s words', () => {
    expect(repaymentInputSchema.safeParse({ ...valid, familySize: 1.5 }).error?.issues.map((issue) => issue.message)).toEqual([
      'calculator.familyWhole',
    ]);
    expect(repaymentInputSchema.safeParse({ ...valid, familySize: 21 }).error?.issues[0]?.message).toBe(
      'Too big: expected number to be <=20',
    );
    expect(repaymentInputSchema.safeParse({ ...valid, startDate: 'not a date' }).error?.issues[0]?.message).toBe('calculator.startDate');
  });
});
