import { Link } from '@client/shared/routing';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMarkRead, useNotifications } from './api/use-notifications';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/** /notifications (signed in): newest first; opening one marks it read. */
export function NotificationsPage() {
  const t = useT('notifications');
  const format = useFormatters();
  usePageTitle(t('notifications.title'));
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{t('notifications.title')}</h1>
        {unread ? (
          <Button variant="secondary" onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </div>
      {notifications.isPending ? (
        <Spinner />
      ) : notifications.isError ? (
        <div className="mt-6">
          <Alert>{notifications.error.message}</Alert>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('notifications.empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className={item.read ? '' : 'bg-brand-50'}>
              <Link
                to={item.link}
                onClick={() => {
                  if (!item.read) markRead.mutate({ ids: [item.id] });
                }}
                className="block min-h-11 p-4 hover:bg-slate-50"
              >
                <span className="block font-semibold text-slate-900">
                  {item.read ? null : <span className="sr-only">{t('notifications.unreadPrefix')}</span>}
                  {item.title}
                </span>
                <span className="block text-slate-700">{item.body}</span>
                <time dateTime={item.createdAt} className="block text-sm text-slate-600">
                  {format.localDateTime(item.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {notifications.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={() => void notifications.fetchNextPage()} disabled={notifications.isFetchingNextPage}>
            {notifications.isFetchingNextPage ? t('shell.loading') : t('notifications.showOlder')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
