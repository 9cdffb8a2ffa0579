import { describe, expect, it } from 'vitest';
import {
  ADMISSION_THRESHOLDS,
  admissionLabel,
  bestFits,
  cipSeriesOf,
  COLLEGE_PREFERENCE_DEFAULTS,
  collegePreferencesSchema,
  expectedEarnings,
  gradeFit,
  gradeRestsOnLimitedData,
  matchCollege,
  passesHardFilters,
  pathFinancialGrade,
  programMatch,
  PREFERENCE_MESSAGES,
  PRICE_SCALE,
  rankColleges,
  SCORE_WEIGHTS,
  scoreCollege,
  selectivityOf,
  type AcademicStanding,
  type AdmissionLabel,
  type CollegePreferences,
  type CollegePreferencesInput,
} from './college-match';
import type { College, Major } from './schemas';

const SOURCE = {
  name: 'U.S. Department of Education, College Scorecard',
  year: '2022-23',
  url: 'https://collegescorecard.ed.gov/data/',
  estimate: false,
};

function college(overrides: Partial<College> = {}): College {
  return {
    unitId: 100000,
    name: 'Example State University',
    city: 'Springfield',
    state: 'IL',
    control: 'public',
    locale: 'city',
    undergraduates: 8000,
    admissionRate: 0.7,
    averageNetPrice: 15000,
    netPriceByIncome: [null, null, null, null, null],
    costOfAttendance: null,
    costOfAttendanceKind: null,
    currentlyOperating: true,
    completionRate: 0.6,
    completionMeasure: 'four-year',
    medianDebt: 20000,
    medianEarnings: 50000,
    predominantDegree: 'bachelor',
    url: null,
    source: SOURCE,
    ...overrides,
  };
}

function major(cip: string, medianEarnings: number | null): Major {
  return {
    cip,
    name: `Major ${cip}`,
    description: 'A major used in the tests.',
    interests: { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 },
    careerCodes: ['15-1252.00'],
    medianEarnings,
    medianDebt: null,
    source: SOURCE,
  };
}

const prefs = (input: CollegePreferencesInput = {}): CollegePreferences => collegePreferencesSchema.parse(input);

describe('collegePreferencesSchema', () => {
  it('defaults every field to "no preference"', () => {
    expect(prefs()).toEqual({
      states: [],
      sizes: [],
      locales: [],
      controls: [],
      maxNetPrice: null,
      selectivity: 'any',
      academicStanding: 'not-sure',
      majors: [],
      yearsOfStudy: 4,
      familyIncome: null,
    });
  });

  it('accepts a family income in whole dollars from 0 to 10,000,000, with a field message otherwise', () => {
    expect(prefs({ familyIncome: 45_000 }).familyIncome).toBe(45_000);
    expect(collegePreferencesSchema.safeParse({ familyIncome: -1 }).success).toBe(false);
    expect(collegePreferencesSchema.safeParse({ familyIncome: 10_000_001 }).success).toBe(false);
    expect(collegePreferencesSchema.safeParse({ familyIncome: 100.5 }).success).toBe(false);
  });

  it('rejects unknown values with plain messages', () => {
    const messages = (input: unknown) => {
      const result = collegePreferencesSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ states: ['XX'] })).toEqual([PREFERENCE_MESSAGES.pickState]);
    expect(messages({ maxNetPrice: -1 })).toEqual([PREFERENCE_MESSAGES.negative]);
    expect(messages({ maxNetPrice: 200_001 })).toEqual([PREFERENCE_MESSAGES.maxAmount]);
    expect(messages({ maxNetPrice: 10.5 })).toEqual([PREFERENCE_MESSAGES.wholeDollars]);
    expect(messages({ majors: ['11.07', '11.0701', '26.0101', '51.3801', '52.0301', '14.0901'] })).toEqual([PREFERENCE_MESSAGES.majors]);
    expect(messages({ majors: ['eleven'] })).toEqual(['Use a CIP code like 11.0701']);
    expect(messages({ yearsOfStudy: 0 })).toEqual([PREFERENCE_MESSAGES.minYears]);
    expect(messages({ yearsOfStudy: 9 })).toEqual([PREFERENCE_MESSAGES.maxYears]);
    expect(messages({ academicStanding: '4.0' })).toEqual([PREFERENCE_MESSAGES.gpa]);
  });

  it('checks whole numbers in order, with the field messages (zod/mini z.int)', () => {
    const messages = (input: unknown) => {
      const result = collegePreferencesSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ maxNetPrice: 'x' })).toEqual([PREFERENCE_MESSAGES.yearlyAmount]);
    expect(messages({ maxNetPrice: Number.NaN })).toEqual([PREFERENCE_MESSAGES.yearlyAmount]);
    expect(messages({ maxNetPrice: 2 ** 60 })).toEqual([PREFERENCE_MESSAGES.wholeDollars, PREFERENCE_MESSAGES.maxAmount]);
    expect(messages({ yearsOfStudy: 2.5 })).toEqual([PREFERENCE_MESSAGES.wholeYears]);
    expect(messages({ yearsOfStudy: '4' })).toEqual([PREFERENCE_MESSAGES.years]);
    expect(prefs({ maxNetPrice: null }).maxNetPrice).toBeNull();
  });

  it('accepts a full set of choices', () => {
    expect(
      collegePreferencesSchema.safeParse({
        states: ['CA', 'OR'],
        sizes: ['small', 'medium'],
        locales: ['suburb'],
        controls: ['public'],
        maxNetPrice: 0,
        selectivity: 'most',
        academicStanding: '3.8-plus',
        majors: ['11.07'],
        yearsOfStudy: 2,
      }).success,
    ).toBe(true);
  });
});

