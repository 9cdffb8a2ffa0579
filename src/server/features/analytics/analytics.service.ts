import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { funnelBits } from '@domain/analytics/events';
import type { AnalyticsBatch } from '@domain/analytics/schemas';
import { utcDay } from '@domain/analytics/insights';
import { vitalBucket } from '@domain/analytics/vitals';
import type { Database, Transaction } from '@server/db/client';
import {
  analyticsDailyCounts,
  analyticsDailyFunnel,
  analyticsEvents,
  analyticsSalts,
  analyticsVisitorDays,
  analyticsVitalBuckets,
} from '@server/db/schema';

/** Raw events older than this are deleted; the daily rollups stay longer (ADR 0008, privacy policy). */
export const RAW_EVENT_RETENTION_DAYS = 90;
export const ROLLUP_RETENTION_MONTHS = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return utcDay(date);
}

/** What identifies a visitor for one day only; never stored. */
export interface VisitorSource {
  ip: string;
  userAgent: string;
  site: string;
}

/**
 * Today's salt: random, created by the first event of the UTC day. Creating it
 * also deletes every older salt and the previous days' visitor rows, so a hash
 * can never be recomputed or linked across days, and sweeps data past its
 * retention (once a day, so ingestion stays cheap).
 */
async function dailySalt(tx: Transaction, day: string): Promise<string> {
  const created = await tx
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: analyticsSalts.salt });
  if (created[0]) {
    await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    await tx.delete(analyticsVisitorDays).where(lt(analyticsVisitorDays.day, day));
    await tx
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.occurredAt, new Date(Date.parse(`${day}T00:00:00Z`) - RAW_EVENT_RETENTION_DAYS * DAY_MS)));
    const oldestRollupDay = addMonths(day, -ROLLUP_RETENTION_MONTHS);
    await tx.delete(analyticsDailyCounts).where(lt(analyticsDailyCounts.day, oldestRollupDay));
    await tx.delete(analyticsDailyFunnel).where(lt(analyticsDailyFunnel.day, oldestRollupDay));
    await tx.delete(analyticsVitalBuckets).where(lt(analyticsVitalBuckets.day, oldestRollupDay));
    return created[0].salt;
  }
  const [row] = await tx.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row!.salt;
}

/** HMAC(salt, ip + user agent + site), as Plausible does; the inputs are not kept. */
export function visitorHash(salt: string, source: VisitorSource): string {
  return createHmac('sha256', salt).update(`${source.ip}\n${source.userAgent}\n${source.site}`).digest('base64url').slice(0, 22);
}

/** Adds `count` to a map entry keyed by the joined parts. */
function tally(map: Map<string, number>, key: string, count = 1) {
  map.set(key, (map.get(key) ?? 0) + count);
}

/**
 * Rows in one order for every batch: concurrent upserts then lock shared rows
 * in the same order and cannot deadlock each other.
 */
function sortedEntries(map: Map<string, number>): [string, number][] {
  return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Stores one batch and keeps the rollups the insights page reads, all in one
 * transaction: the batch counts fully or not at all.
 */
export async function ingestEvents(db: Database, source: VisitorSource, batch: AnalyticsBatch, now: Date = new Date()): Promise<void> {
  const day = utcDay(now);
  const counts = new Map<string, number>();
  const vitals = new Map<string, number>();
  let bits = 0;
  for (const event of batch.events) {
    tally(counts, JSON.stringify([event.name, event.path]));
    bits |= funnelBits(event.name);
    if (event.name === 'web_vital') tally(vitals, JSON.stringify([event.props.metric, vitalBucket(event.props.metric, event.props.value)]));
  }

  await db.transaction(async (tx) => {
    const hash = visitorHash(await dailySalt(tx, day), source);

    await tx.insert(analyticsEvents).values(
      batch.events.map((event) => ({
        occurredAt: now,
        name: event.name,
        path: event.path,
        props: 'props' in event ? event.props : null,
      })),
    );

    await tx
      .insert(analyticsDailyCounts)
      .values(
        sortedEntries(counts).map(([key, count]) => {
          const [name, path] = JSON.parse(key) as [string, string];
          return { day, name, path, count };
        }),
      )
      .onConflictDoUpdate({
        target: [analyticsDailyCounts.day, analyticsDailyCounts.name, analyticsDailyCounts.path],
        set: { count: sql`${analyticsDailyCounts.count} + excluded.count` },
      });

    if (vitals.size > 0) {
      await tx
        .insert(analyticsVitalBuckets)
        .values(
          sortedEntries(vitals).map(([key, count]) => {
            const [metric, bucket] = JSON.parse(key) as [string, number];
            return { day, metric, bucket, count };
          }),
        )
        .onConflictDoUpdate({
          target: [analyticsVitalBuckets.day, analyticsVitalBuckets.metric, analyticsVitalBuckets.bucket],
          set: { count: sql`${analyticsVitalBuckets.count} + excluded.count` },
        });
    }

    // Lock the visitor's row for the day so concurrent batches count each newly reached step once.
    await tx.insert(analyticsVisitorDays).values({ day, visitorHash: hash, steps: 0 }).onConflictDoNothing();
    const [visitor] = await tx
      .select({ steps: analyticsVisitorDays.steps })
      .from(analyticsVisitorDays)
      .where(and(eq(analyticsVisitorDays.day, day), eq(analyticsVisitorDays.visitorHash, hash)))
      .for('update');
    const newSteps = bits & ~(visitor?.steps ?? 0);
    if (newSteps === 0) return;
    await tx
      .update(analyticsVisitorDays)
      .set({ steps: sql`${analyticsVisitorDays.steps} | ${newSteps}` })
      .where(and(eq(analyticsVisitorDays.day, day), eq(analyticsVisitorDays.visitorHash, hash)));
    const reached = [...Array(31).keys()].filter((step) => newSteps & (1 << step));
    await tx
      .insert(analyticsDailyFunnel)
      .values(reached.map((step) => ({ day, step, visitors: 1 })))
      .onConflictDoUpdate({
        target: [analyticsDailyFunnel.day, analyticsDailyFunnel.step],
        set: { visitors: sql`${analyticsDailyFunnel.visitors} + 1` },
      });
  });
}
