import { describe, expect, it } from 'vitest';
import { toCounselorContext } from './context';

describe('toCounselorContext', () => {
  const local = {
    quizResult: {
      topMajors: ['Nursing'],
      hollandCode: 'SIC',
      topCareerCodes: ['29-1141.00'],
      profile: { R: 2, I: 5, A: 3, S: 6, E: 2, C: 4 },
    },
    collegeQuizResults: [{ unitId: 100858, name: 'Auburn University', preferences: { states: ['AL'] }, score: 80 }, { name: 'no id' }],
    financialExpectations: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' },
    cognitiveAssessmentData: { combinedScores: { vocabulary: 120, logical_reasoning: 70 }, assessmentId: 'abc-123' },
  };

  it('keeps figures, codes and public names only', () => {
    const context = toCounselorContext(local, { includeCognitive: true });
    expect(context).toEqual({
      interests: { hollandCode: 'SIC', profile: local.quizResult.profile, topMajors: ['Nursing'], topCareerCodes: ['29-1141.00'] },
      colleges: [{ unitId: 100858, name: 'Auburn University' }],
      finances: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' },
      cognitive: { vocabulary: 100, logical_reasoning: 70 },
    });
    expect(JSON.stringify(context)).not.toContain('abc-123');
  });

  it('leaves the cognitive results out on the open page', () => {
    expect(toCounselorContext(local, { includeCognitive: false }).cognitive).toBeUndefined();
  });

  it('drops a malformed part and keeps the rest', () => {
    const context = toCounselorContext(
      { ...local, quizResult: { topMajors: ['Nursing'], topCareerCodes: ['not-a-code'] } },
      { includeCognitive: false },
    );
    expect(context.interests).toBeUndefined();
    expect(context.finances?.plannedDebt).toBe(30000);
  });
});
