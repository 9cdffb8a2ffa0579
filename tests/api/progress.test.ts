import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { assessmentStates, users } from '@server/db/schema';
import { exportProgress } from '@server/features/progress/progress.service';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Entry = { value: unknown; updatedAt: number };
type ProgressBody = { state: Record<string, Entry> };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let emailCounter = 0;
/** A fresh user per test, so tests do not see each other's progress. */
async function newUser(name = 'Progress Tester') {
  emailCounter += 1;
  const email = `progress.${emailCounter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id };
}

async function getProgress(client: CookieClient) {
  const response = await client.fetch('/api/progress');
  expect(response.status).toBe(200);
  return ((await response.json()) as ProgressBody).state;
}

async function putProgress(client: CookieClient, state: unknown) {
  const response = await client.json('/api/progress', 'PUT', state);
  expect(response.status).toBe(200);
  return ((await response.json()) as ProgressBody).state;
}

const earlier = Date.now() - 60_000;
const later = Date.now() - 1_000;

describe('GET and PUT /api/progress', () => {
  it('need a session (401)', async () => {
    const anonymous = new CookieClient(server.baseUrl);
    const get = await anonymous.fetch('/api/progress');
    expect(get.status).toBe(401);
    expect(((await get.json()) as ErrorBody).error.code).toBe('unauthorized');
    const put = await anonymous.json('/api/progress', 'PUT', { journeyStarted: { value: true, updatedAt: earlier } });
    expect(put.status).toBe(401);
    expect(await server.db.select().from(assessmentStates)).toHaveLength(0);
  });

  it('start empty and store what a device sends, with its times in ms', async () => {
    const { client } = await newUser();
    expect(await getProgress(client)).toEqual({});
    const sent = {
      journeyStarted: { value: true, updatedAt: earlier },
      quizResult: { value: { topMajors: ['Nursing', 'Accounting'], scores: { social: 4 } }, updatedAt: later },
      financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' }, updatedAt: later },
      collegeQuizResults: { value: [{ name: 'State U' }], updatedAt: earlier },
      premiumGamesResults: { value: [{ game: 'memory-race', score: 70 }], updatedAt: earlier },
    };
    expect(await putProgress(client, sent)).toEqual(sent);
    expect(await getProgress(client)).toEqual(sent);
  });

  it('keep the newer value per key and ignore an older one', async () => {
    const { client } = await newUser();
    await putProgress(client, {
      quizResult: { value: { topMajors: ['Newer'] }, updatedAt: later },
      journeyStarted: { value: false, updatedAt: earlier },
    });
    const merged = await putProgress(client, {
      quizResult: { value: { topMajors: ['Older'] }, updatedAt: earlier },
      journeyStarted: { value: true, updatedAt: later },
      premiumCareerQuizCompleted: { value: true, updatedAt: earlier },
    });
    expect(merged).toEqual({
      quizResult: { value: { topMajors: ['Newer'] }, updatedAt: later },
      journeyStarted: { value: true, updatedAt: later },
      premiumCareerQuizCompleted: { value: true, updatedAt: earlier },
    });
    // A tie keeps what is stored: the same change arriving twice changes nothing.
    const again = await putProgress(client, { quizResult: { value: { topMajors: ['Same time'] }, updatedAt: later } });
    expect(again.quizResult).toEqual({ value: { topMajors: ['Newer'] }, updatedAt: later });
  });

  it('keeps the newest value when devices send at the same moment', async () => {
    const { client } = await newUser();
    const times = [3, 9, 1, 7, 5, 8, 2, 6, 4, 0].map((n) => earlier + n * 1_000);
    await Promise.all(
      times.map((updatedAt) =>
        client.json('/api/progress', 'PUT', { quizResult: { value: { topMajors: [String(updatedAt)] }, updatedAt } }),
      ),
    );
    expect((await getProgress(client)).quizResult).toEqual({ value: { topMajors: [String(earlier + 9_000)] }, updatedAt: earlier + 9_000 });
  });

  it('accepts an empty body as "nothing to merge" and returns the stored copy', async () => {
    const { client } = await newUser();
    await putProgress(client, { journeyStarted: { value: true, updatedAt: earlier } });
    expect(await putProgress(client, {})).toEqual({ journeyStarted: { value: true, updatedAt: earlier } });
  });

  it('brings a time from the future back to now, so a fast clock cannot pin a value', async () => {
    const { client } = await newUser();
    const before = Date.now();
    const merged = await putProgress(client, { journeyStarted: { value: true, updatedAt: Date.now() + 365 * 24 * 3600 * 1000 } });
    expect(merged.journeyStarted!.updatedAt).toBeGreaterThanOrEqual(before);
    expect(merged.journeyStarted!.updatedAt).toBeLessThanOrEqual(Date.now());
    const overwritten = await putProgress(client, { journeyStarted: { value: false, updatedAt: Date.now() + 1 } });
    expect(overwritten.journeyStarted!.value).toBe(false);
  });

  it('reads financialExpectations as the spec does: level defaults to Comfortable, numeric strings are numbers', async () => {
    const { client } = await newUser();
    const merged = await putProgress(client, {
      financialExpectations: { value: { monthlyIncome: '3000', plannedDebt: 12000 }, updatedAt: earlier },
    });
    const expected = { value: { monthlyIncome: 3000, plannedDebt: 12000, level: 'Comfortable' }, updatedAt: earlier };
    expect(merged.financialExpectations).toEqual(expected);
    expect((await getProgress(client)).financialExpectations).toEqual(expected);
  });
});

describe('PUT /api/progress validation', () => {
  async function expectInvalid(client: CookieClient, body: unknown) {
    const response = await client.json('/api/progress', 'PUT', body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.code).toBe('validation_failed');
    return error.fields ?? {};
  }

  it('refuses a device-only or unknown key by name', async () => {
    const { client } = await newUser();
    const fields = await expectInvalid(client, {
      journeyStarted: { value: true, updatedAt: earlier },
      betaNotificationDismissed: { value: true, updatedAt: earlier },
      userFeedback: { value: [], updatedAt: earlier },
      isAdmin: { value: true, updatedAt: earlier },
    });
    expect(Object.keys(fields).sort()).toEqual(['betaNotificationDismissed', 'isAdmin', 'userFeedback']);
    expect(fields.isAdmin).toBe('This key is not part of synced progress.');
    // Nothing of a refused body is stored.
    expect(await getProgress(client)).toEqual({});
  });

  it.each([
    [{ quizResult: { value: { topMajors: 'Nursing' }, updatedAt: 1 } }, 'quizResult.value.topMajors'],
    [{ quizResult: { topMajors: ['Nursing'] } }, 'quizResult.value'],
    [{ journeyStarted: { value: 'true', updatedAt: 1 } }, 'journeyStarted.value'],
    [{ journeyStarted: { value: true } }, 'journeyStarted.updatedAt'],
    [{ journeyStarted: { value: true, updatedAt: -1 } }, 'journeyStarted.updatedAt'],
    [{ journeyStarted: { value: true, updatedAt: 1.5 } }, 'journeyStarted.updatedAt'],
    [{ journeyStarted: { value: true, updatedAt: '2026-01-01' } }, 'journeyStarted.updatedAt'],
    [
      { financialExpectations: { value: { monthlyIncome: 'lots', plannedDebt: 1, level: 'Comfortable' }, updatedAt: 1 } },
      'financialExpectations.value.monthlyIncome',
    ],
    [{ journeyStarted: null }, 'journeyStarted'],
    [[{ journeyStarted: { value: true, updatedAt: 1 } }], '_'],
    [null, '_'],
  ])('answers %j with a message for %s', async (body, field) => {
    const { client } = await newUser();
    const fields = await expectInvalid(client, body);
    expect(fields[field]).toEqual(expect.any(String));
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await newUser();
    const malformed = await client.fetch('/api/progress', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"journeyStarted":',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.code).toBe('bad_request');
    const text = await client.fetch('/api/progress', {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'journeyStarted=true',
    });
    expect(text.status).toBe(415);
  });
});

describe('PUT /api/progress rate limit', () => {
  it('stops a runaway client after 120 writes a minute (429), per user', async () => {
    const { client } = await newUser();
    // Counters use fixed one-minute windows: hold the clock still so all the requests fall in one.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await client.json('/api/progress', 'PUT', {})).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Reading is not limited, and other users are not affected.
    expect((await client.fetch('/api/progress')).status).toBe(200);
    expect((await (await newUser()).client.json('/api/progress', 'PUT', {})).status).toBe(200);
  });
});

describe('ownership', () => {
  it("keeps each user's progress to themselves", async () => {
    const first = await newUser('First User');
    const second = await newUser('Second User');
    await putProgress(first.client, { quizResult: { value: { topMajors: ['Mine'] }, updatedAt: earlier } });

    expect(await getProgress(second.client)).toEqual({});
    // The user comes from the session: a userId in the body is not a key anyone can write.
    const refused = await second.client.json('/api/progress', 'PUT', {
      userId: first.userId,
      quizResult: { value: { topMajors: ['Theirs'] }, updatedAt: later },
    });
    expect(refused.status).toBe(400);
    await putProgress(second.client, { quizResult: { value: { topMajors: ['Theirs'] }, updatedAt: later } });

    expect((await getProgress(first.client)).quizResult!.value).toEqual({ topMajors: ['Mine'] });
    expect((await getProgress(second.client)).quizResult!.value).toEqual({ topMajors: ['Theirs'] });
  });
});

describe('with the account', () => {
  it('is part of the export', async () => {
    const { client, userId } = await newUser();
    await putProgress(client, {
      journeyStarted: { value: true, updatedAt: earlier },
      quizResult: { value: { topMajors: ['Nursing'] }, updatedAt: later },
    });
    expect(await exportProgress(server.db, userId)).toEqual({
      journeyStarted: { value: true, updatedAt: new Date(earlier).toISOString() },
      quizResult: { value: { topMajors: ['Nursing'] }, updatedAt: new Date(later).toISOString() },
    });
  });

  it('is deleted with the account', async () => {
    const { client, userId } = await newUser();
    await putProgress(client, { journeyStarted: { value: true, updatedAt: earlier } });
    expect(await server.db.select().from(assessmentStates).where(eq(assessmentStates.userId, userId))).toHaveLength(1);
    expect((await client.fetch('/api/account', { method: 'DELETE' })).status).toBe(204);
    expect(await server.db.select().from(assessmentStates).where(eq(assessmentStates.userId, userId))).toHaveLength(0);
  });
});
