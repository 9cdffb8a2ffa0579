import { clampScore, normalize, weightedOverall } from './traits';

/*
 * Per-game scoring. The vocabulary, working-memory and logical-reasoning
 * formulas are the spec's; the other traits are Waypoint's own, documented in
 * ADR 0011. These are game scores, not a psychological test.
 */

// --- Word Weaver -------------------------------------------------------------

export interface WordWeaverPlay {
  /** The letter set, lower case. */
  letters: string;
  /** Accepted words, in the order found (each once). */
  words: readonly string[];
  /** Every word submitted, accepted or not. */
  attempts: number;
  /** How many words the letter set holds in the word list. */
  possibleWords: number;
  durationMs: number;
}

export interface WordWeaverResult {
  wordsFound: number;
  averageWordLength: number;
  /** The longest word found ("" when none). */
  longestWord: string;
  vocabulary: number;
  creativity: number;
  processing_speed: number;
  pattern_recognition: number;
  overall_score: number;
  letters: string;
  words: string[];
  attempts: number;
  possibleWords: number;
  durationMs: number;
}

/** Words of this length or more count as long words for creativity. */
export const LONG_WORD_LENGTH = 5;

export function scoreWordWeaver(play: WordWeaverPlay): WordWeaverResult {
  const words = [...play.words];
  const wordsFound = words.length;
  const averageWordLength = wordsFound === 0 ? 0 : words.reduce((sum, word) => sum + word.length, 0) / wordsFound;
  const longestWord = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  // 50 % words found (0-50), 30 % average length (3-8), 20 % longest word (3-12).
  const vocabulary =
    wordsFound === 0
      ? 0
      : 0.5 * normalize(wordsFound, 0, 50) + 0.3 * normalize(averageWordLength, 3, 8) + 0.2 * normalize(longestWord.length, 3, 12);
  const distinctLetters = new Set(play.letters).size;
  const startingLetters = new Set(words.map((word) => word[0])).size;
  const variety = distinctLetters === 0 ? 0 : (100 * startingLetters) / distinctLetters;
  const longWords = words.filter((word) => word.length >= LONG_WORD_LENGTH).length;
  const creativity = 0.5 * clampScore(variety) + 0.5 * normalize(longWords, 0, 10);
  // At least a minute, so stopping after a few quick words does not read as a fast pace.
  const minutes = Math.max(play.durationMs, 60_000) / 60_000;
  const processingSpeed = normalize(wordsFound / minutes, 0, 10);
  const coverage = play.possibleWords <= 0 ? 0 : (100 * wordsFound) / play.possibleWords;
  // Letter sets hold 60-250 list words, many obscure; finding a tenth of them in two minutes is excellent.
  const patternRecognition = normalize(coverage, 0, 10);
  const traits = {
    vocabulary: clampScore(vocabulary),
    creativity: clampScore(creativity),
    processing_speed: processingSpeed,
    pattern_recognition: patternRecognition,
  };
  return {
    wordsFound,
    averageWordLength,
    longestWord,
    ...traits,
    overall_score: weightedOverall(traits) ?? 0,
    letters: play.letters,
    words,
    attempts: play.attempts,
    possibleWords: play.possibleWords,
    durationMs: play.durationMs,
  };
}

// --- Memory Race -------------------------------------------------------------

export const MEMORY_MIN_LEVEL = 1;
export const MEMORY_MAX_LEVEL = 15;
/** Level n shows n + 2 digits: 3 at level 1, 17 at level 15. */
export const sequenceLength = (level: number) => level + 2;
/** Mistakes that end the game. */
export const MEMORY_STRIKES = 2;

export interface MemoryRound {
  level: number;
  shown: string;
  typed: string;
  /** From the recall field appearing to the answer. */
  recallMs: number;
}

export interface MemoryRaceResult {
  /** The highest level recalled without a mistake (0 when none). */
  maxLevel: number;
  /** Digits recalled in the right place, as a percentage of the digits shown. */
  accuracy: number;
  working_memory: number;
  attention_span: number;
  processing_speed: number;
  pattern_recognition: number;
  overall_score: number;
  rounds: MemoryRound[];
  /** The server-issued digits this game played (memory-race.ts); absent when it was played offline, which keeps it off the leaderboard. */
  sequenceId?: string;
}

