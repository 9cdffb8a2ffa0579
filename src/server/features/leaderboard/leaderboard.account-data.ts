import type { AccountDataPart } from '@server/shared/account-data';
import { exportLeaderboard, removeFromLeaderboard } from './leaderboard.service';

/** The leaderboard profile and scores in the export; on deletion their bests leave the counts. */
export const leaderboardAccountData = {
  exportSection: exportLeaderboard,
  eraseTraces: (tx, user) => removeFromLeaderboard(tx, user.id),
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportLeaderboard>>>;
