import { and, eq, sql } from 'drizzle-orm';
import { forumDisplayName, holdReason } from '@domain/forum/content-checks';
import { canDelete, canEdit, checkPostingLimit, isNewAccount, type Actor, type LimitKind } from '@domain/forum/policy';
import type { ContentStatus, CreatePost, ReplyInput, UpdatePost } from '@domain/forum/schemas';
import type { Database, Transaction } from '@server/db/client';
import { forumPosts, forumReplies, profiles, users } from '@server/db/schema';
import { AppError, appError, notFound } from '@server/http/errors';
import { translate } from '@server/shared/messages';
import { languageOfUser } from '@server/shared/language';
import { notify } from '@server/shared/notify';
import type { Locale } from '@domain/i18n/locales';
import { type WriterState, assertNotBanned, isBlocked, lockPost, lockReply, visibleTo } from './forum-content';

/* The forum's writing side: posting limits and holds, then writing, editing and deleting posts and replies. */

/**
 * Serialises one user's writes (a transaction-scoped advisory lock) and
 * applies the posting limits against the rows themselves: deleted and held
 * posts count too, so deleting cannot reset a limit.
 */
async function assertWithinLimits(tx: Transaction, userId: string, kind: LimitKind, state: WriterState, isAdmin: boolean) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`forum-write:${userId}`}, 0))`);
  if (isAdmin) return;
  const table = kind === 'post' ? forumPosts : forumReplies;
  const [activity] = await tx
    .select({
      lastAt: sql<Date | null>`max(${table.createdAt})`.mapWith((value: string | null) => (value ? new Date(value) : null)),
      inLastDay: sql<number>`(count(*) filter (where ${table.createdAt} > now() - interval '24 hours'))::int`,
    })
    .from(table)
    .where(and(eq(table.authorId, userId), sql`${table.createdAt} > now() - interval '24 hours'`));
  const result = checkPostingLimit(
    kind,
    { lastAt: activity?.lastAt ?? null, inLastDay: activity?.inLastDay ?? 0 },
    isNewAccount(state.accountCreatedAt, state.now),
    state.now,
  );
  if (result.allowed) return;
  const refusal =
    result.reason === 'daily-cap'
      ? appError(429, 'forum.daily_cap', { kind: result.kind, cap: result.cap })
      : appError(429, 'forum.too_soon', { kind: result.kind, seconds: result.seconds });
  throw new RateLimitedError(refusal, result.retryAfterSeconds);
}

export class RateLimitedError extends AppError {
  constructor(
    refusal: AppError,
    readonly retryAfterSeconds: number,
  ) {
    super(429, refusal.code, refusal.message, undefined, refusal.values);
  }
}

function holdFor(text: string, actor: Actor, state: WriterState) {
  return holdReason(text, { isAdmin: actor.role === 'admin', isNewAccount: isNewAccount(state.accountCreatedAt, state.now) });
}

/* ---------- posts: writing ---------- */

/** A new post is in the language its author chose, else the language they use Waypoint in (the request's). */
export async function createPost(db: Database, actor: Actor, input: CreatePost, fallbackLanguage: Locale = 'en') {
  return db.transaction(async (tx) => {
    const state = await assertNotBanned(tx, actor.id);
    await assertWithinLimits(tx, actor.id, 'post', state, actor.role === 'admin');
    const held = holdFor(`${input.title}\n${input.body}`, actor, state);
    const [row] = await tx
      .insert(forumPosts)
      .values({
        authorId: actor.id,
        title: input.title,
        body: input.body,
        category: input.category,
        tags: input.tags,
        language: input.language ?? fallbackLanguage,
        status: held ? 'held' : 'published',
        holdReason: held,
      })
      .returning({ id: forumPosts.id, status: forumPosts.status, language: forumPosts.language });
    return row!;
  });
}

function assertCanEdit(
  actor: Actor,
  content: { authorId: string; createdAt: Date; status: ContentStatus },
  what: 'post' | 'reply',
  now: Date,
) {
  if (actor.id !== content.authorId) throw appError(403, 'forum.not_author_edit', { target: what });
  if (content.status === 'hidden') throw appError(403, 'forum.hidden_no_edit', { target: what });
  if (!canEdit(actor, content, now)) throw appError(403, 'forum.edit_window_passed', { target: what });
}

export async function updatePost(db: Database, actor: Actor, postId: string, input: UpdatePost) {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.status !== 'published' && !visibleTo(actor, post)) throw notFound('post');
    const state = await assertNotBanned(tx, actor.id);
    assertCanEdit(actor, post, 'post', state.now);
    // An edit that adds contact details goes back to the queue; a held post stays held until a moderator decides.
    const held = post.status === 'held' ? post.holdReason : holdFor(`${input.title}\n${input.body}`, actor, state);
    const [row] = await tx
      .update(forumPosts)
      .set({
        title: input.title,
        body: input.body,
        category: input.category,
        tags: input.tags,
        ...(input.language ? { language: input.language } : {}),
        editedAt: sql`now()`,
        status: held ? 'held' : 'published',
        holdReason: held,
      })
      .where(eq(forumPosts.id, postId))
      .returning({ id: forumPosts.id, status: forumPosts.status });
    return row!;
  });
}

export async function deletePost(db: Database, actor: Actor, postId: string) {
  await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (!visibleTo(actor, post)) throw notFound('post');
    if (!canDelete(actor, post)) throw appError(403, 'forum.not_author_delete', { target: 'post' });
    await tx.update(forumPosts).set({ status: 'deleted' }).where(eq(forumPosts.id, postId));
  });
}

/* ---------- replies: writing ---------- */

export async function createReply(db: Database, actor: Actor, postId: string, input: ReplyInput, fallbackLanguage: Locale = 'en') {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.status !== 'published')
      throw post.status === 'held' && post.authorId === actor.id ? appError(409, 'forum.post_awaiting_review') : notFound('post');
    const state = await assertNotBanned(tx, actor.id);
    await assertWithinLimits(tx, actor.id, 'reply', state, actor.role === 'admin');
    const held = holdFor(input.body, actor, state);
    const [row] = await tx
      .insert(forumReplies)
      .values({
        postId,
        authorId: actor.id,
        body: input.body,
        language: input.language ?? fallbackLanguage,
        status: held ? 'held' : 'published',
        holdReason: held,
      })
      .returning({ id: forumReplies.id, status: forumReplies.status, language: forumReplies.language });
    if (!held) await onReplyPublished(tx, post, { id: row!.id, authorId: actor.id });
    return row!;
  });
}

/** A reply became visible: count it, bump the thread, and tell the post's author (unless they blocked the replier). */
export async function onReplyPublished(
  tx: Transaction,
  post: typeof forumPosts.$inferSelect,
  reply: { id: string; authorId: string },
  alreadyNotified = false,
) {
  await tx
    .update(forumPosts)
    .set({ replyCount: sql`${forumPosts.replyCount} + 1`, lastActivityAt: sql`greatest(${forumPosts.lastActivityAt}, now())` })
    .where(eq(forumPosts.id, post.id));
  if (alreadyNotified || post.authorId === reply.authorId || (await isBlocked(tx, post.authorId, reply.authorId))) return;
  const [author] = await tx
    .select({ name: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, reply.authorId));
  const t = translate(await languageOfUser(tx, post.authorId));
  await notify(tx, {
    userId: post.authorId,
    kind: 'forum.reply',
    title: t('forum.notification.replyTitle', { postTitle: post.title }),
    body: t('forum.notification.replyBody', { replierName: forumDisplayName(author?.fullName ?? author?.name ?? '') }),
    link: `/forum/${post.id}#reply-${reply.id}`,
    actorId: reply.authorId,
  });
}

