import type { SignInError } from '@domain/auth/sign-in-errors';
import type { Translate } from '@client/shared/i18n/messages';

/** A sign-in error of the spec's catalogue (section 8) in the active language, by its code. */
export function signInErrorText(t: Translate, error: SignInError): string {
  switch (error.code) {
    case 'auth/popup-blocked':
      return t('auth.error.popupBlocked');
    case 'auth/cancelled-popup-request':
      return t('auth.error.cancelled');
    case 'auth/unauthorized-domain':
      return t('auth.error.unauthorizedDomain');
    case 'auth/configuration-not-found':
      return t('auth.error.configurationNotFound');
    case 'auth/other':
      return t('auth.error.other', { detail: error.message.replace(/^Authentication error: /, '') });
  }
}
