import { Hono } from 'hono';
import { z } from 'zod';
import { requireSession } from '../../auth/guards';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { listNotifications, markRead } from './notifications.service';

const idParam = z.object({ id: z.uuid('Unknown notification') });

export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listNotifications(c.var.db, c.var.user.id));
  })
  .post('/notifications/read-all', requireSession, async (c) => {
    await markRead(c.var.db, c.var.user.id);
    return c.body(null, 204);
  })
  .post('/notifications/:id/read', requireSession, validate('param', idParam), async (c) => {
    await markRead(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
