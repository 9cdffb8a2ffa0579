import { Link, useLocation } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { useSession } from '@client/shared/session/use-session';

/**
 * Signed in but the profile (with its age question, ADR 0004) is not complete:
 * the server refuses posts, messages, saves and progress until it is, so say so
 * on every page, with the way to finish.
 */
export function CompleteProfileBanner() {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in' || session.profile !== null || pathname === '/signup' || pathname === '/auth/continue') return null;
  return (
    <div className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 print:hidden">
      {t('auth.notSetUp')}{' '}
      <Link to="/signup" className="font-semibold underline underline-offset-2">
        {t('auth.signUpTitle')}
      </Link>
    </div>
  );
}
