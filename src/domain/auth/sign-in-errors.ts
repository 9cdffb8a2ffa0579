/**
 * The spec's sign-in error catalogue (section 8), keyed by the codes our
 * sign-in flow produces. The texts are binding.
 */
export type SignInErrorCode =
  'auth/popup-blocked' | 'auth/cancelled-popup-request' | 'auth/unauthorized-domain' | 'auth/configuration-not-found' | 'auth/other';

export const SIGN_IN_MESSAGES = {
  'auth/popup-blocked': 'Popup was blocked. Please allow popups for this site.',
  'auth/cancelled-popup-request': 'Authentication cancelled. Please try again.',
  'auth/unauthorized-domain': 'This domain is not authorized for sign-in. Please contact the site administrator.',
  'auth/configuration-not-found': 'Sign-in configuration error: this sign-in method is not set up. Please contact the site administrator.',
} as const;

export interface SignInError {
  code: SignInErrorCode;
  message: string;
}

/**
 * Maps what the server or the provider reported (an OAuth `error` value, a
 * better-auth error code, or an HTTP status) to the spec's code and message.
 */
export function classifySignInError(reported: { error?: string | null; description?: string | null; status?: number }): SignInError {
  const error = (reported.error ?? '').toLowerCase();
  if (error === 'access_denied' || error === 'cancelled' || error === 'popup_closed') {
    return { code: 'auth/cancelled-popup-request', message: SIGN_IN_MESSAGES['auth/cancelled-popup-request'] };
  }
  if (error === 'popup_blocked') return { code: 'auth/popup-blocked', message: SIGN_IN_MESSAGES['auth/popup-blocked'] };
  const unauthorizedDomain = [
    'invalid_origin',
    'invalid_callback_url',
    'invalid_error_callback_url',
    'unauthorized_client',
    'invalid_redirect_uri',
  ];
  if (unauthorizedDomain.includes(error) || error.includes('untrusted')) {
    return { code: 'auth/unauthorized-domain', message: SIGN_IN_MESSAGES['auth/unauthorized-domain'] };
  }
  if (error === 'provider_not_found' || error === 'oauth_provider_not_found' || reported.status === 404) {
    return { code: 'auth/configuration-not-found', message: SIGN_IN_MESSAGES['auth/configuration-not-found'] };
  }
  const detail = reported.description || reported.error || 'Something went wrong while signing in.';
  return { code: 'auth/other', message: `Authentication error: ${humanise(detail)}` };
}

function humanise(text: string): string {
  return /^[a-z0-9_]+$/i.test(text) ? text.replace(/_/g, ' ').toLowerCase() : text;
}
