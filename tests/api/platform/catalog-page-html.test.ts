import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { loadEnv } from '@server/env';
import { CATALOG_PAGE_MODULES } from '@server/features/catalog/page-head';
import type { AppEnv } from '@server/http/context';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_SECRET } from '@tests/support/test-server';

/*
 * A college's or a field of study's page: the server sends index.html naming the page's chunks (Vite's manifest)
 * and the API answer it asks for first, so the browser fetches them with the entry script; a visit without a
 * session cookie is marked so the app does not wait for /api/me. Against a small build made here and the catalog
 * the test database carries (Ohio State is 204796; Psychology is 42.01).
 */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Waypoint</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_format-C3.js': { file: 'assets/format-C3.js', imports: ['_react-B2.js'] },
  [CATALOG_PAGE_MODULES.college]: { file: 'assets/college-page-D4.js', imports: ['index.html', '_react-B2.js', '_format-C3.js'] },
  [CATALOG_PAGE_MODULES.major]: { file: 'assets/major-page-E5.js', imports: ['index.html', '_format-C3.js'] },
  '../locales/en/colleges.ts': { file: 'assets/colleges-en.js' },
  '../locales/en/saved-lists.ts': { file: 'assets/saved-lists-en.js' },
  '../locales/es/colleges.ts': { file: 'assets/colleges-es.js' },
  '../locales/es/saved-lists.ts': { file: 'assets/saved-lists-es.js' },
  '../locales/en/majors.ts': { file: 'assets/majors-en.js' },
};
const signedCookie = (token: string) =>
  `waypoint.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', TEST_SECRET).update(token).digest('base64')}`)}`;

let root: string;
let app: Hono<AppEnv>;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'waypoint-page-html-'));
  const dir = path.join(root, 'client');
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);
  const database = await createTestDatabase();
  closeDatabase = database.close;
  const env = loadEnv({ NODE_ENV: 'test', PORT: '3223', BASE_URL: 'http://127.0.0.1:3223', LOG_LEVEL: 'silent' });
  app = createApp({ db: database.db, env, logger: pino({ level: 'silent' }), secret: TEST_SECRET, staticDir: dir }).app;
});
afterAll(async () => {
  await closeDatabase?.();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  expect(response.status, url).toBe(200);
  return { response, html: await response.text() };
};
const preloads = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map((match) => match[0]);

describe("a college's page", () => {
  it("names the page's chunks, its catalogs and the API answer, and marks a visit without a session cookie", async () => {
    const { response, html } = await page('/colleges/204796');
    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/college-page-D4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/format-C3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/colleges-en.js">',
      '<link rel="modulepreload" crossorigin href="/assets/saved-lists-en.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/colleges/204796">',
    ]);
    expect(html).toContain('<div id="root" data-signed-out></div>');
    // Otherwise the built index.html, as it was.
    expect(html.replace(/\n\s*<link rel="(?:modulepreload|preload)"[^>]*(?:-D4|-C3|-en|as="fetch")[^>]*>/g, '')).toBe(
      indexHtml.replace('<div id="root">', '<div id="root" data-signed-out>'),
    );
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('asks for the planned debt the address carries, exactly as the page will', async () => {
    expect(preloads((await page('/colleges/204796?plannedDebt=25000')).html)).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/colleges/204796?plannedDebt=25000">',
    );
    // Out of the API's bounds: the page asks without it.
    expect(preloads((await page('/colleges/204796?plannedDebt=9999999')).html)).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/colleges/204796">',
    );
  });

  it('names the Spanish catalogs for a Spanish request, compressed like every file', async () => {
    const response = await get('/colleges/204796', { 'accept-language': 'es-MX,es;q=0.9', 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<html lang="es" data-accept-language="es"');
    expect(html).toContain('href="/assets/colleges-es.js"');
    expect(html).not.toContain('colleges-en.js');
  });

  it('does not name the answer for a signed-in family (their income is on the account) nor mark the visit', async () => {
    const { html } = await page('/colleges/204796', { cookie: signedCookie('a-session') });
    expect(html).toContain('href="/assets/college-page-D4.js"');
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends the plain index.html for an unknown or malformed id: nothing fetched, nothing marked', async () => {
    for (const url of [
      '/colleges/999999',
      '/colleges/0',
      '/colleges/abc',
      '/colleges/2147483648',
      '/colleges/204796x',
      '/colleges/%E0%A4%A',
    ]) {
      const { response, html } = await page(url);
      expect(html, url).toBe(indexHtml);
      expect(response.headers.get('vary'), url).toBe('Accept-Encoding, Accept-Language');
    }
  });

  it('answers a repeated address from the copy it made, with the same validator (a 304 for a current copy)', async () => {
    const first = await get('/colleges/204796?plannedDebt=1000', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/-gzip"$/);
    const again = await get('/colleges/204796?plannedDebt=1000', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });
});

describe("a field of study's page", () => {
  it('names the request its filters make, for every visitor (it depends on the address alone)', async () => {
    expect(preloads((await page('/majors/42.01')).html)).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/majors/42.01?sort=grade&amp;page=1">',
    );
    const { html } = await page('/majors/42.01?state=OH&sort=debt&page=2', { cookie: signedCookie('a-session') });
    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/major-page-E5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/format-C3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/majors-en.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/majors/42.01?sort=debt&amp;page=2&amp;state=OH">',
    ]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends the plain index.html for an unknown or malformed series', async () => {
    for (const url of ['/majors/99.99', '/majors/42', '/majors/42.0101', '/majors/4201'])
      expect((await page(url)).html, url).toBe(indexHtml);
  });
});

describe('the build manifest', () => {
  it('is never served', async () => {
    const { html } = await page('/.vite/manifest.json');
    expect(html).toBe(indexHtml);
  });

  it('names the pages by their source files', () => {
    for (const module of Object.values(CATALOG_PAGE_MODULES)) expect(existsSync(path.join('src/client', module)), module).toBe(true);
  });
});
