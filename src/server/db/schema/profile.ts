import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';

/** The spec's user profile (collection `users`): fullName, userType, email, createdAt. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  userType: text({ enum: ['Student', 'Parent', 'Educator'] }).notNull(),
  email: text().notNull(),
  // Students only: month and year of birth, to keep under-13s out (ADR 0004).
  birthYear: smallint(),
  birthMonth: smallint(),
  // The language the account chose for Waypoint; null until it picks one.
  language: text({ enum: ['en', 'es'] }),
  // The family's yearly income in whole dollars, for the net price of its income bracket; null until given.
  // The money plan's own family income, when set, takes precedence (src/server/shared/prices.ts).
  familyIncome: integer(),
  ...timestamps,
});
