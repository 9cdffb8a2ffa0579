import { asc, eq, sql } from 'drizzle-orm';
import { isSyncedKey, syncedStateSchema, type SyncedState } from '@domain/progress/local-state';
import type { Database } from '@server/db/client';
import { assessmentStates } from '@server/db/schema';

type AssessmentStateRow = typeof assessmentStates.$inferSelect;

/**
 * Rows → the sync payload (`{ [key]: { value, updatedAt: ms } }`). A row that
 * no longer fits its key's schema is left out rather than failing the whole
 * read: the client then keeps its own copy and overwrites the row on its next change.
 */
export function toProgressDto(rows: Pick<AssessmentStateRow, 'key' | 'value' | 'updatedAt'>[]): SyncedState {
  const state: SyncedState = {};
  for (const row of rows) {
    if (!isSyncedKey(row.key)) continue;
    const entry = syncedStateSchema.shape[row.key].safeParse({ value: row.value, updatedAt: row.updatedAt.getTime() });
    if (entry.success && entry.data) Object.assign(state, { [row.key]: entry.data });
  }
  return state;
}

export async function readProgress(db: Database, userId: string): Promise<SyncedState> {
  const rows = await db
    .select({ key: assessmentStates.key, value: assessmentStates.value, updatedAt: assessmentStates.updatedAt })
    .from(assessmentStates)
    .where(eq(assessmentStates.userId, userId));
  return toProgressDto(rows);
}

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
