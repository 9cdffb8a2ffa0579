import { z } from '@domain/zod';
import type { GameId, GameResults } from '../cognitive/assessment';
import { MEMORY_DIGIT_GAP_MS, MEMORY_DIGIT_SHOW_MS } from '../cognitive/game-timing';
import { memoryRaceDigits } from '../cognitive/memory-race';
import { generatePuzzles } from '../cognitive/puzzles';
import {
  LOGIC_PUZZLE_COUNT,
  MEMORY_MAX_LEVEL,
  MEMORY_STRIKES,
  scoreLogicPuzzles,
  scoreMemoryRace,
  scoreWordWeaver,
  sequenceLength,
  type LogicPuzzlesResult,
  type MemoryRaceResult,
  type WordWeaverResult,
} from '../cognitive/scoring';
import { LETTER_COUNT, MIN_WORD_LENGTH, usesLetters, WORD_WEAVER_SECONDS } from '../cognitive/word-weaver';
import { lettersSchema } from '../cognitive/word-weaver-schemas';

/*
 * A finished game sent to the leaderboard (POST /api/leaderboard/scores). The
 * client sends the raw play and the result fields it showed; the server checks
 * that they agree, that every value is in range and that the game could have
 * been played that fast by a person, then scores the raw play itself (ADR 0016).
 */

// --- the human floors (ADR 0016 gives the reasoning) ---------------------------

/** One key press: 60 ms is 200 words a minute, at the top of measured human typing speeds. */
export const MIN_KEYSTROKE_MS = 60;
/** Spotting a word in the letters and starting to type it: a choice reaction, never under 0.4 s. */
export const MIN_MS_PER_WORD = 400;
/** A rejected Word Weaver try is at least one letter and Enter. */
export const MIN_KEYS_PER_REJECTED_TRY = 2;
/** Choosing an option and pressing Check: two deliberate actions of at least 250 ms each. */
export const MIN_MS_PER_PUZZLE_ANSWER = 500;
/** Reading the terms or clues and four options before answering right, on average over the solved puzzles. */
export const MIN_MS_PER_SOLVED_PUZZLE = 1500;
/** Memory Race shows each digit for at least this long (the normal pace) with a blank after it. */
export const MIN_MS_PER_SHOWN_DIGIT = MEMORY_DIGIT_SHOW_MS.normal + MEMORY_DIGIT_GAP_MS;
/** A scored game left open longer than this is not a game anyone is still playing. */
export const MAX_GAME_MS = 2 * 60 * 60 * 1000;
export const WORD_WEAVER_MAX_MS = WORD_WEAVER_SECONDS * 1000;
/** Levels 1-15 each need one perfect round, and the second mistake ends the game. */
export const MEMORY_MAX_ROUNDS = MEMORY_MAX_LEVEL + MEMORY_STRIKES - 1;
export const MAX_WORDS = 500;
export const MAX_ATTEMPTS = 5000;
/** Result fields are rounded differently on each side; anything closer than this agrees. */
const TOLERANCE = 0.01;

