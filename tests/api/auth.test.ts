import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@server/app';
import { reconcileSignIns } from '@server/auth/auth';
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { accounts, profiles, sessions, users } from '@server/db/schema';
import { loadEnv } from '@server/env';
import type { AppEnv } from '@server/http/context';
import { CookieClient, signIn, startTestServer, TEST_SECRET, type TestServer } from '@tests/support/test-server';

const STUDENT = DEMO_ACCOUNTS[0]!.email;
const PARENT = DEMO_ACCOUNTS[1]!.email;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'Principal@School.example' });
});
afterAll(async () => {
  await server?.close();
});

async function me(client: CookieClient) {
  return client.fetch('/api/me');
}

/** 200 with a session, 401 without: the probe for "is this cookie still a session?". */
async function profileStatus(client: CookieClient | string): Promise<number> {
  if (typeof client === 'string') return (await fetch(`${server.baseUrl}/api/profile`, { headers: { cookie: client } })).status;
  return (await client.fetch('/api/profile')).status;
}

describe('sign-in through the local identity provider', () => {
  it('walks authorize → account chooser → callback and creates a session', async () => {
    const { client, landedOn, chooserHtml } = await signIn(server, { account: STUDENT });
    expect(chooserHtml).toContain('Choose an account');
    expect(chooserHtml).toContain('Local demo sign-in');
    expect(chooserHtml).toContain('Use another account');
    for (const account of DEMO_ACCOUNTS) expect(chooserHtml).toContain(account.email);
    expect(landedOn).toBe('/auth/continue');

    const response = await me(client);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string; role: string }; profile: unknown };
    expect(body.user.email).toBe(STUDENT);
    expect(body.user.role).toBe('user');
    expect(body.profile).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = new CookieClient(server.baseUrl);
    const start = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      disableRedirect: true,
    });
    const { url } = (await start.json()) as { url: string };
    const chooser = await client.follow(url);
    const uid = /interaction\/([^/?#]+)/.exec(chooser.url)![1];
    const login = await client.fetch(`/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `account=${encodeURIComponent(PARENT)}`,
    });
    const resume = await client.fetch(login.headers.get('location')!);
    const callback = await client.fetch(resume.headers.get('location')!);
    const sessionCookie = callback.headers.getSetCookie().find((line) => line.startsWith('waypoint.session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i); // plain http on loopback
  });

  it('keeps no IP address or browser string with the session', async () => {
    await signIn(server, { account: STUDENT });
    const rows = await server.db.select({ ip: sessions.ipAddress, ua: sessions.userAgent }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ ip: null, ua: null });
  });

  it('signs in with "Use another account" and keeps the typed name', async () => {
    const { client } = await signIn(server, { name: 'Jordan Diaz', email: 'Jordan.Diaz@example.org' });
    const body = (await (await me(client)).json()) as { user: { name: string; email: string } };
    expect(body.user).toMatchObject({ name: 'Jordan Diaz', email: 'jordan.diaz@example.org' });
  });

  it('shows the chooser again with a message for a bad e-mail', async () => {
    const client = new CookieClient(server.baseUrl);
    const start = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      disableRedirect: true,
    });
    const chooser = await client.follow(((await start.json()) as { url: string }).url);
    const uid = /interaction\/([^/?#]+)/.exec(chooser.url)![1];
    const response = await client.fetch(`/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=another&name=Jo&email=not-an-email',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter a valid e-mail address');
  });

  it('reports a cancelled chooser as access_denied to the error page', async () => {
    const client = new CookieClient(server.baseUrl);
    const start = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      errorCallbackURL: '/signin',
      disableRedirect: true,
    });
    const chooser = await client.follow(((await start.json()) as { url: string }).url);
    const uid = /interaction\/([^/?#]+)/.exec(chooser.url)![1];
    const done = await client.follow(`/oidc/interaction/${uid}/abort`, { method: 'POST' });
    const landed = new URL(done.url);
    expect(landed.pathname).toBe('/signin');
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(await profileStatus(client)).toBe(401);
  });

  it('serves the chooser and every other /oidc answer with a CSP, X-Frame-Options and nosniff', async () => {
    const client = new CookieClient(server.baseUrl);
    const start = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      disableRedirect: true,
    });
    const authorizeUrl = ((await start.json()) as { url: string }).url;
    const authorize = await client.fetch(authorizeUrl);
    expect(authorize.status).toBe(303);
    const chooser = await client.follow(authorizeUrl);
    const chooserHtml = await chooser.response.text();
    const responses = [
      authorize,
      chooser.response,
      await client.fetch('/oidc/.well-known/openid-configuration'),
      await client.fetch('/oidc/jwks'),
      await client.fetch('/oidc/auth?client_id=nobody&response_type=code'), // oidc-provider's error page
    ];
    for (const response of responses) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, response.url).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The chooser works without scripts; its one style sheet is allowed by its hash.
    expect(chooserHtml).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(chooserHtml)![1]!;
    const styleHash = createHash('sha256').update(style).digest('base64');
    expect(chooser.response.headers.get('content-security-policy')).toContain(`style-src 'sha256-${styleHash}'`);
    const errorPage = responses.at(-1)!;
    expect(errorPage.headers.get('content-type')).toMatch(/text\/html/);
    expect(errorPage.headers.get('content-security-policy')).toContain(`style-src 'sha256-${styleHash}'`);
  });

  it('refuses an unknown provider', async () => {
    const client = new CookieClient(server.baseUrl);
    const response = await client.json('/api/auth/sign-in/social', 'POST', { provider: 'nope', callbackURL: '/', disableRedirect: true });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a callback URL on another origin', async () => {
    // better-auth reports this through its own console logger; that line is expected here.
    vi.mocked(console.error).mockImplementationOnce(() => undefined);
    const client = new CookieClient(server.baseUrl);
    const response = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: 'https://evil.example/steal',
      disableRedirect: true,
    });
    expect(response.status).toBe(403);
  });

  it('lists the configured providers for the sign-in page', async () => {
    const response = await fetch(`${server.baseUrl}/api/sign-in-providers`);
    expect(await response.json()).toEqual({ providers: [{ id: 'waypoint-demo', name: 'Waypoint demo sign-in', kind: 'demo' }] });
  });

  it('stores the auth rate-limit counters in the database, without the client address', async () => {
    const result = await server.db.execute(sql`select key from auth_rate_limits`);
    const keys = (result.rows as { key: string }[]).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toContain('198.51.100.');
  });
});

