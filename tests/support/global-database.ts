import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadCuratedCatalog } from '../../src/server/features/catalog/import/curated';
import { loadSnapshots } from '../../src/server/features/catalog/import/load-snapshot';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL with rights to create databases. */
    adminDatabaseUrl: string;
    /** A migrated database holding the curated catalog, to clone per test file (CREATE DATABASE … TEMPLATE …). */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded server, or the one named by
 * TEST_DATABASE_URL. A migrated template database is cloned for each test file.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'warn' });
  const external = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-test-'));
    const embedded = await startEmbeddedPostgres({ dataDir, logger, database: 'postgres', ephemeral: true });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const template = `waypoint_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(template)}`);
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(template)}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const handle = openDatabase(templateUrl.toString(), { max: 2 });
  await migrateDatabase(handle.db);
  // As at every start of the app (main.ts): the API tests see the curated catalog and the default dataset
  // (data/snapshot: every occupation and institution), as a fresh install does.
  await loadCuratedCatalog(handle.db);
  await loadSnapshots(handle.db);
  await handle.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(template)} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
