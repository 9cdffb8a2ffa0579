import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { forumDisplayName } from '@domain/forum/content-checks';
import type { ContentStatus, ModerationAction } from '@domain/forum/schemas';
import type { Database, Transaction } from '@server/db/client';
import {
  forumBans,
  forumPosts,
  forumReplies,
  forumReports,
  moderationActions,
  professionalBadges,
  profiles,
  users,
} from '@server/db/schema';
import type { Actor } from '@domain/forum/policy';
import { decodeCursor, encodeCursor } from '@server/http/cursor';
import { appError, notFound } from '@server/http/errors';
import { authorColumns, lockPost, lockReply, toAuthorDto } from './forum-content';
import { onReplyPublished, onReplyUnpublished } from './forum-write.service';
import { resolveReports } from './reactions.service';

/** The queue is a work list, oldest first; acting on an item makes room for the next. */
export const QUEUE_LIMIT = 50;
export const LOG_PAGE_SIZE = 25;

const openReport = sql`${forumReports.resolvedAt} is null`;

/**
 * Everything waiting for a moderator: held posts and replies, and anything
 * with an open report (unless already deleted), oldest first.
 */
export async function moderationQueue(db: Database) {
  const flaggedPost = sql`(${forumPosts.status} = 'held' or exists (select 1 from ${forumReports} where ${forumReports.postId} = ${forumPosts.id} and ${forumReports.replyId} is null and ${openReport}))`;
  const flaggedReply = sql`(${forumReplies.status} = 'held' or exists (select 1 from ${forumReports} where ${forumReports.replyId} = ${forumReplies.id} and ${openReport}))`;
  const banned = sql<boolean>`exists (select 1 from ${forumBans} where ${forumBans.userId} = ${users.id})`;

  const posts = await db
    .select({
      id: forumPosts.id,
      postId: forumPosts.id,
      postTitle: forumPosts.title,
      body: forumPosts.body,
      status: forumPosts.status,
      holdReason: forumPosts.holdReason,
      createdAt: forumPosts.createdAt,
      authorBanned: banned,
      ...authorColumns,
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, forumPosts.authorId))
    .leftJoin(professionalBadges, eq(professionalBadges.userId, forumPosts.authorId))
    .where(and(sql`${forumPosts.status} <> 'deleted'`, flaggedPost))
    .orderBy(asc(forumPosts.createdAt))
    .limit(QUEUE_LIMIT);
  const replies = await db
    .select({
      id: forumReplies.id,
      postId: forumReplies.postId,
      postTitle: forumPosts.title,
      body: forumReplies.body,
      status: forumReplies.status,
      holdReason: forumReplies.holdReason,
      createdAt: forumReplies.createdAt,
      authorBanned: banned,
      ...authorColumns,
    })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .leftJoin(profiles, eq(profiles.userId, forumReplies.authorId))
    .leftJoin(professionalBadges, eq(professionalBadges.userId, forumReplies.authorId))
    .where(and(sql`${forumReplies.status} <> 'deleted'`, sql`${forumPosts.status} <> 'deleted'`, flaggedReply))
    .orderBy(asc(forumReplies.createdAt))
    .limit(QUEUE_LIMIT);

  const postIds = [...new Set([...posts.map((row) => row.id), ...replies.map((row) => row.postId)])];
  const reports = postIds.length
    ? await db
        .select({
          postId: forumReports.postId,
          replyId: forumReports.replyId,
          reason: forumReports.reason,
          details: forumReports.details,
          createdAt: forumReports.createdAt,
          reporterName: users.name,
          reporterFullName: profiles.fullName,
        })
        .from(forumReports)
        .innerJoin(users, eq(users.id, forumReports.reporterId))
        .leftJoin(profiles, eq(profiles.userId, forumReports.reporterId))
        .where(and(inArray(forumReports.postId, postIds), isNull(forumReports.resolvedAt)))
        .orderBy(asc(forumReports.createdAt))
    : [];
  const reportsFor = (postId: string, replyId: string | null) =>
    reports
      .filter((report) => report.postId === postId && report.replyId === replyId)
      .map((report) => ({
        reason: report.reason,
        details: report.details,
        createdAt: report.createdAt.toISOString(),
        reporter: forumDisplayName(report.reporterFullName ?? report.reporterName),
      }));

  const toItem = (type: 'post' | 'reply', row: (typeof posts)[number]) => {
    const itemReports = reportsFor(row.postId, type === 'reply' ? row.id : null);
    return {
      type,
      id: row.id,
      postId: row.postId,
      postTitle: row.postTitle,
      body: row.body,
      status: row.status as ContentStatus,
      holdReason: row.holdReason,
      createdAt: row.createdAt.toISOString(),
      author: { ...toAuthorDto(row), banned: row.authorBanned },
      reports: itemReports,
      flaggedAt: [row.status === 'held' ? row.createdAt.toISOString() : null, ...itemReports.map((report) => report.createdAt)]
        .filter((time): time is string => time !== null)
        .sort()[0]!,
    };
  };
  const items = [...posts.map((row) => toItem('post', row)), ...replies.map((row) => toItem('reply', row))]
    .sort((a, b) => (a.flaggedAt < b.flaggedAt ? -1 : a.flaggedAt > b.flaggedAt ? 1 : 0))
    .slice(0, QUEUE_LIMIT);
  return { items, limit: QUEUE_LIMIT };
}
export type ModerationQueue = Awaited<ReturnType<typeof moderationQueue>>;

