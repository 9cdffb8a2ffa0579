import { Link } from '@client/shared/routing';
import { formatPoints } from '@domain/leaderboard/points';
import { useT } from '@client/shared/i18n/i18n-store';
import { ApiError } from '../lib/api-client';
import { apiErrorText } from '@client/shared/i18n/error-text';
import type { useSubmitScore } from './api/use-submit-score';
import { GAME_NAME_KEYS } from './leaderboard-text';

/**
 * A quiet line under a finished game's results saying what happened to the
 * leaderboard copy. A failure never touches the game's own results.
 */
export function ScoreSubmissionNote({ submission }: { submission: ReturnType<typeof useSubmitScore> }) {
  const t = useT('leaderboard');
  const link = (
    <Link to="/premium/leaderboard" className="font-semibold text-brand-700 underline">
      {t('leaderboard.seeLeaderboard')}
    </Link>
  );
  let text: string | null = null;
  if (submission.isPending) text = t('leaderboard.noteSaving');
  else if (submission.isError) {
    const reason =
      submission.error instanceof ApiError && submission.error.status !== 0
        ? apiErrorText(t, submission.error)
        : t('leaderboard.noteUnreachable');
    text = t('leaderboard.noteFailed', { reason: reason.replace(/\.$/, '') });
  } else if (submission.data) {
    const { game, score, best, newBest } = submission.data;
    const gameName = t(GAME_NAME_KEYS[game]);
    text = newBest
      ? t('leaderboard.noteNewBest', { score: formatPoints(score), game: gameName })
      : t('leaderboard.noteNotBest', { score: formatPoints(score), game: gameName, best: formatPoints(best) });
  }
  return (
    <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">
      {text}
      {submission.isSuccess ? <> {link}</> : null}
    </p>
  );
}
