import { asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  mailOutbox,
  meetingMessages,
  meetingReports,
  meetings,
  notifications,
  professionalDecisions,
  professionals,
  profiles,
  safetyContacts,
  users,
} from '@server/db/schema';
import type { AccountDataPart } from '@server/shared/account-data';
import { deleteLegacyHeadshotFile } from './headshots';
import { meetingLink } from './meeting-parties';

/**
 * For "Export my data": the user's mentor application (when there is one), the meetings
 * they took part in as student or professional, the messages they wrote
 * (as written, before masking: it is their own text), the meeting reports they
 * filed, the safety contacts they added and the students who added them.
 */
export async function exportMentorship(db: Database, userId: string) {
  const [application] = await db.select().from(professionals).where(eq(professionals.userId, userId));
  const asStudent = eq(meetings.studentId, userId);
  const rows = await db
    .select({ meeting: meetings })
    .from(meetings)
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .where(or(asStudent, eq(professionals.userId, userId)))
    .orderBy(asc(meetings.startsAt));
  const messages = await db
    .select({
      meetingId: meetingMessages.meetingId,
      body: meetingMessages.originalBody,
      status: meetingMessages.status,
      createdAt: meetingMessages.createdAt,
    })
    .from(meetingMessages)
    .where(eq(meetingMessages.authorId, userId))
    .orderBy(asc(meetingMessages.createdAt));
  const reports = await db
    .select({
      meetingId: meetingReports.meetingId,
      reason: meetingReports.reason,
      createdAt: meetingReports.createdAt,
      reviewedAt: meetingReports.reviewedAt,
    })
    .from(meetingReports)
    .where(eq(meetingReports.reporterId, userId))
    .orderBy(asc(meetingReports.createdAt));
  const contactsAdded = await db
    .select({ name: users.name, email: users.email, userType: profiles.userType, addedAt: safetyContacts.createdAt })
    .from(safetyContacts)
    .innerJoin(users, eq(users.id, safetyContacts.contactId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(safetyContacts.studentId, userId))
    .orderBy(asc(safetyContacts.createdAt));
  const contactFor = await db
    .select({ name: users.name, addedAt: safetyContacts.createdAt })
    .from(safetyContacts)
    .innerJoin(users, eq(users.id, safetyContacts.studentId))
    .where(eq(safetyContacts.contactId, userId))
    .orderBy(asc(safetyContacts.createdAt));
  return {
    professionalApplication: application
      ? {
          ...application,
          codeOfConductAcceptedAt: application.codeOfConductAcceptedAt.toISOString(),
          createdAt: application.createdAt.toISOString(),
          updatedAt: application.updatedAt.toISOString(),
        }
      : null,
    meetings: rows.map(({ meeting }) => ({
      id: meeting.id,
      role: meeting.studentId === userId ? 'student' : 'professional',
      topic: meeting.topic,
      questions: meeting.questions,
      status: meeting.status,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
      meetingUrl: meeting.meetingUrl,
      feedback: meeting.studentId === userId ? meeting.studentFeedback : meeting.professionalFeedback,
    })),
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    reports: reports.map((report) => ({
      ...report,
      createdAt: report.createdAt.toISOString(),
      reviewedAt: report.reviewedAt?.toISOString() ?? null,
    })),
    safetyContacts: contactsAdded.map((contact) => ({ ...contact, addedAt: contact.addedAt.toISOString() })),
    safetyContactFor: contactFor.map((student) => ({ ...student, addedAt: student.addedAt.toISOString() })),
  };
}

/** The stored headshot of a user's application, so account deletion can remove the file too. */
export async function headshotFileOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ file: professionals.headshotFile }).from(professionals).where(eq(professionals.userId, userId));
  return row?.file ?? null;
}

/** What an admin's e-mail becomes in the logs they leave behind. */
export const FORMER_ADMIN = 'a former administrator';

/**
 * Called by deleteAccount before the user row goes (its own rows cascade). Removes
 * what mentorship keeps about the person elsewhere: notifications and mail about
 * the meetings that are about to cascade away (they name the people in them),
 * mail addressed to them, the messages and reports they wrote in other students'
 * meetings as a safety contact, and, for an admin, their e-mail on decisions and reviews
 * (of reports and of held messages).
 */
export async function eraseMentorshipTraces(tx: Transaction, user: { id: string; email: string }): Promise<void> {
  const [application] = await tx.select({ id: professionals.id }).from(professionals).where(eq(professionals.userId, user.id));
  const ending = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(or(eq(meetings.studentId, user.id), application ? eq(meetings.professionalId, application.id) : undefined));
  const links = ending.map((meeting) => meetingLink(meeting.id));
  if (links.length > 0) {
    await tx.delete(notifications).where(inArray(notifications.link, links));
    await tx.delete(mailOutbox).where(or(...links.map((link) => like(mailOutbox.body, `%${link}%`))));
  }
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`);
  await tx.delete(meetingMessages).where(eq(meetingMessages.authorId, user.id));
  await tx.delete(meetingReports).where(eq(meetingReports.reporterId, user.id));
  await tx
    .update(meetingReports)
    .set({ reviewedBy: FORMER_ADMIN })
    .where(sql`lower(${meetingReports.reviewedBy}) = lower(${user.email})`);
  await tx
    .update(meetingMessages)
    .set({ reviewedBy: FORMER_ADMIN })
    .where(sql`lower(${meetingMessages.reviewedBy}) = lower(${user.email})`);
  await tx.update(professionalDecisions).set({ adminEmail: FORMER_ADMIN }).where(eq(professionalDecisions.adminId, user.id));
}

/** Mentorship's part of a user's account: applications, meetings and messages in the export; traces and an old headshot file on deletion. */
export const mentorshipAccountData = {
  exportSection: exportMentorship,
  eraseTraces: eraseMentorshipTraces,
  async filesToRemove(db, userId) {
    const headshot = await headshotFileOf(db, userId);
    // The image row goes with the account (cascade); a file an earlier version wrote goes here.
    return (dataDir) => deleteLegacyHeadshotFile(dataDir, headshot);
  },
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportMentorship>>>;
