import type { Database } from '@server/db/client';
import { notifications } from '@server/db/schema';

// Features that tell someone something (forum replies, meeting requests, …) write here; the
// notifications feature lists and marks them read.

export interface NewNotification {
  userId: string;
  /** What happened, namespaced by feature, e.g. "forum.reply". */
  kind: string;
  title: string;
  body: string;
  /** An in-app path, e.g. "/forum/<id>#reply-<id>". */
  link: string;
  /** Set when the title or body names or quotes someone (who replied, asked, wrote): deleting their account deletes the notification. */
  actorId?: string;
}

/** Any feature calls this, inside its own transaction when it has one. */
export async function notify(db: Pick<Database, 'insert'>, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values(notification);
}
