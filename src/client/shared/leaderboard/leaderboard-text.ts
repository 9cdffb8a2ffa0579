import type { GameId } from '@domain/cognitive/assessment';
import type { Standing } from '@domain/leaderboard/standing';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

type LeaderboardKey = AreaKey<'leaderboard'>;

/** The games' names in the active language. */
export const GAME_NAME_KEYS: Record<GameId, LeaderboardKey> = {
  'word-weaver': 'leaderboard.gameWordWeaver',
  'memory-race': 'leaderboard.gameMemoryRace',
  'logic-puzzles': 'leaderboard.gameLogicPuzzles',
};

/** standingSentence (domain) in the active language: the same four cases. */
export function standingText(t: Translate<'leaderboard'>, value: Standing): string {
  if (value.total === 1) return t('leaderboard.onlyPlayer');
  if (value.topPercent <= 50) return t('leaderboard.topPercent', { percent: value.topPercent });
  if (value.beatPercent > 0) return t('leaderboard.beatPercent', { percent: value.beatPercent });
  return t('leaderboard.everyScoreCounts');
}
