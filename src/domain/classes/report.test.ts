import { describe, expect, it } from 'vitest';
import { REPORT_MATCHES_SHOWN, REPORT_SAVED_SHOWN, reportCollegeChoice } from './report';

describe('reportCollegeChoice', () => {
  it('lists the first saved colleges, then the best matches not already saved, and counts the matches left over', () => {
    const saved = [101, 102, 103, 104, 105, 106, 107, 108, 109];
    const matches = [103, 201, 202, 101, 203, 204, 205, 206, 109, 207, 208, 209];
    expect(reportCollegeChoice(saved, matches)).toEqual({
      saved: [101, 102, 103, 104, 105],
      matches: [201, 202, 203],
      otherMatchCount: 9,
    });
  });

  it('does not list a saved college again among the matches, even one beyond the saved colleges listed', () => {
    const saved = [1, 2, 3, 4, 5, 6];
    expect(reportCollegeChoice(saved, [6, 7]).matches).toEqual([7]);
    expect(reportCollegeChoice(saved, [6, 7]).otherMatchCount).toBe(1);
  });

  it('lists everything when the lists are short, and nothing when they are empty', () => {
    expect(reportCollegeChoice([1], [2, 1])).toEqual({ saved: [1], matches: [2], otherMatchCount: 1 });
    expect(reportCollegeChoice([], [])).toEqual({ saved: [], matches: [], otherMatchCount: 0 });
    expect(reportCollegeChoice([1, 2], [2, 1])).toEqual({ saved: [1, 2], matches: [], otherMatchCount: 0 });
  });

  it('never lists more than the page holds', () => {
    const many = Array.from({ length: 40 }, (_, index) => index + 1);
    const choice = reportCollegeChoice(
      many,
      many.map((id) => id + 100),
    );
    expect(choice.saved).toHaveLength(REPORT_SAVED_SHOWN);
    expect(choice.matches).toHaveLength(REPORT_MATCHES_SHOWN);
    expect(choice.otherMatchCount).toBe(40);
  });
});
