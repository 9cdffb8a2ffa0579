/**
 * Forum at scale: the three reads that must stay fast as the forum
 * grows — the first page of a category, a deep page by cursor, and a
 * full-text search — timed at 1,000 posts and again at 1,000,000.
 *
 *   nice npm run bench:forum -- [--posts 1000000] [--runs 200] [--explain]
 *
 * Runs against its own throw-away embedded PostgreSQL (or BENCH_DATABASE_URL,
 * an empty database it may fill), through the same service functions the API
 * routes call.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { encodeCursor } from '../src/server/http/cursor';
import { listPosts } from '../src/server/features/forum/forum-read.service';
import { refreshSearchWords } from '../src/server/features/forum/search-words';
import { openBenchDatabase, p50p99, timeRuns } from './support';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const TARGET = Number(values.posts);
const RUNS = Number(values.runs);
const SMALL = 1000;

const WORDS = [
  'college',
  'career',
  'major',
  'loan',
  'grant',
  'scholarship',
  'essay',
  'fafsa',
  'tuition',
  'dorm',
  'campus',
  'advisor',
  'internship',
  'nursing',
  'engineering',
  'biology',
  'history',
  'teacher',
  'parent',
  'deadline',
  'interest',
  'budget',
  'offer',
  'transfer',
  'community',
  'online',
  'summer',
  'job',
  'salary',
  'debt',
  'payment',
  'housing',
  'meal',
  'plan',
  'credit',
  'class',
  'exam',
  'study',
  'apply',
  'visit',
  'tour',
  'question',
  'advice',
  'compare',
  'cost',
  'aid',
  'work',
  'study',
  'trade',
  'school',
  'apprentice',
  'welding',
  'electrician',
  'coding',
  'design',
  'music',
  'art',
  'sports',
];
// Rare enough to be selective, common enough to fill a page: appended to 1 post in 500.
const RARE_WORD = 'volcanology';
const UNKNOWN_WORD = 'scholarhsip';
const CATEGORIES = ['careers', 'majors', 'colleges', 'paying', 'student-life', 'parents-educators'];

async function insertPosts(db: Database, from: number, to: number, authorCount: number) {
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]`);
  const categories = sql.raw(`array[${CATEGORIES.map((category) => `'${category}'`).join(',')}]`);
  // Spread over the last ~2 years, one post every ~60 s; ids and words from the series number, so runs are repeatable.
  await db.execute(sql`
    insert into forum_posts (author_id, category, title, body, tags, score, reply_count, created_at, last_activity_at)
    select
      'bench-user-' || (n % ${authorCount}),
      (${categories})[1 + n % 6],
      initcap((${words})[1 + (n * 7) % ${WORDS.length}]) || ' ' || (${words})[1 + (n * 13) % ${WORDS.length}] || ' ' || (${words})[1 + (n * 17) % ${WORDS.length}] || '?',
      (${words})[1 + (n * 3) % ${WORDS.length}] || ' ' || (${words})[1 + (n * 5) % ${WORDS.length}] || ' ' || (${words})[1 + (n * 11) % ${WORDS.length}] || ' '
        || (${words})[1 + (n * 19) % ${WORDS.length}] || ' ' || (${words})[1 + (n * 23) % ${WORDS.length}] || ' and more about it.'
        || case when n % 500 = 0 then ' ' || ${RARE_WORD} else '' end,
      array[(${words})[1 + (n * 29) % ${WORDS.length}]],
      (n * 2654435761) % 50,
      (n * 40503) % 12,
      now() - ((${TARGET} - n) * interval '60 seconds'),
      now() - ((${TARGET} - n) * interval '60 seconds') + ((n % 7) * interval '1 hour')
    from generate_series(${from}::bigint, ${to - 1}::bigint) as n
  `);
}

const time = (run: (i: number) => Promise<unknown>) => timeRuns(RUNS, run);

/** A cursor that lands 90% of the way down the category (what "Load more" would reach after many pages). */
async function deepCursor(db: Database, count: number) {
  const result = await db.execute<{ created_at: string; id: string }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, id from forum_posts
    where status = 'published' and category = 'paying'
    order by created_at desc, id desc offset ${Math.floor((count / 6) * 0.9)} limit 1`);
  const row = result.rows[0]!;
  return encodeCursor('posts-new', [row.created_at, row.id]);
}

async function measure(db: Database, count: number) {
  await db.execute(sql`analyze forum_posts`);
  // What the hourly upkeep does (ADR 0036): bits for every word in more posts than the recent window holds.
  const started = performance.now();
  const built = await refreshSearchWords(db);
  const size = await db.execute<{ rows: number; bytes: string }>(
    sql`select (select count(*)::int from forum_search_word_bits) as rows, pg_size_pretty(pg_total_relation_size('forum_search_word_bits')) as bytes`,
  );
  console.log(
    `${count.toLocaleString('en-US')} posts: bits for ${built.length} common words built in ${Math.round(performance.now() - started)} ms ` +
      `(${size.rows[0]!.rows} rows, ${size.rows[0]!.bytes} with the index)`,
  );
  const cursor = await deepCursor(db, count);
  return {
    categoryFirstPage: await time(() => listPosts(db, undefined, { category: 'paying', sort: 'new', limit: 20 })),
    deepPage: await time(() => listPosts(db, undefined, { category: 'paying', sort: 'new', limit: 20, cursor })),
    search: await time(() => listPosts(db, undefined, { q: RARE_WORD, sort: 'new', limit: 20 })),
    // "scholarship" is in about one post in seven; the generator never puts "scholarship" and "essay" in one post.
    searchCommon: await time(() => listPosts(db, undefined, { q: 'scholarship', sort: 'new', limit: 20 })),
    searchNoHits: await time(() => listPosts(db, undefined, { q: 'scholarship essay', sort: 'new', limit: 20 })),
    // A word no post contains (a typo), the everyday way a search finds nothing.
    searchUnknown: await time(() => listPosts(db, undefined, { q: UNKNOWN_WORD, sort: 'new', limit: 20 })),
  };
}

/**
 * One post written the way the API writes it (one row, one statement), 50 times: what the bits' trigger adds to
 * a post (ADR 0036). Ten common words, never "scholarship" with "essay"; the rows are removed after.
 */
async function timeOnePost(db: Database) {
  const samples: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await db.execute(sql`
      insert into forum_posts (author_id, category, title, body)
      values ('bench-user-1', 'careers', ${`Timed post ${i}: college loan grant fafsa`}, 'tuition dorm campus advisor internship nursing')`);
    samples.push(performance.now() - started);
  }
  await db.execute(sql`delete from forum_posts where title like 'Timed post %'`);
  return p50p99(samples);
}

/**
 * The plans of the SQL listPosts runs for a search (first page, newest first):
 * the planner's estimate that picks the path, then the recent-window pass, then
 * the GIN lookup.
 */
async function explainSearches(db: Database) {
  const filters = `status = 'published'`;
  const matches = `search_vector @@ websearch_to_tsquery('english', $1)`;
  const order = 'created_at desc, id desc';
  const statements = {
    estimate: `explain (format json) select 1 from forum_posts where ${filters} and ${matches}`,
    window: `explain (analyze, buffers, costs off) select id from (select id, search_vector, created_at, last_activity_at, score from forum_posts where ${filters} order by ${order} limit 5000) as recent where ${matches} order by ${order} limit 21`,
    gin: `explain (analyze, buffers, costs off) with hits as materialized (select id, created_at, last_activity_at, score from forum_posts where ${filters} and ${matches}) select id from hits order by ${order} limit 21`,
  };
  for (const q of [RARE_WORD, 'scholarship', 'scholarship essay', UNKNOWN_WORD]) {
    const estimate = await db.$client.query(statements.estimate, [q]);
    const rows = (estimate.rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })['QUERY PLAN'][0].Plan['Plan Rows'];
    console.log(`\n-- "${q}": estimated hits ${rows}`);
    for (const pass of ['window', 'gin'] as const) {
      const plan = await db.$client.query(statements[pass], [q]);
      console.log(`-- ${pass} pass\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

async function main() {
  const { db, close } = await openBenchDatabase('forum');
  try {
    const authors = 1000;
    await db.execute(
      sql`insert into users (id, name, email) select 'bench-user-' || n, 'Bench User ' || n, 'bench' || n || '@example.org' from generate_series(0, ${authors - 1}) as n on conflict do nothing`,
    );
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};

    let started = performance.now();
    await insertPosts(db, TARGET - SMALL, TARGET, authors);
    console.log(`inserted ${SMALL} posts in ${Math.round(performance.now() - started)} ms`);
    results[SMALL.toLocaleString('en-US')] = await measure(db, SMALL);

    started = performance.now();
    const batch = 100_000;
    for (let from = 0; from < TARGET - SMALL; from += batch) await insertPosts(db, from, Math.min(from + batch, TARGET - SMALL), authors);
    console.log(`inserted ${(TARGET - SMALL).toLocaleString('en-US')} more posts in ${Math.round((performance.now() - started) / 1000)} s`);
    await db.execute(sql`vacuum analyze forum_posts`);
    const withoutBits = await timeOnePost(db);
    results[TARGET.toLocaleString('en-US')] = await measure(db, TARGET);
    const withBits = await timeOnePost(db);
    console.log(
      `one post written at ${TARGET.toLocaleString('en-US')}: p50 ${withoutBits.p50.toFixed(2)} ms / p99 ${withoutBits.p99.toFixed(2)} ms without bits, ` +
        `${withBits.p50.toFixed(2)} / ${withBits.p99.toFixed(2)} ms with them`,
    );
    if (values.explain) await explainSearches(db);

    console.log(`\n| query | posts | p50 ms | p99 ms |\n|---|---:|---:|---:|`);
    for (const query of ['categoryFirstPage', 'deepPage', 'search', 'searchCommon', 'searchNoHits', 'searchUnknown'] as const) {
      for (const [count, result] of Object.entries(results))
        console.log(`| ${query} | ${count} | ${result[query].p50.toFixed(2)} | ${result[query].p99.toFixed(2)} |`);
    }
  } finally {
    await close();
  }
}

await main();
