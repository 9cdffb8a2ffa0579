import { describe, expect, it } from 'vitest';
import { RIASEC_AREAS, type RiasecProfile } from '../catalog/schemas';
import type { CareerRecommendation } from '../cognitive/recommendations';
import {
  answeredValueCount,
  buildQuizResult,
  careerEducationLevel,
  completedStepCount,
  educationFits,
  firstOpenStep,
  isLastOpenStep,
  interestAreaGroups,
  nextOpenStep,
  payFits,
  QUIZ_STEPS,
  refineCareers,
  refineRecommendations,
  strongestAreas,
  topWorkValues,
  WORK_VALUE_ITEMS,
  workValueScores,
  type RefinableCareer,
} from './career-quiz';
import {
  premiumCareerQuizProgressSchema,
  premiumCareerQuizResultSchema,
  WORK_VALUES,
  type CareerPreferences,
  type PremiumCareerQuizProgress,
  type ValuesProfile,
  type WorkValue,
} from './career-quiz-result';

const flat: RiasecProfile = { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 };

function career(overrides: Partial<RefinableCareer> & { socCode: string }): RefinableCareer {
  return {
    title: overrides.socCode,
    medianPay: 50_000,
    outlookPercent: null,
    entryEducation: "Bachelor's degree",
    jobZone: 4,
    interests: flat,
    ...overrides,
  };
}

const anything: CareerPreferences = { minimumPay: null, education: 'doctoral', interestAreas: [], outlook: 'not-important' };

function answersFor(score: (value: WorkValue, index: number) => number): Record<string, number> {
  return Object.fromEntries(WORK_VALUE_ITEMS.map((item) => [item.id, score(item.value, Number(item.id.slice(-1)))]));
}

const profile = (scores: Partial<ValuesProfile>): ValuesProfile => ({
  achievement: 0,
  working_conditions: 0,
  recognition: 0,
  relationships: 0,
  support: 0,
  independence: 0,
  ...scores,
});

describe('work value items', () => {
  it('asks three statements for each of O*NET’s six values, interleaved, with unique ids', () => {
    expect(WORK_VALUE_ITEMS).toHaveLength(18);
    expect(new Set(WORK_VALUE_ITEMS.map((item) => item.id)).size).toBe(18);
    expect(WORK_VALUE_ITEMS.slice(0, 6).map((item) => item.value)).toEqual([...WORK_VALUES]);
    for (const value of WORK_VALUES) expect(WORK_VALUE_ITEMS.filter((item) => item.value === value)).toHaveLength(3);
  });

  it('uses the same interest letters as the catalog', () => {
    const result = premiumCareerQuizResultSchema.shape.preferences.shape.interestAreas.safeParse([...RIASEC_AREAS]);
    expect(result.success).toBe(true);
  });
});

describe('workValueScores', () => {
  it('spreads the mean answer over 0-100 (1 → 0, 3 → 50, 5 → 100)', () => {
    const scores = workValueScores(answersFor((value) => (value === 'achievement' ? 1 : value === 'support' ? 5 : 3)));
    expect(scores).toMatchObject({ achievement: 0, support: 100, independence: 50 });
  });

  it('rounds the mean of the answered statements and leaves an unanswered value null, not 0', () => {
    expect(workValueScores({ ach1: 4, ach2: 5 }).achievement).toBe(88); // mean 4.5 → 87.5
    expect(workValueScores({ ach1: 4, ach2: 5 }).recognition).toBeNull();
  });

  it('ignores ids the quiz does not have and answers outside 1-5', () => {
    expect(workValueScores({ old9: 5, ach1: 2, ach2: 9, ach3: 2.5 }).achievement).toBe(25);
    expect(answeredValueCount({ old9: 5, ach1: 2, ach2: 9 })).toBe(1);
  });
});

describe('topWorkValues', () => {
  it('keeps up to three values rated at least 50, highest first, ties in O*NET order', () => {
    expect(topWorkValues(profile({ independence: 100, support: 75, recognition: 75, achievement: 75 }))).toEqual([
      'independence',
      'achievement',
      'recognition',
    ]);
  });

  it('includes a value at exactly 50 and leaves out 49', () => {
    expect(topWorkValues(profile({ support: 50, recognition: 49 }))).toEqual(['support']);
  });

  it('is empty when nothing was rated at least somewhat important', () => {
    expect(topWorkValues(profile({}))).toEqual([]);
  });
});

