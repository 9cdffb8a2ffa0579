import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';

/*
 * better-auth's rate limit for /api/auth/*, kept in the `auth_rate_limits` table as before (every app instance counts
 * the same requests), in ONE statement per request instead of better-auth's read-then-write through its adapter.
 *
 * The rule is better-auth's own (its "database" storage): a key's count grows with each allowed request and every
 * allowed request moves `last_request` on; once a whole window has passed since the last allowed request, the count
 * starts again at 1; at `max` the request is refused and nothing is written. The insert-or-update decides and counts
 * under the row's lock, so requests racing on one key cannot all pass a stale read.
 */

/**
 * Inserts the key's first request, or counts one more in its window, or starts a new window: only when the request is
 * allowed (the WHERE of the update); a refused request updates no row and so returns none. A named prepared statement:
 * each pooled connection plans it once.
 */
const CONSUME = {
  name: 'waypoint_auth_rate_limit_consume',
  text: `
    insert into auth_rate_limits as r (id, key, count, last_request)
    values ($1, $2, 1, $3::bigint)
    on conflict (key) do update
      set count = case when r.last_request <= $3::bigint - $4::bigint then 1 else r.count + 1 end,
          last_request = $3::bigint
      where r.last_request <= $3::bigint - $4::bigint or r.count < $5::integer
    returning 1`,
};

const LAST_REQUEST = {
  name: 'waypoint_auth_rate_limit_last_request',
  text: 'select last_request from auth_rate_limits where key = $1',
};

/** Rows idle for longer than this are swept now and then: every window better-auth is given is far shorter. */
export const AUTH_RATE_LIMIT_ROW_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** About one request in a hundred sweeps, as the app's own limiter does (http/rate-limit.ts). */
const SWEEP_SHARE = 0.01;

export interface AuthRateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

export function databaseRateLimitStorage(
  db: Database,
  now: () => number = Date.now,
  sweepNow: () => boolean = () => Math.random() < SWEEP_SHARE,
): AuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const at = now();
      const windowMs = rule.window * 1000;
      const counted = await db.$client.query({ ...CONSUME, values: [randomUUID(), key, at, windowMs, rule.max] });
      if (sweepNow())
        await db.$client.query('delete from auth_rate_limits where last_request < $1', [at - AUTH_RATE_LIMIT_ROW_LIFETIME_MS]);
      if (counted.rowCount) return { allowed: true, retryAfter: null };
      // Refused: how long until a window has passed since the last allowed request (better-auth's Retry-After).
      const found = await db.$client.query<{ last_request: string }>({ ...LAST_REQUEST, values: [key] });
      const last = found.rows[0] ? Number(found.rows[0].last_request) : at;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((last + windowMs - at) / 1000)) };
    },
  };
}
