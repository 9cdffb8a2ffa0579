import { describe, expect, it } from 'vitest';
import {
  isLocalKey,
  isSyncedKey,
  LOCAL_KEYS,
  mergeStates,
  parseStoredValue,
  serializeValue,
  SYNCED_KEYS,
  syncedStateSchema,
  type TimestampedState,
} from './local-state';
import { earningsHorizonOrDefault } from '../finance/earnings-horizon';

describe('LOCAL_KEYS and SYNCED_KEYS', () => {
  it("lists every local browser key of the spec, plus the quizzes' answers in progress and the premium quiz's result", () => {
    expect([...LOCAL_KEYS].sort()).toEqual(
      [
        'journeyStarted',
        'quizResult',
        'careerQuizAnswers',
        'collegeQuizResults',
        'financialExpectations',
        'premiumCareerQuizCompleted',
        'premiumCareerQuizResult',
        'premiumCareerQuizProgress',
        'premiumFinancialExpectations',
        'premiumGamesResults',
        'premiumFeedbackCompleted',
        'betaNotificationDismissed',
        'feedbackPopupShown',
        'userFeedback',
        'cognitiveAssessmentData',
      ].sort(),
    );
  });

  it('syncs the assessment keys but not the device-only flags or the local feedback copy', () => {
    expect(SYNCED_KEYS).toHaveLength(LOCAL_KEYS.length - 3);
    for (const key of ['betaNotificationDismissed', 'feedbackPopupShown', 'userFeedback']) {
      expect(SYNCED_KEYS).not.toContain(key);
      expect(isSyncedKey(key)).toBe(false);
    }
    expect(isSyncedKey('quizResult')).toBe(true);
    // Answers in progress follow the student, so the quiz resumes on another device after sign-in.
    expect(isSyncedKey('careerQuizAnswers')).toBe(true);
    expect(isSyncedKey('cognitiveAssessmentData')).toBe(true);
  });

  it('tells local keys from anything else', () => {
    expect(isLocalKey('journeyStarted')).toBe(true);
    expect(isLocalKey('toString')).toBe(false);
    expect(isLocalKey('somethingElse')).toBe(false);
  });
});