export const SUBMISSION_MESSAGES = {
  game: 'Choose Word Weaver, Memory Race or Logic Puzzles',
  durationMs: 'Send how long the game took, in whole milliseconds',
  gameTooLong: 'A game that took more than two hours cannot go on the leaderboard',
  words: `Each word has ${MIN_WORD_LENGTH} to ${LETTER_COUNT} letters a to z`,
  tooManyWords: `At most ${MAX_WORDS} words`,
  attempts: `Send how many words were tried, 0 to ${MAX_ATTEMPTS}`,
  possibleWords: 'Send how many words the letter set holds',
  wordsFound: 'Send how many words were found',
  averageWordLength: 'Send the average word length',
  longestWord: 'Send the longest word found ("" when none)',
  wordTwice: 'Each word counts once, but a word is listed twice',
  wordNotFromLetters: 'Every word must be made from the letter set',
  wordsFoundMismatch: 'Words found does not match the words listed',
  moreWordsThanAttempts: 'More words were found than were tried',
  moreWordsThanPossible: 'More words were found than the letter set holds',
  averageMismatch: 'The average word length does not match the words listed',
  longestMismatch: 'The longest word does not match the words listed',
  wordWeaverTooLong: `A Word Weaver round lasts at most ${WORD_WEAVER_SECONDS} seconds`,
  wordWeaverTooFast: 'That many words cannot be typed that fast: this result is faster than humanly possible',
  sequenceId: 'Only a Memory Race game played on digits Waypoint sent can go on the leaderboard',
  notIssuedDigits: 'These are not the digits this game showed',
  playedBeforeIssued:
    'Less time has passed since this game was sent than its digits take to show and type: this result is faster than humanly possible',
  rounds: `A Memory Race game has 1 to ${MEMORY_MAX_ROUNDS} rounds`,
  level: `Memory Race has levels 1 to ${MEMORY_MAX_LEVEL}`,
  shown: 'The digits shown are 3 to 17 digits',
  typed: 'The digits typed are at most 40 digits',
  recallMs: 'Send the recall time in whole milliseconds',
  maxLevel: `The highest level is 0 to ${MEMORY_MAX_LEVEL}`,
  accuracy: 'Accuracy is a percentage from 0 to 100',
  shownLength: 'Each level shows two more digits than its number',
  levelOrder: 'Levels start at 1 and go up by one after each correct answer',
  gameNotOver: `A game ends after ${MEMORY_STRIKES} mistakes or after level ${MEMORY_MAX_LEVEL}`,
  roundAfterEnd: 'No round can follow the end of the game',
  maxLevelMismatch: 'The highest level does not match the rounds played',
  accuracyMismatch: 'Accuracy does not match the answers',
  recallTooFast: 'These digits cannot be typed that fast: this result is faster than humanly possible',
  memoryTooFast: 'The digits take longer than that to show and type: this result is faster than humanly possible',
  seed: 'Send the puzzle set number the game used',
  answers: `Logic Puzzles has exactly ${LOGIC_PUZZLE_COUNT} puzzles`,
  kind: 'Each puzzle is a sequence, pattern or deduction',
  difficulty: 'Puzzle difficulty is 1, 2 or 3',
  correct: 'Send whether the answer was right',
  answerMs: 'Send the answer time in whole milliseconds',
  puzzlesSolved: `Puzzles solved is 0 to ${LOGIC_PUZZLE_COUNT}`,
  puzzleMismatch: "This answer does not match the game's puzzle",
  unknownSeed: 'No puzzle set has this number',
  solvedMismatch: 'Puzzles solved does not match the answers',
  answerTooFast: 'No one can choose and check an answer that fast: this result is faster than humanly possible',
  solvedTooFast: 'Puzzles cannot be read and solved that fast: this result is faster than humanly possible',
  logicTooFast: 'The game took less time than its answers: this result is faster than humanly possible',
} as const;

const wholeMs = (message: string, max = MAX_GAME_MS, tooLong: string = SUBMISSION_MESSAGES.gameTooLong) =>
  z.int({ error: message }).check(z.minimum(0, message), z.maximum(max, tooLong));
const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
const percentage = z
  .number({ error: SUBMISSION_MESSAGES.accuracy })
  .check(z.minimum(0, SUBMISSION_MESSAGES.accuracy), z.maximum(100, SUBMISSION_MESSAGES.accuracy));

type Issue = { path: (string | number)[]; message: string };
const closeTo = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;

// --- Word Weaver ---------------------------------------------------------------

const wordWeaverFields = z.object({
  game: z.literal('word-weaver'),
  letters: lettersSchema,
  words: z
    .array(
      z
        .string({ error: SUBMISSION_MESSAGES.words })
        .check(z.regex(new RegExp(`^[a-z]{${MIN_WORD_LENGTH},${LETTER_COUNT}}$`), SUBMISSION_MESSAGES.words)),
      { error: SUBMISSION_MESSAGES.words },
    )
    .check(z.maxLength(MAX_WORDS, SUBMISSION_MESSAGES.tooManyWords)),
  attempts: wholeNumber(0, MAX_ATTEMPTS, SUBMISSION_MESSAGES.attempts),
  possibleWords: wholeNumber(0, 100_000, SUBMISSION_MESSAGES.possibleWords),
  durationMs: wholeMs(SUBMISSION_MESSAGES.durationMs, WORD_WEAVER_MAX_MS, SUBMISSION_MESSAGES.wordWeaverTooLong),
  wordsFound: wholeNumber(0, MAX_WORDS, SUBMISSION_MESSAGES.wordsFound),
  averageWordLength: z
    .number({ error: SUBMISSION_MESSAGES.averageWordLength })
    .check(z.minimum(0, SUBMISSION_MESSAGES.averageWordLength), z.maximum(LETTER_COUNT, SUBMISSION_MESSAGES.averageWordLength)),
  longestWord: z.string({ error: SUBMISSION_MESSAGES.longestWord }).check(z.maxLength(LETTER_COUNT, SUBMISSION_MESSAGES.longestWord)),
});
export type WordWeaverSubmission = z.infer<typeof wordWeaverFields>;

