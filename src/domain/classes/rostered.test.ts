import { describe, expect, it } from 'vitest';
import { notJoinedPage, notJoinedQuerySchema, rosterCounts, rosteredStatus, type RosteredRow } from './rostered';

const row = (name: string, status: RosteredRow['status'], id = name): RosteredRow => ({ id, name, schoolId: null, gradeLevel: 9, status });

describe('a roster student as the class sees them', () => {
  it('has joined when in the class whatever the membership says, left when joined and gone, and ended is off the roster', () => {
    expect(rosteredStatus('pending', false)).toBe('pending');
    expect(rosteredStatus('pending', true)).toBe('joined');
    expect(rosteredStatus('declined', false)).toBe('declined');
    expect(rosteredStatus('declined', true)).toBe('joined');
    expect(rosteredStatus('joined', true)).toBe('joined');
    expect(rosteredStatus('joined', false)).toBe('left');
    expect(rosteredStatus('ended', false)).toBeNull();
    expect(rosteredStatus('ended', true)).toBeNull();
  });

  it('counts every status, the rostered total included', () => {
    expect(rosterCounts([row('a', 'joined'), row('b', 'joined'), row('c', 'pending'), row('d', 'declined'), row('e', 'left')])).toEqual({
      rostered: 5,
      joined: 2,
      pending: 1,
      declined: 1,
      left: 1,
    });
    expect(rosterCounts([])).toEqual({ rostered: 0, joined: 0, pending: 0, declined: 0, left: 0 });
  });
});

describe('the page of students who have not joined', () => {
  const rows = [row('Zed', 'pending'), row('Amy', 'declined'), row('Bea', 'joined'), row('Cal', 'pending'), row('Dot', 'left')];

  it('lists the ones still to come first, then who said no, then who left, each by name; never a member', () => {
    const page = notJoinedPage(rows, 1);
    expect(page.items.map((item) => `${item.name}:${item.status}`)).toEqual(['Cal:pending', 'Zed:pending', 'Amy:declined', 'Dot:left']);
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1, counts: { rostered: 5, joined: 1, pending: 2 } });
  });

  it('pages a long roster, and a page past the end shows the last one', () => {
    const many = Array.from({ length: 41 }, (_, i) => row(`Student ${String(i).padStart(2, '0')}`, 'pending'));
    expect(notJoinedPage(many, 1, 20).items).toHaveLength(20);
    const last = notJoinedPage(many, 3, 20);
    expect(last).toMatchObject({ page: 3, pageCount: 3, total: 41 });
    expect(last.items.map((item) => item.name)).toEqual(['Student 40']);
    expect(notJoinedPage(many, 99, 20).page).toBe(3);
    expect(notJoinedPage([], 1)).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it('reads its page from the query string and refuses nonsense', () => {
    expect(notJoinedQuerySchema.parse({})).toEqual({ page: 1 });
    expect(notJoinedQuerySchema.parse({ page: '2' })).toEqual({ page: 2 });
    expect(notJoinedQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(notJoinedQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
  });
});
