import { and, asc, eq, sql } from 'drizzle-orm';
import type { GameId } from '@domain/cognitive/assessment';
import { VERDICT_MESSAGES } from '@domain/cognitive/word-weaver';
import { includesRealName, NICKNAME_MESSAGES, type LeaderboardProfileInput } from '@domain/leaderboard/profile';
import { standing } from '@domain/leaderboard/standing';
import { scoreSubmission, type ScoreSubmission, type WordWeaverSubmission } from '@domain/leaderboard/submission';
import type { Database, Transaction } from '@server/db/client';
import { gameScores, leaderboardBests, leaderboardProfiles, leaderboardScoreCounts } from '@server/db/schema';
import { AppError, codedFieldError } from '@server/http/errors';
import { englishErrorText } from '@server/shared/messages';
import { claimMemoryRace } from '@server/shared/games/memory-race';
import { isWord, possibleWords } from '@server/shared/games/word-list';

type Queryable = Database | Transaction;

export const TOP_LIMIT = 20;

export const LEADERBOARD_SERVER_MESSAGES = {
  notALetterSet: 'These letters are not a Word Weaver letter set',
  possibleWordsMismatch: 'The number of possible words does not match the letter set',
} as const;

// --- checks that need the word list ----------------------------------------------

/** Every ordering of the letters, each once (at most 7! = 5,040). */
function* orderings(letters: string, prefix = ''): Generator<string> {
  if (letters.length === 0) {
    yield prefix;
    return;
  }
  const used = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    if (used.has(letter)) continue;
    used.add(letter);
    yield* orderings(letters.slice(0, i) + letters.slice(i + 1), prefix + letter);
  }
}

/** Scored letter sets are the letters of a 7-letter list word, shuffled. */
async function isLetterSet(letters: string): Promise<boolean> {
  for (const word of orderings(letters)) if (await isWord(word)) return true;
  return false;
}

/** The Word Weaver rules only the server can check: the words, the set and its word count come from its list. */
async function checkAgainstWordList(play: WordWeaverSubmission): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [index, word] of play.words.entries()) {
    if (!(await isWord(word))) {
      fields[`words.${index}`] = VERDICT_MESSAGES['not-a-word'];
      break;
    }
  }
  if (!(await isLetterSet(play.letters))) fields.letters = LEADERBOARD_SERVER_MESSAGES.notALetterSet;
  else if ((await possibleWords(play.letters)) !== play.possibleWords)
    fields.possibleWords = LEADERBOARD_SERVER_MESSAGES.possibleWordsMismatch;
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, 'validation_failed', first, fields);
}

// --- submitting --------------------------------------------------------------

/** One more (or one fewer) player with this best score. */
async function countPlayer(tx: Transaction, game: GameId, score: number, delta: 1 | -1) {
  const bucket = and(eq(leaderboardScoreCounts.game, game), eq(leaderboardScoreCounts.score, score));
  // The row exists when a player leaves it; an insert of -1 would trip the check before the conflict.
  if (delta < 0) {
    await tx
      .update(leaderboardScoreCounts)
      .set({ players: sql`${leaderboardScoreCounts.players} - 1` })
      .where(bucket);
    return;
  }
  await tx
    .insert(leaderboardScoreCounts)
    .values({ game, score, players: 1 })
    .onConflictDoUpdate({
      target: [leaderboardScoreCounts.game, leaderboardScoreCounts.score],
      set: { players: sql`${leaderboardScoreCounts.players} + 1` },
    });
}

/** One player's leaderboard rows change one transaction at a time, so the counts never drift. */
async function lockPlayer(tx: Transaction, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leaderboard:${userId}`}, 0))`);
}

export interface SubmitResult {
  id: string;
  game: GameId;
  score: number;
  achievedAt: string;
  /** Whether this game beat the player's best (or was the first). */
  newBest: boolean;
  best: number;
}

/** Scores the raw play on the server, stores it, and moves the player's best (and the counts) when it improved. */
export async function submitScore(db: Database, userId: string, submission: ScoreSubmission): Promise<SubmitResult> {
  if (submission.game === 'word-weaver') await checkAgainstWordList(submission);
  const { game, points } = scoreSubmission(submission);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    if (submission.game === 'memory-race') await claimMemoryRace(tx, userId, submission);
    const [row] = await tx
      .insert(gameScores)
      .values({ userId, game, score: points, durationMs: submission.durationMs, play: submission })
      .returning();
    const achievedAt = row!.achievedAt;
    const [best] = await tx
      .select()
      .from(leaderboardBests)
      .where(and(eq(leaderboardBests.userId, userId), eq(leaderboardBests.game, game)));
    let newBest = false;
    if (!best) {
      const [profile] = await tx
        .select({ optedIn: leaderboardProfiles.optedIn })
        .from(leaderboardProfiles)
        .where(eq(leaderboardProfiles.userId, userId));
      await tx.insert(leaderboardBests).values({ userId, game, score: points, achievedAt, listed: profile?.optedIn ?? false });
      await countPlayer(tx, game, points, 1);
      newBest = true;
    } else if (points > best.score) {
      await tx
        .update(leaderboardBests)
        .set({ score: points, achievedAt })
        .where(and(eq(leaderboardBests.userId, userId), eq(leaderboardBests.game, game)));
      await countPlayer(tx, game, best.score, -1);
      await countPlayer(tx, game, points, 1);
      newBest = true;
    }
    return { id: row!.id, game, score: points, achievedAt: achievedAt.toISOString(), newBest, best: newBest ? points : best!.score };
  });
}

// --- reading -----------------------------------------------------------------

