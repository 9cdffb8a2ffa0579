import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { careers, colleges } from './catalog';

/*
 * Careers and colleges a signed-in user saved, next to saved
 * scholarships. Unlike the scholarship directory, careers and colleges are
 * catalog rows, so each save references its row: one save per user and row,
 * gone with the user (and with a catalog row the import prunes).
 */

export const savedCareers = pgTable(
  'saved_careers',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    socCode: text()
      .notNull()
      .references(() => careers.socCode, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.socCode] })],
);

export const savedColleges = pgTable(
  'saved_colleges',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => colleges.unitId, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] })],
);
