import { Navigate } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { pathAfterSignIn, takeReturnTo } from './sign-in-flow';
import { useSession } from '@client/shared/session/use-session';

/** Where the full-page (no popup) sign-in lands: go on as the popup flow would. */
export function AuthContinuePage() {
  const t = useT();
  const session = useSession();
  usePageTitle(t('auth.signingIn'));
  if (session.status === 'loading') return <Spinner label={t('auth.finishingSignIn')} />;
  if (session.status === 'signed-out') return <Navigate to="/signin" replace />;
  return <Navigate to={pathAfterSignIn(Boolean(session.profile), takeReturnTo())} replace />;
}
