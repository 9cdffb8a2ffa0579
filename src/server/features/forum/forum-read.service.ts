import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { canDelete, canEdit, canMarkHelpful, editDeadline, type Actor } from '@domain/forum/policy';
import type { ContentStatus, ListPostsQuery } from '@domain/forum/schemas';
import type { Database, Transaction } from '@server/db/client';
import { forumPosts, forumPostVotes, forumReplies, forumReplyVotes, professionalBadges, profiles, users } from '@server/db/schema';
import { decodeCursor, encodeCursor } from '@server/http/cursor';
import { appError, notFound } from '@server/http/errors';
import type { Locale } from '@domain/i18n/locales';
import { noPostHasAllWords, SEARCH_RECENT_WINDOW } from './search-words';
import { authorColumns, isBlocked, notBlockedBy, toAuthorDto, visibleTo } from './forum-content';

type Db = Database | Transaction;

/* The forum's reading side: the post list and search, one thread, and its replies. */

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
