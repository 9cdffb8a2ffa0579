import { eq } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devIdpStore, sweepDevIdpRecords } from '@server/auth/dev-idp-store';
import type { DatabaseHandle } from '@server/db/client';
import { devIdpRecords } from '@server/db/schema';
import { createTestDatabase } from '@tests/support/test-database';

/*
 * The demo provider's store against the real database: what oidc-provider writes through one
 * instance's adapter, another instance's adapter reads, until it expires, is consumed or revoked.
 */

let database: DatabaseHandle;
let now: number;
const clock = () => now;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  now = Date.UTC(2026, 11, 7, 8, 0, 0);
  await database.db.delete(devIdpRecords);
});

const store = (options: { sweepEvery?: number; clockToleranceSeconds?: number } = {}) =>
  devIdpStore(database.db, { now: clock, ...options });

const payload = (fields: Partial<AdapterPayload>): AdapterPayload => ({ iat: Math.floor(now / 1000), ...fields });

describe('the demo provider store', () => {
  it('gives back what was written, by id and by uid, and only for its own kind of record', async () => {
    const sessions = store()('Session');
    const interactions = store()('Interaction');
    const session = payload({ jti: 'S1', uid: 'uid-1', accountId: 'acc', kind: 'Session' });
    await sessions.upsert('S1', session, 600);
    expect(await sessions.find('S1')).toEqual(session);
    expect(await sessions.findByUid('uid-1')).toEqual(session);
    expect(await interactions.find('S1')).toBeUndefined();
    expect(await sessions.find('S2')).toBeUndefined();
    expect(await sessions.findByUid('uid-2')).toBeUndefined();

    // Another instance's adapter (its own factory, the same table) reads the same record.
    expect(await store()('Session').findByUid('uid-1')).toEqual(session);
  });

  it('replaces a record written again under the same id, its uid included', async () => {
    const sessions = store()('Session');
    await sessions.upsert('S1', payload({ uid: 'old', accountId: 'a' }), 600);
    await sessions.upsert('S1', payload({ uid: 'new', accountId: 'b' }), 600);
    expect(await sessions.findByUid('old')).toBeUndefined();
    expect(await sessions.findByUid('new')).toMatchObject({ accountId: 'b' });
    expect(await database.db.select().from(devIdpRecords)).toHaveLength(1);
  });

  it('marks a consumed record with the second it was consumed, and a rewrite starts unconsumed', async () => {
    const codes = store()('AuthorizationCode');
    await codes.upsert('C1', payload({ grantId: 'G1' }), 60);
    expect((await codes.find('C1'))?.consumed).toBeUndefined();
    now += 5_500;
    await codes.consume('C1');
    expect((await codes.find('C1'))?.consumed).toBe(Math.floor(now / 1000));
    await codes.upsert('C1', payload({ grantId: 'G1' }), 60);
    expect((await codes.find('C1'))?.consumed).toBeUndefined();
  });

  it('ignores a record past its lifetime and the clock tolerance, and keeps one without a lifetime', async () => {
    const interactions = store({ clockToleranceSeconds: 15 })('Interaction');
    const sessions = store({ clockToleranceSeconds: 15 })('Session');
    await interactions.upsert('I1', payload({ uid: 'I1' }), 600);
    await sessions.upsert('S1', payload({ uid: 'u1' }), 600);
    await sessions.upsert('S-forever', payload({ uid: 'u-forever' }));

    now += 614_000;
    expect(await interactions.find('I1')).toBeDefined();
    expect(await sessions.findByUid('u1')).toBeDefined();
    now += 1_000;
    expect(await interactions.find('I1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u-forever')).toBeDefined();

    // The rows are still there until a sweep; the sweep takes only the expired ones.
    expect(await database.db.select().from(devIdpRecords)).toHaveLength(3);
    expect(await sweepDevIdpRecords(database.db, now)).toBe(2);
    expect((await database.db.select({ id: devIdpRecords.id }).from(devIdpRecords)).map((row) => row.id)).toEqual(['S-forever']);
  });

  it('sweeps expired records on every n-th write', async () => {
    const tokens = store({ sweepEvery: 3 })('AccessToken');
    await tokens.upsert('T1', payload({}), 60);
    await tokens.upsert('T2', payload({}), 60);
    now += 61_000;
    expect(await database.db.select().from(devIdpRecords)).toHaveLength(2);
    await tokens.upsert('T3', payload({}), 60); // the third write sweeps T1 and T2
    expect((await database.db.select({ id: devIdpRecords.id }).from(devIdpRecords)).map((row) => row.id)).toEqual(['T3']);
  });

  it('destroys one record', async () => {
    const interactions = store()('Interaction');
    await interactions.upsert('I1', payload({}), 600);
    await interactions.upsert('I2', payload({}), 600);
    await interactions.destroy('I1');
    expect(await interactions.find('I1')).toBeUndefined();
    expect(await interactions.find('I2')).toBeDefined();
  });

  it("revoking a grant removes its codes and tokens, not another grant's, nor the grant, session or interaction", async () => {
    const factory = store();
    await factory('AuthorizationCode').upsert('C1', payload({ grantId: 'G1' }), 60);
    await factory('AccessToken').upsert('T1', payload({ grantId: 'G1' }), 600);
    await factory('AccessToken').upsert('T2', payload({ grantId: 'G2' }), 600);
    await factory('Grant').upsert('G1', payload({ jti: 'G1' }), 600);
    await factory('Interaction').upsert('I1', payload({ grantId: 'G1' }), 600);
    await factory('Session').upsert('S1', payload({ uid: 'u1', grantId: 'G1' }), 600);

    await factory('AccessToken').revokeByGrantId('G1');

    expect(await factory('AuthorizationCode').find('C1')).toBeUndefined();
    expect(await factory('AccessToken').find('T1')).toBeUndefined();
    expect(await factory('AccessToken').find('T2')).toBeDefined();
    expect(await factory('Grant').find('G1')).toBeDefined();
    expect(await factory('Interaction').find('I1')).toBeDefined();
    expect(await factory('Session').find('S1')).toBeDefined();
  });

  it('finds a device code by its user code', async () => {
    const codes = store()('DeviceCode');
    await codes.upsert('D1', payload({ userCode: 'ABCD-EFGH', grantId: 'G9' }), 300);
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
    expect(await codes.findByUserCode('ZZZZ-ZZZZ')).toBeUndefined();
    const [row] = await database.db.select().from(devIdpRecords).where(eq(devIdpRecords.id, 'D1'));
    expect(row).toMatchObject({ model: 'DeviceCode', userCode: 'ABCD-EFGH', grantId: 'G9' });
  });
});
