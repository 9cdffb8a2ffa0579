import { describe, expect, it } from 'vitest';
import { collegeEarningsHorizon, collegeEarningsLabel } from './college-earnings';

describe('college earnings label', () => {
  it('labels an early-career estimate as such', () => {
    expect(collegeEarningsLabel({ estimate: true })).toBe('Median earnings, first year after graduation (Waypoint estimate)');
    expect(collegeEarningsHorizon({ estimate: true })).toBe('first year after graduation, Waypoint estimate');
  });
  it("labels the institution's own figure by its 10-year horizon", () => {
    expect(collegeEarningsLabel({ estimate: false })).toBe('Median earnings 10 years after entering college');
    expect(collegeEarningsHorizon({ estimate: false })).toBe('10 years after entering college');
  });
});
