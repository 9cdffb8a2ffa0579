import { describe, expect, it } from 'vitest';
import { deadlineCalendar } from '../domain/scholarships/search';
import { SCHOLARSHIP_DEADLINES } from './scholarship-deadlines';
import { findScholarship, SCHOLARSHIPS } from './scholarships';

describe('SCHOLARSHIP_DEADLINES', () => {
  it('is the directory\'s calendar exactly (after a change to the directory, run "npm run data:scholarship-deadlines")', () => {
    expect(SCHOLARSHIP_DEADLINES).toEqual(deadlineCalendar(SCHOLARSHIPS));
  });

  it('places each scholarship of the directory once, in the month it is usually due', () => {
    const placed = [...SCHOLARSHIP_DEADLINES.months.flatMap((month) => month.scholarships), ...SCHOLARSHIP_DEADLINES.varies].map((s) => s.id);
    expect(placed.sort()).toEqual(SCHOLARSHIPS.map((s) => s.id).sort());
    for (const month of SCHOLARSHIP_DEADLINES.months) {
      for (const entry of month.scholarships) expect(findScholarship(entry.id)?.usualDeadlineMonth).toBe(month.month);
    }
  });
});
