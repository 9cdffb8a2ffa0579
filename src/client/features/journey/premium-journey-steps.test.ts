import { describe, expect, it } from 'vitest';
import { premiumSteps, type PremiumProgress } from './premium-journey-steps';

const NOTHING: PremiumProgress = { careerQuizCompleted: false, careerQuizInProgress: false, financialSaved: false };

describe('premiumSteps', () => {
  it('starts with nothing done and every step linked', () => {
    const steps = premiumSteps({}, NOTHING);
    expect(steps.map((s) => [s.id, s.status, s.href])).toEqual([
      ['games', 'not-started', '/premium/games-assessment'],
      ['career-quiz', 'not-started', '/premium/career-quiz'],
      ['financial-expectations', 'not-started', '/premium/financial-expectations'],
      ['ai-counselor', 'open', '/premium/ai-counselor'],
      ['career-exploration', 'open', '/premium/career-exploration'],
    ]);
  });

  it('follows the career quiz from a round in progress to done', () => {
    expect(premiumSteps({}, { ...NOTHING, careerQuizInProgress: true })[1]?.status).toBe('in-progress');
    expect(premiumSteps({}, { ...NOTHING, careerQuizInProgress: true, careerQuizCompleted: true })[1]?.status).toBe('done');
  });

  it('marks the budget done once saved', () => {
    expect(premiumSteps({}, { ...NOTHING, financialSaved: true })[2]?.status).toBe('done');
  });

  it('counts games played', () => {
    expect(premiumSteps({ memoryRaceResult: { maxLevel: 3 } }, NOTHING)[0]).toMatchObject({
      status: 'in-progress',
      gamesPlayed: 1,
    });
    const all = { wordWeaverResult: {}, memoryRaceResult: {}, logicPuzzlesResult: {} };
    expect(premiumSteps(all, NOTHING)[0]).toMatchObject({ status: 'done', gamesPlayed: 3 });
  });
});
