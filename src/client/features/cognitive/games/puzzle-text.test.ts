import { describe, expect, it } from 'vitest';
import { generatePuzzles, practicePuzzle } from '@domain/cognitive/puzzles';
import { cognitive as english } from '@locales/en/cognitive';
import { cognitive as spanish } from '@locales/es/cognitive';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { puzzleText } from './puzzle-text';

const en = translator(english) as Translate<'cognitive'>;
const es = translator(spanish) as Translate<'cognitive'>;
const puzzles = [practicePuzzle(), ...Array.from({ length: 40 }, (_, seed) => generatePuzzles(seed * 7919 + 1)).flat()];

describe('logic puzzle texts', () => {
  it('the English catalog gives exactly the domain English for every question, clue and explanation', () => {
    for (const puzzle of puzzles) {
      expect(puzzleText(en, puzzle.text.question)).toBe(puzzle.question);
      expect(puzzle.text.clues.map((clue) => puzzleText(en, clue))).toEqual(puzzle.clues);
      expect(puzzleText(en, puzzle.text.explanation)).toBe(puzzle.explanation);
    }
  });

  it('every text has a Spanish version with no placeholder left', () => {
    for (const puzzle of puzzles) {
      for (const text of [puzzle.text.question, puzzle.text.explanation, ...puzzle.text.clues]) {
        const shown = puzzleText(es, text);
        expect(shown).not.toMatch(/[{}]/);
        expect(shown).not.toBe(`cognitive.puzzle.${text.id}`);
      }
    }
  });
});
