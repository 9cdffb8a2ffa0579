import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@server/db/schema';
import { ageAccount, CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { body } from '@tests/support/http-body';

/*
 * The forum stays one community; each post and reply carries the language it is written
 * in, and lists filter by it. Notifications are written in the recipient's account language.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Person = { id: string; client: CookieClient; name: string };
type Summary = { id: string; language: string; title: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let counter = 0;
async function person(userType: 'Student' | 'Parent', language?: 'en' | 'es'): Promise<Person> {
  counter += 1;
  const name = `Idioma Person${counter}`;
  const email = `forum-language.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  // Old enough for no new-account holds or limits.
  const id = await ageAccount(server, email);
  if (language) expect((await client.json('/api/profile', 'PATCH', { language })).status).toBe(200);
  return { id, client, name };
}

const post = (who: Person, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
  who.client.fetch('/api/forum/posts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ title: 'Una pregunta sobre la FAFSA', category: 'paying', body: '¿Cuándo abre la FAFSA este año?', ...extra }),
  });

const list = async (query: string) =>
  body<{ items: Summary[] }>(await new CookieClient(server.baseUrl).fetch(`/api/forum/posts${query}`), 200);

describe('the language of forum posts', () => {
  let spanishId = '';
  let englishId = '';
  const marker = `lang${Date.now()}`;

  it('stores the language the author chose, in each language', async () => {
    const [a, b] = [await person('Parent'), await person('Student')];
    const es = await body<{ id: string; language: string }>(await post(a, { language: 'es', tags: [marker] }), 201);
    expect(es.language).toBe('es');
    const en = await body<{ id: string; language: string }>(
      await post(
        b,
        { language: 'en', title: 'When does the FAFSA open?', body: 'Asking for my family.', tags: [marker] },
        { 'accept-language': 'es-MX' },
      ),
      201,
    );
    // The body's choice wins over the request's language.
    expect(en.language).toBe('en');
    spanishId = es.id;
    englishId = en.id;
  });

  it('defaults to the request language (Accept-Language), else English', async () => {
    const spanishReader = await person('Parent');
    const fromHeader = await body<{ language: string }>(
      await post(spanishReader, {}, { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' }),
      201,
    );
    expect(fromHeader.language).toBe('es');
    const other = await person('Parent');
    const plain = await body<{ language: string }>(
      await post(other, { title: 'A plain question', body: 'Hello.' }, { 'accept-language': 'fr-FR' }),
      201,
    );
    expect(plain.language).toBe('en');
  });

  it('shows each post’s language in lists and in the thread (the badge data)', async () => {
    const all = await list(`?tag=${marker}`);
    expect(Object.fromEntries(all.items.map((item) => [item.id, item.language]))).toEqual({ [spanishId]: 'es', [englishId]: 'en' });
    const thread = await body<{ language: string }>(await new CookieClient(server.baseUrl).fetch(`/api/forum/posts/${spanishId}`), 200);
    expect(thread.language).toBe('es');
  });

  it('filters the list and the search by language', async () => {
    expect((await list(`?tag=${marker}&language=es`)).items.map((item) => item.id)).toEqual([spanishId]);
    expect((await list(`?tag=${marker}&language=en`)).items.map((item) => item.id)).toEqual([englishId]);
    for (const sort of ['active', 'top']) {
      expect((await list(`?tag=${marker}&language=es&sort=${sort}`)).items.map((item) => item.id)).toEqual([spanishId]);
    }
    const searched = await list(`?q=FAFSA&language=es&tag=${marker}`);
    expect(searched.items.map((item) => item.id)).toEqual([spanishId]);
  });

  it('refuses a language Waypoint does not speak with a 400', async () => {
    const response = await new CookieClient(server.baseUrl).fetch('/api/forum/posts?language=fr');
    const error = await body<ErrorBody>(response, 400);
    expect(error.error.fields?.language).toBe('Choose the language: en or es');
    const writer = await person('Parent');
    const bad = await body<ErrorBody>(await post(writer, { language: 'de' }), 400);
    expect(bad.error.fields?.language).toBe('Choose the language: en or es');
  });

  it('gives replies their language too, and an edit keeps it unless changed', async () => {
    const replier = await person('Student');
    const created = await body<{ id: string; language: string }>(
      await replier.client.fetch(`/api/forum/posts/${englishId}/replies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'es' },
        body: JSON.stringify({ body: 'Abre el 1 de octubre.' }),
      }),
      201,
    );
    expect(created.language).toBe('es');
    await body(await replier.client.json(`/api/forum/replies/${created.id}`, 'PATCH', { body: 'Abre el 1 de octubre, normalmente.' }), 200);
    const replies = await body<{ items: { id: string; language: string }[] }>(
      await new CookieClient(server.baseUrl).fetch(`/api/forum/posts/${englishId}/replies`),
      200,
    );
    expect(replies.items.find((item) => item.id === created.id)?.language).toBe('es');
  });
});

describe('notifications in the recipient’s language', () => {
  it('tells a Spanish-speaking author about a reply in Spanish, whatever language the replier uses', async () => {
    const author = await person('Parent', 'es');
    const replier = await person('Student', 'en');
    const { id } = await body<{ id: string }>(await post(author, { title: 'Préstamos federales' }), 201);
    await body(await replier.client.json(`/api/forum/posts/${id}/replies`, 'POST', { body: 'Start at studentaid.gov.' }), 201);
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.kind, 'forum.reply')));
    expect(note?.title).toBe('Nueva respuesta a «Préstamos federales»');
    expect(note?.body).toBe(`Idioma P. respondió a tu publicación.`);
  });

  it('keeps English for an English-speaking author', async () => {
    const author = await person('Parent');
    const replier = await person('Student', 'es');
    const { id } = await body<{ id: string }>(await post(author, { title: 'Federal loans', body: 'Which first?' }), 201);
    await body(await replier.client.json(`/api/forum/posts/${id}/replies`, 'POST', { body: 'Subsidized first.' }), 201);
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.kind, 'forum.reply')));
    expect(note?.title).toBe('New reply to “Federal loans”');
  });

  it('tells a Spanish-speaking student in Spanish that a parent linked, and a Spanish-speaking parent that the student unlinked', async () => {
    const student = await person('Student', 'es');
    const parent = await person('Parent', 'es');
    const { invite } = await body<{ invite: { code: string } }>(await student.client.json('/api/family/invites', 'POST', {}), 201);
    const { link } = await body<{ link: { id: string } }>(
      await parent.client.json('/api/family/redeem', 'POST', { code: invite.code }),
      201,
    );
    const [linked] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), eq(notifications.kind, 'family.linked')));
    expect(linked?.title).toBe(`${parent.name} ya puede ver tus resultados`);
    expect((await student.client.fetch(`/api/family/links/${link.id}`, { method: 'DELETE' })).status).toBe(204);
    const [unlinked] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, parent.id), eq(notifications.kind, 'family.unlinked')));
    expect(unlinked?.title).toBe(`${student.name} desvinculó tu cuenta`);
  });
});
