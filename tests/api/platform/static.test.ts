import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@server/app';
import { loadEnv } from '@server/env';
import type { AppEnv } from '@server/http/context';
import { spanishIndexHtml } from '@domain/i18n/index-html';
import { pickEncoding } from '@server/http/static-files';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_SECRET } from '@tests/support/test-server';

/*
 * The built SPA from memory (src/server/http/static-files.ts), against a small build made here and
 * precompressed by the same script `npm run build` runs.
 */
const ENTRY = '/assets/index-Ab12Cd34.js';
const entrySource = `export const pages = [${Array.from({ length: 400 }, (_, i) => `'page-${i}'`).join(', ')}];\n`;
const indexHtml = `<!doctype html>\n<html lang="en">\n<head>\n<title>Waypoint</title>\n<script type="module" crossorigin src="${ENTRY}"></script>\n${'<link rel="modulepreload" crossorigin href="/assets/chunk.js">\n'.repeat(20)}</head>\n<body><div id="root"></div></body>\n</html>\n`;

// What scripts/prerender.mjs writes: index.html with the signed-out page in #root (ADR 0029).
const prerenderedHome = {
  en: indexHtml.replace('<div id="root"></div>', '<div id="root" data-prerendered="en"><h1>Find your path.</h1></div>'),
  es: spanishIndexHtml(
    indexHtml.replace('<div id="root"></div>', '<div id="root" data-prerendered="es"><h1>Encuentra tu camino.</h1></div>'),
  ),
};
/** A session cookie signed as better-auth signs it (the session need not exist: the static server only checks the signature). */
const signedCookie = (token: string, secret = TEST_SECRET) =>
  `waypoint.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

let root: string;
let dir: string;
let app: Hono<AppEnv>;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'waypoint-static-'));
  dir = path.join(root, 'client');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  // Beside the build, where a careless path join would reach.
  writeFileSync(path.join(root, 'package.json'), '{"secret":"not part of the build"}');
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, ENTRY), entrySource);
  writeFileSync(path.join(dir, `${ENTRY}.map`), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;'.repeat(500) }));
  writeFileSync(path.join(dir, 'assets/tiny-Zz99.css'), 'a{}');
  for (const [locale, html] of Object.entries(prerenderedHome)) {
    mkdirSync(path.join(dir, 'prerendered', locale), { recursive: true });
    writeFileSync(path.join(dir, 'prerendered', locale, 'home.html'), html);
  }
  // Month-bound copies (the calculator's default start is next month): one for November 2026, one for October.
  writeFileSync(
    path.join(dir, 'prerendered', 'en', 'calculator.2026-11.html'),
    prerenderedHome.en.replace('Find your path.', 'Calculator'),
  );
  writeFileSync(path.join(dir, 'prerendered', 'en', 'forum.2026-10.html'), prerenderedHome.en.replace('Find your path.', 'Forum'));
  execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);
  const database = await createTestDatabase();
  closeDatabase = database.close;
  const env = loadEnv({ NODE_ENV: 'test', PORT: '3209', BASE_URL: 'http://127.0.0.1:3209', LOG_LEVEL: 'silent' });
  app = createApp({ db: database.db, env, logger: pino({ level: 'silent' }), secret: TEST_SECRET, staticDir: dir }).app;
});
afterAll(async () => {
  await closeDatabase?.();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the build script', () => {
  it('stores .br and .gz beside compressible files, and none where compression does not pay', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${ENTRY}.br`))).toString()).toBe(entrySource);
    expect(gunzipSync(readFileSync(path.join(dir, `${ENTRY}.gz`))).toString()).toBe(entrySource);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(indexHtml);
    expect(() => readFileSync(path.join(dir, 'assets/tiny-Zz99.css.br'))).toThrow();
    // Source maps: gzip only.
    expect(() => readFileSync(path.join(dir, `${ENTRY}.map.br`))).toThrow();
    expect(readFileSync(path.join(dir, `${ENTRY}.map.gz`)).length).toBeGreaterThan(0);
  });
});

