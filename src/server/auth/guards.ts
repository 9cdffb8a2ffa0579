import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '@server/http/context';
import { appError, forbidden, unauthorized, type AppError } from '@server/http/errors';
import { adminEmailsFor, roleFor } from './auth';
import { findSession, signedSessionToken, type SessionProfile } from './session';

/** What a handler behind requireSession or requireAdmin reads: the user is there, so no handler asserts it. */
export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };
/** Behind requireCompleteProfile or requireUserType: the profile is there too. */
export type WithProfileEnv = AppEnv & { Variables: { user: SessionUser; profile: SessionProfile } };
export type UserType = SessionProfile['userType'];

/**
 * Reads the session once per request; `c.var.user` is null when signed out. A request without a
 * validly signed session cookie costs no database work; one with it costs one query (session.ts).
 * `cookieName` is better-auth's own name for the cookie (its prefix and __Secure- included).
 */
export function loadSession(options: { cookieName: Promise<string>; secret: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = signedSessionToken(c, await options.cookieName, options.secret);
    const found = token ? await findSession(c.var.db, token) : null;
    if (found) {
      // The configuration is checked on every request: an address taken out of ADMIN_EMAILS stops being admin at once.
      // The stored role too, so a demotion written by any instance (reconcileSignIns) is seen by every instance at once.
      const configured = roleFor(found.user.email, adminEmailsFor(c.var.env));
      const role = configured === 'admin' && found.user.storedRole === 'admin' ? 'admin' : 'user';
      const user: SessionUser = { id: found.user.id, name: found.user.name, email: found.user.email, role };
      c.set('user', user);
      c.set('sessionId', found.sessionId);
      c.set('profile', found.profile);
    } else {
      c.set('user', null);
      c.set('sessionId', null);
      c.set('profile', null);
    }
    await next();
  });
}

export const requireSession = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});

/** The admin role comes only from the configuration (adminEmailsFor), re-checked on every request. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (c.var.user.role !== 'admin') throw forbidden('This page is for Waypoint administrators.');
  await next();
});

/** 403 `profile_incomplete`: the client links it to /signup. */
export const profileIncomplete = () => appError(403, 'profile_incomplete');

/**
 * For every route that writes or shares what a user makes (ADR 0004): the age
 * question lives in the complete-profile step, so nothing is stored about an
 * account, or shown to others, before it has been answered. Signed out: 401.
 * Deleting one's own things stays open; anonymous feedback has no account at all.
 */
export const requireCompleteProfile = createMiddleware<WithProfileEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  // Read with the session (session.ts): no statement of its own.
  if (!c.var.profile) throw profileIncomplete();
  await next();
});

/**
 * 403 (the feature's own refusal) unless the signed-in user's profile is one of these account types; 401 signed out.
 * The profile was read with the session on this very request, so a changed account type counts at once and the
 * check costs no statement. An account without a profile is refused like any other type.
 */
export function requireUserType(types: UserType | readonly UserType[], refuse: () => AppError = () => forbidden()) {
  const allowed: readonly UserType[] = typeof types === 'string' ? [types] : types;
  return createMiddleware<WithProfileEnv>(async (c, next) => {
    if (!c.var.user) throw unauthorized();
    if (!c.var.profile || !allowed.includes(c.var.profile.userType)) throw refuse();
    await next();
  });
}
