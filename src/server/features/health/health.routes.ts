import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '@server/db/client';
import type { AppEnv } from '@server/http/context';

/** The database probe in flight, per database: concurrent health checks share it (never a stored answer). */
const probes = new WeakMap<Database, Promise<void>>();

function probeDatabase(db: Database): Promise<void> {
  let probe = probes.get(db);
  if (!probe) {
    probe = db
      .execute(sql`select 1`)
      .then(() => undefined)
      .finally(() => probes.delete(db));
    probes.set(db, probe);
  }
  return probe;
}

/** No session lookup (app.ts); one `select 1`, shared by the checks that arrive while it runs. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await probeDatabase(c.var.db);
    return c.json({ status: 'ok', database: 'ok' });
  } catch (error) {
    c.var.logger.error({ err: error }, 'health check: database unreachable');
    return c.json({ status: 'error', database: 'unreachable' }, 503);
  }
});
