import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createPrivateKey, createPublicKey, randomBytes, sign, verify, type JsonWebKey } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devIdpSigningKey } from '@server/auth/dev-idp';
import { DEMO_ACCOUNTS, DEV_IDP_CLIENT_ID, devIdpClientSecret } from '@server/auth/dev-idp-config';
import { devIdpRecords } from '@server/db/schema';
import { keepConnectionsAlive } from '@server/http/keep-alive';
import { CookieClient, signIn, startSecondInstance, startTestServer, TEST_SECRET, type TestServer } from '@tests/support/test-server';

/*
 * Two app instances on one database behind a round-robin proxy, both with the proxy's address as their
 * BASE_URL (as behind a load balancer): the demo sign-in's requests alternate between them, so each step
 * of the provider finds what the previous step wrote on the other instance.
 */

type Instance = 'A' | 'B';
interface Hop {
  method: string;
  path: string;
  instance: Instance;
  fromBrowser: boolean;
}

let server: TestServer;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
let proxyUrl: string;
const proxyServer = createServer();
const upstreams: Partial<Record<Instance, string>> = {};
const hops: Hop[] = [];
let browserTurn: Instance = 'A';
let lastBrowserInstance: Instance = 'A';

/*
 * The browser's requests (the test client always sends X-Forwarded-For) go to A and B in turn. A request an
 * instance sends to the provider itself (better-auth's token exchange, its fetch of the keys) goes where the
 * browser's request in flight went: so the authorization code, written by the instance that resumed the
 * sign-in, is redeemed on the other one, which received the callback.
 */
const proxyApp = new Hono().all('*', (c) => {
  const url = new URL(c.req.url);
  const fromBrowser = c.req.header('x-forwarded-for') !== undefined;
  let instance = lastBrowserInstance;
  if (fromBrowser) {
    instance = browserTurn;
    lastBrowserInstance = instance;
    browserTurn = instance === 'A' ? 'B' : 'A';
  }
  const upstream = upstreams[instance] ?? upstreams.A;
  if (!upstream) return c.text('starting', 503);
  hops.push({ method: c.req.method, path: url.pathname, instance, fromBrowser });
  return proxy(`${upstream}${url.pathname}${url.search}`, { raw: c.req.raw, redirect: 'manual' });
});

