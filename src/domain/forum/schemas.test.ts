import { describe, expect, it } from 'vitest';
import { issues } from '@domain/testing/parse-issues';
import {
  createPostSchema,
  FORUM_MESSAGES,
  listPostsQuerySchema,
  moderationActionSchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pageQuerySchema,
  reportSchema,
  tagSchema,
} from './schemas';

const post = { title: '  How do I pick a major? ', category: 'majors', body: ' Any advice welcome. ' };
const uuid = '3f0b8c4e-2a8d-4c55-9f0e-6c1a2b3d4e5f';

describe('tagSchema', () => {
  it('trims and lower-cases before checking the pattern', () => {
    expect(tagSchema.parse('  FAFSA ')).toBe('fafsa');
    expect(tagSchema.parse('Community-College')).toBe('community-college');
  });

  it('refuses a tag that is too short, too long, or starts or ends with a dash', () => {
    for (const tag of ['a', 'x'.repeat(31), '-ab', 'ab-', 'a b', 7]) {
      expect(issues(tagSchema.safeParse(tag))).toEqual([['', FORUM_MESSAGES.tag]]);
    }
    expect(tagSchema.parse('x'.repeat(30))).toBe('x'.repeat(30));
  });
});

describe('createPostSchema', () => {
  it('trims the texts, defaults the tags to none and leaves the language out', () => {
    expect(createPostSchema.parse(post)).toEqual({
      title: 'How do I pick a major?',
      category: 'majors',
      tags: [],
      body: 'Any advice welcome.',
    });
  });

  it('lower-cases the tags and drops duplicates after lower-casing', () => {
    expect(createPostSchema.parse({ ...post, tags: ['FAFSA', 'fafsa', 'loans'] }).tags).toEqual(['fafsa', 'loans']);
  });

  it('refuses more than five tags, counted before duplicates are dropped', () => {
    expect(issues(createPostSchema.safeParse({ ...post, tags: ['aa', 'bb', 'cc', 'dd', 'ee', 'aa'] }))).toEqual([
      ['tags', FORUM_MESSAGES.tags],
    ]);
  });

  it('gives the required message for a missing or blank title and the too-long one past the maximum', () => {
    expect(issues(createPostSchema.safeParse({ ...post, title: undefined }))).toEqual([['title', FORUM_MESSAGES.title]]);
    expect(issues(createPostSchema.safeParse({ ...post, title: '   abcd   ' }))).toEqual([['title', FORUM_MESSAGES.title]]);
    expect(issues(createPostSchema.safeParse({ ...post, title: 'x'.repeat(151) }))).toEqual([['title', FORUM_MESSAGES.titleTooLong]]);
  });
});

describe('page queries', () => {
  it('coerce the limit, default it, and keep it a whole number from 1 to the maximum', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: PAGE_SIZE_DEFAULT });
    expect(pageQuerySchema.parse({ limit: '7' })).toEqual({ limit: 7 });
    expect(issues(pageQuerySchema.safeParse({ limit: '1.5' }))).toEqual([['limit', 'Invalid input: expected int, received number']]);
    expect(issues(pageQuerySchema.safeParse({ limit: '0' }))).toEqual([['limit', 'Too small: expected number to be >=1']]);
    expect(issues(pageQuerySchema.safeParse({ limit: String(PAGE_SIZE_MAX + 1) }))).toEqual([
      ['limit', `At most ${PAGE_SIZE_MAX} per page`],
    ]);
    expect(issues(pageQuerySchema.safeParse({ limit: 'abc' }))).toEqual([['limit', 'Invalid input: expected number, received NaN']]);
  });

  it('default the sort to new and trim the search', () => {
    expect(listPostsQuerySchema.parse({ q: '  fafsa  ' })).toEqual({ q: 'fafsa', sort: 'new', limit: PAGE_SIZE_DEFAULT });
    expect(issues(listPostsQuerySchema.safeParse({ cursor: 'a+b' }))).toEqual([['cursor', FORUM_MESSAGES.cursor]]);
  });
});

describe('reportSchema', () => {
  it('defaults the details to empty text', () => {
    expect(reportSchema.parse({ targetType: 'post', targetId: uuid, reason: 'spam' })).toEqual({
      targetType: 'post',
      targetId: uuid,
      reason: 'spam',
      details: '',
    });
  });
});

describe('moderationActionSchema', () => {
  it('reports both refinements, in order, when the action does not fit the target and the id is not a post id', () => {
    expect(
      issues(moderationActionSchema.safeParse({ action: 'ban', targetType: 'post', targetId: 'user-1', reason: 'Spam again' })),
    ).toEqual([
      ['action', 'Ban and unban act on a user; hide, restore, delete and dismiss act on a post or reply'],
      ['targetId', 'No post or reply was found.'],
    ]);
  });

  it('accepts a ban of a user id and a hide of a post id, trimming the reason', () => {
    expect(moderationActionSchema.parse({ action: 'ban', targetType: 'user', targetId: ' user-1 ', reason: ' Spam again ' })).toEqual({
      action: 'ban',
      targetType: 'user',
      targetId: 'user-1',
      reason: 'Spam again',
    });
    expect(moderationActionSchema.safeParse({ action: 'hide', targetType: 'reply', targetId: uuid, reason: 'Rude' }).success).toBe(true);
  });

  it('still runs the refinements after a field fails a length check (as classic zod did)', () => {
    expect(issues(moderationActionSchema.safeParse({ action: 'ban', targetType: 'post', targetId: 'x', reason: 'no' }))).toEqual([
      ['reason', FORUM_MESSAGES.moderationReason],
      ['action', 'Ban and unban act on a user; hide, restore, delete and dismiss act on a post or reply'],
      ['targetId', 'No post or reply was found.'],
    ]);
  });

  it('runs no refinement when a field has the wrong type', () => {
    expect(issues(moderationActionSchema.safeParse({ action: 'ban', targetType: 'post', targetId: 'x', reason: 3 }))).toEqual([
      ['reason', FORUM_MESSAGES.moderationReason],
    ]);
  });
});
