import { and, count, desc, eq, gte, ilike, lt, lte, ne, or, sum, type SQL } from 'drizzle-orm';
import { FUNNEL_STEPS, WEB_VITALS } from '@domain/analytics/events';
import { summarizeFeedback, type FeedbackSummary } from '@domain/analytics/feedback-summary';
import { addDays, daysInPeriod, FEEDBACK_PAGE_SIZE, funnelRows, type FeedbackFilter, type FunnelRow } from '@domain/analytics/insights';
import { toCsv } from '@domain/analytics/csv';
import { percentileFromHistogram, ratingShares, VITAL_BUCKET_WIDTH, vitalRating, type VitalRating } from '@domain/analytics/vitals';
import { ratingLabel, usefulnessLabel, willingnessToPayLabel } from '@domain/feedback/labels';
import type { Database } from '@server/db/client';
import { analyticsDailyCounts, analyticsDailyFunnel, analyticsVitalBuckets, feedback } from '@server/db/schema';

export interface Period {
  from: string;
  to: string;
}

export interface VitalSummary {
  metric: (typeof WEB_VITALS)[number];
  samples: number;
  /** p75 (nearest rank, bucket upper edge); null without samples. */
  p75: number | null;
  rating: VitalRating | null;
  shares: Record<VitalRating, number>;
}

export interface UsageInsights {
  period: Period;
  totals: { visitors: number; pageViews: number };
  daily: { day: string; visitors: number; pageViews: number }[];
  funnel: FunnelRow[];
  topPages: { path: string; views: number }[];
  events: { name: string; count: number }[];
  vitals: VitalSummary[];
}

export const TOP_PAGES = 10;

const asNumber = (value: string | number | null) => Number(value ?? 0);

/** The six rollup queries behind the usage report (named, so the bench can time each one). */
export function usageQueries(db: Database, period: Period) {
  const countsIn = and(gte(analyticsDailyCounts.day, period.from), lte(analyticsDailyCounts.day, period.to));
  return {
    visitorsByDay: db
      .select({ day: analyticsDailyFunnel.day, visitors: analyticsDailyFunnel.visitors })
      .from(analyticsDailyFunnel)
      .where(and(eq(analyticsDailyFunnel.step, 0), gte(analyticsDailyFunnel.day, period.from), lte(analyticsDailyFunnel.day, period.to))),
    viewsByDay: db
      .select({ day: analyticsDailyCounts.day, views: sum(analyticsDailyCounts.count) })
      .from(analyticsDailyCounts)
      .where(and(countsIn, eq(analyticsDailyCounts.name, 'page_view')))
      .groupBy(analyticsDailyCounts.day),
    funnel: db
      .select({ step: analyticsDailyFunnel.step, visitors: sum(analyticsDailyFunnel.visitors) })
      .from(analyticsDailyFunnel)
      .where(and(gte(analyticsDailyFunnel.day, period.from), lte(analyticsDailyFunnel.day, period.to)))
      .groupBy(analyticsDailyFunnel.step),
    topPages: db
      .select({ path: analyticsDailyCounts.path, views: sum(analyticsDailyCounts.count) })
      .from(analyticsDailyCounts)
      .where(and(countsIn, eq(analyticsDailyCounts.name, 'page_view')))
      .groupBy(analyticsDailyCounts.path)
      .orderBy(desc(sum(analyticsDailyCounts.count)), analyticsDailyCounts.path)
      .limit(TOP_PAGES),
    events: db
      .select({ name: analyticsDailyCounts.name, count: sum(analyticsDailyCounts.count) })
      .from(analyticsDailyCounts)
      .where(and(countsIn, ne(analyticsDailyCounts.name, 'page_view'), ne(analyticsDailyCounts.name, 'web_vital')))
      .groupBy(analyticsDailyCounts.name)
      .orderBy(analyticsDailyCounts.name),
    vitalBuckets: db
      .select({ metric: analyticsVitalBuckets.metric, bucket: analyticsVitalBuckets.bucket, count: sum(analyticsVitalBuckets.count) })
      .from(analyticsVitalBuckets)
      .where(and(gte(analyticsVitalBuckets.day, period.from), lte(analyticsVitalBuckets.day, period.to)))
      .groupBy(analyticsVitalBuckets.metric, analyticsVitalBuckets.bucket),
  };
}

