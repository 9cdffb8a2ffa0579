import { describe, expect, it } from 'vitest';
import { collegeEarningsBasis } from './college-earnings';

describe('college earnings basis', () => {
  it('marks an early-career estimate as such, figure or not', () => {
    expect(collegeEarningsBasis({ estimate: true }, 49500)).toBe('estimate');
    expect(collegeEarningsBasis({ estimate: true }, null)).toBe('estimate');
  });
  it("gives the institution's own figure its 10-year horizon, and claims none without a figure", () => {
    expect(collegeEarningsBasis({ estimate: false }, 61000)).toBe('ten-year');
    expect(collegeEarningsBasis({ estimate: false }, null)).toBe('not-reported');
  });
});
