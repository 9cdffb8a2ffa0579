import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { CookieClient, signIn, startTestServer, TEST_SECRET, type TestServer } from '@tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    const response = await server.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/site', () => {
  it('says who runs the installation, or null when the deployer has not said', async () => {
    const response = await server.app.request('/api/site');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ operatorName: null, operatorEmail: null });
    const configured = await startTestServer({
      OPERATOR_NAME: 'Springfield Public Schools',
      OPERATOR_EMAIL: 'privacy@springfield.example',
    });
    try {
      const answer = await configured.app.request('/api/site');
      expect(await answer.json()).toEqual({ operatorName: 'Springfield Public Schools', operatorEmail: 'privacy@springfield.example' });
    } finally {
      await configured.close();
    }
  });
});

describe('compression of API answers', () => {
  it('names Accept-Encoding in Vary once, compressed or not', async () => {
    const small = await server.app.request('/api/site');
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(small.headers.get('content-encoding')).toBeNull();
    const large = await server.app.request('/api/majors', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    const plain = await server.app.request('/api/majors');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
  });
});

describe('security headers', () => {
  it('are on every response, with a strict CSP and no X-Powered-By', async () => {
    for (const path of ['/api/health', '/api/nope', '/dashboard']) {
      const response = await server.app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull(); // plain http here
    }
  });

  it('adds HSTS when the app is served over https', async () => {
    const https = await startTestServer({ BASE_URL: 'https://waypoint.example.org', DEV_IDP: 'on' });
    try {
      const response = await https.app.request('/api/health');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('changes come only from our own pages (Origin, Sec-Fetch-Site)', () => {
  const crossSite = (body: { error: { code: string; message: string } }) => {
    expect(body.error.code).toBe('cross_site_request');
    expect(body.error.message).toMatch(/another site/);
  };

  it('refuses a state-changing request from another origin, or marked cross-site, with a clear 403', async () => {
    const { client } = await signIn(server, { name: 'Origin Tester', email: 'origin@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Origin Tester', userType: 'Parent' });
    const patch = (headers: Record<string, string>) =>
      client.fetch('/api/profile', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ userType: 'Educator' }),
      });
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: server.baseUrl.replace('127.0.0.1', 'localhost') },
      { origin: server.baseUrl, 'sec-fetch-site': 'cross-site' },
      { origin: server.baseUrl, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const response = await patch(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      crossSite((await response.json()) as { error: { code: string; message: string } });
    }
    expect(((await (await client.fetch('/api/profile')).json()) as { profile: { userType: string } }).profile.userType).toBe('Parent');
    // The same request from our own page goes through.
    expect((await patch({ origin: server.baseUrl, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('covers better-auth too, and lets reads and header-less clients through', async () => {
    const { client } = await signIn(server, { name: 'Sign Out Tester', email: 'signout@example.org' });
    const out = await client.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(out.status).toBe(403);
    crossSite((await out.json()) as { error: { code: string; message: string } });
    expect((await client.fetch('/api/profile')).status).toBe(200);
    expect((await client.fetch('/api/me', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(
      200,
    );
    // No Origin and no Sec-Fetch-Site (curl, tests): not refused as cross-site.
    expect(
      (await server.app.request('/api/profile', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(401);
  });

  it('refuses a cross-site form posting an empty body to an admin action', async () => {
    const { client: admin } = await signIn(server, { account: DEMO_ADMIN_EMAIL });
    const approve = `/api/admin/professionals/${randomUUID()}/approve`;
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '',
    };
    expect((await admin.fetch(approve, form)).status).toBe(403);
  });
});

describe('bad requests get a clear 4xx, never a 5xx', () => {
  it('malformed JSON → 400', async () => {
    const { client } = await signIn(server, { name: 'Json Tester', email: 'json@example.org' });
    const response = await client.fetch('/api/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fullName": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(/JSON/i);
  });

  it('wrong content type → 415', async () => {
    const { client } = await signIn(server, { name: 'Form Tester', email: 'form@example.org' });
    const response = await client.fetch('/api/profile', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'fullName=x' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });

  it('a form or text content type → 415 even with an empty body', async () => {
    const { client: admin } = await signIn(server, { account: DEMO_ADMIN_EMAIL });
    const approve = `/api/admin/professionals/${randomUUID()}/approve`;
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const response = await admin.fetch(approve, { method: 'POST', headers: { 'content-type': type }, body: '' });
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    }
    // Without a body and without a content type the action still runs (here: no such professional).
    expect((await admin.fetch(approve, { method: 'POST' })).status).toBe(404);
  });

  it('oversized body → 413', async () => {
    const { client } = await signIn(server, { name: 'Big Tester', email: 'big@example.org' });
    const response = await client.fetch('/api/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'x'.repeat(400 * 1024), userType: 'Parent' }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('a JSON array or scalar → 400 with field messages', async () => {
    const { client } = await signIn(server, { name: 'Array Tester', email: 'array@example.org' });
    for (const body of ['[]', '42', 'null']) {
      const response = await client.fetch('/api/profile', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(400);
    }
  });

  it('unknown API path → 404 JSON', async () => {
    const response = await server.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'There is no such API endpoint.' } });
  });

  it('an exception inside a handler → plain 500 without internals', async () => {
    const { client } = await signIn(server, { name: 'Closed Db', email: 'closed@example.org' });
    const broken = await startTestServer();
    await broken.close(); // its database is gone
    const response = await broken.app.request('/api/me', { headers: { cookie: client.cookieHeader } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    expect(text).not.toMatch(/stack|at |pg|postgres/i);
  });
});

describe('our own rate limits', () => {
  it('answer 429 with Retry-After once a user exceeds them, counted in the database', async () => {
    const { client } = await signIn(server, { name: 'Busy Editor', email: 'busy@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Busy Editor', userType: 'Parent' });
    let last: Response | undefined;
    // The windows are fixed (a minute each): twice the limit plus one overflows a window even if the loop crosses a boundary.
    for (let i = 0; i < 41; i++) {
      last = await client.json('/api/profile', 'PATCH', { fullName: `Busy Editor ${i}` });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await server.db.execute<{ n: number }>(
      (await import('drizzle-orm')).sql`select count(*)::int as n from rate_limit_buckets`,
    );
    expect(rows.rows[0]?.n).toBeGreaterThan(0);
  });

  it('key a visitor by a keyed hash of the address: not a plain SHA-256 of it, the same for the same address', async () => {
    const fresh = await startTestServer();
    try {
      const ask = (app: typeof fresh.app, ip: string) =>
        app.request('/api/matches/interests', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: '{}',
        });
      const keys = async () =>
        (await fresh.db.execute<{ key: string; count: number }>(sql`select key, count from rate_limit_buckets order by key`)).rows as {
          key: string;
          count: number;
        }[];
      const ip = '198.51.100.77';
      await ask(fresh.app, ip);
      await ask(fresh.app, ip);
      const [row, ...others] = await keys();
      expect(others).toEqual([]);
      expect(row?.count).toBe(2); // the same address, the same counter
      const sha256 = (text: string, encoding: 'hex' | 'base64url') => createHash('sha256').update(text).digest(encoding);
      for (const plain of [ip, `ip:${ip}`, `matches:ip:${ip}`]) {
        expect(row?.key).not.toBe(sha256(plain, 'base64url'));
        expect(row?.key).not.toBe(sha256(plain, 'hex'));
      }
      expect(row?.key).not.toContain(ip);
      await ask(fresh.app, '198.51.100.78');
      expect(await keys()).toHaveLength(2);
      // Keyed: the same address under another secret is another key.
      const otherSecret = createApp({
        db: fresh.db,
        env: fresh.env,
        logger: pino({ level: 'silent' }),
        secret: `${TEST_SECRET}-other`,
      }).app;
      await ask(otherSecret, ip);
      expect(await keys()).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });

  it('do not touch other users', async () => {
    const other = new CookieClient(server.baseUrl);
    expect((await other.fetch('/api/me')).status).toBe(200);
  });
});
