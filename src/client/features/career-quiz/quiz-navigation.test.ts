import { describe, expect, it } from 'vitest';
import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { firstUnansweredIndex, nextIndexAfterAnswer } from './quiz-navigation';

const answerFirst = (count: number) => Object.fromEntries(QUIZ_ITEMS.slice(0, count).map((item) => [item.id, 3]));

describe('quiz navigation', () => {
  it('resumes at the first unanswered item', () => {
    expect(firstUnansweredIndex({})).toBe(0);
    expect(firstUnansweredIndex(answerFirst(7))).toBe(7);
    const gap = { ...answerFirst(10) };
    delete gap[QUIZ_ITEMS[4]!.id];
    expect(firstUnansweredIndex(gap)).toBe(4);
  });

  it('moves on to the next unanswered item, back to where the student was after a change, and stops when all are answered', () => {
    const answers = answerFirst(12);
    expect(nextIndexAfterAnswer(answers, 11)).toBe(12);
    // Went back to item 3 and changed it: continue at 12, not 4.
    expect(nextIndexAfterAnswer(answers, 3)).toBe(12);
    const allButFirst = Object.fromEntries(QUIZ_ITEMS.slice(1).map((item) => [item.id, 4]));
    expect(nextIndexAfterAnswer(allButFirst, QUIZ_ITEMS.length - 1)).toBe(0);
    expect(nextIndexAfterAnswer(answerFirst(QUIZ_ITEMS.length), QUIZ_ITEMS.length - 1)).toBeNull();
  });
});