describe('better-auth endpoints Waypoint does not use', () => {
  it.each([
    ['POST', '/update-user', { name: 'x'.repeat(1000) }],
    ['POST', '/update-user', { name: null }],
    ['POST', '/update-user', { name: 'Waypoint Safety Team' }],
    ['POST', '/update-user', { name: 42 }],
    ['POST', '/change-email', { newEmail: 'someone.else@example.org' }],
    ['POST', '/change-password', { currentPassword: 'a', newPassword: 'b'.repeat(12) }],
    ['POST', '/delete-user', {}],
    ['POST', '/update-session', {}],
    ['POST', '/sign-up/email', { email: 'new@example.org', password: 'p'.repeat(12), name: 'New' }],
    ['POST', '/sign-in/email', { email: 'new@example.org', password: 'p'.repeat(12) }],
    ['POST', '/request-password-reset', { email: 'new@example.org' }],
    ['POST', '/link-social', { provider: 'waypoint-demo' }],
    ['POST', '/unlink-account', { providerId: 'waypoint-demo' }],
    ['POST', '/revoke-sessions', {}],
    ['POST', '/get-access-token', { providerId: 'waypoint-demo' }],
    ['GET', '/get-session', undefined],
    ['GET', '/list-sessions', undefined],
    ['GET', '/list-accounts', undefined],
    ['GET', '/account-info', undefined],
    ['POST', '/admin/list-user-sessions', { userId: 'x' }],
  ])('%s %s %j answers 404 and changes nothing', async (method, path, body) => {
    const { client } = await signIn(server, { account: PARENT });
    const response = method === 'GET' ? await client.fetch(`/api/auth${path}`) : await client.json(`/api/auth${path}`, method, body);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'There is no such API endpoint.' } });
    const [user] = await server.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.email, PARENT));
    expect(user).toEqual({ name: 'Pat Morgan', email: PARENT });
    expect(await profileStatus(client)).toBe(200);
  });

  it('still signs in and out, and still shows its error page', async () => {
    const { client } = await signIn(server, { account: PARENT });
    expect((await client.json('/api/auth/sign-out', 'POST', {})).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/auth/error?error=access_denied`)).status).toBe(200);
  });

  it('refuses a body larger than 16 KB before better-auth reads it (413)', async () => {
    const client = new CookieClient(server.baseUrl);
    const response = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      disableRedirect: true,
      padding: 'x'.repeat(17 * 1024),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    const streamed = await client.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ name: 'x'.repeat(64 * 1024) })));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe('complete profile (POST /api/profile)', () => {
  it('needs a signed-in user', async () => {
    const response = await new CookieClient(server.baseUrl).json('/api/profile', 'POST', { fullName: 'A', userType: 'Parent' });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ userType: 'Parent' }, 'fullName'],
    [{ fullName: '   ', userType: 'Parent' }, 'fullName'],
    [{ fullName: 'Pat Morgan' }, 'userType'],
    [{ fullName: 'Pat Morgan', userType: 'Teacher' }, 'userType'],
    [{ fullName: 'Sam Rivera', userType: 'Student' }, 'birthMonth'],
  ])('answers %j with "Please fill out all fields"', async (body, field) => {
    const { client } = await signIn(server, { account: PARENT });
    const response = await client.json('/api/profile', 'POST', body);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(payload.error.code).toBe('validation_failed');
    expect(payload.error.message).toBe('Please fill out all fields');
    expect(payload.error.fields[field]).toBe('Please fill out all fields');
  });

  it('rejects an impossible year of birth', async () => {
    const { client } = await signIn(server, { account: STUDENT });
    const response = await client.json('/api/profile', 'POST', { fullName: 'Sam', userType: 'Student', birthMonth: 3, birthYear: 1700 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.birthYear).toBe(
      'Enter a valid year of birth',
    );
  });

  it('writes fullName, userType, email and createdAt, once', async () => {
    const { client } = await signIn(server, { name: 'Riley Park', email: 'riley@example.org' });
    const response = await client.json('/api/profile', 'POST', {
      fullName: 'Riley Park',
      userType: 'Student',
      birthMonth: 1,
      birthYear: 2008,
    });
    expect(response.status).toBe(201);
    const { profile } = (await response.json()) as { profile: Record<string, string> };
    expect(profile).toMatchObject({ fullName: 'Riley Park', userType: 'Student', email: 'riley@example.org' });
    expect(new Date(profile.createdAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await client.json('/api/profile', 'POST', { fullName: 'Riley', userType: 'Parent' });
    expect(again.status).toBe(409);
    const body = (await (await me(client)).json()) as { profile: { userType: string } };
    expect(body.profile.userType).toBe('Student');
  });

  it('gives a student under 13 no account and removes the identity', async () => {
    const email = 'young.student@example.org';
    const { client } = await signIn(server, { name: 'Young Student', email });
    const now = new Date();
    const response = await client.json('/api/profile', 'POST', {
      fullName: 'Young Student',
      userType: 'Student',
      birthMonth: now.getMonth() + 1,
      birthYear: now.getFullYear() - 10,
    });
    expect(response.status).toBe(403);
    const payload = (await response.json()) as { error: { code: string; message: string } };
    expect(payload.error.code).toBe('under_13');
    expect(payload.error.message).toContain('without an account');
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await profileStatus(client)).toBe(401);
  });

  it('lets a signed-in user edit name and type (PATCH)', async () => {
    const { client } = await signIn(server, { name: 'Casey Lin', email: 'casey@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Casey Lin', userType: 'Parent' });
    const bad = await client.json('/api/profile', 'PATCH', {});
    expect(bad.status).toBe(400);
    const ok = await client.json('/api/profile', 'PATCH', { userType: 'Educator' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { profile: { userType: string } }).profile.userType).toBe('Educator');
  });
});

describe('switching to Student later', () => {
  it('is refused without a month and year of birth on record (no way around the under-13 check)', async () => {
    const { client } = await signIn(server, { name: 'Switch Parent', email: 'switch.parent@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Switch Parent', userType: 'Parent' });
    const response = await client.json('/api/profile', 'PATCH', { userType: 'Student' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.userType).toMatch(/month and year of birth/);
    expect(((await (await client.fetch('/api/profile')).json()) as { profile: { userType: string } }).profile.userType).toBe('Parent');
  });

  it('keeps someone who signed up as a student a Student: Educator and Parent are refused, Student stays allowed', async () => {
    const { client } = await signIn(server, { name: 'Switch Student', email: 'switch.student@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Switch Student', userType: 'Student', birthMonth: 5, birthYear: 2007 });
    expect((await client.json('/api/profile', 'PATCH', { userType: 'Educator' })).status).toBe(403);
    expect((await client.json('/api/profile', 'PATCH', { userType: 'Parent' })).status).toBe(403);
    expect((await client.json('/api/profile', 'PATCH', { userType: 'Student' })).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('ends the session: the old cookie gets 401', async () => {
    const { client } = await signIn(server, { account: STUDENT });
    const oldCookie = client.cookieHeader;
    expect(await profileStatus(client)).toBe(200);
    const out = await client.json('/api/auth/sign-out', 'POST', {});
    expect(out.status).toBe(200);
    expect(await profileStatus(oldCookie)).toBe(401);
    expect(await (await fetch(`${server.baseUrl}/api/me`, { headers: { cookie: oldCookie } })).json()).toEqual({
      user: null,
      profile: null,
    });
  });
});

describe('admin role', () => {
  it('is refused to a user (403) and allowed to an admin (200)', async () => {
    const user = (await signIn(server, { account: STUDENT })).client;
    expect((await user.fetch('/api/admin/users')).status).toBe(403);
    const admin = (await signIn(server, { account: DEMO_ADMIN_EMAIL })).client;
    const response = await admin.fetch('/api/admin/users?pageSize=5');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: unknown[]; total: number; pageSize: number };
    expect(body.pageSize).toBe(5);
    expect(body.total).toBeGreaterThan(1);
    expect((await new CookieClient(server.baseUrl).fetch('/api/admin/users')).status).toBe(401);
  });

  it('is never given by the demo sign-in to a typed e-mail, even one in ADMIN_EMAILS', async () => {
    const typed = (await signIn(server, { name: 'The Principal', email: 'Principal@School.example' })).client;
    expect(((await (await me(typed)).json()) as { user: { role: string } }).user.role).toBe('user');
    expect((await typed.fetch('/api/admin/users')).status).toBe(403);
    const setRole = await typed.json('/api/auth/admin/set-role', 'POST', { userId: 'x', role: 'admin' });
    expect(setRole.status).toBe(404);
  });

  it('cannot be had by typing the demo administrator\'s e-mail into "Use another account"', async () => {
    const client = new CookieClient(server.baseUrl);
    const start = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      disableRedirect: true,
    });
    const chooser = await client.follow(((await start.json()) as { url: string }).url);
    const uid = /interaction\/([^/?#]+)/.exec(chooser.url)![1];
    const response = await client.fetch(`/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'another', name: 'Not Alex', email: DEMO_ADMIN_EMAIL.toUpperCase() }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('That is a demo account: choose it from the list above');
    expect(await profileStatus(client)).toBe(401);
  });

  it('validates the list query', async () => {
    const admin = (await signIn(server, { account: DEMO_ADMIN_EMAIL })).client;
    const response = await admin.fetch('/api/admin/users?page=0&pageSize=1000');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['page', 'pageSize']);
  });
});

