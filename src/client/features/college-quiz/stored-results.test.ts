import { describe, expect, it } from 'vitest';
import { LOCAL_SCHEMAS } from '@domain/progress/local-state';
import { collegePreferencesSchema, type CollegeMatch } from '@domain/catalog/college-match';
import { sameStoredResults, storedPreferences, toStoredResults } from './stored-results';

const preferences = collegePreferencesSchema.parse({ states: ['OR', 'WA'], maxNetPrice: 20000, majors: ['51.3801'] });
const match: CollegeMatch = {
  college: {
    unitId: 209551,
    name: 'University of Oregon',
    city: 'Eugene',
    state: 'OR',
    control: 'public',
    locale: 'city',
    undergraduates: 19000,
    admissionRate: 0.86,
    averageNetPrice: 17000,
    netPriceByIncome: [9000, 11000, 15000, 21000, 26000],
    costOfAttendance: 33000,
    costOfAttendanceKind: 'academic-year',
    currentlyOperating: true,
    completionRate: 0.73,
    completionMeasure: 'four-year',
    medianDebt: 20000,
    medianEarnings: 55000,
    predominantDegree: 'bachelor',
    url: 'www.uoregon.edu',
    source: { name: 'College Scorecard', year: '2023-24', url: 'https://collegescorecard.ed.gov/data/', estimate: false },
  },
  score: 81,
  label: 'likely',
  reasons: [{ code: 'grade', grade: 'A', risk: 'Low', limitedData: false }],
  grade: { grade: 'A', risk: 'Low', debtToIncome: 0.36 },
  estimatedDebt: 20000,
  expectedEarnings: 55000,
  earningsBasis: 'college',
  yearlyNetPrice: 17000,
  netPriceBasis: 'average',
  estimatedNetCost: 68000,
  matchedPrograms: [],
  route: null,
};

describe('stored college quiz results', () => {
  const stored = toStoredResults([match], preferences);

  it('stores one record per match, in the shape the spec key accepts', () => {
    expect(stored).toEqual([
      {
        unitId: 209551,
        name: 'University of Oregon',
        city: 'Eugene',
        state: 'OR',
        label: 'likely',
        score: 81,
        grade: 'A',
        risk: 'Low',
        preferences,
      },
    ]);
    expect(LOCAL_SCHEMAS.collegeQuizResults.safeParse(JSON.parse(JSON.stringify(stored))).success).toBe(true);
  });

  it('gives back the preferences of the last search, and nothing from records without valid ones', () => {
    expect(storedPreferences(JSON.parse(JSON.stringify(stored)), collegePreferencesSchema)).toEqual(preferences);
    expect(storedPreferences([{ name: 'A' }, { name: 'B', preferences: { states: ['XX'] } }], collegePreferencesSchema)).toBeNull();
    expect(storedPreferences(undefined, collegePreferencesSchema)).toBeNull();
  });

  it('tells an unchanged list apart from a changed one', () => {
    expect(sameStoredResults(JSON.parse(JSON.stringify(stored)), stored)).toBe(true);
    expect(sameStoredResults(undefined, stored)).toBe(false);
    expect(sameStoredResults(stored, toStoredResults([{ ...match, score: 80 }], preferences))).toBe(false);
  });
});
