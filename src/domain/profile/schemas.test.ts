import { describe, expect, it } from 'vitest';
import type { z } from '@domain/zod';
import {
  completeProfileSchema,
  createCompleteProfileSchema,
  FILL_OUT_ALL_FIELDS,
  FULL_NAME_TOO_LONG,
  FUTURE_BIRTH_DATE,
  INVALID_BIRTH_MONTH,
  INVALID_BIRTH_YEAR,
  updateProfileSchema,
  USER_TYPES,
} from './schemas';

// 15 June 2025
const schema = createCompleteProfileSchema(() => new Date(2025, 5, 15));

function issues(result: z.core.util.SafeParseResult<unknown>) {
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('USER_TYPES', () => {
  it('lists the three user types of the spec', () => {
    expect(USER_TYPES).toEqual(['Student', 'Parent', 'Educator']);
  });
});

describe('completeProfileSchema', () => {
  it('accepts a student with a birth month and year, trimming the name', () => {
    expect(schema.parse({ fullName: '  Ada Lovelace ', userType: 'Student', birthMonth: 12, birthYear: 2008 })).toEqual({
      fullName: 'Ada Lovelace',
      userType: 'Student',
      birthMonth: 12,
      birthYear: 2008,
    });
  });

  it.each(['Parent', 'Educator'] as const)('accepts a %s and strips any birth fields', (userType) => {
    expect(schema.parse({ fullName: 'Sam', userType, birthMonth: 3, birthYear: 1980 })).toEqual({
      fullName: 'Sam',
      userType,
    });
    expect(schema.parse({ fullName: 'Sam', userType })).toEqual({ fullName: 'Sam', userType });
  });

  it.each(['Parent', 'Educator'] as const)('ignores invalid or empty birth fields for a %s', (userType) => {
    const parsed = schema.parse({ fullName: 'Sam', userType, birthMonth: 42, birthYear: 3000 });
    expect(parsed).toEqual({ fullName: 'Sam', userType });
    expect(schema.parse({ fullName: 'Sam', userType, birthMonth: Number.NaN, birthYear: null })).toEqual({
      fullName: 'Sam',
      userType,
    });
  });

  it('drops unknown fields', () => {
    expect(schema.parse({ fullName: 'Sam', userType: 'Parent', email: 'x@example.com' })).toEqual({
      fullName: 'Sam',
      userType: 'Parent',
    });
  });

  it.each([
    ['missing name', { userType: 'Parent' }, 'fullName'],
    ['empty name', { fullName: '', userType: 'Parent' }, 'fullName'],
    ['blank name', { fullName: '   ', userType: 'Parent' }, 'fullName'],
    ['name not a string', { fullName: 42, userType: 'Parent' }, 'fullName'],
    ['missing user type', { fullName: 'Sam' }, 'userType'],
    ['empty user type', { fullName: 'Sam', userType: '' }, 'userType'],
    ['unknown user type', { fullName: 'Sam', userType: 'Admin' }, 'userType'],
  ])('says "Please fill out all fields" for a %s', (_label, input, path) => {
    expect(issues(schema.safeParse(input))).toEqual([{ path, message: FILL_OUT_ALL_FIELDS }]);
  });

  it('reports both missing fields', () => {
    expect(issues(schema.safeParse({}))).toEqual([
      { path: 'fullName', message: FILL_OUT_ALL_FIELDS },
      { path: 'userType', message: FILL_OUT_ALL_FIELDS },
    ]);
  });

  it('accepts a name of 100 characters and refuses 101', () => {
    expect(schema.safeParse({ fullName: 'a'.repeat(100), userType: 'Parent' }).success).toBe(true);
    expect(issues(schema.safeParse({ fullName: 'a'.repeat(101), userType: 'Parent' }))).toEqual([
      { path: 'fullName', message: FULL_NAME_TOO_LONG },
    ]);
  });

  it.each([
    ['absent', {}],
    ['null', { birthMonth: null, birthYear: null }],
    ['NaN from an empty number input', { birthMonth: Number.NaN, birthYear: Number.NaN }],
  ])('requires a birth month and year for a student (%s)', (_label, birth) => {
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', ...birth }))).toEqual([
      { path: 'birthMonth', message: FILL_OUT_ALL_FIELDS },
      { path: 'birthYear', message: FILL_OUT_ALL_FIELDS },
    ]);
  });

  it('requires each birth part for a student on its own', () => {
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthYear: 2008 }))).toEqual([
      { path: 'birthMonth', message: FILL_OUT_ALL_FIELDS },
    ]);
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: 4 }))).toEqual([
      { path: 'birthYear', message: FILL_OUT_ALL_FIELDS },
    ]);
  });

  it.each([1899, 2026, 2008.5, -2008])('refuses the birth year %s', (birthYear) => {
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: 1, birthYear }))).toEqual([
      { path: 'birthYear', message: INVALID_BIRTH_YEAR },
    ]);
  });

  it('accepts birth years from 1900 to the current year', () => {
    expect(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: 1, birthYear: 1900 }).success).toBe(true);
    expect(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: 1, birthYear: 2025 }).success).toBe(true);
  });

  it.each([0, 13, 2.5])('refuses the birth month %s', (birthMonth) => {
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth, birthYear: 2008 }))).toEqual([
      { path: 'birthMonth', message: INVALID_BIRTH_MONTH },
    ]);
  });

  it('refuses a birth month later this year, and accepts this month', () => {
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: 7, birthYear: 2025 }))).toEqual([
      { path: 'birthMonth', message: FUTURE_BIRTH_DATE },
    ]);
    expect(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: 6, birthYear: 2025 }).success).toBe(true);
  });

  it('refuses a birth field that is not a number', () => {
    expect(issues(schema.safeParse({ fullName: 'Sam', userType: 'Student', birthMonth: '4', birthYear: 2008 }))).toEqual([
      { path: 'birthMonth', message: FILL_OUT_ALL_FIELDS },
    ]);
  });

  it('uses the real current year by default', () => {
    const thisYear = new Date().getFullYear();
    const input = { fullName: 'Sam', userType: 'Student', birthMonth: 1 };
    expect(completeProfileSchema.safeParse({ ...input, birthYear: thisYear }).success).toBe(true);
    expect(issues(completeProfileSchema.safeParse({ ...input, birthYear: thisYear + 1 }))).toEqual([
      { path: 'birthYear', message: INVALID_BIRTH_YEAR },
    ]);
  });
});

