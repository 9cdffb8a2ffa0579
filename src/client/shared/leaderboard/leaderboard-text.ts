import type { GameId } from '@domain/cognitive/assessment';
import { standingKind, type Standing } from '@domain/leaderboard/standing';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

type LeaderboardKey = AreaKey<'leaderboard'>;

/** The games' names in the active language. */
export const GAME_NAME_KEYS: Record<GameId, LeaderboardKey> = {
  'word-weaver': 'leaderboard.gameWordWeaver',
  'memory-race': 'leaderboard.gameMemoryRace',
  'logic-puzzles': 'leaderboard.gameLogicPuzzles',
};

/** Where a score stands (standingKind, domain), in the active language. */
export function standingText(t: Translate<'leaderboard'>, value: Standing): string {
  switch (standingKind(value)) {
    case 'only':
      return t('leaderboard.onlyPlayer');
    case 'top':
      return t('leaderboard.topPercent', { percent: value.topPercent });
    case 'beat':
      return t('leaderboard.beatPercent', { percent: value.beatPercent });
    case 'keep-playing':
      return t('leaderboard.everyScoreCounts');
  }
}
