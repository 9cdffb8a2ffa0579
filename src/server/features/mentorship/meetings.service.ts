import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import { maskContactDetails } from '@domain/mentorship/masking';
import { findPrivateChannels } from '@domain/mentorship/private-channels';
import { canTakeAction, mayTakeAction, type MeetingRole } from '@domain/mentorship/policy';
import { type MeetingAction, type MeetingRequest } from '@domain/mentorship/schemas';
import { meetingEnd, upcomingSlots } from '@domain/mentorship/time';
import type { Database, Transaction } from '@server/db/client';
import { meetingMessages, meetingReports, meetings, professionals } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { appError, codedFieldError } from '@server/http/errors';
import { type MailDeps } from '@server/shared/mail';
import type { MessageKey } from '@locales/keys';
import {
  ADMIN_REVIEW_LINK,
  type MeetingRow,
  type ProfessionalRow,
  loadForViewer,
  meetingWhen,
  tellAdmins,
  tellParties,
} from './meeting-parties';

/* Meetings changing hands: a student's request, each side's decisions, the messages and reports in a meeting. */

/** What the other parties are told after each action; the body names who acted. */
const ACTION_NOTICES: Record<MeetingAction['action'], { title: MessageKey; body: MessageKey }> = {
  accept: { title: 'mentorship.notice.confirmedTitle', body: 'mentorship.notice.acceptedBody' },
  'accept-proposal': { title: 'mentorship.notice.confirmedTitle', body: 'mentorship.notice.acceptedProposalBody' },
  decline: { title: 'mentorship.notice.declinedTitle', body: 'mentorship.notice.declinedBody' },
  propose: { title: 'mentorship.notice.proposedTitle', body: 'mentorship.notice.proposedBody' },
  cancel: { title: 'mentorship.notice.cancelledTitle', body: 'mentorship.notice.cancelledBody' },
  complete: { title: 'mentorship.notice.completedTitle', body: 'mentorship.notice.completedBody' },
};

const slotTaken = () => appError(409, 'mentorship.slot_taken');

/** Start times (UTC ISO) already accepted for a professional, so they are not offered again. */
export async function takenStarts(db: Database, professionalId: string): Promise<Set<string>> {
  const rows = await db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(and(eq(meetings.professionalId, professionalId), eq(meetings.status, 'accepted'), gte(meetings.startsAt, new Date())));
  return new Set(rows.map((row) => row.startsAt.toISOString()));
}

function assertOffered(professional: ProfessionalRow, startsAt: Date, now: number) {
  const iso = startsAt.toISOString();
  if (!upcomingSlots(professional.availability, professional.timeZone, now).includes(iso)) {
    throw codedFieldError('startsAt', 'mentorship.offered_time');
  }
}

/** Inside a transaction that holds the professional's row lock: is that start still free for them (and the student)? */
async function assertFree(tx: Transaction, professionalId: string, studentId: string, startsAt: Date, exceptMeetingId?: string) {
  const others = exceptMeetingId ? ne(meetings.id, exceptMeetingId) : undefined;
  const [clash] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.professionalId, professionalId), eq(meetings.startsAt, startsAt), eq(meetings.status, 'accepted'), others));
  if (clash) throw slotTaken();
  const [studentClash] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.studentId, studentId), eq(meetings.startsAt, startsAt), eq(meetings.status, 'accepted'), others));
  if (studentClash) throw appError(409, 'mentorship.student_clash');
}

/** A professional row locked for the rest of the transaction: serialises bookings per professional. */
async function lockProfessional(tx: Transaction, professionalId: string) {
  const [row] = await tx.select().from(professionals).where(eq(professionals.id, professionalId)).for('update');
  return row;
}

const roomUrl = (base: string) => `${base}/Waypoint-${randomBytes(16).toString('hex')}`;

