import { describe, expect, it } from 'vitest';
import type { CareerWorkValues } from '../catalog/schemas';
import type { ValuesProfile, WorkValue } from './career-quiz-result';
import { onExtentScale, rankCareersByValues, valuesMatch, valuesMatchReason } from './values-match';

const source = { name: 'O*NET 29.2 Database, Work Values, CC BY 4.0', year: '2025', url: 'https://www.onetcenter.org/', estimate: false };
const all = (n: number) => ({ achievement: n, working_conditions: n, recognition: n, relationships: n, support: n, independence: n });
const values = (extent: Partial<CareerWorkValues['extent']>, highPoints: WorkValue[] = []): CareerWorkValues => ({
  extent: { ...all(4), ...extent },
  highPoints,
  source,
});
const profile = (scores: Partial<ValuesProfile>): ValuesProfile => ({ ...all(50), ...scores });

describe('onExtentScale', () => {
  it('places 0 at 1, 50 at 4 and 100 at 7', () => {
    expect([onExtentScale(0), onExtentScale(50), onExtentScale(100)]).toEqual([1, 4, 7]);
  });
});

describe('valuesMatch', () => {
  it('is 100 for the same profile and 0 at opposite ends of every value', () => {
    expect(valuesMatch(all(100), all(7))).toBe(100);
    expect(valuesMatch(all(0), all(1))).toBe(100);
    expect(valuesMatch(all(0), all(7))).toBe(0);
    expect(valuesMatch(all(100), all(1))).toBe(0);
  });

  it('loses 100/36 per scale point of gap on one value', () => {
    expect(valuesMatch(all(50), { ...all(4), independence: 5 })).toBeCloseTo(100 - 100 / 36, 10);
  });
});

describe('valuesMatchReason', () => {
  it('names the top value when it is one of the career high points, with its published extent', () => {
    expect(valuesMatchReason(values({ independence: 6.17 }, ['independence']), ['independence', 'achievement'])).toEqual({
      code: 'top-high',
      value: 'independence',
      extent: 6.17,
    });
  });

  it('names another top value when only that one is a high point', () => {
    expect(valuesMatchReason(values({ support: 5.5 }, ['support']), ['independence', 'support'])).toEqual({
      code: 'one-of-high',
      value: 'support',
      extent: 5.5,
    });
  });

  it('says where the career is highest when none of the top values is a high point', () => {
    expect(valuesMatchReason(values({ independence: 3, recognition: 6 }, ['recognition']), ['independence'])).toEqual({
      code: 'top-here',
      value: 'independence',
      extent: 3,
      careerTop: 'recognition',
      careerTopExtent: 6,
    });
  });

  it('with no top values, names the career high point, or its highest extent when O*NET lists none', () => {
    expect(valuesMatchReason(values({ support: 6 }, ['support']), [])).toEqual({
      code: 'none-stood-out',
      careerTop: 'support',
      careerTopExtent: 6,
    });
    expect(valuesMatchReason(values({ relationships: 6.5 }), [])).toEqual({
      code: 'none-stood-out',
      careerTop: 'relationships',
      careerTopExtent: 6.5,
    });
  });
});

describe('rankCareersByValues', () => {
  const career = (title: string, workValues: CareerWorkValues | null) => ({ title, workValues });

  it('puts the closest profile first and sets careers without work values apart', () => {
    const student = profile({ independence: 100, support: 0 });
    const { ranked, withoutValues } = rankCareersByValues(
      [
        career('Far', values({ independence: 1, support: 7 })),
        career('None', null),
        career('Close', values({ independence: 7, support: 1 }, ['independence'])),
        career('Middle', values({})),
      ],
      student,
      ['independence'],
    );
    expect(ranked.map((row) => row.career.title)).toEqual(['Close', 'Middle', 'Far']);
    expect(ranked[0]).toMatchObject({ match: 100, reason: { code: 'top-high', value: 'independence', extent: 7 } });
    expect(ranked.map((row) => row.match)).toEqual([100, 83, 67]);
    expect(withoutValues.map((row) => row.title)).toEqual(['None']);
  });

  it('breaks a tie by the extent on the first top value, then by title', () => {
    const student = profile({});
    const { ranked } = rankCareersByValues(
      [
        career('B low', values({ independence: 3, support: 5 })),
        career('Z high', values({ independence: 5, support: 3 })),
        career('A high', values({ independence: 5, support: 3 })),
      ],
      student,
      ['independence'],
    );
    expect(ranked.map((row) => row.career.title)).toEqual(['A high', 'Z high', 'B low']);
    const untied = rankCareersByValues([career('B', values({ support: 5 })), career('A', values({ independence: 5 }))], student, []);
    expect(untied.ranked.map((row) => row.career.title)).toEqual(['A', 'B']);
  });

  it('ranks nothing from an empty list', () => {
    expect(rankCareersByValues([], profile({}), [])).toEqual({ ranked: [], withoutValues: [] });
  });
});
