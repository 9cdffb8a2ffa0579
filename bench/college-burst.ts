import { performance } from 'node:perf_hooks';
import { collegePreferencesSchema } from '../src/domain/catalog/college-match';
import { loadCuratedCatalog } from '../src/server/features/catalog/import/curated';
import { loadSnapshots } from '../src/server/features/catalog/import/load-snapshot';
import { matchColleges, matchCollegesCached } from '../src/server/features/college-quiz/college-quiz.service';
import { openBenchDatabase } from './support';

/*
 * The college quiz under a burst: 30 identical searches (no state chosen, the costliest: every institution ranked)
 * started together, through the uncached ranking and through the cache a request takes. Prints p50/p95/max per set.
 * In-process (no HTTP): it measures the ranking and its queries, what a burst queued behind. `npx tsx bench/college-burst.ts`.
 */
const BURST = 30;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function burst(run: () => Promise<unknown>) {
  const started = performance.now();
  const times = await Promise.all(Array.from({ length: BURST }, async () => (await run(), performance.now() - started)));
  const sorted = times.sort((a, b) => a - b);
  return { p50: Math.round(quantile(sorted, 0.5)), p95: Math.round(quantile(sorted, 0.95)), max: Math.round(sorted.at(-1)!) };
}

const { db, close } = await openBenchDatabase('college-burst');
try {
  await loadCuratedCatalog(db);
  await loadSnapshots(db);
  const preferences = collegePreferencesSchema.parse({ majors: ['14.19'], familyIncome: 52_000 });
  await matchColleges(db, preferences); // warm-up (JIT, PostgreSQL caches)
  console.log('uncached', await burst(() => matchColleges(db, preferences)));
  console.log('cached (first request ranks, the rest share it)', await burst(() => matchCollegesCached(db, preferences)));
} finally {
  await close();
}
