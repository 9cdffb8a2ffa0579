import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '@server/http/cursor';
import { MAX_JSON_DEPTH } from '@server/http/input';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { ageAccount, CookieClient, signIn, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * Hand-made hostile input that used to reach PostgreSQL or a parser and come
 * back as a 500 (security review, finding 8). Each must be a 400 that names
 * what is wrong.
 */

let server: TestServer;
let member: CookieClient;
let admin: CookieClient;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function signedIn(email: string): Promise<CookieClient> {
  const { client } = await signIn(server, { name: 'Casey Input', email });
  const profile = await client.json('/api/profile', 'POST', { fullName: 'Casey Input', userType: 'Parent' });
  expect(profile.status).toBe(201);
  // Two days old, so the forum's new-account limits do not answer first.
  await ageAccount(server, email);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  member = await signedIn('bad.input.member@example.org');
  // With the demo sign-in only its own administrator is admin (ADR 0003).
  admin = (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL })).client;
});
afterAll(async () => {
  await server?.close();
});

async function expect400(response: Response, field?: string): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  const body = JSON.parse(text) as ErrorBody;
  if (field !== undefined) expect(body.error.fields, text).toHaveProperty([field]);
  return body;
}

const feedback = {
  rating: 4,
  category: 'Other',
  message: 'Useful',
  usefulness: 7,
  currentTools: 'None',
  featureRequests: 'More',
  willingness_to_pay: 5,
};
const post = { title: 'Comparing two aid offers', category: 'paying', tags: [], body: 'Which one costs less?' };

describe('NUL and broken characters', () => {
  const bodies: [string, string, string, () => CookieClient, Record<string, unknown>, string][] = [
    [
      'feedback message',
      'POST',
      '/api/feedback',
      () => new CookieClient(server.baseUrl),
      { ...feedback, message: 'Great\u0000site' },
      'message',
    ],
    [
      'feedback answer',
      'POST',
      '/api/feedback',
      () => new CookieClient(server.baseUrl),
      { ...feedback, currentTools: '\u0000' },
      'currentTools',
    ],
    ['forum post title', 'POST', '/api/forum/posts', () => member, { ...post, title: 'Aid\u0000 offers compared' }, 'title'],
    ['forum post body', 'POST', '/api/forum/posts', () => member, { ...post, body: 'Which\u0000one?' }, 'body'],
    ['profile name', 'PATCH', '/api/profile', () => member, { fullName: 'Casey\u0000Input' }, 'fullName'],
    [
      'counselor question',
      'POST',
      '/api/counselor/chat',
      () => new CookieClient(server.baseUrl),
      { message: 'What pays\u0000 well?' },
      'message',
    ],
    [
      'synced progress, nested',
      'PUT',
      '/api/progress',
      () => member,
      { financialExpectations: { value: { monthlyIncome: 1, plannedDebt: 1, level: 'a\u0000' }, updatedAt: 1 } },
      'financialExpectations.value.level',
    ],
    ['a key', 'PUT', '/api/progress', () => member, { 'journeyStarted\u0000': { value: true, updatedAt: 1 } }, 'journeyStarted\u0000'],
    ['a lone surrogate', 'POST', '/api/forum/posts', () => member, { ...post, title: 'Aid offers \ud800 compared' }, 'title'],
    [
      'moderation reason',
      'POST',
      '/api/admin/moderation/actions',
      () => admin,
      { action: 'ban', targetType: 'user', targetId: 'x', reason: 'Spam\u0000' },
      'reason',
    ],
  ];
  it.each(bodies)('in a JSON body (%s) → 400 naming the field', async (_name, method, path, who, body, field) => {
    const response = await who().json(path, method, body);
    const error = await expect400(response, field);
    expect(error.error.code).toBe('validation_failed');
  });

  const queries: [string, () => CookieClient][] = [
    ['/api/forum/posts?q=aid%00offers', () => new CookieClient(server.baseUrl)],
    ['/api/careers?q=nurse%00', () => new CookieClient(server.baseUrl)],
    ['/api/colleges?q=%00state', () => new CookieClient(server.baseUrl)],
    ['/api/scholarships?q=%00', () => new CookieClient(server.baseUrl)],
    ['/api/admin/insights/feedback?q=%00', () => admin],
    ['/api/admin/insights/feedback.csv?q=%00', () => admin],
  ];
  it.each(queries)('in a query (%s) → 400 naming the parameter', async (url, who) => {
    await expect400(await who().fetch(url), 'q');
  });

  it('in a path parameter → 400', async () => {
    await expect400(await new CookieClient(server.baseUrl).fetch('/api/professionals/headshots/%00.webp'), 'path');
    await expect400(await member.fetch('/api/forum/blocks/a%00b', { method: 'PUT' }), 'path');
    await expect400(await member.fetch('/api/safety-contacts/%00', { method: 'DELETE' }), 'path');
  });

  it('in better-auth requests → 400', async () => {
    await expect400(await new CookieClient(server.baseUrl).fetch('/api/auth/get-session?x=%00'), 'x');
    const signInStart = { provider: 'waypoint-demo', callbackURL: '/auth/continue', disableRedirect: true };
    await expect400(
      await new CookieClient(server.baseUrl).json('/api/auth/sign-in/social', 'POST', { ...signInStart, callbackURL: '/auth/\u0000' }),
      'callbackURL',
    );
    expect((await new CookieClient(server.baseUrl).json('/api/auth/sign-in/social', 'POST', signInStart)).status).toBe(200);
  });

  it('ordinary text, emoji and accents pass', async () => {
    const response = await member.json('/api/profile', 'PATCH', { fullName: 'Zoë Ñúñez 👩‍🎓' });
    expect(response.status).toBe(200);
  });
});