export async function requestMeeting(deps: MailDeps, student: SessionUser, input: MeetingRequest, now = Date.now()) {
  const startsAt = new Date(input.startsAt);
  const meeting = await deps.db.transaction(async (tx) => {
    const professional = await lockProfessional(tx, input.professionalId);
    if (!professional || professional.status !== 'approved') throw appError(404, 'mentorship.professional_not_found');
    if (professional.userId === student.id) throw appError(403, 'mentorship.self_request');
    assertOffered(professional, startsAt, now);
    await assertFree(tx, professional.id, student.id, startsAt);
    const [pending] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.professionalId, professional.id),
          eq(meetings.studentId, student.id),
          inArray(meetings.status, ['requested', 'rescheduled']),
        ),
      );
    if (pending) throw appError(409, 'mentorship.pending_request');
    const [row] = await tx
      .insert(meetings)
      .values({
        professionalId: professional.id,
        studentId: student.id,
        topic: input.topic,
        questions: input.questions,
        startsAt,
        endsAt: meetingEnd(startsAt),
      })
      .returning();
    return { row: row!, professional };
  });
  await tellParties(
    deps,
    meeting.row,
    meeting.professional,
    student.id,
    {
      kind: 'mentorship.meeting_requested',
      text: (t, locale) => {
        const values = { student: student.name, when: meetingWhen(startsAt, locale), topic: input.topic };
        return { title: t('mentorship.notice.requestedTitle', values), body: t('mentorship.notice.requestedBody', values) };
      },
    },
    {},
  );
  return meeting.row.id;
}
export async function actOnMeeting(deps: MailDeps, user: SessionUser, meetingId: string, action: MeetingAction, now = Date.now()) {
  const { viewer } = await loadForViewer(deps.db, user, meetingId);
  const role: MeetingRole | null = viewer === 'student' || viewer === 'professional' ? viewer : null;
  if (!mayTakeAction(action.action, role)) throw appError(403, role ? 'mentorship.other_side' : 'mentorship.only_student_pro');
  const result = await deps.db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for('update');
      if (!current) throw appError(404, 'mentorship.meeting_not_found');
      const professional = (await lockProfessional(tx, current.professionalId))!;
      const started = current.startsAt.getTime() <= now;
      if (!canTakeAction(action.action, role, current.status, started)) {
        throw appError(409, 'mentorship.meeting_state', { status: current.status, started: started ? 'yes' : 'no' });
      }
      const patch: Partial<MeetingRow> = {};
      let previouslyAccepted = current.status === 'accepted';
      switch (action.action) {
        case 'accept':
        case 'accept-proposal': {
          if (professional.status !== 'approved') throw appError(409, 'mentorship.pro_not_approved');
          const startsAt = action.action === 'accept' ? current.startsAt : current.proposedStartsAt!;
          if (startsAt.getTime() <= now) throw appError(409, 'mentorship.time_passed');
          await assertFree(tx, professional.id, current.studentId, startsAt, current.id);
          Object.assign(patch, {
            status: 'accepted',
            startsAt,
            endsAt: meetingEnd(startsAt),
            proposedStartsAt: null,
            meetingUrl: roomUrl(deps.env.meetingBaseUrl),
          });
          break;
        }
        case 'propose': {
          const startsAt = new Date(action.startsAt);
          assertOffered(professional, startsAt, now);
          if (startsAt.getTime() === current.startsAt.getTime()) throw codedFieldError('startsAt', 'mentorship.different_time');
          await assertFree(tx, professional.id, current.studentId, startsAt, current.id);
          Object.assign(patch, { status: 'rescheduled', proposedStartsAt: startsAt });
          break;
        }
        case 'decline':
        case 'cancel':
          Object.assign(patch, {
            status: action.action === 'decline' ? 'declined' : 'cancelled',
            closedReason: action.reason || null,
            closedBy: user.id,
            proposedStartsAt: null,
          });
          break;
        case 'complete':
          Object.assign(patch, {
            status: 'done',
            ...(role === 'student' ? { studentFeedback: action.feedback || null } : { professionalFeedback: action.feedback || null }),
          });
          previouslyAccepted = false;
          break;
      }
      const [updated] = await tx.update(meetings).set(patch).where(eq(meetings.id, meetingId)).returning();
      return { updated: updated!, professional, previouslyAccepted };
    })
    .catch((error: unknown) => {
      // The partial unique index fires only if two transactions slipped past the check together.
      if (error instanceof Error && 'code' in error && (error as { code?: string }).code === '23505') throw slotTaken();
      throw error;
    });
  const actorName = role === 'professional' ? result.professional.fullName : user.name;
  const confirmed = action.action === 'accept' || action.action === 'accept-proposal';
  const cancelledConfirmed = action.action === 'cancel' && result.previouslyAccepted;
  await tellParties(
    deps,
    result.updated,
    result.professional,
    user.id,
    {
      kind: `mentorship.meeting_${action.action.replace('-', '_')}`,
      text: (t) => {
        const notice = ACTION_NOTICES[action.action];
        return { title: t(notice.title), body: t(notice.body, { name: actorName }) };
      },
    },
    action.action === 'complete' ? null : { ics: confirmed || cancelledConfirmed, cancelled: cancelledConfirmed },
  );
  return result.updated;
}
/**
 * Stores a message. E-mail addresses and phone numbers are masked in what
 * participants see; a message that carries any private channel (handles,
 * chat or profile links, numbers in words, e-mail, phone) is also held: only
 * its author and administrators see it until an administrator releases it.
 */
