import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Memory Race seeds the server issued for scored games (ADR 0016): a game goes
 * on the leaderboard only with the digits its seed gives, no sooner after the
 * issue than they take to show and type, and once.
 */
export const memoryRaceSequences = pgTable(
  'memory_race_sequences',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seed: bigint({ mode: 'number' }).notNull(),
    issuedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When a game with this seed was accepted on the leaderboard. */
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('memory_race_sequences_user_idx').on(t.userId, t.issuedAt),
    check('memory_race_sequences_seed_range', sql`${t.seed} between 0 and 4294967295`),
  ],
);
