import { describe, expect, it } from 'vitest';
import { progressPercent, progressSteps, type ProgressState } from './progress';

const journey: ProgressState = { journeyStarted: true };
const careerQuiz: ProgressState = { quizResult: { topMajors: ['Nursing'] } };
const collegeQuiz: ProgressState = { collegeQuizResults: [{ name: 'State U' }] };
const finances: ProgressState = {
  financialExpectations: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' },
};
const premiumJourney: ProgressState = { premiumGamesResults: { wordWeaver: 80 } };

describe('progressPercent', () => {
  it('is 0 with nothing done', () => {
    expect(progressPercent({})).toBe(0);
  });

  it.each([
    [1, { ...journey }, 20],
    [2, { ...journey, ...careerQuiz }, 40],
    [3, { ...journey, ...careerQuiz, ...collegeQuiz }, 60],
    [4, { ...journey, ...careerQuiz, ...collegeQuiz, ...finances }, 80],
    [5, { ...journey, ...careerQuiz, ...collegeQuiz, ...finances, ...premiumJourney }, 100],
  ])('counts %i step(s) done', (_count, state: ProgressState, percent) => {
    expect(progressPercent(state)).toBe(percent);
  });

  it('counts each step on its own, not only in order (a later step also counts the journey as started)', () => {
    expect(progressPercent(collegeQuiz)).toBe(40);
    expect(progressPercent(premiumJourney)).toBe(40);
    expect(progressPercent({ ...finances, ...premiumJourney })).toBe(60);
  });

  it('is 100 once premium feedback is complete, whatever else is missing', () => {
    expect(progressPercent({ premiumFeedbackCompleted: true })).toBe(100);
  });

  it('ignores a premium feedback flag that is false', () => {
    expect(progressPercent({ ...journey, premiumFeedbackCompleted: false })).toBe(20);
  });

  it('counts the journey as started when any later step is done, even without the journey flag', () => {
    const steps = progressSteps({ ...careerQuiz, journeyStarted: false });
    expect(steps.find((s) => s.id === 'journey')?.done).toBe(true);
    expect(progressPercent({ ...careerQuiz })).toBe(40);
    expect(progressSteps({}).find((s) => s.id === 'journey')?.done).toBe(false);
  });

  it('does not count a journey flag that is false', () => {
    expect(progressPercent({ journeyStarted: false })).toBe(0);
  });

  it('counts the premium career quiz flag for both the career quiz and the premium journey', () => {
    expect(progressPercent({ premiumCareerQuizCompleted: true })).toBe(60);
    const steps = progressSteps({ premiumCareerQuizCompleted: true });
    expect(steps.filter((s) => s.done).map((s) => s.id)).toEqual(['journey', 'career-quiz', 'premium-journey']);
  });

  it('does not double count when both a quiz result and the premium quiz flag are present', () => {
    expect(progressPercent({ ...careerQuiz, premiumCareerQuizCompleted: true })).toBe(60);
    expect(progressPercent({ ...careerQuiz, ...premiumJourney, premiumCareerQuizCompleted: true })).toBe(60);
  });

  it('does not count a premium quiz flag that is false', () => {
    expect(progressPercent({ premiumCareerQuizCompleted: false })).toBe(0);
  });

  it('needs at least one college quiz result', () => {
    expect(progressPercent({ collegeQuizResults: [] })).toBe(0);
  });

  it('accepts either financial expectations key', () => {
    expect(progressPercent({ premiumFinancialExpectations: { monthlyIncome: 3000 } })).toBe(40);
    expect(progressPercent({ ...finances, premiumFinancialExpectations: {} })).toBe(40);
  });

  it('accepts premium games results stored as a list', () => {
    expect(progressPercent({ premiumGamesResults: [{ game: 'memory-race', score: 70 }] })).toBe(40);
  });
});

describe('progressSteps', () => {
  it('lists the five steps in order with where to go for each', () => {
    expect(progressSteps({})).toEqual([
      { id: 'journey', label: 'Start your journey', done: false, href: '/journey' },
      { id: 'career-quiz', label: 'Career quiz', done: false, href: '/career-quiz' },
      { id: 'college-quiz', label: 'College quiz', done: false, href: '/college-quiz' },
      { id: 'financial-expectations', label: 'Financial expectations', done: false, href: '/financial-expectations' },
      { id: 'premium-journey', label: 'Premium journey', done: false, href: '/premium/journey' },
    ]);
  });

  it('marks the steps that are done', () => {
    const steps = progressSteps({ ...journey, ...finances });
    expect(steps.map((s) => s.done)).toEqual([true, false, false, true, false]);
  });
});
