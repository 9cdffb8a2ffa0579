import type { GameId } from '@domain/cognitive/assessment';
import { MEMORY_MAX_LEVEL, MEMORY_STRIKES, LOGIC_PUZZLE_COUNT } from '@domain/cognitive/scoring';
import { WORD_WEAVER_SECONDS, LETTER_COUNT, MIN_WORD_LENGTH } from '@domain/cognitive/word-weaver';
import type { Translate } from '@client/shared/i18n/messages';

/** What each game is, for the overview and the game's own instructions. */
export interface GameGuide {
  game: GameId;
  minutes: number;
  summary: string;
  measures: string;
  instructions: readonly string[];
}

/** Each game's name in the active language. */
export function gameName(t: Translate<'cognitive'>, game: GameId): string {
  return t(
    game === 'word-weaver'
      ? 'cognitive.game.wordWeaver'
      : game === 'memory-race'
        ? 'cognitive.game.memoryRace'
        : 'cognitive.game.logicPuzzles',
  );
}

/*
 * Word Weaver scores English words against an English dictionary (the server checks each word), so
 * its words stay English in every language; the Spanish instructions say so.
 */
export function gameGuides(t: Translate<'cognitive'>): readonly GameGuide[] {
  const minutes = WORD_WEAVER_SECONDS / 60;
  return [
    {
      game: 'word-weaver',
      minutes: 4,
      summary: t('cognitive.guide.wordWeaver.summary', { letters: LETTER_COUNT, minutes }),
      measures: t('cognitive.guide.wordWeaver.measures'),
      instructions: [
        t('cognitive.guide.wordWeaver.step1', { min: MIN_WORD_LENGTH }),
        t('cognitive.guide.wordWeaver.step2'),
        t('cognitive.guide.wordWeaver.step3', { minutes }),
      ],
    },
    {
      game: 'memory-race',
      minutes: 5,
      summary: t('cognitive.guide.memoryRace.summary', { max: MEMORY_MAX_LEVEL }),
      measures: t('cognitive.guide.memoryRace.measures'),
      instructions: [
        t('cognitive.guide.memoryRace.step1'),
        t('cognitive.guide.memoryRace.step2'),
        t('cognitive.guide.memoryRace.step3', { strikes: MEMORY_STRIKES, max: MEMORY_MAX_LEVEL }),
      ],
    },
    {
      game: 'logic-puzzles',
      minutes: 8,
      summary: t('cognitive.guide.logicPuzzles.summary', { count: LOGIC_PUZZLE_COUNT }),
      measures: t('cognitive.guide.logicPuzzles.measures'),
      instructions: [
        t('cognitive.guide.logicPuzzles.step1'),
        t('cognitive.guide.logicPuzzles.step2'),
        t('cognitive.guide.logicPuzzles.step3'),
      ],
    },
  ];
}
