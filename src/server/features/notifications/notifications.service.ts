import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationInput {
  /** A short machine name, e.g. "mentorship.meeting_accepted". */
  kind: string;
  title: string;
  body: string;
  /** An in-app path, e.g. /professional-meetings/meetings/<id>. */
  link?: string | null;
}

type Writer = Pick<Database, 'insert'>;

/** Adds an in-app notification for one user (works inside a transaction too). */
export async function notify(db: Writer, userId: string, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ userId, kind: input.kind, title: input.title, body: input.body, link: input.link ?? null });
}

export async function listNotifications(db: Database, userId: string, limit = 30) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    unread: unread?.value ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Marks one (or, without an id, every) notification of the user as read. */
export async function markRead(db: Database, userId: string, id?: string): Promise<void> {
  const mine = eq(notifications.userId, userId);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined));
}
