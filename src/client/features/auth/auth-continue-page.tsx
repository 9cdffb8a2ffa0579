import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@client/ui/spinner';
import { pathAfterSignIn, takeReturnTo } from './sign-in-flow';
import { useSession } from '@client/shared/session/use-session';

/** Where the full-page (no popup) sign-in lands: go on as the popup flow would. */
export function AuthContinuePage() {
  const session = useSession();
  useEffect(() => {
    document.title = 'Signing in – Waypoint';
  }, []);
  if (session.status === 'loading') return <Spinner label="Finishing sign-in…" />;
  if (session.status === 'signed-out') return <Navigate to="/signin" replace />;
  return <Navigate to={pathAfterSignIn(Boolean(session.profile), takeReturnTo())} replace />;
}