/** Length of the longest common subsequence: how much of the order was kept despite a skipped or extra digit. */
export function orderKept(shown: string, typed: string): number {
  const row = new Array<number>(typed.length + 1).fill(0);
  for (const digit of shown) {
    let diagonal = 0;
    for (let j = 1; j <= typed.length; j++) {
      const above = row[j]!;
      row[j] = digit === typed[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[typed.length]!;
}

const inPlace = (shown: string, typed: string) => [...shown].filter((digit, index) => typed[index] === digit).length;

export function scoreMemoryRace(rounds: readonly MemoryRound[]): MemoryRaceResult {
  const shownDigits = rounds.reduce((sum, round) => sum + round.shown.length, 0);
  const perfect = rounds.filter((round) => round.typed === round.shown);
  const maxLevel = perfect.reduce((max, round) => Math.max(max, round.level), 0);
  const accuracy = shownDigits === 0 ? 0 : (100 * rounds.reduce((sum, round) => sum + inPlace(round.shown, round.typed), 0)) / shownDigits;
  // 60 % max level (1-15), 40 % accuracy.
  const workingMemory = 0.6 * normalize(maxLevel, MEMORY_MIN_LEVEL, MEMORY_MAX_LEVEL) + 0.4 * accuracy;
  const attentionSpan = rounds.length === 0 ? 0 : (100 * perfect.length) / rounds.length;
  const recallMs = rounds.reduce((sum, round) => sum + round.recallMs, 0);
  // Typing 2.5 s per digit scores 0, 0.5 s scores 100; speed counts only as far as the answers were right.
  const speed = shownDigits === 0 ? 0 : normalize(recallMs / shownDigits, 2500, 500);
  const orderScore =
    shownDigits === 0 ? 0 : (100 * rounds.reduce((sum, round) => sum + orderKept(round.shown, round.typed), 0)) / shownDigits;
  const traits = {
    working_memory: clampScore(workingMemory),
    attention_span: clampScore(attentionSpan),
    processing_speed: clampScore((speed * accuracy) / 100),
    pattern_recognition: clampScore(orderScore),
  };
  return {
    maxLevel,
    accuracy: clampScore(accuracy),
    ...traits,
    overall_score: weightedOverall(traits) ?? 0,
    rounds: rounds.map((round) => ({ ...round })),
  };
}

// --- Logic Puzzles -----------------------------------------------------------

export type PuzzleKind = 'sequence' | 'pattern' | 'deduction';

export interface PuzzleAnswer {
  kind: PuzzleKind;
  /** 1 (easy) to 3 (hard). */
  difficulty: number;
  correct: boolean;
  ms: number;
}

export interface LogicPuzzlesResult {
  accuracy: number;
  puzzlesSolved: number;
  logical_reasoning: number;
  problem_solving: number;
  analytical_thinking: number;
  processing_speed: number;
  pattern_recognition: number;
  overall_score: number;
  seed: number;
  answers: PuzzleAnswer[];
}

export const LOGIC_PUZZLE_COUNT = 10;

function percentCorrect(answers: readonly PuzzleAnswer[]): number {
  return answers.length === 0 ? 0 : (100 * answers.filter((answer) => answer.correct).length) / answers.length;
}

export function scoreLogicPuzzles(seed: number, answers: readonly PuzzleAnswer[]): LogicPuzzlesResult {
  const puzzlesSolved = answers.filter((answer) => answer.correct).length;
  const accuracy = percentCorrect(answers);
  // 70 % accuracy, 30 % puzzles solved (0-10).
  const logicalReasoning = 0.7 * accuracy + 0.3 * normalize(puzzlesSolved, 0, LOGIC_PUZZLE_COUNT);
  const totalDifficulty = answers.reduce((sum, answer) => sum + answer.difficulty, 0);
  const solvedDifficulty = answers.filter((answer) => answer.correct).reduce((sum, answer) => sum + answer.difficulty, 0);
  const problemSolving = totalDifficulty === 0 ? 0 : (100 * solvedDifficulty) / totalDifficulty;
  const seconds = answers.reduce((sum, answer) => sum + answer.ms, 0) / 1000 / Math.max(1, answers.length);
  // 60 s a puzzle scores 0, 10 s scores 100; speed counts only as far as the answers were right.
  const speed = answers.length === 0 ? 0 : normalize(seconds, 60, 10);
  const traits = {
    logical_reasoning: clampScore(logicalReasoning),
    problem_solving: clampScore(problemSolving),
    analytical_thinking: percentCorrect(answers.filter((answer) => answer.kind === 'deduction')),
    processing_speed: clampScore((speed * accuracy) / 100),
    pattern_recognition: percentCorrect(answers.filter((answer) => answer.kind !== 'deduction')),
  };
  return {
    accuracy,
    puzzlesSolved,
    ...traits,
    overall_score: weightedOverall(traits) ?? 0,
    seed,
    answers: answers.map((answer) => ({ ...answer })),
  };
}
