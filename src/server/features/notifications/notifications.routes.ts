import { Hono } from 'hono';
import { markReadSchema, notificationsQuerySchema } from '@domain/notifications/schemas';
import { requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { listNotifications, markRead } from './notifications.service';

const readWrites = rateLimit({ name: 'notifications-read', limit: 60, windowMs: 60_000, by: 'user' });

export const notificationRoutes = new Hono<AppEnv>()
  .get('/', requireSession, validate('query', notificationsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listNotifications(c.var.db, c.var.user.id, c.req.valid('query').cursor));
  })
  .post('/read', requireSession, readWrites, validate('json', markReadSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await markRead(c.var.db, c.var.user.id, c.req.valid('json')));
  });
