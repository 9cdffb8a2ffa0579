import { and, arrayContains, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, ProfessionalApplication, ProfessionalQuery } from '@domain/mentorship/schemas';
import { upcomingSlots } from '@domain/mentorship/time';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, headshotImages, professionalBadges, professionalDecisions, professionals, users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { appError, codedFieldError, notFound } from '@server/http/errors';
import { notify } from '@server/shared/notify';
import { sendMail, type MailDeps } from '@server/shared/mail';
import { languageOfUser } from '@server/shared/language';
import { translate } from '@server/shared/messages';
import type { MessageKey } from '@locales/keys';
import { insertHeadshot, newHeadshotName } from './headshots';

export type ProfessionalRow = typeof professionals.$inferSelect;
type Decision = 'approved' | 'rejected' | 'suspended';

export const headshotUrl = (file: string | null) => (file ? `/api/professionals/headshots/${file}` : null);

/** What anyone may see of an approved professional. */
export function toPublicProfessional(row: ProfessionalRow, careerTitle: string | null) {
  return {
    id: row.id,
    fullName: row.fullName,
    jobTitle: row.jobTitle,
    employer: row.employer,
    industry: row.industry,
    career: { socCode: row.careerSocCode, title: careerTitle },
    yearsExperience: row.yearsExperience,
    bio: row.bio,
    workUrl: row.workUrl,
    topics: row.topics,
    timeZone: row.timeZone,
    availability: row.availability,
    headshotUrl: headshotUrl(row.headshotFile),
  };
}

/** The applicant's and the admins' view: the public card plus the vetting state. */
export function toApplication(row: ProfessionalRow, careerTitle: string | null) {
  return {
    ...toPublicProfessional(row, careerTitle),
    status: row.status as ApplicationStatus,
    statusReason: row.statusReason,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withCareer = { professional: professionals, careerTitle: careers.title };

/** The career title in the request's language: Spanish where it exists. */
function careerTitleIn(language: Locale) {
  return language === 'es' ? sql<string | null>`coalesce(${careers.titleEs}, ${careers.title})` : careers.title;
}

export async function findMyApplication(db: Database, userId: string) {
  const [row] = await db
    .select(withCareer)
    .from(professionals)
    .leftJoin(careers, eq(careers.socCode, professionals.careerSocCode))
    .where(eq(professionals.userId, userId));
  return row ? toApplication(row.professional, row.careerTitle) : null;
}

async function assertCareerExists(db: Database, socCode: string) {
  const [career] = await db.select({ socCode: careers.socCode }).from(careers).where(eq(careers.socCode, socCode));
  if (!career) throw codedFieldError('careerSocCode', 'mentorship.career_from_list');
}

/** Submits a new application, edits one still pending, or re-applies after a rejection (back to pending). */
export async function saveApplication(db: Database, userId: string, input: ProfessionalApplication) {
  await assertCareerExists(db, input.careerSocCode);
  const values = {
    fullName: input.fullName,
    jobTitle: input.jobTitle,
    employer: input.employer,
    industry: input.industry,
    careerSocCode: input.careerSocCode,
    yearsExperience: input.yearsExperience,
    bio: input.bio,
    workUrl: input.workUrl,
    topics: input.topics,
    timeZone: input.timeZone,
    availability: input.availability,
    codeOfConductAcceptedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(professionals).where(eq(professionals.userId, userId)).for('update');
    if (!existing) {
      await tx.insert(professionals).values({ ...values, userId });
      return;
    }
    if (existing.status === 'approved' || existing.status === 'suspended') {
      throw appError(409, 'mentorship.reviewed_no_edit');
    }
    await tx
      .update(professionals)
      .set({ ...values, status: 'pending', statusReason: null })
      .where(eq(professionals.id, existing.id));
  });
  return (await findMyApplication(db, userId))!;
}

/**
 * Stores the new image and points the application at it in one transaction, and drops
 * the previous image; returns the previous name (a file an earlier version may have left).
 */
export async function setHeadshot(db: Database, userId: string, image: Buffer): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(professionals).where(eq(professionals.userId, userId)).for('update');
    if (!existing) throw appError(409, 'mentorship.save_first');
    if (existing.status === 'approved' || existing.status === 'suspended') {
      throw appError(409, 'mentorship.reviewed_no_photo');
    }
    const file = newHeadshotName();
    await insertHeadshot(tx, userId, file, image);
    await tx.update(professionals).set({ headshotFile: file }).where(eq(professionals.id, existing.id));
    if (existing.headshotFile) await tx.delete(headshotImages).where(eq(headshotImages.file, existing.headshotFile));
    return existing.headshotFile;
  });
}

/** A headshot may be seen if its professional is approved, or by its owner and admins (reviewing). */
export async function mayViewHeadshot(db: Database, file: string, viewer: SessionUser | null): Promise<boolean> {
  const [row] = await db
    .select({ status: professionals.status, userId: professionals.userId })
    .from(professionals)
    .where(eq(professionals.headshotFile, file));
  if (!row) return false;
  return row.status === 'approved' || viewer?.role === 'admin' || viewer?.id === row.userId;
}

