import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  assignmentInputSchema,
  assignmentParamSchema,
  classIdParamSchema,
  classInputSchema,
  classUpdateSchema,
  educatorQueueQuerySchema,
  educatorReasonSchema,
  joinClassSchema,
  memberParamSchema,
  rosterQuerySchema,
  schoolStudentIdSchema,
  verificationRequestSchema,
} from '@domain/classes/schemas';
import { notJoinedQuerySchema } from '@domain/classes/rostered';
import { requireAdmin, requireSession, requireUserType } from '@server/auth/guards';
import type { AppEnv, SessionUser } from '@server/http/context';
import { appError, unauthorized } from '@server/http/errors';
import { consume, hasBudget, rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { requestLanguage } from '@server/shared/language';
import { createAssignment, listAssignments, sendReminder } from './assignments';
import {
  assertMayJoin,
  classDetail,
  createClass,
  joinClass,
  leaveClass,
  listClasses,
  listMemberships,
  ownClass,
  previewJoin,
  rotateCode,
  studentsOnly,
  updateClass,
} from './classes.service';
import { recordReportPrint, studentReport } from './report';
import { declineRostered, joinRostered, listRosterInvitations } from './rostered-students.service';
import { notJoined, roster, rosterExport, setSchoolStudentId, studentDetail, totals } from './roster';
import { assertVerifiedEducator, decideEducator, educatorStatus, listEducators, requestVerification } from './verification';

const noStore = { 'Cache-Control': 'no-store' };
/**
 * Code guessing. Only lookups that find no class spend the budgets (one per account, one per client address), so
 * a computer lab behind one school address, each student previewing and then joining the right code, never runs
 * out; a guesser does. Once either budget is spent, every lookup is refused until its window ends, right code or
 * not, so a spent budget cannot be used to confirm a guess. The limits are configuration (CLASS_CODE_*).
 */
const codeGuessing = createMiddleware<AppEnv>(async (c, next) => {
  const { perAccount, perAddress, windowMs } = c.var.env.classCodeMisses;
  const now = c.var.clock.now();
  const budgets = [
    { key: `class-code-miss:user:${c.var.user?.id ?? 'none'}`, limit: perAccount },
    { key: `class-code-miss:ip:${c.var.clientKey}`, limit: perAddress },
  ];
  for (const budget of budgets) {
    const left = await hasBudget(c.var.db, budget.key, budget.limit, windowMs, now);
    if (!left.allowed) {
      c.header('Retry-After', String(left.retryAfterSeconds));
      throw appError(429, 'classes.code_guessing', { minutes: Math.ceil(left.retryAfterSeconds / 60) });
    }
  }
  await next();
  // The error handler has already answered by now: a 404 is a code or link that opens no class.
  if (c.res.status === 404) {
    for (const budget of budgets) await consume(c.var.db, budget.key, budget.limit, windowMs, now);
  }
});
export const classWrites = rateLimit({ name: 'class-write', limit: 60, windowMs: 60 * 60_000, by: 'user' });
// Typing the school's IDs is one write per student: a class of 40 and a correction or two fit many times over.
const schoolIdWrites = rateLimit({ name: 'class-school-id', limit: 600, windowMs: 60 * 60_000, by: 'user' });
// A print is one access-log row: a conference evening of 40 families, each printed a few times, fits well within.
const reportPrints = rateLimit({ name: 'class-report-print', limit: 300, windowMs: 60 * 60_000, by: 'user' });

type Verified = AppEnv & { Variables: { user: SessionUser } };
/** Signed in, an Educator account, verified now (read on every request). */
export const requireVerifiedEducator = createMiddleware<Verified>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await assertVerifiedEducator(c.var.db, c.var.user, c.var.env.educatorEmailDomains);
  await next();
});

/**
 * /api/educator: an educator's verification, classes, roster, student detail and assignments. Every
 * class route checks that the class is the caller's own, so another educator's class is a 404.
 */