const num = (value: unknown) => Number(value ?? 0);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Players with a best score in the game (listed or not). */
async function playerCount(db: Queryable, game: GameId): Promise<number> {
  const [row] = await db
    .select({ total: sql`coalesce(sum(${leaderboardScoreCounts.players}), 0)` })
    .from(leaderboardScoreCounts)
    .where(eq(leaderboardScoreCounts.game, game));
  return num(row?.total);
}

/**
 * The top 20 listed players of a game by best score (ties: who got there
 * first): one walk of leaderboard_bests_top_idx. Each rank sums the score
 * counts above it. Exported for the bench's EXPLAIN.
 */
export function topScoresQuery(db: Database, game: GameId) {
  return db
    .select({
      userId: leaderboardBests.userId,
      nickname: leaderboardProfiles.nickname,
      score: leaderboardBests.score,
      achievedAt: leaderboardBests.achievedAt,
      ahead: sql`(select coalesce(sum(c.players), 0) from leaderboard_score_counts c where c.game = ${leaderboardBests.game} and c.score > ${leaderboardBests.score})`,
    })
    .from(leaderboardBests)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.userId, leaderboardBests.userId))
    .where(and(eq(leaderboardBests.game, game), eq(leaderboardBests.listed, true), eq(leaderboardProfiles.optedIn, true)))
    .orderBy(sql`${leaderboardBests.score} desc`, asc(leaderboardBests.achievedAt), asc(leaderboardBests.userId))
    .limit(TOP_LIMIT);
}

/** The top 20 of a game, nicknames only; ranks count every player, listed or not. */
export async function topScores(db: Database, game: GameId, viewerId: string) {
  const rows = await topScoresQuery(db, game);
  return {
    game,
    players: await playerCount(db, game),
    entries: rows.map((row) => ({
      rank: num(row.ahead) + 1,
      nickname: row.nickname ?? '',
      score: row.score,
      achievedAt: iso(row.achievedAt),
      isYou: row.userId === viewerId,
    })),
  };
}

/** A player's bests with the players ahead, below and in all: at most 1,001 count rows a game, whatever the number of players. */
export function standingSql(userId: string) {
  return sql`
    select b.game, b.score, b.achieved_at, s.ahead, s.below, s.total
    from leaderboard_bests b
    cross join lateral (
      select coalesce(sum(c.players) filter (where c.score > b.score), 0) as ahead,
             coalesce(sum(c.players) filter (where c.score < b.score), 0) as below,
             coalesce(sum(c.players), 0) as total
      from leaderboard_score_counts c where c.game = b.game
    ) s
    where b.user_id = ${userId}`;
}

/** The player's best per game with rank and percentile, and their leaderboard settings. */
export async function myStanding(db: Database, userId: string) {
  const result = await db.execute<{ game: GameId; score: number; achieved_at: Date | string; ahead: string; below: string; total: string }>(
    standingSql(userId),
  );
  const [profile] = await db.select().from(leaderboardProfiles).where(eq(leaderboardProfiles.userId, userId));
  return {
    profile: { optedIn: profile?.optedIn ?? false, nickname: profile?.nickname ?? null },
    games: result.rows.map((row) => ({
      game: row.game,
      best: num(row.score),
      achievedAt: iso(row.achieved_at),
      standing: standing(num(row.ahead), num(row.below), num(row.total)),
    })),
  };
}

// --- the profile -------------------------------------------------------------

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code?: unknown }).code : undefined;
  return code(error) === '23505' || (error instanceof Error && code(error.cause) === '23505');
}

/** Opt in under a nickname, or out (the nickname is forgotten); the player's bests follow at once. */
export async function setProfile(db: Database, user: { id: string; name: string }, input: LeaderboardProfileInput) {
  const nickname = input.optedIn ? input.nickname : null;
  if (nickname && includesRealName(nickname, user.name)) {
    throw codedFieldError('nickname', NICKNAME_MESSAGES.realName);
  }
  try {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, user.id);
      await tx
        .insert(leaderboardProfiles)
        .values({ userId: user.id, nickname, optedIn: input.optedIn })
        .onConflictDoUpdate({ target: leaderboardProfiles.userId, set: { nickname, optedIn: input.optedIn, updatedAt: new Date() } });
      await tx.update(leaderboardBests).set({ listed: input.optedIn }).where(eq(leaderboardBests.userId, user.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const taken = englishErrorText(NICKNAME_MESSAGES.taken);
      throw new AppError(409, 'nickname_taken', taken, { nickname: taken });
    }
    throw error;
  }
  return { optedIn: input.optedIn, nickname };
}

// --- the account -------------------------------------------------------------

/** Everything the leaderboard holds about one user, for "export my data". */
export async function exportLeaderboard(db: Database, userId: string) {
  const [profile] = await db.select().from(leaderboardProfiles).where(eq(leaderboardProfiles.userId, userId));
  const scores = await db.select().from(gameScores).where(eq(gameScores.userId, userId)).orderBy(asc(gameScores.achievedAt));
  return {
    profile: profile ? { optedIn: profile.optedIn, nickname: profile.nickname, updatedAt: profile.updatedAt.toISOString() } : null,
    scores: scores.map((row) => ({
      game: row.game,
      score: row.score,
      durationMs: row.durationMs,
      play: row.play,
      achievedAt: row.achievedAt.toISOString(),
    })),
  };
}

/**
 * Before an account is deleted (inside its transaction): take the player's
 * bests out of the counts. The rows themselves go with the user (ON DELETE CASCADE).
 */
export async function removeFromLeaderboard(tx: Transaction, userId: string): Promise<void> {
  await lockPlayer(tx, userId);
  const bests = await tx.delete(leaderboardBests).where(eq(leaderboardBests.userId, userId)).returning();
  for (const best of bests) await countPlayer(tx, best.game, best.score, -1);
}