describe('admissionLabel', () => {
  const standings = Object.keys(ADMISSION_THRESHOLDS) as Exclude<AcademicStanding, 'not-sure'>[];
  const cases: [AcademicStanding, number, AdmissionLabel][] = standings.flatMap((standing) => {
    const { reach, match } = ADMISSION_THRESHOLDS[standing];
    return [
      [standing, reach - 0.0001, 'reach'],
      [standing, reach, 'match'],
      [standing, match - 0.0001, 'match'],
      [standing, match, 'likely'],
    ] as [AcademicStanding, number, AdmissionLabel][];
  });

  it.each(cases)('with %s, an admission rate of %s is a %s', (standing, rate, label) => {
    expect(admissionLabel(rate, standing)).toBe(label);
  });

  it('has stricter cut-offs for lower GPA bands', () => {
    expect(ADMISSION_THRESHOLDS['3.8-plus']).toEqual({ reach: 0.15, match: 0.4 });
    expect(ADMISSION_THRESHOLDS['3.5-3.8']).toEqual({ reach: 0.3, match: 0.6 });
    expect(ADMISSION_THRESHOLDS['3.0-3.5']).toEqual({ reach: 0.5, match: 0.75 });
    expect(ADMISSION_THRESHOLDS['below-3.0']).toEqual({ reach: 0.65, match: 0.85 });
  });

  it('calls open admission (no rate) likely, and treats "not sure" as 3.0-3.5', () => {
    for (const standing of [...standings, 'not-sure'] as const) expect(admissionLabel(null, standing)).toBe('likely');
    for (const rate of [0, 0.49, 0.5, 0.74, 0.75, 1]) expect(admissionLabel(rate, 'not-sure')).toBe(admissionLabel(rate, '3.0-3.5'));
    expect(admissionLabel(0.05, '3.8-plus')).toBe('reach');
    expect(admissionLabel(1, 'below-3.0')).toBe('likely');
  });
});

describe('selectivityOf', () => {
  it.each([
    [null, 'open'],
    [1, 'open'],
    [0.8, 'open'],
    [0.7999, 'less'],
    [0.5, 'less'],
    [0.4999, 'more'],
    [0.25, 'more'],
    [0.2499, 'most'],
    [0, 'most'],
  ] as const)('an admission rate of %s is %s', (rate, band) => {
    expect(selectivityOf(rate)).toBe(band);
  });
});

describe('pathFinancialGrade', () => {
  it('grades the debt against a year of income through the spec table', () => {
    // 4,680 / 12,000 = 0.39 → A+ exactly at the boundary; one dollar more → A.
    expect(pathFinancialGrade(4680, 12000)).toEqual({ grade: 'A+', risk: 'Very Low', debtToIncome: 0.39 });
    expect(pathFinancialGrade(4681, 12000).grade).toBe('A');
    expect(pathFinancialGrade(37680, 12000).grade).toBe('D'); // 3.14
    expect(pathFinancialGrade(37681, 12000).grade).toBe('F');
    expect(pathFinancialGrade(0, 40000).grade).toBe('A+');
  });

  it('is N/A when the debt or the income is missing, or the income is zero', () => {
    const notAvailable = { grade: 'N/A', risk: null, debtToIncome: null };
    expect(pathFinancialGrade(null, 50000)).toEqual(notAvailable);
    expect(pathFinancialGrade(20000, null)).toEqual(notAvailable);
    expect(pathFinancialGrade(null, null)).toEqual(notAvailable);
    expect(pathFinancialGrade(20000, 0)).toEqual(notAvailable);
  });
});