describe('hashed assets', () => {
  it('sends the stored brotli bytes when br is accepted, cached for a year', async () => {
    const response = await get(ENTRY, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(body.equals(readFileSync(path.join(dir, `${ENTRY}.br`)))).toBe(true);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(entrySource);
    // The security headers stay.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends gzip when only gzip is accepted, or brotli is refused with q=0', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip;q=0.5', 'x-gzip']) {
      const response = await get(ENTRY, { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      const body = await bytes(response);
      expect(response.headers.get('content-length')).toBe(String(body.length));
      expect(gunzipSync(body).toString()).toBe(entrySource);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('sends the bytes as they are when no stored coding is accepted', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'zstd']) {
      const response = await get(ENTRY, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(entrySource)));
      expect(await response.text()).toBe(entrySource);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(ENTRY, { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(String(readFileSync(path.join(dir, `${ENTRY}.br`)).length));
    expect((await bytes(response)).length).toBe(0);
  });

  it('has no Vary on a file stored only as it is', async () => {
    const response = await get('/assets/tiny-Zz99.css', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toBe('a{}');
  });

  it('never serves a source map, though one is on disk', async () => {
    for (const encoding of ['br, gzip', 'identity']) {
      const response = await get(`${ENTRY}.map`, { 'accept-encoding': encoding });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('mappings');
    }
  });

  it('answers an unknown asset with 404, not index.html', async () => {
    for (const url of ['/assets/index-Missing.js', '/assets/', '/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('<!doctype html>');
    }
  });

  it('never reads outside the build', async () => {
    for (const url of [
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/assets/..\\..\\package.json',
    ]) {
      const response = await get(url);
      const text = await response.text();
      expect(text, url).not.toContain('not part of the build');
      expect(text).not.toContain('"name"');
      expect(response.status === 404 || text.startsWith('<!doctype html>')).toBe(true);
    }
    const raw = await app.fetch(new Request('http://127.0.0.1:3209/assets/../../../../etc/passwd'));
    expect(await raw.text()).not.toContain('root:');
  });
});

describe('prerendered public pages (ADR 0029)', () => {
  it('sends a request without a session cookie the page already rendered, varying on the cookie', async () => {
    const requests: Record<string, string>[] = [
      {},
      { cookie: 'theme=dark' },
      { cookie: signedCookie('abc', 'another-secret') },
      { cookie: 'waypoint.session_token=abc.forged' },
    ];
    for (const headers of requests) {
      const response = await get('/home', { 'accept-encoding': 'br', ...headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(response)).toString(), JSON.stringify(headers)).toBe(prerenderedHome.en);
    }
  });

  it('sends a signed session cookie the empty index.html, so a signed-in student never sees the signed-out page', async () => {
    const response = await get('/home', { 'accept-encoding': 'br', cookie: `theme=dark; ${signedCookie('some-session-token')}` });
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(indexHtml);
  });

  it('follows Accept-Language, each copy with its own ETag', async () => {
    const spanish = await get('/home', { 'accept-encoding': 'gzip', 'accept-language': 'es-MX,es;q=0.9' });
    expect(gunzipSync(await bytes(spanish)).toString()).toBe(prerenderedHome.es);
    const english = await get('/home', { 'accept-encoding': 'gzip' });
    const index = await get('/dashboard', { 'accept-encoding': 'gzip' });
    const tags = [spanish, english, index].map((response) => response.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    // The index's tag does not validate the prerendered copy (a student who signed out gets the page, not a 304).
    expect((await get('/home', { 'accept-encoding': 'gzip', 'if-none-match': tags[2]! })).status).toBe(200);
    expect((await get('/home', { 'accept-encoding': 'gzip', 'if-none-match': tags[1]! })).status).toBe(304);
  });

  it('is sent for the bare address only: a query is page state the copy does not show', async () => {
    for (const url of ['/home?ref=newsletter', '/home?q=']) {
      const response = await get(url, { cookie: 'theme=dark' });
      expect(response.headers.get('vary'), url).toBe('Accept-Encoding, Accept-Language');
      expect(await response.text(), url).toBe(indexHtml);
    }
    // An empty query is no query.
    expect(await (await get('/home?')).text()).toBe(prerenderedHome.en);
  });

  it('sends a month-bound copy in its month only (UTC)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T23:59:59Z') });
    try {
      expect(await (await get('/calculator')).text()).toContain('<h1>Calculator</h1>');
      expect(await (await get('/forum')).text()).toBe(indexHtml);
      vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
      expect(await (await get('/calculator')).text()).toBe(indexHtml);
      vi.setSystemTime(new Date('2026-10-31T23:59:59Z'));
      expect(await (await get('/forum')).text()).toContain('<h1>Forum</h1>');
      expect(await (await get('/calculator')).text()).toBe(indexHtml);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is only ever the answer for its own route', async () => {
    for (const url of [
      '/prerendered/en/home.html',
      '/prerendered/es/home.html',
      '/prerendered/en/calculator.2026-11.html',
      '/calculator.2026-11',
      '/dashboard',
      '/home/extra',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(indexHtml);
    }
  });
});

describe('index.html, the SPA fallback', () => {
  it('sends / on to /dashboard, the home of the app, keeping the query', async () => {
    const home = await get('/');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/dashboard');
    expect((await get('/?ref=newsletter')).headers.get('location')).toBe('/dashboard?ref=newsletter');
  });

  it('is sent for client routes precompressed, revalidated on each use, with a strong ETag', async () => {
    for (const url of ['/dashboard', '/career-quiz?step=2', '/index.html']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
      expect(response.headers.get('last-modified')).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(brotliDecompressSync(await bytes(response)).toString()).toBe(indexHtml);
    }
    const plain = await get('/dashboard');
    expect(plain.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('etag')).not.toBe((await get('/dashboard', { 'accept-encoding': 'gzip' })).headers.get('etag'));
  });

  it('answers 304 when the copy is current, by ETag or by date', async () => {
    const first = await get('/dashboard', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get('/forum', { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect((await bytes(response)).length).toBe(0);
    }
    expect((await get('/forum', { 'if-modified-since': lastModified })).status).toBe(304);
    // A changed build: the old tag or an older date gets the new bytes.
    expect((await get('/forum', { 'accept-encoding': 'gzip', 'if-none-match': '"stale"' })).status).toBe(200);
    expect((await get('/forum', { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await get('/forum', { 'if-none-match': '"stale"', 'if-modified-since': lastModified })).status).toBe(200);
  });

  it('follows Accept-Language: a Spanish visitor\'s first paint is <html lang="es">, with its own ETag', async () => {
    const spanish = await get('/dashboard', { 'accept-encoding': 'br', 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish.status).toBe(200);
    const html = brotliDecompressSync(await bytes(spanish)).toString();
    expect(html).toContain('<html lang="es" data-accept-language="es">');
    expect(html).toBe(spanishIndexHtml(indexHtml));
    const english = await get('/dashboard', { 'accept-encoding': 'br', 'accept-language': 'en-US,es;q=0.5' });
    expect(brotliDecompressSync(await bytes(english)).toString()).toBe(indexHtml);
    expect(spanish.headers.get('etag')).not.toBe(english.headers.get('etag'));
    // The English copy's tag does not validate the Spanish one.
    const revalidated = await get('/forum', {
      'accept-encoding': 'br',
      'accept-language': 'es',
      'if-none-match': english.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(200);
    const plain = await get('/forum', { 'accept-language': 'es' });
    expect((await bytes(plain)).toString()).toContain('lang="es"');
  });

  it('leaves the API alone', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, honouring q=0 and *', () => {
    const both = ['identity', 'br', 'gzip'] as const;
    expect(pickEncoding('gzip, br', both)).toBe('br');
    expect(pickEncoding('br;q=0.1, gzip;q=1', both)).toBe('br');
    expect(pickEncoding('BR; Q=0, GZIP', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('*, br;q=0', both)).toBe('gzip');
    expect(pickEncoding('gzip;q=0, *;q=0.5', both)).toBe('br');
    expect(pickEncoding('br', ['identity', 'gzip'])).toBe('identity');
    expect(pickEncoding('gzip;q=0.000', both)).toBe('identity');
    expect(pickEncoding(undefined, both)).toBe('identity');
  });
});
