/*
 * Word Weaver's rules, shared by the page and the server that checks words
 * against the word list (the list itself stays on the server). The request
 * schemas are in word-weaver-schemas.ts, so the game guides load no zod.
 */

export const LETTER_COUNT = 7;
export const MIN_WORD_LENGTH = 3;
/** The scored round's length. */
export const WORD_WEAVER_SECONDS = 120;

/** "Tea " → "tea": what the player typed, as the word list spells it. */
export function normalizeWord(word: string): string {
  return word.trim().toLowerCase();
}

/** Whether `word` uses only the set's letters, each at most as often as it appears in the set. */
export function usesLetters(word: string, letters: string): boolean {
  const available = new Map<string, number>();
  for (const letter of letters) available.set(letter, (available.get(letter) ?? 0) + 1);
  for (const letter of word) {
    const left = available.get(letter) ?? 0;
    if (left === 0) return false;
    available.set(letter, left - 1);
  }
  return true;
}

export type WordVerdict = 'accepted' | 'too-short' | 'wrong-letters' | 'not-a-word';

export const VERDICT_MESSAGES: Record<Exclude<WordVerdict, 'accepted'>, string> = {
  'too-short': `Words need at least ${MIN_WORD_LENGTH} letters.`,
  'wrong-letters': 'That word uses letters that are not in the set (or uses one too often).',
  'not-a-word': 'That is not in our English word list.',
};

/** The checks that need no word list; null when only the list can decide. */
export function precheckWord(word: string, letters: string): Exclude<WordVerdict, 'accepted' | 'not-a-word'> | null {
  if (word.length < MIN_WORD_LENGTH) return 'too-short';
  if (!usesLetters(word, letters)) return 'wrong-letters';
  return null;
}

export const WORD_WEAVER_MESSAGES = {
  letters: `Send the ${LETTER_COUNT} letters of the set, a to z`,
  word: 'Type a word of letters a to z',
} as const;

export interface LetterSet {
  letters: string;
  /** How many words of 3+ letters the set holds in the word list. */
  possibleWords: number;
}

export interface WordCheckResult {
  word: string;
  verdict: WordVerdict;
}
