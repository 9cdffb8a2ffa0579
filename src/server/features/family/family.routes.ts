import { Hono } from 'hono';
import { accessLogQuerySchema, ACCESS_LOG_PAGE_SIZE, familyIdParamSchema, redeemInviteSchema } from '@domain/family/schemas';
import { requireSession, requireUserType } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { accessLogPage } from '@server/shared/access-log';
import { requestLanguage } from '@server/shared/language';
import { linkedChild } from '@server/shared/family-links';
import {
  createInvite,
  listChildren,
  listOpenInvites,
  listParents,
  parentsOnly,
  redeemInvite,
  revokeInvite,
  studentsOnly,
  unlink,
} from './family.service';
import { childOverview } from './overview';

/** Code guessing: a person types a code a few times at most; per account and per address, so neither a second account nor a second address multiplies the budget alone. */
const redeemPerUser = rateLimit({ name: 'family-redeem', limit: 10, windowMs: 15 * 60_000, by: 'user', code: 'family.guessing' });
const redeemPerIp = rateLimit({ name: 'family-redeem-ip', limit: 30, windowMs: 15 * 60_000, by: 'ip', code: 'family.guessing' });
const inviteWrites = rateLimit({ name: 'family-invite', limit: 20, windowMs: 60 * 60_000, by: 'user' });

const noStore = { 'Cache-Control': 'no-store' };
// Last before each handler, where the handlers used to check: a signed-out caller still gets 401 and bad input 400 first.
const student = requireUserType('Student', studentsOnly);
const parent = requireUserType('Parent', parentsOnly);

/**
 * /api/family: a student's invites and linked parents, a parent's linked children and their
 * overview, and unlinking from either side. Every read checks the link on the request itself, so an
 * unlink ends access on the next request.
 */
export const familyRoutes = new Hono<AppEnv>()
  // --- the student's side ---
  .get('/invites', requireSession, student, async (c) => {
    return c.json({ items: await listOpenInvites(c.var.db, c.var.user.id) }, 200, noStore);
  })
  .post('/invites', requireSession, inviteWrites, student, async (c) => {
    return c.json({ invite: await createInvite(c.var.db, c.var.user.id) }, 201, noStore);
  })
  .delete('/invites/:id', requireSession, validate('param', familyIdParamSchema), student, async (c) => {
    await revokeInvite(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/parents', requireSession, student, async (c) => {
    return c.json({ items: await listParents(c.var.db, c.var.user.id) }, 200, noStore);
  })
  // --- the parent's side ---
  .post('/redeem', requireSession, redeemPerUser, redeemPerIp, validate('json', redeemInviteSchema), parent, async (c) => {
    return c.json(await redeemInvite(c.var.db, c.var.user, c.req.valid('json')), 201, noStore);
  })
  .get('/children', requireSession, parent, async (c) => {
    return c.json({ items: await listChildren(c.var.db, c.var.user.id) }, 200, noStore);
  })
  .get('/children/:id', requireSession, validate('param', familyIdParamSchema), parent, async (c) => {
    const parentId = c.var.user.id;
    const link = await linkedChild(c.var.db, parentId, c.req.valid('param').id);
    return c.json(await childOverview(c.var.db, link, parentId, requestLanguage(c)), 200, noStore);
  })
  // --- either side ---
  .delete('/links/:id', requireSession, validate('param', familyIdParamSchema), async (c) => {
    await unlink(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });

/**
 * /api/access-log: the student's own log of who viewed their data (parents now, educators later:
 * every role writes through shared/access-log.ts, so this reads them all).
 */
export const accessLogRoutes = new Hono<AppEnv>().get('/', requireSession, validate('query', accessLogQuerySchema), student, async (c) => {
  return c.json(await accessLogPage(c.var.db, c.var.user.id, c.req.valid('query').page, ACCESS_LOG_PAGE_SIZE), 200, noStore);
});