describe('admin role with a real provider (configuration re-checked on every request)', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer();
  });
  afterAll(async () => {
    await other?.close();
  });

  /** The same database under another configuration, as after a restart. */
  function restartedWith(extraEnv: Record<string, string>) {
    const env = loadEnv({ NODE_ENV: 'test', BASE_URL: other.baseUrl, LOG_LEVEL: 'silent', ...REAL_PROVIDER, ...extraEnv });
    return { env, app: createApp({ db: other.db, env, logger: pino({ level: 'silent' }), secret: TEST_SECRET }).app };
  }
  // Discovery is fetched lazily, at the first sign-in: never here.
  const REAL_PROVIDER = { OIDC_ISSUER: 'https://id.school.example', OIDC_CLIENT_ID: 'waypoint', OIDC_CLIENT_SECRET: 'district-secret' };

  /** A session as a real provider's sign-in leaves it, with better-auth's signed cookie. */
  async function sessionOf(email: string, role: 'admin' | 'user') {
    const userId = randomUUID();
    const token = randomBytes(24).toString('base64url');
    await other.db.insert(users).values({ id: userId, name: email, email, emailVerified: true, role });
    await other.db.insert(accounts).values({ id: randomUUID(), accountId: email, providerId: 'oidc', userId });
    await other.db.insert(sessions).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 3_600_000) });
    const signature = createHmac('sha256', TEST_SECRET).update(token).digest('base64');
    return { userId, cookie: `waypoint.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
  }

  const roleOn = async (app: Hono<AppEnv>, cookie: string) =>
    ((await (await app.request('/api/me', { headers: { cookie } })).json()) as { user: { role: string } }).user.role;

  it('ends at once when the address is taken out of ADMIN_EMAILS: same cookie, 403, and /api/me says user', async () => {
    const { cookie } = await sessionOf('head@school.example', 'admin');
    const before = restartedWith({ ADMIN_EMAILS: 'Head@School.example' }).app;
    expect((await before.request('/api/admin/users', { headers: { cookie } })).status).toBe(200);
    expect(await roleOn(before, cookie)).toBe('admin');

    const after = restartedWith({ ADMIN_EMAILS: 'someone.else@school.example' }).app;
    expect((await after.request('/api/admin/users', { headers: { cookie } })).status).toBe(403);
    expect(await roleOn(after, cookie)).toBe('user');
  });

  it("is the demo administrator's only while the demo sign-in is on", async () => {
    const { client } = await signIn(other, { account: DEMO_ADMIN_EMAIL });
    expect((await client.fetch('/api/admin/users')).status).toBe(200);
    const real = restartedWith({ ADMIN_EMAILS: '' }).app;
    expect((await real.request('/api/admin/users', { headers: { cookie: client.cookieHeader } })).status).toBe(403);
    expect(await roleOn(real, client.cookieHeader)).toBe('user');
  });

  it('is reconciled at start: stored roles follow the configuration, and demo sign-ins end once the demo is off', async () => {
    const { client: typed } = await signIn(other, { name: 'Typed Principal', email: 'principal@district.example' });
    const { cookie: formerAdmin, userId: formerAdminId } = await sessionOf('former@school.example', 'admin');
    const { cookie: principal, userId: principalId } = await sessionOf('real.principal@school.example', 'user');
    const { env, app } = restartedWith({ ADMIN_EMAILS: 'principal@district.example,real.principal@school.example' });

    const result = await reconcileSignIns(other.db, env);
    expect(result.endedDemoSessions).toBeGreaterThan(0);
    const roleOf = async (id: string) => (await other.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    expect(await roleOf(formerAdminId)).toBe('user');
    expect(await roleOf(principalId)).toBe('admin');
    // The e-mail typed into the demo chooser is in ADMIN_EMAILS now, but that sign-in is over.
    expect((await app.request('/api/admin/users', { headers: { cookie: typed.cookieHeader } })).status).toBe(401);
    expect(await other.db.select().from(accounts).where(eq(accounts.providerId, 'waypoint-demo'))).toHaveLength(0);
    expect((await app.request('/api/admin/users', { headers: { cookie: principal } })).status).toBe(200);
    expect((await app.request('/api/admin/users', { headers: { cookie: formerAdmin } })).status).toBe(403);
  });
});

describe('export and delete my data', () => {
  it('exports everything about the user and nothing secret', async () => {
    const { client } = await signIn(server, { name: 'Morgan Export', email: 'morgan@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Morgan Export', userType: 'Educator' });
    const response = await client.fetch('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const data = JSON.parse(text) as { user: { email: string }; profile: { userType: string }; signInMethods: { provider: string }[] };
    expect(data.user.email).toBe('morgan@example.org');
    expect(data.profile.userType).toBe('Educator');
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'waypoint-demo' })]);
    expect(data).toHaveProperty('progress');
    expect(data).toHaveProperty('savedScholarships');
    expect(text).not.toMatch(/token|password|idToken/i);
  });

  it('deletes the account with every row, and the cookie stops working', async () => {
    const email = 'delete.me@example.org';
    const { client } = await signIn(server, { name: 'Delete Me', email });
    await client.json('/api/profile', 'POST', { fullName: 'Delete Me', userType: 'Parent' });
    const oldCookie = client.cookieHeader;
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const response = await client.fetch('/api/account', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await server.db.select().from(profiles).where(eq(profiles.userId, user!.id))).toHaveLength(0);
    expect(await server.db.select().from(accounts).where(eq(accounts.userId, user!.id))).toHaveLength(0);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect(await profileStatus(oldCookie)).toBe(401);
  });

  it('needs a session', async () => {
    const anonymous = new CookieClient(server.baseUrl);
    expect((await anonymous.fetch('/api/account/export')).status).toBe(401);
    expect((await anonymous.fetch('/api/account', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 past SIGN_INS_PER_MINUTE sign-ins from one address', async () => {
    const limited = await startTestServer({ SIGN_INS_PER_MINUTE: '2' });
    try {
      const client = new CookieClient(limited.baseUrl);
      const start = () =>
        client.json('/api/auth/sign-in/social', 'POST', {
          provider: 'waypoint-demo',
          callbackURL: '/auth/continue',
          disableRedirect: true,
        });
      expect((await start()).status).toBe(200);
      expect((await start()).status).toBe(200);
      expect((await start()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