beforeAll(async () => {
  keepConnectionsAlive(proxyServer);
  proxyServer.on('request', getRequestListener(proxyApp.fetch) as RequestListener);
  await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`;
  // Each instance's baseUrl is its own loopback address; BASE_URL, what it calls itself, is the proxy's.
  server = await startTestServer({ BASE_URL: proxyUrl });
  upstreams.A = server.baseUrl;
  second = await startSecondInstance(server, { BASE_URL: proxyUrl });
  upstreams.B = second.baseUrl;
}, 60_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
  proxyServer.closeAllConnections();
  await new Promise<void>((resolve) => proxyServer.close(() => resolve()));
});

const hopsOf = (from: number) => hops.slice(from);
const servedBy = (from: number, test: (hop: Hop) => boolean) => hopsOf(from).filter(test);

describe('the demo sign-in across two instances', () => {
  it.each([
    ['A', DEMO_ACCOUNTS[0]!.email],
    ['B', DEMO_ACCOUNTS[1]!.email],
  ] as const)('completes when its requests alternate between the instances, starting on %s', async (first, email) => {
    browserTurn = first;
    const from = hops.length;
    const { client, landedOn } = await signIn({ baseUrl: proxyUrl }, { account: email });
    expect(landedOn).toBe('/auth/continue');

    // Each browser hop landed on the other instance than the one before it.
    const browserHops = servedBy(from, (hop) => hop.fromBrowser);
    expect(browserHops.length).toBeGreaterThanOrEqual(6);
    expect(browserHops[0]!.instance).toBe(first);
    browserHops.forEach((hop, index) => index > 0 && expect(hop.instance).not.toBe(browserHops[index - 1]!.instance));
    // The provider's steps: the interaction begun on one instance is shown, answered and resumed on the others.
    const authorize = browserHops.find((hop) => hop.path === '/oidc/auth')!;
    const chooser = browserHops.find((hop) => hop.method === 'GET' && hop.path.startsWith('/oidc/interaction/'))!;
    const resume = browserHops.find((hop) => hop.path.startsWith('/oidc/auth/'))!;
    const token = servedBy(from, (hop) => hop.path === '/oidc/token');
    expect(chooser.instance).not.toBe(authorize.instance);
    expect(token).toHaveLength(1);
    expect(token[0]!.instance).not.toBe(resume.instance);

    // One session, accepted by both instances directly.
    for (const base of [upstreams.A!, upstreams.B!]) {
      const me = await fetch(`${base}/api/me`, { headers: { cookie: client.cookieHeader } });
      expect(me.status, base).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    }
  });

  it('keeps the provider state in PostgreSQL: the code is consumed, the interaction gone', async () => {
    const rows = await server.db.select().from(devIdpRecords);
    const codes = rows.filter((row) => row.model === 'AuthorizationCode');
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) expect(code.consumedAt).toBeInstanceOf(Date);
    expect(rows.filter((row) => row.model === 'Interaction')).toEqual([]);
    expect(rows.filter((row) => row.model === 'Session').length).toBeGreaterThanOrEqual(2);
    const [session] = await second.db.select().from(devIdpRecords).where(eq(devIdpRecords.model, 'Session'));
    expect(session?.uid).toEqual(expect.any(String));
  });

  it('an authorization code issued on one instance is redeemed on the other once, and refused the second time', async () => {
    // The client's side of the protocol done by hand, so the code can be sent to either instance's token endpoint.
    const client = new CookieClient(proxyUrl);
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = `${proxyUrl}/api/auth/callback/waypoint-demo`;
    const authorize = new URL(`${proxyUrl}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: DEV_IDP_CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'hand-made',
      nonce: 'hand-made-nonce',
      prompt: 'login',
    }).toString();
    browserTurn = 'A';
    const chooser = await client.follow(authorize.toString());
    const uid = /interaction\/([^/?#]+)/.exec(chooser.url)![1];
    const login = await client.fetch(`/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `account=${encodeURIComponent(DEMO_ACCOUNTS[2]!.email)}`,
    });
    const resume = await client.fetch(login.headers.get('location')!);
    const resumedOn = hops.at(-1)!.instance;
    const code = new URL(resume.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();

    const redeem = (instance: Instance) =>
      fetch(`${upstreams[instance]}/oidc/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${DEV_IDP_CLIENT_ID}:${devIdpClientSecret(TEST_SECRET)}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }).toString(),
      });
    const other: Instance = resumedOn === 'A' ? 'B' : 'A';
    const first = await redeem(other);
    expect(first.status).toBe(200);
    const { id_token: idToken } = (await first.json()) as { id_token: string };

    // Signed on one instance, checked with the keys the other publishes.
    const [header, body, signature] = idToken.split('.') as [string, string, string];
    const { keys } = (await (await fetch(`${upstreams[resumedOn]}/oidc/jwks`)).json()) as { keys: JsonWebKey[] };
    const publicKey = createPublicKey({ key: keys[0]!, format: 'jwk' });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(signed).toBe(true);
    expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toMatchObject({
      iss: `${proxyUrl}/oidc`,
      aud: DEV_IDP_CLIENT_ID,
      nonce: 'hand-made-nonce',
    });

    for (const instance of [resumedOn, other]) {
      const again = await redeem(instance);
      expect(again.status, instance).toBe(400);
      expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
    }
  });
});

describe('one signing key for every instance', () => {
  it('both instances publish the same keys', async () => {
    const [fromA, fromB] = await Promise.all([upstreams.A!, upstreams.B!].map((base) => fetch(`${base}/oidc/jwks`).then((r) => r.text())));
    expect(fromA).toBe(fromB);
    const { keys } = JSON.parse(fromA!) as { keys: { kty: string; crv: string; alg: string; d?: string }[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(keys[0]!.d).toBeUndefined(); // the private part is never published
  });

  it('is derived from the secret: the same secret gives the same key, another secret another key, and it signs', () => {
    const key = devIdpSigningKey(TEST_SECRET);
    expect(devIdpSigningKey(TEST_SECRET)).toEqual(key);
    const other = devIdpSigningKey('another-secret-that-is-long-enough-for-better-auth');
    expect(other.d).not.toBe(key.d);
    expect(other.kid).not.toBe(key.kid);
    const privateKey = createPrivateKey({ key, format: 'jwk' });
    const publicKey = createPublicKey({ key: { kty: key.kty, crv: key.crv, x: key.x, y: key.y }, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('payload'), privateKey);
    expect(verify('sha256', Buffer.from('payload'), publicKey, signature)).toBe(true);
  });
});
