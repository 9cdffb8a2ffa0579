import { bigint, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics (ADR 0008). Raw events carry no visitor identifier at
 * all: no IP, no user agent, no account, no hash. Unique visitors are counted
 * with a per-day hash whose salt is random, kept only for its UTC day, and
 * deleted afterwards, so yesterday's hashes can no longer be linked to anyone.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/** Raw events, kept 90 days; BRIN on time because rows arrive in time order. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    name: text().notNull(),
    path: text().notNull(),
    props: jsonb().$type<Record<string, string | number>>(),
  },
  (t) => [index('analytics_events_occurred_at_brin').using('brin', t.occurredAt)],
);

/** Rollup kept on ingest: events per UTC day, event name and path (page views are `page_view`). */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    path: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.path] })],
);

/**
 * Which funnel steps each visitor reached on a day (a bit mask): counts a
 * visitor and a step once per day. Rows are deleted once their day is over
 * and the counts are in analytics_daily_funnel.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
    steps: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/** Rollup: visitors who reached each funnel step per UTC day (step 0 = any visit = unique visitors). */
export const analyticsDailyFunnel = pgTable(
  'analytics_daily_funnel',
  {
    day: date({ mode: 'string' }).notNull(),
    step: smallint().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.step] })],
);

/** Rollup: web-vitals histograms per UTC day and metric (bucket widths in src/domain/analytics/vitals.ts). */
export const analyticsVitalBuckets = pgTable(
  'analytics_vital_buckets',
  {
    day: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    bucket: integer().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.bucket] })],
);
