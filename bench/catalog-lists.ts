import { performance } from 'node:perf_hooks';
import { loadCuratedCatalog } from '../src/server/features/catalog/import/curated';
import { loadSnapshots } from '../src/server/features/catalog/import/load-snapshot';
import { CATALOG_LISTS_TTL_MS, matchInterests } from '../src/server/features/career-quiz/career-quiz.service';
import { databaseCatalog, SHARED_CATALOG_TTL_MS, sharedDatabaseCatalog } from '../src/server/features/counselor/counselor.catalog';
import { resolveQuestionFacts } from '../src/server/features/counselor/counselor.facts';
import { openBenchDatabase } from './support';

/*
 * Two requests of a class period that read whole catalog lists, in-process on the default catalog: the career quiz's
 * submission (POST /api/matches/interests) and the offline counselor's reading of a question (the careers, majors and
 * colleges it names), each reading the lists again per request (as they did) against the lists shared for a minute.
 * Reports CPU milliseconds of this process per call as well as wall time: on a machine shared with other work, CPU
 * time is the figure that moves least with the neighbours. PostgreSQL's own CPU is not in it.
 * `npx tsx bench/catalog-lists.ts`.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 40);

const { db, close } = await openBenchDatabase('interest-matches');
try {
  await loadCuratedCatalog(db);
  await loadSnapshots(db);
  const profile = { R: 2, I: 6.5, A: 3, S: 2.5, E: 2, C: 4 };
  let clock = Date.now() + 100 * CATALOG_LISTS_TTL_MS;
  await matchInterests(db, profile, 'en', () => clock); // warm-up (JIT, PostgreSQL caches)
  async function measure(title: string, call: () => Promise<unknown>) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) await call();
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / CALLS;
    console.log(`| ${title} | ${CALLS} | ${cpuMs.toFixed(1)} | ${((performance.now() - started) / CALLS).toFixed(1)} |`);
  }
  console.log('| request | calls | app CPU ms per call | wall ms per call |\n|---|---:|---:|---:|');
  await measure('career quiz: reads every career and major again (before)', () => {
    clock += CATALOG_LISTS_TTL_MS;
    return matchInterests(db, profile, 'en', () => clock);
  });
  await measure('career quiz: ranks the lists read within the minute (after)', () => matchInterests(db, profile, 'en', () => clock));
  const question = 'How much debt is too much for a nursing degree at Ohio State?';
  await resolveQuestionFacts(question, databaseCatalog(db)); // warm-up
  await measure('counselor question: reads every list and builds the names again (before)', () =>
    resolveQuestionFacts(question, databaseCatalog(db)),
  );
  const shared = clock;
  await measure('counselor question: the catalog shared for the minute (after)', async () =>
    resolveQuestionFacts(question, await sharedDatabaseCatalog(db, () => shared + SHARED_CATALOG_TTL_MS - 1)),
  );
} finally {
  await close();
}
