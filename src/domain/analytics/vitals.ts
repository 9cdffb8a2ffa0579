import type { WebVitalName } from './events';

/**
 * web.dev's thresholds: good at or below the first, poor above the second,
 * needs improvement between (LCP and INP in milliseconds, CLS unitless).
 */
export const VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
};

/** The largest value accepted per metric; anything above is junk, not a slow page. */
export const VITAL_MAX: Record<WebVitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: WebVitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/**
 * Vitals are rolled up as histograms: 10 ms buckets for LCP/INP, 0.001 for CLS.
 * Bucket b holds values in ((b-1)·width, b·width], so every threshold above is a
 * bucket edge and a bucket is never split between two ratings; the last bucket
 * holds everything above.
 */
export const VITAL_BUCKET_WIDTH: Record<WebVitalName, number> = { LCP: 10, INP: 10, CLS: 0.001 };
export const VITAL_LAST_BUCKET = 10_000;

export function vitalBucket(metric: WebVitalName, value: number): number {
  return Math.min(VITAL_LAST_BUCKET, Math.max(0, Math.ceil(value / VITAL_BUCKET_WIDTH[metric] - 1e-9)));
}

export interface HistogramBucket {
  bucket: number;
  count: number;
}

/**
 * The p-th percentile (0 < p ≤ 1) from a histogram, "nearest rank": the upper edge
 * of the bucket holding the ceil(p·n)-th value, so the estimate never flatters
 * (it is less than one bucket width above the exact value). Null without data.
 */
export function percentileFromHistogram(buckets: readonly HistogramBucket[], p: number, width: number): number | null {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const b of [...buckets].sort((a, c) => a.bucket - c.bucket)) {
    seen += b.count;
    if (seen >= rank) return roundTo(b.bucket * width, width);
  }
  return null;
}

/** Nearest-rank percentile of raw values; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1]!;
}

/** Share of samples rated good / needs improvement / poor, from a histogram. */
export function ratingShares(metric: WebVitalName, buckets: readonly HistogramBucket[]): Record<VitalRating, number> {
  const counts: Record<VitalRating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
  const width = VITAL_BUCKET_WIDTH[metric];
  for (const b of buckets) counts[vitalRating(metric, roundTo(b.bucket * width, width))] += b.count;
  const total = counts.good + counts['needs-improvement'] + counts.poor;
  if (total === 0) return counts;
  return { good: counts.good / total, 'needs-improvement': counts['needs-improvement'] / total, poor: counts.poor / total };
}

function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number(value.toFixed(decimals));
}