describe('expectedEarnings', () => {
  it("averages the chosen majors' reported earnings", () => {
    expect(expectedEarnings(college(), [major('11.07', 80000), major('26.0101', 45001)])).toEqual({ amount: 62501, basis: 'majors' });
    expect(expectedEarnings(college(), [major('11.07', 80000), major('26.0101', null)])).toEqual({ amount: 80000, basis: 'majors' });
  });

  it("falls back to the college's median earnings, then to null", () => {
    expect(expectedEarnings(college({ medianEarnings: 41000 }), [])).toEqual({ amount: 41000, basis: 'college' });
    expect(expectedEarnings(college({ medianEarnings: 41000 }), [major('11.07', null)])).toEqual({ amount: 41000, basis: 'college' });
    expect(expectedEarnings(college({ medianEarnings: null }), [])).toEqual({ amount: null, basis: null });
  });
});

describe('passesHardFilters', () => {
  it('passes everything when nothing is chosen', () => {
    expect(passesHardFilters(college({ averageNetPrice: 90000 }), prefs())).toBe(true);
  });

  it('keeps only the chosen states and kinds of college', () => {
    expect(passesHardFilters(college({ state: 'IL' }), prefs({ states: ['IL', 'WI'] }))).toBe(true);
    expect(passesHardFilters(college({ state: 'IN' }), prefs({ states: ['IL', 'WI'] }))).toBe(false);
    expect(passesHardFilters(college({ control: 'public' }), prefs({ controls: ['public'] }))).toBe(true);
    expect(passesHardFilters(college({ control: 'private-for-profit' }), prefs({ controls: ['public', 'private-nonprofit'] }))).toBe(false);
  });

  it('drops a reported net price above the budget, keeps one at the budget, and keeps an unreported one', () => {
    expect(passesHardFilters(college({ averageNetPrice: 20000 }), prefs({ maxNetPrice: 20000 }))).toBe(true);
    expect(passesHardFilters(college({ averageNetPrice: 20001 }), prefs({ maxNetPrice: 20000 }))).toBe(false);
    expect(passesHardFilters(college({ averageNetPrice: null }), prefs({ maxNetPrice: 0 }))).toBe(true);
    expect(passesHardFilters(college({ averageNetPrice: 0 }), prefs({ maxNetPrice: 0 }))).toBe(true);
  });
});

