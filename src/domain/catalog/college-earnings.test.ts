import { describe, expect, it } from 'vitest';
import { collegeEarningsHorizon, collegeEarningsLabel, collegeEarningsSuffix } from './college-earnings';

describe('college earnings label', () => {
  it('labels an early-career estimate as such', () => {
    expect(collegeEarningsLabel({ estimate: true }, 49500)).toBe('Median earnings, first year after graduation (Waypoint estimate)');
    expect(collegeEarningsHorizon({ estimate: true })).toBe('first year after graduation, Waypoint estimate');
  });
  it("labels the institution's own figure by its 10-year horizon", () => {
    expect(collegeEarningsLabel({ estimate: false }, 61000)).toBe('Median earnings 10 years after entering college');
    expect(collegeEarningsSuffix({ estimate: false }, 61000)).toBe(' (10 years after entering college)');
  });
  it('claims no horizon when there is no figure', () => {
    expect(collegeEarningsLabel({ estimate: false }, null)).toBe('Median earnings of graduates');
    expect(collegeEarningsSuffix({ estimate: false }, null)).toBe('');
    expect(collegeEarningsSuffix({ estimate: true }, null)).toBe('');
    expect(collegeEarningsHorizon({ estimate: false })).toBe('10 years after entering college');
  });
});
