import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { SAVED_LIST_LIMIT } from '@domain/saved-lists/schemas';
import { savedCareers, savedColleges, users } from '@server/db/schema';
import { CookieClient, signIn, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type SavedCareers = { ids: string[]; items: { career: { socCode: string; title: string; medianPay: number | null }; savedAt: string }[] };
type SavedColleges = {
  ids: number[];
  items: { college: { unitId: number; name: string; averageNetPrice: number | null; source: { name: string } }; savedAt: string }[];
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const [ELECTRICIANS, PLUMBERS] = CAREERS;
const [COLLEGE_A, COLLEGE_B] = COLLEGES;

let counter = 0;
/** A fresh user per test, so tests do not see each other's lists. */
async function newUser() {
  counter += 1;
  const email = `saved.lists.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name: 'List Saver', email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id };
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const put = (client: CookieClient, path: string) => client.fetch(`/api/saved/${path}`, { method: 'PUT' });
const del = (client: CookieClient, path: string) => client.fetch(`/api/saved/${path}`, { method: 'DELETE' });

describe('saved careers', () => {
  it('saves, lists (oldest first, with the catalog figures) and removes', async () => {
    const { client } = await newUser();
    expect(await json<SavedCareers>(await client.fetch('/api/saved/careers'))).toEqual({ ids: [], items: [] });

    const first = await json<{ saved: SavedCareers['items'][number] }>(await put(client, `careers/${ELECTRICIANS!.socCode}`));
    expect(first.saved.career).toMatchObject({
      socCode: ELECTRICIANS!.socCode,
      title: ELECTRICIANS!.title,
      medianPay: ELECTRICIANS!.medianPay,
    });
    await json(await put(client, `careers/${PLUMBERS!.socCode}`));

    const response = await client.fetch('/api/saved/careers');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = await json<SavedCareers>(response);
    expect(list.ids).toEqual([ELECTRICIANS!.socCode, PLUMBERS!.socCode]);
    expect(list.items[0]!.career.title).toBe(ELECTRICIANS!.title);

    expect((await del(client, `careers/${ELECTRICIANS!.socCode}`)).status).toBe(204);
    expect((await json<SavedCareers>(await client.fetch('/api/saved/careers'))).ids).toEqual([PLUMBERS!.socCode]);
    // Removing again (or something never saved) is not an error.
    expect((await del(client, `careers/${ELECTRICIANS!.socCode}`)).status).toBe(204);
  });

  it('is idempotent: saving twice keeps one row and the first savedAt', async () => {
    const { client, userId } = await newUser();
    const first = await json<{ saved: { savedAt: string } }>(await put(client, `careers/${ELECTRICIANS!.socCode}`));
    const second = await json<{ saved: { savedAt: string } }>(await put(client, `careers/${ELECTRICIANS!.socCode}`));
    expect(second.saved.savedAt).toBe(first.saved.savedAt);
    expect(await server.db.select().from(savedCareers).where(eq(savedCareers.userId, userId))).toHaveLength(1);
  });

  it('answers a malformed code with 400 and the field message, an unknown one with 404', async () => {
    const { client } = await newUser();
    const bad = await json<ErrorBody>(await put(client, 'careers/software'), 400);
    expect(bad.error.code).toBe('validation_failed');
    expect(bad.error.fields).toEqual({ socCode: 'Use an O*NET-SOC code like 15-1252.00' });
    expect((await json<ErrorBody>(await del(client, 'careers/software'), 400)).error.fields).toHaveProperty('socCode');
    const unknown = await json<ErrorBody>(await put(client, 'careers/99-9999.99'), 404);
    expect(unknown.error.message).toBe('No career with that code was found.');
  });

  it(`refuses a new save beyond ${SAVED_LIST_LIMIT} with 409, but re-saving one already saved still works`, async () => {
    const { client, userId } = await newUser();
    const codes = CAREERS.slice(0, SAVED_LIST_LIMIT).map((career) => career.socCode);
    await server.db.insert(savedCareers).values(codes.map((socCode) => ({ userId, socCode })));
    const full = await json<ErrorBody>(await put(client, `careers/${CAREERS[SAVED_LIST_LIMIT]!.socCode}`), 409);
    expect(full.error.message).toBe(`You can save up to ${SAVED_LIST_LIMIT} careers. Remove one from your profile to save another.`);
    // Coded, so the web app says it in the reader's language.
    expect(full.error).toMatchObject({ code: 'saved-lists.full', values: { limit: SAVED_LIST_LIMIT, kind: 'careers' } });
    await json(await put(client, `careers/${codes[0]}`));
    expect((await json<SavedCareers>(await client.fetch('/api/saved/careers'))).ids).toHaveLength(SAVED_LIST_LIMIT);
  });
});

describe('saved colleges', () => {
  it('saves, lists with net price and source, is idempotent and removes', async () => {
    const { client, userId } = await newUser();
    const saved = await json<{ saved: SavedColleges['items'][number] }>(await put(client, `colleges/${COLLEGE_A!.unitId}`));
    expect(saved.saved.college).toMatchObject({
      unitId: COLLEGE_A!.unitId,
      name: COLLEGE_A!.name,
      averageNetPrice: COLLEGE_A!.averageNetPrice,
    });
    expect(saved.saved.college.source.name).toBe(COLLEGE_A!.source.name);
    await json(await put(client, `colleges/${COLLEGE_A!.unitId}`));
    await json(await put(client, `colleges/${COLLEGE_B!.unitId}`));
    expect((await json<SavedColleges>(await client.fetch('/api/saved/colleges'))).ids).toEqual([COLLEGE_A!.unitId, COLLEGE_B!.unitId]);
    expect(await server.db.select().from(savedColleges).where(eq(savedColleges.userId, userId))).toHaveLength(2);

    expect((await del(client, `colleges/${COLLEGE_A!.unitId}`)).status).toBe(204);
    expect((await json<SavedColleges>(await client.fetch('/api/saved/colleges'))).ids).toEqual([COLLEGE_B!.unitId]);
  });

  it('answers bad ids with 400 and the field message, an unknown id with 404', async () => {
    const { client } = await newUser();
    for (const id of ['abc', '0', '-5', '1.5', '99999999999']) {
      const bad = await json<ErrorBody>(await put(client, `colleges/${id}`), 400);
      expect(bad.error.fields, id).toEqual({ unitId: 'Use a numeric college id (IPEDS UNITID)' });
    }
    expect((await json<ErrorBody>(await put(client, 'colleges/999999'), 404)).error.message).toBe('No college with that id was found.');
  });

  it(`refuses a new save beyond ${SAVED_LIST_LIMIT} with 409`, async () => {
    const { client, userId } = await newUser();
    await server.db
      .insert(savedColleges)
      .values(COLLEGES.slice(0, SAVED_LIST_LIMIT).map((college) => ({ userId, unitId: college.unitId })));
    const full = await json<ErrorBody>(await put(client, `colleges/${COLLEGES[SAVED_LIST_LIMIT]!.unitId}`), 409);
    expect(full.error.code).toBe('saved-lists.full');
    expect(full.error.message).toContain(`up to ${SAVED_LIST_LIMIT} colleges`);
  });
});

describe('who may use the lists', () => {
  it('answers signed-out requests with 401 on every route', async () => {
    const anonymous = new CookieClient(server.baseUrl);
    for (const [method, path] of [
      ['GET', 'careers'],
      ['PUT', `careers/${ELECTRICIANS!.socCode}`],
      ['DELETE', `careers/${ELECTRICIANS!.socCode}`],
      ['GET', 'colleges'],
      ['PUT', `colleges/${COLLEGE_A!.unitId}`],
      ['DELETE', `colleges/${COLLEGE_A!.unitId}`],
    ] as const) {
      expect((await anonymous.fetch(`/api/saved/${path}`, { method })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('needs a complete profile to save (as saving a scholarship does)', async () => {
    const { client } = await signIn(server, { name: 'No Profile', email: `saved.noprofile.${Date.now()}@example.org` });
    expect((await put(client, `careers/${ELECTRICIANS!.socCode}`)).status).toBe(403);
    expect((await client.fetch('/api/saved/careers')).status).toBe(200);
  });

  it("never shows or removes another user's saves", async () => {
    const owner = await newUser();
    const other = await newUser();
    await json(await put(owner.client, `careers/${ELECTRICIANS!.socCode}`));
    await json(await put(owner.client, `colleges/${COLLEGE_A!.unitId}`));
    expect((await json<SavedCareers>(await other.client.fetch('/api/saved/careers'))).ids).toEqual([]);
    expect((await json<SavedColleges>(await other.client.fetch('/api/saved/colleges'))).ids).toEqual([]);
    expect((await del(other.client, `careers/${ELECTRICIANS!.socCode}`)).status).toBe(204);
    expect((await del(other.client, `colleges/${COLLEGE_A!.unitId}`)).status).toBe(204);
    expect((await json<SavedCareers>(await owner.client.fetch('/api/saved/careers'))).ids).toEqual([ELECTRICIANS!.socCode]);
    expect((await json<SavedColleges>(await owner.client.fetch('/api/saved/colleges'))).ids).toEqual([COLLEGE_A!.unitId]);
  });
});
