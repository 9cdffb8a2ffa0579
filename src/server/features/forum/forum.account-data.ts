import { asc, eq, sql } from 'drizzle-orm';
import { forumDisplayName } from '@domain/forum/content-checks';
import type { Database, Transaction } from '@server/db/client';
import {
  forumBlocks,
  forumPosts,
  forumPostVotes,
  forumReplies,
  forumReplyVotes,
  forumReports,
  moderationActions,
  profiles,
  users,
} from '@server/db/schema';
import type { AccountDataPart } from '@server/shared/account-data';

/** The user's own posts, replies, votes, reports and blocks, for "Export my data" (posts and replies whatever their status). */
export async function exportForumActivity(db: Database, userId: string) {
  const posts = await db
    .select({
      id: forumPosts.id,
      category: forumPosts.category,
      title: forumPosts.title,
      body: forumPosts.body,
      tags: forumPosts.tags,
      language: forumPosts.language,
      status: forumPosts.status,
      createdAt: forumPosts.createdAt,
      editedAt: forumPosts.editedAt,
    })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, userId))
    .orderBy(asc(forumPosts.createdAt));
  const replies = await db
    .select({
      id: forumReplies.id,
      postId: forumReplies.postId,
      body: forumReplies.body,
      language: forumReplies.language,
      status: forumReplies.status,
      createdAt: forumReplies.createdAt,
      editedAt: forumReplies.editedAt,
    })
    .from(forumReplies)
    .where(eq(forumReplies.authorId, userId))
    .orderBy(asc(forumReplies.createdAt));
  const postVotes = await db
    .select({ postId: forumPostVotes.postId, createdAt: forumPostVotes.createdAt })
    .from(forumPostVotes)
    .where(eq(forumPostVotes.userId, userId))
    .orderBy(asc(forumPostVotes.createdAt));
  const replyVotes = await db
    .select({ replyId: forumReplyVotes.replyId, createdAt: forumReplyVotes.createdAt })
    .from(forumReplyVotes)
    .where(eq(forumReplyVotes.userId, userId))
    .orderBy(asc(forumReplyVotes.createdAt));
  const reports = await db
    .select({
      postId: forumReports.postId,
      replyId: forumReports.replyId,
      reason: forumReports.reason,
      details: forumReports.details,
      createdAt: forumReports.createdAt,
      resolvedAt: forumReports.resolvedAt,
    })
    .from(forumReports)
    .where(eq(forumReports.reporterId, userId))
    .orderBy(asc(forumReports.createdAt));
  // Whom they blocked, as the forum shows them (display name), never their e-mail.
  const blocks = await db
    .select({ userId: forumBlocks.blockedId, accountName: users.name, fullName: profiles.fullName, createdAt: forumBlocks.createdAt })
    .from(forumBlocks)
    .innerJoin(users, eq(users.id, forumBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.userId, forumBlocks.blockedId))
    .where(eq(forumBlocks.blockerId, userId))
    .orderBy(asc(forumBlocks.createdAt));
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    posts: posts.map((post) => ({ ...post, createdAt: post.createdAt.toISOString(), editedAt: iso(post.editedAt) })),
    replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString(), editedAt: iso(reply.editedAt) })),
    votes: [
      ...postVotes.map((vote) => ({ postId: vote.postId, replyId: null, createdAt: vote.createdAt.toISOString() })),
      ...replyVotes.map((vote) => ({ postId: null, replyId: vote.replyId, createdAt: vote.createdAt.toISOString() })),
    ],
    reports: reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString(), resolvedAt: iso(report.resolvedAt) })),
    blocks: blocks.map((block) => ({
      userId: block.userId,
      displayName: forumDisplayName(block.fullName ?? block.accountName),
      createdAt: block.createdAt.toISOString(),
    })),
  };
}

/**
 * Called by deleteAccount before the user row goes: the log keeps who acted,
 * what they did and why, but its summaries no longer quote the person's posts
 * or name them.
 */
export async function eraseModerationTraces(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(moderationActions)
    .set({
      targetSummary: sql`case ${moderationActions.targetType} when 'post' then 'A post by a deleted account' when 'reply' then 'A reply by a deleted account' else 'A deleted account' end`,
    })
    .where(eq(moderationActions.targetUserId, userId));
}

/** The forum's part of a user's account: their activity in the export; on deletion, the moderation log stops naming them. */
export const forumAccountData = {
  exportSection: exportForumActivity,
  eraseTraces: (tx, user) => eraseModerationTraces(tx, user.id),
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportForumActivity>>>;
