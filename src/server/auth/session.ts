import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Database } from '@server/db/client';

/** better-auth's session lifetime and refresh age (auth.ts passes the same values to better-auth). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export interface StoredSession {
  sessionId: string;
  user: { id: string; name: string; email: string; storedRole: string | null };
}

/**
 * The session token from better-auth's signed cookie ("<token>.<base64 HMAC-SHA256>", as
 * better-call signs it), or null when the cookie is missing or its signature does not match.
 * No database work: a request without a valid cookie is signed out for free.
 */
export function signedSessionToken(c: Context, cookieName: string, secret: string): string | null {
  const value = getCookie(c, cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string | null;
}

/**
 * The session and its user, and the expiry moved on when it is due, in ONE statement. A named prepared statement:
 * each pooled connection parses and plans it once, then only binds the four values (the token, now, the new
 * expiry and the refresh threshold).
 */
const FIND_SESSION = {
  name: 'waypoint_find_session',
  text: `
    with found as (
      select s.id as session_id, u.id as user_id, u.name, u.email, u.role
      from sessions s join users u on u.id = s.user_id
      where s.token = $1 and s.expires_at > $2::timestamptz
        and (u.banned is not true or (u.ban_expires is not null and u.ban_expires < $2::timestamptz))
    ), refreshed as (
      update sessions set expires_at = $3::timestamptz, updated_at = $2::timestamptz
      where token = $1 and expires_at <= $4::timestamptz and exists (select 1 from found)
      returning id
    )
    select session_id, user_id, name, email, role from found`,
};

/**
 * The session and its user in ONE round trip, read from the database on every request (no cookie
 * cache): a deleted session (sign-out), a deleted account or a changed role is seen at once by
 * every app instance. Expired sessions and banned users (better-auth's admin plugin) read as
 * signed out. Like better-auth's getSession, a session older than the update age (a day) has its
 * expiry moved on; the same statement does it, so that costs no extra round trip, and a fresher
 * session is not written to at all (the update matches no row: no WAL record, no commit flush).
 */
export async function findSession(db: Database, token: string, now = new Date()): Promise<StoredSession | null> {
  const newExpiry = new Date(now.getTime() + SESSION_EXPIRES_IN_SECONDS * 1000).toISOString();
  const refreshBefore = new Date(now.getTime() + (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000).toISOString();
  const result = await db.$client.query<SessionRow>({ ...FIND_SESSION, values: [token, now.toISOString(), newExpiry, refreshBefore] });
  const row = result.rows[0];
  if (!row) return null;
  return { sessionId: row.session_id, user: { id: row.user_id, name: row.name, email: row.email, storedRole: row.role } };
}