export async function onReplyUnpublished(tx: Transaction, postId: string) {
  await tx
    .update(forumPosts)
    .set({ replyCount: sql`greatest(${forumPosts.replyCount} - 1, 0)` })
    .where(eq(forumPosts.id, postId));
}

export async function updateReply(db: Database, actor: Actor, replyId: string, input: ReplyInput) {
  return db.transaction(async (tx) => {
    const reply = await lockReply(tx, replyId);
    if (!visibleTo(actor, reply)) throw notFound('reply');
    const state = await assertNotBanned(tx, actor.id);
    assertCanEdit(actor, reply, 'reply', state.now);
    const held = reply.status === 'held' ? reply.holdReason : holdFor(input.body, actor, state);
    if (held && reply.status === 'published') await onReplyUnpublished(tx, reply.postId);
    const [row] = await tx
      .update(forumReplies)
      .set({
        body: input.body,
        ...(input.language ? { language: input.language } : {}),
        editedAt: sql`now()`,
        status: held ? 'held' : 'published',
        holdReason: held,
      })
      .where(eq(forumReplies.id, replyId))
      .returning({ id: forumReplies.id, status: forumReplies.status });
    return row!;
  });
}

export async function deleteReply(db: Database, actor: Actor, replyId: string) {
  await db.transaction(async (tx) => {
    const reply = await lockReply(tx, replyId);
    if (!visibleTo(actor, reply)) throw notFound('reply');
    if (!canDelete(actor, reply)) throw appError(403, 'forum.not_author_delete', { target: 'reply' });
    if (reply.status === 'published') await onReplyUnpublished(tx, reply.postId);
    await tx.update(forumReplies).set({ status: 'deleted' }).where(eq(forumReplies.id, replyId));
  });
}
