import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The spec's feedback (collection `feedback`). `userId`/`userEmail` are NULL
 * for anonymous feedback. Deleting the account keeps the answers but nulls the
 * link and both e-mails (anonymiseFeedback, called by deleteAccount; the
 * foreign key's SET NULL covers any other way a user row goes).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    rating: smallint().notNull(),
    category: text().notNull(),
    message: text().notNull(),
    email: text(),
    usefulness: smallint().notNull(),
    currentTools: text().notNull(),
    featureRequests: text().notNull(),
    willingnessToPay: smallint().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    userEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_at_idx').on(t.createdAt),
    index('feedback_category_idx').on(t.category),
    index('feedback_user_id_idx').on(t.userId),
    // The API validates these too; the checks keep the database honest for any other writer.
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    check('feedback_usefulness_range', sql`${t.usefulness} between 1 and 10`),
    check('feedback_willingness_to_pay_range', sql`${t.willingnessToPay} between 0 and 50`),
  ],
);
