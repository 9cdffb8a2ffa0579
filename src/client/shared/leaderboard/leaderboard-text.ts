import type { GameId } from '@domain/cognitive/assessment';
import { NICKNAME_MESSAGES } from '@domain/leaderboard/nickname';
import type { Standing } from '@domain/leaderboard/standing';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
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

/** The nickname schema's and the server's English texts, and their keys. */
export const NICKNAME_KNOWN_MESSAGES: KnownMessages<'leaderboard'> = {
  [NICKNAME_MESSAGES.required]: 'leaderboard.msgRequired',
  [NICKNAME_MESSAGES.length]: 'leaderboard.msgLength',
  [NICKNAME_MESSAGES.characters]: 'leaderboard.msgCharacters',
  [NICKNAME_MESSAGES.contact]: 'leaderboard.msgContact',
  [NICKNAME_MESSAGES.blocked]: 'leaderboard.msgBlocked',
  [NICKNAME_MESSAGES.realName]: 'leaderboard.msgRealName',
  [NICKNAME_MESSAGES.taken]: 'leaderboard.msgTaken',
  [NICKNAME_MESSAGES.optedIn]: 'leaderboard.msgOptedIn',
};
