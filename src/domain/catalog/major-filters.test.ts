import { describe, expect, it } from 'vitest';
import { majorFiltersOf, majorRequestOf } from './major-filters';

const filtersOf = (search: string) => majorFiltersOf(new URLSearchParams(search));

describe('majorFiltersOf', () => {
  it('defaults to the best grade, every state, page 1 and no income', () => {
    expect(filtersOf('')).toEqual({ sort: 'grade', state: undefined, page: 1, income: undefined });
  });

  it('keeps each valid value', () => {
    expect(filtersOf('?sort=price&state=OH&page=3&income=45000')).toEqual({ sort: 'price', state: 'OH', page: 3, income: '45000' });
  });

  it('drops a hand-edited bad value and keeps the rest', () => {
    expect(filtersOf('sort=cheapest&state=oh&page=2')).toEqual({ sort: 'grade', state: undefined, page: 2, income: undefined });
    expect(filtersOf('page=0').page).toBe(1);
    expect(filtersOf('page=1.5').page).toBe(1);
    expect(filtersOf('page=10000').page).toBe(10_000);
    expect(filtersOf('page=10001').page).toBe(1);
    expect(filtersOf('income=').income).toBeUndefined();
    expect(filtersOf('income=-1').income).toBeUndefined();
    expect(filtersOf('income=45000.50').income).toBeUndefined();
    expect(filtersOf('income=0').income).toBe('0');
    expect(filtersOf('income=10000000').income).toBe('10000000');
    expect(filtersOf('income=10000001').income).toBeUndefined();
  });
});

describe('majorRequestOf', () => {
  it('always names the sort and page, and the state and income only when chosen', () => {
    expect(majorRequestOf(filtersOf(''))).toEqual({ sort: 'grade', page: '1' });
    expect(majorRequestOf(filtersOf('state=TX&income=0&sort=debt&page=4'))).toEqual({ sort: 'debt', page: '4', state: 'TX', income: '0' });
  });
});