describe('parseStoredValue', () => {
  it('reads valid values', () => {
    expect(parseStoredValue('journeyStarted', 'true')).toBe(true);
    expect(parseStoredValue('premiumFeedbackCompleted', 'false')).toBe(false);
    expect(parseStoredValue('quizResult', '{"topMajors":["Nursing","Accounting"]}')).toEqual({
      topMajors: ['Nursing', 'Accounting'],
    });
    expect(parseStoredValue('collegeQuizResults', '[{"name":"State U"}]')).toEqual([{ name: 'State U' }]);
    expect(parseStoredValue('financialExpectations', '{"monthlyIncome":4000,"plannedDebt":20000,"level":"Comfortable"}')).toEqual({
      monthlyIncome: 4000,
      plannedDebt: 20000,
      level: 'Comfortable',
    });
    expect(parseStoredValue('premiumGamesResults', '{"memory":70}')).toEqual({ memory: 70 });
    expect(parseStoredValue('premiumGamesResults', '[{"game":"memory-race"}]')).toEqual([{ game: 'memory-race' }]);
    expect(parseStoredValue('userFeedback', '[]')).toEqual([]);
  });

  it('keeps extra fields on loose objects', () => {
    expect(parseStoredValue('quizResult', '{"topMajors":[],"scores":{"art":3}}')).toEqual({
      topMajors: [],
      scores: { art: 3 },
    });
    expect(parseStoredValue('cognitiveAssessmentData', '{"assessmentId":"a1","legacy":1}')).toEqual({
      assessmentId: 'a1',
      legacy: 1,
    });
  });

  it("reads the career quiz's typed result fields and still accepts a result with topMajors only", () => {
    const result = {
      topMajors: ['Nursing', 'Biology'],
      profile: { R: 2.5, I: 6.25, A: 1, S: 7, E: 4, C: 3.5 },
      hollandCode: 'SIE',
      topMajorCips: ['51.3801', '26.0101'],
      topCareerCodes: ['29-1141.00'],
      completedAt: '2026-03-01T12:00:00.000Z',
    };
    expect(parseStoredValue('quizResult', JSON.stringify(result))).toEqual(result);
    expect(parseStoredValue('quizResult', '{"topMajors":["Nursing"]}')).toEqual({ topMajors: ['Nursing'] });
  });

  it('reads career quiz answers in progress', () => {
    expect(parseStoredValue('careerQuizAnswers', '{"R1":5,"I1":1,"A1":3}')).toEqual({ R1: 5, I1: 1, A1: 3 });
    expect(parseStoredValue('careerQuizAnswers', '{}')).toEqual({});
  });

  it('reads cognitive assessment data with any of its spec fields', () => {
    const data = {
      combinedScores: { vocabulary: 70, overall_score: 65 },
      completedGames: ['word-weaver', 'memory-race'],
      assessmentComplete: false,
      timestamp: '2025-01-01T00:00:00.000Z',
      assessmentId: 'abc',
      wordWeaverResult: { wordsFound: 12, longestWord: 'elephant', vocabulary: 70 },
      memoryRaceResult: { maxLevel: 7, accuracy: 90 },
    };
    expect(parseStoredValue('cognitiveAssessmentData', JSON.stringify(data))).toEqual(data);
    expect(parseStoredValue('cognitiveAssessmentData', '{}')).toEqual({});
  });

  it('returns undefined when nothing is stored', () => {
    expect(parseStoredValue('journeyStarted', null)).toBeUndefined();
  });

  it.each(['', '{', 'undefined', 'tru', "{'topMajors':[]}", '[object Object]'])('returns undefined for corrupt JSON %j', (raw) => {
    expect(() => parseStoredValue('quizResult', raw)).not.toThrow();
    expect(parseStoredValue('quizResult', raw)).toBeUndefined();
  });

  it('returns undefined for a stored "null"', () => {
    for (const key of LOCAL_KEYS) {
      expect(parseStoredValue(key, 'null')).toBeUndefined();
    }
  });

  it.each([
    ['journeyStarted', '"true"'],
    ['journeyStarted', '1'],
    ['quizResult', '{}'],
    ['quizResult', '{"topMajors":"Nursing"}'],
    ['quizResult', '{"topMajors":[1,2]}'],
    ['quizResult', '[]'],
    ['quizResult', '{"topMajors":[],"profile":{"R":9,"I":1,"A":1,"S":1,"E":1,"C":1}}'],
    ['quizResult', '{"topMajors":[],"profile":{"R":1}}'],
    ['quizResult', '{"topMajors":[],"hollandCode":"XYZ"}'],
    ['careerQuizAnswers', '{"R1":6}'],
    ['careerQuizAnswers', '{"R1":0}'],
    ['careerQuizAnswers', '{"R1":2.5}'],
    ['careerQuizAnswers', '{"R1":"5"}'],
    ['careerQuizAnswers', '[5,4]'],
    ['collegeQuizResults', '{"name":"State U"}'],
    ['collegeQuizResults', '["State U"]'],
    ['financialExpectations', '{"monthlyIncome":"lots","plannedDebt":20000,"level":"Comfortable"}'],
    ['financialExpectations', '{"monthlyIncome":"","plannedDebt":20000,"level":"Comfortable"}'],
    ['financialExpectations', '{"monthlyIncome":4000,"level":"Comfortable"}'],
    ['financialExpectations', '{"monthlyIncome":4000,"plannedDebt":20000,"level":3}'],
    ['premiumFinancialExpectations', '"high"'],
    ['premiumGamesResults', '42'],
    ['premiumCareerQuizResult', '{"answers":{},"topValues":[]}'],
    ['premiumCareerQuizProgress', '{"active":true,"answers":{"ach1":7},"preferences":{}}'],
    ['premiumCareerQuizProgress', '{"active":true,"answers":{},"preferences":{"education":"phd"}}'],
    ['userFeedback', '{"rating":5}'],
    ['cognitiveAssessmentData', '{"assessmentComplete":"yes"}'],
    ['cognitiveAssessmentData', '{"combinedScores":{"vocabulary":"high"}}'],
    ['cognitiveAssessmentData', '[]'],
  ] as const)('returns undefined for %s stored as %s', (key, raw) => {
    expect(parseStoredValue(key, raw)).toBeUndefined();
  });
});

