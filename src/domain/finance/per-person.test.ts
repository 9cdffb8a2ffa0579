import { describe, expect, it } from 'vitest';
import { perPersonAnnual, sumOrNull } from './per-person';

describe('perPersonAnnual', () => {
  it("divides the household figure by the region's people per consumer unit, in whole dollars", () => {
    expect(perPersonAnnual(26_266, 2.4)).toBe(10_944); // 10,944.17
    expect(perPersonAnnual(32_147, 2.6)).toBe(12_364); // 12,364.23
    expect(perPersonAnnual(125, 2.5)).toBe(50);
    expect(perPersonAnnual(1_000, 1)).toBe(1_000);
  });

  it('rounds half up at the boundary', () => {
    expect(perPersonAnnual(5, 2)).toBe(3); // 2.5
    expect(perPersonAnnual(7, 2)).toBe(4); // 3.5
  });

  it('keeps a missing figure null, never 0', () => {
    expect(perPersonAnnual(null, 2.4)).toBeNull();
    expect(perPersonAnnual(0, 2.4)).toBeNull();
    expect(perPersonAnnual(-5, 2.4)).toBeNull();
    expect(perPersonAnnual(Number.NaN, 2.4)).toBeNull();
    expect(perPersonAnnual(1, 4)).toBeNull(); // 0.25 rounds to 0: null, not "$0"
  });

  it('is null without a usable household size', () => {
    expect(perPersonAnnual(10_000, null)).toBeNull();
    expect(perPersonAnnual(10_000, 0)).toBeNull();
    expect(perPersonAnnual(10_000, -2)).toBeNull();
    expect(perPersonAnnual(10_000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('sumOrNull', () => {
  it('adds published figures', () => {
    expect(sumOrNull([1_569, 125, 1_218])).toBe(2_912);
    expect(sumOrNull([0, 5])).toBe(5);
  });

  it('is null when any figure is missing or there is none', () => {
    expect(sumOrNull([1_569, null, 1_218])).toBeNull();
    expect(sumOrNull([])).toBeNull();
    expect(sumOrNull([Number.NaN])).toBeNull();
    expect(sumOrNull([-1, 3])).toBeNull();
  });
});
