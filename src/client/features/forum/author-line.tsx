import type { Author } from './api/forum-queries';
import { formatLocalDateTime } from '@client/ui/format';
import { timeAgo } from './forum-format';

/** "Jordan R. · Parent · Professional · 3 hours ago (edited)". */
export function AuthorLine({ author, createdAt, editedAt }: { author: Author; createdAt: string; editedAt: string | null }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{author.displayName}</span>
      {author.userType ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{author.userType}</span>
      ) : null}
      {author.professional ? (
        <span
          className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
          title="An approved Waypoint professional"
        >
          Professional
        </span>
      ) : null}
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={formatLocalDateTime(createdAt)}>
        {timeAgo(createdAt)}
      </time>
      {editedAt ? <span title={`Edited ${formatLocalDateTime(editedAt)}`}>(edited)</span> : null}
    </p>
  );
}
