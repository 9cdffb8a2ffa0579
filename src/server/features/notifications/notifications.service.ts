import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, type MarkReadInput } from '@domain/notifications/schemas';
import type { Database } from '@server/db/client';
import { notifications } from '@server/db/schema';
import { decodeCursor, encodeCursor } from '@server/http/cursor';

type NotificationRow = typeof notifications.$inferSelect;

function toNotificationDto(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;

/** Newest first, with the unread count for the bell. */
export async function listNotifications(db: Database, userId: string, cursor: string | undefined) {
  const after = cursor ? decodeCursor(cursor, 'notifications', ['date', 'uuid']) : null;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    items: page.map(toNotificationDto),
    unreadCount: unread?.count ?? 0,
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeCursor('notifications', [last.createdAt.toISOString(), last.id]) : null,
  };
}

/** Only the user's own notifications change; ids of others are ignored, not revealed. */
export async function markRead(db: Database, userId: string, input: MarkReadInput): Promise<{ unreadCount: number }> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in input ? inArray(notifications.id, input.ids) : undefined,
      ),
    );
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unreadCount: unread?.count ?? 0 };
}

/** Every notification of the user, for "Export my data". */
export async function exportNotifications(db: Database, userId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt));
  return rows.map(toNotificationDto);
}
