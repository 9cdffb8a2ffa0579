import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { appSecrets, headshotImages, professionals, profiles, users } from '@server/db/schema';
import { sharedSecret } from '@server/db/shared-secret';
import { importLegacyHeadshots } from '@server/features/mentorship/headshots';
import { PROFESSIONAL_APPLICATION } from '@tests/support/professional-application';
import { signIn, startSecondInstance, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * Two app instances on one database, each with its own DATA_DIR (as two machines behind a load
 * balancer): what one stores, the other serves, and both start with the same auth secret.
 */

let server: TestServer;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
let dirA: string;
let dirB: string;

beforeAll(async () => {
  dirA = await mkdtemp(path.join(tmpdir(), 'waypoint-instance-a-'));
  dirB = await mkdtemp(path.join(tmpdir(), 'waypoint-instance-b-'));
  server = await startTestServer({ DATA_DIR: dirA });
  second = await startSecondInstance(server, { DATA_DIR: dirB });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
  for (const dir of [dirA, dirB]) if (dir) await rm(dir, { recursive: true, force: true });
});

async function professional(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.org`;
  const { client } = await signIn(server, { name, email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await server.db.insert(profiles).values({ userId: user!.id, fullName: name, userType: 'Educator', email });
  expect((await client.json('/api/professionals/me', 'PUT', PROFESSIONAL_APPLICATION)).status).toBe(200);
  return { client, userId: user!.id };
}

const png = (background: string) =>
  sharp({ create: { width: 200, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

describe('headshots shared by every instance', () => {
  it('an upload on A is served by B, with an ETag that answers 304 when unchanged', async () => {
    const pro = await professional('Shared Photo');
    const uploaded = await pro.client.fetch('/api/professionals/me/headshot', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await png('#224488')),
    });
    expect(uploaded.status).toBe(200);
    const url = ((await uploaded.json()) as { application: { headshotUrl: string } }).application.headshotUrl;

    const cookie = { cookie: pro.client.cookieHeader };
    const fromB = await fetch(`${second.baseUrl}${url}`, { headers: cookie });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('private, max-age=3600');
    const etag = fromB.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect((await sharp(Buffer.from(await fromB.arrayBuffer())).metadata()).width).toBe(512);

    // Both instances give the same validator, so a browser's copy from A is still good on B.
    const fromA = await pro.client.fetch(url);
    expect(fromA.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${second.baseUrl}${url}`, { headers: { ...cookie, 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const stale = await fetch(`${second.baseUrl}${url}`, { headers: { ...cookie, 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);

    // A stranger still gets 404 on B: the photo is pending review.
    expect((await fetch(`${second.baseUrl}${url}`)).status).toBe(404);
  });

  it('replacing the photo on B removes the old image for both instances', async () => {
    const pro = await professional('Replaced Photo');
    const put = async (base: string, color: string) => {
      const response = await fetch(`${base}/api/professionals/me/headshot`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', cookie: pro.client.cookieHeader, origin: base },
        body: new Uint8Array(await png(color)),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { application: { headshotUrl: string } }).application.headshotUrl;
    };
    const first = await put(server.baseUrl, '#aa3300');
    const replaced = await put(second.baseUrl, '#00aa33');
    expect(replaced).not.toBe(first);
    expect((await pro.client.fetch(first)).status).toBe(404);
    expect((await pro.client.fetch(replaced)).status).toBe(200);
    const images = await server.db.select({ file: headshotImages.file }).from(headshotImages).where(eq(headshotImages.userId, pro.userId));
    expect(images.map((image) => `/api/professionals/headshots/${image.file}`)).toEqual([replaced]);
  });

  it('a photo an earlier version wrote to DATA_DIR/uploads is copied in at start-up and served by the other instance', async () => {
    const pro = await professional('Legacy Photo');
    const file = '0b6c1a52-4a4b-4f0e-9d55-3b8f1d2c9e01.webp';
    const bytes = await sharp(await png('#556677'))
      .webp()
      .toBuffer();
    await mkdir(path.join(dirA, 'uploads'), { recursive: true });
    await writeFile(path.join(dirA, 'uploads', file), bytes);
    await server.db.update(professionals).set({ headshotFile: file }).where(eq(professionals.userId, pro.userId));
    const url = `/api/professionals/headshots/${file}`;
    expect((await fetch(`${second.baseUrl}${url}`, { headers: { cookie: pro.client.cookieHeader } })).status).toBe(404);

    expect(await importLegacyHeadshots(server.db, dirA)).toBe(1);
    // Running it again (another instance starting) copies nothing twice.
    expect(await importLegacyHeadshots(server.db, dirA)).toBe(0);
    const served = await fetch(`${second.baseUrl}${url}`, { headers: { cookie: pro.client.cookieHeader } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('one auth secret for every instance', () => {
  it('instances starting together on one database all get the secret the first one created', async () => {
    const pools = Array.from({ length: 4 }, () => openDatabase(server.databaseUrl, { max: 1 }));
    try {
      const secrets = await Promise.all(pools.map((pool) => sharedSecret(pool.db, 'race-test')));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[\w-]{43}$/);
      const rows = await server.db.select().from(appSecrets).where(eq(appSecrets.name, 'race-test'));
      expect(rows).toHaveLength(1);
      expect(await sharedSecret(pools[0]!.db, 'race-test')).toBe(secrets[0]);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it('adopts the secret an earlier version kept in DATA_DIR/auth-secret, so existing sessions survive', async () => {
    const file = path.join(dirA, 'auth-secret');
    await writeFile(file, 'an-older-secret-from-a-file-that-is-long-enough\n');
    expect(await sharedSecret(server.db, 'adopt-test', file)).toBe('an-older-secret-from-a-file-that-is-long-enough');
    // Later starts read the database, whatever the file now says.
    await writeFile(file, 'changed-later\n');
    expect(await sharedSecret(second.db, 'adopt-test', file)).toBe('an-older-secret-from-a-file-that-is-long-enough');
  });
});