describe('updateProfileSchema', () => {
  it('accepts a name, a user type, or both', () => {
    expect(updateProfileSchema.parse({ fullName: ' Sam ' })).toEqual({ fullName: 'Sam' });
    expect(updateProfileSchema.parse({ userType: 'Educator' })).toEqual({ userType: 'Educator' });
    expect(updateProfileSchema.parse({ fullName: 'Sam', userType: 'Parent' })).toEqual({
      fullName: 'Sam',
      userType: 'Parent',
    });
  });

  it('requires at least one of them', () => {
    expect(issues(updateProfileSchema.safeParse({}))).toEqual([{ path: '', message: FILL_OUT_ALL_FIELDS }]);
    expect(issues(updateProfileSchema.safeParse({ email: 'x@example.com' }))).toEqual([{ path: '', message: FILL_OUT_ALL_FIELDS }]);
  });

  it('uses the same messages as the complete-profile form', () => {
    expect(issues(updateProfileSchema.safeParse({ fullName: '  ' }))).toEqual([{ path: 'fullName', message: FILL_OUT_ALL_FIELDS }]);
    expect(issues(updateProfileSchema.safeParse({ userType: 'Admin' }))).toEqual([{ path: 'userType', message: FILL_OUT_ALL_FIELDS }]);
    expect(issues(updateProfileSchema.safeParse({ fullName: 'a'.repeat(101) }))).toEqual([
      { path: 'fullName', message: FULL_NAME_TOO_LONG },
    ]);
  });
});
