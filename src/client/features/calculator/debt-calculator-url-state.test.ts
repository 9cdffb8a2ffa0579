import { describe, expect, it } from 'vitest';
import { borrowingInputSchema, borrowingParams, DEFAULT_BORROWING, parseBorrowingParams, TARGET_GRADES } from './debt-calculator-url-state';

describe('borrowing calculator URL state', () => {
  it('round-trips the inputs', () => {
    const state = { salary: 61250, yearsOfStudy: 2, targetGrade: 'B+' as const, careerCode: '29-1141.00' };
    const query = borrowingParams(state).toString();
    expect(query).toBe('salary=61250&years=2&grade=B%2B&career=29-1141.00');
    expect(parseBorrowingParams(new URLSearchParams(query))).toEqual({ state, replaced: [] });
  });

  it('uses defaults for a bare link and names each value it could not use', () => {
    expect(parseBorrowingParams(new URLSearchParams())).toEqual({ state: DEFAULT_BORROWING, replaced: [] });
    expect(parseBorrowingParams(new URLSearchParams('salary=-5&years=9&grade=F&career=x'))).toEqual({
      state: DEFAULT_BORROWING,
      replaced: [{ value: 'salary' }, { value: 'years-of-study' }, { value: 'grade' }, { value: 'career' }],
    });
  });

  it('offers every grade with a ceiling, best first', () => {
    expect(TARGET_GRADES).toEqual(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D']);
    expect(borrowingInputSchema.safeParse({ salary: 50000, yearsOfStudy: 4, targetGrade: 'F' }).success).toBe(false);
  });
});
