import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';

/** Reads the session cookie once per request; `c.var.user` is null when signed out. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (result) {
    const role = (result.user as { role?: string | null }).role === 'admin' ? 'admin' : 'user';
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

/** The admin role comes only from ADMIN_EMAILS (re-derived at every sign-in). */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (c.var.user.role !== 'admin') throw forbidden('This page is for Waypoint administrators.');
  await next();
});
