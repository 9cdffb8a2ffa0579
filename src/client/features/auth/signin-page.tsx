import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@client/shared/routing';
import { classifySignInError, type SignInError } from '@domain/auth/sign-in-errors';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { signInErrorText } from './sign-in-error-text';
import { pathAfterSignIn, rememberReturnTo, safeReturnTo, SignInFailure, signInWithPopup, signInWithRedirect } from './sign-in-flow';
import { sessionQuery } from '@client/shared/session/use-session';
import { useSignInProviders } from './api/use-sign-in-providers';

interface Provider {
  id: string;
  name: string;
  kind: 'social' | 'demo';
}

const REDIRECT_FALLBACK_DELAY_MS = 1500;

/** ?returnTo= is where to go after signing in (only paths on this site); ?error= is the provider's failure code. */
function readSignInLink(params: URLSearchParams) {
  return { returnTo: safeReturnTo(params.get('returnTo')), error: params.get('error') };
}

export function SignInPage() {
  const t = useT();
  const link = useUrlState(readSignInLink).value;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = link.returnTo;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SignInError | null>(() => (link.error ? classifySignInError({ error: link.error }) : null));
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  usePageTitle(t('auth.signInTitle'));

  const providers = useSignInProviders();

  const fetchSession = () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });

  async function start(provider: Provider) {
    setError(null);
    setBusy(provider.id);
    rememberReturnTo(returnTo);
    try {
      await signInWithPopup(provider.id, async () => Boolean(await fetchSession()));
      const me = await fetchSession();
      if (!me) throw new SignInFailure(classifySignInError({ error: 'session_not_created' }));
      navigate(pathAfterSignIn(Boolean(me.profile), returnTo), { replace: true });
    } catch (failure) {
      const detail = failure instanceof SignInFailure ? failure.detail : classifySignInError({ description: String(failure) });
      setError(detail);
      if (detail.code === 'auth/popup-blocked') {
        // Popups are blocked: continue in this window instead.
        redirectTimer.current = setTimeout(() => {
          signInWithRedirect(provider.id).catch((redirectFailure: unknown) => {
            setBusy(null);
            setError(
              redirectFailure instanceof SignInFailure
                ? redirectFailure.detail
                : classifySignInError({ description: String(redirectFailure) }),
            );
          });
        }, REDIRECT_FALLBACK_DELAY_MS);
        return;
      }
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold">{t('auth.signInHeading')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.signInIntro')}</p>
      <div className="mt-6 space-y-3" aria-live="polite">
        {error ? (
          <Alert>
            <p>{signInErrorText(t, error)}</p>
            {error.code === 'auth/popup-blocked' && busy ? <p className="mt-1">{t('auth.continuingInWindow')}</p> : null}
          </Alert>
        ) : null}
      </div>
      <div className="mt-6 space-y-3">
        {providers.isPending ? <Spinner label={t('auth.loadingOptions')} /> : null}
        {providers.isError ? <Alert>{t('auth.optionsFailed')}</Alert> : null}
        {providers.data?.providers.length === 0 ? <Alert>{t('auth.noProviders')}</Alert> : null}
        {providers.data?.providers.map((provider) => (
          <div key={provider.id}>
            <button
              type="button"
              onClick={() => void start(provider)}
              disabled={busy !== null}
              className="flex min-h-12 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold shadow-sm hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
            >
              {busy === provider.id ? t('auth.waiting') : t('auth.continueWith', { provider: provider.name })}
            </button>
            {provider.kind === 'demo' ? <p className="mt-2 text-sm text-slate-600">{t('auth.demoNote')}</p> : null}
          </div>
        ))}
      </div>
      <p className="mt-8 text-sm text-slate-600">{t('auth.noAccountNeeded')}</p>
    </div>
  );
}
