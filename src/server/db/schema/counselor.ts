import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';

/** A signed-in student's saved conversation with the counselor (visitors' stay in their page). */
export const counselorConversations = pgTable(
  'counselor_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [index('counselor_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * One turn. An assistant reply keeps the sources it used and how it ended
 * (complete, stopped by the student, or cut by a provider error with the partial text).
 */
export const counselorMessages = pgTable(
  'counselor_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => counselorConversations.id, { onDelete: 'cascade' }),
    role: text().$type<'user' | 'assistant'>().notNull(),
    text: text().notNull(),
    sources: jsonb().$type<{ label: string; name: string; year: string | null; url: string; estimate: boolean }[]>().notNull().default([]),
    status: text().$type<'complete' | 'stopped' | 'error'>().notNull().default('complete'),
    answeredBy: text().$type<'ai' | 'offline' | 'safety'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('counselor_messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    check('counselor_messages_role', sql`${t.role} in ('user', 'assistant')`),
    check('counselor_messages_status', sql`${t.status} in ('complete', 'stopped', 'error')`),
  ],
);

/** Model tokens spent per subject (a user id or a keyed hash of an address) and UTC day, for the daily cap. */
export const counselorUsage = pgTable(
  'counselor_usage',
  {
    subject: text().notNull(),
    day: text().notNull(),
    tokens: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);
