import { describe, expect, it } from 'vitest';
import { canDelete, canEdit, canMarkHelpful, checkPostingLimit, EDIT_WINDOW_MS, isNewAccount, NEW_ACCOUNT_MS } from './policy';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const member = { id: 'u1', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('edit and delete', () => {
  it('lets the author edit until the window closes', () => {
    expect(canEdit(member, { authorId: 'u1', createdAt: ago(EDIT_WINDOW_MS - 1) }, now)).toBe(true);
    expect(canEdit(member, { authorId: 'u1', createdAt: ago(EDIT_WINDOW_MS) }, now)).toBe(false);
    expect(canEdit(admin, { authorId: 'u1', createdAt: now }, now)).toBe(false);
    expect(canEdit(null, { authorId: 'u1', createdAt: now }, now)).toBe(false);
  });
  it('lets only the author delete', () => {
    expect(canDelete(member, { authorId: 'u1' })).toBe(true);
    expect(canDelete(admin, { authorId: 'u1' })).toBe(false);
  });
  it('lets the post author mark others’ replies helpful', () => {
    expect(canMarkHelpful(member, { authorId: 'u1' }, { authorId: 'u2' })).toBe(true);
    expect(canMarkHelpful(member, { authorId: 'u1' }, { authorId: 'u1' })).toBe(false);
    expect(canMarkHelpful(admin, { authorId: 'u1' }, { authorId: 'u2' })).toBe(false);
  });
});

describe('posting limits', () => {
  it('calls an account new for its first 24 hours', () => {
    expect(isNewAccount(ago(NEW_ACCOUNT_MS - 1), now)).toBe(true);
    expect(isNewAccount(ago(NEW_ACCOUNT_MS), now)).toBe(false);
  });
  it('allows one post per 2 minutes and one reply per 30 seconds', () => {
    expect(checkPostingLimit('post', { lastAt: ago(119_000), inLastDay: 1 }, false, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      reason: 'too-soon',
      kind: 'post',
      seconds: 1,
    });
    expect(checkPostingLimit('post', { lastAt: ago(120_000), inLastDay: 1 }, false, now)).toEqual({ allowed: true });
    expect(checkPostingLimit('reply', { lastAt: ago(29_000), inLastDay: 1 }, false, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      reason: 'too-soon',
      kind: 'reply',
      seconds: 1,
    });
    expect(checkPostingLimit('reply', { lastAt: ago(30_000), inLastDay: 50 }, false, now)).toEqual({ allowed: true });
  });
  it('caps new accounts at 3 posts and 10 replies a day', () => {
    expect(checkPostingLimit('post', { lastAt: ago(3_600_000), inLastDay: 2 }, true, now)).toEqual({ allowed: true });
    expect(checkPostingLimit('post', { lastAt: ago(3_600_000), inLastDay: 3 }, true, now)).toMatchObject({
      allowed: false,
      reason: 'daily-cap',
      cap: 3,
    });
    expect(checkPostingLimit('reply', { lastAt: ago(3_600_000), inLastDay: 9 }, true, now)).toEqual({ allowed: true });
    expect(checkPostingLimit('reply', { lastAt: ago(3_600_000), inLastDay: 10 }, true, now)).toMatchObject({
      allowed: false,
      reason: 'daily-cap',
      cap: 10,
    });
  });
});