/** The fastest a person could have typed these words and tries, in ms. */
export function minWordWeaverMs(words: readonly string[], attempts: number): number {
  const accepted = words.reduce((sum, word) => sum + Math.max(MIN_MS_PER_WORD, (word.length + 1) * MIN_KEYSTROKE_MS), 0);
  const rejected = Math.max(0, attempts - words.length) * MIN_KEYS_PER_REJECTED_TRY * MIN_KEYSTROKE_MS;
  return accepted + rejected;
}

export function wordWeaverIssues(play: WordWeaverSubmission): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  play.words.forEach((word, index) => {
    if (seen.has(word)) issues.push({ path: ['words', index], message: SUBMISSION_MESSAGES.wordTwice });
    else if (!usesLetters(word, play.letters)) issues.push({ path: ['words', index], message: SUBMISSION_MESSAGES.wordNotFromLetters });
    seen.add(word);
  });
  if (play.wordsFound !== play.words.length) issues.push({ path: ['wordsFound'], message: SUBMISSION_MESSAGES.wordsFoundMismatch });
  if (play.words.length > play.attempts) issues.push({ path: ['attempts'], message: SUBMISSION_MESSAGES.moreWordsThanAttempts });
  if (play.words.length > play.possibleWords) issues.push({ path: ['possibleWords'], message: SUBMISSION_MESSAGES.moreWordsThanPossible });
  const scored = scoreWordWeaver(play);
  if (!closeTo(play.averageWordLength, scored.averageWordLength))
    issues.push({ path: ['averageWordLength'], message: SUBMISSION_MESSAGES.averageMismatch });
  // Any longest word of the right length agrees: which of two equally long words is "the" longest is the client's choice.
  if (play.longestWord.length !== scored.longestWord.length || (play.longestWord !== '' && !play.words.includes(play.longestWord))) {
    issues.push({ path: ['longestWord'], message: SUBMISSION_MESSAGES.longestMismatch });
  }
  if (play.durationMs < minWordWeaverMs(play.words, play.attempts))
    issues.push({ path: ['durationMs'], message: SUBMISSION_MESSAGES.wordWeaverTooFast });
  return issues;
}

// --- Memory Race ---------------------------------------------------------------

const memoryRound = z.object({
  level: wholeNumber(1, MEMORY_MAX_LEVEL, SUBMISSION_MESSAGES.level),
  shown: z.string({ error: SUBMISSION_MESSAGES.shown }).check(z.regex(/^\d{3,17}$/, SUBMISSION_MESSAGES.shown)),
  typed: z.string({ error: SUBMISSION_MESSAGES.typed }).check(z.regex(/^\d{0,40}$/, SUBMISSION_MESSAGES.typed)),
  recallMs: wholeMs(SUBMISSION_MESSAGES.recallMs),
});

const memoryRaceFields = z.object({
  game: z.literal('memory-race'),
  /** The id of the seed the server issued for this game (POST /api/cognitive/memory-race). */
  sequenceId: z.uuid({ error: SUBMISSION_MESSAGES.sequenceId }),
  rounds: z
    .array(memoryRound, { error: SUBMISSION_MESSAGES.rounds })
    .check(z.minLength(1, SUBMISSION_MESSAGES.rounds), z.maxLength(MEMORY_MAX_ROUNDS, SUBMISSION_MESSAGES.rounds)),
  maxLevel: wholeNumber(0, MEMORY_MAX_LEVEL, SUBMISSION_MESSAGES.maxLevel),
  accuracy: percentage,
  durationMs: wholeMs(SUBMISSION_MESSAGES.durationMs),
});
export type MemoryRaceSubmission = z.infer<typeof memoryRaceFields>;

/** The fastest anyone could recall `typed`: each digit and Enter is a key press. */
export const minRecallMs = (typed: string) => (typed.length + 1) * MIN_KEYSTROKE_MS;

/** The digits on screen at the fastest pace plus the recall times: the shortest the game could have lasted. */
export function minMemoryRaceMs(rounds: MemoryRaceSubmission['rounds']): number {
  return rounds.reduce((sum, round) => sum + round.shown.length * MIN_MS_PER_SHOWN_DIGIT + round.recallMs, 0);
}

