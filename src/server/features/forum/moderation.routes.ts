import { Hono } from 'hono';
import { z } from 'zod';
import { moderationActionSchema, pageQuerySchema } from '@domain/forum/schemas';
import { requireAdmin } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { signedIn } from './forum.routes';
import { moderate, moderationLog, moderationQueue } from './moderation.service';

/** The forum's moderation, for administrators: the report queue and the log of actions. */
export const moderationRoutes = new Hono<AppEnv>()
  .get('/queue', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await moderationQueue(c.var.db));
  })
  .get('/actions', requireAdmin, validate('query', z.object({ cursor: pageQuerySchema.shape.cursor })), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await moderationLog(c.var.db, c.req.valid('query').cursor));
  })
  .post('/actions', requireAdmin, validate('json', moderationActionSchema), async (c) =>
    c.json(await moderate(c.var.db, signedIn(c), c.req.valid('json')), 201),
  );
