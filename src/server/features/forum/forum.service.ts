import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { forumDisplayName, holdReason } from '@domain/forum/content-checks';
import {
  canDelete,
  canEdit,
  canMarkHelpful,
  checkPostingLimit,
  editDeadline,
  isNewAccount,
  type Actor,
  type LimitKind,
} from '@domain/forum/policy';
import type { ContentStatus, CreatePost, ListPostsQuery, ReplyInput, ReportInput, UpdatePost } from '@domain/forum/schemas';
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
import { decodeCursor, encodeCursor } from '@server/http/cursor';
import { AppError, appError, forbidden, notFound } from '@server/http/errors';
import { englishErrorText, translate } from '@server/shared/messages';
import { languageOfUser } from '@server/shared/language';
import { notify } from '@server/shared/notify';
import type { Locale } from '@domain/i18n/locales';
import { noPostHasAllWords, SEARCH_RECENT_WINDOW } from './search-words';

type Db = Database | Transaction;

/* ---------- authors ---------- */

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
function notBlockedBy(viewerId: string | undefined, authorColumn: SQL | typeof forumPosts.authorId | typeof forumReplies.authorId) {
  if (!viewerId) return undefined;
  return sql`${authorColumn} not in (select ${forumBlocks.blockedId} from ${forumBlocks} where ${forumBlocks.blockerId} = ${viewerId})`;
}

/* ---------- posts: listing ---------- */

const postSummaryColumns = {
  id: forumPosts.id,
  category: forumPosts.category,
  title: forumPosts.title,
  tags: forumPosts.tags,
  status: forumPosts.status,
  language: forumPosts.language,
  score: forumPosts.score,
  replyCount: forumPosts.replyCount,
  createdAt: forumPosts.createdAt,
  editedAt: forumPosts.editedAt,
  lastActivityAt: forumPosts.lastActivityAt,
  excerpt: sql<string>`left(${forumPosts.body}, 240)`,
  ...authorColumns,
};

interface PostSummaryRow {
  id: string;
  category: string;
  title: string;
  tags: string[];
  status: ContentStatus;
  language: Locale;
  score: number;
  replyCount: number;
  createdAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
  excerpt: string;
  authorId: string;
  authorAccountName: string;
  authorFullName: string | null;
  authorUserType: string | null;
  authorProfessional: boolean;
}

function toPostSummaryDto(row: PostSummaryRow) {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    tags: row.tags,
    language: row.language,
    excerpt: row.excerpt,
    score: row.score,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    author: toAuthorDto(row),
  };
}
export type PostSummaryDto = ReturnType<typeof toPostSummaryDto>;

const postDetailColumns = { ...postSummaryColumns, body: forumPosts.body, holdReason: forumPosts.holdReason };

const SORT_SQL = {
  new: sql.raw('created_at desc, id desc'),
  active: sql.raw('last_activity_at desc, id desc'),
  top: sql.raw('score desc, created_at desc, id desc'),
} as const;

/**
 * The planner's estimate of how many posts match, from the statistics ANALYZE
 * keeps on the search vector's words (no rows are read). Rare and unknown words
 * come out near their true count; two common words are estimated as if
 * independent.
 */
