import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The production build ($DIST_DIR/server/main.js, DIST_DIR defaulting to dist; or BENCH_SERVER=<path to another build's
 * main.js>, e.g. a base commit's for a before/after pair; or `options.server`) with a fresh embedded database, as
 * `npm start` runs it.
 */
/**
 * The Node flags `npm run serve` (and so `npm start`) gives the app, read from package.json: the benches run the app as
 * a deployment does. BENCH_NODE_ARGS replaces them for a trial.
 */
export function serveNodeFlags(): string[] {
  if (process.env.BENCH_NODE_ARGS !== undefined) return process.env.BENCH_NODE_ARGS.split(/\s+/).filter(Boolean);
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  return (scripts.serve ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
}

export async function startBuiltApp(
  extraEnv: Record<string, string> = {},
  options: { server?: string } = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-'));
  const server = options.server ?? process.env.BENCH_SERVER ?? path.join(process.env.DIST_DIR ?? 'dist', 'server', 'main.js');
  const child: ChildProcess = spawn(process.execPath, [...serveNodeFlags(), server], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', BASE_URL: baseUrl, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A fresh database loads every snapshot before the health check answers: over a minute on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A migrated database for a scale bench: its own throw-away embedded PostgreSQL, or the empty database that
 * BENCH_DATABASE_URL names. `close` ends the pool and stops the embedded server.
 */
export async function openBenchDatabase(name: string): Promise<{ db: Database; close: () => Promise<void> }> {
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dataDir: await mkdtemp(path.join(os.tmpdir(), `waypoint-${name}-bench-`)),
        logger: pino({ level: 'warn' }),
        ephemeral: true,
      });
  const database = openDatabase(process.env.BENCH_DATABASE_URL ?? embedded!.url, { max: 2 });
  const close = async () => {
    await database.close();
    await embedded?.stop();
  };
  try {
    await migrateDatabase(database.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: database.db, close };
}

/** The median and the 99th percentile of timings in milliseconds (sorted here). */
export function p50p99(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { p50: at(50), p99: at(99) };
}

/**
 * Times `run` `runs` times after ten warm-up calls that fill the cache and settle the plan. The warm-up calls get
 * the indexes -1 to -10, so a bench that writes can keep them apart from the measured calls (0 to runs - 1).
 */
export async function timeRuns(runs: number, run: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 10; i++) await run(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return p50p99(samples);
}
