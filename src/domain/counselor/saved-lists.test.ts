import { describe, expect, it } from 'vitest';
import { bestPaidFirst, cheapestFirst, savedListAsked } from './saved-lists';

describe('savedListAsked', () => {
  it.each([
    ['Which of my saved colleges is cheapest?', 'colleges'],
    ['Compare the schools I saved', 'colleges'],
    ['Which saved career pays the most?', 'careers'],
    ['What about the jobs I have saved?', 'careers'],
    ['Tell me about my saved list', 'both'],
  ] as const)('%s → %s', (question, expected) => {
    expect(savedListAsked(question)).toBe(expected);
  });

  it('does not read money saved up as a saved list', () => {
    expect(savedListAsked('I saved $5,000 for college, how much should I borrow?')).toBeNull();
    expect(savedListAsked('Which college is cheapest?')).toBeNull();
  });
});

describe('orders', () => {
  it('puts the lowest net price first and unreported prices last', () => {
    const colleges = [
      { name: 'B', averageNetPrice: 20_000 },
      { name: 'Z', averageNetPrice: null },
      { name: 'A', averageNetPrice: 9_000 },
      { name: 'C', averageNetPrice: 9_000 },
    ];
    expect(cheapestFirst(colleges).map((c) => c.name)).toEqual(['A', 'C', 'B', 'Z']);
  });

  it('puts the highest median pay first and unreported pay last', () => {
    const careers = [
      { title: 'Low', medianPay: 30_000 },
      { title: 'None', medianPay: null },
      { title: 'High', medianPay: 90_000 },
    ];
    expect(bestPaidFirst(careers).map((c) => c.title)).toEqual(['High', 'Low', 'None']);
  });
});
