import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Database } from '@server/db/client';
import type { profiles } from '@server/db/schema';

/** better-auth's session lifetime and refresh age (auth.ts passes the same values to better-auth). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** The signed-in user's profile as the session statement reads it: what GET /api/me returns and the guards check. */
export type SessionProfile = Pick<typeof profiles.$inferSelect, 'fullName' | 'userType' | 'email' | 'language' | 'createdAt'>;

export interface StoredSession {
  sessionId: string;
  user: { id: string; name: string; email: string; storedRole: string | null };
  /** The user's profile, read in the same statement (null until the profile step is done). */
  profile: SessionProfile | null;
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
  token: string;
  session_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string | null;
  full_name: string | null;
  user_type: SessionProfile['userType'] | null;
  profile_email: string | null;
  language: SessionProfile['language'];
  profile_created_at: Date | null;
}

/**
 * The sessions, their users and the users' profiles for a list of tokens, and the expiries moved on where due, in ONE
 * statement. A named prepared statement: each pooled connection parses and plans it once, then only binds the four
 * values (the tokens, now, the new expiry and the refresh threshold).
 */
const FIND_SESSIONS = {
  name: 'waypoint_find_sessions',
  text: `
    with found as (
      select s.token, s.id as session_id, u.id as user_id, u.name, u.email, u.role,
        p.full_name, p.user_type, p.email as profile_email, p.language, p.created_at as profile_created_at
      from unnest($1::text[]) as wanted(token)
        join sessions s on s.token = wanted.token
        join users u on u.id = s.user_id
        left join profiles p on p.user_id = u.id
      where s.expires_at > $2::timestamptz
        and (u.banned is not true or (u.ban_expires is not null and u.ban_expires < $2::timestamptz))
    ), refreshed as (
      update sessions set expires_at = $3::timestamptz, updated_at = $2::timestamptz
      where token in (select token from found) and expires_at <= $4::timestamptz
      returning id
    )
    select * from found`,
};

/** Tokens read by one statement at most; a larger batch is split. */
export const MAX_TOKENS_PER_STATEMENT = 100;

function toStoredSession(row: SessionRow): StoredSession {
  const profile: SessionProfile | null =
    row.full_name !== null && row.user_type !== null && row.profile_email !== null && row.profile_created_at !== null
      ? {
          fullName: row.full_name,
          userType: row.user_type,
          email: row.profile_email,
          language: row.language,
          createdAt: row.profile_created_at,
        }
      : null;
  return { sessionId: row.session_id, user: { id: row.user_id, name: row.name, email: row.email, storedRole: row.role }, profile };
}

async function readSessions(db: Database, tokens: string[], now: Date): Promise<Map<string, StoredSession>> {
  const newExpiry = new Date(now.getTime() + SESSION_EXPIRES_IN_SECONDS * 1000).toISOString();
  const refreshBefore = new Date(now.getTime() + (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000).toISOString();
  const result = await db.$client.query<SessionRow>({ ...FIND_SESSIONS, values: [tokens, now.toISOString(), newExpiry, refreshBefore] });
  return new Map(result.rows.map((row) => [row.token, toStoredSession(row)]));
}

interface Waiter {
  resolve: (session: StoredSession | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Session lookups that arrive in the same turn of the event loop share one statement (a morning's class signing in
 * at once is one round trip, not thirty). A lookup only ever joins a statement that has not been sent yet, so its
 * answer is read after the request arrived: a sign-out that finished before is always seen.
 */
class SessionReader {
  private waiting = new Map<string, Waiter[]>();
  private scheduled = false;

  constructor(private readonly db: Database) {}

  read(token: string): Promise<StoredSession | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(token);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(token, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.send());
      }
    });
  }

  private send() {
    const batch = this.waiting;
    this.waiting = new Map();
    this.scheduled = false;
    const tokens = [...batch.keys()];
    const now = new Date();
    for (let start = 0; start < tokens.length; start += MAX_TOKENS_PER_STATEMENT) {
      const part = tokens.slice(start, start + MAX_TOKENS_PER_STATEMENT);
      readSessions(this.db, part, now).then(
        (found) => {
          for (const token of part) for (const waiter of batch.get(token)!) waiter.resolve(found.get(token) ?? null);
        },
        (error: unknown) => {
          for (const token of part) for (const waiter of batch.get(token)!) waiter.reject(error);
        },
      );
    }
  }
}

const readers = new WeakMap<Database, SessionReader>();

/**
 * The session, its user and their profile, read from the database on every request (no cookie cache): a deleted
 * session (sign-out), a deleted account or a changed role is seen at once by every app instance. Expired sessions and
 * banned users (better-auth's admin plugin) read as signed out. Like better-auth's getSession, a session older than
 * the update age (a day) has its expiry moved on; the same statement does it, so that costs no extra round trip, and
 * a fresher session is not written to at all (the update matches no row: no WAL record, no commit flush). Lookups
 * arriving together share the statement (SessionReader).
 */
export function findSession(db: Database, token: string): Promise<StoredSession | null> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new SessionReader(db)));
  return reader.read(token);
}
