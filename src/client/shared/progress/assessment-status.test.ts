import { describe, expect, it } from 'vitest';
import type { LocalState } from '@domain/progress/local-state';
import {
  freeAssessmentLink,
  isFreeAssessmentComplete,
  isPremiumAssessmentComplete,
  needsFeedbackAttention,
  premiumAssessmentLink,
} from './assessment-status';
import { resultsSummary } from './results-summary';

const freeDone: LocalState = {
  journeyStarted: true,
  quizResult: { topMajors: ['Nursing', 'Accounting'] },
  financialExpectations: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Modest' },
};

describe('free assessment completion', () => {
  it('needs all three keys and a signed-in user', () => {
    expect(isFreeAssessmentComplete(freeDone, true)).toBe(true);
    expect(isFreeAssessmentComplete(freeDone, false)).toBe(false);
    expect(isFreeAssessmentComplete({ ...freeDone, journeyStarted: false }, true)).toBe(false);
    expect(isFreeAssessmentComplete({ ...freeDone, quizResult: undefined }, true)).toBe(false);
    expect(isFreeAssessmentComplete({ ...freeDone, financialExpectations: undefined }, true)).toBe(false);
  });

  it('opens the results with the selected majors, the planned debt and the level', () => {
    expect(freeAssessmentLink(freeDone, true)).toEqual({
      action: 'view-free',
      to: '/feedback',
      state: { selectedMajors: ['Nursing', 'Accounting'], yearlyFinancedAmount: 30000, expectations: { level: 'Modest' } },
    });
  });

  it('otherwise starts the journey', () => {
    expect(freeAssessmentLink(freeDone, false)).toEqual({ action: 'start-free', to: '/journey' });
    expect(freeAssessmentLink({}, true)).toEqual({ action: 'start-free', to: '/journey' });
  });
});

describe('premium assessment completion', () => {
  it('needs premiumFeedbackCompleted and a signed-in user', () => {
    expect(isPremiumAssessmentComplete({ premiumFeedbackCompleted: true }, true)).toBe(true);
    expect(isPremiumAssessmentComplete({ premiumFeedbackCompleted: true }, false)).toBe(false);
    expect(isPremiumAssessmentComplete({ premiumFeedbackCompleted: false }, true)).toBe(false);
  });

  it('links to the premium feedback when complete, else to the full assessment', () => {
    expect(premiumAssessmentLink({ premiumFeedbackCompleted: true }, true)).toEqual({
      action: 'view-premium',
      to: '/premium/feedback',
    });
    expect(premiumAssessmentLink({ premiumFeedbackCompleted: true }, false)).toEqual({
      action: 'try-premium',
      to: '/full-assessment',
    });
  });
});

describe('feedback attention badge', () => {
  it('shows until this browser has stored feedback', () => {
    expect(needsFeedbackAttention({})).toBe(true);
    expect(needsFeedbackAttention({ userFeedback: [] })).toBe(true);
    expect(needsFeedbackAttention({ userFeedback: [{ rating: 5 }] })).toBe(false);
  });
});

describe('results summary', () => {
  it('is empty for a new visitor', () => {
    expect(resultsSummary({})).toEqual({
      percent: 0,
      topMajors: [],
      careerMatches: 0,
      grade: { grade: 'N/A', risk: null, debtToIncome: null },
      earningsHorizon: 'early-career',
      collegeMatches: 0,
    });
  });

  it('counts majors, colleges and grades the planned debt', () => {
    const summary = resultsSummary({ ...freeDone, collegeQuizResults: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    expect(summary.percent).toBe(80);
    expect(summary.careerMatches).toBe(2);
    expect(summary.collegeMatches).toBe(3);
    // 30000 / (4000 × 12) = 0.625 → A-
    expect(summary.grade.grade).toBe('A-');
    // An older value without a horizon plans on early career.
    expect(summary.earningsHorizon).toBe('early-career');
  });

  it('carries the earnings horizon the income plans on', () => {
    const expectations = { monthlyIncome: 4000, plannedDebt: 30000, level: 'Modest', earningsHorizon: 'all-workers' as const };
    expect(resultsSummary({ financialExpectations: expectations }).earningsHorizon).toBe('all-workers');
  });

  it('prefers a careers list when the quiz result has one', () => {
    expect(
      resultsSummary({ quizResult: { topMajors: ['Nursing'], topCareerCodes: ['29-1141.00', '29-1171.00', '31-1131.00'] } }).careerMatches,
    ).toBe(3);
  });
});
