import { asc, eq, sql } from 'drizzle-orm';
import type { SyncedState } from '@domain/progress/local-state';
import type { Database } from '@server/db/client';
import { assessmentStates } from '@server/db/schema';
import { readProgress, toProgressDto } from '@server/shared/progress-state';

export { readProgress, toProgressDto };

/**
 * Merges a device's entries into the user's copy: per key, the newer
 * `updatedAt` wins, decided by PostgreSQL in one statement so two devices
 * syncing at once cannot interleave a read and a write. Returns the merged copy.
 *
 * Times in the future are brought back to now: a device whose clock runs
 * ahead would otherwise pin its value against every later change elsewhere.
 */
export async function mergeProgress(db: Database, userId: string, state: SyncedState, now = Date.now()): Promise<SyncedState> {
  const rows = Object.entries(state).flatMap(([key, entry]) =>
    entry ? [{ userId, key, value: entry.value, updatedAt: new Date(Math.min(entry.updatedAt, now)) }] : [],
  );
  if (rows.length > 0) {
    await db
      .insert(assessmentStates)
      .values(rows)
      .onConflictDoUpdate({
        target: [assessmentStates.userId, assessmentStates.key],
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`excluded.updated_at > ${assessmentStates.updatedAt}`,
      });
  }
  return readProgress(db, userId);
}

/** The user's stored progress for "export my data": every row as stored, times as ISO strings. */
export async function exportProgress(db: Database, userId: string) {
  const rows = await db
    .select({ key: assessmentStates.key, value: assessmentStates.value, updatedAt: assessmentStates.updatedAt })
    .from(assessmentStates)
    .where(eq(assessmentStates.userId, userId))
    .orderBy(asc(assessmentStates.key));
  return Object.fromEntries(rows.map((row) => [row.key, { value: row.value, updatedAt: row.updatedAt.toISOString() }]));
}
