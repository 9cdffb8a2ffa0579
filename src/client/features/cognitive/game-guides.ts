import type { GameId } from '@domain/cognitive/assessment';
import { MEMORY_MAX_LEVEL, MEMORY_STRIKES, LOGIC_PUZZLE_COUNT } from '@domain/cognitive/scoring';
import { WORD_WEAVER_SECONDS, LETTER_COUNT, MIN_WORD_LENGTH } from '@domain/cognitive/word-weaver';

/** What each game is, for the overview and the game's own instructions. */
export interface GameGuide {
  game: GameId;
  minutes: number;
  summary: string;
  measures: string;
  instructions: readonly string[];
}

export const GAME_GUIDES: readonly GameGuide[] = [
  {
    game: 'word-weaver',
    minutes: 4,
    summary: `Make as many English words as you can from ${LETTER_COUNT} letters in ${WORD_WEAVER_SECONDS / 60} minutes.`,
    measures: 'vocabulary, creativity, processing speed, pattern recognition',
    instructions: [
      `Type a word of ${MIN_WORD_LENGTH} or more letters using only the letters shown, and press Enter.`,
      'Each letter can be used as many times as it appears in the set.',
      `You have ${WORD_WEAVER_SECONDS / 60} minutes. Longer words and more words both count. You can finish early.`,
    ],
  },
  {
    game: 'memory-race',
    minutes: 5,
    summary: `Remember a growing row of digits and type it back, level 1 to ${MEMORY_MAX_LEVEL}.`,
    measures: 'working memory, attention span, processing speed, pattern recognition',
    instructions: [
      'Digits appear one at a time. Watch (or listen with a screen reader) until the row ends.',
      'Then type the digits in the same order and press Enter.',
      `Each level adds one digit. The game ends after ${MEMORY_STRIKES} mistakes or at level ${MEMORY_MAX_LEVEL}.`,
    ],
  },
  {
    game: 'logic-puzzles',
    minutes: 8,
    summary: `Solve ${LOGIC_PUZZLE_COUNT} puzzles: number and letter sequences, shape patterns and who-is-first deductions.`,
    measures: 'logical reasoning, problem solving, analytical thinking, processing speed, pattern recognition',
    instructions: [
      'Each puzzle has four choices and exactly one right answer.',
      'Pick a choice with the arrow keys or by clicking, then press Check answer.',
      'Puzzles get harder as you go. Take your time: accuracy counts far more than speed.',
    ],
  },
];
