import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The premium games (GAME_IDS in src/domain/cognitive/assessment.ts). */
const leaderboardGames = ['word-weaver', 'memory-race', 'logic-puzzles'] as const;
// Scores are the game's overall score in tenths of a point (src/domain/leaderboard/submission.ts).
const pointsInRange = (column: unknown) => sql`${column} between 0 and 1000`;

/**
 * Who shows on the leaderboard and as what. No row, or opted_in false, means
 * not listed (the default: users include minors). Leaving forgets the nickname.
 */
export const leaderboardProfiles = pgTable(
  'leaderboard_profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text(),
    optedIn: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('leaderboard_profiles_nickname_uq').on(sql`lower(${t.nickname})`),
    check('leaderboard_profiles_listed_has_nickname', sql`not ${t.optedIn} or ${t.nickname} is not null`),
  ],
);

/** Every accepted game result, scored by the server; kept for the player's export and history. */
export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text({ enum: leaderboardGames }).notNull(),
    score: smallint().notNull(),
    durationMs: integer().notNull(),
    /** The submission as validated (raw play and result fields). */
    play: jsonb().$type<Record<string, unknown>>().notNull(),
    achievedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('game_scores_user_idx').on(t.userId, t.game, t.achievedAt), check('game_scores_score_range', pointsInRange(t.score))],
);

/**
 * Each player's best score per game, the rows the leaderboard ranks. `listed`
 * mirrors the profile's opt-in so the top 20 is one walk of a partial index.
 * Ties go to whoever reached the score first.
 */
export const leaderboardBests = pgTable(
  'leaderboard_bests',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text({ enum: leaderboardGames }).notNull(),
    score: smallint().notNull(),
    achievedAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    listed: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.game] }),
    index('leaderboard_bests_top_idx')
      .on(t.game, t.score.desc().nullsFirst(), t.achievedAt, t.userId)
      .where(sql`listed`),
    check('leaderboard_bests_score_range', pointsInRange(t.score)),
  ],
);

/**
 * How many players have each best score, per game (at most 1,001 rows a game):
 * a rank or percentile sums these instead of counting players, so it costs the
 * same with a thousand players as with a million. Kept in step with
 * leaderboard_bests in the same transaction.
 */
export const leaderboardScoreCounts = pgTable(
  'leaderboard_score_counts',
  {
    game: text({ enum: leaderboardGames }).notNull(),
    score: smallint().notNull(),
    players: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.game, t.score] }), check('leaderboard_score_counts_players_not_negative', sql`${t.players} >= 0`)],
);
