import { describe, expect, it } from 'vitest';
import { rateForDate, standardPaymentShare } from './payment-share';

describe('standardPaymentShare', () => {
  it('gives the published 10-year payment ($10,000 at 6.8 % is $115.08) and its share of income', () => {
    const result = standardPaymentShare(10_000, 6.8, 2000);
    expect(result?.monthlyPayment).toBe(115.08);
    expect(result?.shareOfIncome).toBeCloseTo(0.05754, 5);
  });

  it('matches the closed-form payment at the 2025-26 undergraduate rate', () => {
    const r = 6.39 / 100 / 12;
    const exact = (45_000 * r) / (1 - (1 + r) ** -120);
    const result = standardPaymentShare(45_000, 6.39, 5000);
    expect(result?.monthlyPayment).toBe(Math.round(exact * 100) / 100);
    expect(result?.shareOfIncome).toBeCloseTo(exact / 5000, 4);
  });

  it('owes nothing on no debt', () => {
    expect(standardPaymentShare(0, 6.39, 3000)).toEqual({ monthlyPayment: 0, shareOfIncome: 0 });
  });

  it('has no share without a usable income', () => {
    expect(standardPaymentShare(10_000, 6.8, 0)?.shareOfIncome).toBeNull();
    expect(standardPaymentShare(10_000, 6.8, null)?.shareOfIncome).toBeNull();
    expect(standardPaymentShare(10_000, 6.8, -100)?.shareOfIncome).toBeNull();
  });

  it('is null without a usable debt figure', () => {
    expect(standardPaymentShare(null, 6.8, 3000)).toBeNull();
    expect(standardPaymentShare(undefined, 6.8, 3000)).toBeNull();
    expect(standardPaymentShare(-1, 6.8, 3000)).toBeNull();
    expect(standardPaymentShare(Number.NaN, 6.8, 3000)).toBeNull();
  });
});

describe('rateForDate', () => {
  const rates = [
    { firstDisbursedFrom: '2024-07-01', firstDisbursedBefore: '2025-07-01', id: '2024-25' },
    { firstDisbursedFrom: '2025-07-01', firstDisbursedBefore: '2026-07-01', id: '2025-26' },
  ];

  it("picks the entry covering the day, its first day included and the next year's first day excluded", () => {
    expect(rateForDate(rates, '2025-06-30')).toEqual({ rate: rates[0], coversToday: true });
    expect(rateForDate(rates, '2025-07-01')).toEqual({ rate: rates[1], coversToday: true });
    expect(rateForDate(rates, '2026-06-30')).toEqual({ rate: rates[1], coversToday: true });
  });

  it('falls back to the latest earlier entry when the new year is not in the data yet', () => {
    expect(rateForDate(rates, '2026-07-01')).toEqual({ rate: rates[1], coversToday: false });
    expect(rateForDate([...rates].reverse(), '2030-01-01')?.rate.id).toBe('2025-26');
  });

  it('has nothing for a day before every entry', () => {
    expect(rateForDate(rates, '2024-06-30')).toBeUndefined();
    expect(rateForDate([], '2025-01-01')).toBeUndefined();
  });
});
