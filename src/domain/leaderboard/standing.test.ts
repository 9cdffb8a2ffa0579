import { describe, expect, it } from 'vitest';
import { standing, standingKind } from './standing';

describe('standing', () => {
  it('is null when nobody has played', () => {
    expect(standing(0, 0, 0)).toBeNull();
  });

  it('ranks after the players ahead, ties sharing a rank', () => {
    expect(standing(0, 99, 100)).toEqual({ rank: 1, total: 100, topPercent: 1, beatPercent: 99 });
    expect(standing(11, 80, 100)).toEqual({ rank: 12, total: 100, topPercent: 12, beatPercent: 80 });
    expect(standing(99, 0, 100)).toEqual({ rank: 100, total: 100, topPercent: 100, beatPercent: 0 });
  });

  it('rounds the top share up and the share beaten down', () => {
    expect(standing(0, 0, 3)?.topPercent).toBe(34);
    expect(standing(0, 999_999, 1_000_000)?.topPercent).toBe(1);
    expect(standing(1, 1, 3)?.beatPercent).toBe(33);
  });

  it('says top N % in the top half, and how many were beaten below it', () => {
    expect(standingKind(standing(11, 80, 100)!)).toBe('top');
    expect(standingKind(standing(49, 50, 100)!)).toBe('top');
    expect(standingKind(standing(50, 49, 100)!)).toBe('beat');
    expect(standingKind(standing(99, 0, 100)!)).toBe('keep-playing');
    expect(standingKind(standing(0, 0, 1)!)).toBe('only');
  });
});
