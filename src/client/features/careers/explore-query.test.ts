import { describe, expect, it } from 'vitest';
import { hasFilters, readExploreQuery, toRequestQuery, toSearchParams, withFilter, withoutFilters } from './explore-query';

describe('readExploreQuery', () => {
  it('reads every filter with the API schema', () => {
    const { query, ignored } = readExploreQuery(
      new URLSearchParams(
        'q=nurse&category=healthcare&area=S&minPay=40000&maxPay=90000&outlook=growing&education=bachelor&jobZone=4&sort=pay&page=2',
      ),
    );
    expect(query).toEqual({
      q: 'nurse',
      category: 'healthcare',
      area: 'S',
      minPay: 40000,
      maxPay: 90000,
      outlook: 'growing',
      education: 'bachelor',
      jobZone: 4,
      sort: 'pay',
      page: 2,
      pageSize: 20,
    });
    expect(ignored).toEqual([]);
    expect(hasFilters(query)).toBe(true);
  });

  it('drops only the values the schema rejects, including a maximum below the minimum', () => {
    const { query, ignored } = readExploreQuery(new URLSearchParams('area=Z&minPay=80000&maxPay=50000&jobZone=9&q=art'));
    expect(query).toEqual({ q: 'art', minPay: 80000, sort: 'title', page: 1, pageSize: 20 });
    expect([...ignored].sort()).toEqual(['area', 'jobZone', 'maxPay']);
  });

  it('treats blank values as absent and ignores unknown keys', () => {
    const { query, ignored } = readExploreQuery(new URLSearchParams('q=&minPay=&utm_source=mail'));
    expect(query).toEqual({ sort: 'title', page: 1, pageSize: 20 });
    expect(ignored).toEqual([]);
    expect(hasFilters(query)).toBe(false);
  });
});

describe('toSearchParams and withFilter', () => {
  it('round-trips through the address bar without defaults', () => {
    const params = toSearchParams({ q: 'data', area: 'I', minPay: 60000, sort: 'title', page: 3, pageSize: 20 });
    expect(params.toString()).toBe('q=data&area=I&minPay=60000&page=3');
    expect(toRequestQuery(readExploreQuery(params).query)).toEqual({ q: 'data', area: 'I', minPay: '60000', page: '3' });
  });

  it('sets or clears a filter or the sort and goes back to page 1', () => {
    const { query } = readExploreQuery(new URLSearchParams('area=R&sort=pay&page=3'));
    expect(withFilter(query, 'outlook', 'not-reported').toString()).toBe('area=R&outlook=not-reported&sort=pay');
    expect(withFilter(query, 'area', '').toString()).toBe('sort=pay');
    expect(withFilter(query, 'sort', 'title').toString()).toBe('area=R');
    expect(withoutFilters(query).toString()).toBe('sort=pay');
  });
});