describe('deep JSON', () => {
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('5,000 levels in PUT /api/progress → 400', async () => {
    for (const body of [
      `{"quizResult":{"value":${deepArray(5000)},"updatedAt":1}}`,
      `{"quizResult":{"value":${deepObject(5000)},"updatedAt":1}}`,
      deepArray(5000),
    ]) {
      const response = await member.fetch('/api/progress', { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
      const error = await expect400(response);
      expect(error.error.message).toMatch(/nests more than/);
    }
  });

  it('on any JSON route, anonymous too → 400', async () => {
    const response = await new CookieClient(server.baseUrl).fetch('/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepObject(MAX_JSON_DEPTH + 1),
    });
    await expect400(response);
  });

  it('brackets inside strings do not count, and the limit itself passes', async () => {
    const response = await member.json('/api/profile', 'PATCH', { fullName: '[[[[{{{{'.repeat(20) });
    expect(response.status).not.toBe(500);
    const atLimit = await member.fetch('/api/progress', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: `{"premiumGamesResults":{"value":${deepArray(MAX_JSON_DEPTH - 2)},"updatedAt":1}}`,
    });
    expect(atLimit.status).toBe(200);
  });
});

describe('hand-made page cursors', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const bad: [string, string][] = [
    ['not base64 JSON', 'bm90IGpzb24'],
    ['a JSON object', b64({ a: 1 })],
    ['another list kind', encodeCursor('replies', ['2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])],
    ['too few keys', encodeCursor('posts-new', ['2026-01-01T00:00:00.000Z'])],
    ['an id that is not a uuid', encodeCursor('posts-new', ['2026-01-01T00:00:00.000Z', 'not-a-uuid'])],
    ['a NUL in the id', encodeCursor('posts-new', ['2026-01-01T00:00:00.000Z', 'a\u0000'])],
    ['a number for the date', encodeCursor('posts-new', [1, '00000000-0000-4000-8000-000000000000'])],
    ['a year PostgreSQL cannot store', b64(['posts-new', '-271821-04-20T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])],
    ['a loose date string', encodeCursor('posts-new', ['1', '00000000-0000-4000-8000-000000000000'])],
  ];
  it.each(bad)('GET /api/forum/posts with %s → 400', async (_name, cursor) => {
    await expect400(await new CookieClient(server.baseUrl).fetch(`/api/forum/posts?cursor=${cursor}`), 'cursor');
  });

  const badTop: [string, string][] = [
    ['a fractional score', encodeCursor('posts-top', [1.5, '2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])],
    ['a score beyond an integer', encodeCursor('posts-top', [1e300, '2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])],
    ['a score of 2^31', encodeCursor('posts-top', [2 ** 31, '2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])],
  ];
  it.each(badTop)('GET /api/forum/posts?sort=top with %s → 400', async (_name, cursor) => {
    await expect400(await new CookieClient(server.baseUrl).fetch(`/api/forum/posts?sort=top&cursor=${cursor}`), 'cursor');
  });

  it('replies, notifications and the moderation log → 400 too', async () => {
    const created = await member.json('/api/forum/posts', 'POST', post);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const junk = (kind: string) => encodeCursor(kind, ['2026-01-01T00:00:00.000Z', 'x\u0000y']);
    await expect400(await member.fetch(`/api/forum/posts/${id}/replies?cursor=${junk('replies')}`), 'cursor');
    await expect400(await member.fetch(`/api/notifications?cursor=${junk('notifications')}`), 'cursor');
    await expect400(await admin.fetch(`/api/admin/moderation/actions?cursor=${junk('moderation-log')}`), 'cursor');
    const farPast = b64(['notifications', '0000-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']);
    expect((await member.fetch(`/api/notifications?cursor=${farPast}`)).status).toBe(200);
  });

  it('a cursor the server made still pages', async () => {
    await server.db.execute(sql`update forum_posts set created_at = created_at - interval '1 hour'`);
    const second = await member.json('/api/forum/posts', 'POST', { ...post, title: 'Another aid question' });
    expect(second.status).toBe(201);
    for (const sort of ['new', 'active', 'top']) {
      const first = (await (await member.fetch(`/api/forum/posts?sort=${sort}&limit=1`)).json()) as { nextCursor: string | null };
      expect(first.nextCursor).not.toBeNull();
      expect((await member.fetch(`/api/forum/posts?sort=${sort}&limit=1&cursor=${first.nextCursor}`)).status).toBe(200);
    }
  });
});

describe('the local identity provider', () => {
  it('an unknown or expired sign-in step → 400 page, not 500', async () => {
    const visitor = new CookieClient(server.baseUrl);
    const shown = await visitor.fetch('/oidc/interaction/no-such-interaction');
    expect(shown.status).toBe(400);
    expect(shown.headers.get('content-type')).toMatch(/text\/html/);
    expect(await shown.text()).toMatch(/sign-in (step )?(has expired|could not continue)/i);
    for (const action of ['login', 'abort']) {
      const response = await visitor.fetch(`/oidc/interaction/no-such-interaction/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'account=another&name=Sam&email=sam%40example.org',
      });
      expect(response.status).toBe(400);
    }
  });

  it('a NUL in the name typed into the chooser → 400 page', async () => {
    const client = new CookieClient(server.baseUrl);
    const start = await client.json('/api/auth/sign-in/social', 'POST', {
      provider: 'waypoint-demo',
      callbackURL: '/',
      disableRedirect: true,
    });
    const { url } = (await start.json()) as { url: string };
    const chooser = await client.follow(url);
    const uid = /\/oidc\/interaction\/([^/?#]+)/.exec(chooser.url)?.[1];
    const response = await client.fetch(`/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=another&name=Sam%00&email=sam%40example.org',
    });
    expect(response.status).toBe(400);
  });
});
