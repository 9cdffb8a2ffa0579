import { eq } from 'drizzle-orm';
import { isSyncedKey, syncedStateSchema, type SyncedState } from '@domain/progress/local-state';
import type { Database } from '@server/db/client';
import { assessmentStates } from '@server/db/schema';

/*
 * The read side of a signed-in user's synced assessment state (progress, quiz results, financial
 * expectations), shared by the feature that owns it (features/progress: sync and export) and the
 * features that show it to someone the student allowed (features/family).
 */

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
