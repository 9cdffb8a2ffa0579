import { Hono } from 'hono';
import type { AppEnv } from '@server/http/context';

/** Facts about this installation that the pages show: who runs it and how to reach them. */
export const siteRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { operator } = c.var.env;
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ operatorName: operator.name ?? null, operatorEmail: operator.email ?? null });
});