async function estimatedHits(db: Db, filters: SQL, matches: SQL): Promise<number> {
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from ${forumPosts} where ${filters} and ${matches}`,
  );
  return result.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * One page of search hits in the list's sort order, in a time that does not
 * grow with the forum. A rare or unknown term (estimated to match no more
 * posts than the recent window holds) is looked up in the GIN index straight
 * away, where the work grows with its few hits. A common term fills a page
 * from the newest few thousand posts (walking the sort index), and only falls
 * back to the GIN index when that window holds less than a page. Both paths
 * return the same rows; the estimate only picks the cheaper one. Leaving the
 * choice to the planner went wrong both ways at 1M posts (bench/forum-scale.ts).
 * Common words that never meet in one post are answered from their bits.
 */
async function searchPage(db: Db, filters: SQL, q: string, order: SQL, limit: number): Promise<string[]> {
  const matches = sql`search_vector @@ websearch_to_tsquery('english', ${q})`;
  if ((await estimatedHits(db, filters, matches)) > SEARCH_RECENT_WINDOW) {
    // Common words that no post holds together (ADR 0036): without the proof, both passes below would read them all.
    if (await noPostHasAllWords(db, q)) return [];
    const recent = await db.execute<{ id: string }>(sql`
      select id from (select id, search_vector, created_at, last_activity_at, score from ${forumPosts} where ${filters} order by ${order} limit ${SEARCH_RECENT_WINDOW}) as recent
      where ${matches} order by ${order} limit ${limit}`);
    if (recent.rows.length === limit) return recent.rows.map((row) => row.id);
  }
  const all = await db.execute<{ id: string }>(sql`
    with hits as materialized (select id, created_at, last_activity_at, score from ${forumPosts} where ${filters} and ${matches})
    select id from hits order by ${order} limit ${limit}`);
  return all.rows.map((row) => row.id);
}

/**
 * Published posts, newest / most recently active / most upvoted first, with
 * keyset pagination: the cursor is the last row's sort key, so posts added
 * meanwhile never shift or repeat the pages after the first.
 */
export async function listPosts(db: Database, viewerId: string | undefined, query: ListPostsQuery) {
  const sortKeys = {
    new: { columns: [forumPosts.createdAt, forumPosts.id], types: ['date', 'uuid'] as const },
    active: { columns: [forumPosts.lastActivityAt, forumPosts.id], types: ['date', 'uuid'] as const },
    top: { columns: [forumPosts.score, forumPosts.createdAt, forumPosts.id], types: ['integer', 'date', 'uuid'] as const },
  }[query.sort];
  const after = query.cursor ? decodeCursor(query.cursor, `posts-${query.sort}`, sortKeys.types) : null;
  const keyTuple = sql.join(sortKeys.columns, sql`, `);
  const filters = and(
    eq(forumPosts.status, 'published'),
    query.category ? eq(forumPosts.category, query.category) : undefined,
    query.tag ? sql`${forumPosts.tags} @> array[${query.tag}]::text[]` : undefined,
    query.language ? eq(forumPosts.language, query.language) : undefined,
    notBlockedBy(viewerId, forumPosts.authorId),
    after
      ? sql`(${keyTuple}) < (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : undefined,
  );
  const order = sortKeys.columns.map((column) => desc(column));
  const searchIds = query.q ? await searchPage(db, filters!, query.q, SORT_SQL[query.sort], query.limit + 1) : null;
  if (searchIds && searchIds.length === 0) return { items: [], nextCursor: null };
  // The summary columns only: a list never needs whole bodies.
  const rows = await db
    .select(postSummaryColumns)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, forumPosts.authorId))
    .leftJoin(professionalBadges, eq(professionalBadges.userId, forumPosts.authorId))
    .where(searchIds ? inArray(forumPosts.id, searchIds) : filters)
    .orderBy(...order)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    const key =
      query.sort === 'new'
        ? [last.createdAt.toISOString(), last.id]
        : query.sort === 'active'
          ? [last.lastActivityAt.toISOString(), last.id]
          : [last.score, last.createdAt.toISOString(), last.id];
    nextCursor = encodeCursor(`posts-${query.sort}`, key);
  }
  return { items: page.map(toPostSummaryDto), nextCursor };
}

/* ---------- posts: one thread ---------- */

async function findPostRow(db: Db, postId: string) {
  const [row] = await db
    .select(postDetailColumns)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, forumPosts.authorId))
    .leftJoin(professionalBadges, eq(professionalBadges.userId, forumPosts.authorId))
    .where(eq(forumPosts.id, postId))
    .limit(1);
  return row;
}

