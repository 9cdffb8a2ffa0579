import { z } from '@domain/zod';
import { LOCALES } from '@domain/i18n/locales';
import type { ErrorCode } from '@locales/keys';

/** The forum's categories: slug → label. The slug is what the API and the URL carry. */
export const FORUM_CATEGORIES = [
  { slug: 'careers', label: 'Choosing a career' },
  { slug: 'majors', label: 'Choosing a major' },
  { slug: 'colleges', label: 'Colleges & admissions' },
  { slug: 'paying', label: 'Paying for college & scholarships' },
  { slug: 'student-life', label: 'Student life' },
  { slug: 'parents-educators', label: 'Parents & educators' },
] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number]['slug'];
const CATEGORY_SLUGS = FORUM_CATEGORIES.map((category) => category.slug) as [ForumCategory, ...ForumCategory[]];

export function categoryLabel(slug: string): string {
  return FORUM_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;
}

export const FORUM_SORTS = [
  { value: 'new', label: 'Newest' },
  { value: 'active', label: 'Recently active' },
  { value: 'top', label: 'Most upvoted' },
] as const;
export type ForumSort = (typeof FORUM_SORTS)[number]['value'];
const SORT_VALUES = FORUM_SORTS.map((sort) => sort.value) as [ForumSort, ...ForumSort[]];

export const TITLE_MIN_LENGTH = 5;
export const TITLE_MAX_LENGTH = 150;
export const BODY_MAX_LENGTH = 10_000;
export const REPLY_MAX_LENGTH = 5_000;
export const MAX_TAGS = 5;
export const TAG_MAX_LENGTH = 30;
export const SEARCH_MAX_LENGTH = 200;
export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 500;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

export const FORUM_MESSAGES = {
  title: 'forum.title',
  titleTooLong: 'forum.title_too_long',
  category: 'forum.category',
  body: 'forum.body',
  bodyTooLong: 'forum.body_too_long',
  reply: 'forum.reply',
  replyTooLong: 'forum.reply_too_long',
  tags: 'forum.tags',
  tag: 'forum.tag',
  reportReason: 'forum.report_reason',
  reportDetailsTooLong: 'forum.report_details_too_long',
  moderationReason: 'forum.moderation_reason',
  moderationReasonTooLong: 'forum.moderation_reason_too_long',
  cursor: 'forum.cursor',
  language: 'forum.language',
} as const satisfies Record<string, ErrorCode>;

/** The language a post or reply is written in; optional on writes: the server takes the request's language. */
export const postLanguageSchema = z.enum(LOCALES, { error: FORUM_MESSAGES.language });

/** A tag: lower case letters, digits and single dashes, e.g. "fafsa" or "community-college". */
export const tagSchema = z
  .string({ error: FORUM_MESSAGES.tag })
  .check(z.trim(), z.toLowerCase(), z.regex(new RegExp(`^[a-z0-9](?:[a-z0-9-]{0,${TAG_MAX_LENGTH - 2}}[a-z0-9])$`), FORUM_MESSAGES.tag));

/** Splits "FAFSA, community college" into ["fafsa", "community-college"] for the tag field. */
export function parseTagInput(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean);
  return [...new Set(tags)];
}

const tagsSchema = z.pipe(
  z.array(tagSchema).check(z.maxLength(MAX_TAGS, FORUM_MESSAGES.tags)),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

const text = (required: string, min: number, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong));

export const createPostSchema = z.object({
  title: text(FORUM_MESSAGES.title, TITLE_MIN_LENGTH, TITLE_MAX_LENGTH, FORUM_MESSAGES.titleTooLong),
  category: z.enum(CATEGORY_SLUGS, { error: FORUM_MESSAGES.category }),
  tags: z._default(tagsSchema, []),
  body: text(FORUM_MESSAGES.body, 1, BODY_MAX_LENGTH, FORUM_MESSAGES.bodyTooLong),
  language: z.optional(postLanguageSchema),
});
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePost = z.output<typeof createPostSchema>;

export const updatePostSchema = createPostSchema;
export type UpdatePost = z.output<typeof updatePostSchema>;

export const replySchema = z.object({
  body: text(FORUM_MESSAGES.reply, 1, REPLY_MAX_LENGTH, FORUM_MESSAGES.replyTooLong),
  language: z.optional(postLanguageSchema),
});
export type ReplyInput = z.output<typeof replySchema>;

export const idParamSchema = z.object({ id: z.uuid('No post or reply was found.') });
export const userIdParamSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) });

const cursorSchema = z.string().check(z.maxLength(500), z.regex(/^[A-Za-z0-9_-]+$/, FORUM_MESSAGES.cursor));

const pageLimitSchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX, `At most ${PAGE_SIZE_MAX} per page`)),
  PAGE_SIZE_DEFAULT,
);

export const listPostsQuerySchema = z.object({
  category: z.optional(z.enum(CATEGORY_SLUGS, { error: FORUM_MESSAGES.category })),
  tag: z.optional(tagSchema),
  language: z.optional(postLanguageSchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters`))),
  sort: z._default(z.enum(SORT_VALUES, { error: 'Sort by new, active or top' }), 'new'),
  cursor: z.optional(cursorSchema),
  limit: pageLimitSchema,
});
export type ListPostsQuery = z.output<typeof listPostsQuerySchema>;

export const pageQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: pageLimitSchema,
});

export const REPORT_REASONS = [
  { value: 'personal-info', label: 'Shares personal or contact information' },
  { value: 'bullying', label: 'Bullying or harassment' },
  { value: 'inappropriate', label: 'Inappropriate or unsafe content' },
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'misinformation', label: 'Misleading information' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
const REPORT_REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export function reportReasonLabel(value: string): string {
  return REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}

export const TARGET_TYPES = ['post', 'reply'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const reportSchema = z.object({
  targetType: z.enum(TARGET_TYPES),
  targetId: z.uuid('No post or reply was found.'),
  reason: z.enum(REPORT_REASON_VALUES, { error: FORUM_MESSAGES.reportReason }),
  details: z._default(z.string().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX_LENGTH, FORUM_MESSAGES.reportDetailsTooLong)), ''),
});
export type ReportInput = z.input<typeof reportSchema>;

export const voteSchema = z.object({ voted: z.boolean({ error: 'Say whether to add or remove the upvote' }) });
export const helpfulSchema = z.object({ helpful: z.boolean({ error: 'Say whether the reply is helpful' }) });

export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'ban', 'unban', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    targetType: z.enum(['post', 'reply', 'user']),
    targetId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    reason: text(FORUM_MESSAGES.moderationReason, 3, MODERATION_REASON_MAX_LENGTH, FORUM_MESSAGES.moderationReasonTooLong),
  })
  .check(
    z.refine((input) => (input.action === 'ban' || input.action === 'unban') === (input.targetType === 'user'), {
      message: 'Ban and unban act on a user; hide, restore, delete and dismiss act on a post or reply',
      path: ['action'],
    }),
    z.refine((input) => input.targetType === 'user' || z.uuid().safeParse(input.targetId).success, {
      message: 'No post or reply was found.',
      path: ['targetId'],
    }),
  );
export type ModerationActionInput = z.input<typeof moderationActionSchema>;

/** Post and reply states. Only `published` content is shown to everyone. */
export const CONTENT_STATUSES = ['published', 'held', 'hidden', 'deleted'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const USER_TYPES = ['Student', 'Parent', 'Educator'] as const;
export type ForumUserType = (typeof USER_TYPES)[number];
