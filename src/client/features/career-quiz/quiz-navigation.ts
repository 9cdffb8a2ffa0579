import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';

type Answers = Readonly<Record<string, number>>;

const isAnswered = (answers: Answers, index: number) => {
  const item = QUIZ_ITEMS[index];
  return item !== undefined && answers[item.id] !== undefined;
};

/** Where a returning student continues: the first item without an answer (0 when none is answered). */
export function firstUnansweredIndex(answers: Answers): number {
  const index = QUIZ_ITEMS.findIndex((item) => answers[item.id] === undefined);
  return index === -1 ? QUIZ_ITEMS.length - 1 : index;
}

/**
 * After an answer: the next unanswered item after this one, else the first
 * unanswered one (a student who went back to change an answer returns to
 * where they were), else null when every item is answered.
 */
export function nextIndexAfterAnswer(answers: Answers, from: number): number | null {
  for (let index = from + 1; index < QUIZ_ITEMS.length; index++) if (!isAnswered(answers, index)) return index;
  for (let index = 0; index <= from && index < QUIZ_ITEMS.length; index++) if (!isAnswered(answers, index)) return index;
  return null;
}
