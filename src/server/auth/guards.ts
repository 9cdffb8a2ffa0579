import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '@server/db/client';
import { profiles } from '@server/db/schema';
import type { AppEnv, SessionUser } from '@server/http/context';
import { AppError, forbidden, unauthorized } from '@server/http/errors';
import { adminEmailsFor, roleFor } from './auth';

/** Reads the session cookie once per request; `c.var.user` is null when signed out. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (result) {
    // Checked against the configuration on every request: an address taken out of ADMIN_EMAILS stops being admin at once.
    const role = roleFor(result.user.email, adminEmailsFor(c.var.env));
    const user: SessionUser = { id: result.user.id, name: result.user.name, email: result.user.email, role };
    c.set('user', user);
    c.set('sessionId', result.session.id);
  } else {
    c.set('user', null);
    c.set('sessionId', null);
  }
  await next();
});

export const requireSession = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});

/** The admin role comes only from the configuration (adminEmailsFor), re-checked on every request. */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (c.var.user.role !== 'admin') throw forbidden('This page is for Waypoint administrators.');
  await next();
});

export const PROFILE_INCOMPLETE_MESSAGE = 'Complete your profile before you post, message, save or share anything on Waypoint.';

/** 403 `profile_incomplete`: the client links it to /signup. */
export const profileIncomplete = () => new AppError(403, 'profile_incomplete', PROFILE_INCOMPLETE_MESSAGE);

export async function hasCompleteProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId));
  return row !== undefined;
}

/**
 * For every route that writes or shares what a user makes (ADR 0004): the age
 * question lives in the complete-profile step, so nothing is stored about an
 * account, or shown to others, before it has been answered. Signed out: 401.
 * Deleting one's own things stays open; anonymous feedback has no account at all.
 */
export const requireCompleteProfile = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (!(await hasCompleteProfile(c.var.db, c.var.user.id))) throw profileIncomplete();
  await next();
});