export function memoryRaceIssues(play: MemoryRaceSubmission): Issue[] {
  const issues: Issue[] = [];
  let expectedLevel = 1;
  let strikes = 0;
  let over = false;
  play.rounds.forEach((round, index) => {
    const at = (field: string) => ['rounds', index, field];
    if (over) issues.push({ path: ['rounds', index], message: SUBMISSION_MESSAGES.roundAfterEnd });
    if (round.level !== expectedLevel) issues.push({ path: at('level'), message: SUBMISSION_MESSAGES.levelOrder });
    if (round.shown.length !== sequenceLength(round.level)) issues.push({ path: at('shown'), message: SUBMISSION_MESSAGES.shownLength });
    if (round.recallMs < minRecallMs(round.typed)) issues.push({ path: at('recallMs'), message: SUBMISSION_MESSAGES.recallTooFast });
    const right = round.typed === round.shown;
    if (right) expectedLevel = round.level + 1;
    else strikes += 1;
    if (strikes >= MEMORY_STRIKES || (right && round.level === MEMORY_MAX_LEVEL)) over = true;
  });
  if (!over) issues.push({ path: ['rounds'], message: SUBMISSION_MESSAGES.gameNotOver });
  const scored = scoreMemoryRace(play.rounds);
  if (play.maxLevel !== scored.maxLevel) issues.push({ path: ['maxLevel'], message: SUBMISSION_MESSAGES.maxLevelMismatch });
  if (!closeTo(play.accuracy, scored.accuracy)) issues.push({ path: ['accuracy'], message: SUBMISSION_MESSAGES.accuracyMismatch });
  if (play.durationMs < minMemoryRaceMs(play.rounds)) issues.push({ path: ['durationMs'], message: SUBMISSION_MESSAGES.memoryTooFast });
  return issues;
}

/**
 * Checks only the server can make, once it has looked up the issued seed:
 * every round showed the digits the seed gives for that round and level, and
 * at least as much time passed since the seed was issued as the digits take
 * to show (at the fastest pace) plus the recall times the play claims.
 */
export function memoryRaceIssuedIssues(play: Pick<MemoryRaceSubmission, 'rounds'>, issued: { seed: number; elapsedMs: number }): Issue[] {
  const issues: Issue[] = [];
  play.rounds.forEach((round, index) => {
    if (round.shown !== memoryRaceDigits(issued.seed, index, round.level))
      issues.push({ path: ['rounds', index, 'shown'], message: SUBMISSION_MESSAGES.notIssuedDigits });
  });
  if (issued.elapsedMs < minMemoryRaceMs(play.rounds))
    issues.push({ path: ['durationMs'], message: SUBMISSION_MESSAGES.playedBeforeIssued });
  return issues;
}

// --- Logic Puzzles -------------------------------------------------------------

const puzzleAnswer = z.object({
  kind: z.enum(['sequence', 'pattern', 'deduction'], { error: SUBMISSION_MESSAGES.kind }),
  difficulty: wholeNumber(1, 3, SUBMISSION_MESSAGES.difficulty),
  correct: z.boolean({ error: SUBMISSION_MESSAGES.correct }),
  ms: wholeMs(SUBMISSION_MESSAGES.answerMs),
});

const logicPuzzlesFields = z.object({
  game: z.literal('logic-puzzles'),
  seed: wholeNumber(0, 0xffff_ffff, SUBMISSION_MESSAGES.seed),
  answers: z.array(puzzleAnswer, { error: SUBMISSION_MESSAGES.answers }).check(z.length(LOGIC_PUZZLE_COUNT, SUBMISSION_MESSAGES.answers)),
  puzzlesSolved: wholeNumber(0, LOGIC_PUZZLE_COUNT, SUBMISSION_MESSAGES.puzzlesSolved),
  accuracy: percentage,
  durationMs: wholeMs(SUBMISSION_MESSAGES.durationMs),
});
export type LogicPuzzlesSubmission = z.infer<typeof logicPuzzlesFields>;

function puzzlesFor(seed: number) {
  try {
    return generatePuzzles(seed);
  } catch {
    return undefined;
  }
}

