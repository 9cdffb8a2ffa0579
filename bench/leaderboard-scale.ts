/**
 * Leaderboard at scale: the top 20 of a game, one player's rank and
 * percentile, and a new best score being recorded, timed with 1,000 players'
 * best scores and again with 1,000,000. Goal: 1M costs under twice 1k.
 *
 *   npm run bench:leaderboard -- [--scores 1000000] [--runs 200] [--explain]
 *
 * Runs against its own throw-away embedded PostgreSQL (or BENCH_DATABASE_URL,
 * an empty database it may fill), through the same service functions the API
 * routes call. Every player has a best score in Logic Puzzles (the hardest case:
 * one row per score), one in ten has opted in under a nickname.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { generatePuzzles } from '../src/domain/cognitive/puzzles';
import type { ScoreSubmission } from '../src/domain/leaderboard/submission';
import type { Database } from '../src/server/db/client';
import { myStanding, standingSql, submitScore, topScores, topScoresQuery } from '../src/server/features/leaderboard/leaderboard.service';
import { openBenchDatabase, timeRuns } from './support';

const { values } = parseArgs({
  options: {
    scores: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const TARGET = Number(values.scores);
const RUNS = Number(values.runs);
const SMALL = 1000;
const GAME = 'logic-puzzles';

/** Players from..to-1: a user, a best score (a triangular spread over 0-1000, every value used), one in ten listed with a nickname. */
async function insertPlayers(db: Database, from: number, to: number) {
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-user-' || n, 'Bench User ' || n, 'bench' || n || '@example.org' from generate_series(${from}::bigint, ${to - 1}::bigint) as n`);
  await db.execute(sql`
    insert into leaderboard_profiles (user_id, nickname, opted_in)
    select 'bench-user-' || n, 'Player ' || n, true from generate_series(${from}::bigint, ${to - 1}::bigint) as n where n % 10 = 0`);
  await db.execute(sql`
    insert into leaderboard_bests (user_id, game, score, achieved_at, listed)
    select 'bench-user-' || n, ${GAME}, (abs(hashtext('a' || n)) % 1001 + abs(hashtext('b' || n)) % 1001) / 2, now() - (n * interval '1 second'), n % 10 = 0
    from generate_series(${from}::bigint, ${to - 1}::bigint) as n`);
}

/** The counts as the service keeps them, rebuilt in one statement after a bulk load. */
async function rebuildCounts(db: Database) {
  await db.execute(sql`delete from leaderboard_score_counts`);
  await db.execute(
    sql`insert into leaderboard_score_counts (game, score, players) select game, score, count(*) from leaderboard_bests group by game, score`,
  );
  await db.execute(sql`vacuum analyze leaderboard_bests, leaderboard_score_counts, leaderboard_profiles`);
}

const time = (run: (i: number) => Promise<unknown>) => timeRuns(RUNS, run);

const SEED = 99;
const ANSWERS = generatePuzzles(SEED).map((puzzle) => ({ kind: puzzle.kind, difficulty: puzzle.difficulty, correct: true, ms: 5000 }));
/** A perfect Logic Puzzles game: always a new best for a player below 100, so every run moves a count. */
const perfectGame: ScoreSubmission = {
  game: 'logic-puzzles',
  seed: SEED,
  answers: ANSWERS,
  puzzlesSolved: 10,
  accuracy: 100,
  durationMs: 60_000,
};

async function measure(db: Database, count: number, round: string) {
  const viewer = `bench-user-${Math.floor(count / 2)}`;
  // Each submit run uses another player, spread over the whole table.
  const submitter = (i: number) => `bench-user-${Math.abs((i * 7919 + (round === 'large' ? 13 : 0)) % count)}`;
  return {
    top20: await time(() => topScores(db, GAME, viewer)),
    myRank: await time(() => myStanding(db, viewer)),
    submitNewBest: await time((i) => submitScore(db, submitter(i), perfectGame)),
  };
}

async function explain(db: Database, viewer: string) {
  const top = topScoresQuery(db, GAME).toSQL();
  const topPlan = await db.$client.query(`explain (analyze, buffers, costs off) ${top.sql}`, top.params);
  const standingPlan = await db.execute(sql`explain (analyze, buffers, costs off) ${standingSql(viewer)}`);
  const lines = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  console.log(`\n-- top 20\n${lines(topPlan.rows)}\n\n-- my rank\n${lines(standingPlan.rows)}`);
}

async function main() {
  const { db, close } = await openBenchDatabase('leaderboard');
  try {
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};

    let started = performance.now();
    await insertPlayers(db, 0, SMALL);
    await rebuildCounts(db);
    console.log(`loaded ${SMALL} scores in ${Math.round(performance.now() - started)} ms`);
    results[SMALL.toLocaleString('en-US')] = await measure(db, SMALL, 'small');
    if (values.explain) await explain(db, `bench-user-${SMALL / 2}`);

    started = performance.now();
    const batch = 100_000;
    for (let from = SMALL; from < TARGET; from += batch) await insertPlayers(db, from, Math.min(from + batch, TARGET));
    await rebuildCounts(db);
    console.log(`loaded ${(TARGET - SMALL).toLocaleString('en-US')} more scores in ${Math.round((performance.now() - started) / 1000)} s`);
    results[TARGET.toLocaleString('en-US')] = await measure(db, TARGET, 'large');
    if (values.explain) await explain(db, `bench-user-${Math.floor(TARGET / 2)}`);

    console.log(`\n| query | scores | p50 ms | p99 ms |\n|---|---:|---:|---:|`);
    for (const query of ['top20', 'myRank', 'submitNewBest'] as const) {
      for (const [count, result] of Object.entries(results))
        console.log(`| ${query} | ${count} | ${result[query].p50.toFixed(2)} | ${result[query].p99.toFixed(2)} |`);
    }
  } finally {
    await close();
  }
}

await main();
