import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
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
