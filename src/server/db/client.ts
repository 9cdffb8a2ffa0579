import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle `db.transaction(async (tx) => …)` passes in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}

/** Opens a pooled connection; the pool size fits one app instance on a small machine. */
export function openDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as Database;
  return { db, close: () => pool.end() };
}

/** Where drizzle-kit writes migrations; resolved for both `tsx` (src) and the esbuild bundle (dist). */
export function migrationsFolder(): string {
  // Both resolve to the folder beside this module: src/server/db/migrations, or <dist>/server/migrations in the bundle.
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

/** An arbitrary constant: the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK_ID = 724_311_009;

/** Applies pending migrations; instances starting together wait for each other instead of racing. */
export async function migrateDatabase(db: Database, folder = migrationsFolder()): Promise<void> {
  const lockHolder = await db.$client.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockHolder.release();
  }
}
