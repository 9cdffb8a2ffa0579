import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Scholarships a signed-in user bookmarked. The directory itself is static data
 * (src/data/scholarships.ts), so `scholarshipId` is a slug with no foreign key:
 * an entry later dropped from the directory leaves a row that reads skip.
 */
export const savedScholarships = pgTable(
  'saved_scholarships',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scholarshipId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scholarshipId] })],
);
