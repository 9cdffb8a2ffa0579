import { describe, expect, it } from 'vitest';
import {
  apiAddress,
  cipSeriesOf,
  collegeDetailRequest,
  majorDetailRequest,
  majorPageFilters,
  pageQueryIsCanonical,
  plannedDebtOf,
  unitIdOf,
} from './page-requests';

describe('the college page address', () => {
  it('takes a UNITID of 1 to 2,147,483,647 written in digits', () => {
    expect(unitIdOf('204796')).toBe(204796);
    expect(unitIdOf('2147483647')).toBe(2147483647);
    for (const bad of ['0', '2147483648', '-1', '12a', '1e5', '', ' 204796', '20479.6']) expect(unitIdOf(bad), bad).toBeNull();
  });

  it('keeps a planned debt in whole dollars up to $1,000,000', () => {
    expect(plannedDebtOf(new URLSearchParams('plannedDebt=25000'))).toBe(25000);
    expect(plannedDebtOf(new URLSearchParams('plannedDebt=1000000'))).toBe(1_000_000);
    for (const bad of ['1000001', '-5', '2.5', '', 'abc']) expect(plannedDebtOf(new URLSearchParams({ plannedDebt: bad })), bad).toBeNull();
    expect(plannedDebtOf(new URLSearchParams())).toBeNull();
  });

  it('asks the API with income first, then the planned debt, each only when known', () => {
    expect(apiAddress('/api/colleges/204796', collegeDetailRequest(null, null))).toBe('/api/colleges/204796');
    expect(apiAddress('/api/colleges/204796', collegeDetailRequest(null, 25000))).toBe('/api/colleges/204796?plannedDebt=25000');
    expect(apiAddress('/api/colleges/204796', collegeDetailRequest(60000, 25000))).toBe(
      '/api/colleges/204796?income=60000&plannedDebt=25000',
    );
  });
});

describe('the field-of-study page address', () => {
  it('takes a 4-digit CIP series only', () => {
    expect(cipSeriesOf('42.01')).toBe('42.01');
    for (const bad of ['42', '4201', '42.0101', '42.1', 'ab.cd', '']) expect(cipSeriesOf(bad), bad).toBeNull();
  });

  it('always names the sort and the page, then the state and income when valid', () => {
    const address = (search: string) => apiAddress('/api/majors/42.01', majorDetailRequest(majorPageFilters(new URLSearchParams(search))));
    expect(address('')).toBe('/api/majors/42.01?sort=grade&page=1');
    expect(address('state=OH&page=2&sort=debt&income=60000')).toBe('/api/majors/42.01?sort=debt&page=2&state=OH&income=60000');
    // A hand-edited bad value falls back to the default, as the page shows it.
    expect(address('sort=cheapest&state=ZZ&page=0&income=-4')).toBe('/api/majors/42.01?sort=grade&page=1');
    expect(address('page=10001')).toBe('/api/majors/42.01?sort=grade&page=1');
  });
});

describe('pageQueryIsCanonical: the addresses the server renders', () => {
  const canonical = (page: 'colleges' | 'majors', query: string) => pageQueryIsCanonical(page, new URLSearchParams(query));

  it('takes an address naming only what its page reads, each once and valid', () => {
    expect(canonical('colleges', '')).toBe(true);
    expect(canonical('colleges', 'plannedDebt=25000')).toBe(true);
    expect(canonical('majors', 'sort=debt&state=OH&page=2&income=45000')).toBe(true);
  });

  it('refuses made-up, repeated or invalid parameters', () => {
    expect(canonical('colleges', 'x=1')).toBe(false);
    expect(canonical('colleges', 'plannedDebt=abc')).toBe(false);
    expect(canonical('colleges', 'sort=debt')).toBe(false);
    expect(canonical('majors', 'sort=debt&sort=grade')).toBe(false);
    expect(canonical('majors', 'sort=cheapest')).toBe(false);
    expect(canonical('majors', 'state=ZZ')).toBe(false);
    expect(canonical('majors', 'page=02')).toBe(false);
    expect(canonical('majors', 'income=-4')).toBe(false);
    expect(canonical('majors', 'utm_source=mail')).toBe(false);
  });
});
