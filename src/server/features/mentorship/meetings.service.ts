import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, like, ne, or, sql } from 'drizzle-orm';
import { maskContactDetails } from '@domain/mentorship/masking';
import { findPrivateChannels, PRIVATE_CHANNEL_KINDS, type PrivateChannelKind } from '@domain/mentorship/private-channels';
import { canTakeAction, mayTakeAction, type MeetingRole } from '@domain/mentorship/policy';
import {
  MAX_SAFETY_CONTACTS,
  type HeldMessageDecision,
  type MeetingAction,
  type MeetingRequest,
  type MeetingStatus,
  type MessageStatus,
} from '@domain/mentorship/schemas';
import { meetingEnd, upcomingSlots } from '@domain/mentorship/time';
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
import type { SessionUser } from '@server/http/context';
import { AppError, conflict, forbidden, notFound } from '@server/http/errors';
import { notify } from '@server/shared/notify';
import { meetingIcs } from './calendar';
import { sendMail, type MailDeps } from '@server/shared/mail';
import { languageOfUser, languagesOfUsers } from '@server/shared/language';
import type { Locale } from '@domain/i18n/locales';
import { MENTORSHIP_TEXTS, meetingWhen, type MentorshipTexts } from './mentorship.texts';
import { headshotUrl } from './professionals.service';

type MeetingRow = typeof meetings.$inferSelect;
type ProfessionalRow = typeof professionals.$inferSelect;
const ACTIVE: MeetingStatus[] = ['requested', 'rescheduled', 'accepted'];

/** How the viewer relates to a meeting; decides what they may see and do. */
export type Viewer = MeetingRole | 'contact' | 'admin';

const slotTaken = () => conflict('That time has just been booked. Please choose another time.');

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
    throw new AppError(400, 'validation_failed', 'Choose one of the offered times', { startsAt: 'Choose one of the offered times' });
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
  if (studentClash) throw conflict('The student already has a meeting at that time.');
}

/** A professional row locked for the rest of the transaction: serialises bookings per professional. */
async function lockProfessional(tx: Transaction, professionalId: string) {
  const [row] = await tx.select().from(professionals).where(eq(professionals.id, professionalId)).for('update');
  return row;
}

/** The meeting page; notifications link to it and mails quote it, which is how erasure finds them. */
const meetingLink = (meetingId: string) => `/professional-meetings/meetings/${meetingId}`;

const roomUrl = (base: string) => `${base}/Waypoint-${randomBytes(16).toString('hex')}`;

interface Party {
  userId: string;
  email: string;
  name: string;
}

/** Everyone copied on a meeting: the student, the professional and the student's safety contacts. */
async function partiesOf(db: Database | Transaction, meeting: MeetingRow, professionalUserId: string): Promise<Party[]> {
  const contactIds = await db
    .select({ id: safetyContacts.contactId })
    .from(safetyContacts)
    .where(eq(safetyContacts.studentId, meeting.studentId));
  const ids = [meeting.studentId, professionalUserId, ...contactIds.map((row) => row.id)];
  const rows = await db.select({ userId: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, ids));
  return rows;
}

type Texted = (texts: MentorshipTexts, locale: Locale) => { title: string; body: string };

/** Notifies (in the app, and by mail when `mail` is set) every party except the one who acted, each in their own language. */
async function tellParties(
  deps: MailDeps,
  meeting: MeetingRow,
  professional: ProfessionalRow,
  actorId: string | null,
  message: { kind: string; text: Texted },
  mail: { ics?: boolean; cancelled?: boolean } | null,
) {
  const parties = (await partiesOf(deps.db, meeting, professional.userId)).filter((party) => party.userId !== actorId);
  const languages = await languagesOfUsers(
    deps.db,
    parties.map((party) => party.userId),
  );
  const link = meetingLink(meeting.id);
  // The texts name the one who acted: their account's deletion takes these copies with it.
  const actor = actorId ? { actorId } : {};
  const textOf = (party: Party) => {
    const locale = languages.get(party.userId) ?? 'en';
    return { locale, texts: MENTORSHIP_TEXTS[locale], ...message.text(MENTORSHIP_TEXTS[locale], locale) };
  };
  for (const party of parties) {
    const { title, body } = textOf(party);
    await notify(deps.db, { userId: party.userId, kind: message.kind, title, body, link, ...actor });
  }
  if (!mail) return;
  for (const party of parties) {
    const { texts, title, body } = textOf(party);
    const ics = mail.ics
      ? meetingIcs({
          id: meeting.id,
          startsAt: meeting.startsAt,
          endsAt: meeting.endsAt,
          title: texts.icsTitle(professional.fullName),
          description: texts.icsDescription(meeting.topic, `${deps.env.baseUrl}${link}`),
          url: meeting.meetingUrl,
          cancelled: mail.cancelled,
        })
      : undefined;
    await sendMail(deps, {
      to: party.email,
      subject: title,
      text: `${body}\n\n${texts.meetingPage}: ${deps.env.baseUrl}${link}`,
      ...(ics ? { ics } : {}),
      ...actor,
    });
  }
}

