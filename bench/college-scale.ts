import autocannon from 'autocannon';
import { startBuiltApp } from './support';

/*
 * `npm run bench:colleges`: the college search and the college quiz over every institution of the
 * default dataset (data/snapshot/colleges.ndjson, 6,429 Scorecard 2023-24 institutions), against the production
 * build (`npm run build` first) with a fresh embedded database, as `npm start` runs it. The quiz is rate-limited per
 * client (60 a minute), so each request comes from its own address (TRUST_PROXY=1 and X-Forwarded-For).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { title: string; rps: number; p50: number; p99: number };

async function run(title: string, url: string, options: { method?: 'POST'; body?: unknown } = {}): Promise<Row> {
  let client = 0;
  const result = await autocannon({
    url,
    duration: DURATION,
    connections: CONNECTIONS,
    title,
    method: options.method ?? 'GET',
    ...(options.body === undefined
      ? {}
      : {
          body: JSON.stringify(options.body),
          headers: { 'content-type': 'application/json' },
          // A new client address for every request: the quiz's per-client limit is not what is measured.
          setupClient: (c: autocannon.Client) => {
            const next = () => {
              client += 1;
              return {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
              };
            };
            c.setHeaders(next());
            c.on('response', () => c.setHeaders(next()));
          },
        }),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** Median wall time of one request at a time (no queueing behind other connections). */
async function sequentialMedian(title: string, request: (i: number) => Promise<Response>, times = 25): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    const response = await request(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: HTTP ${response.status}`);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return `| ${title} | ${ms[Math.floor(times / 2)]!.toFixed(1)} | ${ms[times - 1]!.toFixed(1)} |`;
}

const started = performance.now();
const app = await startBuiltApp({ TRUST_PROXY: '1' });
const startMs = Math.round(performance.now() - started);
try {
  const all = (await (await fetch(`${app.baseUrl}/api/colleges?pageSize=1`)).json()) as { total: number };
  if (all.total < 6000) throw new Error(`the app serves ${all.total} colleges: is data/snapshot/colleges.ndjson there?`);
  await run('warm-up', `${app.baseUrl}/api/colleges`);
  const search = (query: string) => `${app.baseUrl}/api/colleges${query}`;
  const rows = [
    await run('GET /api/colleges (all, by name, page 1 + count)', search('')),
    await run('GET /api/colleges?page=300 (deep page by name)', search('?page=300')),
    await run('GET /api/colleges?q=community (name/city search)', search('?q=community')),
    await run('GET /api/colleges?state=CA,TX,NY&sort=netPrice', search('?state=CA,TX,NY&sort=netPrice')),
    await run('GET /api/colleges?sort=earnings (all, nulls last)', search('?sort=earnings')),
    await run(
      'GET /api/colleges?control=public&locale=town,rural&size=small&maxNetPrice=15000',
      search('?control=public&locale=town,rural&size=small&maxNetPrice=15000'),
    ),
    await run('POST /api/matches/colleges {} (rank all 6,429)', `${app.baseUrl}/api/matches/colleges`, { method: 'POST', body: {} }),
    await run('POST /api/matches/colleges {states: [MT]}', `${app.baseUrl}/api/matches/colleges`, {
      method: 'POST',
      body: { states: ['MT'] },
    }),
  ];
  const quiz = (body: unknown) => (i: number) =>
    fetch(`${app.baseUrl}/api/matches/colleges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.255.0.${i}` },
      body: JSON.stringify(body),
    });
  const sequential = [
    await sequentialMedian('GET /api/colleges (all, by name, page 1 + count)', () => fetch(search(''))),
    await sequentialMedian('GET /api/colleges?q=community', () => fetch(search('?q=community'))),
    await sequentialMedian('POST /api/matches/colleges {} (rank all 6,429)', quiz({})),
    await sequentialMedian('POST /api/matches/colleges {states: [MT]}', quiz({ states: ['MT'] })),
  ];
  console.log('\nOne request at a time (25 each):\n\n| request | median ms | max ms |\n|---|---:|---:|');
  for (const line of sequential) console.log(line);
  console.log(
    `\n${all.total} colleges; ${DURATION} s per row, ${CONNECTIONS} connections; app start with a fresh database (snapshot loaded) ${startMs} ms; ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} |`);
} finally {
  await app.stop();
}
