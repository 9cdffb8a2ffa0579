import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '@server/http/context';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: 'ok' });
  } catch (error) {
    c.var.logger.error({ err: error }, 'health check: database unreachable');
    return c.json({ status: 'error', database: 'unreachable' }, 503);
  }
});
