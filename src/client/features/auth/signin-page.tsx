import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { classifySignInError, type SignInError } from '@domain/auth/sign-in-errors';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
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
  const link = useUrlState(readSignInLink).value;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = link.returnTo;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SignInError | null>(() => (link.error ? classifySignInError({ error: link.error }) : null));
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  useEffect(() => {
    document.title = 'Sign in – Waypoint';
  }, []);

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
      <h1 className="text-3xl font-bold">Sign in to Waypoint</h1>
      <p className="mt-2 text-slate-700">
        Use an account you already have. Signing in saves your progress so you can pick it up on any device.
      </p>
      <div className="mt-6 space-y-3" aria-live="polite">
        {error ? (
          <Alert>
            <p>{error.message}</p>
            {error.code === 'auth/popup-blocked' && busy ? <p className="mt-1">Continuing in this window…</p> : null}
          </Alert>
        ) : null}
      </div>
      <div className="mt-6 space-y-3">
        {providers.isPending ? <Spinner label="Loading sign-in options…" /> : null}
        {providers.isError ? <Alert>Sign-in options could not be loaded. Please reload the page.</Alert> : null}
        {providers.data?.providers.length === 0 ? (
          <Alert>Sign-in is not set up on this server yet. Please contact the site administrator.</Alert>
        ) : null}
        {providers.data?.providers.map((provider) => (
          <div key={provider.id}>
            <button
              type="button"
              onClick={() => void start(provider)}
              disabled={busy !== null}
              className="flex min-h-12 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold shadow-sm hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
            >
              {busy === provider.id ? 'Waiting for sign-in…' : `Continue with ${provider.name}`}
            </button>
            {provider.kind === 'demo' ? (
              <p className="mt-2 text-sm text-slate-600">
                Local demo sign-in: this server has no Google, Microsoft or school sign-in configured, so it offers demo accounts for trying
                Waypoint out.
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <p className="mt-8 text-sm text-slate-600">You can take the free assessment and use every calculator without an account.</p>
    </div>
  );
}
