import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  heldMessageDecisionSchema,
  meetingActionSchema,
  meetingRequestSchema,
  messageSchema,
  professionalApplicationSchema,
  professionalQuerySchema,
  rejectSchema,
  reportSchema,
  safetyContactSchema,
  suspendSchema,
} from '@domain/mentorship/schemas';
import { requireAdmin, requireCompleteProfile, requireSession } from '@server/auth/guards';
import { mailOutbox } from '@server/db/schema';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { meetingIcs } from './calendar';
import { deleteHeadshot, HEADSHOT_MAX_BYTES, processHeadshot, readHeadshot, storeHeadshot, tooLarge } from './headshots';
import {
  actOnMeeting,
  addSafetyContact,
  listHeldMessages,
  listReports,
  listSafetyContacts,
  markReportReviewed,
  meetingDetail,
  myMeetings,
  postMessage,
  removeSafetyContact,
  reportMeeting,
  requestMeeting,
  reviewHeldMessage,
  takenStarts,
} from './meetings.service';
import {
  approvedProfile,
  decide,
  findMyApplication,
  listApplications,
  listApproved,
  mayViewHeadshot,
  saveApplication,
  setHeadshot,
} from './professionals.service';

/** Routes that take a raw image body instead of JSON; app.ts exempts them from the JSON-only body rules. */
export const UPLOAD_PATHS = ['/api/professionals/me/headshot'];

const idParam = z.object({ id: z.uuid('Unknown id') });
const fileParam = z.object({ file: z.string().max(60) });
const applicationsQuery = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });

const requestLimit = rateLimit({
  name: 'mentorship-request',
  limit: 20,
  windowMs: 60 * 60_000,
  by: 'user',
  message: 'You have sent many meeting requests in a short time. Please try again later.',
});
const messageLimit = rateLimit({
  name: 'mentorship-message',
  limit: 60,
  windowMs: 10 * 60_000,
  by: 'user',
  message: 'You are sending messages very fast. Please wait a few minutes.',
});
const uploadLimit = rateLimit({
  name: 'mentorship-upload',
  limit: 20,
  windowMs: 60 * 60_000,
  by: 'user',
  message: 'Too many uploads. Please try again later.',
});

const mailDeps = (c: { var: AppEnv['Variables'] }) => ({ db: c.var.db, env: c.var.env, logger: c.var.logger });

