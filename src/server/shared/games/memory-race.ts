import { randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { MAX_MEMORY_SEED } from '@domain/cognitive/memory-race';
import type { MemoryRaceIssue } from '@domain/cognitive/memory-race-issue';
import { MAX_GAME_MS, memoryRaceIssuedIssues, type MemoryRaceSubmission } from '@domain/leaderboard/submission';
import type { Database, Transaction } from '@server/db/client';
import { memoryRaceSequences } from '@server/db/schema';
import { AppError, conflict } from '@server/http/errors';

// Shared by cognitive, which issues a scored game's seed, and the leaderboard, which claims it with the score.

export const MEMORY_RACE_MESSAGES = {
  unknown: 'Waypoint did not send you this Memory Race game',
  expired: 'This Memory Race game was sent more than two hours ago',
  used: 'This Memory Race game is already on the leaderboard.',
} as const;

/** Issued seeds are kept a day, long after the two hours a game may take; older ones are removed as new ones are issued. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A scored Memory Race game's seed, remembered with the player and the time it was issued. */
export async function issueMemoryRace(db: Database, userId: string): Promise<MemoryRaceIssue> {
  await db
    .delete(memoryRaceSequences)
    .where(and(eq(memoryRaceSequences.userId, userId), lt(memoryRaceSequences.issuedAt, new Date(Date.now() - KEEP_MS))));
  const [row] = await db
    .insert(memoryRaceSequences)
    .values({ userId, seed: randomInt(0, MAX_MEMORY_SEED + 1) })
    .returning();
  return { id: row!.id, seed: row!.seed, issuedAt: row!.issuedAt.toISOString() };
}

const fieldError = (field: string, message: string) => new AppError(400, 'validation_failed', message, { [field]: message });

/**
 * Inside the submission's transaction: the game must use a seed issued to
 * this player, not used before and at most two hours old; its rounds must
 * show that seed's digits; and the database's clock must have moved on since
 * the issue by at least what the digits take to show and type. The seed is
 * then marked used, so one game goes on the leaderboard once.
 */
export async function claimMemoryRace(tx: Transaction, userId: string, play: MemoryRaceSubmission): Promise<void> {
  const [row] = await tx
    .select({
      seed: memoryRaceSequences.seed,
      usedAt: memoryRaceSequences.usedAt,
      // Both times from the database's clock, so app servers with drifting clocks agree.
      elapsedMs: sql<number>`(extract(epoch from (clock_timestamp() - ${memoryRaceSequences.issuedAt})) * 1000)::float8`,
    })
    .from(memoryRaceSequences)
    .where(and(eq(memoryRaceSequences.id, play.sequenceId), eq(memoryRaceSequences.userId, userId)))
    .for('update');
  if (!row) throw fieldError('sequenceId', MEMORY_RACE_MESSAGES.unknown);
  if (row.usedAt) throw conflict(MEMORY_RACE_MESSAGES.used);
  if (row.elapsedMs > MAX_GAME_MS) throw fieldError('sequenceId', MEMORY_RACE_MESSAGES.expired);
  const issues = memoryRaceIssuedIssues(play, { seed: row.seed, elapsedMs: row.elapsedMs });
  if (issues.length > 0) {
    const fields: Record<string, string> = {};
    for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
    throw new AppError(400, 'validation_failed', issues[0]!.message, fields);
  }
  await tx
    .update(memoryRaceSequences)
    .set({ usedAt: sql`clock_timestamp()` })
    .where(eq(memoryRaceSequences.id, play.sequenceId));
}
