import { describe, expect, it } from 'vitest';
import { applyGameResult, combineScores, gamesResultsSummary, migrateLegacyResults, resetAssessment } from './assessment';
import { scoreLogicPuzzles, scoreMemoryRace, scoreWordWeaver } from './scoring';

const now = new Date('2026-11-23T12:00:00Z');
let counter = 0;
const newId = () => `id-${++counter}`;

const wordResult = scoreWordWeaver({
  letters: 'stainer',
  words: ['tin', 'stain', 'retains'],
  attempts: 4,
  possibleWords: 60,
  durationMs: 90_000,
});
const memoryResult = scoreMemoryRace([
  { level: 1, shown: '123', typed: '123', recallMs: 2000 },
  { level: 2, shown: '4567', typed: '4576', recallMs: 4000 },
]);
const logicResult = scoreLogicPuzzles(9, [{ kind: 'deduction', difficulty: 2, correct: true, ms: 20_000 }]);

describe('cognitiveAssessmentData', () => {
  it('a completed game stores its result, lists it as done and recomputes the combined scores', () => {
    const data = applyGameResult(undefined, 'word-weaver', wordResult, now, newId);
    expect(data.assessmentId).toMatch(/^id-/);
    expect(data.completedGames).toEqual(['word-weaver']);
    expect(data.assessmentComplete).toBe(false);
    expect(data.timestamp).toBe(now.toISOString());
    expect(data.wordWeaverResult).toMatchObject({ vocabulary: wordResult.vocabulary, completedAt: now.toISOString() });
    expect(data.combinedScores).toEqual({
      vocabulary: wordResult.vocabulary,
      creativity: wordResult.creativity,
      processing_speed: wordResult.processing_speed,
      pattern_recognition: wordResult.pattern_recognition,
      overall_score: wordResult.overall_score,
    });
  });

  it('is complete with all three games; shared traits are averaged; all ten scores are there', () => {
    let data = applyGameResult(undefined, 'word-weaver', wordResult, now, newId);
    const id = data.assessmentId;
    data = applyGameResult(data, 'memory-race', memoryResult, now, newId);
    data = applyGameResult(data, 'logic-puzzles', logicResult, now, newId);
    expect(data.assessmentId).toBe(id);
    expect(data.assessmentComplete).toBe(true);
    expect(data.completedGames).toEqual(['word-weaver', 'memory-race', 'logic-puzzles']);
    expect(Object.keys(data.combinedScores!).sort()).toHaveLength(10);
    expect(data.combinedScores!.processing_speed).toBeCloseTo(
      (wordResult.processing_speed + memoryResult.processing_speed + logicResult.processing_speed) / 3,
      10,
    );
  });

  it('replaying a game replaces its result', () => {
    const first = applyGameResult(undefined, 'memory-race', memoryResult, now, newId);
    const better = scoreMemoryRace([{ level: 5, shown: '1234567', typed: '1234567', recallMs: 3000 }]);
    const second = applyGameResult(first, 'memory-race', better, now, newId);
    expect(second.memoryRaceResult).toMatchObject({ maxLevel: 5 });
    expect(second.completedGames).toEqual(['memory-race']);
  });

  it('ignores stored values that are not numbers and clamps the rest', () => {
    expect(combineScores({ wordWeaverResult: { vocabulary: 140, creativity: 'high' } })).toEqual({ vocabulary: 100, overall_score: 100 });
  });

  it('reset clears the data and makes a new assessment id', () => {
    const played = applyGameResult(undefined, 'word-weaver', wordResult, now, newId);
    const reset = resetAssessment(now, newId);
    expect(reset.assessmentId).not.toBe(played.assessmentId);
    expect(reset).toEqual({
      assessmentId: reset.assessmentId,
      completedGames: [],
      combinedScores: {},
      assessmentComplete: false,
      timestamp: now.toISOString(),
    });
  });
});

describe('legacy per-game keys', () => {
  it('folds legacy results in and recomputes', () => {
    const migrated = migrateLegacyResults(undefined, { memoryRaceResult: { ...memoryResult } }, now, newId)!;
    expect(migrated.completedGames).toEqual(['memory-race']);
    expect(migrated.combinedScores!.working_memory).toBe(memoryResult.working_memory);
    expect(migrated.assessmentId).toMatch(/^id-/);
  });

  it('keeps a result already in cognitiveAssessmentData over a legacy one', () => {
    const current = applyGameResult(undefined, 'memory-race', memoryResult, now, newId);
    expect(migrateLegacyResults(current, { memoryRaceResult: { maxLevel: 1 } }, now, newId)).toBeUndefined();
  });

  it('returns undefined when there is nothing to migrate', () => {
    expect(migrateLegacyResults(undefined, {}, now, newId)).toBeUndefined();
  });
});

describe('games-results summary entries', () => {
  it('one entry per trait of each completed game, with details', () => {
    let data = applyGameResult(undefined, 'word-weaver', wordResult, now, newId);
    data = applyGameResult(data, 'logic-puzzles', logicResult, now, newId);
    const entries = gamesResultsSummary(data);
    expect(entries.map((e) => `${e.game}: ${e.trait}`)).toEqual([
      'Word Weaver: Vocabulary',
      'Word Weaver: Creativity',
      'Word Weaver: Processing speed',
      'Word Weaver: Pattern recognition',
      'Logic Puzzles: Logical reasoning',
      'Logic Puzzles: Problem solving',
      'Logic Puzzles: Analytical thinking',
      'Logic Puzzles: Processing speed',
      'Logic Puzzles: Pattern recognition',
    ]);
    expect(entries[0]).toEqual({
      game: 'Word Weaver',
      trait: 'Vocabulary',
      score: wordResult.vocabulary,
      details: '3 words found, 5.0 letters on average; longest "retains"',
    });
    expect(entries[4]!.details).toBe('1 of 10 puzzles solved');
  });
});
