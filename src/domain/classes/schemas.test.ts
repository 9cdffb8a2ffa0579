import { describe, expect, it } from 'vitest';
import {
  CLASS_MESSAGES,
  CLASS_NAME_MESSAGE,
  classInputSchema,
  classUpdateSchema,
  GRADE_LEVEL_MESSAGE,
  JOIN_ONE_OF_MESSAGE,
  joinClassSchema,
  REASON_MESSAGE,
  educatorReasonSchema,
  rosterQuerySchema,
  SCHOOL_YEAR_MESSAGE,
} from './schemas';

/* The boundaries and messages of the class schemas (kept exact when they moved to zod/mini). */

const issuesOf = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string; code: string }[] } }) =>
  (result.error?.issues ?? []).map(({ path, message, code }) => ({ path: path.join('.'), message, code }));

describe('classInputSchema', () => {
  it('trims the name and year and reads the grade from text, a whole number from 8 to 13', () => {
    expect(classInputSchema.parse({ name: '  Period 3 ', schoolYear: ' 2026-27 ', gradeLevel: '9' })).toEqual({
      name: 'Period 3',
      schoolYear: '2026-27',
      gradeLevel: 9,
    });
    expect(classInputSchema.parse({ name: 'A', schoolYear: '2026-27', gradeLevel: 13 }).gradeLevel).toBe(13);
    expect(classInputSchema.parse({ name: 'A', schoolYear: '2026-27', gradeLevel: 8 }).gradeLevel).toBe(8);
  });

  it.each([6, '7'])('refuses grade %j with its own reason: no accounts under 13, so no class for it', (gradeLevel) => {
    expect(issuesOf(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-27', gradeLevel }))).toEqual([
      { path: 'gradeLevel', message: CLASS_MESSAGES.gradeUnder13, code: 'custom' },
    ]);
    expect(issuesOf(classUpdateSchema.safeParse({ gradeLevel }))[0]?.message).toBe(CLASS_MESSAGES.gradeUnder13);
  });

  it.each([9.5, '9.5', 5, 14, 'nine', 2 ** 60, 0, -7])('says how to choose a grade for %j', (gradeLevel) => {
    const result = classInputSchema.safeParse({ name: 'A', schoolYear: '2026-27', gradeLevel });
    expect(issuesOf(result)[0]).toMatchObject({ path: 'gradeLevel', message: GRADE_LEVEL_MESSAGE });
  });

  it('gives its own message for a blank name, a missing year and a year that does not follow on', () => {
    expect(issuesOf(classInputSchema.safeParse({ name: '   ', schoolYear: '2026-27', gradeLevel: 9 }))).toEqual([
      { path: 'name', message: CLASS_NAME_MESSAGE, code: 'too_small' },
    ]);
    expect(issuesOf(classInputSchema.safeParse({ name: 'A', gradeLevel: 9 }))).toEqual([
      { path: 'schoolYear', message: SCHOOL_YEAR_MESSAGE, code: 'invalid_type' },
    ]);
    expect(issuesOf(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-28', gradeLevel: 9 }))).toEqual([
      { path: 'schoolYear', message: SCHOOL_YEAR_MESSAGE, code: 'custom' },
    ]);
  });

  it('refuses keys it does not know', () => {
    expect(issuesOf(classInputSchema.safeParse({ name: 'A', schoolYear: '2026-27', gradeLevel: 9, extra: 1 }))[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});

describe('classUpdateSchema', () => {
  it('takes a single field, with the same rules as a new class', () => {
    expect(classUpdateSchema.parse({ name: ' B ' })).toEqual({ name: 'B' });
    expect(classUpdateSchema.parse({ archived: true, joinEnabled: false })).toEqual({ archived: true, joinEnabled: false });
    expect(issuesOf(classUpdateSchema.safeParse({ gradeLevel: 5 }))).toEqual([
      { path: 'gradeLevel', message: GRADE_LEVEL_MESSAGE, code: 'too_small' },
    ]);
  });

  it('needs something to change and refuses unknown keys', () => {
    expect(issuesOf(classUpdateSchema.safeParse({}))).toEqual([{ path: '', message: 'Nothing to change.', code: 'custom' }]);
    expect(issuesOf(classUpdateSchema.safeParse({ name: 'B', owner: 'x' }))).toEqual([
      { path: '', message: 'Unrecognized key: "owner"', code: 'unrecognized_keys' },
    ]);
    expect(issuesOf(classUpdateSchema.safeParse({ archived: 'yes' }))).toEqual([
      { path: 'archived', message: 'Invalid input: expected boolean, received string', code: 'invalid_type' },
    ]);
  });
});

describe('joinClassSchema', () => {
  it('names the code when neither or both are sent, and refuses a body that is not an object', () => {
    expect(issuesOf(joinClassSchema.safeParse({}))).toEqual([{ path: 'code', message: JOIN_ONE_OF_MESSAGE, code: 'custom' }]);
    expect(issuesOf(joinClassSchema.safeParse('ABCDEF23'))).toEqual([{ path: '', message: JOIN_ONE_OF_MESSAGE, code: 'invalid_type' }]);
  });
});

describe('rosterQuerySchema', () => {
  it('fills in the defaults', () => {
    expect(rosterQuerySchema.parse({})).toEqual({ filter: 'all', sort: 'name', dir: 'asc', q: '', page: 1 });
    expect(rosterQuerySchema.parse({ page: '3', step: 'career-quiz' })).toMatchObject({ page: 3, step: 'career-quiz' });
  });

  it.each([
    ['0', 'Page starts at 1'],
    ['x', 'Page must be a number'],
    // The schema's own message covers the checks that give none.
    ['1.5', 'Page must be a number'],
    ['10001', 'Page must be a number'],
  ])('page %j: %s', (page, message) => {
    expect(issuesOf(rosterQuerySchema.safeParse({ page }))[0]?.message).toBe(message);
  });
});

describe('educatorReasonSchema', () => {
  it('counts the characters after trimming', () => {
    expect(issuesOf(educatorReasonSchema.safeParse({ reason: '  ab  ' }))[0]?.message).toBe(REASON_MESSAGE);
    expect(educatorReasonSchema.parse({ reason: ' abc ' })).toEqual({ reason: 'abc' });
  });
});
