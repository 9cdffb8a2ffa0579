import { Hono } from 'hono';
import { bulkRemindSchema, caseloadQuerySchema } from '@domain/classes/caseload';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { bulkRemind, caseload } from './caseload.service';
import { classWrites, requireVerifiedEducator } from './classes.routes';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * /api/educator/caseload: every student of the verified educator's active classes (who needs attention first,
 * filters, sort, pages of 50) and a reminder to the students chosen. Only the caller's own classes are read;
 * a bulk reminder spends the same hourly class-write budget as the other class changes.
 */
export const caseloadRoutes = new Hono<AppEnv>()
  .get('/', requireVerifiedEducator, validate('query', caseloadQuerySchema), async (c) =>
    c.json(await caseload(c.var.db, c.var.user.id, c.req.valid('query'), c.var.clock.now()), 200, noStore),
  )
  .post('/remind', requireVerifiedEducator, classWrites, validate('json', bulkRemindSchema), async (c) =>
    c.json(await bulkRemind(c.var.db, c.var.user.id, c.req.valid('json').memberIds, c.var.clock.now()), 200, noStore),
  );
