import { performance } from 'node:perf_hooks';
import { loadCuratedCatalog } from '../src/server/features/catalog/import/curated';
import { loadSnapshots } from '../src/server/features/catalog/import/load-snapshot';
import { CATALOG_LISTS_TTL_MS, matchInterests } from '../src/server/features/career-quiz/career-quiz.service';
import { openBenchDatabase } from './support';

/*
 * The career quiz's submission (POST /api/matches/interests) in-process, on the default catalog: each call reading the
 * whole career and major lists again (as every submission did) against the minute-long list cache. Reports CPU
 * milliseconds of this process per call as well as wall time: on a machine shared with other work, CPU time is the
 * figure that does not move with the neighbours. PostgreSQL's own CPU is not in it. `npx tsx bench/interest-matches.ts`.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 40);

const { db, close } = await openBenchDatabase('interest-matches');
try {
  await loadCuratedCatalog(db);
  await loadSnapshots(db);
  const profile = { R: 2, I: 6.5, A: 3, S: 2.5, E: 2, C: 4 };
  let clock = Date.now() + 100 * CATALOG_LISTS_TTL_MS;
  await matchInterests(db, profile, 'en', () => clock); // warm-up (JIT, PostgreSQL caches)
  async function measure(title: string, advance: number) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) {
      clock += advance;
      await matchInterests(db, profile, 'en', () => clock);
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / CALLS;
    console.log(`| ${title} | ${CALLS} | ${cpuMs.toFixed(1)} | ${((performance.now() - started) / CALLS).toFixed(1)} |`);
  }
  console.log('| each submission | calls | app CPU ms per call | wall ms per call |\n|---|---:|---:|---:|');
  await measure('reads every career and major again (before)', CATALOG_LISTS_TTL_MS);
  await measure('ranks the lists read within the minute (after)', 0);
} finally {
  await close();
}
