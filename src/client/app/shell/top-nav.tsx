import { lazy, Suspense } from 'react';
import { Link, NavLink } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useSession } from '@client/shared/session/use-session';
import { needsFeedbackAttention } from '@client/shared/progress/assessment-status';
import { FeedbackAttention } from './feedback-attention';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavMenu, navTriggerClass } from './nav-menu';
import { navGroups } from './nav-items';

// Signed in only: its code (and the unread-count query) stays off a visitor's first load.
const LazyNotificationsBell = lazy(() =>
  import('@client/features/notifications/notifications-bell').then((module) => ({ default: module.NotificationsBell })),
);

/** The bell, holding its 44 px square while its code loads, so nothing in the bar moves. */
function NotificationsBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-flex h-11 w-11" />}>
      <LazyNotificationsBell />
    </Suspense>
  );
}

const linkClass = `${navTriggerClass} aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`;

/** Dashboard, the Assessments, Tools and Community menus, Feedback, and Profile or Sign In. */
export function TopNav() {
  const t = useT();
  const session = useSession();
  const local = useLocalSnapshot();
  const signedIn = session.status === 'signed-in';
  const groups = navGroups(t, local, signedIn, signedIn ? session.profile?.userType : undefined);
  const feedbackAttention = needsFeedbackAttention(local);
  // Nothing until the session is known, so "Sign In" never flashes for a signed-in user.
  const account = session.status === 'loading' ? null : signedIn ? 'profile' : 'signin';

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <nav aria-label={t('shell.navMain')} className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 md:px-2 lg:px-4">
        <Link to="/dashboard" className="rounded-lg py-2 text-xl font-bold text-brand-700 md:text-lg lg:text-xl">
          Waypoint
        </Link>
        <ul className="hidden items-center md:flex lg:gap-1">
          <li>
            <NavLink to="/dashboard" className={linkClass}>
              {t('shell.dashboard')}
            </NavLink>
          </li>
          {groups.map((group) => (
            <li key={group.id}>
              <NavMenu group={group} />
            </li>
          ))}
          <li>
            <NavLink to="/feedback-form" className={`relative ${linkClass}`}>
              {t('shell.feedback')}
              {feedbackAttention ? <FeedbackAttention dotClassName="absolute top-1.5 right-0.5 ring-2 ring-white" /> : null}
            </NavLink>
          </li>
          {signedIn ? (
            <li>
              <NotificationsBell />
            </li>
          ) : null}
          <li className="min-w-18 text-right">
            {account === 'profile' ? (
              <NavLink to="/profile" className={linkClass}>
                {t('shell.profile')}
              </NavLink>
            ) : account === 'signin' ? (
              <NavLink
                to="/signin"
                className="inline-flex min-h-11 lg:ml-1 items-center whitespace-nowrap rounded-lg bg-brand-700 px-3 py-2 text-[0.9375rem] font-semibold text-white hover:bg-brand-800 lg:text-base"
              >
                {t('shell.signIn')}
              </NavLink>
            ) : null}
          </li>
          <li>
            <LanguageSwitch id="language-top" compact />
          </li>
        </ul>
        <div className="flex items-center gap-1 md:hidden">
          {signedIn ? <NotificationsBell /> : null}
          <MobileMenu groups={groups} feedbackAttention={feedbackAttention} account={account} />
        </div>
      </nav>
    </header>
  );
}
