import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT_ROW_LIFETIME_MS, databaseRateLimitStorage } from '@server/auth/rate-limit-storage';
import { createTestDatabase } from '@tests/support/test-database';

/*
 * better-auth's rate limit as auth_rate_limits keeps it, in one statement a request: the same rule as better-auth's own
 * database storage (a count per key that restarts once a whole window passed since the last allowed request), checked
 * against a held clock so no window ends by itself mid-test.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock = 1_000_000_000_000;
const rule = { window: 60, max: 3 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function row(key: string) {
  const result = await database.db.execute(sql`select count, last_request from auth_rate_limits where key = ${key}`);
  return result.rows[0] as { count: number; last_request: string } | undefined;
}

describe('the auth rate limit in PostgreSQL', () => {
  it('allows max requests in a window, then refuses without writing, with the seconds until a window has passed', async () => {
    const storage = databaseRateLimitStorage(
      database.db,
      () => clock,
      () => false,
    );
    const key = 'a|/sign-in/social';
    for (let i = 0; i < rule.max; i++) {
      expect(await storage.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
      clock += 1_000;
    }
    const before = await row(key);
    expect(before).toEqual({ count: 3, last_request: String(clock - 1_000) });
    // 1 s after the last allowed request: 59 s to wait.
    expect(await storage.consume(key, rule)).toEqual({ allowed: false, retryAfter: 59 });
    expect(await row(key)).toEqual(before);
    // Another key (another address or path) has its own count.
    expect(await storage.consume('b|/sign-in/social', rule)).toEqual({ allowed: true, retryAfter: null });
  });

  it('starts a key again at 1 once a whole window has passed since its last allowed request', async () => {
    const storage = databaseRateLimitStorage(
      database.db,
      () => clock,
      () => false,
    );
    const key = 'c|/callback/waypoint-demo';
    for (let i = 0; i < rule.max; i++) await storage.consume(key, rule);
    clock += 59_999;
    expect((await storage.consume(key, rule)).allowed).toBe(false);
    clock += 1;
    expect(await storage.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await row(key)).toEqual({ count: 1, last_request: String(clock) });
  });

  it('counts requests racing on one key exactly: max of them pass', async () => {
    const storage = databaseRateLimitStorage(
      database.db,
      () => clock,
      () => false,
    );
    const answers = await Promise.all(Array.from({ length: 12 }, () => storage.consume('d|/sign-in/social', rule)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(rule.max);
    expect((await row('d|/sign-in/social'))?.count).toBe(rule.max);
  });

  it('sweeps rows idle for longer than a day, and only those', async () => {
    const storage = databaseRateLimitStorage(
      database.db,
      () => clock,
      () => false,
    );
    await storage.consume('old|/sign-in/social', rule);
    clock += AUTH_RATE_LIMIT_ROW_LIFETIME_MS;
    await storage.consume('recent|/sign-in/social', rule);
    clock += 1;
    await databaseRateLimitStorage(
      database.db,
      () => clock,
      () => true,
    ).consume('sweeper|/sign-in/social', rule);
    expect(await row('old|/sign-in/social')).toBeUndefined();
    expect(await row('recent|/sign-in/social')).toBeDefined();
  });
});
