import { describe, expect, it } from 'vitest';
import { hasFilters, readDirectoryQuery, toRequestQuery, toSearchParams, withFilter } from './directory-query';

describe('readDirectoryQuery', () => {
  it('reads every filter with the API schema', () => {
    const { query, ignored } = readDirectoryQuery(
      new URLSearchParams('q=nurse&gradeLevel=undergraduate&field=health&minAmount=5000&deadlineMonth=3&basis=need&page=2'),
    );
    expect(query).toEqual({
      q: 'nurse',
      gradeLevel: 'undergraduate',
      field: 'health',
      minAmount: 5000,
      deadlineMonth: 3,
      basis: 'need',
      page: 2,
      pageSize: 20,
    });
    expect(ignored).toEqual([]);
  });

  it('drops only the values the schema rejects', () => {
    const { query, ignored } = readDirectoryQuery(new URLSearchParams('field=cooking&deadlineMonth=13&q=art&page=0'));
    expect(query).toEqual({ q: 'art', page: 1, pageSize: 20 });
    expect([...ignored].sort()).toEqual(['deadlineMonth', 'field', 'page']);
  });

  it('treats blank values as absent and ignores unknown keys', () => {
    const { query, ignored } = readDirectoryQuery(new URLSearchParams('q=&minAmount=&utm_source=mail'));
    expect(query).toEqual({ page: 1, pageSize: 20 });
    expect(ignored).toEqual([]);
    expect(hasFilters(query)).toBe(false);
  });
});

describe('toSearchParams and withFilter', () => {
  it('round-trips through the address bar without defaults', () => {
    const params = toSearchParams({ q: 'STEM', field: 'stem', deadlineMonth: 10, page: 3, pageSize: 20 });
    expect(params.toString()).toBe('q=STEM&field=stem&deadlineMonth=10&page=3');
    expect(readDirectoryQuery(params).query).toEqual({ q: 'STEM', field: 'stem', deadlineMonth: 10, page: 3, pageSize: 20 });
    expect(toRequestQuery(readDirectoryQuery(params).query)).toEqual({ q: 'STEM', field: 'stem', deadlineMonth: '10', page: '3' });
  });

  it('sets or clears a filter and goes back to page 1', () => {
    const { query } = readDirectoryQuery(new URLSearchParams('field=arts&page=3'));
    expect(withFilter(query, 'basis', 'merit').toString()).toBe('field=arts&basis=merit');
    expect(withFilter(query, 'field', '').toString()).toBe('');
  });
});