export async function requestMeeting(deps: MailDeps, student: SessionUser, input: MeetingRequest, now = Date.now()) {
  const startsAt = new Date(input.startsAt);
  const meeting = await deps.db.transaction(async (tx) => {
    const professional = await lockProfessional(tx, input.professionalId);
    if (!professional || professional.status !== 'approved') throw notFound('approved professional');
    if (professional.userId === student.id) throw forbidden('You cannot request a meeting with yourself.');
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
    if (pending) throw conflict('You already have a request waiting with this professional. Wait for their answer or cancel it first.');
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
      text: (texts, locale) => texts.requested(student.name, meetingWhen(startsAt, locale), input.topic),
    },
    {},
  );
  return meeting.row.id;
}

/** Loads a meeting and how the user relates to it; strangers get 403, a missing meeting 404. */
export async function loadForViewer(db: Database, user: SessionUser, meetingId: string) {
  const [row] = await db
    .select({ meeting: meetings, professional: professionals })
    .from(meetings)
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .where(eq(meetings.id, meetingId));
  if (!row) throw notFound('meeting');
  let viewer: Viewer | null = null;
  if (row.meeting.studentId === user.id) viewer = 'student';
  else if (row.professional.userId === user.id) viewer = 'professional';
  else {
    const [contact] = await db
      .select({ id: safetyContacts.contactId })
      .from(safetyContacts)
      .where(and(eq(safetyContacts.studentId, row.meeting.studentId), eq(safetyContacts.contactId, user.id)));
    if (contact) viewer = 'contact';
    else if (user.role === 'admin') viewer = 'admin';
  }
  if (!viewer) throw forbidden('Only the people in this meeting can see it.');
  return { ...row, viewer };
}

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

export async function actOnMeeting(deps: MailDeps, user: SessionUser, meetingId: string, action: MeetingAction, now = Date.now()) {
  const { viewer } = await loadForViewer(deps.db, user, meetingId);
  const role: MeetingRole | null = viewer === 'student' || viewer === 'professional' ? viewer : null;
  if (!mayTakeAction(action.action, role))
    throw forbidden(
      role ? 'The other side of the meeting makes that decision.' : 'Only the student and the professional can change this meeting.',
    );
  const result = await deps.db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for('update');
      if (!current) throw notFound('meeting');
      const professional = (await lockProfessional(tx, current.professionalId))!;
      const started = current.startsAt.getTime() <= now;
      if (!canTakeAction(action.action, role, current.status, started)) {
        throw conflict(`This meeting is ${current.status}${started ? ' and has started' : ''}, so that is not possible now.`);
      }
      const patch: Partial<MeetingRow> = {};
      let previouslyAccepted = current.status === 'accepted';
      switch (action.action) {
        case 'accept':
        case 'accept-proposal': {
          if (professional.status !== 'approved') throw conflict('This professional is not currently approved for meetings.');
          const startsAt = action.action === 'accept' ? current.startsAt : current.proposedStartsAt!;
          if (startsAt.getTime() <= now) throw conflict('That time has passed. Ask for a new time instead.');
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
          if (startsAt.getTime() === current.startsAt.getTime())
            throw new AppError(400, 'validation_failed', 'Choose a different time', { startsAt: 'Choose a different time' });
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
    { kind: `mentorship.meeting_${action.action.replace('-', '_')}`, text: (texts) => texts.actions[action.action](actorName) },
    action.action === 'complete' ? null : { ics: confirmed || cancelledConfirmed, cancelled: cancelledConfirmed },
  );
  return result.updated;
}

const ADMIN_REVIEW_LINK = '/admin/professionals#held-messages';

/** Sends each administrator an in-app notice and a mail, in their language; both name the actor, so they go when the actor's account does. */
async function tellAdmins(
  deps: MailDeps,
  actorId: string,
  kind: string,
  link: string,
  notice: (texts: MentorshipTexts) => { title: string; body: string; mailSubject: string; mailText: string },
) {
  const admins = await deps.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'admin'));
  const languages = await languagesOfUsers(
    deps.db,
    admins.map((admin) => admin.id),
  );
  for (const admin of admins) {
    const texts = MENTORSHIP_TEXTS[languages.get(admin.id) ?? 'en'];
    const text = notice(texts);
    await notify(deps.db, { userId: admin.id, kind, title: text.title, body: text.body, link, actorId });
    await sendMail(deps, {
      to: admin.email,
      subject: text.mailSubject,
      text: `${text.mailText}\n\n${texts.reviewIt}: ${deps.env.baseUrl}${link}`,
      actorId,
    });
  }
}

