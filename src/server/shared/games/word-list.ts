import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import wordListPath from 'word-list';
import { LETTER_COUNT, MIN_WORD_LENGTH, usesLetters, type LetterSet } from '@domain/cognitive/word-weaver';

/*
 * Word Weaver's dictionary: the `word-list` package (274k English words),
 * read once on first use and kept on the server so the client bundle stays small.
 * Only words of 3-7 letters can be made from a 7-letter set, so only those are kept.
 * Shared by cognitive (letter sets, word checks) and the leaderboard (a Word Weaver score's words).
 */

interface Dictionary {
  words: Set<string>;
  /** 7-letter words: each one's letters make a set that is sure to hold a long word. */
  seeds: string[];
}

let loading: Promise<Dictionary> | undefined;

function load(): Promise<Dictionary> {
  loading ??= readFile(wordListPath, 'utf8').then((text) => {
    const words = new Set<string>();
    const seeds: string[] = [];
    for (const line of text.split('\n')) {
      const word = line.trim();
      if (word.length < MIN_WORD_LENGTH || word.length > LETTER_COUNT || !/^[a-z]+$/.test(word)) continue;
      words.add(word);
      if (word.length === LETTER_COUNT) seeds.push(word);
    }
    return { words, seeds };
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

export async function isWord(word: string): Promise<boolean> {
  return (await load()).words.has(word);
}

const counts = new Map<string, number>();

/** How many list words the set holds (cached per sorted set). */
export async function possibleWords(letters: string): Promise<number> {
  const key = [...letters].sort().join('');
  const cached = counts.get(key);
  if (cached !== undefined) return cached;
  let count = 0;
  for (const word of (await load()).words) if (usesLetters(word, letters)) count += 1;
  if (counts.size > 5000) counts.clear();
  counts.set(key, count);
  return count;
}

/** Sets with fewer words are frustrating, with more they are mostly obscure words. */
export const POSSIBLE_WORDS_RANGE = { min: 60, max: 250 } as const;

/** The practice set is the same for everyone: the letters of "teacher", mixed. */
export const PRACTICE_LETTERS = 'ehcetar';

function shuffle(word: string): string {
  const letters = [...word];
  for (let i = letters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [letters[i], letters[j]] = [letters[j]!, letters[i]!];
  }
  return letters.join('');
}

export async function letterSet(mode: 'practice' | 'scored'): Promise<LetterSet> {
  if (mode === 'practice') return { letters: PRACTICE_LETTERS, possibleWords: await possibleWords(PRACTICE_LETTERS) };
  const { seeds } = await load();
  let fallback: LetterSet | undefined;
  for (let attempt = 0; attempt < 25; attempt++) {
    const letters = shuffle(seeds[randomInt(seeds.length)]!);
    const count = await possibleWords(letters);
    if (count >= POSSIBLE_WORDS_RANGE.min && count <= POSSIBLE_WORDS_RANGE.max) return { letters, possibleWords: count };
    if (!fallback || count > fallback.possibleWords) fallback = { letters, possibleWords: count };
  }
  return fallback!;
}
