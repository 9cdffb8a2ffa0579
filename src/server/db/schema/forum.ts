import { sql } from 'drizzle-orm';
import {
  bigint,
  bit,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { millisecondTime } from './columns';

/** PostgreSQL's full-text document type; drizzle has no built-in for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const published = sql`status = 'published'`;
/** A user the row belongs to (author, voter, reporter, blocker): deleting the account deletes the row. */
const accountColumn = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/**
 * What posts and replies both carry: their status and why one is held, the language the author wrote in (the forum is
 * one community: each shows its language and lists filter by it), and the score its votes add up to.
 */
const writtenColumns = () => ({
  status: text({ enum: ['published', 'held', 'hidden', 'deleted'] })
    .notNull()
    .default('published'),
  holdReason: text(),
  language: text({ enum: ['en', 'es'] })
    .notNull()
    .default('en'),
  score: integer().notNull().default(0),
});
/** A post or reply the row belongs to: deleting it deletes the row. */
const deletedWith = (target: () => AnyPgColumn) => uuid().notNull().references(target, { onDelete: 'cascade' });
const createdNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * Forum posts. `status`: published (everyone sees it), held (waiting for a
 * moderator: contact details, or a link from a new account), hidden (by a
 * moderator, can be restored), deleted (by its author or a moderator; kept so
 * the daily limits and the moderation log still count it, never shown).
 * `score` and `replyCount` are kept in step with the vote and reply tables in
 * the same transaction, so listing never counts rows.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: accountColumn(),
    category: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...writtenColumns(),
    replyCount: integer().notNull().default(0),
    createdAt: millisecondTime().notNull().defaultNow(),
    editedAt: millisecondTime(),
    lastActivityAt: millisecondTime().notNull().defaultNow(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B')`,
      ),
    /** A dense number for the post's bit in `forum_search_word_bits` (ADR 0036). */
    searchSeq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    // One index per sort order, each with and without a category, holding only what lists show.
    index('forum_posts_new_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_category_new_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_active_idx').on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_category_active_idx')
      .on(t.category, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('forum_posts_top_idx')
      .on(t.score.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('forum_posts_category_top_idx')
      .on(t.category, t.score.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    // The language filter on the default order; other orders filter the sort index's rows.
    index('forum_posts_language_new_idx').on(t.language, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_search_idx').using('gin', t.searchVector),
    index('forum_posts_tags_idx').using('gin', t.tags),
    index('forum_posts_author_idx').on(t.authorId, t.createdAt),
    index('forum_posts_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    check('forum_posts_score_not_negative', sql`${t.score} >= 0`),
  ],
);

/** Posts per row of `forum_search_word_bits`: one bit each, 1 KB a row. */
export const SEARCH_WORD_BITS_PER_CHUNK = 8192;

/**
 * The words common enough that proving two of them never meet in one post
 * would mean intersecting long index lists (ADR 0036). A word is listed once its
 * bits are complete, in the same transaction that wrote them.
 */
export const forumSearchWords = pgTable('forum_search_words', {
  /** A lexeme as `to_tsvector('english', …)` stores it, e.g. `scholarship`. */
  lexeme: text().primaryKey(),
  builtAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * For each listed word and each run of 8,192 posts (by `search_seq`), a bit set
 * for every post whose search vector holds the word. Bits are only ever set,
 * never cleared (an edited or deleted post leaves a stale bit), so an empty AND
 * proves that no post holds every word, and a set bit proves nothing.
 */
export const forumSearchWordBits = pgTable(
  'forum_search_word_bits',
  {
    lexeme: text()
      .notNull()
      .references(() => forumSearchWords.lexeme, { onDelete: 'cascade' }),
    chunk: integer().notNull(),
    bits: bit({ dimensions: SEARCH_WORD_BITS_PER_CHUNK }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.chunk] })],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: deletedWith(() => forumPosts.id),
    authorId: accountColumn(),
    body: text().notNull(),
    ...writtenColumns(),
    /** Set by the post's author. */
    helpful: boolean().notNull().default(false),
    createdAt: millisecondTime().notNull().defaultNow(),
    editedAt: millisecondTime(),
  },
  (t) => [
    index('forum_replies_post_idx').on(t.postId, t.createdAt, t.id),
    index('forum_replies_author_idx').on(t.authorId, t.createdAt),
    index('forum_replies_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    check('forum_replies_score_not_negative', sql`${t.score} >= 0`),
  ],
);

/** A vote's voter and when it was cast; one vote per user per post or reply (the primary key is the "once"). */
const voteColumns = () => ({ userId: accountColumn(), createdAt: createdNow() });

export const forumPostVotes = pgTable(
  'forum_post_votes',
  {
    postId: deletedWith(() => forumPosts.id),
    ...voteColumns(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const forumReplyVotes = pgTable(
  'forum_reply_votes',
  {
    replyId: deletedWith(() => forumReplies.id),
    ...voteColumns(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] })],
);

/** A report of a post (replyId null) or of one reply; one per reporter and target. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: deletedWith(() => forumPosts.id),
    replyId: uuid().references(() => forumReplies.id, { onDelete: 'cascade' }),
    reporterId: accountColumn(),
    reason: text().notNull(),
    details: text().notNull().default(''),
    createdAt: createdNow(),
    /** Set when a moderator acts on the target (hide, restore, delete, dismiss). */
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('forum_reports_once').on(t.reporterId, t.postId, t.replyId).nullsNotDistinct(),
    index('forum_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    index('forum_reports_target_idx').on(t.postId, t.replyId),
  ],
);

/** Blocking hides the blocked user's posts and replies from the blocker (and their replies stop notifying). */
export const forumBlocks = pgTable(
  'forum_blocks',
  {
    blockerId: accountColumn(),
    blockedId: accountColumn(),
    createdAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), check('forum_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`)],
);

/** A forum ban: the user can still read and use the rest of Waypoint, but not post, reply, edit, vote or report. */
export const forumBans = pgTable('forum_bans', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bannedBy: text().references(() => users.id, { onDelete: 'set null' }),
  reason: text().notNull(),
  createdAt: createdNow(),
});

/**
 * Every moderator action with who and why. `targetSummary` keeps a short
 * description (title or excerpt) so the log still reads after a deletion.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    moderatorId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: ['hide', 'restore', 'delete', 'ban', 'unban', 'dismiss'] }).notNull(),
    targetType: text({ enum: ['post', 'reply', 'user'] }).notNull(),
    postId: uuid().references(() => forumPosts.id, { onDelete: 'set null' }),
    replyId: uuid().references(() => forumReplies.id, { onDelete: 'set null' }),
    targetUserId: text().references(() => users.id, { onDelete: 'set null' }),
    targetSummary: text().notNull(),
    reason: text().notNull(),
    createdAt: millisecondTime().notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