describe('financialExpectations as the spec describes it', () => {
  it('reads a value without level as Comfortable (default), not as corrupt', () => {
    expect(parseStoredValue('financialExpectations', '{"monthlyIncome":4000,"plannedDebt":20000}')).toEqual({
      monthlyIncome: 4000,
      plannedDebt: 20000,
      level: 'Comfortable',
    });
    expect(parseStoredValue('financialExpectations', '{"monthlyIncome":4000,"plannedDebt":20000,"level":null}')).toEqual({
      monthlyIncome: 4000,
      plannedDebt: 20000,
      level: 'Comfortable',
    });
  });

  it('reads numeric strings as numbers', () => {
    expect(parseStoredValue('financialExpectations', '{"monthlyIncome":"3000","plannedDebt":" 12500.5 ","level":"Modest"}')).toEqual({
      monthlyIncome: 3000,
      plannedDebt: 12500.5,
      level: 'Modest',
    });
  });

  it('is read the same way in the synced payload the server validates', () => {
    const parsed = syncedStateSchema.safeParse({
      financialExpectations: { value: { monthlyIncome: '3000', plannedDebt: 0 }, updatedAt: 1 },
    });
    expect(parsed.success && parsed.data.financialExpectations?.value).toEqual({
      monthlyIncome: 3000,
      plannedDebt: 0,
      level: 'Comfortable',
    });
  });
});

describe('financialExpectations.earningsHorizon', () => {
  const base = { monthlyIncome: 2500, plannedDebt: 30000, level: 'Modest' };

  it('keeps the chosen horizon', () => {
    for (const earningsHorizon of ['early-career', 'all-workers'] as const) {
      expect(parseStoredValue('financialExpectations', JSON.stringify({ ...base, earningsHorizon }))).toEqual({ ...base, earningsHorizon });
    }
  });

  it('still reads an older value without one, which then plans on early career', () => {
    const parsed = parseStoredValue('financialExpectations', JSON.stringify(base));
    expect(parsed).toEqual(base);
    expect(earningsHorizonOrDefault(parsed?.earningsHorizon)).toBe('early-career');
  });

  it('reads an unknown or null horizon as early career instead of dropping the whole value', () => {
    expect(parseStoredValue('financialExpectations', JSON.stringify({ ...base, earningsHorizon: 'mid' }))).toEqual({
      ...base,
      earningsHorizon: 'early-career',
    });
    expect(parseStoredValue('financialExpectations', JSON.stringify({ ...base, earningsHorizon: null }))?.earningsHorizon).toBe(
      'early-career',
    );
  });

  it('travels in the synced payload the server validates', () => {
    const parsed = syncedStateSchema.safeParse({
      financialExpectations: { value: { ...base, earningsHorizon: 'all-workers' }, updatedAt: 1 },
    });
    expect(parsed.success && parsed.data.financialExpectations?.value.earningsHorizon).toBe('all-workers');
  });
});

