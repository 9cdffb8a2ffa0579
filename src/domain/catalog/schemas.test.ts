import { describe, expect, it } from 'vitest';
import { careerCodeFor } from './catalog-values';
import { SOFTWARE_DEVELOPERS } from '@domain/testing/careers';
import { issues } from '@domain/testing/parse-issues';
import {
  careerQuerySchema,
  careerSchema,
  cipCodeSchema,
  collegeQuerySchema,
  isCipCode,
  isSocCode,
  socCodeSchema,
  type Career,
} from './schemas';

/*
 * The catalog schemas moved to zod/mini. These pin what the move must not change: the whole-number checks
 * (mini's z.int() for classic's .int(): same message, same safe-integer bound), the page defaults and messages of the
 * query strings, the list parsing of repeated or comma-separated values and when the pay-range refinement runs.
 */

const career: Career = SOFTWARE_DEVELOPERS;

describe('careerSchema whole numbers', () => {
  it.each<[string, unknown, string[][]]>([
    ['jobZone', 1.5, [['jobZone', 'Invalid input: expected int, received number']]],
    [
      'jobZone',
      2 ** 60,
      [
        ['jobZone', 'Too big: expected int to be <=9007199254740991'],
        ['jobZone', 'Too big: expected number to be <=5'],
      ],
    ],
    ['jobZone', Number.NaN, [['jobZone', 'Invalid input: expected number, received NaN']]],
    ['jobZone', '3', [['jobZone', 'Invalid input: expected number, received string']]],
    ['medianPay', 0, [['medianPay', 'Too small: expected number to be >0']]],
    ['medianPay', 2 ** 60, [['medianPay', 'Too big: expected int to be <=9007199254740991']]],
    ['annualOpenings', 1.5, [['annualOpenings', 'Invalid input: expected int, received number']]],
  ])('%s = %s', (key, value, expected) => {
    expect(issues(careerSchema.safeParse({ ...career, [key]: value }))).toEqual(expected);
  });

  it('accepts null and absent optional figures', () => {
    expect(careerSchema.parse({ ...career, jobZone: null, medianPay: null, payKind: null, hourlyMedianPay: null })).toMatchObject({
      jobZone: null,
      payKind: null,
    });
  });
});

describe('careerQuerySchema messages', () => {
  it.each<[Record<string, string>, string[][]]>([
    [{ page: '1.5' }, [['page', 'Page must be a whole number']]],
    [{ page: '' }, [['page', 'Page starts at 1']]],
    [{ page: '10001' }, [['page', 'Too big: expected number to be <=10000']]],
    [{ page: 'x' }, [['page', 'Invalid input: expected number, received NaN']]],
    [{ pageSize: '1.5' }, [['pageSize', 'Invalid input: expected int, received number']]],
    [{ pageSize: '101' }, [['pageSize', 'Page size is at most 100']]],
    [{ minPay: 'x' }, [['minPay', 'Minimum pay must be a number of dollars']]],
    [
      { minPay: '1.5', maxPay: '-2' },
      [
        ['minPay', 'Minimum pay must be whole dollars'],
        ['maxPay', 'Maximum pay cannot be negative'],
      ],
    ],
    [{ jobZone: 'x' }, [['jobZone', 'Job zone must be 1 to 5']]],
    [{ q: 'a'.repeat(101) }, [['q', 'Search is at most 100 characters']]],
  ])('%j', (query, expected) => {
    expect(issues(careerQuerySchema.safeParse(query))).toEqual(expected);
  });

  it('checks the pay range after the fields, and not when a field has the wrong type', () => {
    expect(issues(careerQuerySchema.safeParse({ minPay: '60000', maxPay: '59999', page: '0' }))).toEqual([
      ['page', 'Page starts at 1'],
      ['maxPay', 'Maximum pay must be at least the minimum pay'],
    ]);
    expect(issues(careerQuerySchema.safeParse({ minPay: '60000', maxPay: '59999', area: 'Z' }))).toEqual([
      ['area', 'Choose an interest area: R, I, A, S, E or C'],
    ]);
  });

  it('trims the search before measuring it', () => {
    expect(careerQuerySchema.parse({ q: `  ${'a'.repeat(100)}  ` }).q).toBe('a'.repeat(100));
  });
});

describe('collegeQuerySchema lists', () => {
  it('reads repeated and comma-separated values, and leaves a blank one out', () => {
    expect(collegeQuerySchema.parse({ state: 'CA, OR' }).state).toEqual(['CA', 'OR']);
    expect(collegeQuerySchema.parse({ state: ['CA', 'OR,WA'] }).state).toEqual(['CA', 'OR', 'WA']);
    expect(collegeQuerySchema.parse({ state: '' })).toEqual({ sort: 'name', page: 1, pageSize: 20 });
    expect(collegeQuerySchema.parse({ state: ',' }).state).toEqual([]);
  });

  it('names the bad entry and caps a list at 60', () => {
    expect(issues(collegeQuerySchema.safeParse({ state: 'ZZ' }))).toEqual([['state.0', 'Unknown state code']]);
    expect(issues(collegeQuerySchema.safeParse({ state: Array(61).fill('CA') }))).toEqual([
      ['state', 'Too big: expected array to have <=60 items'],
    ]);
  });

  it('reads a price limit as whole dollars (a blank one is 0, as classic zod coerced it)', () => {
    expect(issues(collegeQuerySchema.safeParse({ maxNetPrice: '1.5' }))).toEqual([
      ['maxNetPrice', 'Invalid input: expected int, received number'],
    ]);
    expect(collegeQuerySchema.parse({ maxNetPrice: '' }).maxNetPrice).toBe(0);
  });
});

describe('careerCodeFor (the code a career page answers for)', () => {
  it.each([
    ['47-2111.00', '47-2111.00'],
    ['29-1141.01', '29-1141.01'],
    // BLS prints the six-digit SOC code: it is the O*NET occupation of the same number.
    ['47-2111', '47-2111.00'],
    ['47-211', null],
    ['472111', null],
    ['47-2111.0', null],
    [' 47-2111', null],
  ])('%s → %s', (typed, expected) => {
    expect(careerCodeFor(typed)).toBe(expected);
  });
});

describe('isSocCode and isCipCode (the plain checks pages use without loading the schemas)', () => {
  const socCases: [unknown, boolean][] = [
    ['15-1252.00', true],
    ['29-1141.01', true],
    ['15-1252', false],
    ['15-1252.0', false],
    ['151252.00', false],
    [' 15-1252.00', false],
    ['15-1252.00x', false],
    [151252, false],
    [null, false],
  ];
  it.each(socCases)('%j is an O*NET-SOC code: %s, as socCodeSchema says', (value, expected) => {
    expect(isSocCode(value)).toBe(expected);
    expect(socCodeSchema.safeParse(value).success).toBe(expected);
  });

  const cipCases: [unknown, boolean][] = [
    ['11.07', true],
    ['11.0701', true],
    ['11.070', false],
    ['11.07011', false],
    ['1107', false],
    [11.07, false],
  ];
  it.each(cipCases)('%j is a CIP code: %s, as cipCodeSchema says', (value, expected) => {
    expect(isCipCode(value)).toBe(expected);
    expect(cipCodeSchema.safeParse(value).success).toBe(expected);
  });
});
