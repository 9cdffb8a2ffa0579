import { Hono } from 'hono';
import type { Context } from 'hono';
import { analyticsBatchSchema } from '@domain/analytics/schemas';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { ingestEvents } from './analytics.service';

/** Do-Not-Track or Global Privacy Control: the request is accepted and nothing is stored. */
export function refusesTracking(c: Context<AppEnv>): boolean {
  return c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1';
}

// A whole school can share one address: generous per address, still far from a flood.
const analyticsWrites = rateLimit({ name: 'analytics', limit: 1200, windowMs: 60_000, by: 'ip' });

/** Ingestion (public); the admin insights it feeds are insights.routes.ts. */
export const analyticsRoutes = new Hono<AppEnv>().post(
  '/events',
  async (c, next) => {
    if (refusesTracking(c)) return c.body(null, 204);
    await next();
  },
  analyticsWrites,
  validate('json', analyticsBatchSchema),
  async (c) => {
    await ingestEvents(
      c.var.db,
      { ip: c.var.clientIp, userAgent: c.req.header('user-agent') ?? '', site: new URL(c.var.env.baseUrl).host },
      c.req.valid('json'),
    );
    return c.body(null, 204);
  },
);
