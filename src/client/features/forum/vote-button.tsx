import { useVote } from './api/forum-mutations';
import { useForumText } from './use-forum-text';

/** Upvote toggle; signed-out visitors see the count only. */
export function VoteButton({
  target,
  score,
  voted,
  canVote,
  label,
}: {
  target: { type: 'post' | 'reply'; id: string; postId: string };
  score: number;
  voted: boolean;
  canVote: boolean;
  label: string;
}) {
  const vote = useVote(target);
  const { t } = useForumText();
  const shownVoted = vote.isPending ? (vote.variables ?? voted) : voted;
  const shownScore = vote.isPending && vote.variables !== undefined && vote.variables !== voted ? score + (vote.variables ? 1 : -1) : score;
  if (!canVote) {
    return (
      <span className="inline-flex min-h-11 items-center gap-1 px-2 text-sm text-slate-700">
        <span aria-hidden="true">▲</span> {shownScore}
        <span className="sr-only"> {t('forum.upvotesHidden')}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={shownVoted}
      onClick={() => vote.mutate(!shownVoted)}
      className={`inline-flex min-h-11 items-center gap-1 rounded-lg border px-3 py-2 text-sm font-semibold ${shownVoted ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'}`}
    >
      <span aria-hidden="true">▲</span> {t('forum.upvote')}
      <span className="sr-only"> {label}</span> · {shownScore}
    </button>
  );
}
