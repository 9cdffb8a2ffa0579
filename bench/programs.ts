import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pino from 'pino';
import { createApp } from '../src/server/app';
import { loadEnv } from '../src/server/env';
import { loadCuratedCatalog } from '../src/server/features/catalog/import/curated';
import { loadSnapshots } from '../src/server/features/catalog/import/load-snapshot';
import { freePort, openBenchDatabase } from './support';

/*
 * `npm run bench:programs`: the college page API with its programs and the field-of-study page API with
 * its colleges (Psychology, 42.01: about 1,500 college programs), against the app's own code in this process (no
 * build needed) on a fresh embedded database that first loads what `npm start` loads: the migrations, the curated
 * catalog and every snapshot (careers, colleges, programs, fields of study). It reports:
 * - the fresh load time (migrate + curated + snapshots) and the second start's (snapshots unchanged, skipped);
 * - one request at a time (the p50 the goals name): each request a different answer (a different college, or another
 *   income), so the answer cache never serves it; then a repeated request, which the cache answers;
 * - autocannon throughput with BENCH_CONNECTIONS connections for BENCH_SECONDS seconds.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 60);

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function sequential(title: string, url: (i: number) => string): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const response = await fetch(url(i), { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: HTTP ${response.status} for ${url(i)}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return `| ${title} | ${quantile(ms, 0.5).toFixed(1)} | ${quantile(ms, 0.9).toFixed(1)} | ${ms.at(-1)!.toFixed(1)} |`;
}

async function throughput(title: string, url: string): Promise<string> {
  const result = await autocannon({ url, duration: DURATION, connections: CONNECTIONS, title, headers: { 'accept-encoding': 'br' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return `| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} |`;
}

const database = await openBenchDatabase('programs');
try {
  let started = performance.now();
  await loadCuratedCatalog(database.db);
  const snapshots = await loadSnapshots(database.db);
  const freshMs = Math.round(performance.now() - started);
  started = performance.now();
  await loadCuratedCatalog(database.db);
  await loadSnapshots(database.db);
  const againMs = Math.round(performance.now() - started);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    BASE_URL: baseUrl,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
  });
  const { app } = createApp({
    db: database.db,
    env,
    logger: pino({ level: 'silent' }),
    secret: 'bench-secret-that-is-long-enough-for-better-auth',
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  try {
    // Colleges with the most programs first: the heaviest college pages.
    const psychology = (await (await fetch(`${baseUrl}/api/majors/42.01`)).json()) as {
      colleges: { total: number; items: { college: { unitId: number } }[] };
    };
    const big = [204796, 110635, 166027, 170976, 228778, 134130, 145637, 236948, 100751, 243780];
    const rows = [
      await sequential(
        'GET /api/colleges/:unitId (10 large universities, each income new: no cache)',
        (i) => `${baseUrl}/api/colleges/${big[i % big.length]}?income=${40_000 + i}`,
      ),
      await sequential(
        'GET /api/colleges/204796?income=45000 (repeated: answer cache)',
        () => `${baseUrl}/api/colleges/204796?income=45000`,
      ),
      await sequential('GET /api/majors/42.01 (each income new: no cache)', (i) => `${baseUrl}/api/majors/42.01?income=${50_000 + i}`),
      await sequential(
        'GET /api/majors/42.01?sort=price&income=… (each new)',
        (i) => `${baseUrl}/api/majors/42.01?sort=price&income=${60_000 + i}`,
      ),
      await sequential(
        'GET /api/majors/42.01?sort=earnings&page=… (pages 1-60)',
        (i) => `${baseUrl}/api/majors/42.01?sort=earnings&page=${(i % 60) + 1}`,
      ),
      await sequential('GET /api/majors/42.01 (repeated: answer cache)', () => `${baseUrl}/api/majors/42.01`),
    ];
    const loads = [
      await throughput('GET /api/colleges/204796?income=45000', `${baseUrl}/api/colleges/204796?income=45000`),
      await throughput('GET /api/majors/42.01', `${baseUrl}/api/majors/42.01`),
    ];
    const programRows = snapshots.find((s) => s.file === 'programs.ndjson');
    console.log(
      `\nFresh load (migrated database → curated catalog + ${snapshots.map((s) => `${s.file} ${s.rows} rows ${s.ms} ms`).join(', ')}): ${freshMs} ms; second start (unchanged, skipped): ${againMs} ms. Psychology: ${psychology.colleges.total} college programs (${programRows?.rows} program rows in all). ${new Date().toISOString().slice(0, 10)}\n`,
    );
    console.log(`One request at a time (${SEQUENTIAL} each, brotli):\n\n| request | p50 ms | p90 ms | max ms |\n|---|---:|---:|---:|`);
    for (const row of rows) console.log(row);
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each:\n\n| request | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|`);
    for (const row of loads) console.log(row);
  } finally {
    server.close();
  }
} finally {
  await database.close();
}