describe('careerEducationLevel', () => {
  it("reads BLS's entry-level education as its level and the plan that reaches it", () => {
    expect(careerEducationLevel({ entryEducation: "Associate's degree", jobZone: 3 })).toEqual({
      basis: 'bls',
      education: 'associate',
      plan: 'associate',
    });
    expect(careerEducationLevel({ entryEducation: 'No formal educational credential', jobZone: 1 })).toMatchObject({
      education: 'none',
      plan: 'high-school',
    });
    expect(careerEducationLevel({ entryEducation: 'Some college, no degree', jobZone: 2 })).toMatchObject({ plan: 'certificate' });
  });

  it('falls back to an estimate from the O*NET Job Zone, and to null when neither is reported', () => {
    expect(careerEducationLevel({ entryEducation: null, jobZone: 4 })).toEqual({ basis: 'job-zone', jobZone: 4, plan: 'bachelor' });
    expect(careerEducationLevel({ entryEducation: 'Something new', jobZone: 5 })).toEqual({
      basis: 'job-zone',
      jobZone: 5,
      plan: 'master',
    });
    expect(careerEducationLevel({ entryEducation: null, jobZone: null })).toBeNull();
    expect(careerEducationLevel({ entryEducation: null, jobZone: 6 })).toBeNull();
  });
});

describe('payFits and educationFits', () => {
  it('keep a pay at the minimum, refuse a dollar below, and keep a pay BLS does not report', () => {
    expect(payFits({ medianPay: 60_000 }, 60_000)).toBe(true);
    expect(payFits({ medianPay: 59_999 }, 60_000)).toBe(false);
    expect(payFits({ medianPay: null }, 60_000)).toBe(true);
    expect(payFits({ medianPay: 10 }, null)).toBe(true);
  });

  it('keep schooling up to the plan, refuse the next level up, and keep unknown schooling', () => {
    expect(educationFits({ entryEducation: "Associate's degree", jobZone: null }, 'associate')).toBe(true);
    expect(educationFits({ entryEducation: "Bachelor's degree", jobZone: null }, 'associate')).toBe(false);
    expect(educationFits({ entryEducation: null, jobZone: 5 }, 'bachelor')).toBe(false);
    expect(educationFits({ entryEducation: null, jobZone: null }, 'high-school')).toBe(true);
  });
});

describe('refineCareers: pay', () => {
  const prefs = { ...anything, minimumPay: 60_000 };

  it('keeps a career at the minimum and sets aside one a dollar below, naming the missed check', () => {
    const { careers, setAside } = refineCareers(
      [career({ socCode: 'at', medianPay: 60_000 }), career({ socCode: 'below', medianPay: 59_999 })],
      prefs,
    );
    expect(careers).toEqual([{ career: expect.objectContaining({ socCode: 'at' }), matchedAreas: [] }]);
    expect(setAside).toEqual([{ career: expect.objectContaining({ socCode: 'below' }), misses: ['pay'] }]);
  });

  it('keeps a career whose pay is not reported (never treated as 0)', () => {
    const { careers, setAside } = refineCareers([career({ socCode: 'np', medianPay: null })], prefs);
    expect(careers.map((item) => item.career.socCode)).toEqual(['np']);
    expect(setAside).toEqual([]);
  });
});

describe('refineCareers: schooling', () => {
  it('keeps careers up to the planned level and sets aside the next level up', () => {
    const rows = [
      career({ socCode: 'hs', entryEducation: 'High school diploma or equivalent' }),
      career({ socCode: 'cert', entryEducation: 'Postsecondary nondegree award' }),
      career({ socCode: 'assoc', entryEducation: "Associate's degree" }),
      career({ socCode: 'ba', entryEducation: "Bachelor's degree" }),
    ];
    const { careers, setAside } = refineCareers(rows, { ...anything, education: 'associate' });
    expect(careers.map((item) => item.career.socCode)).toEqual(['hs', 'cert', 'assoc']);
    expect(setAside).toEqual([{ career: expect.objectContaining({ socCode: 'ba' }), misses: ['education'] }]);
  });

  it('"High school, then work" keeps careers with no formal credential', () => {
    const { careers } = refineCareers([career({ socCode: 'none', entryEducation: 'No formal educational credential' })], {
      ...anything,
      education: 'high-school',
    });
    expect(careers).toHaveLength(1);
  });

  it('reads a Job Zone estimate against the plan and keeps a career with no schooling data', () => {
    const { careers, setAside } = refineCareers(
      [career({ socCode: 'zone', entryEducation: null, jobZone: 5 }), career({ socCode: 'unknown', entryEducation: null, jobZone: null })],
      { ...anything, education: 'bachelor' },
    );
    expect(setAside).toEqual([{ career: expect.objectContaining({ socCode: 'zone' }), misses: ['education'] }]);
    expect(careers.map((item) => item.career.socCode)).toEqual(['unknown']);
  });

  it('names both checks, pay first, when pay and schooling both miss', () => {
    const { setAside } = refineCareers([career({ socCode: 'x', medianPay: 20_000, entryEducation: "Master's degree" })], {
      ...anything,
      minimumPay: 30_000,
      education: 'bachelor',
    });
    expect(setAside[0]?.misses).toEqual(['pay', 'education']);
  });
});

