import { describe, expect, it } from 'vitest';
import { FIELD_FILTERS, MAX_PAGE_SIZE, scholarshipIdParamSchema, scholarshipQuerySchema } from './schemas';

function fieldErrors(input: unknown): Record<string, string> {
  const result = scholarshipQuerySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('scholarshipQuerySchema', () => {
  it('fills in page 1 and 20 per page when nothing is given', () => {
    expect(scholarshipQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads numbers from query-string text and trims the search words', () => {
    expect(
      scholarshipQuerySchema.parse({
        q: '  nursing  ',
        gradeLevel: 'undergraduate',
        field: 'health',
        minAmount: '1000',
        deadlineMonth: '3',
        basis: 'need',
        page: '2',
        pageSize: '50',
      }),
    ).toEqual({
      q: 'nursing',
      gradeLevel: 'undergraduate',
      field: 'health',
      minAmount: 1000,
      deadlineMonth: 3,
      basis: 'need',
      page: 2,
      pageSize: 50,
    });
  });

  it('treats blank values as not given', () => {
    expect(
      scholarshipQuerySchema.parse({
        q: '',
        gradeLevel: '',
        field: '',
        minAmount: '',
        deadlineMonth: '',
        basis: '',
        page: '',
        pageSize: '',
      }),
    ).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('accepts the edges: page size 1 and 50, months 1 and 12, minimum 0', () => {
    expect(scholarshipQuerySchema.parse({ pageSize: '1', deadlineMonth: '1', minAmount: '0' })).toMatchObject({
      pageSize: 1,
      deadlineMonth: 1,
      minAmount: 0,
    });
    expect(scholarshipQuerySchema.parse({ pageSize: String(MAX_PAGE_SIZE), deadlineMonth: '12' })).toMatchObject({
      pageSize: 50,
      deadlineMonth: 12,
    });
  });

  it('refuses a page size over 50 or under 1', () => {
    expect(fieldErrors({ pageSize: '51' })).toEqual({ pageSize: 'Page size must be a whole number from 1 to 50' });
    expect(fieldErrors({ pageSize: '500' })).toEqual({ pageSize: 'Page size must be a whole number from 1 to 50' });
    expect(fieldErrors({ pageSize: '0' })).toEqual({ pageSize: 'Page size must be a whole number from 1 to 50' });
  });

  it('refuses an unknown grade level, field or basis with a message naming the field', () => {
    expect(fieldErrors({ gradeLevel: 'sophomore' })).toEqual({ gradeLevel: 'Choose a grade level from the list' });
    expect(fieldErrors({ field: 'any' })).toEqual({ field: 'Choose a field from the list' });
    expect(fieldErrors({ field: 'astrology' })).toEqual({ field: 'Choose a field from the list' });
    expect(fieldErrors({ basis: 'luck' })).toEqual({ basis: 'Choose merit, need, or both' });
  });

  it('refuses negative, fractional or non-numeric amounts, months and pages', () => {
    expect(fieldErrors({ minAmount: '-1' })).toEqual({ minAmount: 'Enter a whole-dollar amount of 0 or more' });
    expect(fieldErrors({ minAmount: '10.5' })).toEqual({ minAmount: 'Enter a whole-dollar amount of 0 or more' });
    expect(fieldErrors({ minAmount: 'lots' })).toEqual({ minAmount: 'Enter a whole-dollar amount of 0 or more' });
    expect(fieldErrors({ deadlineMonth: '13' })).toEqual({ deadlineMonth: 'Choose a month from 1 to 12' });
    expect(fieldErrors({ deadlineMonth: '0' })).toEqual({ deadlineMonth: 'Choose a month from 1 to 12' });
    expect(fieldErrors({ page: '0' })).toEqual({ page: 'Page must be a whole number of 1 or more' });
  });

  it('refuses search text over 100 characters', () => {
    expect(fieldErrors({ q: 'x'.repeat(101) })).toEqual({ q: 'Use 100 characters or fewer' });
    expect(scholarshipQuerySchema.parse({ q: 'x'.repeat(100) }).q).toHaveLength(100);
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(fieldErrors({ pageSize: '500', gradeLevel: 'x', minAmount: '-5' })).sort()).toEqual([
      'gradeLevel',
      'minAmount',
      'pageSize',
    ]);
  });

  it('treats a blank value as absent, before the defaults and number checks', () => {
    expect(scholarshipQuerySchema.parse({ page: '', pageSize: '', minAmount: '', q: '', gradeLevel: '' })).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(scholarshipQuerySchema.parse({ q: '   ' })).toEqual({ q: '', page: 1, pageSize: 20 });
    expect(fieldErrors({ page: '1.5', minAmount: '1.5', deadlineMonth: 'x', q: 5 })).toEqual({
      page: 'Page must be a whole number of 1 or more',
      minAmount: 'Enter a whole-dollar amount of 0 or more',
      deadlineMonth: 'Choose a month from 1 to 12',
      q: 'Enter search words as text',
    });
  });

  it('offers every field except "any" as a filter', () => {
    expect(FIELD_FILTERS).not.toContain('any');
    expect(FIELD_FILTERS).toContain('trades');
  });
});

describe('scholarshipIdParamSchema', () => {
  it('accepts slugs and refuses anything else', () => {
    expect(scholarshipIdParamSchema.safeParse({ id: 'coca-cola-scholars' }).success).toBe(true);
    expect(scholarshipIdParamSchema.safeParse({ id: 'a1' }).success).toBe(true);
    for (const id of ['', 'Coca-Cola', 'double--dash', '-leading', 'trailing-', 'has space', 'x'.repeat(81), '../etc']) {
      expect(scholarshipIdParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});