export async function postMessage(deps: MailDeps, user: SessionUser, meetingId: string, text: string) {
  const { meeting, professional, viewer } = await loadForViewer(deps.db, user, meetingId);
  if (viewer === 'admin') throw appError(403, 'mentorship.admins_no_post');
  if (meeting.status === 'declined' || meeting.status === 'cancelled') throw appError(409, 'mentorship.meeting_closed');
  const { text: shown, masked } = maskContactDetails(text);
  const channels = findPrivateChannels(text);
  const held = channels.length > 0;
  const authorName = viewer === 'professional' ? professional.fullName : user.name;
  const [row] = await deps.db
    .insert(meetingMessages)
    .values({
      meetingId,
      authorId: user.id,
      authorName,
      body: shown,
      originalBody: text,
      masked,
      status: held ? 'held' : 'delivered',
      holdReasons: channels,
    })
    .returning();
  if (held) {
    await tellAdmins(deps, user.id, 'mentorship.message_held', ADMIN_REVIEW_LINK, (t) => ({
      title: t('mentorship.notice.heldTitle'),
      body: t('mentorship.notice.heldBody', { author: authorName, channels: channels.length }),
      mailSubject: t('mentorship.notice.heldMailSubject'),
      mailText: t('mentorship.notice.heldMailText', { author: authorName }),
    }));
  } else {
    await tellParties(
      deps,
      meeting,
      professional,
      user.id,
      {
        kind: 'mentorship.message',
        text: (t) => ({ title: t('mentorship.notice.newMessage', { author: authorName }), body: shown.slice(0, 200) }),
      },
      null,
    );
  }
  return { id: row!.id, masked, held };
}

export async function reportMeeting(deps: MailDeps, user: SessionUser, meetingId: string, reason: string) {
  await loadForViewer(deps.db, user, meetingId);
  await deps.db.insert(meetingReports).values({ meetingId, reporterId: user.id, reporterEmail: user.email, reason });
  await tellAdmins(deps, user.id, 'mentorship.report', '/admin/professionals#reports', (t) => ({
    title: t('mentorship.notice.reportedTitle'),
    body: reason.slice(0, 200),
    mailSubject: t('mentorship.notice.reportedMailSubject'),
    mailText: t('mentorship.notice.reportedMailText', { reporter: user.email, reason }),
  }));
}
