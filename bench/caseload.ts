/**
 * The caseload at district scale: an educator's first caseload page (who needs attention, 50 rows, with its 50
 * access-log writes) and the "everyone" view sorted by name, through the same service function the API route
 * calls. Each educator has 15 classes of 30 (450 students); the district has 30,000 students (67 educators).
 * Goal: p50 ≤ 50 ms for the first page.
 *
 *   npm run bench:caseload -- [--educators 67] [--classes 15] [--size 30] [--runs 100]
 *
 * Runs against its own throw-away embedded PostgreSQL (or BENCH_DATABASE_URL, an empty database it may fill).
 * Every student has started the journey; two in three have a career quiz result, one in three a college quiz
 * with 30 matches, one in two financial expectations (about one in five of those grades C or worse); a third
 * finished their last step 20 days ago; each class has two assignments, one past its due date.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { caseloadQuerySchema } from '../src/domain/classes/caseload';
import type { Database } from '../src/server/db/client';
import { caseload } from '../src/server/features/classes/caseload.service';
import { openBenchDatabase, timeRuns } from './support';

const { values } = parseArgs({
  options: {
    educators: { type: 'string', default: '67' },
    classes: { type: 'string', default: '15' },
    size: { type: 'string', default: '30' },
    runs: { type: 'string', default: '100' },
  },
});
const EDUCATORS = Number(values.educators);
const CLASSES = Number(values.classes);
const SIZE = Number(values.size);
const RUNS = Number(values.runs);
const PER_EDUCATOR = CLASSES * SIZE;

const classUuid = (c: string) => sql.raw(`('00000000-0000-4000-8000-' || lpad((${c})::text, 12, '0'))::uuid`);

/** Educators from..to-1, each with CLASSES classes of SIZE students with synced state and two assignments a class. */
async function insertEducators(db: Database, from: number, to: number) {
  const firstClass = from * CLASSES;
  const lastClass = to * CLASSES - 1;
  const firstStudent = from * PER_EDUCATOR;
  const lastStudent = to * PER_EDUCATOR - 1;
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-edu-' || e, 'Counselor ' || e, 'edu' || e || '@example.org' from generate_series(${from}::int, ${to - 1}::int) as e`);
  await db.execute(sql`
    insert into classes (id, educator_id, name, school_year, grade_level, join_code, join_token)
    select ${classUuid('c')}, 'bench-edu-' || (c / ${CLASSES}), 'Class ' || c, '2026-27', 9 + c % 4, 'CODE' || c, 'token-' || c
    from generate_series(${firstClass}::int, ${lastClass}::int) as c`);
  await db.execute(sql`
    insert into class_assignments (class_id, step, due_on)
    select ${classUuid('c')}, 'career-quiz', current_date - 5 from generate_series(${firstClass}::int, ${lastClass}::int) as c
    union all
    select ${classUuid('c')}, 'college-quiz', current_date + 20 from generate_series(${firstClass}::int, ${lastClass}::int) as c`);
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-student-' || n, 'Student ' || n, 'student' || n || '@example.org'
    from generate_series(${firstStudent}::int, ${lastStudent}::int) as n`);
  await db.execute(sql`
    insert into class_members (class_id, student_id, joined_at)
    select ${classUuid(`n / ${SIZE}`)}, 'bench-student-' || n, now() - interval '60 days'
    from generate_series(${firstStudent}::int, ${lastStudent}::int) as n`);
  // A third finished their last step 20 days ago; the others within the last day.
  const at = sql.raw(`case when n % 3 = 1 then now() - interval '20 days' else now() - (n % 86400) * interval '1 second' end`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'journeyStarted', 'true'::jsonb, ${at}
    from generate_series(${firstStudent}::int, ${lastStudent}::int) as n`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'quizResult',
      jsonb_build_object('topMajors', jsonb_build_array('Nursing', 'Biology', 'Psychology'), 'hollandCode', (array['IRC','SIA','ECS','RIC','ASE','CEI'])[n % 6 + 1],
        'profile', jsonb_build_object('R', 4, 'I', 6.5, 'A', 2, 'S', 2, 'E', 1.5, 'C', 4),
        'topCareerCodes', jsonb_build_array('29-1141.00', '15-1252.00')),
      ${at}
    from generate_series(${firstStudent}::int, ${lastStudent}::int) as n where n % 3 <> 0`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'collegeQuizResults',
      (select jsonb_agg(jsonb_build_object('unitId', 100000 + i, 'name', 'College ' || i, 'city', 'Springfield', 'state', 'IL',
        'score', 90 - i, 'averageNetPrice', 15000 + i * 100, 'reasons', jsonb_build_array('Offers your majors', 'In your price range')))
       from generate_series(1, 30) as i),
      ${at}
    from generate_series(${firstStudent}::int, ${lastStudent}::int) as n where n % 3 = 2`);
  await db.execute(sql`
    insert into assessment_states (user_id, key, value, updated_at)
    select 'bench-student-' || n, 'financialExpectations',
      jsonb_build_object('monthlyIncome', 2500 + n % 2000, 'plannedDebt', 20000 + (n * 7919) % 70000, 'level', 'Comfortable'),
      ${at}
    from generate_series(${firstStudent}::int, ${lastStudent}::int) as n where n % 2 = 0`);
}

const time = (run: (i: number) => Promise<unknown>) => timeRuns(RUNS, run);

const ATTENTION = caseloadQuerySchema.parse({});
const EVERYONE = caseloadQuerySchema.parse({ show: 'all', sort: 'name' });

async function measure(db: Database, educatorCount: number) {
  // Each run reads another educator's caseload, spread over all of them.
  const pick = (i: number) => `bench-edu-${Math.abs(i * 7919) % educatorCount}`;
  let listed = 0;
  const result = {
    attentionFirstPage: await time(async (i) => {
      const page = await caseload(db, pick(i), ATTENTION, Date.now());
      listed = page.attention;
    }),
    everyoneByName: await time((i) => caseload(db, pick(i), EVERYONE, Date.now())),
  };
  return { ...result, attentionPerEducator: listed };
}

async function main() {
  const { db, close } = await openBenchDatabase('caseload');
  try {
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    await insertEducators(db, 0, 1);
    await db.execute(sql`vacuum analyze`);
    results[`${PER_EDUCATOR} students, 1 educator`] = await measure(db, 1);

    const started = performance.now();
    for (let from = 1; from < EDUCATORS; from += 10) await insertEducators(db, from, Math.min(from + 10, EDUCATORS));
    await db.execute(sql`vacuum analyze`);
    console.log(
      `loaded ${((EDUCATORS - 1) * PER_EDUCATOR).toLocaleString('en-US')} more students in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    results[`${(EDUCATORS * PER_EDUCATOR).toLocaleString('en-US')} students, ${EDUCATORS} educators`] = await measure(db, EDUCATORS);

    console.log(`\n| query | data | p50 ms | p99 ms |\n|---|---|---:|---:|`);
    for (const query of ['attentionFirstPage', 'everyoneByName'] as const) {
      for (const [label, result] of Object.entries(results))
        console.log(`| ${query} | ${label} | ${result[query].p50.toFixed(2)} | ${result[query].p99.toFixed(2)} |`);
    }
    for (const [label, result] of Object.entries(results))
      console.log(`${label}: ${result.attentionPerEducator} students need attention (last educator read)`);
  } finally {
    await close();
  }
}

await main();
