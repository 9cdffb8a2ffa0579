import { and, asc, eq } from 'drizzle-orm';
import { MAX_SAFETY_CONTACTS } from '@domain/mentorship/schemas';
import type { Database } from '@server/db/client';
import { profiles, safetyContacts, users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { codedFieldError } from '@server/http/errors';
import { notify } from '@server/shared/notify';
import type { MailDeps } from '@server/shared/mail';
import { languageOfUser } from '@server/shared/language';
import { translate } from '@server/shared/messages';

/* A student's safety contacts: parents or educators copied on every meeting. */

export async function listSafetyContacts(db: Database, studentId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, userType: profiles.userType })
    .from(safetyContacts)
    .innerJoin(users, eq(users.id, safetyContacts.contactId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(safetyContacts.studentId, studentId))
    .orderBy(asc(safetyContacts.createdAt));
}

export async function addSafetyContact(deps: MailDeps, student: SessionUser, email: string) {
  const [contact] = await deps.db
    .select({ id: users.id, name: users.name, userType: profiles.userType })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  if (contact && contact.id === student.id) throw codedFieldError('email', 'mentorship.safety_not_yourself');
  // One answer for "no such account" and "an account, but not a parent or educator": anything else would tell a
  // stranger which e-mails belong to Waypoint students. Both cases make the same single query before answering, so
  // the timing says no more than the words.
  if (!contact || (contact.userType !== 'Parent' && contact.userType !== 'Educator'))
    throw codedFieldError('email', 'mentorship.safety_not_found');
  const t = translate(await languageOfUser(deps.db, contact.id));
  const added = {
    title: t('mentorship.notice.safetyContactAddedTitle', { student: student.name }),
    body: t('mentorship.notice.safetyContactAddedBody'),
  };
  await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: safetyContacts.contactId })
      .from(safetyContacts)
      .where(eq(safetyContacts.studentId, student.id))
      .for('update');
    if (existing.some((row) => row.id === contact.id)) return;
    if (existing.length >= MAX_SAFETY_CONTACTS) throw codedFieldError('email', 'mentorship.safety_max', { max: MAX_SAFETY_CONTACTS });
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
