import { and, asc, eq, sql } from 'drizzle-orm';
import { canMarkHelpful, type Actor } from '@domain/forum/policy';
import type { ContentStatus, ReportInput } from '@domain/forum/schemas';
import type { Database, Transaction } from '@server/db/client';
import {
  forumBans,
  forumBlocks,
  forumPosts,
  forumPostVotes,
  forumReplies,
  forumReplyVotes,
  forumReports,
  professionalBadges,
  profiles,
  users,
} from '@server/db/schema';
import { AppError, appError, notFound } from '@server/http/errors';
import { englishErrorText } from '@server/shared/messages';
import { assertNotBanned, authorColumns, lockPost, lockReply, toAuthorDto, visibleTo } from './forum-content';

/* What readers do to content: upvotes, helpful answers, reports and blocks, and one's own forum state. */

/* ---------- votes and helpful ---------- */

/** Upvote (voted: true) or take the upvote back; repeating either is harmless. */
export async function votePost(db: Database, actor: Actor, postId: string, voted: boolean) {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.status !== 'published') throw notFound('post');
    await assertNotBanned(tx, actor.id);
    if (post.authorId === actor.id) throw appError(403, 'forum.own_upvote', { target: 'post' });
    const changed = voted
      ? await tx
          .insert(forumPostVotes)
          .values({ postId, userId: actor.id })
          .onConflictDoNothing()
          .returning({ postId: forumPostVotes.postId })
      : await tx
          .delete(forumPostVotes)
          .where(and(eq(forumPostVotes.postId, postId), eq(forumPostVotes.userId, actor.id)))
          .returning({ postId: forumPostVotes.postId });
    const [row] = changed.length
      ? await tx
          .update(forumPosts)
          .set({ score: sql`${forumPosts.score} + ${voted ? 1 : -1}` })
          .where(eq(forumPosts.id, postId))
          .returning({ score: forumPosts.score })
      : [{ score: post.score }];
    return { voted, score: row!.score };
  });
}

export async function voteReply(db: Database, actor: Actor, replyId: string, voted: boolean) {
  return db.transaction(async (tx) => {
    const reply = await lockReply(tx, replyId);
    if (reply.status !== 'published') throw notFound('reply');
    await assertNotBanned(tx, actor.id);
    if (reply.authorId === actor.id) throw appError(403, 'forum.own_upvote', { target: 'reply' });
    const changed = voted
      ? await tx
          .insert(forumReplyVotes)
          .values({ replyId, userId: actor.id })
          .onConflictDoNothing()
          .returning({ replyId: forumReplyVotes.replyId })
      : await tx
          .delete(forumReplyVotes)
          .where(and(eq(forumReplyVotes.replyId, replyId), eq(forumReplyVotes.userId, actor.id)))
          .returning({ replyId: forumReplyVotes.replyId });
    const [row] = changed.length
      ? await tx
          .update(forumReplies)
          .set({ score: sql`${forumReplies.score} + ${voted ? 1 : -1}` })
          .where(eq(forumReplies.id, replyId))
          .returning({ score: forumReplies.score })
      : [{ score: reply.score }];
    return { voted, score: row!.score };
  });
}

export async function setHelpful(db: Database, actor: Actor, replyId: string, helpful: boolean) {
  return db.transaction(async (tx) => {
    const reply = await lockReply(tx, replyId);
    if (reply.status !== 'published') throw notFound('reply');
    const [post] = await tx
      .select({ authorId: forumPosts.authorId, status: forumPosts.status })
      .from(forumPosts)
      .where(eq(forumPosts.id, reply.postId));
    if (!post || post.status === 'deleted') throw notFound('post');
    if (!canMarkHelpful(actor, post, reply)) {
      throw appError(403, actor.id === post.authorId ? 'forum.own_reply_helpful' : 'forum.not_post_author_helpful');
    }
    await tx.update(forumReplies).set({ helpful }).where(eq(forumReplies.id, replyId));
    return { helpful };
  });
}

/* ---------- reports and blocks ---------- */

export async function reportContent(db: Database, actor: Actor, input: ReportInput & { details: string }) {
  let postId: string;
  let replyId: string | null = null;
  let authorId: string;
  let status: ContentStatus;
  if (input.targetType === 'post') {
    const [post] = await db
      .select({ id: forumPosts.id, authorId: forumPosts.authorId, status: forumPosts.status })
      .from(forumPosts)
      .where(eq(forumPosts.id, input.targetId));
    if (!post) throw notFound('post');
    ({ id: postId, authorId, status } = post);
  } else {
    const [reply] = await db
      .select({ postId: forumReplies.postId, authorId: forumReplies.authorId, status: forumReplies.status })
      .from(forumReplies)
      .where(eq(forumReplies.id, input.targetId));
    if (!reply) throw notFound('reply');
    ({ postId, authorId, status } = reply);
    replyId = input.targetId;
  }
  if (!visibleTo(actor, { status, authorId })) throw notFound(input.targetType);
  if (authorId === actor.id) throw appError(403, 'forum.own_report', { target: input.targetType });
  const inserted = await db
    .insert(forumReports)
    .values({ postId, replyId, reporterId: actor.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  return { reported: true, alreadyReported: inserted.length === 0 };
}

export async function blockUser(db: Database, actor: Actor, blockedId: string) {
  if (blockedId === actor.id)
    throw new AppError(
      400,
      'validation_failed',
      englishErrorText('forum.cannot_block_self'),
      { userId: englishErrorText('forum.cannot_block_self') },
      undefined,
      {
        userId: 'forum.cannot_block_self',
      },
    );
  const [target] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, blockedId));
  if (!target) throw notFound('user');
  await db.insert(forumBlocks).values({ blockerId: actor.id, blockedId }).onConflictDoNothing();
}

export async function unblockUser(db: Database, actor: Actor, blockedId: string) {
  await db.delete(forumBlocks).where(and(eq(forumBlocks.blockerId, actor.id), eq(forumBlocks.blockedId, blockedId)));
}

/** The signed-in user's own forum state: ban, and whom they blocked (to unblock). */
export async function forumMe(db: Database, actor: Actor) {
  const [ban] = await db.select({ reason: forumBans.reason }).from(forumBans).where(eq(forumBans.userId, actor.id));
  const blocked = await db
    .select({ ...authorColumns })
    .from(forumBlocks)
    .innerJoin(users, eq(users.id, forumBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.userId, forumBlocks.blockedId))
    .leftJoin(professionalBadges, eq(professionalBadges.userId, forumBlocks.blockedId))
    .where(eq(forumBlocks.blockerId, actor.id))
    .orderBy(asc(forumBlocks.createdAt));
  return { banned: ban !== undefined, banReason: ban?.reason ?? null, blocked: blocked.map(toAuthorDto) };
}

/* ---------- used by moderation ---------- */

/** Resolves the open reports on one target (a post itself, or one reply). */
export async function resolveReports(tx: Transaction, target: { postId: string; replyId: string | null }) {
  await tx
    .update(forumReports)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(
        eq(forumReports.postId, target.postId),
        target.replyId ? eq(forumReports.replyId, target.replyId) : sql`${forumReports.replyId} is null`,
        sql`${forumReports.resolvedAt} is null`,
      ),
    );
}
