import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
 * A visitor's college or field-of-study page comes rendered (ADR 0047): the server loads the build's render module
 * from beside the client build, renders the page with its first API answer, and sends that answer beside the HTML as
 * data main.tsx seeds the cache with. Here the "build" is a module that re-exports the client's own render
 * (src/client/catalog-render.tsx), so the markup is the app's; a second app gets a module that fails.
 * The test database's catalog: Ohio State is 204796; Psychology is 42.01.
 */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Waypoint</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const css = 'h1{font-weight:700}';
const manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true },
  [CATALOG_PAGE_MODULES.college]: { file: 'assets/college-page-D4.js', imports: ['index.html'] },
  [CATALOG_PAGE_MODULES.major]: { file: 'assets/major-page-E5.js', imports: ['index.html'] },
};
const signedCookie = (token: string) =>
  `waypoint.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', TEST_SECRET).update(token).digest('base64')}`)}`;

let root: string;
let app: Hono<AppEnv>;
let failing: Hono<AppEnv>;
const logged: string[] = [];
let closeDatabase: () => Promise<void>;

function build(name: string, renderModule: string): string {
  const dir = path.join(root, name, 'client');
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(root, name, 'server-render'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', 'index-S1.css'), css);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(root, name, 'server-render', 'catalog-render.js'), renderModule);
  execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'waypoint-page-render-'));
  const source = path.resolve('src/client/catalog-render.tsx');
  const real = build('real', `export { renderCatalogPage } from ${JSON.stringify(source)};\n`);
  const broken = build('broken', 'export async function renderCatalogPage() { throw new Error("render broke"); }\n');
  const database = await createTestDatabase();
  closeDatabase = database.close;
  const env = loadEnv({ NODE_ENV: 'test', PORT: '3224', BASE_URL: 'http://127.0.0.1:3224', LOG_LEVEL: 'silent' });
  app = createApp({ db: database.db, env, logger: pino({ level: 'silent' }), secret: TEST_SECRET, staticDir: real }).app;
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
  failing = createApp({ db: database.db, env, logger, secret: TEST_SECRET, staticDir: broken }).app;
}, 120_000);
afterAll(async () => {
  await closeDatabase?.();
  if (root) rmSync(root, { recursive: true, force: true });
});

const page = async (target: Hono<AppEnv>, url: string, headers: Record<string, string> = {}) => {
  const response = await target.request(url, { headers });
  expect(response.status, url).toBe(200);
  return response.text();
};
/** The answer beside the page, parsed as main.tsx parses it. */
const pageData = (html: string) => {
  const text = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as { queryKey: unknown[]; data: Record<string, unknown> });
};
const apiAnswer = async (url: string, language = 'en') => (await app.request(url, { headers: { 'accept-language': language } })).json();

describe("a visitor's college page", () => {
  it('comes with the heading in #root, the stylesheet inline and the API answer beside it, under the key the page reads', async () => {
    const html = await page(app, '/colleges/204796');
    expect(html).toMatch(
      /<div id="root" data-prerendered="en" data-route="\/colleges\/:unitId" data-signed-out>.*<h1[^>]*>Ohio State University-Main Campus<\/h1>/s,
    );
    expect(html).toContain('<title>Ohio State University-Main Campus – Waypoint</title>');
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    // The answer is in the document: nothing is left to preload.
    expect(html).not.toContain('as="fetch"');
    // The page shows without its scripts: they load at low priority, leaving the link to the document.
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/college-page-D4.js">');
    const data = pageData(html);
    expect(data?.queryKey).toEqual(['colleges', 'detail', 204796, {}]);
    expect(data?.data).toEqual(await apiAnswer('/api/colleges/204796'));
    // The only script elements: the entry, and the data (never executed).
    expect([...html.matchAll(/<script[^>]*>/g)].map((match) => match[0])).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js">',
      '<script type="application/json" id="page-data">',
    ]);
  });

  it('renders the planned debt the address carries, keyed as the page keys it', async () => {
    const data = pageData(await page(app, '/colleges/204796?plannedDebt=25000'));
    expect(data?.queryKey).toEqual(['colleges', 'detail', 204796, { plannedDebt: '25000' }]);
    expect(data?.data).toEqual(await apiAnswer('/api/colleges/204796?plannedDebt=25000'));
  });

  it('is rendered in Spanish for a Spanish request', async () => {
    const html = await page(app, '/colleges/204796', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(html).toContain('<html lang="es" data-accept-language="es"');
    expect(html).toContain('data-prerendered="es"');
    expect(html).toContain('Programas y sus resultados');
    expect(pageData(html)?.data).toEqual(await apiAnswer('/api/colleges/204796', 'es'));
  });

  it('is not rendered for a signed-in request: their prices follow the income on the account', async () => {
    const html = await page(app, '/colleges/204796', { cookie: signedCookie('a-session') });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-data');
    expect(html).not.toContain('Ohio State');
  });

  it('is not rendered for an address padded with parameters its page does not read (each would be a render of its own)', async () => {
    for (const url of [
      '/colleges/204796?x=1',
      '/colleges/204796?plannedDebt=abc',
      '/majors/42.01?sort=debt&sort=grade',
      '/majors/42.01?utm=2',
    ]) {
      const html = await page(app, url);
      expect(html, url).toContain('<div id="root"');
      expect(html, url).not.toContain('page-data');
    }
  });

  it('is not rendered for an unknown or malformed id', async () => {
    for (const url of ['/colleges/999999', '/colleges/abc', '/colleges/%E0%A4%A']) {
      const html = await page(app, url);
      expect(html, url).toBe(indexHtml);
    }
  });
});

describe("a visitor's field-of-study page", () => {
  it("comes with the field's title and definition, and the answer for the address's filters", async () => {
    const html = await page(app, '/majors/42.01?sort=debt&state=OH');
    expect(html).toMatch(
      /<div id="root" data-prerendered="en" data-route="\/majors\/:cip" data-signed-out>.*<h1[^>]*>Psychology, General\.<\/h1>/s,
    );
    const data = pageData(html);
    expect(data?.queryKey).toEqual(['majors', 'detail', '42.01', { sort: 'debt', page: '1', state: 'OH' }]);
    expect(data?.data).toEqual(await apiAnswer('/api/majors/42.01?sort=debt&page=1&state=OH'));
    const definition = (data?.data.fieldOfStudy as { definition: string }).definition;
    expect(html).toContain(definition.slice(0, 40));
  });

  it('is not rendered for an unknown series, nor for a signed-in request', async () => {
    expect(await page(app, '/majors/99.99')).toBe(indexHtml);
    const html = await page(app, '/majors/42.01', { cookie: signedCookie('a-session') });
    expect(html).not.toContain('page-data');
    expect(html).toContain('as="fetch"');
  });
});

describe('a render that fails', () => {
  it('sends the page as it was before (named chunks and answer), never a 500, and logs it once per copy', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const html = await page(failing, '/majors/42.01');
      expect(html).toContain('<div id="root" data-signed-out></div>');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/majors/42.01?sort=grade&amp;page=1">');
      expect(html).toContain('rel="stylesheet"');
    }
    expect(logged.filter((line) => line.includes('could not be rendered'))).toHaveLength(1);
  });

  it('is made once for requests that arrive together for the same address', async () => {
    const before = logged.filter((line) => line.includes('could not be rendered')).length;
    const pages = await Promise.all([1, 2, 3].map(() => page(failing, '/majors/42.01?sort=debt')));
    expect(new Set(pages).size).toBe(1);
    expect(logged.filter((line) => line.includes('could not be rendered')).length - before).toBe(1);
  });
});
