import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { familyLinks, users } from '@server/db/schema';
import { appError } from '@server/http/errors';

export interface LinkedChild {
  /** The family link's id (what the parent's URLs carry). */
  id: string;
  studentId: string;
  name: string;
  linkedAt: Date;
}

/**
 * The parent's own link to a child, read on every request so an unlink ends access at once; 404 when there is none.
 * Someone else's link answers exactly like a missing one, so a link id reveals nothing. The family view and the
 * money plan both open a child through this.
 */
export async function linkedChild(db: Database, parentId: string, linkId: string): Promise<LinkedChild> {
  const [link] = await db
    .select({ id: familyLinks.id, studentId: familyLinks.studentId, name: users.name, linkedAt: familyLinks.createdAt })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.studentId))
    .where(and(eq(familyLinks.id, linkId), eq(familyLinks.parentId, parentId)));
  if (!link) throw appError(404, 'no_linked_child');
  return link;
}
