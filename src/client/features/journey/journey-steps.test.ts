import { describe, expect, it } from 'vitest';
import { CAREER_QUIZ_MINUTES, QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { journey as english } from '@locales/en/journey';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { journeySteps as stepsIn, nextStep, stepAction, TOTAL_MINUTES } from './journey-steps';

const journeySteps = (state: Parameters<typeof stepsIn>[0]) => stepsIn(state, translator(english) as Translate<'journey'>);

const statuses = (state: Parameters<typeof journeySteps>[0]) => journeySteps(state).map((step) => step.status);

describe('journeySteps', () => {
  it('lists the three free-assessment steps in order, within the 15-20 minutes of the product spec', () => {
    expect(journeySteps({}).map((step) => step.href)).toEqual(['/career-quiz', '/college-quiz', '/financial-expectations']);
    expect(TOTAL_MINUTES).toBeGreaterThanOrEqual(15);
    expect(TOTAL_MINUTES).toBeLessThanOrEqual(20);
  });

  it('gives the career quiz the same length the quiz page states (the journey said 8 minutes, the quiz 5)', () => {
    expect(journeySteps({})[0]?.minutes).toBe(CAREER_QUIZ_MINUTES);
  });

  it('starts with nothing started', () => {
    expect(statuses({})).toEqual(['not-started', 'not-started', 'not-started']);
    expect(journeySteps({}).every((step) => step.detail === null)).toBe(true);
  });

  it('shows a career quiz in progress with how many activities are rated', () => {
    const [career] = journeySteps({ careerQuizAnswers: { R1: 5, I1: 3, X9: 2 } });
    expect(career?.status).toBe('in-progress');
    expect(career?.detail).toBe(`2 of ${QUIZ_ITEMS.length} activities rated`);
    expect(journeySteps({ careerQuizAnswers: {} })[0]?.status).toBe('not-started');
  });

  it('marks the career quiz done once there is a result, even with answers still stored', () => {
    const [career] = journeySteps({
      careerQuizAnswers: { R1: 5 },
      quizResult: { topMajors: ['Nursing', 'Biology', 'Chemistry'], hollandCode: 'SIR' },
    });
    expect(career?.status).toBe('done');
    expect(career?.detail).toBe('Your interest code: SIR · Top majors: Nursing, Biology');
    expect(journeySteps({ quizResult: { topMajors: [] } })[0]?.detail).toBeNull();
  });

  it('marks the college quiz done with matches, and in progress when it matched nothing', () => {
    expect(journeySteps({ collegeQuizResults: [{ unitId: 1 }] })[1]).toMatchObject({
      status: 'done',
      detail: '1 college matches your choices',
    });
    expect(journeySteps({ collegeQuizResults: [{}, {}] })[1]?.detail).toBe('2 colleges match your choices');
    expect(journeySteps({ collegeQuizResults: [] })[1]?.status).toBe('in-progress');
  });

  it('marks financial expectations done with their grade', () => {
    const [, , money] = journeySteps({ financialExpectations: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' } });
    expect(money).toMatchObject({ status: 'done', detail: 'Financial grade A (Low risk), income: first year after graduation' });
    const [, , allWorkers] = journeySteps({
      financialExpectations: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable', earningsHorizon: 'all-workers' },
    });
    expect(allWorkers?.detail).toBe('Financial grade A (Low risk), income: median of all workers');
    const [, , noIncome] = journeySteps({ financialExpectations: { monthlyIncome: 0, plannedDebt: 20000, level: 'Comfortable' } });
    expect(noIncome?.detail).toBe('Financial grade not available yet');
  });
});

describe('nextStep and stepAction', () => {
  it('picks the first step not done, and none when all are done', () => {
    expect(nextStep(journeySteps({}))?.id).toBe('career-quiz');
    expect(nextStep(journeySteps({ quizResult: { topMajors: [] } }))?.id).toBe('college-quiz');
    // A later step done first does not skip an earlier one.
    expect(nextStep(journeySteps({ financialExpectations: { monthlyIncome: 1, plannedDebt: 1, level: 'Modest' } }))?.id).toBe(
      'career-quiz',
    );
    const all = journeySteps({
      quizResult: { topMajors: [] },
      collegeQuizResults: [{}],
      financialExpectations: { monthlyIncome: 1, plannedDebt: 1, level: 'Modest' },
    });
    expect(nextStep(all)).toBeNull();
  });

  it('says Start, Continue or Review', () => {
    expect(stepAction({ status: 'not-started' })).toBe('Start');
    expect(stepAction({ status: 'in-progress' })).toBe('Continue');
    expect(stepAction({ status: 'done' })).toBe('Review');
  });
});
