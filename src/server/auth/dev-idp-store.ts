import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '@server/db/client';
import { devIdpRecords } from '@server/db/schema';

/*
 * The demo identity provider's memory, in PostgreSQL: what oidc-provider would otherwise keep in the
 * process that began a sign-in (the interaction, the provider's session, the grant, the authorization
 * code, the access token). Behind a load balancer each request of one sign-in may reach another
 * instance, and each must find what the previous one wrote.
 */

/** The kinds of record a grant owns: revoking the grant removes them (the grant itself is destroyed on its own). */
const GRANT_OWNED = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];
const grantOwned = new Set(GRANT_OWNED);

export interface DevIdpStoreOptions {
  /** Milliseconds since the epoch: the provider dates its records by the system clock, so the store does too. */
  now?: () => number;
  /**
   * Records are kept this many seconds past their lifetime, as oidc-provider's own in-memory store does:
   * the provider accepts a record that far past its expiry, so the store must still return it.
   */
  clockToleranceSeconds?: number;
  /** Every this many writes (per process), expired records are deleted. */
  sweepEvery?: number;
}

/** Deletes the records whose lifetime has passed; returns how many. Reads already ignore them. */
export async function sweepDevIdpRecords(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(devIdpRecords)
    .where(lte(devIdpRecords.expiresAt, new Date(now)))
    .returning({ id: devIdpRecords.id });
  return deleted.length;
}

/** The store's statements, prepared once: a sign-in sends fourteen, and building each anew cost more CPU than running it. */
function statements(db: Database) {
  const t = devIdpRecords;
  const model = sql.placeholder('model');
  const now = sql.placeholder('now');
  const live = or(isNull(t.expiresAt), gt(t.expiresAt, now));
  const columns = { payload: t.payload, consumedAt: t.consumedAt };
  return {
    find: db
      .select(columns)
      .from(t)
      .where(and(eq(t.model, model), eq(t.id, sql.placeholder('id')), live))
      .limit(1)
      .prepare('dev_idp_find'),
    findByUid: db
      .select(columns)
      .from(t)
      .where(and(eq(t.model, model), eq(t.uid, sql.placeholder('uid')), live))
      .limit(1)
      .prepare('dev_idp_find_by_uid'),
    findByUserCode: db
      .select(columns)
      .from(t)
      .where(and(eq(t.model, model), eq(t.userCode, sql.placeholder('userCode')), live))
      .limit(1)
      .prepare('dev_idp_find_by_user_code'),
    upsert: db
      .insert(t)
      .values({
        model,
        id: sql.placeholder('id'),
        uid: sql.placeholder('uid'),
        grantId: sql.placeholder('grantId'),
        userCode: sql.placeholder('userCode'),
        payload: sql.placeholder('payload'),
        // Raw, not through the column's encoder, which cannot take the null of a record without a lifetime.
        expiresAt: sql`${sql.placeholder('expiresAt')}`,
        consumedAt: null,
      })
      .onConflictDoUpdate({
        target: [t.model, t.id],
        // A record written again starts unconsumed, as a replaced record does in the provider's own store.
        set: {
          uid: sql`excluded.uid`,
          grantId: sql`excluded.grant_id`,
          userCode: sql`excluded.user_code`,
          payload: sql`excluded.payload`,
          expiresAt: sql`excluded.expires_at`,
          consumedAt: null,
        },
      })
      .prepare('dev_idp_upsert'),
    consume: db
      .update(t)
      .set({ consumedAt: sql`${now}` })
      .where(and(eq(t.model, model), eq(t.id, sql.placeholder('id'))))
      .prepare('dev_idp_consume'),
    destroy: db
      .delete(t)
      .where(and(eq(t.model, model), eq(t.id, sql.placeholder('id'))))
      .prepare('dev_idp_destroy'),
    revokeByGrantId: db
      .delete(t)
      .where(and(eq(t.grantId, sql.placeholder('grantId')), inArray(t.model, GRANT_OWNED)))
      .prepare('dev_idp_revoke_grant'),
  };
}

type Row = { payload: AdapterPayload; consumedAt: Date | null };

/** The provider reads `consumed` (seconds) to refuse an authorization code used twice. */
const payloadOf = ([row]: Row[]): AdapterPayload | undefined =>
  !row ? undefined : row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;

/**
 * oidc-provider's `adapter` setting: one adapter per kind of record, all in one table keyed by (model, id).
 * Every method is one statement (an upsert now and then adds the sweep).
 */
export function devIdpStore(db: Database, options: DevIdpStoreOptions = {}): (model: string) => Adapter {
  const now = options.now ?? Date.now;
  const tolerance = options.clockToleranceSeconds ?? 0;
  const sweepEvery = options.sweepEvery ?? 200;
  const prepared = statements(db);
  let writes = 0;

  return (model) => ({
    async upsert(id, payload, expiresIn) {
      await prepared.upsert.execute({
        model,
        id,
        uid: payload.uid ?? null,
        grantId: grantOwned.has(model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        payload,
        expiresAt: typeof expiresIn === 'number' ? new Date(now() + (expiresIn + tolerance) * 1000) : null,
      });
      writes += 1;
      if (writes % sweepEvery === 0) await sweepDevIdpRecords(db, now());
    },

    find: async (id) => payloadOf(await prepared.find.execute({ model, id, now: new Date(now()) })),

    findByUid: async (uid) => payloadOf(await prepared.findByUid.execute({ model, uid, now: new Date(now()) })),

    findByUserCode: async (userCode) => payloadOf(await prepared.findByUserCode.execute({ model, userCode, now: new Date(now()) })),

    async consume(id) {
      await prepared.consume.execute({ model, id, now: new Date(now()) });
    },

    async destroy(id) {
      await prepared.destroy.execute({ model, id });
    },

    async revokeByGrantId(grantId) {
      await prepared.revokeByGrantId.execute({ grantId });
    },
  });
}