export function logicPuzzlesIssues(play: LogicPuzzlesSubmission): Issue[] {
  const issues: Issue[] = [];
  const puzzles = puzzlesFor(play.seed);
  if (!puzzles) issues.push({ path: ['seed'], message: SUBMISSION_MESSAGES.unknownSeed });
  play.answers.forEach((answer, index) => {
    const puzzle = puzzles?.[index];
    if (puzzle && (puzzle.kind !== answer.kind || puzzle.difficulty !== answer.difficulty)) {
      issues.push({ path: ['answers', index], message: SUBMISSION_MESSAGES.puzzleMismatch });
    }
    if (answer.ms < MIN_MS_PER_PUZZLE_ANSWER) issues.push({ path: ['answers', index, 'ms'], message: SUBMISSION_MESSAGES.answerTooFast });
  });
  const solved = play.answers.filter((answer) => answer.correct);
  if (play.puzzlesSolved !== solved.length) issues.push({ path: ['puzzlesSolved'], message: SUBMISSION_MESSAGES.solvedMismatch });
  if (!closeTo(play.accuracy, scoreLogicPuzzles(play.seed, play.answers).accuracy))
    issues.push({ path: ['accuracy'], message: SUBMISSION_MESSAGES.accuracyMismatch });
  const solvingMs = solved.reduce((sum, answer) => sum + answer.ms, 0);
  if (solvingMs < solved.length * MIN_MS_PER_SOLVED_PUZZLE) issues.push({ path: ['answers'], message: SUBMISSION_MESSAGES.solvedTooFast });
  const answeringMs = play.answers.reduce((sum, answer) => sum + answer.ms, 0);
  if (play.durationMs < answeringMs) issues.push({ path: ['durationMs'], message: SUBMISSION_MESSAGES.logicTooFast });
  return issues;
}

// --- the payload ---------------------------------------------------------------

function withIssues<T>(find: (value: T) => Issue[]) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    for (const issue of find(value)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  };
}

export const scoreSubmissionSchema = z.discriminatedUnion(
  'game',
  [
    wordWeaverFields.check(z.superRefine(withIssues(wordWeaverIssues))),
    memoryRaceFields.check(z.superRefine(withIssues(memoryRaceIssues))),
    logicPuzzlesFields.check(z.superRefine(withIssues(logicPuzzlesIssues))),
  ],
  { error: SUBMISSION_MESSAGES.game },
);
export type ScoreSubmission = z.infer<typeof scoreSubmissionSchema>;

/** The submission for a finished game: its result fields and raw play, plus how long the scored round took. */
export function toSubmission<G extends GameId>(game: G, result: GameResults[G], durationMs: number): ScoreSubmission {
  const ms = Math.max(0, Math.round(durationMs));
  if (game === 'word-weaver') {
    const r = result as WordWeaverResult;
    return {
      game,
      letters: r.letters,
      words: r.words,
      attempts: r.attempts,
      possibleWords: r.possibleWords,
      // Word Weaver times its own round (capped at the clock); the others are timed by the page.
      durationMs: Math.round(r.durationMs),
      wordsFound: r.wordsFound,
      averageWordLength: r.averageWordLength,
      longestWord: r.longestWord,
    };
  }
  if (game === 'memory-race') {
    const r = result as MemoryRaceResult;
    return {
      game,
      // An offline game has no id: the schema then says why it cannot go on the leaderboard.
      sequenceId: r.sequenceId ?? '',
      rounds: r.rounds.map(({ level, shown, typed, recallMs }) => ({ level, shown, typed, recallMs: Math.round(recallMs) })),
      maxLevel: r.maxLevel,
      accuracy: r.accuracy,
      durationMs: ms,
    };
  }
  const r = result as LogicPuzzlesResult;
  return {
    game: 'logic-puzzles',
    seed: r.seed,
    answers: r.answers.map(({ kind, difficulty, correct, ms: answerMs }) => ({ kind, difficulty, correct, ms: Math.round(answerMs) })),
    puzzlesSolved: r.puzzlesSolved,
    accuracy: r.accuracy,
    durationMs: ms,
  };
}

// --- the score -----------------------------------------------------------------

/** Leaderboard scores are the game's overall score (0-100) in tenths of a point, so ties are exact. */
export const MAX_POINTS = 1000;

/** 84.99 → 849: rounded down, like every score Waypoint shows, so a score never claims more than was earned. */
export function toPoints(overallScore: number): number {
  return Math.min(MAX_POINTS, Math.max(0, Math.floor(overallScore * 10 + 1e-9)));
}

export { formatPoints } from './points';

/** The game's result recomputed from the raw play: the client's own scores are never used. */
export function scoreSubmission(submission: ScoreSubmission): { game: GameId; overallScore: number; points: number } {
  const overallScore =
    submission.game === 'word-weaver'
      ? scoreWordWeaver(submission).overall_score
      : submission.game === 'memory-race'
        ? scoreMemoryRace(submission.rounds).overall_score
        : scoreLogicPuzzles(submission.seed, submission.answers).overall_score;
  return { game: submission.game, overallScore, points: toPoints(overallScore) };
}