/** The moderation log, newest first: who did what, to what, and why. */
export async function moderationLog(db: Database, cursor: string | undefined) {
  const after = cursor ? decodeCursor(cursor, 'moderation-log', ['date', 'uuid']) : null;
  const rows = await db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      targetType: moderationActions.targetType,
      postId: moderationActions.postId,
      replyId: moderationActions.replyId,
      targetSummary: moderationActions.targetSummary,
      reason: moderationActions.reason,
      createdAt: moderationActions.createdAt,
      moderatorName: users.name,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.moderatorId))
    .where(after ? sql`(${moderationActions.createdAt}, ${moderationActions.id}) < (${after[0]}, ${after[1]})` : undefined)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      targetType: row.targetType,
      postId: row.postId,
      replyId: row.replyId,
      targetSummary: row.targetSummary,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      moderator: row.moderatorName ?? 'A former administrator',
    })),
    nextCursor: rows.length > LOG_PAGE_SIZE && last ? encodeCursor('moderation-log', [last.createdAt.toISOString(), last.id]) : null,
  };
}

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** Which status each action moves content to, from which statuses. */
const TRANSITIONS: Record<'hide' | 'restore' | 'delete', { to: ContentStatus; from: ContentStatus[]; already: ContentStatus }> = {
  hide: { to: 'hidden', from: ['published', 'held'], already: 'hidden' },
  restore: { to: 'published', from: ['hidden', 'held'], already: 'published' },
  delete: { to: 'deleted', from: ['published', 'held', 'hidden'], already: 'deleted' },
};

interface ActionInput {
  action: ModerationAction;
  targetType: 'post' | 'reply' | 'user';
  targetId: string;
  reason: string;
}

async function actOnPost(tx: Transaction, action: ModerationAction, postId: string) {
  const post = await lockPost(tx, postId).catch(() => {
    throw notFound('post');
  });
  if (action === 'dismiss') {
    if (post.status === 'held') throw appError(409, 'forum.held_needs_review', { target: 'post' });
  } else {
    const transition = TRANSITIONS[action as keyof typeof TRANSITIONS];
    if (!transition.from.includes(post.status))
      throw appError(409, 'forum.already_in_state', { target: 'post', status: transition.already });
    await tx
      .update(forumPosts)
      .set({ status: transition.to, holdReason: transition.to === 'published' ? null : post.holdReason })
      .where(eq(forumPosts.id, postId));
  }
  await resolveReports(tx, { postId, replyId: null });
  return { summary: `Post “${excerpt(post.title)}”`, postId, replyId: null, targetUserId: post.authorId };
}

async function actOnReply(tx: Transaction, action: ModerationAction, replyId: string) {
  const reply = await lockReply(tx, replyId).catch(() => {
    throw notFound('reply');
  });
  if (action === 'dismiss') {
    if (reply.status === 'held') throw appError(409, 'forum.held_needs_review', { target: 'reply' });
  } else {
    const transition = TRANSITIONS[action as keyof typeof TRANSITIONS];
    if (!transition.from.includes(reply.status))
      throw appError(409, 'forum.already_in_state', { target: 'reply', status: transition.already });
    await tx
      .update(forumReplies)
      .set({ status: transition.to, holdReason: transition.to === 'published' ? null : reply.holdReason })
      .where(eq(forumReplies.id, replyId));
    if (reply.status === 'published') await onReplyUnpublished(tx, reply.postId);
    if (transition.to === 'published') {
      const [post] = await tx.select().from(forumPosts).where(eq(forumPosts.id, reply.postId));
      // A held reply was never announced; a hidden one was, when it first appeared.
      if (post) await onReplyPublished(tx, post, reply, reply.status === 'hidden');
    }
  }
  await resolveReports(tx, { postId: reply.postId, replyId });
  return { summary: `Reply “${excerpt(reply.body)}”`, postId: reply.postId, replyId, targetUserId: reply.authorId };
}

async function actOnUser(tx: Transaction, moderator: Actor, action: 'ban' | 'unban', userId: string, reason: string) {
  const [target] = await tx
    .select({ id: users.id, name: users.name, role: users.role, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!target) throw notFound('user');
  if (action === 'ban') {
    if (target.role === 'admin') throw appError(403, 'forum.admin_not_bannable');
    const inserted = await tx
      .insert(forumBans)
      .values({ userId, bannedBy: moderator.id, reason })
      .onConflictDoNothing()
      .returning({ userId: forumBans.userId });
    if (!inserted.length) throw appError(409, 'forum.already_banned');
  } else {
    const removed = await tx.delete(forumBans).where(eq(forumBans.userId, userId)).returning({ userId: forumBans.userId });
    if (!removed.length) throw appError(409, 'forum.not_banned');
  }
  return { summary: `User ${forumDisplayName(target.fullName ?? target.name)}`, postId: null, replyId: null, targetUserId: userId };
}

/** One moderator action and its log entry, in one transaction. */
export async function moderate(db: Database, moderator: Actor, input: ActionInput) {
  return db.transaction(async (tx) => {
    const target =
      input.targetType === 'user'
        ? await actOnUser(tx, moderator, input.action as 'ban' | 'unban', input.targetId, input.reason)
        : input.targetType === 'post'
          ? await actOnPost(tx, input.action, input.targetId)
          : await actOnReply(tx, input.action, input.targetId);
    const [entry] = await tx
      .insert(moderationActions)
      .values({
        moderatorId: moderator.id,
        action: input.action,
        targetType: input.targetType,
        postId: target.postId,
        replyId: target.replyId,
        targetUserId: target.targetUserId,
        targetSummary: target.summary,
        reason: input.reason,
      })
      .returning({ id: moderationActions.id, createdAt: moderationActions.createdAt });
    return { id: entry!.id, action: input.action, createdAt: entry!.createdAt.toISOString() };
  });
}
