import { describe, expect, it } from 'vitest';
import { rateForDate } from './payment-share';

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
