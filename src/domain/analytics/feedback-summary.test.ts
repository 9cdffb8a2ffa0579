import { describe, expect, it } from 'vitest';
import { summarizeFeedback } from './feedback-summary';

describe('summarizeFeedback', () => {
  it('has null averages and zero counts for every label without feedback', () => {
    const summary = summarizeFeedback([]);
    expect(summary).toMatchObject({ count: 0, averageRating: null, averageUsefulness: null, averageWillingnessToPay: null });
    expect(summary.ratings.map((d) => d.label)).toEqual(['1 – Poor', '2 – Needs Work', '3 – Okay', '4 – Good', '5 – Excellent!']);
    expect(summary.usefulness.map((d) => d.label)).toEqual([
      '1-2 – Not useful',
      '3-4 – Slightly useful',
      '5-6 – Moderately useful',
      '7-8 – Very useful',
      '9-10 – Extremely useful',
    ]);
    expect(summary.categories).toHaveLength(9);
    expect(
      [...summary.ratings, ...summary.usefulness, ...summary.willingnessToPay, ...summary.categories].every((d) => d.count === 0),
    ).toBe(true);
  });

  it('weights averages by count and puts the band edges where the spec does', () => {
    const summary = summarizeFeedback([
      { rating: 5, usefulness: 10, willingnessToPay: 0, category: 'Other', count: 3 },
      { rating: 1, usefulness: 2, willingnessToPay: 10, category: 'Bug Report', count: 1 },
      { rating: 3, usefulness: 3, willingnessToPay: 11, category: 'Bug Report', count: 1 },
      { rating: 4, usefulness: 9, willingnessToPay: 25, category: 'Other', count: 1 },
      { rating: 4, usefulness: 8, willingnessToPay: 26, category: 'Other', count: 1 },
    ]);
    expect(summary.count).toBe(7);
    expect(summary.averageRating).toBeCloseTo(27 / 7);
    expect(summary.averageUsefulness).toBeCloseTo(52 / 7);
    expect(summary.averageWillingnessToPay).toBeCloseTo(72 / 7);
    expect(summary.ratings.map((d) => d.count)).toEqual([1, 0, 1, 2, 3]);
    expect(summary.usefulness.map((d) => d.count)).toEqual([1, 1, 0, 1, 4]);
    expect(summary.willingnessToPay.map((d) => d.count)).toEqual([3, 1, 2, 1]);
    expect(summary.categories.find((d) => d.label === 'Bug Report')?.count).toBe(2);
  });
});
