import { NavLink } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { useUnreadCount } from './api/use-notifications';

/** The bell in the top bar (signed in only): a link to /notifications with the unread count. */
export function NotificationsBell() {
  const t = useT('notifications');
  const unread = useUnreadCount(true).data ?? 0;
  const label = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-800"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
