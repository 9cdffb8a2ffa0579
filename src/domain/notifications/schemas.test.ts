import { describe, expect, it } from 'vitest';
import { issues } from '@domain/testing/parse-issues';
import { MAX_NOTIFICATIONS_PER_READ, markReadSchema, notificationsQuerySchema } from './schemas';

const uuid = '3f0b8c4e-2a8d-4c55-9f0e-6c1a2b3d4e5f';

describe('notificationsQuerySchema', () => {
  it('takes no cursor or a well-formed one', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({});
    expect(notificationsQuerySchema.parse({ cursor: 'AbC_-9' })).toEqual({ cursor: 'AbC_-9' });
  });

  it('refuses a cursor with other characters, and one over 200 characters with both messages', () => {
    expect(issues(notificationsQuerySchema.safeParse({ cursor: 'a+b' }))).toEqual([
      ['cursor', 'That page link is not valid any more. Start again from the first page.'],
    ]);
    expect(issues(notificationsQuerySchema.safeParse({ cursor: 'x'.repeat(201) }))).toEqual([
      ['cursor', 'Too big: expected string to have <=200 characters'],
    ]);
  });
});

describe('markReadSchema', () => {
  it('accepts all: true or one to a hundred ids', () => {
    expect(markReadSchema.parse({ all: true })).toEqual({ all: true });
    expect(markReadSchema.parse({ ids: [uuid] })).toEqual({ ids: [uuid] });
    expect(markReadSchema.safeParse({ ids: Array(MAX_NOTIFICATIONS_PER_READ).fill(uuid) }).success).toBe(true);
  });

  it('refuses other shapes and too many ids with the union message, and names a bad id or an empty list', () => {
    const union = [['', 'Send { "all": true } or { "ids": [...] }']];
    for (const input of [{}, { all: false }, { ids: Array(MAX_NOTIFICATIONS_PER_READ + 1).fill(uuid) }, null]) {
      expect(issues(markReadSchema.safeParse(input))).toEqual(union);
    }
    expect(issues(markReadSchema.safeParse({ ids: [] }))).toEqual([['ids', 'Name at least one notification']]);
    expect(issues(markReadSchema.safeParse({ ids: ['x'] }))).toEqual([['ids.0', 'Not a notification id']]);
  });
});
