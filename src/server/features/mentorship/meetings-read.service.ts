import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { canTakeAction, type MeetingRole } from '@domain/mentorship/policy';
import { type MessageStatus } from '@domain/mentorship/schemas';
import type { Database } from '@server/db/client';
import { meetingMessages, meetings, professionals, profiles, safetyContacts, users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { headshotUrl } from './professionals.service';
import { ACTIVE, type Viewer, loadForViewer } from './meeting-parties';

/* Reading meetings: one meeting as its viewer may see it, and a user's meetings in every role. */

export async function meetingDetail(db: Database, user: SessionUser, meetingId: string) {
  const { meeting, professional, viewer } = await loadForViewer(db, user, meetingId);
  const [student] = await db.select({ name: users.name }).from(users).where(eq(users.id, meeting.studentId));
  // A held or rejected message is seen by its author and by administrators only.
  const visible = viewer === 'admin' ? undefined : or(eq(meetingMessages.status, 'delivered'), eq(meetingMessages.authorId, user.id));
  const messages = await db
    .select()
    .from(meetingMessages)
    .where(and(eq(meetingMessages.meetingId, meeting.id), visible))
    .orderBy(asc(meetingMessages.createdAt));
  const contacts = await db
    .select({ name: users.name, userType: profiles.userType })
    .from(safetyContacts)
    .innerJoin(users, eq(users.id, safetyContacts.contactId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(safetyContacts.studentId, meeting.studentId));
  const role: MeetingRole | null = viewer === 'student' || viewer === 'professional' ? viewer : null;
  const started = meeting.startsAt.getTime() <= Date.now();
  const actions = (['accept', 'decline', 'propose', 'accept-proposal', 'cancel', 'complete'] as const).filter((action) =>
    canTakeAction(action, role, meeting.status, started),
  );
  return {
    id: meeting.id,
    viewer,
    status: meeting.status,
    topic: meeting.topic,
    questions: meeting.questions,
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    proposedStartsAt: meeting.proposedStartsAt?.toISOString() ?? null,
    // The room link only once both sides agreed.
    meetingUrl: meeting.status === 'accepted' ? meeting.meetingUrl : null,
    closedReason: meeting.closedReason,
    studentFeedback: viewer === 'professional' ? null : meeting.studentFeedback,
    professionalFeedback: viewer === 'student' ? null : meeting.professionalFeedback,
    student: { name: student?.name ?? 'Former user' },
    professional: {
      id: professional.id,
      fullName: professional.fullName,
      jobTitle: professional.jobTitle,
      employer: professional.employer,
      headshotUrl: headshotUrl(professional.headshotFile),
    },
    contacts: contacts.map((contact) => ({ name: contact.name, userType: contact.userType })),
    messages: messages.map((message) => ({
      id: message.id,
      authorName: message.authorName,
      mine: message.authorId === user.id,
      body: message.body,
      masked: message.masked,
      status: message.status as MessageStatus,
      createdAt: message.createdAt.toISOString(),
    })),
    actions,
    canPostMessages: viewer !== 'admin' && (ACTIVE.includes(meeting.status) || meeting.status === 'done'),
  };
}
/** The user's meetings in every role, soonest first. */
export async function myMeetings(db: Database, user: SessionUser) {
  const mine = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.userId, user.id));
  const students = await db.select({ id: safetyContacts.studentId }).from(safetyContacts).where(eq(safetyContacts.contactId, user.id));
  const rows = await db
    .select({
      meeting: meetings,
      professionalName: professionals.fullName,
      professionalUserId: professionals.userId,
      studentName: users.name,
    })
    .from(meetings)
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .innerJoin(users, eq(users.id, meetings.studentId))
    .where(
      or(
        eq(meetings.studentId, user.id),
        mine[0] ? eq(meetings.professionalId, mine[0].id) : undefined,
        students.length
          ? inArray(
              meetings.studentId,
              students.map((row) => row.id),
            )
          : undefined,
      ),
    )
    .orderBy(desc(meetings.startsAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.meeting.id,
    status: row.meeting.status,
    topic: row.meeting.topic,
    startsAt: row.meeting.startsAt.toISOString(),
    proposedStartsAt: row.meeting.proposedStartsAt?.toISOString() ?? null,
    role: (row.meeting.studentId === user.id ? 'student' : row.professionalUserId === user.id ? 'professional' : 'contact') as Viewer,
    professionalName: row.professionalName,
    studentName: row.studentName,
  }));
}
