import { describe, expect, it } from 'vitest';
import { percentile, percentileFromHistogram, ratingShares, VITAL_LAST_BUCKET, vitalBucket, vitalRating } from './vitals';

describe('vitalRating (web.dev thresholds)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2500.1, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4000.1, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.1001, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.2501, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });
});

describe('vitalBucket', () => {
  it('puts each threshold at the top of its bucket, so a bucket never straddles two ratings', () => {
    expect(vitalBucket('LCP', 0)).toBe(0);
    expect(vitalBucket('LCP', 2490.5)).toBe(250);
    expect(vitalBucket('LCP', 2500)).toBe(250);
    expect(vitalBucket('LCP', 2500.01)).toBe(251);
    expect(vitalBucket('CLS', 0.1)).toBe(100);
    expect(vitalBucket('CLS', 0.1004)).toBe(101);
    expect(vitalBucket('INP', 1e6)).toBe(VITAL_LAST_BUCKET);
  });
});

describe('percentiles', () => {
  it('nearest rank of raw values', () => {
    expect(percentile([], 0.75)).toBeNull();
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5], 0.75)).toBe(4);
  });

  it('from a histogram: the upper edge of the bucket holding the nearest rank, in any bucket order', () => {
    expect(percentileFromHistogram([], 0.75, 10)).toBeNull();
    expect(percentileFromHistogram([{ bucket: 5, count: 0 }], 0.75, 10)).toBeNull();
    const buckets = [
      { bucket: 300, count: 1 },
      { bucket: 100, count: 2 },
      { bucket: 200, count: 1 },
    ];
    expect(percentileFromHistogram(buckets, 0.5, 10)).toBe(1000);
    expect(percentileFromHistogram(buckets, 0.75, 10)).toBe(2000);
    expect(percentileFromHistogram(buckets, 1, 10)).toBe(3000);
    expect(percentileFromHistogram([{ bucket: 51, count: 3 }], 0.75, 0.001)).toBe(0.051);
  });

  it('agrees with the raw percentile within one bucket width', () => {
    const values = Array.from({ length: 997 }, (_, i) => ((i * 7919) % 5000) + 0.5);
    const counts = new Map<number, number>();
    for (const value of values) counts.set(vitalBucket('LCP', value), (counts.get(vitalBucket('LCP', value)) ?? 0) + 1);
    const estimate = percentileFromHistogram(
      [...counts].map(([bucket, count]) => ({ bucket, count })),
      0.75,
      10,
    )!;
    const exact = percentile(values, 0.75)!;
    expect(estimate).toBeGreaterThanOrEqual(exact);
    expect(estimate - exact).toBeLessThan(10);
  });

  it('shares of good / needs improvement / poor', () => {
    expect(ratingShares('INP', [])).toEqual({ good: 0, 'needs-improvement': 0, poor: 0 });
    expect(
      ratingShares('INP', [
        { bucket: vitalBucket('INP', 200), count: 2 },
        { bucket: vitalBucket('INP', 200.5), count: 1 },
        { bucket: vitalBucket('INP', 900), count: 1 },
      ]),
    ).toEqual({ good: 0.5, 'needs-improvement': 0.25, poor: 0.25 });
  });
});
