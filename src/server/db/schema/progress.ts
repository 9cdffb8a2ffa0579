import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A signed-in user's copy of the spec's local assessment keys (SYNCED_KEYS),
 * one row per key. `updatedAt` is when the value changed on a device, not
 * when the row was written: merges keep the newer value per key.
 */
export const assessmentStates = pgTable(
  'assessment_states',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().$type<unknown>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
