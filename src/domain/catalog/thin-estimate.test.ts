import { describe, expect, it } from 'vitest';
import {
  isThinEstimate,
  limitedDataNote,
  limitedFigures,
  THIN_ESTIMATE_MAX_LARGEST_SHARE,
  THIN_ESTIMATE_MIN_PROGRAMS,
} from './thin-estimate';

describe('isThinEstimate', () => {
  it('uses the ADR 0020 thresholds: 5 programs, one half of the weight', () => {
    expect(THIN_ESTIMATE_MIN_PROGRAMS).toBe(5);
    expect(THIN_ESTIMATE_MAX_LARGEST_SHARE).toBe(0.5);
  });

  it('flags 3 and 4 programs, not 5, when no program dominates', () => {
    expect(isThinEstimate([3, 10, 30])).toBe(true);
    expect(isThinEstimate([4, 10, 40])).toBe(true);
    expect(isThinEstimate([5, 10, 50])).toBe(false);
  });

  it('flags one program above half the weight, not at exactly half', () => {
    expect(isThinEstimate([10, 51, 100])).toBe(true);
    expect(isThinEstimate([10, 50, 100])).toBe(false);
    expect(isThinEstimate([10, 49, 100])).toBe(false);
  });

  it("flags Grand Canyon University's earnings (nursing is 61% of the earnings count) but not its debt (49.5%)", () => {
    expect(isThinEstimate([27, 6667, 10996])).toBe(true);
    expect(isThinEstimate([25, 7420, 14977])).toBe(false);
  });

  it('treats no programs or a zero total as limited, and rejects impossible support', () => {
    expect(isThinEstimate([0, 0, 0])).toBe(true);
    expect(isThinEstimate([6, 0, 0])).toBe(true);
    expect(() => isThinEstimate([5, 60, 50])).toThrow(RangeError);
    expect(() => isThinEstimate([-1, 0, 0])).toThrow(RangeError);
    expect(() => isThinEstimate([2.5, 1, 2])).toThrow(RangeError);
  });
});

describe('limitedFigures', () => {
  const thin = [3, 1, 3] as const;
  const solid = [8, 10, 80] as const;

  it('names only shown figures whose support is thin', () => {
    expect(limitedFigures({ medianDebt: 20_000, medianEarnings: 40_000 }, { debt: thin, earnings: solid })).toEqual(['debt']);
    expect(limitedFigures({ medianDebt: 20_000, medianEarnings: 40_000 }, { debt: solid, earnings: thin })).toEqual(['earnings']);
    expect(limitedFigures({ medianDebt: 20_000, medianEarnings: 40_000 }, { debt: thin, earnings: thin })).toEqual(['debt', 'earnings']);
    expect(limitedFigures({ medianDebt: null, medianEarnings: null }, { debt: thin, earnings: thin })).toEqual([]);
  });

  it('has nothing to say without support data (e.g. imported rows)', () => {
    expect(limitedFigures({ medianDebt: 20_000, medianEarnings: 40_000 }, undefined)).toEqual([]);
  });
});

describe('limitedDataNote', () => {
  it('says "limited data" only beside a flagged figure', () => {
    expect(limitedDataNote({ limitedData: ['earnings'] }, 'earnings')).toBe(' (limited data)');
    expect(limitedDataNote({ limitedData: ['earnings'] }, 'debt')).toBe('');
    expect(limitedDataNote({}, 'debt')).toBe('');
  });
});