describe('gradeFit and scoreCollege', () => {
  it('gives A+ all the grade points, F none, N/A half', () => {
    expect(gradeFit({ grade: 'A+', risk: 'Very Low', debtToIncome: 0.1 })).toBe(1);
    expect(gradeFit({ grade: 'F', risk: 'Extreme', debtToIncome: 5 })).toBe(0);
    expect(gradeFit({ grade: 'N/A', risk: null, debtToIncome: null })).toBe(0.5);
    expect(gradeFit({ grade: 'B+', risk: 'Moderate', debtToIncome: 1 })).toBeCloseTo(1 - 3 / 9, 10);
  });

  it('has weights that add up to 100', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('scores a free college everyone finishes, with no debt and no preferences, at 100', () => {
    const perfect = college({ averageNetPrice: 0, completionRate: 1, medianDebt: 0 });
    expect(scoreCollege(perfect, prefs(), pathFinancialGrade(0, 50000))).toBe(100);
  });

  it('adds up each part by its weight', () => {
    // Price 15,000 → 1 - 15,000/60,000 = 0.75 × 20 = 15; completion 0.6 × 20 = 12;
    // debt 20,000 / 50,000 = 0.4 → A (index 1) → (1 - 1/9) × 30; size, setting, selectivity: no preference → 30.
    const c = college();
    const grade = pathFinancialGrade(c.medianDebt, c.medianEarnings);
    expect(grade.grade).toBe('A');
    expect(scoreCollege(c, prefs(), grade)).toBeCloseTo(30 + 15 + 12 + 30 * (8 / 9), 10);
  });

  it('gives half points for what the college does not report', () => {
    const blank = college({ averageNetPrice: null, completionRate: null, medianDebt: null, undergraduates: null, locale: null });
    const grade = pathFinancialGrade(null, 50000);
    const score = scoreCollege(blank, prefs({ sizes: ['small'], locales: ['rural'] }), grade);
    expect(score).toBeCloseTo(5 + 5 + 10 + 10 + 10 + 15, 10);
  });

  it('rewards matching size, setting and selectivity, and half credit for a neighbouring selectivity band', () => {
    const c = college({ undergraduates: 3000, locale: 'rural', admissionRate: 0.3 }); // small, rural, "more"
    const grade = pathFinancialGrade(c.medianDebt, c.medianEarnings);
    const base = scoreCollege(c, prefs(), grade);
    expect(scoreCollege(c, prefs({ sizes: ['small'], locales: ['rural'], selectivity: 'more' }), grade)).toBeCloseTo(base, 10);
    expect(scoreCollege(c, prefs({ sizes: ['large'] }), grade)).toBeCloseTo(base - 10, 10);
    expect(scoreCollege(c, prefs({ locales: ['city', 'suburb'] }), grade)).toBeCloseTo(base - 10, 10);
    expect(scoreCollege(c, prefs({ selectivity: 'most' }), grade)).toBeCloseTo(base - 5, 10);
    expect(scoreCollege(c, prefs({ selectivity: 'less' }), grade)).toBeCloseTo(base - 5, 10);
    expect(scoreCollege(c, prefs({ selectivity: 'open' }), grade)).toBeCloseTo(base - 10, 10);
  });

  it('gives no price points at or above the price scale', () => {
    const grade = pathFinancialGrade(0, 50000);
    const atScale = scoreCollege(college({ averageNetPrice: PRICE_SCALE }), prefs(), grade);
    const above = scoreCollege(college({ averageNetPrice: PRICE_SCALE * 2 }), prefs(), grade);
    expect(atScale).toBe(above);
  });
});

describe('matchCollege', () => {
  it("grades with the chosen majors' earnings and estimates the degree's net cost", () => {
    const match = matchCollege(college({ medianDebt: 30000, averageNetPrice: 12000 }), prefs({ yearsOfStudy: 2 }), [
      major('11.07', 100000),
    ]);
    expect(match.expectedEarnings).toBe(100000);
    expect(match.earningsBasis).toBe('majors');
    expect(match.estimatedDebt).toBe(30000);
    expect(match.grade.grade).toBe('A+'); // 0.3
    expect(match.estimatedNetCost).toBe(24000);
  });

  it('says what is not reported instead of showing zero', () => {
    const match = matchCollege(college({ medianDebt: null, averageNetPrice: null, completionRate: null }), prefs(), []);
    expect(match.grade.grade).toBe('N/A');
    expect(match.estimatedNetCost).toBeNull();
    expect(match.reasons).toEqual([{ code: 'no-grade' }, { code: 'no-price' }, { code: 'no-completion' }]);
  });

  it('names the preferences the college meets', () => {
    const match = matchCollege(
      college({ undergraduates: 16000, locale: 'suburb', admissionRate: 0.2, averageNetPrice: 18000, completionRate: 0.9 }),
      prefs({ states: ['IL'], sizes: ['large'], locales: ['suburb'], controls: ['public'], maxNetPrice: 20000, selectivity: 'most' }),
      [],
    );
    expect(match.reasons).toEqual([
      { code: 'grade', grade: 'A', risk: 'Low', limitedData: false },
      { code: 'price', yearlyNetPrice: 18000, budget: 20000 },
      { code: 'completion', rate: 0.9 },
      { code: 'state', state: 'IL' },
      { code: 'size', size: 'large', undergraduates: 16000 },
      { code: 'setting', setting: 'suburb' },
      { code: 'control', control: 'public' },
      { code: 'admits', rate: 0.2 },
    ]);
  });
});

describe('rankColleges', () => {
  const cheap = college({ unitId: 1, name: 'Cheap College', averageNetPrice: 5000 });
  const pricey = college({ unitId: 2, name: 'Pricey College', averageNetPrice: 45000 });
  const unreported = college({ unitId: 3, name: 'Quiet College', averageNetPrice: null });
  const elsewhere = college({ unitId: 4, name: 'Faraway College', state: 'CA', averageNetPrice: 5000 });

  it('ranks by score, best first, after the hard filters', () => {
    const ranked = rankColleges([pricey, unreported, cheap, elsewhere], prefs({ states: ['IL'], maxNetPrice: 30000 }), [], 10);
    expect(ranked.map((match) => match.college.name)).toEqual(['Cheap College', 'Quiet College']);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? 100);
    expect(Number.isInteger(ranked[0]?.score)).toBe(true);
    expect(ranked[0]).not.toHaveProperty('exactScore');
  });

  it('orders equal scores by name, then by UNITID, whatever the input order', () => {
    const b = college({ unitId: 20, name: 'Beta College' });
    const a2 = college({ unitId: 11, name: 'Alpha College' });
    const a1 = college({ unitId: 10, name: 'Alpha College' });
    const expected = [10, 11, 20];
    expect(rankColleges([b, a2, a1], prefs(), [], 10).map((match) => match.college.unitId)).toEqual(expected);
    expect(rankColleges([a1, b, a2], prefs(), [], 10).map((match) => match.college.unitId)).toEqual(expected);
  });

  it('uses only the majors named in the preferences', () => {
    const catalog = [major('11.07', 100000), major('50.0501', 20000)];
    const [match] = rankColleges([cheap], prefs({ majors: ['11.07'] }), catalog, 1);
    expect(match?.expectedEarnings).toBe(100000);
    const [fallback] = rankColleges([cheap], prefs(), catalog, 1);
    expect(fallback?.expectedEarnings).toBe(cheap.medianEarnings);
    expect(fallback?.earningsBasis).toBe('college');
  });

  it('labels each college from its admission rate and the student standing', () => {
    const hard = college({ unitId: 5, name: 'Hard College', admissionRate: 0.1 });
    const open = college({ unitId: 6, name: 'Open College', admissionRate: null });
    const labels = rankColleges([hard, open], prefs({ academicStanding: '3.8-plus' }), [], 10).map((match) => [
      match.college.name,
      match.label,
    ]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['Hard College', 'reach'],
        ['Open College', 'likely'],
      ]),
    );
  });

  it('respects the limit', () => {
    expect(rankColleges([cheap, pricey, unreported], prefs(), [], 2)).toHaveLength(2);
    expect(rankColleges([cheap, pricey], prefs(), [], 0)).toEqual([]);
    expect(rankColleges([], prefs(), [], 5)).toEqual([]);
  });
});

