import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { appSecrets } from './schema';

/** Any fixed number: the key of the advisory lock every instance takes before reading or creating a shared secret. */
export const SHARED_SECRET_LOCK = 7_240_420_001;

/**
 * The secret named `name`, created once for every instance on this database.
 * Instances starting together wait on one transaction-scoped advisory lock, so
 * the first creates it and the rest read that one (a check-then-write on a
 * shared folder let two instances each make their own). A secret an earlier
 * version kept in a file (`legacyFile`) is adopted, so existing sessions survive.
 */
export async function sharedSecret(db: Database, name: string, legacyFile?: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHARED_SECRET_LOCK})`);
    const [existing] = await tx.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
    if (existing) return existing.value;
    const adopted = legacyFile ? (await readFile(legacyFile, 'utf8').catch(() => '')).trim() : '';
    const value = adopted || randomBytes(32).toString('base64url');
    await tx.insert(appSecrets).values({ name, value });
    return value;
  });
}
