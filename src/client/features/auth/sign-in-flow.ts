import { classifySignInError, SIGN_IN_MESSAGES, type SignInError } from '@domain/auth/sign-in-errors';
import { ApiError, authSignInSocial } from '@client/shared/lib/api-client';

const POPUP_NAME = 'waypoint-signin';
const POPUP_COMPLETE = '/auth/popup-complete.html';
const RETURN_TO_KEY = 'waypoint.returnTo';
const POPUP_TIMEOUT_MS = 10 * 60 * 1000;

export class SignInFailure extends Error {
  constructor(readonly detail: SignInError) {
    super(detail.message);
    this.name = 'SignInFailure';
  }
}

interface PopupMessage {
  type: 'waypoint:sign-in';
  error: string | null;
  errorDescription: string | null;
}

/** Only same-site paths: never send a user to another origin after sign-in. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function rememberReturnTo(path: string | null) {
  if (path) sessionStorage.setItem(RETURN_TO_KEY, path);
  else sessionStorage.removeItem(RETURN_TO_KEY);
}

export function takeReturnTo(): string | null {
  const value = safeReturnTo(sessionStorage.getItem(RETURN_TO_KEY));
  sessionStorage.removeItem(RETURN_TO_KEY);
  return value;
}

/** A new user completes their profile first; otherwise they land on /profile (or where they were going). */
export function pathAfterSignIn(hasProfile: boolean, returnTo: string | null): string {
  if (!hasProfile) return '/signup';
  return returnTo ?? '/profile';
}

async function providerUrl(provider: string, callbackURL: string, errorCallbackURL: string): Promise<string> {
  try {
    const result = await authSignInSocial({ provider, callbackURL, errorCallbackURL, disableRedirect: true });
    if (!result.url) throw new SignInFailure(classifySignInError({ error: 'no_redirect_url' }));
    return result.url;
  } catch (error) {
    if (error instanceof SignInFailure) throw error;
    if (error instanceof ApiError)
      throw new SignInFailure(classifySignInError({ error: error.code, description: error.message, status: error.status }));
    throw new SignInFailure(classifySignInError({ description: String(error) }));
  }
}

/** Full-page sign-in: used when the popup is blocked. */
export async function signInWithRedirect(provider: string): Promise<void> {
  const url = await providerUrl(provider, '/auth/continue', '/signin');
  window.location.assign(url);
}

/**
 * Sign-in in a popup with the provider's account chooser. Must be
 * called straight from a click so the browser allows the popup. Resolves when
 * the popup reports success; otherwise rejects with the sign-in error of the
 * spec's catalogue (section 8), e.g. "Popup was blocked. Please allow popups for this site."
 */
export async function signInWithPopup(provider: string, isSignedIn: () => Promise<boolean>): Promise<void> {
  const width = 480;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open('about:blank', POPUP_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) {
    throw new SignInFailure({ code: 'auth/popup-blocked', message: SIGN_IN_MESSAGES['auth/popup-blocked'] });
  }
  let url: string;
  try {
    url = await providerUrl(provider, POPUP_COMPLETE, POPUP_COMPLETE);
  } catch (error) {
    popup.close();
    throw error;
  }
  popup.location.href = url;

  const outcome = await new Promise<PopupMessage | 'closed' | 'timeout'>((resolve) => {
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel('waypoint-auth') : null;
    const finish = (value: PopupMessage | 'closed' | 'timeout') => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      clearTimeout(timeout);
      resolve(value);
    };
    const accept = (data: unknown) => {
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'waypoint:sign-in') finish(data as PopupMessage);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) accept(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);
    const poll = setInterval(() => {
      if (popup.closed) finish('closed');
    }, 400);
    const timeout = setTimeout(() => finish('timeout'), POPUP_TIMEOUT_MS);
  });

  if (outcome === 'closed' || outcome === 'timeout') {
    if (!popup.closed) popup.close();
    // The provider may have cut the popup's link to us; the session is the truth.
    if (await isSignedIn()) return;
    throw new SignInFailure(classifySignInError({ error: 'popup_closed' }));
  }
  if (outcome.error) throw new SignInFailure(classifySignInError({ error: outcome.error, description: outcome.errorDescription }));
}
