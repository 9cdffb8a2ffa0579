import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { keepConnectionsAlive } from './http/keep-alive';
import { reconcileSignIns } from './auth/auth';
import { migrateDatabase, openDatabase } from './db/client';
import { loadCuratedCatalog } from './features/catalog/import/curated';
import { importLegacyHeadshots } from './features/mentorship/headshots';
import { startSearchWordUpkeep } from './features/forum/search-words';
import { loadSnapshots } from './features/catalog/import/load-snapshot';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { sharedSecret } from './db/shared-secret';
import { ConfigError, loadEnv } from './env';
import { createLogger, flushLogger } from './logger';

/** Start-up: configuration → database (embedded unless DATABASE_URL) → migrations → HTTP. */
async function main() {
  let env;
  try {
    // eslint-disable-next-line no-restricted-properties -- the one place that reads the environment
    env = loadEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel);
  const dataDir = path.resolve(env.dataDir);
  await mkdir(dataDir, { recursive: true });

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir, logger });
    databaseUrl = embedded.url;
  }
  const database = openDatabase(databaseUrl);
  await migrateDatabase(database.db);
  logger.info('database migrated');
  // Without AUTH_SECRET every instance on this database uses one secret, made by the first to start (ADR 0042).
  const secret = env.authSecret ?? (await sharedSecret(database.db, 'auth', path.join(dataDir, 'auth-secret')));
  const importedHeadshots = await importLegacyHeadshots(database.db, dataDir);
  if (importedHeadshots) logger.info({ importedHeadshots }, 'headshot files copied into the database');
  const signIns = await reconcileSignIns(database.db, env);
  if (signIns.demoted || signIns.endedDemoSessions) logger.warn(signIns, 'roles follow the configuration; demo sign-ins ended');
  const catalog = await loadCuratedCatalog(database.db);
  logger.info(catalog, 'curated catalog loaded');
  // The default dataset (data/snapshot/*.ndjson): every other occupation and institution; unchanged files are skipped.
  for (const snapshot of await loadSnapshots(database.db)) logger.info(snapshot, `snapshot ${snapshot.file} ${snapshot.status}`);

  // dist/server/main.js serves dist/client; under tsx (development) the same folder is found from src/server.
  const staticDir = fileURLToPath(new URL(import.meta.url.includes('/src/server/') ? '../../dist/client' : '../client', import.meta.url));
  const { app } = createApp({ db: database.db, env, logger, secret, staticDir });
  const searchWords = startSearchWordUpkeep({ db: database.db, logger });
  // Handlers still running: a client that hung up leaves its handler running, and it must finish before the pool ends.
  let running = 0;
  let allFinished: (() => void) | undefined;
  const fetch: typeof app.fetch = async (request, bindings, context) => {
    running++;
    try {
      return await app.fetch(request, bindings, context);
    } finally {
      if (--running === 0) allFinished?.();
    }
  };
  const server = serve({ fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info({ url: env.baseUrl, port: info.port, devSignIn: env.devIdp }, 'Waypoint is listening');
  });
  keepConnectionsAlive(server as Server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceClose = setTimeout(() => (server as Server).closeAllConnections?.(), 10_000);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as Server).closeIdleConnections?.();
    });
    clearTimeout(forceClose);
    if (running > 0) await Promise.race([new Promise<void>((resolve) => (allFinished = resolve)), delay(10_000)]);
    await searchWords.stop();
    await database.close();
    await embedded?.stop();
    logger.info('stopped');
    // Logs are written asynchronously (logger.ts): write out the last lines before exiting.
    await flushLogger(logger);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
