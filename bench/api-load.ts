import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { signIn } from '../tests/support/test-server';
import { freePort, startBuiltApp } from './support';

/*
 * `npm run bench:api`: autocannon against the production build — /api/health
 * (a `select 1` at most a second old) and an authenticated session read (/api/me:
 * session statement + profile statement), two catalog searches (page and total in one statement), the entry script (a hashed asset, gzip and
 * brotli accepted), a prerendered page and index.html on a client route — next to a bare Hono hello-world in the same run,
 * so the numbers can be read relative to this machine. BENCH_API_ONLY=1 runs the API rows alone (no client
 * build needed); BENCH_SERVER=<another build's server/main.js> runs them against another build (before/after).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_API_ONLY=1: the API rows only (no client build needed, e.g. `node scripts/build-server.mjs` alone). */
const API_ONLY = process.env.BENCH_API_ONLY === '1';
/** The entry script index.html loads, e.g. /assets/index-su-2dluJ.js. */
const entryScript = API_ONLY
  ? undefined
  : /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync('dist/client/index.html', 'utf8'))?.[1];
if (!API_ONLY && !entryScript) throw new Error('dist/client/index.html names no entry script: run "npm run build" first');

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, duration: DURATION, connections: CONNECTIONS, headers, title });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const helloPort = await freePort();
const hello = serve({ fetch: new Hono().get('/', (c) => c.text('Hello Hono!')).fetch, port: helloPort, hostname: '127.0.0.1' });
// The same bare server sending the entry script's gzip bytes (about 116 KB): what this machine's
// loopback and autocannon can carry for a body that size, whatever the app does.
const entryGzip = entryScript ? new Uint8Array(gzipSync(readFileSync(`dist/client${entryScript}`), { level: 9 })) : new Uint8Array();
const ceilingPort = await freePort();
const ceiling = serve({
  fetch: new Hono().get('/', (c) => c.body(entryGzip, 200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' })).fetch,
  port: ceilingPort,
  hostname: '127.0.0.1',
});
const app = await startBuiltApp();
try {
  const { client } = await signIn({ baseUrl: app.baseUrl }, { name: 'Bench Student', email: 'bench@example.org' });
  await client.json('/api/profile', 'POST', { fullName: 'Bench Student', userType: 'Parent' });
  await run('warm-up', `${app.baseUrl}/api/health`);

  const rows = [
    await run('bare Hono hello-world', `http://127.0.0.1:${helloPort}/`),
    await run('GET /api/health (SELECT 1)', `${app.baseUrl}/api/health`),
    await run('GET /api/me (signed-in session read)', `${app.baseUrl}/api/me`, { cookie: client.cookieHeader }),
    await run('GET /api/careers?q=engineer (search + count)', `${app.baseUrl}/api/careers?q=engineer`),
    // What a browser asks: the same answer, gzip accepted.
    await run('GET /api/careers?q=engineer (br, gzip accepted)', `${app.baseUrl}/api/careers?q=engineer`, {
      'accept-encoding': 'br, gzip',
    }),
    await run(
      'GET /api/colleges?state=CA,TX,NY&sort=netPrice (filter, sort, count)',
      `${app.baseUrl}/api/colleges?state=CA,TX,NY&sort=netPrice`,
    ),
  ];
  if (entryScript) {
    rows.push(
      await run('bare Hono sending the same gzip bytes (transfer ceiling)', `http://127.0.0.1:${ceilingPort}/`),
      await run('GET /assets/index-*.js (gzip accepted)', `${app.baseUrl}${entryScript}`, { 'accept-encoding': 'gzip' }),
      await run('GET /assets/index-*.js (br, gzip accepted)', `${app.baseUrl}${entryScript}`, { 'accept-encoding': 'br, gzip' }),
      // The dashboard is prerendered (ADR 0031): its copy carries the page's HTML and CSS, about 12 KB with brotli.
      await run('GET /dashboard (prerendered copy, br, gzip accepted)', `${app.baseUrl}/dashboard`, { 'accept-encoding': 'br, gzip' }),
      // A client route without a prerendered copy gets index.html itself.
      await run('GET /journey (index.html, br, gzip accepted)', `${app.baseUrl}/journey`, { 'accept-encoding': 'br, gzip' }),
    );
  }
  const base = rows[0]!.rps;
  console.log(`\n${DURATION} s per row, ${CONNECTIONS} connections, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs hello-world |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} | ${(row.rps / base).toFixed(2)}× |`);
} finally {
  await app.stop();
  hello.close();
  ceiling.close();
}
