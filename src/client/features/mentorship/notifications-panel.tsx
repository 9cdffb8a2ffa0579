import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { useMarkAllRead, useNotifications } from './api/use-notifications';
import { formatLocal } from './format';

/** The signed-in user's latest notifications (meeting requests, decisions, messages). */
export function NotificationsPanel() {
  const query = useNotifications(true);
  const markAll = useMarkAllRead();
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="notifications-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-xl font-bold">
          Notifications{query.data?.unread ? ` (${query.data.unread} new)` : ''}
        </h2>
        {query.data?.unread ? (
          <Button variant="secondary" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      {query.isPending ? <p className="mt-2 text-slate-700">Loading notifications…</p> : null}
      {query.isError ? <p className="mt-2 text-red-800">Could not load notifications.</p> : null}
      {query.isSuccess && items.length === 0 ? <p className="mt-2 text-slate-700">Nothing yet.</p> : null}
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="py-3">
            <p className={item.read ? 'text-slate-800' : 'font-semibold text-slate-900'}>
              {item.read ? null : <span className="sr-only">New: </span>}
              {item.link ? (
                <Link to={item.link} className="underline underline-offset-2">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </p>
            <p className="text-sm text-slate-700">{item.body}</p>
            <p className="text-xs text-slate-600">{formatLocal(item.createdAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
