import { describe, expect, it } from 'vitest';
import { withSaved } from './use-saved-lists';

type Item = { id: string; savedAt: string };
const idOf = (item: Item) => item.id;
const list = (...items: Item[]) => ({ ids: items.map(idOf), items });
const a = { id: 'a', savedAt: '2026-01-01T00:00:00.000Z' };
const b = { id: 'b', savedAt: '2026-02-01T00:00:00.000Z' };
const c = { id: 'c', savedAt: '2026-03-01T00:00:00.000Z' };

describe('withSaved (the optimistic cache change)', () => {
  it('adds in savedAt order and keeps the ids in step', () => {
    expect(withSaved(list(a, c), idOf, { add: b })).toEqual(list(a, b, c));
  });

  it('leaves the list alone when the item is already saved, or when there is no list yet', () => {
    const current = list(a);
    expect(withSaved(current, idOf, { add: { id: 'a', savedAt: c.savedAt } })).toBe(current);
    expect(withSaved(undefined, idOf, { add: a })).toBeUndefined();
  });

  it('removes by id (and removing a missing id changes nothing)', () => {
    expect(withSaved(list(a, b), idOf, { remove: 'a' })).toEqual(list(b));
    expect(withSaved(list(a, b), idOf, { remove: 'z' })).toEqual(list(a, b));
  });
});