export const educatorRoutes = new Hono<AppEnv>()
  .get('/status', requireSession, async (c) =>
    c.json(await educatorStatus(c.var.db, c.var.user, c.var.env.educatorEmailDomains), 200, noStore),
  )
  .post('/verification', requireSession, classWrites, validate('json', verificationRequestSchema), async (c) =>
    c.json(await requestVerification(c.var.db, c.var.user, c.req.valid('json').school, c.var.env.educatorEmailDomains), 201, noStore),
  )
  .get('/classes', requireVerifiedEducator, async (c) => c.json({ items: await listClasses(c.var.db, c.var.user.id) }, 200, noStore))
  .post('/classes', requireVerifiedEducator, classWrites, validate('json', classInputSchema), async (c) =>
    c.json({ class: await createClass(c.var.db, c.var.user.id, c.req.valid('json')) }, 201, noStore),
  )
  .get('/classes/:id', requireVerifiedEducator, validate('param', classIdParamSchema), async (c) =>
    c.json({ class: await classDetail(c.var.db, c.var.user.id, c.req.valid('param').id) }, 200, noStore),
  )
  .patch('/classes/:id', requireVerifiedEducator, validate('param', classIdParamSchema), validate('json', classUpdateSchema), async (c) =>
    c.json({ class: await updateClass(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')) }, 200, noStore),
  )
  .post('/classes/:id/rotate', requireVerifiedEducator, classWrites, validate('param', classIdParamSchema), async (c) =>
    c.json({ class: await rotateCode(c.var.db, c.var.user.id, c.req.valid('param').id) }, 200, noStore),
  )
  .get(
    '/classes/:id/roster',
    requireVerifiedEducator,
    validate('param', classIdParamSchema),
    validate('query', rosterQuerySchema),
    async (c) => {
      const cls = await ownClass(c.var.db, c.var.user.id, c.req.valid('param').id);
      return c.json(await roster(c.var.db, c.var.user.id, cls.id, c.req.valid('query'), requestLanguage(c)), 200, noStore);
    },
  )
  // The school roster's students who have not joined, with the class's counts: only what the roster gave.
  .get(
    '/classes/:id/rostered',
    requireVerifiedEducator,
    validate('param', classIdParamSchema),
    validate('query', notJoinedQuerySchema),
    async (c) => {
      const cls = await ownClass(c.var.db, c.var.user.id, c.req.valid('param').id);
      return c.json(await notJoined(c.var.db, cls.id, c.req.valid('query').page), 200, noStore);
    },
  )
  .get('/classes/:id/totals', requireVerifiedEducator, validate('param', classIdParamSchema), async (c) => {
    const cls = await ownClass(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.json(await totals(c.var.db, c.var.user.id, cls.id), 200, noStore);
  })
  .get('/classes/:id/roster.csv', requireVerifiedEducator, validate('param', classIdParamSchema), async (c) => {
    const cls = await ownClass(c.var.db, c.var.user.id, c.req.valid('param').id);
    const csv = await rosterExport(c.var.db, c.var.user.id, cls);
    const filename = `${cls.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class'}-roster.csv`;
    return c.body(csv, 200, {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  })
  .get('/classes/:id/students/:memberId', requireVerifiedEducator, validate('param', memberParamSchema), async (c) => {
    const { id, memberId } = c.req.valid('param');
    const cls = await ownClass(c.var.db, c.var.user.id, id);
    return c.json(await studentDetail(c.var.db, c.var.user.id, cls.id, memberId, requestLanguage(c)), 200, noStore);
  })
  .get('/classes/:id/students/:memberId/report', requireVerifiedEducator, validate('param', memberParamSchema), async (c) => {
    const { id, memberId } = c.req.valid('param');
    const cls = await ownClass(c.var.db, c.var.user.id, id);
    return c.json(await studentReport(c.var.db, c.var.user.id, cls, memberId, new Date(c.var.clock.now())), 200, noStore);
  })
  .post(
    '/classes/:id/students/:memberId/report/prints',
    requireVerifiedEducator,
    reportPrints,
    validate('param', memberParamSchema),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const cls = await ownClass(c.var.db, c.var.user.id, id);
      await recordReportPrint(c.var.db, c.var.user.id, cls, memberId);
      return c.body(null, 204);
    },
  )
  .put(
    '/classes/:id/students/:memberId/school-id',
    requireVerifiedEducator,
    schoolIdWrites,
    validate('param', memberParamSchema),
    validate('json', schoolStudentIdSchema),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const cls = await ownClass(c.var.db, c.var.user.id, id);
      return c.json(await setSchoolStudentId(c.var.db, cls.id, memberId, c.req.valid('json').schoolId), 200, noStore);
    },
  )
  .get('/classes/:id/assignments', requireVerifiedEducator, validate('param', classIdParamSchema), async (c) => {
    const cls = await ownClass(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ items: await listAssignments(c.var.db, c.var.user.id, cls.id) }, 200, noStore);
  })
  .post(
    '/classes/:id/assignments',
    requireVerifiedEducator,
    classWrites,
    validate('param', classIdParamSchema),
    validate('json', assignmentInputSchema),
    async (c) => {
      const cls = await ownClass(c.var.db, c.var.user.id, c.req.valid('param').id);
      if (cls.archivedAt) throw appError(409, 'classes.archived_work');
      return c.json({ assignment: await createAssignment(c.var.db, cls, c.req.valid('json')) }, 201, noStore);
    },
  )
  .post('/classes/:id/assignments/:assignmentId/remind', requireVerifiedEducator, validate('param', assignmentParamSchema), async (c) => {
    const { id, assignmentId } = c.req.valid('param');
    const cls = await ownClass(c.var.db, c.var.user.id, id);
    return c.json(await sendReminder(c.var.db, cls, assignmentId), 200, noStore);
  });

// Last before each handler: a signed-out caller still gets 401, a spent code budget 429 and bad input 400 first.
const student = requireUserType('Student', studentsOnly);

/** /api/classes: the student's side — preview a code (the consent screen), join, list, leave. */
export const studentClassRoutes = new Hono<AppEnv>()
  .post('/preview', requireSession, codeGuessing, validate('json', joinClassSchema), student, async (c) => {
    await assertMayJoin(c.var.db, c.var.user.id, new Date(c.var.clock.now()));
    return c.json(await previewJoin(c.var.db, c.var.user.id, c.req.valid('json')), 200, noStore);
  })
  .post('/join', requireSession, codeGuessing, validate('json', joinClassSchema), student, async (c) => {
    await assertMayJoin(c.var.db, c.var.user.id, new Date(c.var.clock.now()));
    return c.json(await joinClass(c.var.db, c.var.user, c.req.valid('json')), 201, noStore);
  })
  .get('/joined', requireSession, student, async (c) => {
    return c.json({ items: await listMemberships(c.var.db, c.var.user.id) }, 200, noStore);
  })
  // Classes the school's roster put the student in (matched by the account's e-mail): the same consent, then one press.
  .get('/rostered', requireSession, student, async (c) => {
    return c.json({ items: await listRosterInvitations(c.var.db, c.var.user) }, 200, noStore);
  })
  .post('/rostered/:id/join', requireSession, validate('param', classIdParamSchema), student, async (c) => {
    await assertMayJoin(c.var.db, c.var.user.id, new Date(c.var.clock.now()));
    return c.json(await joinRostered(c.var.db, c.var.user, c.req.valid('param').id), 201, noStore);
  })
  .post('/rostered/:id/decline', requireSession, validate('param', classIdParamSchema), student, async (c) => {
    await declineRostered(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .delete('/memberships/:id', requireSession, validate('param', classIdParamSchema), async (c) => {
    await leaveClass(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

const educatorIdParam = z.object({ userId: z.string().min(1, 'Unknown educator').max(100, 'Unknown educator') });

const mailDeps = (c: { var: AppEnv['Variables'] }) => ({ db: c.var.db, env: c.var.env, logger: c.var.logger });

/** /api/admin/educators: the verification queue (approve, reject with a reason, revoke). */
export const educatorReviewRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', educatorQueueQuerySchema), async (c) =>
    c.json({ items: await listEducators(c.var.db, c.req.valid('query').status) }, 200, noStore),
  )
  .post('/:userId/approve', requireAdmin, validate('param', educatorIdParam), async (c) => {
    await decideEducator(mailDeps(c), c.var.user, c.req.valid('param').userId, 'approved', null);
    return c.body(null, 204);
  })
  .post('/:userId/reject', requireAdmin, validate('param', educatorIdParam), validate('json', educatorReasonSchema), async (c) => {
    await decideEducator(mailDeps(c), c.var.user, c.req.valid('param').userId, 'rejected', c.req.valid('json').reason);
    return c.body(null, 204);
  })
  .post('/:userId/revoke', requireAdmin, validate('param', educatorIdParam), validate('json', educatorReasonSchema), async (c) => {
    await decideEducator(mailDeps(c), c.var.user, c.req.valid('param').userId, 'revoked', c.req.valid('json').reason);
    return c.body(null, 204);
  });
