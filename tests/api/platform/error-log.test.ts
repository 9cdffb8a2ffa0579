import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger';
import { CookieClient, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * A database error is logged as SQL text, error code and route: never the
 * query's parameters, which carry what the user typed and their e-mail address.
 */

let server: TestServer;
const lines: string[] = [];

type LogLine = { level: number; msg: string; route?: string; method?: string; err?: Record<string, unknown> };

beforeAll(async () => {
  // The app's own logger (as main.ts builds it), writing into `lines`.
  server = await startTestServer({}, { logger: createLogger('info', { write: (line: string) => void lines.push(line) }) });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  lines.length = 0;
});

const secretText = 'Only my counselor knows I want to be a pilot';
const secretEmail = 'private.person@example.org';
const feedback = {
  rating: 4,
  category: 'Other',
  message: secretText,
  email: secretEmail,
  usefulness: 7,
  currentTools: 'None',
  featureRequests: 'More',
  willingness_to_pay: 5,
};

async function unhandledErrors(): Promise<LogLine[]> {
  return lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'unhandled error');
}

describe('unhandled database errors in the log', () => {
  it('name the SQL, the error code and the route, and leave out the parameters', async () => {
    // A broken schema: every insert into feedback fails in PostgreSQL.
    await server.db.execute(sql`alter table feedback rename column message to message_gone`);
    try {
      const response = await new CookieClient(server.baseUrl).json('/api/feedback', 'POST', feedback);
      expect(response.status).toBe(500);
    } finally {
      await server.db.execute(sql`alter table feedback rename column message_gone to message`);
    }
    const [entry, ...more] = await unhandledErrors();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ level: 50, method: 'POST', route: '/api/feedback', err: { type: 'DrizzleQueryError', code: '42703' } });
    expect(entry?.err?.sql).toMatch(/^insert into "feedback" .*\$1/);
    expect(entry?.err?.stack).toMatch(/^ {4}at /);
    const log = lines.join('\n');
    expect(log).not.toContain(secretText);
    expect(log).not.toContain(secretEmail);
    expect(log).not.toContain('params');
  });

  it('leave out PostgreSQL details that quote a value', async () => {
    await server.db.execute(sql`create unique index feedback_email_once on feedback (email)`);
    try {
      const client = new CookieClient(server.baseUrl);
      expect((await client.json('/api/feedback', 'POST', feedback)).status).toBe(201);
      // The second one breaks the index; PostgreSQL's detail says "Key (email)=(private.person@…) already exists."
      expect((await client.json('/api/feedback', 'POST', feedback)).status).toBe(500);
    } finally {
      await server.db.execute(sql`drop index feedback_email_once`);
    }
    const [entry] = await unhandledErrors();
    expect(entry?.err).toMatchObject({ code: '23505', constraint: 'feedback_email_once', table: 'feedback' });
    const log = lines.join('\n');
    expect(log).not.toContain(secretEmail);
    expect(log).not.toContain(secretText);
  });

  it('come from better-auth through the same handler, as a JSON 500', async () => {
    await server.db.execute(sql`alter table auth_rate_limits rename column count to count_gone`);
    try {
      const response = await new CookieClient(server.baseUrl).json('/api/auth/sign-in/social', 'POST', {
        provider: 'waypoint-demo',
        callbackURL: '/',
        disableRedirect: true,
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      });
    } finally {
      await server.db.execute(sql`alter table auth_rate_limits rename column count_gone to count`);
    }
    const [entry] = await unhandledErrors();
    // Its first statement is the rate limit's (auth/rate-limit-storage.ts), sent by the driver itself: PostgreSQL's
    // error code, never the key it was given.
    expect(entry).toMatchObject({ route: '/api/auth/*', err: { type: 'DatabaseError', code: '42703' } });
    expect(JSON.stringify(entry)).not.toContain('|/sign-in/social');
  });

  it('say why the driver gave up (a lost database)', async () => {
    const broken = await startTestServer({}, { logger: createLogger('error', { write: (line: string) => void lines.push(line) }) });
    await broken.close(); // its database is gone
    const response = await broken.app.request('/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(feedback),
    });
    expect(response.status).toBe(500);
    const [entry] = await unhandledErrors();
    expect(entry?.err).toMatchObject({ type: 'DrizzleQueryError', cause: expect.stringMatching(/pool/i) });
    expect(lines.join('\n')).not.toContain(secretEmail);
  });
});
