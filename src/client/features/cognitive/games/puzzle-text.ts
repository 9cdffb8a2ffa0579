import type { PuzzleText } from '@domain/cognitive/puzzles';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

/** A shape's name in the reader's language ('circle' → 'círculo'); the glyph beside it stays. */
export const shapeName = (t: Translate<'cognitive'>, name: string): string => t(`cognitive.puzzle.shape.${name}` as AreaKey<'cognitive'>);

/** A puzzle's question, clue or explanation in the reader's language; the English catalog gives the domain's English exactly. */
export function puzzleText(t: Translate<'cognitive'>, text: PuzzleText): string {
  const values = text.shapes ? { ...text.values, shapes: text.shapes.map((shape) => shapeName(t, shape)).join(', ') } : text.values;
  return t(`cognitive.puzzle.${text.id}` as AreaKey<'cognitive'>, values);
}
