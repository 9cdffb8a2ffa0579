import { Hono } from 'hono';
import { familyIdParamSchema } from '@domain/family/schemas';
import { moneyPlanSaveSchema, transferPreviewQuerySchema, type TransferPreviewQuery } from '@domain/money-plan/plan-choices';
import { requireSession, requireUserType } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { recordAccess } from '@server/shared/access-log';
import { linkedChild } from '@server/shared/family-links';
import { moneyPlanView, parentsOnly, saveInputs, studentsOnly } from './money-plan.service';

const noStore = { 'Cache-Control': 'no-store' };
/** `?first=&second=`: a transfer route to show before it is kept. */
const previewOf = (query: TransferPreviewQuery) =>
  query.first !== undefined && query.second !== undefined ? { first: query.first, second: query.second } : null;
// Last before each handler: a signed-out caller still gets 401 and bad input 400 first.
const student = requireUserType('Student', studentsOnly);
const parent = requireUserType('Parent', parentsOnly);

/**
 * /api/money-plan: the family money plan. `/mine` is the student's own; `/children/:id` is a
 * linked parent's view of their child's (the id is the family link's). A parent's read and edit
 * are written to the student's access log before the answer.
 */
export const moneyPlanRoutes = new Hono<AppEnv>()
  .get('/mine', requireSession, validate('query', transferPreviewQuerySchema), student, async (c) => {
    const user = c.var.user;
    const preview = previewOf(c.req.valid('query'));
    return c.json(await moneyPlanView(c.var.db, { studentId: user.id, name: user.name }, new Date(), preview), 200, noStore);
  })
  .put('/mine', requireSession, validate('json', moneyPlanSaveSchema), student, async (c) => {
    const user = c.var.user;
    await saveInputs(c.var.db, user.id, user.id, c.req.valid('json'));
    return c.json(await moneyPlanView(c.var.db, { studentId: user.id, name: user.name }), 200, noStore);
  })
  .get(
    '/children/:id',
    requireSession,
    validate('param', familyIdParamSchema),
    validate('query', transferPreviewQuerySchema),
    parent,
    async (c) => {
      const parentId = c.var.user.id;
      const child = await linkedChild(c.var.db, parentId, c.req.valid('param').id);
      await recordAccess(c.var.db, { studentId: child.studentId, viewerId: parentId, viewerRole: 'parent', what: 'family.money-plan' });
      return c.json(await moneyPlanView(c.var.db, child, new Date(), previewOf(c.req.valid('query'))), 200, noStore);
    },
  )
  .put(
    '/children/:id',
    requireSession,
    validate('param', familyIdParamSchema),
    validate('json', moneyPlanSaveSchema),
    parent,
    async (c) => {
      const parentId = c.var.user.id;
      const child = await linkedChild(c.var.db, parentId, c.req.valid('param').id);
      await saveInputs(c.var.db, child.studentId, parentId, c.req.valid('json'));
      await recordAccess(c.var.db, {
        studentId: child.studentId,
        viewerId: parentId,
        viewerRole: 'parent',
        what: 'family.money-plan.edit',
      });
      return c.json(await moneyPlanView(c.var.db, child), 200, noStore);
    },
  );
