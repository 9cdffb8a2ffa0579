import { and, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
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

/**
 * oidc-provider's `adapter` setting: one adapter per kind of record, all in one table keyed by (model, id).
 * Every method is one statement (an upsert now and then adds the sweep), so a sign-in adds about a dozen.
 */
export function devIdpStore(db: Database, options: DevIdpStoreOptions = {}): (model: string) => Adapter {
  const now = options.now ?? Date.now;
  const tolerance = options.clockToleranceSeconds ?? 0;
  const sweepEvery = options.sweepEvery ?? 200;
  let writes = 0;

  return (model) => {
    const live = () => or(isNull(devIdpRecords.expiresAt), gt(devIdpRecords.expiresAt, new Date(now())));

    const findOne = async (key: SQL): Promise<AdapterPayload | undefined> => {
      const [row] = await db
        .select({ payload: devIdpRecords.payload, consumedAt: devIdpRecords.consumedAt })
        .from(devIdpRecords)
        .where(and(eq(devIdpRecords.model, model), key, live()))
        .limit(1);
      if (!row) return undefined;
      // The provider reads `consumed` (seconds) to refuse an authorization code used twice.
      return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const record = {
          uid: payload.uid ?? null,
          grantId: grantOwned.has(model) ? (payload.grantId ?? null) : null,
          userCode: payload.userCode ?? null,
          payload,
          expiresAt: typeof expiresIn === 'number' ? new Date(now() + (expiresIn + tolerance) * 1000) : null,
          // A record written again starts unconsumed, as a replaced record does in the provider's own store.
          consumedAt: null,
        };
        await db
          .insert(devIdpRecords)
          .values({ model, id, ...record })
          .onConflictDoUpdate({ target: [devIdpRecords.model, devIdpRecords.id], set: record });
        writes += 1;
        if (writes % sweepEvery === 0) await sweepDevIdpRecords(db, now());
      },

      find: (id) => findOne(eq(devIdpRecords.id, id)),

      findByUid: (uid) => findOne(eq(devIdpRecords.uid, uid)),

      findByUserCode: (userCode) => findOne(eq(devIdpRecords.userCode, userCode)),

      async consume(id) {
        await db
          .update(devIdpRecords)
          .set({ consumedAt: new Date(now()) })
          .where(and(eq(devIdpRecords.model, model), eq(devIdpRecords.id, id)));
      },

      async destroy(id) {
        await db.delete(devIdpRecords).where(and(eq(devIdpRecords.model, model), eq(devIdpRecords.id, id)));
      },

      async revokeByGrantId(grantId) {
        await db.delete(devIdpRecords).where(and(eq(devIdpRecords.grantId, grantId), inArray(devIdpRecords.model, GRANT_OWNED)));
      },
    };
  };
}