describe('premiumFinancialExpectations', () => {
  const budget = {
    region: 'Midwest',
    level: 'Modest',
    monthly: {
      housing: 1200,
      transportation: 400,
      food: 500,
      healthcare: 200,
      entertainment: 100,
      apparel: 50,
      personalCare: 40,
      educationOther: 0,
    },
    monthlyBudget: 2490,
    yearlyBudget: 29880,
    incomeNeededBeforeTax: 33762,
    savedAt: '2026-11-23T18:00:00.000Z',
  };

  it('keeps a saved budget and, for older versions, a loose record', () => {
    expect(parseStoredValue('premiumFinancialExpectations', JSON.stringify(budget))).toEqual(budget);
    expect(parseStoredValue('premiumFinancialExpectations', '{"monthlyIncome":3000,"lifestyle":"x"}')).toEqual({
      monthlyIncome: 3000,
      lifestyle: 'x',
    });
  });
});

describe('serializeValue', () => {
  it('writes values that parse back to the same thing', () => {
    const expectations = { monthlyIncome: 3500, plannedDebt: 12000, level: 'Modest' };
    expect(parseStoredValue('financialExpectations', serializeValue('financialExpectations', expectations))).toEqual(expectations);
    expect(serializeValue('journeyStarted', true)).toBe('true');
    expect(serializeValue('collegeQuizResults', [])).toBe('[]');
  });
});

describe('mergeStates', () => {
  it('keeps the newer entry for each key', () => {
    const local: TimestampedState = {
      journeyStarted: { value: true, updatedAt: 200 },
      quizResult: { value: { topMajors: ['Local'] }, updatedAt: 100 },
    };
    const server: TimestampedState = {
      journeyStarted: { value: false, updatedAt: 100 },
      quizResult: { value: { topMajors: ['Server'] }, updatedAt: 300 },
    };
    expect(mergeStates(local, server)).toEqual({
      journeyStarted: { value: true, updatedAt: 200 },
      quizResult: { value: { topMajors: ['Server'] }, updatedAt: 300 },
    });
  });

  it('keeps a key present on only one side', () => {
    const local: TimestampedState = { journeyStarted: { value: true, updatedAt: 1 } };
    const server: TimestampedState = { premiumFeedbackCompleted: { value: true, updatedAt: 2 } };
    expect(mergeStates(local, server)).toEqual({
      journeyStarted: { value: true, updatedAt: 1 },
      premiumFeedbackCompleted: { value: true, updatedAt: 2 },
    });
  });

  it("keeps the server's entry on a tie", () => {
    const local: TimestampedState = { collegeQuizResults: { value: [{ from: 'local' }], updatedAt: 500 } };
    const server: TimestampedState = { collegeQuizResults: { value: [{ from: 'server' }], updatedAt: 500 } };
    expect(mergeStates(local, server).collegeQuizResults?.value).toEqual([{ from: 'server' }]);
  });

  it('returns an empty state when both are empty, and does not modify its inputs', () => {
    expect(mergeStates({}, {})).toEqual({});
    const local: TimestampedState = { journeyStarted: { value: true, updatedAt: 9 } };
    const server: TimestampedState = { journeyStarted: { value: false, updatedAt: 1 } };
    mergeStates(local, server);
    expect(local).toEqual({ journeyStarted: { value: true, updatedAt: 9 } });
    expect(server).toEqual({ journeyStarted: { value: false, updatedAt: 1 } });
  });
});

describe('syncedStateSchema', () => {
  it('accepts timestamped synced keys', () => {
    const payload = {
      journeyStarted: { value: true, updatedAt: 1_700_000_000_000 },
      quizResult: { value: { topMajors: ['Nursing'] }, updatedAt: 1_700_000_000_001 },
    };
    expect(syncedStateSchema.parse(payload)).toEqual(payload);
  });

  it('drops device-only keys and rejects bad values or timestamps', () => {
    expect(syncedStateSchema.parse({ feedbackPopupShown: { value: true, updatedAt: 1 } })).toEqual({});
    expect(syncedStateSchema.safeParse({ journeyStarted: { value: 'yes', updatedAt: 1 } }).success).toBe(false);
    expect(syncedStateSchema.safeParse({ journeyStarted: { value: true, updatedAt: -1 } }).success).toBe(false);
    expect(syncedStateSchema.safeParse({ journeyStarted: { value: true } }).success).toBe(false);
  });
});
