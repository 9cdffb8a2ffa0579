import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { APPLICATION_STATUSES, heldMessageDecisionSchema, rejectSchema, suspendSchema } from '@domain/mentorship/schemas';
import { requireAdmin } from '@server/auth/guards';
import { mailOutbox } from '@server/db/schema';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { listHeldMessages, listReports, markReportReviewed, reviewHeldMessage } from './mentorship-admin.service';
import { idParam, mailDeps } from './mentorship.http';
import { decide, listApplications } from './professionals.service';

/* Mentorship's administration, one router per prefix under /admin (see src/server/routes.ts). */

const applicationsQuery = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });

/** Applications of professionals: approve, reject, suspend. */
export const professionalReviewRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', applicationsQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listApplications(c.var.db, c.req.valid('query').status) });
  })
  .post('/:id/approve', requireAdmin, validate('param', idParam), async (c) => {
    await decide(mailDeps(c), c.var.user, c.req.valid('param').id, 'approved', null);
    return c.body(null, 204);
  })
  .post('/:id/reject', requireAdmin, validate('param', idParam), validate('json', rejectSchema), async (c) => {
    await decide(mailDeps(c), c.var.user, c.req.valid('param').id, 'rejected', c.req.valid('json').reason);
    return c.body(null, 204);
  })
  .post('/:id/suspend', requireAdmin, validate('param', idParam), validate('json', suspendSchema), async (c) => {
    await decide(mailDeps(c), c.var.user, c.req.valid('param').id, 'suspended', c.req.valid('json').reason);
    return c.body(null, 204);
  });

/** Reports that a meeting went wrong. */
export const meetingReportRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listReports(c.var.db) });
  })
  .post('/:id/reviewed', requireAdmin, validate('param', idParam), async (c) => {
    await markReportReviewed(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });

/** Meeting messages held for a safety review. */
export const heldMessageRoutes = new Hono<AppEnv>()
  .get('/held', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listHeldMessages(c.var.db) });
  })
  .post('/:id/review', requireAdmin, validate('param', idParam), validate('json', heldMessageDecisionSchema), async (c) => {
    await reviewHeldMessage(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json').decision);
    return c.body(null, 204);
  });

/** The mail Waypoint sent or tried to send, newest first. */
export const mailOutboxRoutes = new Hono<AppEnv>().get('/', requireAdmin, async (c) => {
  c.header('Cache-Control', 'no-store');
  const rows = await c.var.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
  return c.json({
    items: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      body: row.body,
      hasInvite: row.ics !== null,
      transport: row.transport,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
  });
});