/** Everything the usage half of /admin/insights shows, read from the daily rollups only. */
export async function usageInsights(db: Database, period: Period): Promise<UsageInsights> {
  const queries = usageQueries(db, period);
  const [visitorsByDay, viewsByDay, funnel, topPages, events, vitalBuckets] = await Promise.all([
    queries.visitorsByDay,
    queries.viewsByDay,
    queries.funnel,
    queries.topPages,
    queries.events,
    queries.vitalBuckets,
  ]);

  const visitorsOn = new Map(visitorsByDay.map((row) => [row.day, row.visitors]));
  const viewsOn = new Map(viewsByDay.map((row) => [row.day, asNumber(row.views)]));
  const daily = Array.from({ length: daysInPeriod(period.from, period.to) }, (_, index) => {
    const day = addDays(period.from, index);
    return { day, visitors: visitorsOn.get(day) ?? 0, pageViews: viewsOn.get(day) ?? 0 };
  });
  const reached = new Map(funnel.map((row) => [row.step, asNumber(row.visitors)]));

  return {
    period,
    totals: { visitors: daily.reduce((total, d) => total + d.visitors, 0), pageViews: daily.reduce((total, d) => total + d.pageViews, 0) },
    daily,
    funnel: funnelRows(FUNNEL_STEPS.map((step, index) => ({ key: step.key, label: step.label, visitors: reached.get(index) ?? 0 }))),
    topPages: topPages.map((row) => ({ path: row.path, views: asNumber(row.views) })),
    events: events.map((row) => ({ name: row.name, count: asNumber(row.count) })),
    vitals: WEB_VITALS.map((metric) => {
      const buckets = vitalBuckets
        .filter((row) => row.metric === metric)
        .map((row) => ({ bucket: row.bucket, count: asNumber(row.count) }));
      const p75 = percentileFromHistogram(buckets, 0.75, VITAL_BUCKET_WIDTH[metric]);
      return {
        metric,
        samples: buckets.reduce((total, b) => total + b.count, 0),
        p75,
        rating: p75 === null ? null : vitalRating(metric, p75),
        shares: ratingShares(metric, buckets),
      };
    }),
  };
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

function feedbackConditions(filter: FeedbackFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(feedback.category, filter.category));
  if (filter.rating) conditions.push(eq(feedback.rating, filter.rating));
  if (filter.from) conditions.push(gte(feedback.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(feedback.createdAt, new Date(`${addDays(filter.to, 1)}T00:00:00Z`)));
  if (filter.q) {
    const pattern = escapeLike(filter.q);
    conditions.push(or(ilike(feedback.message, pattern), ilike(feedback.currentTools, pattern), ilike(feedback.featureRequests, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

type FeedbackRow = typeof feedback.$inferSelect;

/** An admin's view of one feedback: the answers, the contact e-mail and who sent it. */
function toAdminFeedbackDto(row: FeedbackRow) {
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    rating: row.rating,
    category: row.category,
    message: row.message,
    usefulness: row.usefulness,
    currentTools: row.currentTools,
    featureRequests: row.featureRequests,
    willingness_to_pay: row.willingnessToPay,
    email: row.email,
    userEmail: row.userEmail,
  };
}
export type AdminFeedbackDto = ReturnType<typeof toAdminFeedbackDto>;

export interface FeedbackInsights {
  items: AdminFeedbackDto[];
  page: number;
  pageSize: number;
  total: number;
  summary: FeedbackSummary;
}

/** A page of feedback (newest first) and the summary of everything the filter matches. */
export async function feedbackInsights(db: Database, filter: FeedbackFilter): Promise<FeedbackInsights> {
  const where = feedbackConditions(filter);
  const page = filter.page ?? 1;
  const [rows, groups] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(FEEDBACK_PAGE_SIZE)
      .offset((page - 1) * FEEDBACK_PAGE_SIZE),
    db
      .select({
        rating: feedback.rating,
        usefulness: feedback.usefulness,
        willingnessToPay: feedback.willingnessToPay,
        category: feedback.category,
        count: count(),
      })
      .from(feedback)
      .where(where)
      .groupBy(feedback.rating, feedback.usefulness, feedback.willingnessToPay, feedback.category),
  ]);
  const summary = summarizeFeedback(groups);
  return { items: rows.map(toAdminFeedbackDto), page, pageSize: FEEDBACK_PAGE_SIZE, total: summary.count, summary };
}

/** More than any school will collect; keeps one export from holding the server for long. */
export const CSV_ROW_LIMIT = 50_000;

export const FEEDBACK_CSV_HEADER = [
  'timestamp',
  'rating',
  'rating_label',
  'usefulness',
  'usefulness_band',
  'willingness_to_pay',
  'willingness_to_pay_label',
  'category',
  'message',
  'currentTools',
  'featureRequests',
  'email',
  'userEmail',
] as const;

/** The filtered feedback as CSV, oldest first; anonymous senders show as "anonymous". */
export async function feedbackCsv(db: Database, filter: FeedbackFilter): Promise<string> {
  const rows = await db
    .select()
    .from(feedback)
    .where(feedbackConditions(filter))
    .orderBy(feedback.createdAt, feedback.id)
    .limit(CSV_ROW_LIMIT);
  return toCsv([
    FEEDBACK_CSV_HEADER,
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.rating,
      ratingLabel(row.rating),
      row.usefulness,
      usefulnessLabel(row.usefulness),
      row.willingnessToPay,
      willingnessToPayLabel(row.willingnessToPay),
      row.category,
      row.message,
      row.currentTools,
      row.featureRequests,
      row.email,
      row.userEmail ?? 'anonymous',
    ]),
  ]);
}
