import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

const app = new Hono().get('/', (c) => c.text(requestLanguage(c)));
const languageFor = async (acceptLanguage?: string) =>
  (await app.request('/', { headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } })).text();

describe('requestLanguage', () => {
  it('follows the first language of Accept-Language that Waypoint speaks', async () => {
    expect(await languageFor('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(await languageFor('fr-FR, es;q=0.5')).toBe('es');
    expect(await languageFor('en-US,en;q=0.9,es;q=0.8')).toBe('en');
  });
  it('ranks by q, whatever the order', async () => {
    expect(await languageFor('en;q=0.4, es;q=0.9')).toBe('es');
  });
  it('ignores languages refused with q=0 and reads English without a header', async () => {
    expect(await languageFor('es;q=0, en;q=0.5')).toBe('en');
    expect(await languageFor()).toBe('en');
    expect(await languageFor('de, fr')).toBe('en');
  });
});
