import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { FUNNEL_STEPS } from '../src/domain/analytics/events';
import { presetPeriod } from '../src/domain/analytics/insights';
import { VITAL_BUCKET_WIDTH, VITAL_LAST_BUCKET } from '../src/domain/analytics/vitals';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { ingestEvents } from '../src/server/features/analytics/analytics.service';
import { feedbackInsights, usageInsights, usageQueries } from '../src/server/features/analytics/insights.service';

/*
 * `npm run bench:analytics` (BENCH_EVENTS, default 10,000,000): fills a fresh
 * database with synthetic analytics events over the last 90 days — raw rows
 * and the rollups that ingestion keeps, written set-wise with generate_series
 * rather than through 10M HTTP calls — then times the insights queries for a
 * 30-day period, and the real ingestion path for a few thousand batches.
 * BENCH_DATABASE_URL runs it against an existing, empty PostgreSQL instead.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const DAYS = 90;
const EVENTS_PER_VISIT = 8;
const FEEDBACK_ROWS = 20_000;
const CHUNK = 1_000_000;
const RUNS = 15;

const logger = pino({ level: 'warn' });
let stopEmbedded: (() => Promise<void>) | undefined;
let dataDir: string | undefined;
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-analytics-'));
  const embedded = await startEmbeddedPostgres({ dataDir, logger, database: 'waypoint', ephemeral: true });
  url = embedded.url;
  stopEmbedded = embedded.stop;
}
const handle = openDatabase(url, { max: 8 });
const { db } = handle;
const query = (text: string, values: unknown[] = []) => db.$client.query(text, values);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const PATHS = [
  '/dashboard',
  '/journey',
  '/career-quiz',
  '/college-quiz',
  '/financial-expectations',
  '/feedback',
  '/calculator',
  '/debt-calculator',
  '/debt-facts',
  '/outcomes',
  '/resources/scholarships',
  '/feedback-form',
  '/privacy-policy',
  '/about',
  '/home',
  '/profile',
  '/progress',
  '/forum',
  '/add-post',
  '/professional-meetings',
  '/ai-counselor',
  '/full-assessment',
  '/premium/journey',
  '/premium/games-assessment',
];
const FUNNEL_EVENTS = FUNNEL_STEPS.slice(1).map((step) => step.event);
const OTHER_EVENTS = ['calculator_used', 'feedback_sent', 'game_finished', 'post_created', 'meeting_requested'];

/*
 * Event i (1..N) happens at start + i·span/N (rows arrive in time order, as in
 * production); events 8k..8k+7 are one visitor's day. A cheap multiplicative
 * hash of i picks the event: 70% page views, 10% web vitals, 20% key events.
 */
const GENERATED = `
  select i,
         $1::timestamptz + (i - 1) * ($2::interval / $3::bigint) as t,
         i / ${EVENTS_PER_VISIT} as visitor,
         (i * 2654435761) % 1000 as r
  from generate_series($4::bigint, $5::bigint) as i`;
const NAME = `case
    when r < 700 then 'page_view'
    when r < 800 then 'web_vital'
    ${FUNNEL_EVENTS.map((name, index) => `when r < ${800 + (index + 1) * 20} then '${name}'`).join('\n    ')}
    else (array[${OTHER_EVENTS.map((name) => `'${name}'`).join(',')}])[1 + (r % ${OTHER_EVENTS.length})]
  end`;
const PATH = `(array[${PATHS.map((p) => `'${p}'`).join(',')}])[1 + (i * 7919) % ${PATHS.length}]`;
const METRIC = `(array['LCP','INP','CLS'])[1 + i % 3]`;
const VALUE = `case i % 3 when 0 then 600 + (i * 31) % 4500 when 1 then 40 + (i * 17) % 700 else ((i * 13) % 400) / 1000.0 end`;

const end = new Date();
const start = new Date(end.getTime() - DAYS * 86_400_000);
const span = `${DAYS} days`;

