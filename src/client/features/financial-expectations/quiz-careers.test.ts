import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTION_CAREERS, quizCareerCodes } from './quiz-careers';

describe('quizCareerCodes', () => {
  it('is empty without a quiz result or careers', () => {
    expect(quizCareerCodes(undefined)).toEqual([]);
    expect(quizCareerCodes({ topMajors: ['Nursing'] })).toEqual([]);
  });

  it('reads topCareerCodes, then a careers list, without duplicates or invalid codes', () => {
    expect(
      quizCareerCodes({
        topMajors: [],
        topCareerCodes: ['29-1141.00', 'nonsense', '15-1252.00'],
        careers: [{ socCode: '15-1252.00', title: 'Software Developers' }, { socCode: '13-2011.00' }, { title: 'no code' }, 7],
      }),
    ).toEqual(['29-1141.00', '15-1252.00', '13-2011.00']);
  });

  it(`keeps the best ${MAX_SUGGESTION_CAREERS}`, () => {
    const codes = Array.from({ length: 8 }, (_, i) => `11-10${String(i).padStart(2, '0')}.00`);
    expect(quizCareerCodes({ topMajors: [], topCareerCodes: codes })).toEqual(codes.slice(0, MAX_SUGGESTION_CAREERS));
  });
});