describe('refineCareers: ranking', () => {
  const investigative: RiasecProfile = { ...flat, I: 7, R: 5 };
  const social: RiasecProfile = { ...flat, S: 7, E: 6 };

  it('puts careers with a chosen area among their two strongest first, keeping the given order otherwise', () => {
    const rows = [
      career({ socCode: 'soc1', interests: social }),
      career({ socCode: 'inv', interests: investigative }),
      career({ socCode: 'soc2', interests: social }),
    ];
    const { careers } = refineCareers(rows, { ...anything, interestAreas: ['R'] });
    expect(careers.map((item) => [item.career.socCode, item.matchedAreas])).toEqual([
      ['inv', ['R']],
      ['soc1', []],
      ['soc2', []],
    ]);
    expect(strongestAreas(rows[1]!)).toEqual(['I', 'R']);
  });

  it('lists the matched areas strongest first', () => {
    const { careers } = refineCareers([career({ socCode: 'inv', interests: investigative })], {
      ...anything,
      interestAreas: ['R', 'I', 'S'],
    });
    expect(careers[0]?.matchedAreas).toEqual(['I', 'R']);
  });

  it('matches no area and changes no order when no area is chosen', () => {
    const rows = [career({ socCode: 'b', interests: social }), career({ socCode: 'a', interests: investigative })];
    const { careers } = refineCareers(rows, anything);
    expect(careers.map((item) => [item.career.socCode, item.matchedAreas])).toEqual([
      ['b', []],
      ['a', []],
    ]);
  });

  it('when outlook matters: reported growth (fastest first), then not reported, then flat or shrinking', () => {
    const rows = [
      career({ socCode: 'shrink', outlookPercent: -3 }),
      career({ socCode: 'unknown', outlookPercent: null }),
      career({ socCode: 'flat', outlookPercent: 0 }),
      career({ socCode: 'slow', outlookPercent: 2 }),
      career({ socCode: 'fast', outlookPercent: 15 }),
    ];
    const { careers } = refineCareers(rows, { ...anything, outlook: 'important' });
    expect(careers.map((item) => item.career.socCode)).toEqual(['fast', 'slow', 'unknown', 'flat', 'shrink']);
  });

  it('when outlook does not matter, keeps the order', () => {
    const rows = [career({ socCode: 'shrink', outlookPercent: -3 }), career({ socCode: 'fast', outlookPercent: 15 })];
    const { careers } = refineCareers(rows, anything);
    expect(careers.map((item) => item.career.socCode)).toEqual(['shrink', 'fast']);
  });

  it('ranks interest before outlook', () => {
    const rows = [
      career({ socCode: 'growing', outlookPercent: 20, interests: social }),
      career({ socCode: 'liked', outlookPercent: -1, interests: investigative }),
    ];
    const { careers } = refineCareers(rows, { ...anything, interestAreas: ['I'], outlook: 'important' });
    expect(careers.map((item) => item.career.socCode)).toEqual(['liked', 'growing']);
  });
});

describe('refineRecommendations', () => {
  const recommendation = (categoryId: 'technology' | 'healthcare', careers: RefinableCareer[]): CareerRecommendation<RefinableCareer> => ({
    categoryId,
    category: categoryId,
    careers,
    strength: categoryId === 'technology' ? 'high' : 'medium',
    reasoning: 'why',
    cognitiveAlignment: [],
  });

  it('keeps the categories in their order and refines each one’s careers', () => {
    const refined = refineRecommendations(
      [
        recommendation('technology', [career({ socCode: 'low', medianPay: 30_000 }), career({ socCode: 'high', medianPay: 90_000 })]),
        recommendation('healthcare', []),
      ],
      { preferences: { ...anything, minimumPay: 40_000 } },
    );
    expect(refined.map((item) => [item.categoryId, item.strength, item.reasoning])).toEqual([
      ['technology', 'high', 'why'],
      ['healthcare', 'medium', 'why'],
    ]);
    expect(refined[0]?.careers.map((item) => item.career.socCode)).toEqual(['high']);
    expect(refined[0]?.setAside.map((item) => item.career.socCode)).toEqual(['low']);
    expect(refined[1]).toMatchObject({ careers: [], setAside: [] });
  });
});

