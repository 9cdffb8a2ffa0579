import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { FEEDBACK_CATEGORIES, MAX_RATING, MIN_RATING } from '../feedback/schemas';

/** Rollups are kept for 25 months; a report covers at most a year. */
export const MAX_PERIOD_DAYS = 366;
export const PRESET_PERIODS = [7, 30, 90] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The filters' error codes, the same in the admin's form and in the server's 400; the catalogs word them. */
export const INSIGHTS_MESSAGES = {
  date: 'analytics.date',
  order: 'analytics.order',
  tooLong: 'analytics.tooLong',
  period: 'analytics.period',
  category: 'analytics.category',
  rating: 'analytics.rating',
  search: 'analytics.search',
  page: 'analytics.page',
} as const satisfies Record<string, ErrorCode>;

const isoDay = z.iso.date({ error: INSIGHTS_MESSAGES.date });

/** UTC calendar day of a date, as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Number of days from `from` to `to`, both included. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` UTC days up to and including today. */
export function presetPeriod(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = utcDay(today);
  return { from: addDays(to, -(days - 1)), to };
}

/** GET /api/admin/insights/usage: `days` (7, 30, 90), or `from` and `to` (UTC days, inclusive). */
export const usageQuerySchema = z
  .object({
    days: z.optional(z.enum(['7', '30', '90'], { error: INSIGHTS_MESSAGES.period })),
    from: z.optional(isoDay),
    to: z.optional(isoDay),
  })
  .check((ctx) => {
    const { days, from, to } = ctx.value;
    if (days !== undefined) return;
    if (!from || !to) {
      ctx.issues.push({ code: 'custom', message: INSIGHTS_MESSAGES.period, path: [from ? 'to' : 'from'], input: ctx.value });
      return;
    }
    if (from > to) ctx.issues.push({ code: 'custom', message: INSIGHTS_MESSAGES.order, path: ['to'], input: ctx.value });
    else if (daysInPeriod(from, to) > MAX_PERIOD_DAYS)
      ctx.issues.push({ code: 'custom', message: INSIGHTS_MESSAGES.tooLong, path: ['to'], input: ctx.value });
  });
export type UsageQuery = z.output<typeof usageQuerySchema>;

export function resolvePeriod(query: UsageQuery, today: Date = new Date()): { from: string; to: string } {
  if (query.days) return presetPeriod(Number(query.days), today);
  return { from: query.from!, to: query.to! };
}

const optionalInt = (min: number, max: number, message: string) =>
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d+$/, message)), z.transform(Number)),
      z.int().check(z.minimum(min, message), z.maximum(max, message)),
    ),
  );

export const FEEDBACK_PAGE_SIZE = 20;

/** Filters of the feedback list (and its CSV export). Dates are UTC days, inclusive. */
export const feedbackFilterSchema = z
  .object({
    category: z.optional(z.enum(FEEDBACK_CATEGORIES, { error: INSIGHTS_MESSAGES.category })),
    rating: optionalInt(MIN_RATING, MAX_RATING, INSIGHTS_MESSAGES.rating),
    from: z.optional(isoDay),
    to: z.optional(isoDay),
    q: z.optional(z.string().check(z.trim(), z.maxLength(200, INSIGHTS_MESSAGES.search))),
    page: optionalInt(1, 100_000, INSIGHTS_MESSAGES.page),
  })
  .check((ctx) => {
    const { from, to } = ctx.value;
    if (from && to && from > to) ctx.issues.push({ code: 'custom', message: INSIGHTS_MESSAGES.order, path: ['to'], input: ctx.value });
  });
export type FeedbackFilter = z.output<typeof feedbackFilterSchema>;

export interface FunnelRow {
  key: string;
  label: string;
  visitors: number;
  /** Share of the first step's visitors, 0-1; null when nobody visited. */
  ofFirst: number | null;
  /** Share of the previous step's visitors, 0-1; null for the first step or an empty previous step. */
  ofPrevious: number | null;
}

/** Conversion of each step against the first and the previous step. */
export function funnelRows(steps: readonly { key: string; label: string; visitors: number }[]): FunnelRow[] {
  const first = steps[0]?.visitors ?? 0;
  return steps.map((step, index) => {
    const previous = index === 0 ? 0 : steps[index - 1]!.visitors;
    return {
      ...step,
      ofFirst: first > 0 ? step.visitors / first : null,
      ofPrevious: index > 0 && previous > 0 ? step.visitors / previous : null,
    };
  });
}
