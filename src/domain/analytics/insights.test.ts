import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInPeriod,
  feedbackFilterSchema,
  funnelRows,
  INSIGHTS_MESSAGES,
  presetPeriod,
  resolvePeriod,
  usageQuerySchema,
} from './insights';

describe('periods', () => {
  it('presets end today (UTC) and include it', () => {
    expect(presetPeriod(7, new Date('2026-03-01T23:59:59Z'))).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(daysInPeriod('2026-02-23', '2026-03-01')).toBe(7);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('accepts a preset or a full custom range of at most 366 days', () => {
    expect(usageQuerySchema.safeParse({ days: '30' }).success).toBe(true);
    expect(usageQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(usageQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(usageQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(usageQuerySchema.safeParse({}).success).toBe(false);
    expect(usageQuerySchema.safeParse({ days: '31' }).success).toBe(false);
  });

  it('parses feedback filters from the query string', () => {
    expect(feedbackFilterSchema.parse({ rating: '4', page: '2', q: '  quiz ' })).toEqual({ rating: 4, page: 2, q: 'quiz' });
    expect(feedbackFilterSchema.safeParse({ rating: '4.5' }).success).toBe(false);
  });

  it('names the rating and page that are out of range, and the period that is missing an end', () => {
    const messages = (input: Record<string, string>) =>
      feedbackFilterSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ rating: '4.5' })).toEqual([['rating', INSIGHTS_MESSAGES.rating]]);
    expect(messages({ rating: '9' })).toEqual([['rating', INSIGHTS_MESSAGES.rating]]);
    expect(messages({ page: '0' })).toEqual([['page', INSIGHTS_MESSAGES.page]]);
    expect(messages({ from: '2026-02-01', to: '2026-01-01' })).toEqual([['to', INSIGHTS_MESSAGES.order]]);
    expect(usageQuerySchema.safeParse({ from: '2026-01-01' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', INSIGHTS_MESSAGES.period],
    ]);
  });
});

describe('funnelRows', () => {
  it('gives each step its share of the first and of the previous step', () => {
    expect(
      funnelRows([
        { key: 'a', label: 'A', visitors: 200 },
        { key: 'b', label: 'B', visitors: 50 },
        { key: 'c', label: 'C', visitors: 0 },
        { key: 'd', label: 'D', visitors: 0 },
      ]),
    ).toEqual([
      { key: 'a', label: 'A', visitors: 200, ofFirst: 1, ofPrevious: null },
      { key: 'b', label: 'B', visitors: 50, ofFirst: 0.25, ofPrevious: 0.25 },
      { key: 'c', label: 'C', visitors: 0, ofFirst: 0, ofPrevious: 0 },
      { key: 'd', label: 'D', visitors: 0, ofFirst: 0, ofPrevious: null },
    ]);
  });

  it('has no shares without visitors', () => {
    expect(funnelRows([{ key: 'a', label: 'A', visitors: 0 }])[0]).toMatchObject({ ofFirst: null, ofPrevious: null });
    expect(funnelRows([])).toEqual([]);
  });
});