export async function listApproved(db: Database, query: ProfessionalQuery, language: Locale = 'en') {
  const conditions: SQL[] = [eq(professionals.status, 'approved')];
  if (query.industry) conditions.push(eq(professionals.industry, query.industry));
  if (query.career) conditions.push(eq(professionals.careerSocCode, query.career));
  if (query.topic) conditions.push(arrayContains(professionals.topics, [query.topic]));
  if (query.weekday !== undefined)
    conditions.push(sql`${professionals.availability} @> ${JSON.stringify([{ weekday: query.weekday }])}::jsonb`);
  const where = and(...conditions);
  const rows = await db
    .select({ professional: professionals, careerTitle: careerTitleIn(language) })
    .from(professionals)
    .leftJoin(careers, eq(careers.socCode, professionals.careerSocCode))
    .where(where)
    .orderBy(asc(professionals.fullName), asc(professionals.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(professionals).where(where);
  // The career filter offers only careers someone approved works in.
  const careerChoices = await db
    .selectDistinct({ socCode: professionals.careerSocCode, title: careers.title, titleEs: careers.titleEs })
    .from(professionals)
    .innerJoin(careers, eq(careers.socCode, professionals.careerSocCode))
    .where(eq(professionals.status, 'approved'))
    .orderBy(asc(careers.title));
  return {
    items: rows.map((row) => toPublicProfessional(row.professional, row.careerTitle)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    careerChoices: careerChoicesIn(careerChoices, language),
  };
}

/** The career filter's choices, named (and, in Spanish, ordered) in the request's language. */
function careerChoicesIn<Code>(rows: { socCode: Code; title: string; titleEs: string | null }[], language: Locale) {
  if (language !== 'es') return rows.map(({ socCode, title }) => ({ socCode, title }));
  return rows
    .map(({ socCode, title, titleEs }) => ({ socCode, title: titleEs ?? title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

export async function findApprovedRow(db: Database, id: string) {
  const [row] = await db
    .select(withCareer)
    .from(professionals)
    .leftJoin(careers, eq(careers.socCode, professionals.careerSocCode))
    .where(and(eq(professionals.id, id), eq(professionals.status, 'approved')));
  if (!row) throw notFound('approved professional');
  return row;
}

/** A public profile with the start times still free to request. */
export async function approvedProfile(
  db: Database,
  id: string,
  now: number,
  takenStarts: (professionalId: string) => Promise<Set<string>>,
) {
  const row = await findApprovedRow(db, id);
  const taken = await takenStarts(id);
  const slots = upcomingSlots(row.professional.availability, row.professional.timeZone, now).filter((slot) => !taken.has(slot));
  return { ...toPublicProfessional(row.professional, row.careerTitle), slots };
}

export async function listApplications(db: Database, status: ApplicationStatus | undefined) {
  const rows = await db
    .select({ ...withCareer, email: users.email })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(careers, eq(careers.socCode, professionals.careerSocCode))
    .where(status ? eq(professionals.status, status) : undefined)
    .orderBy(asc(professionals.createdAt))
    .limit(200);
  const decisions = await db.select().from(professionalDecisions).orderBy(desc(professionalDecisions.createdAt)).limit(500);
  return rows.map((row) => ({
    ...toApplication(row.professional, row.careerTitle),
    email: row.email,
    decisions: decisions
      .filter((decision) => decision.professionalId === row.professional.id)
      .map((decision) => ({
        decision: decision.decision,
        reason: decision.reason,
        adminEmail: decision.adminEmail,
        at: decision.createdAt.toISOString(),
      })),
  }));
}

/** Which decision is allowed from which status. Approving a suspended professional reinstates them. */
const DECISION_FROM: Record<Decision, readonly ApplicationStatus[]> = {
  approved: ['pending', 'rejected', 'suspended'],
  rejected: ['pending'],
  suspended: ['approved'],
};

/** What the applicant is told of a decision; a refusal or suspension gives the administrator's reason. */
const DECISION_NOTICES: Record<Decision, { title: MessageKey; body: MessageKey }> = {
  approved: { title: 'mentorship.notice.approvedTitle', body: 'mentorship.notice.approvedBody' },
  rejected: { title: 'mentorship.notice.notApprovedTitle', body: 'mentorship.notice.notApprovedBody' },
  suspended: { title: 'mentorship.notice.suspendedTitle', body: 'mentorship.notice.suspendedBody' },
};

/** An admin decision: status change, decision log and the applicant's notification happen together. */
export async function decide(deps: MailDeps, admin: SessionUser, professionalId: string, decision: Decision, reason: string | null) {
  const applicant = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(professionals).where(eq(professionals.id, professionalId)).for('update');
    if (!row) throw notFound('application');
    if (!DECISION_FROM[decision].includes(row.status)) {
      throw appError(409, 'mentorship.application_state', { status: row.status, decision });
    }
    await tx
      .update(professionals)
      .set({ status: decision, statusReason: decision === 'approved' ? null : reason })
      .where(eq(professionals.id, professionalId));
    await tx.insert(professionalDecisions).values({ professionalId, adminId: admin.id, adminEmail: admin.email, decision, reason });
    // The forum's "Professional" badge follows the approval.
    if (decision === 'approved') await tx.insert(professionalBadges).values({ userId: row.userId }).onConflictDoNothing();
    else await tx.delete(professionalBadges).where(eq(professionalBadges.userId, row.userId));
    // Read inside the transaction: a second pooled connection here, while this one holds the row lock, can exhaust the pool.
    const t = translate(await languageOfUser(tx, row.userId));
    const notice = DECISION_NOTICES[decision];
    const text = { title: t(notice.title), body: t(notice.body, { reason: reason ?? t('mentorship.notice.reasonNotGiven') }) };
    await notify(tx, {
      userId: row.userId,
      kind: `mentorship.application_${decision}`,
      title: text.title,
      body: text.body,
      link: '/professional-registration',
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    return { email: user!.email, title: text.title, body: text.body, see: t('mentorship.notice.seeApplication') };
  });
  await sendMail(deps, {
    to: applicant.email,
    subject: applicant.title,
    text: `${applicant.body}\n\n${applicant.see}: ${deps.env.baseUrl}/professional-registration`,
  });
}
