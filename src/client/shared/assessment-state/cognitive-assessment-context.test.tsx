import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { scoreLogicPuzzles, scoreMemoryRace, scoreWordWeaver } from '@domain/cognitive/scoring';
import { CognitiveAssessmentProvider, useCognitiveAssessment } from './cognitive-assessment-context';

const wrapper = ({ children }: { children: ReactNode }) => <CognitiveAssessmentProvider>{children}</CognitiveAssessmentProvider>;
const stored = () => JSON.parse(localStorage.getItem('cognitiveAssessmentData') ?? 'null') as Record<string, unknown> | null;

const memory = scoreMemoryRace([{ level: 2, shown: '1234', typed: '1234', recallMs: 3000 }]);
const word = scoreWordWeaver({ letters: 'ehcetar', words: ['teach', 'heat'], attempts: 3, possibleWords: 137, durationMs: 120_000 });
const logic = scoreLogicPuzzles(5, [{ kind: 'sequence', difficulty: 1, correct: true, ms: 9000 }]);

beforeEach(() => {
  localStorage.clear();
});

describe('useCognitiveAssessment', () => {
  it('raises an error outside its provider', () => {
    const failOnConsoleError = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation(() => undefined);
    onTestFinished(() => {
      if (failOnConsoleError) vi.mocked(console.error).mockImplementation(failOnConsoleError);
    });
    expect(() => renderHook(() => useCognitiveAssessment())).toThrow(
      new Error('useCognitiveAssessment must be used within a CognitiveAssessmentProvider'),
    );
  });

  it('stores each completed game under cognitiveAssessmentData and the summary once all three are done', () => {
    const { result } = renderHook(() => useCognitiveAssessment(), { wrapper });
    expect(result.current.data).toEqual({});
    act(() => result.current.completeGame('memory-race', memory));
    expect(result.current.data.completedGames).toEqual(['memory-race']);
    expect(stored()).toMatchObject({ completedGames: ['memory-race'], assessmentComplete: false, memoryRaceResult: { maxLevel: 2 } });
    expect(localStorage.getItem('premiumGamesResults')).toBeNull();

    act(() => result.current.completeGame('word-weaver', word));
    act(() => result.current.completeGame('logic-puzzles', logic));
    expect(result.current.data.assessmentComplete).toBe(true);
    const summary = JSON.parse(localStorage.getItem('premiumGamesResults')!) as { game: string; trait: string }[];
    expect(summary[0]).toMatchObject({ game: 'Word Weaver', trait: 'Vocabulary' });
    expect(summary).toHaveLength(13);
  });

  it('reset clears the results and makes a new assessment id', () => {
    const { result } = renderHook(() => useCognitiveAssessment(), { wrapper });
    act(() => result.current.completeGame('memory-race', memory));
    const firstId = result.current.data.assessmentId;
    act(() => result.current.reset());
    expect(result.current.data.assessmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.data.assessmentId).not.toBe(firstId);
    expect(stored()).toEqual({
      assessmentId: result.current.data.assessmentId,
      completedGames: [],
      combinedScores: {},
      assessmentComplete: false,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('migrates the legacy per-game keys once and deletes them', () => {
    localStorage.setItem('wordWeaverResult', JSON.stringify(word));
    localStorage.setItem('logicPuzzlesResult', 'not json');
    localStorage.setItem('memoryRaceResult', JSON.stringify(memory));
    const { result } = renderHook(() => useCognitiveAssessment(), { wrapper });
    expect(result.current.data.completedGames).toEqual(['word-weaver', 'memory-race']);
    expect(result.current.data.combinedScores?.vocabulary).toBe(word.vocabulary);
    for (const key of ['wordWeaverResult', 'memoryRaceResult', 'logicPuzzlesResult']) expect(localStorage.getItem(key)).toBeNull();
    const id = result.current.data.assessmentId;

    // A second mount finds nothing left to migrate and changes nothing.
    const second = renderHook(() => useCognitiveAssessment(), { wrapper });
    expect(second.result.current.data.assessmentId).toBe(id);
  });

  it('keeps a newer result over a legacy key for the same game', () => {
    const { result } = renderHook(() => useCognitiveAssessment(), { wrapper });
    act(() => result.current.completeGame('memory-race', memory));
    localStorage.setItem('memoryRaceResult', JSON.stringify({ maxLevel: 1 }));
    renderHook(() => useCognitiveAssessment(), { wrapper });
    expect(stored()).toMatchObject({ memoryRaceResult: { maxLevel: 2 } });
    expect(localStorage.getItem('memoryRaceResult')).toBeNull();
  });
});