/**
 * Stores a message. E-mail addresses and phone numbers are masked in what
 * participants see; a message that carries any private channel (handles,
 * chat or profile links, numbers in words, e-mail, phone) is also held: only
 * its author and administrators see it until an administrator releases it.
 */
export async function postMessage(deps: MailDeps, user: SessionUser, meetingId: string, text: string) {
  const { meeting, professional, viewer } = await loadForViewer(deps.db, user, meetingId);
  if (viewer === 'admin') throw forbidden('Administrators read meetings for review but do not post in them.');
  if (meeting.status === 'declined' || meeting.status === 'cancelled')
    throw conflict('This meeting is closed; no new messages can be posted.');
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
    await tellAdmins(deps, user.id, 'mentorship.message_held', ADMIN_REVIEW_LINK, (texts) => texts.held(authorName, channels.length));
  } else {
    await tellParties(
      deps,
      meeting,
      professional,
      user.id,
      { kind: 'mentorship.message', text: (texts) => ({ title: texts.newMessage(authorName), body: shown.slice(0, 200) }) },
      null,
    );
  }
  return { id: row!.id, masked, held };
}

export async function reportMeeting(deps: MailDeps, user: SessionUser, meetingId: string, reason: string) {
  await loadForViewer(deps.db, user, meetingId);
  await deps.db.insert(meetingReports).values({ meetingId, reporterId: user.id, reporterEmail: user.email, reason });
  await tellAdmins(deps, user.id, 'mentorship.report', '/admin/professionals#reports', (texts) => ({
    ...texts.reported(user.email, reason),
    body: reason.slice(0, 200),
  }));
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

export async function listSafetyContacts(db: Database, studentId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, userType: profiles.userType })
    .from(safetyContacts)
    .innerJoin(users, eq(users.id, safetyContacts.contactId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(safetyContacts.studentId, studentId))
    .orderBy(asc(safetyContacts.createdAt));
}

/**
 * One answer for "no such account" and "an account, but not a parent or educator": anything
 * else would tell a stranger which e-mails belong to Waypoint students. Both cases make the
 * same single query before answering, so the timing says no more than the words.
 */
export const SAFETY_CONTACT_NOT_FOUND =
  'We could not add that e-mail. Check that it is the one they sign in to Waypoint with, and that they have completed their profile as a parent or educator.';

export async function addSafetyContact(deps: MailDeps, student: SessionUser, email: string) {
  const [contact] = await deps.db
    .select({ id: users.id, name: users.name, userType: profiles.userType })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  const fieldError = (message: string) => new AppError(400, 'validation_failed', message, { email: message });
  if (contact && contact.id === student.id) throw fieldError('Add a parent or educator, not yourself.');
  if (!contact || (contact.userType !== 'Parent' && contact.userType !== 'Educator')) throw fieldError(SAFETY_CONTACT_NOT_FOUND);
  const added = MENTORSHIP_TEXTS[await languageOfUser(deps.db, contact.id)].safetyContactAdded(student.name);
  await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: safetyContacts.contactId })
      .from(safetyContacts)
      .where(eq(safetyContacts.studentId, student.id))
      .for('update');
    if (existing.some((row) => row.id === contact.id)) return;
    if (existing.length >= MAX_SAFETY_CONTACTS) throw fieldError(`You can add up to ${MAX_SAFETY_CONTACTS} people.`);
    await tx.insert(safetyContacts).values({ studentId: student.id, contactId: contact.id });
    await notify(tx, {
      userId: contact.id,
      kind: 'mentorship.safety_contact_added',
      title: added.title,
      body: added.body,
      link: '/professional-meetings',
      actorId: student.id,
    });
  });
}

export async function removeSafetyContact(db: Database, studentId: string, contactId: string) {
  await db.delete(safetyContacts).where(and(eq(safetyContacts.studentId, studentId), eq(safetyContacts.contactId, contactId)));
}

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
    if (message.status !== 'held') throw conflict(`This message was already ${message.status === 'delivered' ? 'released' : 'rejected'}.`);
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
        text: (texts) => ({ title: texts.newMessage(reviewed.authorName), body: reviewed.body.slice(0, 200) }),
      },
      null,
    );
  }
  if (reviewed.authorId) {
    const texts = MENTORSHIP_TEXTS[await languageOfUser(deps.db, reviewed.authorId)];
    const told = decision === 'release' ? texts.released : texts.rejected;
    await notify(deps.db, {
      userId: reviewed.authorId,
      kind: decision === 'release' ? 'mentorship.message_released' : 'mentorship.message_rejected',
      title: told.title,
      body: told.body,
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
