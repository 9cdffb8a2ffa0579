import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '@server/db/client';
import type { AppEnv } from '@server/http/context';

/**
 * How long a finished probe answers for: a health check reports the database as a `select 1` found it at most
 * this long ago. A load balancer polling every few seconds always gets a fresh probe; a burst of checks (or a
 * monitor hammering the endpoint) costs the database one statement per second, not one per request.
 */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

interface ProbeState {
  /** The probe in flight: checks that arrive while it runs share it. */
  running?: Promise<boolean>;
  /** The last finished probe: whether the database answered, and when (performance.now()). */
  last?: { ok: boolean; at: number };
}

const states = new WeakMap<Database, ProbeState>();

function probeDatabase(db: Database, onError: (error: unknown) => void): Promise<boolean> {
  let state = states.get(db);
  if (!state) states.set(db, (state = {}));
  const { last } = state;
  if (last && performance.now() - last.at < HEALTH_PROBE_MAX_AGE_MS) return Promise.resolve(last.ok);
  if (state.running) return state.running;
  const current = state;
  const running = db
    .execute(sql`select 1`)
    .then(
      () => true,
      (error: unknown) => {
        onError(error);
        return false;
      },
    )
    .then((ok) => {
      current.last = { ok, at: performance.now() };
      current.running = undefined;
      return ok;
    });
  current.running = running;
  return running;
}

/** No session lookup (app.ts); the database state from a `select 1` at most HEALTH_PROBE_MAX_AGE_MS old. */
export async function healthCheck(c: Context<AppEnv>) {
  const ok = await probeDatabase(c.var.db, (error) => c.var.logger.error({ err: error }, 'health check: database unreachable'));
  c.header('Cache-Control', 'no-store');
  return ok ? c.json({ status: 'ok', database: 'ok' }) : c.json({ status: 'error', database: 'unreachable' }, 503);
}