describe('bestFits', () => {
  it('picks the colleges rankColleges lists, in its order, from the fit fields alone', () => {
    const list = [
      college({ unitId: 1, name: 'Cheap College', averageNetPrice: 5000 }),
      college({ unitId: 2, name: 'Pricey College', averageNetPrice: 45000 }),
      college({ unitId: 3, name: 'Quiet College', averageNetPrice: null, completionRate: null }),
      college({ unitId: 4, name: 'Faraway College', state: 'CA', averageNetPrice: 5000 }),
      college({ unitId: 5, name: 'Alpha College', medianDebt: 60000 }),
      college({ unitId: 6, name: 'Alpha College', medianDebt: 60000 }),
      college({ unitId: 7, name: 'Rural College', locale: 'rural', undergraduates: null, medianEarnings: null }),
    ];
    const catalog = [major('11.07', 90000)];
    for (const preferences of [prefs(), prefs({ states: ['IL'], maxNetPrice: 30000 }), prefs({ locales: ['rural'], majors: ['11.07'] })]) {
      for (const limit of [0, 2, 3, 10]) {
        const ranked = rankColleges(list, preferences, catalog, limit).map((match) => match.college.unitId);
        // Only the fit fields: no source, url, city or degree.
        const fits = list.map(({ source: _s, url: _u, city: _c, predominantDegree: _d, ...fit }) => fit);
        expect(bestFits(fits, preferences, catalog, limit).map((fit) => fit.unitId)).toEqual(ranked);
      }
    }
  });
});

describe('gradeRestsOnLimitedData (ADR 0020)', () => {
  const source = (limitedData?: ('debt' | 'earnings')[]) => ({
    source: {
      name: 'College Scorecard',
      year: '2023-24',
      url: 'https://collegescorecard.ed.gov/',
      estimate: true,
      ...(limitedData ? { limitedData } : {}),
    },
  });

  it('flags a grade using limited debt, or limited college earnings', () => {
    expect(gradeRestsOnLimitedData(source(['debt']), 'majors')).toBe(true);
    expect(gradeRestsOnLimitedData(source(['earnings']), 'college')).toBe(true);
  });

  it('does not flag limited college earnings the grade did not use, or an unflagged row', () => {
    expect(gradeRestsOnLimitedData(source(['earnings']), 'majors')).toBe(false);
    expect(gradeRestsOnLimitedData(source(), 'college')).toBe(false);
  });
});

