import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '@server/db/client';
import { rateLimitBuckets } from '@server/db/schema';
import type { AppEnv } from './context';
import type { ErrorCode } from '@locales/keys';
import { appError, tooManyRequests } from './errors';

/**
 * Fixed-window counters kept in PostgreSQL, so every app instance sees the
 * same counts. Keys are hashed, and a client address enters them only as its
 * keyed hash (`clientKey`): no IP address is stored or recoverable from them.
 */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

export async function consume(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = new Date(now - (now % windowMs));
  const hashedKey = hashed(key);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: hashedKey, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  // Old windows are useless; sweep them now and then instead of on a timer.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
  }
  const count = row?.count ?? 1;
  return { allowed: count <= limit, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000) };
}

/** Whether a key still has budget in this window, without spending any (the count so far is below the limit). */
export async function hasBudget(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = new Date(now - (now % windowMs));
  const [row] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, hashed(key)), eq(rateLimitBuckets.windowStart, windowStart)));
  return { allowed: (row?.count ?? 0) < limit, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000) };
}

/** `code` names the refusal in the catalogs (worded in the reader's language); `message` is an uncoded English one. */
export function rateLimit(options: {
  name: string;
  limit: number;
  windowMs: number;
  by: 'user' | 'ip';
  message?: string;
  code?: ErrorCode;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const subject = options.by === 'user' && c.var.user ? `user:${c.var.user.id}` : `ip:${c.var.clientKey}`;
    const result = await consume(c.var.db, `${options.name}:${subject}`, options.limit, options.windowMs, c.var.clock.now());
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw options.code ? appError(429, options.code) : tooManyRequests(options.message);
    }
    await next();
  });
}

/**
 * The career quiz's and the college quiz's match endpoints share one budget: each request ranks the
 * whole catalog, and a person asks a few times a minute at most.
 */
export const matchLimit = rateLimit({ name: 'matches', limit: 60, windowMs: 60_000, by: 'ip' });
