import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/use-session';
import { Spinner } from '../ui/spinner';

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

/** Routes that exist only when signed in: signed out, they fall to the catch-all (spec 2). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}

/**
 * /signin, /signup: a user who arrives signed in with a completed profile goes
 * to /dashboard. Decided on arrival only: when the user signs in or completes
 * the profile on the page, the page itself navigates on (spec 7).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [arrivedSignedIn] = useState(() => session.status === 'signed-in' && session.profile !== null);
  if (session.status === 'loading') return <Spinner />;
  if (arrivedSignedIn) return <Navigate to="/dashboard" replace />;
  return children;
}

/** Unknown path: /dashboard when signed in, else / (spec 2). */
export function CatchAll() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  return <Navigate to={session.status === 'signed-in' ? '/dashboard' : '/'} replace />;
}
