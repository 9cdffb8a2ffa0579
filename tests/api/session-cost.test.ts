import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { DEMO_ADMIN_EMAIL } from '../../src/server/auth/dev-idp-config';
import { openDatabase } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema';
import { HEALTH_PROBE_MAX_AGE_MS } from '../../src/server/features/health/health.routes';
import { signIn, signInWithProfile, startSecondInstance, startTestServer, TEST_SECRET, type TestServer } from '../support/test-server';

/*
 * Issue 21: the session costs at most one database round trip per signed-in request, none for a
 * signed-out one or for /api/health, and sign-out, account deletion and a role removal made
 * through one app instance are seen by another instance on its very next request (no cookie cache).
 */

let server: TestServer;
let second: Awaited<ReturnType<typeof startSecondInstance>>;

beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondInstance(server);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** The SQL texts instance A's pool runs while `action` runs. */
async function queriesDuring(action: () => Promise<unknown>): Promise<string[]> {
  const pool = server.db.$client;
  const seen: string[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original(...args);
  }) as typeof pool.query;
  try {
    await action();
  } finally {
    pool.query = original as typeof pool.query;
  }
  return seen;
}

const touchesSession = (text: string) => /\bsessions\b|\busers\b/.test(text);

/** What instance B answers for this cookie. */
async function meOn(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { id: string; role: string } | null }).user;
}

describe('the cost of reading the session', () => {
  it('a signed-in request reads its session in one query', async () => {
    const { client } = await signInWithProfile(server, { name: 'Cost Student', email: 'cost.student@example.org' });
    let body: { user: { email: string } | null } = { user: null };
    const queries = await queriesDuring(async () => {
      const response = await client.fetch('/api/me');
      body = (await response.json()) as typeof body;
    });
    expect(body.user?.email).toBe('cost.student@example.org');
    expect(queries.filter(touchesSession)).toHaveLength(1);
    // The session query and the profile /api/me returns: nothing else.
    expect(queries).toHaveLength(2);
  });

  it('a request without a session cookie, or with a forged one, makes no query for the session', async () => {
    const signedOut = await queriesDuring(() => fetch(`${server.baseUrl}/api/me`).then((r) => r.json()));
    expect(signedOut).toEqual([]);
    const forged = await queriesDuring(async () => {
      const user = await meOn(server.baseUrl, 'waypoint.session_token=abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D');
      expect(user).toBeNull();
    });
    expect(forged).toEqual([]);
  });

  it('/api/health makes no session lookup, even with a session cookie', async () => {
    const { client } = await signIn(server, { name: 'Health Student', email: 'health.student@example.org' });
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MAX_AGE_MS + 50));
    const queries = await queriesDuring(() => client.fetch('/api/health').then((r) => r.json()));
    expect(queries.filter(touchesSession)).toEqual([]);
    expect(queries).toHaveLength(1);
  });
});

describe('/api/health under load', () => {
  it('checks that arrive together share one database probe', async () => {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MAX_AGE_MS + 50));
    const concurrent = await queriesDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.baseUrl}/api/health`).then((r) => r.json())));
      expect(answers.every((answer) => (answer as { database: string }).database === 'ok')).toBe(true);
    });
    expect(concurrent).toHaveLength(1);
  });

  it('a check within HEALTH_PROBE_MAX_AGE_MS of the last probe reuses its answer; a later check probes again', async () => {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MAX_AGE_MS + 50));
    const first = await queriesDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    });
    expect(first).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MAX_AGE_MS + 50));
    const later = await queriesDuring(() => fetch(`${server.baseUrl}/api/health`).then((r) => r.json()));
    expect(later).toHaveLength(1);
  });

  it('reports an unreachable database as 503, never cached by a proxy', async () => {
    const unreachable = openDatabase('postgresql://nobody:nothing@127.0.0.1:1/none', { max: 1 });
    const { app } = createApp({ db: unreachable.db, env: server.env, logger: pino({ level: 'silent' }), secret: TEST_SECRET });
    try {
      const response = await app.request('/api/health');
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await unreachable.close();
    }
  });
});

describe('session expiry, as better-auth keeps it', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const expiryOf = async (userEmail: string) => {
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, userEmail));
    const [session] = await server.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user!.id));
    return { userId: user!.id, expiresAt: session!.expiresAt.getTime() };
  };

  it('a session older than a day has its expiry moved on, in the same query', async () => {
    const { client } = await signIn(server, { name: 'Returning Student', email: 'returning.student@example.org' });
    const { userId } = await expiryOf('returning.student@example.org');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 12 * DAY) })
      .where(eq(sessions.userId, userId));
    const queries = await queriesDuring(() => client.fetch('/api/me').then((r) => r.json()));
    expect(queries.filter(touchesSession)).toHaveLength(1);
    expect((await expiryOf('returning.student@example.org')).expiresAt).toBeGreaterThan(Date.now() + 13.9 * DAY);
  });

  it('a fresh session is not written to', async () => {
    const { client } = await signIn(server, { name: 'Fresh Student', email: 'fresh.student@example.org' });
    const before = await expiryOf('fresh.student@example.org');
    await client.fetch('/api/me');
    expect((await expiryOf('fresh.student@example.org')).expiresAt).toBe(before.expiresAt);
  });

  it('an expired session is signed out', async () => {
    const { client } = await signIn(server, { name: 'Expired Student', email: 'expired.student@example.org' });
    const { userId } = await expiryOf('expired.student@example.org');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await meOn(server.baseUrl, client.cookieHeader)).toBeNull();
  });
});

describe('two app instances on one database', () => {
  it('a session from instance A works on instance B', async () => {
    const { client } = await signIn(server, { name: 'Both Student', email: 'both.student@example.org' });
    expect((await meOn(second.baseUrl, client.cookieHeader))?.id).toBeTruthy();
  });

  it('sign-out on A signs the session out on B at the next request', async () => {
    const { client } = await signIn(server, { name: 'Leaving Student', email: 'leaving.student@example.org' });
    const cookie = client.cookieHeader;
    expect(await meOn(second.baseUrl, cookie)).not.toBeNull();
    expect((await client.json('/api/auth/sign-out', 'POST', {})).status).toBe(200);
    expect(await meOn(second.baseUrl, cookie)).toBeNull();
    expect((await fetch(`${second.baseUrl}/api/profile`, { headers: { cookie } })).status).toBe(401);
  });

  it('deleting the account on A signs it out on B at the next request', async () => {
    const { client } = await signInWithProfile(server, { name: 'Deleted Student', email: 'deleted.student@example.org' });
    const cookie = client.cookieHeader;
    expect(await meOn(second.baseUrl, cookie)).not.toBeNull();
    expect((await client.fetch('/api/account', { method: 'DELETE' })).status).toBe(204);
    expect(await meOn(second.baseUrl, cookie)).toBeNull();
  });

  it('a role removed in the database is seen by B at the next request', async () => {
    const { client } = await signIn(server, { account: DEMO_ADMIN_EMAIL });
    const cookie = client.cookieHeader;
    expect((await meOn(second.baseUrl, cookie))?.role).toBe('admin');
    expect((await fetch(`${second.baseUrl}/api/admin/users`, { headers: { cookie } })).status).toBe(200);
    // What reconcileSignIns writes when an instance starts with the address out of the administrators.
    await server.db.update(users).set({ role: 'user' }).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect((await meOn(second.baseUrl, cookie))?.role).toBe('user');
    expect((await fetch(`${second.baseUrl}/api/admin/users`, { headers: { cookie } })).status).toBe(403);
    expect((await meOn(server.baseUrl, cookie))?.role).toBe('user');
  });
});