async function isBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ blockedId: forumBlocks.blockedId })
    .from(forumBlocks)
    .where(and(eq(forumBlocks.blockerId, blockerId), eq(forumBlocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Who may see content in this state: everyone when published; its author and moderators while held or hidden; nobody once deleted. */
function visibleTo(viewer: Actor | null, content: { status: ContentStatus; authorId: string }): boolean {
  if (content.status === 'published') return true;
  if (content.status === 'deleted' || !viewer) return false;
  return viewer.role === 'admin' || viewer.id === content.authorId;
}

export async function getPost(db: Database, viewer: Actor | null, postId: string, now = new Date()) {
  const row = await findPostRow(db, postId);
  if (!row || !visibleTo(viewer, row)) throw notFound('post');
  if (viewer && viewer.id !== row.authorId && (await isBlocked(db, viewer.id, row.authorId))) {
    throw appError(404, 'forum.blocked');
  }
  let voted = false;
  if (viewer) {
    const [vote] = await db
      .select({ userId: forumPostVotes.userId })
      .from(forumPostVotes)
      .where(and(eq(forumPostVotes.postId, postId), eq(forumPostVotes.userId, viewer.id)))
      .limit(1);
    voted = vote !== undefined;
  }
  const owned = { authorId: row.authorId, createdAt: row.createdAt };
  return {
    ...toPostSummaryDto(row),
    body: row.body,
    status: row.status,
    holdReason: row.holdReason,
    editableUntil: editDeadline(owned).toISOString(),
    viewer: {
      voted,
      canEdit: canEdit(viewer, owned, now) && (row.status === 'published' || row.status === 'held'),
      canDelete: canDelete(viewer, owned),
      isAuthor: viewer?.id === row.authorId,
    },
  };
}
export type PostDto = Awaited<ReturnType<typeof getPost>>;

/* ---------- replies ---------- */

const replyColumns = {
  id: forumReplies.id,
  postId: forumReplies.postId,
  body: forumReplies.body,
  status: forumReplies.status,
  holdReason: forumReplies.holdReason,
  language: forumReplies.language,
  score: forumReplies.score,
  helpful: forumReplies.helpful,
  createdAt: forumReplies.createdAt,
  editedAt: forumReplies.editedAt,
  ...authorColumns,
};

export async function listReplies(
  db: Database,
  viewer: Actor | null,
  postId: string,
  cursor: string | undefined,
  limit: number,
  now = new Date(),
) {
  const post = await getPost(db, viewer, postId, now);
  const after = cursor ? decodeCursor(cursor, 'replies', ['date', 'uuid']) : null;
  const visibility =
    viewer?.role === 'admin'
      ? ne(forumReplies.status, 'deleted')
      : viewer
        ? sql`(${forumReplies.status} = 'published' or (${forumReplies.authorId} = ${viewer.id} and ${forumReplies.status} in ('held', 'hidden')))`
        : eq(forumReplies.status, 'published');
  const rows = await db
    .select({
      ...replyColumns,
      voted: viewer
        ? sql<boolean>`exists (select 1 from ${forumReplyVotes} where ${forumReplyVotes.replyId} = ${forumReplies.id} and ${forumReplyVotes.userId} = ${viewer.id})`
        : sql<boolean>`false`,
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .leftJoin(profiles, eq(profiles.userId, forumReplies.authorId))
    .leftJoin(professionalBadges, eq(professionalBadges.userId, forumReplies.authorId))
    .where(
      and(
        eq(forumReplies.postId, postId),
        visibility,
        notBlockedBy(viewer?.id, forumReplies.authorId),
        after ? sql`(${forumReplies.createdAt}, ${forumReplies.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const owned = { authorId: row.authorId, createdAt: row.createdAt };
      return {
        id: row.id,
        postId: row.postId,
        body: row.body,
        status: row.status,
        holdReason: row.holdReason,
        language: row.language,
        score: row.score,
        helpful: row.helpful,
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        editableUntil: editDeadline(owned).toISOString(),
        author: toAuthorDto(row),
        viewer: {
          voted: row.voted,
          canEdit: canEdit(viewer, owned, now) && (row.status === 'published' || row.status === 'held'),
          canDelete: canDelete(viewer, owned),
          canMarkHelpful: canMarkHelpful(viewer, { authorId: post.author.id }, owned) && row.status === 'published',
          isAuthor: viewer?.id === row.authorId,
        },
      };
    }),
    nextCursor: rows.length > limit && last ? encodeCursor('replies', [last.createdAt.toISOString(), last.id]) : null,
  };
}
export type RepliesPage = Awaited<ReturnType<typeof listReplies>>;
export type ReplyDto = RepliesPage['items'][number];

/* ---------- writing: bans, limits, holds ---------- */

interface WriterState {
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

async function assertNotBanned(db: Db, userId: string): Promise<WriterState> {
  const state = await writerState(db, userId);
  if (state.banned) throw appError(403, 'forum.banned');
  return state;
}

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

export async function lockPost(tx: Transaction, postId: string) {
  const [row] = await tx.select().from(forumPosts).where(eq(forumPosts.id, postId)).for('update');
  if (!row || row.status === 'deleted') throw notFound('post');
  return row;
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

export async function lockReply(tx: Transaction, replyId: string) {
  const [row] = await tx.select().from(forumReplies).where(eq(forumReplies.id, replyId)).for('update');
  if (!row || row.status === 'deleted') throw notFound('reply');
  return row;
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
