import { describe, expect, it } from 'vitest';
import { premiumSteps } from './premium-journey-steps';

describe('premiumSteps', () => {
  it('tracks the games and gives steps not built yet no link', () => {
    const steps = premiumSteps({});
    expect(steps.map((s) => [s.id, s.status, s.href])).toEqual([
      ['games', 'not-started', '/premium/games-assessment'],
      ['career-quiz', 'not-available', null],
      ['financial-expectations', 'not-available', null],
      ['ai-counselor', 'open', '/premium/ai-counselor'],
      ['career-exploration', 'not-available', null],
    ]);
  });

  it('counts games played', () => {
    expect(premiumSteps({ memoryRaceResult: { maxLevel: 3 } })[0]).toMatchObject({ status: 'in-progress', detail: '1 of 3 games played' });
    const all = { wordWeaverResult: {}, memoryRaceResult: {}, logicPuzzlesResult: {} };
    expect(premiumSteps(all)[0]).toMatchObject({ status: 'done', detail: '3 of 3 games played' });
  });
});