export const mentorshipRoutes = new Hono<AppEnv>()
  // --- professionals: registration ---
  .get('/professionals/me', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ application: await findMyApplication(c.var.db, c.var.user.id) });
  })
  .put('/professionals/me', requireCompleteProfile, validate('json', professionalApplicationSchema), async (c) => {
    return c.json({ application: await saveApplication(c.var.db, c.var.user.id, c.req.valid('json')) });
  })
  .put(
    '/professionals/me/headshot',
    requireCompleteProfile,
    uploadLimit,
    bodyLimit({
      maxSize: HEADSHOT_MAX_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        throw tooLarge();
      },
    }),
    async (c) => {
      const image = await processHeadshot(new Uint8Array(await c.req.arrayBuffer()));
      const file = await storeHeadshot(c.var.env.dataDir, image);
      try {
        await deleteHeadshot(c.var.env.dataDir, await setHeadshot(c.var.db, c.var.user.id, file));
      } catch (error) {
        await deleteHeadshot(c.var.env.dataDir, file);
        throw error;
      }
      return c.json({ application: await findMyApplication(c.var.db, c.var.user.id) });
    },
  )
  .get('/professionals/headshots/:file', validate('param', fileParam), async (c) => {
    const { file } = c.req.valid('param');
    const image = (await mayViewHeadshot(c.var.db, file, c.var.user)) ? await readHeadshot(c.var.env.dataDir, file) : null;
    if (!image) throw notFound('photo');
    c.header('Content-Type', 'image/webp');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', 'inline');
    c.header('Cache-Control', 'private, max-age=3600');
    return c.body(new Uint8Array(image));
  })
  // --- browsing (open to everyone) ---
  .get('/professionals', validate('query', professionalQuerySchema), async (c) =>
    c.json(await listApproved(c.var.db, c.req.valid('query'))),
  )
  .get('/professionals/:id', validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await approvedProfile(c.var.db, c.req.valid('param').id, Date.now(), (id) => takenStarts(c.var.db, id)));
  })
  // --- meetings ---
  .get('/meetings', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await myMeetings(c.var.db, c.var.user) });
  })
  .post('/meetings', requireCompleteProfile, requestLimit, validate('json', meetingRequestSchema), async (c) => {
    const id = await requestMeeting(mailDeps(c), c.var.user, c.req.valid('json'));
    return c.json({ id }, 201);
  })
  .get('/meetings/:id', requireSession, validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await meetingDetail(c.var.db, c.var.user, c.req.valid('param').id));
  })
  .post('/meetings/:id/actions', requireCompleteProfile, validate('param', idParam), validate('json', meetingActionSchema), async (c) => {
    const updated = await actOnMeeting(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ id: updated.id, status: updated.status });
  })
  .get('/meetings/:id/calendar.ics', requireSession, validate('param', idParam), async (c) => {
    const detail = await meetingDetail(c.var.db, c.var.user, c.req.valid('param').id);
    if (detail.status !== 'accepted') throw notFound('confirmed meeting');
    const ics = meetingIcs({
      id: detail.id,
      startsAt: new Date(detail.startsAt),
      endsAt: new Date(detail.endsAt),
      title: `Waypoint mentor meeting with ${detail.professional.fullName}`,
      description: `Topic: ${detail.topic}. Meeting page: ${c.var.env.baseUrl}/professional-meetings/meetings/${detail.id}`,
      url: detail.meetingUrl,
    });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${ics.fileName}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(ics.content);
  })
  .post(
    '/meetings/:id/messages',
    requireCompleteProfile,
    messageLimit,
    validate('param', idParam),
    validate('json', messageSchema),
    async (c) => {
      return c.json(await postMessage(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json').body), 201);
    },
  )
  .post(
    '/meetings/:id/reports',
    requireCompleteProfile,
    messageLimit,
    validate('param', idParam),
    validate('json', reportSchema),
    async (c) => {
      await reportMeeting(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json').reason);
      return c.body(null, 204);
    },
  )
  // --- safety contacts ---
  .get('/safety-contacts', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listSafetyContacts(c.var.db, c.var.user.id) });
  })
  .post('/safety-contacts', requireCompleteProfile, messageLimit, validate('json', safetyContactSchema), async (c) => {
    await addSafetyContact(mailDeps(c), c.var.user, c.req.valid('json').email);
    return c.json({ items: await listSafetyContacts(c.var.db, c.var.user.id) }, 201);
  })
  .delete('/safety-contacts/:id', requireSession, validate('param', z.object({ id: z.string().min(1).max(100) })), async (c) => {
    await removeSafetyContact(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // --- admin ---
  .get('/admin/professionals', requireAdmin, validate('query', applicationsQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listApplications(c.var.db, c.req.valid('query').status) });
  })
  .post('/admin/professionals/:id/approve', requireAdmin, validate('param', idParam), async (c) => {
    await decide(mailDeps(c), c.var.user, c.req.valid('param').id, 'approved', null);
    return c.body(null, 204);
  })
  .post('/admin/professionals/:id/reject', requireAdmin, validate('param', idParam), validate('json', rejectSchema), async (c) => {
    await decide(mailDeps(c), c.var.user, c.req.valid('param').id, 'rejected', c.req.valid('json').reason);
    return c.body(null, 204);
  })
  .post('/admin/professionals/:id/suspend', requireAdmin, validate('param', idParam), validate('json', suspendSchema), async (c) => {
    await decide(mailDeps(c), c.var.user, c.req.valid('param').id, 'suspended', c.req.valid('json').reason);
    return c.body(null, 204);
  })
  .get('/admin/meeting-reports', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listReports(c.var.db) });
  })
  .post('/admin/meeting-reports/:id/reviewed', requireAdmin, validate('param', idParam), async (c) => {
    await markReportReviewed(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/admin/meeting-messages/held', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listHeldMessages(c.var.db) });
  })
  .post(
    '/admin/meeting-messages/:id/review',
    requireAdmin,
    validate('param', idParam),
    validate('json', heldMessageDecisionSchema),
    async (c) => {
      await reviewHeldMessage(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json').decision);
      return c.body(null, 204);
    },
  )
  .get('/admin/mail-outbox', requireAdmin, async (c) => {
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
