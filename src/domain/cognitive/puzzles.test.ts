import { describe, expect, it } from 'vitest';
import { generatePuzzles, numberPredictions, orderPredictions, practicePuzzle, solvePuzzle, symbolPredictions } from './puzzles';

describe('the solver', () => {
  it('predicts from every number rule that fits', () => {
    expect([...numberPredictions([2, 5, 8, 11])]).toEqual([14]);
    expect([...numberPredictions([3, 6, 12, 24])]).toEqual([48]);
    expect([...numberPredictions([1, 2, 4, 7, 11])]).toEqual([16]);
    expect([...numberPredictions([2, 30, 5, 28, 8, 26])]).toEqual([11]);
    // 1, 2, 3, 5, 8: Fibonacci-like only.
    expect([...numberPredictions([1, 2, 3, 5, 8])]).toEqual([13]);
  });

  it('finds every repeating cycle shown at least twice', () => {
    expect([...symbolPredictions(['a', 'b', 'a', 'b', 'a'])]).toEqual(['b']);
    expect([...symbolPredictions(['a', 'b', 'c'])]).toEqual([]);
  });

  it('keeps every order the clues allow', () => {
    expect([...orderPredictions(['A', 'B', 'C'], [['A', 'B']], 0)].sort()).toEqual(['A', 'C']);
    expect([
      ...orderPredictions(
        ['A', 'B', 'C'],
        [
          ['A', 'B'],
          ['B', 'C'],
        ],
        1,
      ),
    ]).toEqual(['B']);
  });

  it('calls a puzzle with two rules that disagree unsolvable', () => {
    expect(solvePuzzle({ data: { type: 'symbols', symbols: ['a', 'b', 'c'] }, options: ['a', 'b', 'c', 'd'] })).toEqual([]);
  });
});

describe('generatePuzzles', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(generatePuzzles(42)).toEqual(generatePuzzles(42));
    expect(generatePuzzles(42)).not.toEqual(generatePuzzles(43));
  });

  it('gives ten puzzles, easier first, of all three kinds', () => {
    const puzzles = generatePuzzles(7);
    expect(puzzles).toHaveLength(10);
    expect(new Set(puzzles.map((p) => p.kind))).toEqual(new Set(['sequence', 'pattern', 'deduction']));
    expect(puzzles.map((p) => p.difficulty)).toEqual([1, 1, 1, 2, 2, 2, 2, 3, 3, 3]);
  });

  it('over 2,000 seeds, every puzzle has four different options and exactly one provably correct answer', () => {
    const unsound: string[] = [];
    for (let seed = 0; seed < 2000; seed++) {
      for (const [index, puzzle] of generatePuzzles(seed * 7919 + 13).entries()) {
        const solutions = solvePuzzle(puzzle);
        const sound = new Set(puzzle.options).size === 4 && solutions.length === 1 && solutions[0] === puzzle.answer;
        if (!sound) unsound.push(`seed ${seed * 7919 + 13} puzzle ${index + 1}`);
      }
    }
    expect(unsound).toEqual([]);
  });

  it('has one fixed practice puzzle', () => {
    expect(practicePuzzle()).toEqual(practicePuzzle());
    expect(solvePuzzle(practicePuzzle())).toEqual([practicePuzzle().answer]);
  });
});
