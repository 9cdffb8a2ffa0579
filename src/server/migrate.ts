import path from 'node:path';
import { migrateDatabase, openDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { loadEnv } from './env';
import { createLogger } from './logger';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
// eslint-disable-next-line no-restricted-properties -- a command-line entry point, like main.ts
const env = loadEnv(process.env);
const logger = createLogger(env.logLevel);
const embedded = env.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: path.resolve(env.dataDir), logger });
const database = openDatabase(env.databaseUrl ?? embedded!.url, { max: 2 });
try {
  await migrateDatabase(database.db);
  logger.info('migrations applied');
} finally {
  await database.close();
  await embedded?.stop();
}