describe('COLLEGE_PREFERENCE_DEFAULTS', () => {
  it('are what the schema fills in for an empty form (the quiz page starts from them without loading zod)', () => {
    expect(collegePreferencesSchema.parse({})).toEqual(COLLEGE_PREFERENCE_DEFAULTS);
    // zod hands out copies: filling one form's lists cannot change the defaults.
    collegePreferencesSchema.parse({}).states.push('OR');
    expect(COLLEGE_PREFERENCE_DEFAULTS.states).toEqual([]);
  });
});

describe('closed colleges and the family bracket price', () => {
  const berkeleyLike = college({ unitId: 110635, averageNetPrice: 14979, netPriceByIncome: [5895, 7751, 11424, 18713, 35154] });

  it('never passes a closed college', () => {
    expect(passesHardFilters(college({ currentlyOperating: false }), prefs())).toBe(false);
    expect(rankColleges([college({ currentlyOperating: false })], prefs(), [], 10)).toEqual([]);
  });

  it("budgets, scores and costs with the family's bracket when an income is given, else the average", () => {
    const budget = prefs({ maxNetPrice: 10_000 });
    expect(passesHardFilters(berkeleyLike, budget)).toBe(false);
    expect(passesHardFilters(berkeleyLike, { ...budget, familyIncome: 25_000 })).toBe(true);
    expect(passesHardFilters(berkeleyLike, { ...budget, familyIncome: 200_000 })).toBe(false);
    // A bracket not reported is unknown for this family: it passes the budget, as an unreported average does.
    expect(
      passesHardFilters(college({ netPriceByIncome: [null, 1, 1, 1, 1], averageNetPrice: 90_000 }), { ...budget, familyIncome: 0 }),
    ).toBe(true);

    const low = matchCollege(berkeleyLike, prefs({ familyIncome: 25_000, yearsOfStudy: 4 }), []);
    expect(low).toMatchObject({ yearlyNetPrice: 5895, netPriceBasis: 'bracket', estimatedNetCost: 5895 * 4 });
    expect(low.reasons).toContainEqual({ code: 'price', yearlyNetPrice: 5895, budget: null });
    const average = matchCollege(berkeleyLike, prefs(), []);
    expect(average).toMatchObject({ yearlyNetPrice: 14979, netPriceBasis: 'average' });
    expect(low.exactScore).toBeGreaterThan(average.exactScore);
  });
});

describe('programMatch', () => {
  // P_CREDLEV: 1 certificate, 2 associate, 3 bachelor, 5 master.
  const majors = [
    { cip: '14.1901', name: 'Mechanical Engineering' },
    { cip: '40.08', name: null },
  ];

  it('qualifies a college by a bachelor’s in a chosen major’s 4-digit series, and says which', () => {
    const offers = [
      { cip: '14.19', credentialLevel: 3 },
      { cip: '14.19', credentialLevel: 5 },
      { cip: '40.08', credentialLevel: 2 },
    ];
    // The bachelor's wins over the associate's in the other major: the degree can be earned here.
    expect(programMatch(offers, majors)).toEqual({
      route: 'bachelor',
      matchedPrograms: [{ majorCip: '14.1901', majorName: 'Mechanical Engineering', cip: '14.19', credential: 'bachelor' }],
    });
  });

  it('offers the transfer route where only an associate’s in the field is awarded', () => {
    expect(
      programMatch(
        [
          { cip: '40.08', credentialLevel: 2 },
          { cip: '14.19', credentialLevel: 1 },
        ],
        majors,
      ),
    ).toEqual({
      route: 'transfer',
      matchedPrograms: [{ majorCip: '40.08', majorName: null, cip: '40.08', credential: 'associate' }],
    });
  });

  it('leaves out a college with only a certificate, a master’s or another field', () => {
    expect(
      programMatch(
        [
          { cip: '14.19', credentialLevel: 1 },
          { cip: '14.19', credentialLevel: 5 },
          { cip: '14.10', credentialLevel: 3 },
        ],
        majors,
      ),
    ).toBeNull();
    expect(programMatch([], majors)).toBeNull();
  });

  it('cipSeriesOf keeps the first four digits', () => {
    expect(cipSeriesOf('14.1901')).toBe('14.19');
    expect(cipSeriesOf('11.07')).toBe('11.07');
  });
});
