/**
 * Classes at scale: an educator's roster page (first page, 25 rows, with its access-log
 * writes) and the class totals, timed for one class of 30 students, then again with 30,000 students in
 * 1,000 classes. Goal: p50 ≤ 20 ms each, and ≤ 2× the time at 30 students.
 *
 *   npm run bench:classes -- [--classes 1000] [--size 30] [--runs 200]
 *
 * Runs against its own throw-away embedded PostgreSQL (or BENCH_DATABASE_URL, an empty database it
 * may fill), through the same service functions the API routes call. Every student has started the
 * journey; two in three have a career quiz result, one in two financial expectations.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { roster, totals } from '../src/server/features/classes/roster';
import { openBenchDatabase, timeRuns } from './support';

const { values } = parseArgs({
  options: {
    classes: { type: 'string', default: '1000' },
    size: { type: 'string', default: '30' },
    runs: { type: 'string', default: '200' },
  },
});
const CLASSES = Number(values.classes);
const SIZE = Number(values.size);
const RUNS = Number(values.runs);
const QUERY = { filter: 'all', sort: 'name', dir: 'asc', q: '', page: 1 } as const;

/** Classes from..to-1, each with its educator and SIZE students with synced state. */
async function insertClasses(db: Database, from: number, to: number) {
  const last = to - 1;
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-edu-' || c, 'Teacher ' || c, 'edu' || c || '@example.org' from generate_series(${from}::int, ${last}::int) as c`);
  await db.execute(sql`
    insert into classes (id, educator_id, name, school_year, grade_level, join_code, join_token)
    select ('00000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, 'bench-edu-' || c, 'Class ' || c, '2026-27', 11,
      'CODE' || c, 'token-' || c
    from generate_series(${from}::int, ${last}::int) as c`);
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-student-' || n, 'Student ' || n, 'student' || n || '@example.org'
    from generate_series(${from * SIZE}::int, ${to * SIZE - 1}::int) as n`);
  await db.execute(sql`
    insert into class_members (class_id, student_id)
    select ('00000000-0000-4000-8000-' || lpad((n / ${SIZE})::text, 12, '0'))::uuid, 'bench-student-' || n
    from generate_series(${from * SIZE}::int, ${to * SIZE - 1}::int) as n`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'journeyStarted', 'true'::jsonb, now() - n * interval '1 second'
    from generate_series(${from * SIZE}::int, ${to * SIZE - 1}::int) as n`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'quizResult',
      jsonb_build_object('topMajors', jsonb_build_array('Nursing', 'Biology', 'Psychology'), 'hollandCode', (array['IRC','SIA','ECS','RIC','ASE','CEI'])[n % 6 + 1],
        'topCareerCodes', jsonb_build_array('29-1141.00', '15-1252.00')),
      now() - n * interval '1 second'
    from generate_series(${from * SIZE}::int, ${to * SIZE - 1}::int) as n where n % 3 <> 0`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'financialExpectations',
      jsonb_build_object('monthlyIncome', 3000 + n % 2000, 'plannedDebt', 20000 + n % 30000, 'level', 'Comfortable'),
      now() - n * interval '1 second'
    from generate_series(${from * SIZE}::int, ${to * SIZE - 1}::int) as n where n % 2 = 0`);
}

const time = (run: (i: number) => Promise<unknown>) => timeRuns(RUNS, run);

const classId = (c: number) => `00000000-0000-4000-8000-${String(c).padStart(12, '0')}`;

async function measure(db: Database, classCount: number) {
  // Each run reads another class, spread over all of them.
  const pick = (i: number) => Math.abs(i * 7919) % classCount;
  return {
    rosterPage: await time((i) => roster(db, `bench-edu-${pick(i)}`, classId(pick(i)), QUERY)),
    classTotals: await time((i) => totals(db, `bench-edu-${pick(i)}`, classId(pick(i)))),
  };
}

async function main() {
  const { db, close } = await openBenchDatabase('classes');
  try {
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    await insertClasses(db, 0, 1);
    await db.execute(sql`vacuum analyze`);
    results[`${SIZE} students, 1 class`] = await measure(db, 1);

    const started = performance.now();
    for (let from = 1; from < CLASSES; from += 100) await insertClasses(db, from, Math.min(from + 100, CLASSES));
    await db.execute(sql`vacuum analyze`);
    console.log(
      `loaded ${((CLASSES - 1) * SIZE).toLocaleString('en-US')} more students in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    results[`${(CLASSES * SIZE).toLocaleString('en-US')} students, ${CLASSES.toLocaleString('en-US')} classes`] = await measure(
      db,
      CLASSES,
    );

    console.log(`\n| query | data | p50 ms | p99 ms |\n|---|---|---:|---:|`);
    for (const query of ['rosterPage', 'classTotals'] as const) {
      for (const [label, result] of Object.entries(results))
        console.log(`| ${query} | ${label} | ${result[query].p50.toFixed(2)} | ${result[query].p99.toFixed(2)} |`);
    }
  } finally {
    await close();
  }
}

await main();
