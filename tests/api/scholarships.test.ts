import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOLARSHIPS } from '@data/scholarships';
import { searchScholarships } from '@domain/scholarships/search';
import { savedScholarships, users } from '@server/db/schema';
import { exportSavedScholarships } from '@server/features/scholarships/scholarships.service';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Entry = {
  id: string;
  name: string;
  amountMax: number | null;
  usualDeadlineMonth: number | null;
  gradeLevels: string[];
  fields: string[];
  basis: string | null;
  source: { publisher: string; url: string; checked: string };
};
type SearchBody = { items: Entry[]; total: number; page: number; pageSize: number };
type SavedBody = { ids: string[]; items: { scholarship: Entry; savedAt: string }[] };
type PutBody = { saved: { scholarship: Entry; savedAt: string } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let emailCounter = 0;
/** A fresh user per test, so tests do not see each other's saved lists. */
async function newUser(name = 'Scholarship Saver') {
  emailCounter += 1;
  const email = `scholarships.${emailCounter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id };
}

async function search(query: string) {
  const response = await fetch(`${server.baseUrl}/api/scholarships${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

async function saved(client: CookieClient) {
  const response = await client.fetch('/api/scholarships/saved');
  expect(response.status).toBe(200);
  return (await response.json()) as SavedBody;
}

async function save(client: CookieClient, id: string) {
  const response = await client.fetch(`/api/scholarships/saved/${id}`, { method: 'PUT' });
  expect(response.status).toBe(200);
  return (await response.json()) as PutBody;
}

async function unsave(client: CookieClient, id: string) {
  const response = await client.fetch(`/api/scholarships/saved/${id}`, { method: 'DELETE' });
  expect(response.status).toBe(204);
}

describe('GET /api/scholarships', () => {
  it('lists the directory to anyone, first page of 20 by default, in deadline order', async () => {
    const response = await fetch(`${server.baseUrl}/api/scholarships`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as SearchBody;
    expect(body.total).toBe(SCHOLARSHIPS.length);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.items.map((item) => item.id)).toEqual(searchScholarships(SCHOLARSHIPS).items.map((item) => item.id));
    const months = body.items.map((item) => item.usualDeadlineMonth ?? 13);
    expect(months).toEqual([...months].sort((a, b) => a - b));
    // Each entry says where it was confirmed.
    expect(body.items[0]!.source.url).toMatch(/^https:\/\//);
  });

  it('finds by text, case-insensitively, across name and sponsor', async () => {
    const byName = await search('?q=COCA-COLA');
    expect(byName.items.map((item) => item.id)).toContain('coca-cola-scholars');
    const bySponsor = await search('?q=elks');
    expect(bySponsor.items.map((item) => item.id)).toContain('elks-most-valuable-student');
    expect(await search('?q=zzzz-no-such-scholarship')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('applies every filter together', async () => {
    const body = await search('?gradeLevel=high-school-senior&field=stem&minAmount=20000&basis=merit&pageSize=50');
    expect(body.total).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.gradeLevels).toContain('high-school-senior');
      expect(item.fields.some((field) => field === 'stem' || field === 'any')).toBe(true);
      expect(item.amountMax).toBeGreaterThanOrEqual(20_000);
      expect(['merit', 'both']).toContain(item.basis);
    }
    expect(body.items.map((item) => item.id)).toContain('regeneron-science-talent-search');

    const december = await search('?deadlineMonth=12&pageSize=50');
    expect(december.total).toBeGreaterThan(0);
    expect(december.items.every((item) => item.usualDeadlineMonth === 12)).toBe(true);

    const trades = await search('?field=trades&pageSize=50');
    expect(trades.items.map((item) => item.id)).toContain('aws-foundation-welding');
  });

  it('pages without overlap and reports the total on every page', async () => {
    const first = await search('?pageSize=10&page=1');
    const second = await search('?pageSize=10&page=2');
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    const beyond = await search('?pageSize=50&page=99');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(SCHOLARSHIPS.length);
  });

  it('treats empty parameters as not given', async () => {
    const body = await search('?q=&gradeLevel=&minAmount=&page=&pageSize=');
    expect(body.total).toBe(SCHOLARSHIPS.length);
    expect(body.pageSize).toBe(20);
  });

  it.each([
    ['?pageSize=500', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?gradeLevel=unknown', 'gradeLevel'],
    ['?minAmount=-1', 'minAmount'],
    ['?minAmount=lots', 'minAmount'],
    ['?deadlineMonth=13', 'deadlineMonth'],
    ['?basis=luck', 'basis'],
    ['?field=any', 'field'],
    ['?page=0', 'page'],
  ])('answers 400 with a field message for %s', async (query, field) => {
    const response = await fetch(`${server.baseUrl}/api/scholarships${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    expect(body.error.message).toBe(body.error.fields![field]);
  });
});

describe('/api/scholarships/saved', () => {
  it('needs a session for every saved endpoint (401)', async () => {
    const anonymous = new CookieClient(server.baseUrl);
    const responses = [
      await anonymous.fetch('/api/scholarships/saved'),
      await anonymous.fetch('/api/scholarships/saved/coca-cola-scholars', { method: 'PUT' }),
      await anonymous.fetch('/api/scholarships/saved/coca-cola-scholars', { method: 'DELETE' }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe('unauthorized');
    }
    expect(await server.db.select().from(savedScholarships)).toHaveLength(0);
  });

  it('saves, lists and unsaves, each idempotently', async () => {
    const { client } = await newUser();
    expect(await saved(client)).toEqual({ ids: [], items: [] });

    const first = await save(client, 'gates-scholarship');
    expect(first.saved.scholarship.id).toBe('gates-scholarship');
    expect(Date.parse(first.saved.savedAt)).not.toBeNaN();
    const again = await save(client, 'gates-scholarship');
    // A repeated save keeps the original time, so retries cannot reorder the list.
    expect(again.saved.savedAt).toBe(first.saved.savedAt);
    await save(client, 'dell-scholars');

    const list = await saved(client);
    expect(list.ids).toEqual(['gates-scholarship', 'dell-scholars']);
    expect(list.items.map((item) => item.scholarship.name)).toEqual(['The Gates Scholarship', expect.stringContaining('Dell')]);
    const listResponse = await client.fetch('/api/scholarships/saved');
    expect(listResponse.headers.get('cache-control')).toBe('no-store');

    await unsave(client, 'gates-scholarship');
    await unsave(client, 'gates-scholarship');
    expect((await saved(client)).ids).toEqual(['dell-scholars']);
  });

  it('answers 404 for an id that is not in the directory and 400 for one that is not an id', async () => {
    const { client, userId } = await newUser();
    const unknown = await client.fetch('/api/scholarships/saved/not-a-real-scholarship', { method: 'PUT' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.code).toBe('not_found');
    const malformed = await client.fetch('/api/scholarships/saved/Not%20An%20Id', { method: 'PUT' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.fields).toHaveProperty('id');
    expect(await server.db.select().from(savedScholarships).where(eq(savedScholarships.userId, userId))).toHaveLength(0);
  });

  it("keeps each user's list to themselves", async () => {
    const alice = await newUser('Alice');
    const bob = await newUser('Bob');
    await save(alice.client, 'truman-scholarship');
    expect((await saved(bob.client)).ids).toEqual([]);
    // Bob unsaving the same id only touches Bob's (empty) list.
    await unsave(bob.client, 'truman-scholarship');
    expect((await saved(alice.client)).ids).toEqual(['truman-scholarship']);
  });

  it('skips rows for scholarships that left the directory, but still lets them be removed and exported', async () => {
    const { client, userId } = await newUser();
    await save(client, 'goldwater-scholarship');
    await server.db.insert(savedScholarships).values({ userId, scholarshipId: 'retired-scholarship' });
    expect((await saved(client)).ids).toEqual(['goldwater-scholarship']);

    const exported = await exportSavedScholarships(server.db, userId);
    expect(exported).toEqual([
      { scholarshipId: 'goldwater-scholarship', name: expect.stringContaining('Goldwater'), savedAt: expect.any(String) },
      { scholarshipId: 'retired-scholarship', name: null, savedAt: expect.any(String) },
    ]);

    await unsave(client, 'retired-scholarship');
    const left = await server.db
      .select()
      .from(savedScholarships)
      .where(and(eq(savedScholarships.userId, userId), eq(savedScholarships.scholarshipId, 'retired-scholarship')));
    expect(left).toHaveLength(0);
  });

  it("removes the user's saved scholarships when the account is deleted", async () => {
    const { client, userId } = await newUser();
    await save(client, 'coca-cola-scholars');
    await save(client, 'burger-king-scholars');
    expect(await server.db.select().from(savedScholarships).where(eq(savedScholarships.userId, userId))).toHaveLength(2);

    const deleted = await client.fetch('/api/account', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await server.db.select().from(savedScholarships).where(eq(savedScholarships.userId, userId))).toHaveLength(0);
    expect(await exportSavedScholarships(server.db, userId)).toEqual([]);
  });
});