describe('interestAreaGroups', () => {
  it('groups careers by their strongest area (ties to the first in RIASEC order), strongest fit first', () => {
    const rows = [
      career({ socCode: 'r-weak', title: 'B', interests: { ...flat, R: 5 } }),
      career({ socCode: 'r-strong', title: 'A', interests: { ...flat, R: 7 } }),
      career({ socCode: 'tie', title: 'C', interests: { ...flat, R: 6, I: 6 } }),
      career({ socCode: 'i', title: 'D', interests: { ...flat, I: 7 } }),
    ];
    expect(interestAreaGroups(rows, ['R', 'I']).map((group) => [group.area, group.careers.map((item) => item.socCode)])).toEqual([
      ['R', ['r-strong', 'tie', 'r-weak']],
      ['I', ['i']],
    ]);
  });
});

describe('steps, resume and the result', () => {
  const allAnswers = answersFor(() => 4);
  const allPreferences: CareerPreferences = { minimumPay: 50_000, education: 'bachelor', interestAreas: ['I'], outlook: 'important' };

  it('has one screen per statement and per preference', () => {
    expect(QUIZ_STEPS).toHaveLength(22);
  });

  it('resumes at the first open screen, and after an answer goes on to the next open one, wrapping around', () => {
    const progress: PremiumCareerQuizProgress = { active: true, answers: { ach1: 3, rec1: 4 }, preferences: {} };
    expect(firstOpenStep(progress)).toBe(1);
    expect(completedStepCount(progress)).toBe(2);
    expect(nextOpenStep(progress, 1)).toBe(3);
    const almost: PremiumCareerQuizProgress = {
      active: true,
      answers: { ...allAnswers, ach1: undefined as unknown as number },
      preferences: allPreferences,
    };
    expect(nextOpenStep(almost, 20)).toBe(0);
    expect(nextOpenStep({ active: true, answers: allAnswers, preferences: allPreferences }, 21)).toBeNull();
    expect(firstOpenStep({ active: true, answers: allAnswers, preferences: allPreferences })).toBe(21);
    expect(isLastOpenStep({ active: true, answers: allAnswers, preferences: { ...allPreferences, outlook: undefined } }, 21)).toBe(true);
    expect(isLastOpenStep({ active: true, answers: allAnswers, preferences: { minimumPay: null } }, 21)).toBe(false);
  });

  it('counts a "no minimum" pay (null) and no interest areas ([]) as answered', () => {
    const progress: PremiumCareerQuizProgress = { active: true, answers: allAnswers, preferences: { minimumPay: null, interestAreas: [] } };
    expect(completedStepCount(progress)).toBe(20);
  });

  it('builds nothing while a statement or preference is open', () => {
    expect(buildQuizResult({ active: true, answers: { ach1: 4 }, preferences: allPreferences }, new Date())).toBeNull();
    expect(
      buildQuizResult({ active: true, answers: allAnswers, preferences: { ...allPreferences, outlook: undefined } }, new Date()),
    ).toBeNull();
  });

  it('builds a result the stored schema accepts, with the profile, top values and completion time', () => {
    const answers = answersFor((value) => (value === 'independence' ? 5 : value === 'support' ? 4 : 2));
    const result = buildQuizResult(
      { active: true, answers: { ...answers, old1: 3 }, preferences: allPreferences },
      new Date('2026-11-23T18:00:00Z'),
    );
    expect(result).toMatchObject({
      valuesProfile: { independence: 100, support: 75, achievement: 25 },
      topValues: ['independence', 'support'],
      preferences: allPreferences,
      completedAt: '2026-11-23T18:00:00.000Z',
    });
    expect(Object.keys(result?.answers ?? {})).toHaveLength(18);
    expect(premiumCareerQuizResultSchema.safeParse(result).success).toBe(true);
  });

  it('the progress schema refuses out-of-range answers and unknown plans', () => {
    expect(premiumCareerQuizProgressSchema.safeParse({ active: true, answers: { ach1: 6 }, preferences: {} }).success).toBe(false);
    expect(premiumCareerQuizProgressSchema.safeParse({ active: true, answers: {}, preferences: { minimumPay: -1 } }).success).toBe(false);
    expect(
      premiumCareerQuizProgressSchema.safeParse({ active: true, answers: {}, preferences: { interestAreas: ['R', 'R'] } }).success,
    ).toBe(false);
  });
});
