import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@server/db/embedded';
import { ConfigError, loadEnv } from '@server/env';
import { createLogger } from '@server/logger';
import { loadCuratedCatalog } from './curated';
import { ImportError } from './input';
import { importOnet } from './onet';
import { importScorecard } from './scorecard';

/*
 * `npm run data:import -- --scorecard <file|url> [--scorecard-year 2023-24] [--field-of-study <file|url>] --onet <folder|url>`
 * Loads the official College Scorecard and O*NET files into DATABASE_URL, or into
 * the embedded database in DATA_DIR (stop the app first: one server per folder).
 */
const USAGE =
  'Usage: npm run data:import -- [--scorecard <MERGED2023_24_PP.csv[.bz2] | Most-Recent-Cohorts-Institution.csv | URL>] [--scorecard-year 2023-24] [--field-of-study <FieldOfStudyData1516_1617_PP.csv[.bz2] | URL>] [--onet <folder | base URL with the O*NET text files>]';

const number = (value: number) => value.toLocaleString('en-US');

function fail(message: string, code = 1): never {
  console.error(message.split('\n')[0]);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    options: {
      scorecard: { type: 'string' },
      'scorecard-year': { type: 'string' },
      'field-of-study': { type: 'string' },
      onet: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n`, 2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.scorecard && !args.onet) fail(USAGE, 2);
if (args['field-of-study'] && !args.scorecard)
  fail('--field-of-study estimates the debt and earnings of a --scorecard import: pass both', 2);

let env;
try {
  // eslint-disable-next-line no-restricted-properties -- a command-line entry point, like main.ts
  env = loadEnv(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const logger = createLogger(env.logLevel === 'info' ? 'warn' : env.logLevel);

let embedded: EmbeddedDatabase | undefined;
let database: DatabaseHandle | undefined;
let exitCode = 0;
try {
  if (!env.databaseUrl) embedded = await startEmbeddedPostgres({ dataDir: path.resolve(env.dataDir), logger });
  database = openDatabase(env.databaseUrl ?? embedded!.url, { max: 2 });
  await migrateDatabase(database.db);
  // Curated rows first, so the O*NET import knows which careers are curated on a fresh database.
  await loadCuratedCatalog(database.db);

  if (args.scorecard) {
    const counts = await importScorecard(database.db, args.scorecard, {
      year: args['scorecard-year'],
      fieldOfStudy: args['field-of-study'],
    });
    console.log(
      `College Scorecard: ${number(counts.read)} rows read, ${number(counts.loaded)} institutions loaded, ${number(counts.skipped)} skipped`,
    );
    for (const example of counts.skippedExamples) console.log(`  skipped ${example}`);
  }
  if (args.onet) {
    const counts = await importOnet(database.db, args.onet);
    console.log(
      `O*NET: ${number(counts.read)} occupations read, ${number(counts.loaded)} careers loaded, ${number(counts.keptCurated)} curated careers kept, ${number(counts.keptSnapshot)} default-dataset careers kept (regenerate them with data:snapshot), ` +
        `${number(counts.withoutInterests)} without interest scores, ${number(counts.skipped)} skipped`,
    );
    for (const example of counts.skippedExamples) console.log(`  skipped ${example}`);
  }
} catch (error) {
  exitCode = 1;
  if (error instanceof ImportError) console.error(error.message.split('\n')[0]);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await database?.close();
  await embedded?.stop();
}
process.exit(exitCode);
