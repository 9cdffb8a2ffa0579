import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * The account remembers its language (profiles.language, migration 0018), through the
 * same zod-validated PATCH /api/profile; /api/me gives it to the client and the export includes it.
 * Each account has its own, so a parent and a child can use different languages.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Me = { profile: { language: string | null } };

describe('the account language', () => {
  it('starts unset, is saved by PATCH, shown by /api/me and exported; each account keeps its own', async () => {
    const parent = (await signIn(server, { name: 'Rosa Parent', email: 'rosa.parent@example.org' })).client;
    const child = (await signIn(server, { name: 'Leo Child', email: 'leo.child@example.org' })).client;
    await parent.json('/api/profile', 'POST', { fullName: 'Rosa Parent', userType: 'Parent' });
    await child.json('/api/profile', 'POST', { fullName: 'Leo Child', userType: 'Student', birthMonth: 2, birthYear: 2009 });
    expect(((await (await parent.fetch('/api/me')).json()) as Me).profile.language).toBeNull();

    const saved = await parent.json('/api/profile', 'PATCH', { language: 'es' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Me).profile.language).toBe('es');
    await child.json('/api/profile', 'PATCH', { language: 'en' });

    expect(((await (await parent.fetch('/api/me')).json()) as Me).profile.language).toBe('es');
    expect(((await (await child.fetch('/api/me')).json()) as Me).profile.language).toBe('en');
    const exported = (await (await parent.fetch('/api/account/export')).json()) as Me;
    expect(exported.profile.language).toBe('es');
  });

  it('refuses a language Waypoint does not speak', async () => {
    const { client } = await signIn(server, { name: 'Pat Other', email: 'pat.other@example.org' });
    await client.json('/api/profile', 'POST', { fullName: 'Pat Other', userType: 'Educator' });
    const response = await client.json('/api/profile', 'PATCH', { language: 'fr' });
    expect(response.status).toBe(400);
  });
});
