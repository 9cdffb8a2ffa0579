import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCHOLARSHIPS } from '@data/scholarships';
import * as insightsSchemas from '@domain/analytics/insights';
import * as analyticsSchemas from '@domain/analytics/schemas';
import * as localState from '@domain/progress/local-state';
import * as collegeMatch from '@domain/catalog/college-match';
import * as catalogSchemas from '@domain/catalog/schemas';
import { GAME_IDS } from '@domain/cognitive/assessment';
import * as wordWeaver from '@domain/cognitive/word-weaver';
import * as counselorSchemas from '@domain/counselor/schemas';
import * as feedbackSchemas from '@domain/feedback/schemas';
import * as forumSchemas from '@domain/forum/schemas';
import * as leaderboardProfile from '@domain/leaderboard/profile';
import * as leaderboardSubmission from '@domain/leaderboard/submission';
import * as mentorshipSchemas from '@domain/mentorship/schemas';
import * as notificationSchemas from '@domain/notifications/schemas';
import * as profileSchemas from '@domain/profile/schemas';
import * as scholarshipSchemas from '@domain/scholarships/schemas';
import { users } from '@server/db/schema';
import {
  deepJson,
  encodePart,
  endpointKey,
  fieldNames,
  fuzzCursor,
  fuzzNumber,
  fuzzString,
  fuzzValue,
  listEndpoints,
  mutate,
  type Endpoint,
  type Json,
} from '@tests/support/fuzz';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { CookieClient, signIn, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * Property-based fuzzing of every endpoint the app has (read from app.routes,
 * so a new route is fuzzed without touching this file): hostile bodies, query
 * strings and path parameters, sent anonymously, as a member with a completed
 * profile and as an administrator. Any 5xx, or no answer within 5 s, fails.
 * CI runs FUZZ_RUNS=50 cases per endpoint; `npm run fuzz` runs 1,000.
 * Replay a failure with FUZZ_SEED=<seed printed in the report>.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Replays one endpoint, e.g. FUZZ_ONLY='POST /api/forum/posts' FUZZ_SEED=123. */
const ONLY = process.env.FUZZ_ONLY;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 3);
// Ten seconds: a request that long is a hang; a shorter limit fails correct answers when other work shares the cores.
const REQUEST_TIMEOUT_MS = 10_000;
// With the demo sign-in only its own administrator is admin (ADR 0003).
const ADMIN_EMAIL = DEMO_ADMIN_EMAIL;

type Who = 'anonymous' | 'member' | 'admin';
type SignedIn = Exclude<Who, 'anonymous'>;
interface Identity {
  client: CookieClient;
  id: string;
  /** The session cookie as signed in; a change means the session ended or was swapped (sign-out, impersonation). */
  token: string | undefined;
}

const SESSION_COOKIE = 'waypoint.session_token';

/**
 * A request the server dropped unanswered, as opposed to one it answered (however badly): a kept-alive
 * socket the server had just closed (after an early 413, or its idle timeout on a busy machine) can be
 * picked for the next request. Such a request gets another try.
 */
const dropped = (error: unknown) =>
  error instanceof Error &&
  /terminated|other side closed|ECONNRESET|EPIPE|socket hang up/i.test(
    `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`,
  );

async function retried<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!dropped(error)) throw error;
    return run();
  }
}

let server: TestServer;
let signIns = 0;
let signingIn: Promise<Identity | undefined> = Promise.resolve(undefined);

/** Signs in (a new member each time; the admin by its configured address) and completes the profile. */
async function newIdentity(who: SignedIn): Promise<Identity> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signInAndComplete(who);
    } catch (error) {
      if (attempt === 3 || !dropped(error)) throw error;
    }
  }
}

