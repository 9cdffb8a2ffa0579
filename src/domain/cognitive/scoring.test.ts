import { describe, expect, it } from 'vitest';
import { orderKept, scoreLogicPuzzles, scoreMemoryRace, scoreWordWeaver, type PuzzleAnswer } from './scoring';
import { clampScore, displayScore, normalize, OVERALL_WEIGHTS, weightedOverall } from './traits';

describe('normalisation', () => {
  it('clamps to 0-100', () => {
    expect(clampScore(-5)).toBe(0);
    expect(clampScore(150)).toBe(100);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(normalize(60, 0, 50)).toBe(100);
    expect(normalize(2, 3, 8)).toBe(0);
    expect(normalize(5.5, 3, 8)).toBe(50);
    expect(normalize(1500, 2500, 500)).toBe(50);
  });

  it('weights sum to 100 % and a full set of 80s is 80 overall', () => {
    expect(Object.values(OVERALL_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const all80 = Object.fromEntries(Object.keys(OVERALL_WEIGHTS).map((trait) => [trait, 80]));
    expect(weightedOverall(all80)).toBeCloseTo(80, 10);
    expect(weightedOverall({})).toBeUndefined();
  });

  it('shows whole points rounded down, so 84.99 never reads as 85', () => {
    expect(displayScore(84.99)).toBe(84);
    expect(displayScore(85)).toBe(85);
  });
});

const word = (words: string[], extra: Partial<Parameters<typeof scoreWordWeaver>[0]> = {}) =>
  scoreWordWeaver({ letters: 'stainer', words, attempts: words.length, possibleWords: 100, durationMs: 120_000, ...extra });

describe('Word Weaver (vocabulary)', () => {
  it('50 % words found (0-50), 30 % average length (3-8), 20 % longest (3-12)', () => {
    // 1 word of 3 letters: 0.5*2 + 0.3*0 + 0.2*0
    expect(word(['tin']).vocabulary).toBeCloseTo(1, 10);
    // 2 words, average 5.5, longest 8: 0.5*4 + 0.3*50 + 0.2*(5/9*100)
    const result = word(['tins', 'retinas']);
    expect(result.averageWordLength).toBe(5.5);
    expect(result.longestWord).toBe('retinas');
    expect(result.vocabulary).toBeCloseTo(0.5 * 4 + 0.3 * 50 + 0.2 * ((4 / 9) * 100), 10);
  });

  it('caps at 100 and gives 0 with no words', () => {
    const many = Array.from({ length: 60 }, () => 'stainers'.slice(0, 8));
    expect(word(many, { possibleWords: 60 }).vocabulary).toBeLessThanOrEqual(100);
    const none = word([]);
    expect(none).toMatchObject({
      wordsFound: 0,
      averageWordLength: 0,
      longestWord: '',
      vocabulary: 0,
      processing_speed: 0,
      pattern_recognition: 0,
    });
  });

  it('speed is words a minute (10 = 100), pattern is the share of possible words (10 % = 100)', () => {
    const result = word(['tin', 'tan', 'sat', 'rat', 'net'], { durationMs: 60_000, possibleWords: 50 });
    expect(result.processing_speed).toBe(50);
    // Finishing after 15 s still counts a whole minute.
    expect(word(['tin', 'tan', 'sat'], { durationMs: 15_000 }).processing_speed).toBe(30);
    expect(result.pattern_recognition).toBe(100);
    expect(word(['tin'], { possibleWords: 200 }).pattern_recognition).toBeCloseTo(5, 10);
  });

  it('creativity: half variety of first letters, half long words', () => {
    const result = word(['tin', 'stain', 'rain']);
    // first letters t, s, r of 7 distinct letters; one long word of 10
    expect(result.creativity).toBeCloseTo(0.5 * ((3 / 7) * 100) + 0.5 * 10, 10);
    expect(result.overall_score).toBeCloseTo(weightedOverall(result)!, 10);
  });
});

describe('Memory Race (working memory)', () => {
  it('60 % max level (1-15), 40 % accuracy', () => {
    const result = scoreMemoryRace([
      { level: 1, shown: '123', typed: '123', recallMs: 3000 },
      { level: 2, shown: '4567', typed: '4567', recallMs: 4000 },
      { level: 3, shown: '89012', typed: '89010', recallMs: 5000 },
    ]);
    expect(result.maxLevel).toBe(2);
    expect(result.accuracy).toBeCloseTo((11 / 12) * 100, 10);
    expect(result.working_memory).toBeCloseTo(0.6 * (100 / 14) + 0.4 * (11 / 12) * 100, 10);
    expect(result.attention_span).toBeCloseTo((2 / 3) * 100, 10);
  });

  it('level 15 perfect is 100; nothing recalled is 0', () => {
    const shown = '12345678901234567';
    expect(scoreMemoryRace([{ level: 15, shown, typed: shown, recallMs: 1000 }]).working_memory).toBe(100);
    expect(scoreMemoryRace([{ level: 1, shown: '123', typed: '', recallMs: 1000 }])).toMatchObject({
      maxLevel: 0,
      accuracy: 0,
      working_memory: 0,
      processing_speed: 0,
    });
    expect(scoreMemoryRace([]).working_memory).toBe(0);
  });

  it('order kept counts a skipped digit once, not the whole tail', () => {
    expect(orderKept('12345', '1345')).toBe(4);
    expect(orderKept('12345', '54321')).toBe(1);
    const result = scoreMemoryRace([{ level: 3, shown: '12345', typed: '1345', recallMs: 5000 }]);
    expect(result.accuracy).toBe(20);
    expect(result.pattern_recognition).toBe(80);
  });
});

const answers = (correct: boolean[], kinds: PuzzleAnswer['kind'][] = [], ms = 20_000): PuzzleAnswer[] =>
  correct.map((ok, i) => ({ kind: kinds[i] ?? 'sequence', difficulty: (i % 3) + 1, correct: ok, ms }));

describe('Logic Puzzles (logical reasoning)', () => {
  it('70 % accuracy, 30 % puzzles solved (0-10)', () => {
    const result = scoreLogicPuzzles(1, answers([true, true, true, true, true, true, true, false, false, false]));
    expect(result.accuracy).toBe(70);
    expect(result.puzzlesSolved).toBe(7);
    expect(result.logical_reasoning).toBeCloseTo(0.7 * 70 + 0.3 * 70, 10);
  });

  it('all right quickly is 100; all wrong is 0 whatever the speed', () => {
    expect(scoreLogicPuzzles(1, answers(Array(10).fill(true), [], 5000))).toMatchObject({ logical_reasoning: 100, processing_speed: 100 });
    expect(scoreLogicPuzzles(1, answers(Array(10).fill(false), [], 5000))).toMatchObject({
      logical_reasoning: 0,
      processing_speed: 0,
      problem_solving: 0,
    });
  });

  it('analytical thinking from deductions, pattern recognition from sequences and patterns', () => {
    const result = scoreLogicPuzzles(1, answers([true, false, true, false], ['deduction', 'deduction', 'pattern', 'sequence']));
    expect(result.analytical_thinking).toBe(50);
    expect(result.pattern_recognition).toBe(50);
  });
});
