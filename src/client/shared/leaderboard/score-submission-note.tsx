import { Link } from 'react-router';
import { GAME_NAMES } from '@domain/cognitive/assessment';
import { formatPoints } from '@domain/leaderboard/submission';
import { ApiError } from '../lib/api-client';
import type { useSubmitScore } from './api/use-leaderboard';

/**
 * A quiet line under a finished game's results saying what happened to the
 * leaderboard copy. A failure never touches the game's own results.
 */
export function ScoreSubmissionNote({ submission }: { submission: ReturnType<typeof useSubmitScore> }) {
  const link = (
    <Link to="/premium/leaderboard" className="font-semibold text-brand-700 underline">
      See the leaderboard
    </Link>
  );
  let text: string | null = null;
  if (submission.isPending) text = 'Saving this score for the leaderboard…';
  else if (submission.isError) {
    const reason =
      submission.error instanceof ApiError && submission.error.status !== 0 ? submission.error.message : 'Waypoint could not be reached';
    text = `This score was not added to the leaderboard (${reason.replace(/\.$/, '')}). Your results above are kept.`;
  } else if (submission.data) {
    const { game, score, best, newBest } = submission.data;
    text = newBest
      ? `Leaderboard: ${formatPoints(score)} is your best ${GAME_NAMES[game]} score so far.`
      : `Leaderboard: this game scored ${formatPoints(score)}; your best ${GAME_NAMES[game]} score stays ${formatPoints(best)}.`;
  }
  return (
    <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">
      {text}
      {submission.isSuccess ? <> {link}</> : null}
    </p>
  );
}
