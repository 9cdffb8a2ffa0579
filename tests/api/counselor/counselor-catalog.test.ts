import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers, catalogSnapshots } from '@server/db/schema';
import { SHARED_CATALOG_TTL_MS, sharedDatabaseCatalog } from '@server/features/counselor/counselor.catalog';
import { startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the catalog counselor questions share', () => {
  it('is one catalog for a minute, then a fresh read that sees an edited career', async () => {
    // Far past any catalog an earlier question made, so the first call makes a new one.
    const start = Date.now() + 10 * SHARED_CATALOG_TTL_MS;
    const first = await sharedDatabaseCatalog(server.db, () => start);
    const [career] = await first.careers();
    expect(await sharedDatabaseCatalog(server.db, () => start + SHARED_CATALOG_TTL_MS - 1)).toBe(first);

    await server.db
      .update(careers)
      .set({ title: `${career!.title} (edited)` })
      .where(eq(careers.socCode, career!.socCode));
    try {
      expect((await (await sharedDatabaseCatalog(server.db, () => start + 1)).careers())[0]!.title).toBe(career!.title);
      const fresh = await sharedDatabaseCatalog(server.db, () => start + SHARED_CATALOG_TTL_MS);
      expect(fresh).not.toBe(first);
      expect((await fresh.careers()).find((row) => row.socCode === career!.socCode)!.title).toBe(`${career!.title} (edited)`);
    } finally {
      await server.db.update(careers).set({ title: career!.title }).where(eq(careers.socCode, career!.socCode));
    }
  });

  it('is kept past the minute while no row changed, and read again after a row is added or removed', async () => {
    const start = Date.now() + 1000 * SHARED_CATALOG_TTL_MS;
    const first = await sharedDatabaseCatalog(server.db, () => start);
    expect(await sharedDatabaseCatalog(server.db, () => start + SHARED_CATALOG_TTL_MS)).toBe(first);
    expect(await sharedDatabaseCatalog(server.db, () => start + 5 * SHARED_CATALOG_TTL_MS)).toBe(first);

    const [career] = await server.db.select().from(careers).limit(1);
    await server.db.delete(careers).where(eq(careers.socCode, career!.socCode));
    let second: Awaited<ReturnType<typeof sharedDatabaseCatalog>> | undefined;
    try {
      second = await sharedDatabaseCatalog(server.db, () => start + 6 * SHARED_CATALOG_TTL_MS);
      expect(second).not.toBe(first);
      expect((await second.careers()).some((row) => row.socCode === career!.socCode)).toBe(false);
    } finally {
      await server.db.insert(careers).values(career!);
    }
    const third = await sharedDatabaseCatalog(server.db, () => start + 7 * SHARED_CATALOG_TTL_MS);
    expect(third).not.toBe(second);
    expect((await third.careers()).some((row) => row.socCode === career!.socCode)).toBe(true);
  });

  it('is read again at once when a snapshot is reloaded, whatever the minute', async () => {
    const start = Date.now() + 100 * SHARED_CATALOG_TTL_MS;
    const first = await sharedDatabaseCatalog(server.db, () => start);
    const [snapshot] = await server.db.select().from(catalogSnapshots).limit(1);
    expect(snapshot).toBeDefined();
    await server.db.update(catalogSnapshots).set({ sha256: 'reloaded' }).where(eq(catalogSnapshots.file, snapshot!.file));
    try {
      expect(await sharedDatabaseCatalog(server.db, () => start + 1)).not.toBe(first);
    } finally {
      await server.db.update(catalogSnapshots).set({ sha256: snapshot!.sha256 }).where(eq(catalogSnapshots.file, snapshot!.file));
    }
  });
});
