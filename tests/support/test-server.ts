import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import { createApp } from '../../src/server/app';
import { DEMO_ACCOUNTS } from '../../src/server/auth/dev-idp-config';
import { loadEnv } from '../../src/server/env';
import { openDatabase } from '../../src/server/db/client';
import { keepConnectionsAlive } from '../../src/server/http/keep-alive';
import { users } from '../../src/server/db/schema';
import { manualClock, type ManualClock } from './manual-clock';
import { createTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/**
 * The real app on a real loopback port, against a fresh database. Sign-in
 * needs a listening server: better-auth fetches the identity provider's
 * discovery, token and keys over HTTP.
 */
export async function startTestServer(extraEnv: Record<string, string> = {}, options: { logger?: Logger; clock?: ManualClock } = {}) {
  const database = await createTestDatabase();
  let listener: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => listener(req, res));
  keepConnectionsAlive(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  // TRUST_PROXY lets each CookieClient present its own address, so per-address rate limits apply per test client.
  const env = loadEnv({ NODE_ENV: 'test', PORT: String(port), BASE_URL: baseUrl, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...extraEnv });
  // A held clock: a rate-limit window never ends mid-test on a slow machine, and no provider deadline fires by itself.
  const clock = options.clock ?? manualClock();
  const { app, auth } = createApp({
    db: database.db,
    env,
    logger: options.logger ?? pino({ level: 'silent' }),
    secret: TEST_SECRET,
    clock,
  });
  listener = getRequestListener(app.fetch) as RequestListener;
  return {
    baseUrl,
    clock,
    app,
    auth,
    env,
    db: database.db,
    databaseUrl: database.url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A second app instance on the same database as `server`: its own connection pool, its own
 * port, the same secret and configuration, like one more replica behind a load balancer.
 */
export async function startSecondInstance(server: Pick<TestServer, 'databaseUrl' | 'clock'>, extraEnv: Record<string, string> = {}) {
  const database = openDatabase(server.databaseUrl, { max: 2 });
  let listener: RequestListener = (_req, res) => res.writeHead(503).end();
  const httpServer = createServer((req, res) => listener(req, res));
  keepConnectionsAlive(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({ NODE_ENV: 'test', PORT: String(port), BASE_URL: baseUrl, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...extraEnv });
  const { app } = createApp({ db: database.db, env, logger: pino({ level: 'silent' }), secret: TEST_SECRET, clock: server.clock });
  listener = getRequestListener(app.fetch) as RequestListener;
  return {
    baseUrl,
    db: database.db,
    async close() {
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await database.close();
    },
  };
}

/*
 * Each client's address, from the documentation range 198.51.100.0/24 (RFC 5737): taken in turn from a random start, so
 * the clients of one test file never share an address (two random picks did, 1 time in 254, and counted as one visitor)
 * and test files running side by side rarely do.
 */
let nextClientHost = Math.floor(Math.random() * 254);
const nextClientIp = () => `198.51.100.${1 + (nextClientHost++ % 254)}`;

/** A minimal cookie-keeping HTTP client, like a browser without JavaScript. */
export class CookieClient {
  private readonly cookies = new Map<string, string>();
  /** Sent as X-Forwarded-For. */
  readonly clientIp = nextClientIp();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.clientIp);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', this.baseUrl);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  json(path: string, method: string, body: unknown): Promise<Response> {
    return this.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  /** Follows redirects (like a browser) and returns the last response. */
  async follow(path: string, init: RequestInit = {}, maxHops = 10): Promise<{ response: Response; url: string }> {
    let response = await this.fetch(path, init);
    let url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    for (let hop = 0; hop < maxHops && response.status >= 300 && response.status < 400; hop++) {
      url = new URL(response.headers.get('location') ?? '/', url).toString();
      response = await this.fetch(url);
    }
    return { response, url };
  }
}

export type ChooserChoice = { account: string } | { name: string; email: string };

/**
 * Signs in through the local identity provider exactly as a browser would:
 * start → authorize → account chooser → callback → session cookie.
 */
export async function signIn(server: Pick<TestServer, 'baseUrl'>, choice: ChooserChoice, callbackURL = '/auth/continue') {
  const client = new CookieClient(server.baseUrl);
  const start = await client.json('/api/auth/sign-in/social', 'POST', {
    provider: 'waypoint-demo',
    callbackURL,
    errorCallbackURL: '/signin',
    disableRedirect: true,
  });
  if (!start.ok) throw new Error(`sign-in start failed: ${start.status} ${await start.text()}`);
  const { url } = (await start.json()) as { url: string };
  const chooser = await client.follow(url);
  const uid = /\/oidc\/interaction\/([^/?#]+)/.exec(chooser.url)?.[1];
  if (!uid) throw new Error(`expected the account chooser, got ${chooser.url}`);
  const form = new URLSearchParams('account' in choice ? { account: choice.account } : { account: 'another', ...choice });
  const finished = await client.follow(`/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { client, landedOn: new URL(finished.url).pathname + new URL(finished.url).search, chooserHtml: await chooser.response.text() };
}

export interface ProfileChoice {
  fullName?: string;
  userType?: 'Student' | 'Parent' | 'Educator';
  /** Students only; the defaults make a student well over 13. */
  birthMonth?: number;
  birthYear?: number;
}

/**
 * Signs in and completes the profile (POST /api/profile), as every user who
 * posts, messages, saves or shares must have done (ADR 0004). The full name
 * defaults to the sign-in name; an account whose profile is already complete
 * (a demo account signed in again) is fine.
 */
export async function signInWithProfile(server: Pick<TestServer, 'baseUrl'>, choice: ChooserChoice, profile: ProfileChoice = {}) {
  const signedIn = await signIn(server, choice);
  const userType = profile.userType ?? 'Parent';
  const accountName =
    'name' in choice ? choice.name : (DEMO_ACCOUNTS.find((account) => account.email === choice.account)?.name ?? 'Demo User');
  const body = {
    fullName: profile.fullName ?? accountName,
    userType,
    ...(userType === 'Student' ? { birthMonth: profile.birthMonth ?? 3, birthYear: profile.birthYear ?? 2005 } : {}),
  };
  const response = await signedIn.client.json('/api/profile', 'POST', body);
  if (response.status !== 201 && response.status !== 409)
    throw new Error(`completing the profile failed: ${response.status} ${await response.text()}`);
  return signedIn;
}

/** Makes an account two days old, past the forum's first-day limits and holds, and returns its user id. */
export async function ageAccount(server: Pick<TestServer, 'db'>, email: string): Promise<string> {
  const [user] = await server.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
}
