import { and, eq, inArray } from 'drizzle-orm';
import { type MeetingRole } from '@domain/mentorship/policy';
import { type MeetingStatus } from '@domain/mentorship/schemas';
import type { Database, Transaction } from '@server/db/client';
import { meetings, professionals, safetyContacts, users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { appError } from '@server/http/errors';
import { notify } from '@server/shared/notify';
import { meetingIcs } from './calendar';
import { sendMail, type MailDeps } from '@server/shared/mail';
import { languagesOfUsers } from '@server/shared/language';
import { INTL_LOCALE, type Locale } from '@domain/i18n/locales';
import { translate, type ServerTranslate } from '@server/shared/messages';

/*
 * What the meeting services share: who a meeting's parties are and how they are told (in the app and by mail,
 * each in their language), how a viewer relates to a meeting, and how administrators are told.
 */

export type MeetingRow = typeof meetings.$inferSelect;
export type ProfessionalRow = typeof professionals.$inferSelect;
export const ACTIVE: MeetingStatus[] = ['requested', 'rescheduled', 'accepted'];

/** How the viewer relates to a meeting; decides what they may see and do. */
export type Viewer = MeetingRole | 'contact' | 'admin';
/** The meeting page; notifications link to it and mails quote it, which is how erasure finds them. */
export const meetingLink = (meetingId: string) => `/professional-meetings/meetings/${meetingId}`;
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

/** A meeting time in the recipient's language, in UTC (the invite carries the exact time for their calendar). */
export function meetingWhen(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })
    .format(date)
    .concat(' UTC');
}

type Texted = (t: ServerTranslate, locale: Locale) => { title: string; body: string };

/** Notifies (in the app, and by mail when `mail` is set) every party except the one who acted, each in their own language. */
export async function tellParties(
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
    const t = translate(locale);
    return { t, ...message.text(t, locale) };
  };
  for (const party of parties) {
    const { title, body } = textOf(party);
    await notify(deps.db, { userId: party.userId, kind: message.kind, title, body, link, ...actor });
  }
  if (!mail) return;
  for (const party of parties) {
    const { t, title, body } = textOf(party);
    const ics = mail.ics
      ? meetingIcs({
          id: meeting.id,
          startsAt: meeting.startsAt,
          endsAt: meeting.endsAt,
          title: t('mentorship.notice.icsTitle', { professional: professional.fullName }),
          description: t('mentorship.notice.icsDescription', { topic: meeting.topic, url: `${deps.env.baseUrl}${link}` }),
          url: meeting.meetingUrl,
          cancelled: mail.cancelled,
        })
      : undefined;
    await sendMail(deps, {
      to: party.email,
      subject: title,
      text: `${body}\n\n${t('mentorship.notice.meetingPage')}: ${deps.env.baseUrl}${link}`,
      ...(ics ? { ics } : {}),
      ...actor,
    });
  }
}

/** Loads a meeting and how the user relates to it; strangers get 403, a missing meeting 404. */
export async function loadForViewer(db: Database, user: SessionUser, meetingId: string) {
  const [row] = await db
    .select({ meeting: meetings, professional: professionals })
    .from(meetings)
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .where(eq(meetings.id, meetingId));
  if (!row) throw appError(404, 'mentorship.meeting_not_found');
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
  if (!viewer) throw appError(403, 'mentorship.not_participant');
  return { ...row, viewer };
}
export const ADMIN_REVIEW_LINK = '/admin/professionals#held-messages';

/** Sends each administrator an in-app notice and a mail, in their language; both name the actor, so they go when the actor's account does. */
export async function tellAdmins(
  deps: MailDeps,
  actorId: string,
  kind: string,
  link: string,
  notice: (t: ServerTranslate) => { title: string; body: string; mailSubject: string; mailText: string },
) {
  const admins = await deps.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'admin'));
  const languages = await languagesOfUsers(
    deps.db,
    admins.map((admin) => admin.id),
  );
  for (const admin of admins) {
    const t = translate(languages.get(admin.id) ?? 'en');
    const text = notice(t);
    await notify(deps.db, { userId: admin.id, kind, title: text.title, body: text.body, link, actorId });
    await sendMail(deps, {
      to: admin.email,
      subject: text.mailSubject,
      text: `${text.mailText}\n\n${t('mentorship.notice.reviewIt')}: ${deps.env.baseUrl}${link}`,
      actorId,
    });
  }
}
