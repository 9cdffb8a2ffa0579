import { useBlock } from './api/forum-mutations';
import { useForumMe } from './api/forum-queries';
import { useForumText } from './use-forum-text';

/** The signed-in user's block list, with Unblock; nothing when they blocked nobody. */
export function BlockedUsers() {
  const me = useForumMe(true);
  const block = useBlock();
  const { t } = useForumText();
  const blocked = me.data?.blocked ?? [];
  if (!blocked.length) return null;
  return (
    <details className="mt-6 rounded-xl border border-slate-200 p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
        {t('forum.youBlocked', { count: blocked.length })}
      </summary>
      <ul className="mt-2 space-y-2">
        {blocked.map((user) => (
          <li key={user.id} className="flex items-center justify-between gap-3">
            <span>{user.displayName}</span>
            <button
              type="button"
              onClick={() => block.mutate({ userId: user.id, blocked: false })}
              className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100"
            >
              {t('forum.unblock')}
              <span className="sr-only"> {user.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