async function signInAndComplete(who: SignedIn): Promise<Identity> {
  signIns += 1;
  const email = who === 'admin' ? ADMIN_EMAIL : `fuzz.member.${signIns}@example.org`;
  // A fuzzed admin request may have banned this admin; it signs in again as itself.
  await server.db.update(users).set({ banned: false }).where(eq(users.email, email));
  const choice = who === 'admin' ? { account: DEMO_ADMIN_EMAIL } : { name: 'Fuzz Tester', email };
  let signedIn = await signIn(server, choice);
  // On a busy machine a sign-in now and then ends on the error page: try again.
  for (let attempt = 1; attempt < 3 && !signedIn.client.cookie(SESSION_COOKIE); attempt++) signedIn = await signIn(server, choice);
  const { client, landedOn } = signedIn;
  if (!client.cookie(SESSION_COOKIE)) throw new Error(`sign-in as ${email} ended on ${landedOn}`);
  await liftLimits();
  const profile = await client.json('/api/profile', 'POST', { fullName: 'Fuzz Tester', userType: 'Parent' });
  if (profile.status !== 201 && profile.status !== 409)
    throw new Error(`profile for ${email} (signed in on ${landedOn}): ${profile.status} ${await profile.text()}`);
  const me = (await (await client.fetch('/api/me')).json()) as { user: { id: string } | null };
  if (!me.user) throw new Error(`sign-in as ${email} did not give a session`);
  // Two days old: the forum's new-account limits would otherwise refuse most posts.
  await server.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(users.id, me.user.id));
  return { client, id: me.user.id, token: client.cookie(SESSION_COOKIE) };
}

/** One worker's signed-in people; each worker has its own, so one worker's sign-out does not end another's session. */
class Identities {
  private readonly current: Record<SignedIn, Identity | undefined> = { member: undefined, admin: undefined };

  async get(who: SignedIn): Promise<Identity> {
    // One sign-in at a time: workers completing the admin's profile at once would race each other.
    if (!this.current[who]) {
      const next = signingIn.catch(() => undefined).then(() => newIdentity(who));
      signingIn = next;
      this.current[who] = await next;
    }
    return this.current[who];
  }

  /** True when the case ended or swapped the session (sign-out, account deletion, impersonation, a ban): the identity is replaced. */
  async ended(who: SignedIn, status: number): Promise<boolean> {
    const identity = this.current[who];
    if (!identity || (identity.client.cookie(SESSION_COOKIE) === identity.token && status !== 401)) return false;
    const me = await retried(async () => (await identity.client.fetch('/api/me')).json() as Promise<{ user: { id: string } | null }>);
    if (me.user?.id === identity.id) {
      identity.token = identity.client.cookie(SESSION_COOKIE);
      return false;
    }
    this.current[who] = undefined;
    return true;
  }
}

/** After a 429 the next cases should reach the handlers again. */
async function liftLimits() {
  await server.db.execute(sql`delete from rate_limit_buckets`);
  await server.db.execute(sql`update forum_posts set created_at = created_at - interval '1 hour'`);
  await server.db.execute(sql`update forum_replies set created_at = created_at - interval '1 hour'`);
}

/* ---------- what a plausible request carries ---------- */

interface Fixtures {
  postId: string;
  replyId: string;
  victimId: string;
  socCode: string;
  unitId: number;
  cursor: string;
}

const FIELD_NAMES = fieldNames([
  analyticsSchemas,
  insightsSchemas,
  localState,
  collegeMatch,
  catalogSchemas,
  wordWeaver,
  counselorSchemas,
  feedbackSchemas,
  forumSchemas,
  leaderboardProfile,
  leaderboardSubmission,
  mentorshipSchemas,
  notificationSchemas,
  profileSchemas,
  scholarshipSchemas,
]);

const CURSOR_KINDS = ['posts-new', 'posts-active', 'posts-top', 'replies', 'notifications', 'moderation-log'];

