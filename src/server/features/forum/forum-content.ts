import { and, eq, sql, type SQL } from 'drizzle-orm';
import { forumDisplayName } from '@domain/forum/content-checks';
import { type Actor } from '@domain/forum/policy';
import type { ContentStatus } from '@domain/forum/schemas';
import type { Database, Transaction } from '@server/db/client';
import { forumBans, forumBlocks, forumPosts, forumReplies, professionalBadges, profiles, users } from '@server/db/schema';
import { appError, forbidden, notFound } from '@server/http/errors';

type Db = Database | Transaction;

/*
 * What the forum's reading, writing, reactions and moderation share: the author columns, who may see what,
 * blocks, the writer's ban state and the row locks.
 */

/** The author fields every post and reply carries; never an e-mail. */
export const authorColumns = {
  authorId: users.id,
  authorAccountName: users.name,
  authorFullName: profiles.fullName,
  authorUserType: profiles.userType,
  authorProfessional: sql<boolean>`${professionalBadges.userId} is not null`,
};

export function toAuthorDto(row: {
  authorId: string;
  authorAccountName: string;
  authorFullName: string | null;
  authorUserType: string | null;
  authorProfessional: boolean;
}) {
  return {
    id: row.authorId,
    displayName: forumDisplayName(row.authorFullName ?? row.authorAccountName),
    userType: (row.authorUserType as 'Student' | 'Parent' | 'Educator' | null) ?? null,
    professional: row.authorProfessional,
  };
}
export type AuthorDto = ReturnType<typeof toAuthorDto>;

/** Content by users the viewer blocked is left out for that viewer. */
export function notBlockedBy(viewerId: string | undefined, authorColumn: SQL | typeof forumPosts.authorId | typeof forumReplies.authorId) {
  if (!viewerId) return undefined;
  return sql`${authorColumn} not in (select ${forumBlocks.blockedId} from ${forumBlocks} where ${forumBlocks.blockerId} = ${viewerId})`;
}

export async function isBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ blockedId: forumBlocks.blockedId })
    .from(forumBlocks)
    .where(and(eq(forumBlocks.blockerId, blockerId), eq(forumBlocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Who may see content in this state: everyone when published; its author and moderators while held or hidden; nobody once deleted. */
export function visibleTo(viewer: Actor | null, content: { status: ContentStatus; authorId: string }): boolean {
  if (content.status === 'published') return true;
  if (content.status === 'deleted' || !viewer) return false;
  return viewer.role === 'admin' || viewer.id === content.authorId;
}

export interface WriterState {
  accountCreatedAt: Date;
  banned: boolean;
  now: Date;
}

async function writerState(db: Db, userId: string): Promise<WriterState> {
  const [row] = await db
    .select({
      accountCreatedAt: users.createdAt,
      banned: sql<boolean>`${forumBans.userId} is not null`,
      now: sql<Date>`now()`.mapWith(users.createdAt),
    })
    .from(users)
    .leftJoin(forumBans, eq(forumBans.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw forbidden();
  return row;
}

export async function assertNotBanned(db: Db, userId: string): Promise<WriterState> {
  const state = await writerState(db, userId);
  if (state.banned) throw appError(403, 'forum.banned');
  return state;
}

export async function lockPost(tx: Transaction, postId: string) {
  const [row] = await tx.select().from(forumPosts).where(eq(forumPosts.id, postId)).for('update');
  if (!row || row.status === 'deleted') throw notFound('post');
  return row;
}

export async function lockReply(tx: Transaction, replyId: string) {
  const [row] = await tx.select().from(forumReplies).where(eq(forumReplies.id, replyId)).for('update');
  if (!row || row.status === 'deleted') throw notFound('reply');
  return row;
}
