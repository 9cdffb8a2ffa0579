import { describe, expect, it } from 'vitest';
import { WORD_WEAVER_MESSAGES } from './word-weaver';
import { letterSetQuerySchema, lettersSchema, wordCheckSchema } from './word-weaver-schemas';

describe('Word Weaver payloads', () => {
  it('normalises the word before checking it', () => {
    expect(wordCheckSchema.parse({ letters: 'ehcetar', word: ' TeA ' })).toEqual({ letters: 'ehcetar', word: 'tea' });
  });

  it.each([['te a'], [''], ['x'.repeat(21)], [42]])('refuses the word %j with the word message', (word) => {
    const result = wordCheckSchema.safeParse({ letters: 'ehcetar', word });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['word', WORD_WEAVER_MESSAGES.word]]);
  });

  it('takes exactly seven lowercase letters', () => {
    expect(lettersSchema.safeParse('ehcetar').success).toBe(true);
    for (const letters of ['EHCETAR', 'ehceta', 7])
      expect(lettersSchema.safeParse(letters).error?.issues[0]?.message).toBe(WORD_WEAVER_MESSAGES.letters);
  });

  it('asks for practice or scored', () => {
    expect(letterSetQuerySchema.safeParse({ mode: 'ranked' }).error?.issues[0]?.message).toBe('Choose practice or scored');
  });
});