function plausibleValues(f: Fixtures): Json[] {
  return [
    f.postId,
    f.replyId,
    f.victimId,
    randomUUID(),
    f.socCode,
    f.unitId,
    String(f.unitId),
    f.cursor,
    SCHOLARSHIPS[0]!.id,
    ...GAME_IDS,
    'me',
    'Student',
    'Parent',
    'careers',
    'new',
    'top',
    'active',
    'practice',
    'scored',
    'spam',
    'post',
    'reply',
    'user',
    'hide',
    'ban',
    'CA',
    '7',
    '2026-01-01',
    '2026-01-01T15:00:00.000Z',
    'waypoint-demo',
    'fuzz.friend@example.org',
    'https://example.org/me',
    '/dashboard',
    'America/New_York',
    mentorshipSchemas.TOPICS[0],
    mentorshipSchemas.INDUSTRIES[0],
  ];
}

/** Path parameters that name something real, by parameter name. */
function paramValues(f: Fixtures): Record<string, string[]> {
  return {
    id: [f.postId, f.replyId, randomUUID(), SCHOLARSHIPS[0]!.id],
    socCode: [f.socCode],
    unitId: [String(f.unitId)],
    game: [...GAME_IDS],
    userId: [f.victimId],
    file: ['0123456789abcdef.webp'],
  };
}

