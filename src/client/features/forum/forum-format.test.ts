import { describe, expect, it } from 'vitest';
import { shownReplyCount } from './forum-format';

describe('shownReplyCount', () => {
  it('is the published count when every shown reply is published', () => {
    expect(shownReplyCount(2, [{ status: 'published' }, { status: 'published' }])).toBe(2);
    expect(shownReplyCount(0, [])).toBe(0);
  });

  it("adds the viewer's own held or hidden replies, which the published count leaves out", () => {
    expect(shownReplyCount(0, [{ status: 'held' }])).toBe(1);
    expect(shownReplyCount(3, [{ status: 'published' }, { status: 'hidden' }, { status: 'held' }])).toBe(5);
  });
});
