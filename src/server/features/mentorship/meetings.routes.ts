import { Hono } from 'hono';
import { meetingActionSchema, meetingRequestSchema, messageSchema, reportSchema } from '@domain/mentorship/schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { appError } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { languageOfUser } from '@server/shared/language';
import { meetingIcs } from './calendar';
import { translate } from '@server/shared/messages';
import { meetingDetail, myMeetings } from './meetings-read.service';
import { actOnMeeting, postMessage, reportMeeting, requestMeeting } from './meetings.service';
import { idParam, mailDeps, messageLimit } from './mentorship.http';

const requestLimit = rateLimit({
  name: 'mentorship-request',
  limit: 20,
  windowMs: 60 * 60_000,
  by: 'user',
  message: 'You have sent many meeting requests in a short time. Please try again later.',
});

/** A student's or professional's meetings: requests, answers, messages, reports and the calendar invite. */
export const meetingRoutes = new Hono<AppEnv>()
  .get('/', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await myMeetings(c.var.db, c.var.user) });
  })
  .post('/', requireCompleteProfile, requestLimit, validate('json', meetingRequestSchema), async (c) => {
    const id = await requestMeeting(mailDeps(c), c.var.user, c.req.valid('json'));
    return c.json({ id }, 201);
  })
  .get('/:id', requireSession, validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await meetingDetail(c.var.db, c.var.user, c.req.valid('param').id));
  })
  .post('/:id/actions', requireCompleteProfile, validate('param', idParam), validate('json', meetingActionSchema), async (c) => {
    const updated = await actOnMeeting(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ id: updated.id, status: updated.status });
  })
  .get('/:id/calendar.ics', requireSession, validate('param', idParam), async (c) => {
    const detail = await meetingDetail(c.var.db, c.var.user, c.req.valid('param').id);
    if (detail.status !== 'accepted') throw appError(404, 'mentorship.confirmed_meeting_not_found');
    // The invite is the account's copy: in the account's language, as the mailed one is.
    const t = translate(await languageOfUser(c.var.db, c.var.user.id));
    const ics = meetingIcs({
      id: detail.id,
      startsAt: new Date(detail.startsAt),
      endsAt: new Date(detail.endsAt),
      title: t('mentorship.notice.icsTitle', { professional: detail.professional.fullName }),
      description: t('mentorship.notice.icsDescription', {
        topic: detail.topic,
        url: `${c.var.env.baseUrl}/professional-meetings/meetings/${detail.id}`,
      }),
      url: detail.meetingUrl,
    });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${ics.fileName}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(ics.content);
  })
  .post('/:id/messages', requireCompleteProfile, messageLimit, validate('param', idParam), validate('json', messageSchema), async (c) => {
    return c.json(await postMessage(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json').body), 201);
  })
  .post('/:id/reports', requireCompleteProfile, messageLimit, validate('param', idParam), validate('json', reportSchema), async (c) => {
    await reportMeeting(mailDeps(c), c.var.user, c.req.valid('param').id, c.req.valid('json').reason);
    return c.body(null, 204);
  });
