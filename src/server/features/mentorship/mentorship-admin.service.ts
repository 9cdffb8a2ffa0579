import { asc, desc, eq, inArray } from 'drizzle-orm';
import { PRIVATE_CHANNEL_KINDS, type PrivateChannelKind } from '@domain/mentorship/private-channels';
import { type HeldMessageDecision, type MessageStatus } from '@domain/mentorship/schemas';
import type { Database } from '@server/db/client';
import { meetingMessages, meetingReports, meetings, professionals, users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { appError, notFound } from '@server/http/errors';
import { notify } from '@server/shared/notify';
import { type MailDeps } from '@server/shared/mail';
import { languageOfUser } from '@server/shared/language';
import { translate } from '@server/shared/messages';
import { type Viewer, meetingLink, tellParties } from './meeting-parties';

/* Administrators' review: meeting reports and the messages held for a private channel. */

/** Admin review: reports with the meeting's full message history (including what masking hid). */
export async function listReports(db: Database) {
  const reports = await db
    .select({ report: meetingReports, meeting: meetings, professionalName: professionals.fullName })
    .from(meetingReports)
    .innerJoin(meetings, eq(meetings.id, meetingReports.meetingId))
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .orderBy(desc(meetingReports.createdAt))
    .limit(100);
  const ids = [...new Set(reports.map((row) => row.meeting.id))];
  const messages = ids.length
    ? await db.select().from(meetingMessages).where(inArray(meetingMessages.meetingId, ids)).orderBy(asc(meetingMessages.createdAt))
    : [];
  return reports.map(({ report, meeting, professionalName }) => ({
    id: report.id,
    reason: report.reason,
    reporterEmail: report.reporterEmail,
    createdAt: report.createdAt.toISOString(),
    reviewedAt: report.reviewedAt?.toISOString() ?? null,
    reviewedBy: report.reviewedBy,
    meeting: { id: meeting.id, status: meeting.status, topic: meeting.topic, startsAt: meeting.startsAt.toISOString(), professionalName },
    messages: messages
      .filter((message) => message.meetingId === meeting.id)
      .map((message) => ({
        id: message.id,
        authorName: message.authorName,
        body: message.originalBody,
        masked: message.masked,
        status: message.status as MessageStatus,
        createdAt: message.createdAt.toISOString(),
      })),
  }));
}

const HELD_QUEUE_LIMIT = 100;

const isChannelKind = (value: string): value is PrivateChannelKind => (PRIVATE_CHANNEL_KINDS as readonly string[]).includes(value);

/** Admin review: messages held for a private channel, oldest first, as written, with their meeting. */
export async function listHeldMessages(db: Database) {
  const rows = await db
    .select({
      message: meetingMessages,
      meeting: meetings,
      professionalName: professionals.fullName,
      professionalUserId: professionals.userId,
      studentName: users.name,
    })
    .from(meetingMessages)
    .innerJoin(meetings, eq(meetings.id, meetingMessages.meetingId))
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .innerJoin(users, eq(users.id, meetings.studentId))
    .where(eq(meetingMessages.status, 'held'))
    .orderBy(asc(meetingMessages.createdAt))
    .limit(HELD_QUEUE_LIMIT);
  return rows.map(({ message, meeting, professionalName, professionalUserId, studentName }) => ({
    id: message.id,
    authorName: message.authorName,
    authorRole: (message.authorId === meeting.studentId
      ? 'student'
      : message.authorId === professionalUserId
        ? 'professional'
        : 'contact') as Viewer,
    body: message.originalBody,
    reasons: message.holdReasons.filter(isChannelKind),
    createdAt: message.createdAt.toISOString(),
    meeting: {
      id: meeting.id,
      status: meeting.status,
      topic: meeting.topic,
      startsAt: meeting.startsAt.toISOString(),
      professionalName,
      studentName,
    },
  }));
}

/**
 * An administrator releases a held message (delivered to everyone in the
 * meeting, with the usual notifications, masked as before) or rejects it
 * (never delivered). The author is told either way.
 */
export async function reviewHeldMessage(deps: MailDeps, admin: SessionUser, messageId: string, decision: HeldMessageDecision) {
  const reviewed = await deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(meetingMessages).where(eq(meetingMessages.id, messageId)).for('update');
    if (!message) throw notFound('message');
    const released = message.status === 'delivered';
    if (message.status !== 'held') throw appError(409, released ? 'mentorship.message_released' : 'mentorship.message_rejected');
    const [row] = await tx
      .update(meetingMessages)
      .set({ status: decision === 'release' ? 'delivered' : 'rejected', reviewedAt: new Date(), reviewedBy: admin.email })
      .where(eq(meetingMessages.id, messageId))
      .returning();
    return row!;
  });
  const [found] = await deps.db
    .select({ meeting: meetings, professional: professionals })
    .from(meetings)
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .where(eq(meetings.id, reviewed.meetingId));
  if (!found) return;
  const link = meetingLink(found.meeting.id);
  if (decision === 'release') {
    await tellParties(
      deps,
      found.meeting,
      found.professional,
      reviewed.authorId,
      {
        kind: 'mentorship.message',
        text: (t) => ({ title: t('mentorship.notice.newMessage', { author: reviewed.authorName }), body: reviewed.body.slice(0, 200) }),
      },
      null,
    );
  }
  if (reviewed.authorId) {
    const t = translate(await languageOfUser(deps.db, reviewed.authorId));
    const released = decision === 'release';
    await notify(deps.db, {
      userId: reviewed.authorId,
      kind: decision === 'release' ? 'mentorship.message_released' : 'mentorship.message_rejected',
      title: t(released ? 'mentorship.notice.releasedTitle' : 'mentorship.notice.rejectedTitle'),
      body: t(released ? 'mentorship.notice.releasedBody' : 'mentorship.notice.rejectedBody'),
      link,
    });
  }
}

export async function markReportReviewed(db: Database, admin: SessionUser, reportId: string) {
  const [row] = await db
    .update(meetingReports)
    .set({ reviewedAt: new Date(), reviewedBy: admin.email })
    .where(eq(meetingReports.id, reportId))
    .returning({ id: meetingReports.id });
  if (!row) throw notFound('report');
}
