import { describe, expect, it } from 'vitest';
import { pageRange, resultsSummary } from './paged-results';

const page = (total: number, pageNumber: number, pageSize: number, shown: number) => ({
  total,
  page: pageNumber,
  pageSize,
  items: Array.from({ length: shown }),
});
const words = ['career matches', 'careers match'] as const;

describe('pageRange', () => {
  it('counts pages and the results this page shows', () => {
    expect(pageRange(page(45, 3, 20, 5))).toEqual({ pageCount: 3, first: 41, last: 45 });
    expect(pageRange(page(20, 1, 20, 20))).toEqual({ pageCount: 1, first: 1, last: 20 });
  });

  it('has one page and nothing shown when there are no results or no data yet', () => {
    expect(pageRange(page(0, 1, 20, 0))).toEqual({ pageCount: 1, first: 0, last: -1 });
    expect(pageRange(undefined)).toEqual({ pageCount: 1, first: 0, last: 0 });
  });
});

describe('resultsSummary', () => {
  it('says how many match, and which are shown when there are several pages', () => {
    expect(resultsSummary(page(0, 1, 20, 0), words, 'No careers match.')).toBe('No careers match.');
    expect(resultsSummary(page(1, 1, 20, 1), words, 'none')).toBe('1 career matches.');
    expect(resultsSummary(page(20, 1, 20, 20), words, 'none')).toBe('20 careers match.');
    expect(resultsSummary(page(216, 2, 20, 20), words, 'none')).toBe('216 careers match; showing 21 to 40.');
  });
});
