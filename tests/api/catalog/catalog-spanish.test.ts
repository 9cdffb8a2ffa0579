import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers } from '@server/db/schema';
import path from 'node:path';
import { readSpanishCareers } from '@server/features/catalog/import/spanish';
import { MAJORS_ES } from '@data/i18n/majors-es';
import type { Career, Major, Paged } from '@domain/catalog/schemas';
import { startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * The catalog answers in the request's language: Spanish titles, descriptions and major names with
 * Accept-Language: es; English, unchanged, without it; a description not yet translated comes in English and says so.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// The Spanish careers file, read as the server reads it.
const spanish = readSpanishCareers(path.resolve(import.meta.dirname, '../../../data/i18n')).bySoc;

async function get<T>(url: string, language?: string): Promise<{ body: T; response: Response }> {
  const response = await fetch(`${server.baseUrl}${url}`, { headers: language ? { 'Accept-Language': language } : {} });
  expect(response.status, url).toBe(200);
  return { body: (await response.json()) as T, response };
}

describe('the catalog in Spanish', () => {
  it('lists careers with their Spanish titles, and in English without Accept-Language', async () => {
    const { body: es, response } = await get<Paged<Career>>('/api/careers?pageSize=50', 'es-US,es;q=0.9');
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(es.items).toHaveLength(50);
    for (const career of es.items) expect(career.title).toBe(spanish.get(career.socCode)?.title);
    const { body: en } = await get<Paged<Career>>('/api/careers?pageSize=50');
    expect(en.items.some((career) => career.title === spanish.get(career.socCode)?.title)).toBe(false);
    expect(en.items.every((career) => career.descriptionLanguage === undefined)).toBe(true);
  });

  it('shows a curated career page in Spanish, and the same page in English without the header', async () => {
    const { body: es } = await get<Career>('/api/careers/29-1141.00', 'es');
    expect(es.title).toBe('Enfermeros titulados');
    expect(es.description).toBe(spanish.get('29-1141.00')?.description);
    expect(es.descriptionLanguage).toBeUndefined();
    const { body: en } = await get<Career>('/api/careers/29-1141.00', 'en-US');
    expect(en.title).toBe('Registered nurses');
    expect(en.description).toMatch(/^Care for patients/);
    expect({ ...es, title: en.title, description: en.description }).toEqual(en);
  });

  it('gives a career whose description is not translated its Spanish title, the English description and the flag', async () => {
    // Every description in the file is translated; a new occupation may not be yet: take one's Spanish description away.
    const untranslated = spanish.get('29-1141.03')!;
    await server.db.update(careers).set({ descriptionEs: null }).where(eq(careers.socCode, untranslated.socCode));
    const { body: es } = await get<Career>(`/api/careers/${untranslated.socCode}`, 'es');
    const { body: en } = await get<Career>(`/api/careers/${untranslated.socCode}`);
    expect(es.title).toBe(untranslated.title);
    expect(es.description).toBe(en.description);
    expect(es.descriptionLanguage).toBe('en');
  });

  it('finds careers by their Spanish titles in Spanish, accents and case aside; an English search does not', async () => {
    const { body: nurses } = await get<Paged<Career>>('/api/careers?q=enfermero', 'es');
    expect(nurses.items[0]?.socCode).toMatch(/^29-11/);
    expect(nurses.items.map((career) => career.socCode)).toContain('29-1141.00');
    const { body: electricians } = await get<Paged<Career>>('/api/careers?q=electricista', 'es');
    expect(electricians.items[0]?.socCode).toBe('47-2111.00');
    expect(electricians.items[0]?.title).toBe('Electricistas');
    const { body: noAccent } = await get<Paged<Career>>('/api/careers?q=tecnicos%20de%20farmacia', 'es');
    expect(noAccent.items.map((career) => career.socCode)).toContain('29-2052.00');
    // An English search is unchanged: it does not read the Spanish texts.
    const { body: english } = await get<Paged<Career>>('/api/careers?q=enfermero');
    expect(english.total).toBe(0);
  });

  it('names and describes majors in Spanish, by Spanish name, and in English without the header', async () => {
    const { body: es } = await get<{ items: Major[] }>('/api/majors', 'es');
    for (const major of es.items) {
      expect(major.name).toBe(MAJORS_ES[major.cip]?.name);
      expect(major.description).toBe(MAJORS_ES[major.cip]?.description);
    }
    const { body: en } = await get<{ items: Major[] }>('/api/majors');
    expect(en.items.find((major) => major.cip === '11.07')?.name).toBe('Computer science');
    const { body: forCareer } = await get<{ items: Major[] }>('/api/careers/15-1252.00/majors', 'es');
    expect(forCareer.items.map((major) => major.name)).toContain('Ciencias de la computación');
  });
});
