import { describe, expect, it } from 'vitest';
import { memoryRaceDigits } from '../cognitive/memory-race';
import { generatePuzzles } from '../cognitive/puzzles';
import { scoreLogicPuzzles, scoreMemoryRace, scoreWordWeaver } from '../cognitive/scoring';
import {
  MAX_GAME_MS,
  MIN_KEYSTROKE_MS,
  MIN_MS_PER_PUZZLE_ANSWER,
  MIN_MS_PER_SHOWN_DIGIT,
  MIN_MS_PER_SOLVED_PUZZLE,
  MIN_MS_PER_WORD,
  memoryRaceIssuedIssues,
  minMemoryRaceMs,
  minWordWeaverMs,
  scoreSubmission,
  scoreSubmissionSchema,
  SUBMISSION_MESSAGES,
  toPoints,
  toSubmission,
  type LogicPuzzlesSubmission,
  type MemoryRaceSubmission,
  type WordWeaverSubmission,
} from './submission';

/** The field messages a payload gets, or {} when it is accepted. */
function fieldsOf(payload: unknown): Record<string, string> {
  const result = scoreSubmissionSchema.safeParse(payload);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

// --- valid games ---

function wordWeaver(overrides: Partial<WordWeaverSubmission> = {}): WordWeaverSubmission {
  const words = ['tea', 'each', 'teach', 'cheater'];
  const played = scoreWordWeaver({ letters: 'ehcetar', words, attempts: 6, possibleWords: 90, durationMs: 60_000 });
  return {
    game: 'word-weaver',
    letters: 'ehcetar',
    words,
    attempts: 6,
    possibleWords: 90,
    durationMs: 60_000,
    wordsFound: played.wordsFound,
    averageWordLength: played.averageWordLength,
    longestWord: played.longestWord,
    ...overrides,
  };
}

const RECALL_MS = 2000;
const SEQUENCE_ID = '7d1e4c1a-5b8f-4a57-9d53-2a6f0c2e9b10';
/** Levels 1 and 2 right, then two mistakes at level 3: the game is over. */
function memoryRace(overrides: Partial<MemoryRaceSubmission> = {}): MemoryRaceSubmission {
  const rounds = [
    { level: 1, shown: '123', typed: '123', recallMs: RECALL_MS },
    { level: 2, shown: '4567', typed: '4567', recallMs: RECALL_MS },
    { level: 3, shown: '89012', typed: '89021', recallMs: RECALL_MS },
    { level: 3, shown: '34567', typed: '3456', recallMs: RECALL_MS },
  ];
  const scored = scoreMemoryRace(rounds);
  return {
    game: 'memory-race',
    sequenceId: SEQUENCE_ID,
    rounds,
    maxLevel: scored.maxLevel,
    accuracy: scored.accuracy,
    durationMs: minMemoryRaceMs(rounds) + 5000,
    ...overrides,
  };
}

const SEED = 12345;
function logicPuzzles(overrides: Partial<LogicPuzzlesSubmission> = {}): LogicPuzzlesSubmission {
  const answers = generatePuzzles(SEED).map((puzzle, index) => ({
    kind: puzzle.kind,
    difficulty: puzzle.difficulty,
    correct: index < 7,
    ms: 8000,
  }));
  const scored = scoreLogicPuzzles(SEED, answers);
  return {
    game: 'logic-puzzles',
    seed: SEED,
    answers,
    puzzlesSolved: scored.puzzlesSolved,
    accuracy: scored.accuracy,
    durationMs: 100_000,
    ...overrides,
  };
}

describe('valid finished games', () => {
  it.each([
    ['word-weaver', wordWeaver()],
    ['memory-race', memoryRace()],
    ['logic-puzzles', logicPuzzles()],
  ])('accepts a %s game played at a human pace', (_game, payload) => {
    expect(fieldsOf(payload)).toEqual({});
  });

  it('builds the submission from the result the game page keeps', () => {
    const result = { ...scoreMemoryRace(memoryRace().rounds), sequenceId: SEQUENCE_ID };
    const submission = toSubmission('memory-race', result, 40_000.4);
    expect(submission).toEqual({ ...memoryRace(), durationMs: 40_000 });
    const logic = scoreLogicPuzzles(SEED, logicPuzzles().answers);
    expect(fieldsOf(toSubmission('logic-puzzles', logic, 100_000))).toEqual({});
    const words = scoreWordWeaver({ letters: 'ehcetar', words: ['tea'], attempts: 1, possibleWords: 90, durationMs: 30_000 });
    expect(fieldsOf(toSubmission('word-weaver', words, 999_999))).toEqual({});
  });

  it("scores the raw play, not the client's numbers", () => {
    const payload = { ...memoryRace(), working_memory: 100, overall_score: 100 };
    const parsed = scoreSubmissionSchema.parse(payload);
    expect(parsed).not.toHaveProperty('overall_score');
    expect(scoreSubmission(parsed).points).toBe(toPoints(scoreMemoryRace(memoryRace().rounds).overall_score));
  });
});

describe('Memory Race against the digits the server issued', () => {
  const seed = 20_241_123;
  /** Levels 1-3 right, then two mistakes at level 4, with the digits the seed gives each round. */
  function issuedGame() {
    const levels = [1, 2, 3, 4, 4];
    const rounds = levels.map((level, index) => {
      const shown = memoryRaceDigits(seed, index, level);
      return { level, shown, typed: index < 3 ? shown : shown.slice(1), recallMs: RECALL_MS };
    });
    const scored = scoreMemoryRace(rounds);
    return memoryRace({ rounds, maxLevel: scored.maxLevel, accuracy: scored.accuracy, durationMs: minMemoryRaceMs(rounds) + 5000 });
  }

  it('accepts the issued digits played at least as long after the issue as they take to show and type', () => {
    const game = issuedGame();
    expect(fieldsOf(game)).toEqual({});
    expect(memoryRaceIssuedIssues(game, { seed, elapsedMs: minMemoryRaceMs(game.rounds) })).toEqual([]);
  });

  it('refuses digits the seed did not give (a made-up perfect game)', () => {
    const forged = memoryRace();
    expect(fieldsOf(forged)).toEqual({});
    const issues = memoryRaceIssuedIssues(forged, { seed, elapsedMs: 3_600_000 });
    expect(issues).toContainEqual({ path: ['rounds', 0, 'shown'], message: SUBMISSION_MESSAGES.notIssuedDigits });
  });

  it('refuses a game sent back sooner after the issue than its digits take to show and type', () => {
    const game = issuedGame();
    expect(memoryRaceIssuedIssues(game, { seed, elapsedMs: minMemoryRaceMs(game.rounds) - 1 })).toEqual([
      { path: ['durationMs'], message: SUBMISSION_MESSAGES.playedBeforeIssued },
    ]);
  });

  it('keeps a game played offline (no issued id) off the leaderboard, with a reason', () => {
    const offline = toSubmission('memory-race', scoreMemoryRace(issuedGame().rounds), 60_000);
    expect(fieldsOf(offline)).toEqual({ sequenceId: SUBMISSION_MESSAGES.sequenceId });
  });
});

describe('points', () => {
  it('are tenths of the overall score, rounded down and kept in 0-1000', () => {
    expect(toPoints(84.99)).toBe(849);
    expect(toPoints(85)).toBe(850);
    expect(toPoints(0)).toBe(0);
    expect(toPoints(100)).toBe(1000);
    expect(toPoints(-3)).toBe(0);
  });
});

describe('out-of-range values', () => {
  it.each([
    ['game', { ...memoryRace(), game: 'chess' }, 'game', SUBMISSION_MESSAGES.game],
    [
      'memory level 16',
      memoryRace({ rounds: [{ level: 16, shown: '1'.repeat(18), typed: '', recallMs: 5000 }] }),
      'rounds.0.level',
      SUBMISSION_MESSAGES.level,
    ],
    ['memory max level 16', memoryRace({ maxLevel: 16 }), 'maxLevel', SUBMISSION_MESSAGES.maxLevel],
    ['memory accuracy 100.01', memoryRace({ accuracy: 100.01 }), 'accuracy', SUBMISSION_MESSAGES.accuracy],
    ['memory accuracy -1', memoryRace({ accuracy: -1 }), 'accuracy', SUBMISSION_MESSAGES.accuracy],
    [
      '17 memory rounds',
      memoryRace({ rounds: Array.from({ length: 17 }, () => memoryRace().rounds[0]!) }),
      'rounds',
      SUBMISSION_MESSAGES.rounds,
    ],
    ['no memory rounds', memoryRace({ rounds: [] }), 'rounds', SUBMISSION_MESSAGES.rounds],
    ['11 puzzles solved', logicPuzzles({ puzzlesSolved: 11 }), 'puzzlesSolved', SUBMISSION_MESSAGES.puzzlesSolved],
    ['9 puzzle answers', logicPuzzles({ answers: logicPuzzles().answers.slice(0, 9) }), 'answers', SUBMISSION_MESSAGES.answers],
    ['logic accuracy 101', logicPuzzles({ accuracy: 101 }), 'accuracy', SUBMISSION_MESSAGES.accuracy],
    ['a game over two hours', logicPuzzles({ durationMs: MAX_GAME_MS + 1 }), 'durationMs', SUBMISSION_MESSAGES.gameTooLong],
    ['a Word Weaver round over 120 s', wordWeaver({ durationMs: 120_001 }), 'durationMs', SUBMISSION_MESSAGES.wordWeaverTooLong],
    ['a two-letter word', wordWeaver({ words: ['te'] }), 'words.0', SUBMISSION_MESSAGES.words],
    ['a negative duration', memoryRace({ durationMs: -1 }), 'durationMs', SUBMISSION_MESSAGES.durationMs],
  ])('rejects %s', (_case, payload, field, message) => {
    expect(fieldsOf(payload)[field]).toBe(message);
  });

  it('accepts the edges of each range', () => {
    expect(fieldsOf(wordWeaver({ durationMs: 120_000 }))).toEqual({});
    expect(fieldsOf(logicPuzzles({ durationMs: MAX_GAME_MS }))).toEqual({});
    const perfect = logicPuzzles({
      answers: logicPuzzles().answers.map((answer) => ({ ...answer, correct: true })),
      puzzlesSolved: 10,
      accuracy: 100,
    });
    expect(fieldsOf(perfect)).toEqual({});
  });
});

describe('results that disagree with their own play', () => {
  it.each([
    ['words found', wordWeaver({ wordsFound: 5 }), 'wordsFound', SUBMISSION_MESSAGES.wordsFoundMismatch],
    [
      'a word listed twice',
      wordWeaver({ words: ['tea', 'tea'], wordsFound: 2, averageWordLength: 3, longestWord: 'tea' }),
      'words.1',
      SUBMISSION_MESSAGES.wordTwice,
    ],
    [
      'a word not from the letters',
      wordWeaver({ words: ['zebra'], wordsFound: 1, averageWordLength: 5, longestWord: 'zebra' }),
      'words.0',
      SUBMISSION_MESSAGES.wordNotFromLetters,
    ],
    ['more words than tries', wordWeaver({ attempts: 3 }), 'attempts', SUBMISSION_MESSAGES.moreWordsThanAttempts],
    ['more words than the set holds', wordWeaver({ possibleWords: 3 }), 'possibleWords', SUBMISSION_MESSAGES.moreWordsThanPossible],
    ['the average length', wordWeaver({ averageWordLength: 5 }), 'averageWordLength', SUBMISSION_MESSAGES.averageMismatch],
    ['the longest word', wordWeaver({ longestWord: 'teach' }), 'longestWord', SUBMISSION_MESSAGES.longestMismatch],
    ['the highest level', memoryRace({ maxLevel: 3 }), 'maxLevel', SUBMISSION_MESSAGES.maxLevelMismatch],
    ['the memory accuracy', memoryRace({ accuracy: 90 }), 'accuracy', SUBMISSION_MESSAGES.accuracyMismatch],
    [
      'a skipped level',
      memoryRace({
        rounds: [
          memoryRace().rounds[0]!,
          { level: 3, shown: '12345', typed: '', recallMs: 500 },
          { level: 3, shown: '12345', typed: '', recallMs: 500 },
        ],
      }),
      'rounds.1.level',
      SUBMISSION_MESSAGES.levelOrder,
    ],
    [
      'too few digits for the level',
      memoryRace({
        rounds: [
          { level: 1, shown: '1234', typed: '', recallMs: 500 },
          { level: 1, shown: '123', typed: '', recallMs: 500 },
        ],
      }),
      'rounds.0.shown',
      SUBMISSION_MESSAGES.shownLength,
    ],
    ['a game that is not over', memoryRace({ rounds: memoryRace().rounds.slice(0, 3) }), 'rounds', SUBMISSION_MESSAGES.gameNotOver],
    [
      'a round after the end',
      memoryRace({ rounds: [...memoryRace().rounds, memoryRace().rounds[3]!] }),
      'rounds.4',
      SUBMISSION_MESSAGES.roundAfterEnd,
    ],
    ['puzzles solved', logicPuzzles({ puzzlesSolved: 8 }), 'puzzlesSolved', SUBMISSION_MESSAGES.solvedMismatch],
    ['the logic accuracy', logicPuzzles({ accuracy: 80 }), 'accuracy', SUBMISSION_MESSAGES.accuracyMismatch],
    [
      "a difficulty that is not the puzzle's",
      logicPuzzles({
        answers: logicPuzzles().answers.map((answer, index) =>
          index === 0 ? { ...answer, difficulty: answer.difficulty === 3 ? 1 : 3 } : answer,
        ),
      }),
      'answers.0',
      SUBMISSION_MESSAGES.puzzleMismatch,
    ],
  ])('rejects %s', (_case, payload, field, message) => {
    expect(fieldsOf(payload)[field]).toBe(message);
  });
});

describe('faster than humanly possible', () => {
  it('Word Weaver: every word needs its keys and a moment to spot it', () => {
    const words = wordWeaver().words;
    const floor = minWordWeaverMs(words, 6);
    // tea, each: 0.4 s each; teach: 6 keys = 360 ms < 400; cheater: 8 keys = 480 ms; two rejected tries of 2 keys.
    expect(floor).toBe(MIN_MS_PER_WORD * 3 + 8 * MIN_KEYSTROKE_MS + 2 * 2 * MIN_KEYSTROKE_MS);
    expect(fieldsOf(wordWeaver({ durationMs: floor }))).toEqual({});
    expect(fieldsOf(wordWeaver({ durationMs: floor - 1 })).durationMs).toBe(SUBMISSION_MESSAGES.wordWeaverTooFast);
  });

  it('Memory Race: typing the digits and Enter takes a key press each', () => {
    const rounds = memoryRace().rounds.map((round, index) => (index === 0 ? { ...round, recallMs: 4 * MIN_KEYSTROKE_MS } : round));
    expect(fieldsOf(memoryRace({ rounds }))).toEqual({});
    rounds[0] = { ...rounds[0]!, recallMs: 4 * MIN_KEYSTROKE_MS - 1 };
    expect(fieldsOf(memoryRace({ rounds }))['rounds.0.recallMs']).toBe(SUBMISSION_MESSAGES.recallTooFast);
  });

  it('Memory Race: the game lasts at least as long as the digits are shown plus the recall times', () => {
    const { rounds } = memoryRace();
    const floor = (3 + 4 + 5 + 5) * MIN_MS_PER_SHOWN_DIGIT + 4 * RECALL_MS;
    expect(minMemoryRaceMs(rounds)).toBe(floor);
    expect(fieldsOf(memoryRace({ durationMs: floor }))).toEqual({});
    expect(fieldsOf(memoryRace({ durationMs: floor - 1 })).durationMs).toBe(SUBMISSION_MESSAGES.memoryTooFast);
  });

  it('Logic Puzzles: each answer takes two actions', () => {
    const answers = logicPuzzles().answers.map((answer, index) => (index === 9 ? { ...answer, ms: MIN_MS_PER_PUZZLE_ANSWER } : answer));
    expect(fieldsOf(logicPuzzles({ answers }))).toEqual({});
    answers[9] = { ...answers[9]!, ms: MIN_MS_PER_PUZZLE_ANSWER - 1 };
    expect(fieldsOf(logicPuzzles({ answers }))['answers.9.ms']).toBe(SUBMISSION_MESSAGES.answerTooFast);
  });

  it('Logic Puzzles: solved puzzles take 1.5 s each on average to read and solve', () => {
    const solvedAt = (ms: number) => logicPuzzles().answers.map((answer) => (answer.correct ? { ...answer, ms } : answer));
    expect(fieldsOf(logicPuzzles({ answers: solvedAt(MIN_MS_PER_SOLVED_PUZZLE) }))).toEqual({});
    expect(fieldsOf(logicPuzzles({ answers: solvedAt(MIN_MS_PER_SOLVED_PUZZLE - 1) })).answers).toBe(SUBMISSION_MESSAGES.solvedTooFast);
  });

  it('Logic Puzzles: the game takes at least as long as its answers', () => {
    expect(fieldsOf(logicPuzzles({ durationMs: 80_000 }))).toEqual({});
    expect(fieldsOf(logicPuzzles({ durationMs: 79_999 })).durationMs).toBe(SUBMISSION_MESSAGES.logicTooFast);
  });
});
