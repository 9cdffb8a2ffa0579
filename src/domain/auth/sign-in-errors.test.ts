import { describe, expect, it } from 'vitest';
import { classifySignInError, SIGN_IN_MESSAGES } from './sign-in-errors';

describe('classifySignInError', () => {
  it('uses the spec text for a cancelled sign-in', () => {
    expect(classifySignInError({ error: 'access_denied' })).toEqual({
      code: 'auth/cancelled-popup-request',
      message: 'Authentication cancelled. Please try again.',
    });
    expect(classifySignInError({ error: 'popup_closed' }).code).toBe('auth/cancelled-popup-request');
  });

  it('uses the spec text for a blocked popup', () => {
    expect(classifySignInError({ error: 'popup_blocked' }).message).toBe('Popup was blocked. Please allow popups for this site.');
  });

  it('reports an unauthorized origin as an unauthorized domain', () => {
    expect(classifySignInError({ error: 'INVALID_ORIGIN', status: 403 }).code).toBe('auth/unauthorized-domain');
    expect(classifySignInError({ error: 'invalid_redirect_uri' }).message).toBe(SIGN_IN_MESSAGES['auth/unauthorized-domain']);
    expect(classifySignInError({ error: 'INVALID_CALLBACK_URL', status: 403 }).code).toBe('auth/unauthorized-domain');
  });

  it('reports an unknown provider as a configuration error', () => {
    expect(classifySignInError({ error: 'PROVIDER_NOT_FOUND' }).code).toBe('auth/configuration-not-found');
    expect(classifySignInError({ status: 404 }).code).toBe('auth/configuration-not-found');
  });

  it('prefixes anything else with "Authentication error"', () => {
    expect(classifySignInError({ error: 'server_error', description: 'The provider is down' }).message).toBe(
      'Authentication error: The provider is down',
    );
    expect(classifySignInError({ error: 'state_mismatch' }).message).toBe('Authentication error: state mismatch');
    expect(classifySignInError({}).message).toBe('Authentication error: Something went wrong while signing in.');
  });
});