/** Valid (or nearly valid) bodies and queries to mutate, so cases get past validation into the handlers. */
function seeds(f: Fixtures): Record<string, { body?: Json[]; query?: Record<string, string>[] }> {
  const post = { title: 'Comparing two aid offers', category: 'paying', tags: ['fafsa'], body: 'Which one costs less in the end?' };
  const reason = [{ reason: 'Not a good fit for students' }];
  return {
    'POST /api/profile': {
      body: [
        { fullName: 'Fuzz Tester', userType: 'Parent' },
        { fullName: 'Fuzz Student', userType: 'Student', birthMonth: 5, birthYear: 2005 },
      ],
    },
    'PATCH /api/profile': { body: [{ fullName: 'Fuzz Tester' }, { userType: 'Educator' }] },
    'PUT /api/progress': {
      body: [
        {
          journeyStarted: { value: true, updatedAt: 1 },
          financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' }, updatedAt: 2 },
          careerQuizAnswers: { value: { q1: 3 }, updatedAt: 3 },
          cognitiveAssessmentData: { value: { completedGames: ['word-weaver'], combinedScores: { vocabulary: 50 } }, updatedAt: 4 },
        },
      ],
    },
    'POST /api/matches/interests': { body: [{ profile: { R: 3, I: 4, A: 2, S: 5, E: 1, C: 3 } }] },
    'POST /api/matches/colleges': { body: [{ states: ['CA'], maxNetPrice: 20000, majors: ['11.0701'], yearsOfStudy: 4 }] },
    'POST /api/feedback': {
      body: [
        {
          rating: 4,
          category: 'Other',
          message: 'Helpful site',
          email: 'fuzz.feedback@example.org',
          usefulness: 7,
          currentTools: 'None',
          featureRequests: 'More colleges',
          willingness_to_pay: 5,
        },
      ],
    },
    'PUT /api/professionals/me': {
      body: [
        {
          fullName: 'Fuzz Mentor',
          jobTitle: 'Engineer',
          employer: 'Example Corp',
          industry: mentorshipSchemas.INDUSTRIES[0],
          careerSocCode: f.socCode,
          yearsExperience: 10,
          bio: 'I build bridges and like to help students find their way into engineering.',
          workUrl: 'https://example.org/me',
          topics: [mentorshipSchemas.TOPICS[0]],
          timeZone: 'America/New_York',
          availability: [{ weekday: 1, start: '09:00', end: '10:00' }],
          codeOfConductAccepted: true,
        },
      ],
    },
    'POST /api/meetings': {
      body: [
        {
          professionalId: f.victimId,
          startsAt: '2026-01-05T15:00:00.000Z',
          topic: mentorshipSchemas.TOPICS[0],
          questions: 'How did you start?',
        },
      ],
    },
    'POST /api/meetings/:id/actions': {
      body: [{ action: 'decline', reason: 'Busy' }, { action: 'propose', startsAt: '2026-01-05T15:00:00.000Z' }, { action: 'accept' }],
    },
    'POST /api/meetings/:id/messages': { body: [{ body: 'See you then' }] },
    'POST /api/meetings/:id/reports': { body: reason },
    'POST /api/safety-contacts': { body: [{ email: 'fuzz.friend@example.org' }] },
    'POST /api/admin/professionals/:id/reject': { body: reason },
    'POST /api/admin/professionals/:id/suspend': { body: reason },
    'POST /api/notifications/read': { body: [{ all: true }, { ids: [randomUUID()] }] },
    'POST /api/cognitive/word-check': { body: [{ letters: 'abcdest', word: 'bead' }] },
    'POST /api/analytics/events': {
      body: [
        {
          events: [
            { name: 'page_view', path: '/' },
            { name: 'game_finished', path: '/games', props: { game: 'word-weaver' } },
            { name: 'web_vital', path: '/', props: { metric: 'LCP', value: 1200 } },
          ],
        },
      ],
    },
    'POST /api/counselor/chat': {
      body: [
        {
          message: 'Which careers fit me?',
          history: [{ role: 'user', content: 'Hi' }],
          context: {
            interests: { hollandCode: 'IRA', topCareerCodes: [f.socCode] },
            finances: { monthlyIncome: 3000, plannedDebt: 20000 },
          },
        },
      ],
    },
    'POST /api/forum/posts': { body: [post] },
    'PATCH /api/forum/posts/:id': { body: [post] },
    'POST /api/forum/posts/:id/replies': { body: [{ body: 'Look at the net price.' }] },
    'PATCH /api/forum/replies/:id': { body: [{ body: 'Look at the net price.' }] },
    'PUT /api/forum/posts/:id/vote': { body: [{ voted: true }] },
    'PUT /api/forum/replies/:id/vote': { body: [{ voted: true }] },
    'PUT /api/forum/replies/:id/helpful': { body: [{ helpful: true }] },
    'POST /api/forum/reports': { body: [{ targetType: 'post', targetId: f.postId, reason: 'spam', details: 'Advertising' }] },
    'POST /api/admin/moderation/actions': {
      body: [
        { action: 'hide', targetType: 'post', targetId: f.postId, reason: 'Off topic' },
        { action: 'ban', targetType: 'user', targetId: f.victimId, reason: 'Spam' },
      ],
    },
    'PUT /api/leaderboard/profile': { body: [{ optedIn: true, nickname: 'Fuzzy Owl' }, { optedIn: false }] },
    'POST /api/leaderboard/scores': {
      body: [
        {
          game: 'word-weaver',
          letters: 'abcdest',
          words: ['bead'],
          attempts: 3,
          possibleWords: 40,
          durationMs: 60000,
          wordsFound: 1,
          averageWordLength: 4,
          longestWord: 'bead',
        },
      ],
    },
    'POST /api/auth/sign-in/social': {
      body: [{ provider: 'waypoint-demo', callbackURL: '/auth/continue', errorCallbackURL: '/signin', disableRedirect: true }],
    },
    'POST /api/auth/update-user': { body: [{ name: 'Fuzz Tester' }] },
    'GET /api/forum/posts': {
      query: [
        { q: 'aid offers', sort: 'top', category: 'paying', tag: 'fafsa', limit: '5' },
        { sort: 'new', cursor: f.cursor },
      ],
    },
    'GET /api/careers': { query: [{ q: 'engineer', area: 'I', minPay: '30000', maxPay: '90000', sort: 'pay', page: '2', pageSize: '5' }] },
    'GET /api/colleges': { query: [{ q: 'state', state: 'CA,OR', sort: 'netPrice', maxNetPrice: '30000' }] },
    'GET /api/scholarships': { query: [{ q: 'nursing', gradeLevel: 'high-school', minAmount: '500', deadlineMonth: '3', page: '1' }] },
    'GET /api/professionals': { query: [{ career: f.socCode, weekday: '2', page: '1', pageSize: '5' }] },
    'GET /api/admin/insights/usage': { query: [{ days: '30' }, { from: '2026-01-01', to: '2026-01-31' }] },
    'GET /api/admin/insights/feedback': { query: [{ q: 'colleges', from: '2026-01-01', to: '2026-01-31', rating: '4', page: '1' }] },
    'GET /api/cognitive/letter-set': { query: [{ mode: 'practice' }] },
  };
}

