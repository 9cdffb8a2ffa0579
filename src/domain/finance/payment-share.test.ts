import { describe, expect, it } from 'vitest';
import { assessMajorDebt, COSTLY_MAJOR_RATIO, rateForDate, standardPaymentShare } from './payment-share';

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

describe('assessMajorDebt', () => {
  it('takes the costly line from the grade table: the top of B+ (1.05)', () => {
    expect(COSTLY_MAJOR_RATIO).toBe(1.05);
  });

  it('keeps a ratio of exactly 1.05 as not costly (B+) and flags anything above (B)', () => {
    const at = assessMajorDebt(42_000, 40_000);
    expect(at.status).toBe('ok');
    expect(at.ratio).toBeCloseTo(1.05, 10);
    expect(at.grade.grade).toBe('B+');
    const above = assessMajorDebt(42_004, 40_000);
    expect(above.status).toBe('costly');
    expect(above.grade.grade).toBe('B');
  });

  it('grades typical debt against typical earnings on the spec table', () => {
    // 23,400 / 60,000 = 0.39 → A+
    expect(assessMajorDebt(23_400, 60_000)).toMatchObject({ status: 'ok', grade: { grade: 'A+', risk: 'Very Low' } });
    // 24,000 / 60,000 = 0.4 → A
    expect(assessMajorDebt(24_000, 60_000).grade.grade).toBe('A');
    // 3.15 × earnings → F
    expect(assessMajorDebt(31_500, 10_000)).toMatchObject({ status: 'costly', grade: { grade: 'F', risk: 'Extreme' } });
  });

  it('is "not reported" when either figure is missing, never a 0', () => {
    for (const [debt, earnings] of [
      [null, 50_000],
      [20_000, null],
      [undefined, undefined],
      [20_000, 0],
    ] as const) {
      expect(assessMajorDebt(debt, earnings)).toEqual({
        status: 'not-reported',
        ratio: null,
        grade: { grade: 'N/A', risk: null, debtToIncome: null },
      });
    }
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