try {
  await migrateDatabase(db);
  console.log(`Generating ${EVENTS.toLocaleString('en-US')} events over ${DAYS} days…`);
  await timed('raw events (analytics_events)', async () => {
    for (let from = 1; from <= EVENTS; from += CHUNK) {
      const to = Math.min(EVENTS, from + CHUNK - 1);
      await query(
        `insert into analytics_events (occurred_at, name, path, props)
         select t, ${NAME}, ${PATH},
                case when ${NAME} = 'web_vital' then jsonb_build_object('metric', ${METRIC}, 'value', ${VALUE}) end
         from (${GENERATED}) g`,
        [start, span, EVENTS, from, to],
      );
    }
  });
  await timed('rollup: analytics_daily_counts', () =>
    query(
      `insert into analytics_daily_counts (day, name, path, count)
       select (t at time zone 'UTC')::date, ${NAME}, ${PATH}, count(*) from (${GENERATED}) g group by 1, 2, 3`,
      [start, span, EVENTS, 1, EVENTS],
    ),
  );
  const bits = `bit_or(case ${FUNNEL_EVENTS.map((name, index) => `when ${NAME} = '${name}' then ${1 | (1 << (index + 1))}`).join(' ')} else 1 end)`;
  await timed('rollup: analytics_daily_funnel', () =>
    query(
      `insert into analytics_daily_funnel (day, step, visitors)
       select day, step, count(*) filter (where steps & (1 << step) <> 0)
       from (select min((t at time zone 'UTC')::date) as day, ${bits} as steps from (${GENERATED}) g group by visitor) v
       cross join generate_series(0, ${FUNNEL_STEPS.length - 1}) as step
       group by day, step`,
      [start, span, EVENTS, 1, EVENTS],
    ),
  );
  await timed('rollup: analytics_vital_buckets', () =>
    query(
      `insert into analytics_vital_buckets (day, metric, bucket, count)
       select (t at time zone 'UTC')::date, ${METRIC},
              least(${VITAL_LAST_BUCKET}, ceil(${VALUE} / case ${METRIC} when 'CLS' then ${VITAL_BUCKET_WIDTH.CLS} else ${VITAL_BUCKET_WIDTH.LCP} end - 1e-9))::int,
              count(*)
       from (${GENERATED}) g where ${NAME} = 'web_vital' group by 1, 2, 3`,
      [start, span, EVENTS, 1, EVENTS],
    ),
  );
  await timed(`${FEEDBACK_ROWS.toLocaleString('en-US')} feedback rows`, () =>
    query(
      `insert into feedback (rating, category, message, usefulness, current_tools, feature_requests, willingness_to_pay, created_at)
       select 1 + i % 5, (array['Overall Experience','Career Quiz','Financial Analysis','Bug Report','Other'])[1 + i % 5],
              'Message ' || i, 1 + i % 10, 'Tools ' || i, 'Requests ' || i, i % 51, $1::timestamptz + (i - 1) * ($2::interval / $3::bigint)
       from generate_series(1, $3::bigint) as i`,
      [start, span, FEEDBACK_ROWS],
    ),
  );
  await timed('VACUUM ANALYZE', () => query('vacuum analyze'));

  const [{ rows: sizes }, { rows: counts }] = await Promise.all([
    query(
      `select relname, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class where relname like 'analytics_%' and relkind = 'r' order by 1`,
    ),
    query(
      `select (select count(*) from analytics_events) as events, (select count(*) from analytics_daily_counts) as counts, (select count(*) from analytics_vital_buckets) as vitals`,
    ),
  ]);
  console.log(
    '\nrows:',
    counts[0],
    '\nsizes:',
    Object.fromEntries(sizes.map((row: { relname: string; size: string }) => [row.relname, row.size])),
  );

  const period = presetPeriod(30);
  const measure = async (label: string, work: () => Promise<unknown>) => {
    await work(); // warm the cache, as a page that is being used is
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { label, median: times[Math.floor(RUNS / 2)]!, max: times.at(-1)! };
  };
  const usage = await usageInsights(db, period);
  console.log(
    `\n30-day period ${period.from} – ${period.to}: ${usage.totals.visitors.toLocaleString('en-US')} visitors, ${usage.totals.pageViews.toLocaleString('en-US')} page views, LCP p75 ${usage.vitals[0]?.p75} ms`,
  );
  const rows = [
    await measure('GET /admin/insights/usage?days=30 (6 rollup queries in parallel)', () => usageInsights(db, period)),
    await measure('GET /admin/insights/usage?days=90', () => usageInsights(db, presetPeriod(90))),
    await measure('GET /admin/insights/feedback, 30 days (page 1 + summary)', () =>
      feedbackInsights(db, { from: period.from, to: period.to }),
    ),
    await measure('GET /admin/insights/feedback, 30 days, text search', () =>
      feedbackInsights(db, { from: period.from, to: period.to, q: 'message 1999' }),
    ),
    await measure('for comparison: page views from raw events, 30 days (BRIN scan)', () =>
      query(`select count(*) from analytics_events where occurred_at >= now() - interval '30 days' and name = 'page_view'`),
    ),
  ];

  // Server-side execution time of each query (EXPLAIN ANALYZE): what the database spends, without the
  // client round trip and without waiting for a CPU on a busy machine as much as the wall clock does.
  const explained: { label: string; ms: number }[] = [];
  for (const [name, builder] of Object.entries(usageQueries(db, period))) {
    const { sql, params } = builder.toSQL();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { rows: plan } = await query(`explain (analyze, format json) ${sql}`, params);
      times.push((plan[0] as { 'QUERY PLAN': { 'Execution Time': number }[] })['QUERY PLAN'][0]!['Execution Time']);
    }
    times.sort((a, b) => a - b);
    explained.push({ label: name, ms: times[Math.floor(RUNS / 2)]! });
  }

  const BATCHES = 2000;
  const started = performance.now();
  for (let batch = 0; batch < BATCHES; batch++) {
    await ingestEvents(
      db,
      { ip: `10.0.${batch % 250}.${batch % 200}`, userAgent: 'bench', site: 'bench' },
      {
        events: [
          { name: 'page_view', path: '/dashboard' },
          { name: 'page_view', path: '/journey' },
          { name: 'journey_started', path: '/journey' },
          { name: 'web_vital', path: '/dashboard', props: { metric: 'LCP', value: 1800 + batch } },
          { name: 'calculator_used', path: '/calculator', props: { calculator: 'loan' } },
        ],
      },
    );
  }
  const ingestMs = (performance.now() - started) / BATCHES;

  console.log(
    `\n${EVENTS.toLocaleString('en-US')} events, ${new Date().toISOString().slice(0, 10)}, median and slowest of ${RUNS} warm runs\n`,
  );
  console.log('| query | median ms | slowest ms | goal: median < 300 ms |');
  console.log('|---|---:|---:|---|');
  for (const row of rows)
    console.log(`| ${row.label} | ${row.median.toFixed(1)} | ${row.max.toFixed(1)} | ${row.median < 300 ? 'ok' : '**over**'} |`);
  console.log(`\nPostgreSQL execution time per usage query, 30 days (EXPLAIN ANALYZE, median of ${RUNS}):`);
  for (const row of explained) console.log(`| ${row.label} | ${row.ms.toFixed(2)} ms |`);
  console.log(
    `load average during the run: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  console.log(`\ningestion (ingestEvents, 5 events per batch, one at a time): ${ingestMs.toFixed(2)} ms per batch`);
} finally {
  await handle.close();
  await stopEmbedded?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
