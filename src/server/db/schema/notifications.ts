import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { millisecondTime } from './columns';

/**
 * In-app notifications for any feature (forum replies now, mentorship later).
 * `kind` names the event (e.g. "forum.reply"); `link` is an in-app path.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text().notNull(),
    /** Whose name or words the notification carries (who replied, asked, wrote): their account's deletion deletes it. */
    actorId: text().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: millisecondTime().notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    index('notifications_actor_idx').on(t.actorId),
  ],
);
