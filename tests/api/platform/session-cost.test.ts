import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { openDatabase } from '@server/db/client';
import { findSession, MAX_TOKENS_PER_STATEMENT } from '@server/auth/session';
import { sessions, users } from '@server/db/schema';
import { HEALTH_PROBE_MAX_AGE_MS } from '@server/features/health/health.routes';
import { signIn, signInWithProfile, startSecondInstance, startTestServer, TEST_SECRET, type TestServer } from '@tests/support/test-server';

/*
 * The session costs at most one database round trip per signed-in request, none for a
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
  it('a signed-in request reads its session, user and profile in one query', async () => {
    const { client } = await signInWithProfile(server, { name: 'Cost Student', email: 'cost.student@example.org' });
    let body: { user: { email: string } | null; profile: { fullName: string } | null } = { user: null, profile: null };
    const queries = await queriesDuring(async () => {
      const response = await client.fetch('/api/me');
      body = (await response.json()) as typeof body;
    });
    expect(body.user?.email).toBe('cost.student@example.org');
    expect(body.profile?.fullName).toBe('Cost Student');
    // The profile /api/me returns came with the session: nothing else.
    expect(queries).toHaveLength(1);
    expect(queries.filter(touchesSession)).toHaveLength(1);
  });

  it('a signed-in account without a profile gets profile null, and a write is refused without another query', async () => {
    const { client } = await signIn(server, { name: 'No Profile Yet', email: 'no.profile@example.org' });
    let me: { user: { email: string } | null; profile: unknown } = { user: null, profile: 'unread' };
    const reads = await queriesDuring(async () => {
      me = (await (await client.fetch('/api/me')).json()) as typeof me;
    });
    expect(me.user?.email).toBe('no.profile@example.org');
    expect(me.profile).toBeNull();
    expect(reads).toHaveLength(1);
    let status = 0;
    const writes = await queriesDuring(async () => {
      status = (await client.fetch('/api/scholarships/saved/does-not-matter', { method: 'PUT' })).status;
    });
    expect(status).toBe(403);
    // The complete-profile guard reads the profile the session statement brought: no statement of its own.
    expect(writes).toHaveLength(1);
  });

  it('lookups that arrive together share one statement, and each gets its own session', async () => {
    const first = await signIn(server, { name: 'Together One', email: 'together.one@example.org' });
    const other = await signIn(server, { name: 'Together Two', email: 'together.two@example.org' });
    const tokenOf = async (email: string) => {
      const [row] = await server.db
        .select({ token: sessions.token })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, email));
      return row!.token;
    };
    const tokens = [await tokenOf('together.one@example.org'), await tokenOf('together.two@example.org')];
    expect(first.client.cookieHeader).not.toBe(other.client.cookieHeader);
    let answers: Awaited<ReturnType<typeof findSession>>[] = [];
    const queries = await queriesDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => findSession(server.db, i % 3 === 2 ? `unknown-${i}` : tokens[i % 3]!)),
      );
    });
    expect(queries).toHaveLength(1);
    answers.forEach((answer, i) => {
      if (i % 3 === 2) expect(answer).toBeNull();
      else expect(answer?.user.email).toBe(i % 3 === 0 ? 'together.one@example.org' : 'together.two@example.org');
    });
  });

  it(`splits a batch of more than ${MAX_TOKENS_PER_STATEMENT} tokens, and a lookup after an answer reads again`, async () => {
    const many = Array.from({ length: MAX_TOKENS_PER_STATEMENT + 1 }, (_, i) => `no-such-token-${i}`);
    const queries = await queriesDuring(() => Promise.all(many.map((token) => findSession(server.db, token))));
    expect(queries).toHaveLength(2);
    const again = await queriesDuring(() => findSession(server.db, 'no-such-token-0'));
    expect(again).toHaveLength(1);
  });

  it('a failed statement fails every lookup that shared it', async () => {
    const unreachable = openDatabase('postgresql://nobody:nothing@127.0.0.1:1/none', { max: 1 });
    try {
      const results = await Promise.allSettled([findSession(unreachable.db, 'a'), findSession(unreachable.db, 'b')]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    } finally {
      await unreachable.close();
    }
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

  it('a profile changed on A is what B answers at the next request', async () => {
    const { client } = await signInWithProfile(server, { name: 'Renamed Student', email: 'renamed.student@example.org' });
    const cookie = client.cookieHeader;
    expect((await client.json('/api/profile', 'PATCH', { fullName: 'Renamed Again' })).status).toBe(200);
    const response = await fetch(`${second.baseUrl}/api/me`, { headers: { cookie } });
    expect(((await response.json()) as { profile: { fullName: string } | null }).profile?.fullName).toBe('Renamed Again');
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