/* ---------- one case ---------- */

interface Case {
  who: Who;
  params: string[];
  query: string;
  body: string | undefined;
  contentType: string;
  /** Each case its own client address, so per-address limits do not block the handlers. */
  ip: string;
  /** 0-9: an endpoint that ends sessions is sent signed in only when this is 0, as signing in again is slow. */
  share: number;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)(?:\{[^}]*\})?\??/g)].map((match) => match[1]!);

function fillPath(path: string, values: readonly string[]): string {
  let index = 0;
  return path.replace(/\/:(\w+)(?:\{[^}]*\})?(\?)?/g, (_match, _name: string, optional: string | undefined) => {
    const value = values[index++] ?? '';
    return optional && value === '' ? '' : `/${value}`;
  });
}

function caseArbitrary(endpoint: Endpoint, f: Fixtures, learned: readonly string[]): fc.Arbitrary<Case> {
  const plausible = plausibleValues(f);
  const plausibleText = plausible.map(String);
  const seed = seeds(f)[endpointKey(endpoint)] ?? {};
  const names = [...new Set([...learned, ...FIELD_NAMES])];
  const routeNames = learned.length ? learned : names;

  const named = paramValues(f);
  const param = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(named[name] ?? plausibleText)).map(encodePart) },
      { weight: 2, arbitrary: fuzzString.map(encodePart) },
      { weight: 1, arbitrary: fc.constantFrom('%00', '..', '%2e%2e', '%2F', '%', '%ZZ', '%ED%A0%80', 'a%00b', '') },
    );
  const queryValue = fc.oneof(fuzzString, fuzzNumber.map(String), fc.constantFrom(...plausibleText));
  const pairs = (entries: [string, string][]) => entries.map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`).join('&');
  const queries: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fuzzString }), queryValue), {
          maxLength: 5,
        })
        .map(pairs),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom('new', 'active', 'top'), fuzzCursor(CURSOR_KINDS, plausible)).map(([sort, cursor]) =>
        pairs([
          ['sort', sort],
          ['cursor', cursor],
        ]),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%ED%A0%80',
        '&&&',
        '=',
        'a[]=1&a[]=2',
        'q=%00',
        'q=a%00b',
        'cursor=%00',
        'page=1e400',
        'page=-0',
      ),
    },
  ];
  if (seed.query?.length) {
    const seeded = fc
      .constantFrom(...seed.query)
      .chain((query) =>
        fc
          .tuple(
            ...Object.entries(query).map(([key, value]) =>
              fc
                .oneof(
                  { weight: 2, arbitrary: fc.constant(value) },
                  { weight: 1, arbitrary: key === 'cursor' ? fuzzCursor(CURSOR_KINDS, plausible) : queryValue },
                )
                .map((v): [string, string] => [key, v]),
            ),
          )
          .map(pairs),
      );
    queries.push({ weight: 5, arbitrary: seeded });
  }

  const stringify = (value: Json) => JSON.stringify(value);
  const bodies: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...routeNames), fuzzValue(plausible), { maxKeys: 8 }).map(stringify) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 6_000 }), fc.constantFrom('array' as const, 'object' as const))
        .map(([depth, kind]) => deepJson(depth, kind)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...routeNames), fc.integer({ min: 30, max: 6_000 }))
        .map(([name, depth]) => `{${JSON.stringify(name)}:${deepJson(depth, 'array')}}`),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string(),
        fc.constantFrom('{', '{"a":', '[1,', '"\\u0000"', '{"a":"\\ud800"}', '\u0000', '{"__proto__":{"polluted":1}}'),
      ),
    },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ big: 'x'.repeat(300 * 1024) })) },
  ];
  if (seed.body?.length)
    bodies.push({
      weight: 8,
      arbitrary: fc
        .constantFrom(...seed.body)
        .chain((value) => mutate(value, plausible))
        .map(stringify),
    });

  return fc.record({
    who: fc.constantFrom<Who>('anonymous', 'member', 'admin'),
    params: fc.tuple(...paramNames(endpoint.path).map(param)),
    query: fc.oneof(...queries),
    body: endpoint.method === 'GET' ? fc.constant(undefined) : fc.oneof(...bodies),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/merge-patch+json',
        ),
      },
    ),
    ip: fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 })).map(([a, b]) => `10.${a}.${b}.7`),
    share: fc.integer({ min: 0, max: 9 }),
  });
}

type Outcome = { status: number; text: string } | { failure: string };

async function sendOnce(client: CookieClient, endpoint: Endpoint, c: Case): Promise<{ status: number; text: string }> {
  const url = `${fillPath(endpoint.path, c.params)}${c.query ? `?${c.query}` : ''}`;
  const headers: Record<string, string> = { 'x-forwarded-for': c.ip };
  if (c.body !== undefined) headers['content-type'] = c.contentType;
  const response = await client.fetch(url, {
    method: endpoint.method,
    headers,
    body: c.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // A stream (the counselor types its answer slowly) has answered once its status is in.
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

async function send(client: CookieClient, endpoint: Endpoint, c: Case): Promise<Outcome> {
  const started = performance.now();
  try {
    return await retried(() => sendOnce(client, endpoint, c));
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const ms = Math.round(performance.now() - started);
    return {
      failure:
        name === 'TimeoutError'
          ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
          : `request failed after ${ms} ms: ${String(error)}${cause}`,
    };
  }
}

/* ---------- the run ---------- */

interface Failure {
  endpoint: string;
  seed: number;
  problem: string;
  counterexample: string;
}

let fixtures: Fixtures;
const serverErrors: string[] = [];

beforeAll(async () => {
  // The server's error log lines are kept, to show beside a failure.
  const logger = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line.slice(0, 2000)) });
  server = await startTestServer({ SIGN_INS_PER_MINUTE: '100000' }, { logger });
  const victim = await newIdentity('member');
  const created: string[] = [];
  for (const title of ['First fuzz fixture post', 'Second fuzz fixture post']) {
    const response = await victim.client.json('/api/forum/posts', 'POST', {
      title,
      category: 'careers',
      tags: [],
      body: 'A post for the fuzzer to find.',
    });
    if (response.status !== 201) throw new Error(`fixture post: ${response.status} ${await response.text()}`);
    created.push(((await response.json()) as { id: string }).id);
    await liftLimits();
  }
  const reply = await victim.client.json(`/api/forum/posts/${created[0]}/replies`, 'POST', { body: 'A reply for the fuzzer.' });
  if (reply.status !== 201) throw new Error(`fixture reply: ${reply.status} ${await reply.text()}`);
  const list = (await (await victim.client.fetch('/api/forum/posts?limit=1')).json()) as { nextCursor: string };
  const careers = (await (await victim.client.fetch('/api/careers?pageSize=1')).json()) as { items: { socCode: string }[] };
  const colleges = (await (await victim.client.fetch('/api/colleges?pageSize=1')).json()) as { items: { unitId: number }[] };
  fixtures = {
    postId: created[0]!,
    replyId: ((await reply.json()) as { id: string }).id,
    victimId: victim.id,
    socCode: careers.items[0]!.socCode,
    unitId: colleges.items[0]!.unitId,
    cursor: list.nextCursor,
  };
});

afterAll(async () => {
  await server?.close();
});

/** The field names a route reports when sent nothing: its required body or query fields. */
async function learnFieldNames(admin: Identity, endpoint: Endpoint): Promise<string[]> {
  const url = fillPath(
    endpoint.path,
    paramNames(endpoint.path).map(() => randomUUID()),
  );
  const init: RequestInit =
    endpoint.method === 'GET' ? {} : { method: endpoint.method, headers: { 'content-type': 'application/json' }, body: '{}' };
  const response = await admin.client.fetch(url, init).catch(() => undefined);
  if (response?.status !== 400) return [];
  const body = (await response.json().catch(() => ({}))) as { error?: { fields?: Record<string, string> } };
  return Object.keys(body.error?.fields ?? {})
    .map((key) => key.split('.')[0]!)
    .filter((key) => key !== '_');
}

interface Totals {
  cases: number;
  statuses: Map<number, number>;
  failures: Failure[];
  seconds: Map<string, number>;
}

async function fuzzEndpoint(endpoint: Endpoint, people: Identities, totals: Totals) {
  const started = performance.now();
  const learned = await learnFieldNames(await people.get('admin'), endpoint);
  let endsSessions = false;
  let lastProblem = '';
  const property = fc.asyncProperty(caseArbitrary(endpoint, fixtures, learned), async (c) => {
    totals.cases += 1;
    const who = endsSessions && c.share !== 0 ? 'anonymous' : c.who;
    const client = who === 'anonymous' ? new CookieClient(server.baseUrl) : (await people.get(who)).client;
    const outcome = await send(client, endpoint, c);
    if ('failure' in outcome) {
      lastProblem = outcome.failure;
      return false;
    }
    totals.statuses.set(outcome.status, (totals.statuses.get(outcome.status) ?? 0) + 1);
    if (outcome.status === 429) await liftLimits();
    if (who !== 'anonymous' && (await people.ended(who, outcome.status))) endsSessions = true;
    if (outcome.status >= 500) {
      lastProblem = `${outcome.status} ${outcome.text.slice(0, 300)}`;
      return false;
    }
    return true;
  });
  const details = await fc.check(property, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
  if (details.failed) {
    totals.failures.push({
      endpoint: endpointKey(endpoint),
      seed: details.seed,
      problem: lastProblem,
      counterexample: JSON.stringify(details.counterexample).slice(0, 600),
    });
  }
  totals.seconds.set(endpointKey(endpoint), (performance.now() - started) / 1000);
}

it(
  `answers every endpoint's hostile input with a 4xx, never a 5xx or a hang (${RUNS} cases per endpoint)`,
  async () => {
    const started = performance.now();
    const all = listEndpoints(server.app.routes, server.auth.api);
    expect(all.length).toBeGreaterThan(50);
    const endpoints = ONLY ? all.filter((endpoint) => endpointKey(endpoint).includes(ONLY)) : all;
    const totals: Totals = { cases: 0, statuses: new Map(), failures: [], seconds: new Map() };
    // A few endpoints at a time, so one's database waits overlap another's work.
    const queue = [...endpoints];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const people = new Identities();
        for (let endpoint = queue.shift(); endpoint; endpoint = queue.shift()) await fuzzEndpoint(endpoint, people, totals);
      }),
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...totals.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const slowest = [...totals.seconds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([key, s]) => `${key} ${s.toFixed(1)} s`)
      .join(', ');
    console.log(
      `fuzz: ${endpoints.length} endpoints × ${RUNS} cases = ${totals.cases} cases in ${seconds} s, ${totals.failures.length} failing endpoints, ${signIns} sign-ins\n` +
        `statuses: ${byStatus}\nslowest: ${slowest}`,
    );
    const report = totals.failures.map((f) => `${f.endpoint} (FUZZ_SEED=${f.seed}): ${f.problem}\n  ${f.counterexample}`).join('\n');
    expect(totals.failures, `${report}\nserver errors:\n${serverErrors.slice(-10).join('')}`).toEqual([]);
  },
  RUNS * 8_000 + 240_000,
);
