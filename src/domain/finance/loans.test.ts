import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  amortizeWithPayments,
  monthlyPayment,
  payoffDate,
  scheduleTotals,
  weightedAverageRate,
  type AmortizationRow,
} from './loans';

// The closed-form level payment, written out here independently of the module.
function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200;
  return r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
}

const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

// s(n) = ((1+r)^n − 1)/r: what one cent a month grows to by the end of the term.
const accumulation = (annualRatePercent: number, months: number) => {
  const r = annualRatePercent / 1200;
  return r === 0 ? months : ((1 + r) ** months - 1) / r;
};

const sumCents = (values: readonly number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

const CASES: Array<[principal: number, rate: number, months: number]> = [
  [10_000, 6.39, 120],
  [27_000, 6.53, 120],
  [31_000, 5.5, 180],
  [57_500, 7.94, 240],
  [100_000, 8.94, 300],
  [5_500, 2.75, 120],
  [1_234.56, 4.99, 37],
  [250_000, 12, 360],
];

describe('monthlyPayment', () => {
  it.each(CASES)('rounds the closed-form payment on %s at %s%% over %s months to the nearest cent', (p, rate, n) => {
    const exact = annuityPayment(p, rate, n);
    const payment = monthlyPayment(p, rate, n);
    expect(isWholeCents(payment)).toBe(true);
    expect(Math.abs(payment - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it('matches the familiar $115.08 for $10,000 at 6.8% over 10 years', () => {
    expect(monthlyPayment(10_000, 6.8, 120)).toBe(115.08);
  });

  it('works a small case by hand: $1,000 at 12% over 3 months is $340.02', () => {
    // 1000 × 0.01 / (1 − 1.01⁻³) = 10 / 0.0294099 = 340.0221…
    expect(monthlyPayment(1_000, 12, 3)).toBe(340.02);
  });

  it('divides evenly at a zero rate', () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100);
    expect(monthlyPayment(25_000, 0, 300)).toBe(83.33);
    expect(monthlyPayment(1_000, 0, 3)).toBe(333.33);
    expect(monthlyPayment(2_000, 0, 3)).toBe(666.67);
  });

  it('is 0 when nothing is borrowed, at any rate or term', () => {
    expect(monthlyPayment(0, 0, 1)).toBe(0);
    expect(monthlyPayment(0, 6.39, 120)).toBe(0);
    expect(monthlyPayment(0.001, 9, 300)).toBe(0); // less than half a cent rounds to nothing
  });

  it('charges at least a cent more than the first interest on a tiny balance, so it still goes down', () => {
    // Exact payment $0.0113, but the first month's interest is $1 × 0.5325% = 0.53 ¢, which rounds to 1 ¢.
    expect(monthlyPayment(1, 6.39, 120)).toBe(0.02);
    expect(monthlyPayment(1, 0, 120)).toBe(0.01); // exact 0.0083
    expect(monthlyPayment(0.01, 6.39, 120)).toBe(0.01);
  });

  it('repays a one-month loan with one month of interest', () => {
    expect(monthlyPayment(1_000, 12, 1)).toBe(1_010);
  });

  it.each([
    ['negative principal', -1, 5, 12],
    ['NaN principal', Number.NaN, 5, 12],
    ['infinite principal', Number.POSITIVE_INFINITY, 5, 12],
    ['negative rate', 1000, -0.1, 12],
    ['NaN rate', 1000, Number.NaN, 12],
    ['zero months', 1000, 5, 0],
    ['fractional months', 1000, 5, 12.5],
    ['negative months', 1000, 5, -12],
  ])('rejects %s', (_label, p, rate, n) => {
    expect(() => monthlyPayment(p, rate, n)).toThrow(RangeError);
  });
});

function expectWellFormed(rows: readonly AmortizationRow[], principal: number) {
  let balance = Math.round(principal * 100);
  rows.forEach((row, index) => {
    expect(row.month).toBe(index + 1);
    for (const value of [row.payment, row.interest, row.principal, row.balance]) {
      expect(isWholeCents(value)).toBe(true);
    }
    expect(Math.round(row.payment * 100)).toBe(Math.round(row.interest * 100) + Math.round(row.principal * 100));
    balance -= Math.round(row.principal * 100);
    expect(Math.round(row.balance * 100)).toBe(balance);
  });
}

describe('amortizationSchedule', () => {
  it('works $1,000 at 12% over 3 months by hand', () => {
    // Interest is 1 % of the balance, rounded to the cent; the last payment clears what is left.
    expect(amortizationSchedule(1_000, 12, 3)).toEqual([
      { month: 1, payment: 340.02, interest: 10, principal: 330.02, balance: 669.98 },
      { month: 2, payment: 340.02, interest: 6.7, principal: 333.32, balance: 336.66 },
      { month: 3, payment: 340.03, interest: 3.37, principal: 336.66, balance: 0 },
    ]);
  });

  it('splits a zero-rate loan evenly and lets the last payment take the odd cent', () => {
    expect(amortizationSchedule(1_000, 0, 3)).toEqual([
      { month: 1, payment: 333.33, interest: 0, principal: 333.33, balance: 666.67 },
      { month: 2, payment: 333.33, interest: 0, principal: 333.33, balance: 333.34 },
      { month: 3, payment: 333.34, interest: 0, principal: 333.34, balance: 0 },
    ]);
  });

  it.each(CASES)('ends %s at %s%% over %s months at exactly 0, on time', (p, rate, n) => {
    const rows = amortizationSchedule(p, rate, n);
    const payment = monthlyPayment(p, rate, n);
    expectWellFormed(rows, p);
    expect(rows).toHaveLength(n);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(sumCents(rows.map((r) => r.principal))).toBe(p);
    rows.slice(0, -1).forEach((r) => expect(r.payment).toBe(payment));
    // The last payment absorbs at most ½ cent of payment rounding and ½ cent of interest rounding a month, compounded.
    const last = rows.at(-1)?.payment ?? 0;
    expect(Math.abs(last - payment)).toBeLessThanOrEqual(0.01 * accumulation(rate, n) + 0.01);
    expect(last).toBeGreaterThan(0);
  });

  it.each(CASES)('tracks the closed-form balance and interest for %s at %s%% over %s months', (p, rate, n) => {
    const rows = amortizationSchedule(p, rate, n);
    const r = rate / 1200;
    const a = monthlyPayment(p, rate, n);
    let previous = p;
    rows.slice(0, -1).forEach((row, index) => {
      const k = index + 1;
      // Balance after k payments of a: P(1+r)^k − a((1+r)^k − 1)/r; per-month interest rounding adds at most ½ cent a month.
      const growth = (1 + r) ** k;
      const closedForm = r === 0 ? p - a * k : p * growth - (a * (growth - 1)) / r;
      expect(Math.abs(row.balance - closedForm)).toBeLessThanOrEqual(0.005 * k * growth + 1e-6);
      expect(Math.abs(row.interest - previous * r)).toBeLessThanOrEqual(0.005 + 1e-9);
      previous = row.balance;
    });
    const totals = scheduleTotals(rows);
    const closedFormInterest = annuityPayment(p, rate, n) * n - p;
    expect(Math.abs(totals.totalInterest - closedFormInterest)).toBeLessThanOrEqual(0.01 * accumulation(rate, n));
  });

  it('returns no rows when nothing is owed', () => {
    expect(amortizationSchedule(0, 6.39, 120)).toEqual([]);
  });

  it('repays a $1 loan exactly, ending early because a cent a month is the least it can charge', () => {
    const rows = amortizationSchedule(1, 6.39, 120);
    expectWellFormed(rows, 1);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(rows.length).toBeLessThanOrEqual(120);
    expect(sumCents(rows.map((r) => r.principal))).toBe(1);
    rows.forEach((r) => expect(r.payment).toBeLessThanOrEqual(0.02));
    // Interest can only be charged while a half cent accrues: balance × 0.5325% ≥ 0.005 → balance ≥ $0.94.
    rows.filter((r) => r.interest > 0).forEach((r) => expect(r.interest).toBe(0.01));
  });

  it('repays $1 at 0% in 100 one-cent payments', () => {
    const rows = amortizationSchedule(1, 0, 120);
    expect(rows).toHaveLength(100);
    expect(rows.every((r) => r.payment === 0.01 && r.interest === 0)).toBe(true);
    expect(rows.at(-1)?.balance).toBe(0);
  });
});

describe('amortizeWithPayments', () => {
  it('uses each listed payment and makes the last month pay what is left', () => {
    expect(amortizeWithPayments(100, 0, [30, 30, 30, 30]).map((r) => r.payment)).toEqual([30, 30, 30, 10]);
    expect(amortizeWithPayments(100, 0, [10, 10]).map((r) => r.payment)).toEqual([10, 90]);
  });

  it('stops as soon as the balance is repaid', () => {
    const rows = amortizeWithPayments(100, 0, [50, 50, 50]);
    expect(rows.map((r) => r.payment)).toEqual([50, 50]);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it('lets the balance grow when a payment does not cover the interest', () => {
    const [first] = amortizeWithPayments(1_000, 12, [5, 5, 5]);
    expect(first).toEqual({ month: 1, payment: 5, interest: 10, principal: -5, balance: 1_005 });
  });

  it('matches amortizationSchedule when given the level payment', () => {
    const level = monthlyPayment(20_000, 6.39, 120);
    expect(
      amortizeWithPayments(
        20_000,
        6.39,
        Array.from({ length: 120 }, () => level),
      ),
    ).toEqual(amortizationSchedule(20_000, 6.39, 120));
  });

  it('rejects an empty or invalid payment list', () => {
    expect(() => amortizeWithPayments(100, 5, [])).toThrow(RangeError);
    expect(() => amortizeWithPayments(100, 5, [10, -1])).toThrow(RangeError);
    expect(() => amortizeWithPayments(100, 5, [Number.NaN])).toThrow(RangeError);
  });
});

describe('scheduleTotals', () => {
  it('adds the hand-worked schedule to the cent', () => {
    expect(scheduleTotals(amortizationSchedule(1_000, 12, 3))).toEqual({
      months: 3,
      totalPaid: 1_020.07,
      totalInterest: 20.07,
      totalPrincipal: 1_000,
    });
  });

  it('keeps total paid = principal + interest over 360 rows without float drift', () => {
    const totals = scheduleTotals(amortizationSchedule(250_000, 12, 360));
    expect(isWholeCents(totals.totalPaid)).toBe(true);
    expect(Math.round(totals.totalPaid * 100)).toBe(Math.round((250_000 + totals.totalInterest) * 100));
  });

  it('is all zeros for an empty schedule', () => {
    expect(scheduleTotals([])).toEqual({ months: 0, totalPaid: 0, totalInterest: 0, totalPrincipal: 0 });
  });
});

describe('weightedAverageRate', () => {
  it('weights each rate by its balance', () => {
    // (10,000 × 5 + 30,000 × 7) / 40,000 = 6.5
    expect(
      weightedAverageRate([
        { amount: 10_000, ratePercent: 5 },
        { amount: 30_000, ratePercent: 7 },
      ]),
    ).toBeCloseTo(6.5, 12);
    // Four years of undergraduate loans at 2022-23 … 2025-26 rates: (5,500×4.99 + 6,500×5.50 + 7,500×6.53 + 7,500×6.39) / 27,000
    expect(
      weightedAverageRate([
        { amount: 5_500, ratePercent: 4.99 },
        { amount: 6_500, ratePercent: 5.5 },
        { amount: 7_500, ratePercent: 6.53 },
        { amount: 7_500, ratePercent: 6.39 },
      ]),
    ).toBeCloseTo(160_095 / 27_000, 12);
  });

  it('returns the only rate, and ignores loans with nothing owed', () => {
    expect(weightedAverageRate([{ amount: 1, ratePercent: 8.94 }])).toBe(8.94);
    expect(
      weightedAverageRate([
        { amount: 5_000, ratePercent: 4 },
        { amount: 0, ratePercent: 20 },
      ]),
    ).toBe(4);
  });

  it('is 0 when nothing is owed', () => {
    expect(weightedAverageRate([])).toBe(0);
    expect(weightedAverageRate([{ amount: 0, ratePercent: 6 }])).toBe(0);
  });

  it('rejects negative amounts and rates', () => {
    expect(() => weightedAverageRate([{ amount: -1, ratePercent: 5 }])).toThrow(RangeError);
    expect(() => weightedAverageRate([{ amount: 1, ratePercent: -5 }])).toThrow(RangeError);
  });
});

describe('payoffDate', () => {
  const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  it.each([
    ['2026-07-01', 120, '2036-07-01'],
    ['2026-07-01', 360, '2056-07-01'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-12-15', 13, '2028-01-15'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2026-03-31', 11, '2027-02-28'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-02-28', 12, '2028-02-28'],
  ])('counts from %s forward %s months to %s', (start, months, expected) => {
    expect(payoffDate(utc(start), months).toISOString()).toBe(`${expected}T00:00:00.000Z`);
  });

  it('returns the start date (as a new object) for 0 months', () => {
    const start = utc('2026-07-01');
    const result = payoffDate(start, 0);
    expect(result).not.toBe(start);
    expect(result.getTime()).toBe(start.getTime());
  });

  it('keeps the UTC time of day, so a late-evening start in the Americas does not change month', () => {
    // 23:30 UTC on 31 Jan is still 31 Jan everywhere west of Greenwich; local-time arithmetic would drift.
    expect(payoffDate(new Date('2026-01-31T23:30:00.000Z'), 1).toISOString()).toBe('2026-02-28T23:30:00.000Z');
  });

  it('does not mutate the start date', () => {
    const start = utc('2026-01-31');
    payoffDate(start, 25);
    expect(start.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it.each([
    ['an invalid date', new Date('nope'), 12],
    ['negative months', utc('2026-07-01'), -1],
    ['fractional months', utc('2026-07-01'), 1.5],
  ])('rejects %s', (_label, start, months) => {
    expect(() => payoffDate(start, months)).toThrow(RangeError);
  });
});
