import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isDomainVerified } from '@domain/classes/rules';
import type { Database } from '@server/db/client';
import { educatorDecisions, educatorVerifications, profiles, users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { appError, notFound } from '@server/http/errors';
import { sendMail, type MailDeps } from '@server/shared/mail';
import { languageOfUser } from '@server/shared/language';
import { translate } from '@server/shared/messages';
import type { MessageKey } from '@locales/keys';
import { notify } from '@server/shared/notify';

/*
 * Educator verification: an Educator sees no student until an admin approves them, or
 * their e-mail's domain is in EDUCATOR_EMAIL_DOMAINS. Read on every request (user type and
 * status), so a revocation or a changed account type ends access on the next request.
 */

export type EducatorStatus = 'none' | 'pending' | 'approved' | 'rejected' | 'revoked';

async function profileOf(db: Database, userId: string) {
  const [row] = await db
    .select({ userType: profiles.userType, birthYear: profiles.birthYear })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { userType: row?.userType ?? null, gaveStudentBirthDate: row?.birthYear !== null && row?.birthYear !== undefined };
}

/** The educator's verification, verifying by domain on the way when it applies and no admin decided otherwise. */
export async function educatorStatus(db: Database, user: SessionUser, domains: readonly string[]) {
  const { userType, gaveStudentBirthDate } = await profileOf(db, user.id);
  if (userType !== 'Educator') return { userType, status: 'none' as EducatorStatus, method: null, school: '', reason: null };
  let [row] = await db.select().from(educatorVerifications).where(eq(educatorVerifications.userId, user.id));
  // An account that once gave a student's birth date is never verified by its address: an admin decides.
  if (gaveStudentBirthDate && row?.method === 'domain') {
    await db.delete(educatorVerifications).where(eq(educatorVerifications.userId, user.id));
    row = undefined;
  }
  const byDomain = !gaveStudentBirthDate && isDomainVerified(user.email, domains);
  if (byDomain && (!row || row.status === 'pending')) {
    // An admin's rejection or revocation is not overridden by the domain.
    [row] = await db
      .insert(educatorVerifications)
      .values({ userId: user.id, status: 'approved', method: 'domain' })
      .onConflictDoUpdate({ target: educatorVerifications.userId, set: { status: 'approved', method: 'domain', updatedAt: new Date() } })
      .returning();
  }
  return {
    userType,
    status: (row?.status ?? 'none') as EducatorStatus,
    method: row?.method ?? null,
    school: row?.school ?? '',
    reason: row?.reason ?? null,
  };
}

/** 403 unless the caller is an Educator account verified now. */
export async function assertVerifiedEducator(db: Database, user: SessionUser, domains: readonly string[]): Promise<void> {
  const status = await educatorStatus(db, user, domains);
  if (status.userType !== 'Educator') throw appError(403, 'classes.educators_only');
  if (status.status !== 'approved') throw appError(403, 'educator_unverified');
}

/** The educator asks an admin (again, after a rejection); a pending request can be edited. */
export async function requestVerification(db: Database, user: SessionUser, school: string, domains: readonly string[]) {
  const status = await educatorStatus(db, user, domains);
  if (status.userType !== 'Educator') throw appError(403, 'classes.educators_only');
  if (status.status === 'approved') throw appError(409, 'classes.already_verified');
  if (status.status === 'revoked') throw appError(409, 'classes.revoked');
  await db
    .insert(educatorVerifications)
    .values({ userId: user.id, status: 'pending', method: 'request', school })
    .onConflictDoUpdate({
      target: educatorVerifications.userId,
      set: { status: 'pending', method: 'request', school, reason: null, updatedAt: new Date() },
    });
  return educatorStatus(db, user, domains);
}

export async function listEducators(db: Database, status: EducatorStatus | undefined) {
  const rows = await db
    .select({ verification: educatorVerifications, name: users.name, email: users.email })
    .from(educatorVerifications)
    .innerJoin(users, eq(users.id, educatorVerifications.userId))
    .where(status && status !== 'none' ? eq(educatorVerifications.status, status) : undefined)
    .orderBy(desc(educatorVerifications.updatedAt))
    .limit(200);
  const ids = rows.map((row) => row.verification.userId);
  const decisions = ids.length
    ? await db.select().from(educatorDecisions).where(inArray(educatorDecisions.educatorId, ids)).orderBy(desc(educatorDecisions.createdAt))
    : [];
  return rows.map((row) => ({
    userId: row.verification.userId,
    name: row.name,
    // Admins see the address: it is what they verify.
    email: row.email,
    school: row.verification.school,
    status: row.verification.status,
    method: row.verification.method,
    reason: row.verification.reason,
    requestedAt: row.verification.createdAt.toISOString(),
    decisions: decisions
      .filter((decision) => decision.educatorId === row.verification.userId)
      .map((decision) => ({
        decision: decision.decision,
        reason: decision.reason,
        adminEmail: decision.adminEmail,
        at: decision.createdAt.toISOString(),
      })),
  }));
}

type Decision = 'approved' | 'rejected' | 'revoked';
const DECISION_FROM: Record<Decision, readonly string[]> = {
  approved: ['pending', 'rejected', 'revoked'],
  rejected: ['pending'],
  revoked: ['approved'],
};
/** An admin decision: status, decision log and the educator's notification together; then the same words by e-mail, as professionals get. */
/** What the educator is told of a decision; a refusal or revocation gives the administrator's reason. */
const DECISION_NOTICES: Record<Decision, { title: MessageKey; body: MessageKey }> = {
  approved: { title: 'classes.notice.approvedTitle', body: 'classes.notice.approvedBody' },
  rejected: { title: 'classes.notice.rejectedTitle', body: 'classes.notice.rejectedBody' },
  revoked: { title: 'classes.notice.revokedTitle', body: 'classes.notice.revokedBody' },
};

export async function decideEducator(deps: MailDeps, admin: SessionUser, educatorId: string, decision: Decision, reason: string | null) {
  const educator = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(educatorVerifications).where(eq(educatorVerifications.userId, educatorId)).for('update');
    if (!row) throw notFound('educator verification');
    if (!DECISION_FROM[decision].includes(row.status)) throw appError(409, 'classes.decision_not_allowed');
    await tx
      .update(educatorVerifications)
      .set({ status: decision, reason: decision === 'approved' ? null : reason, updatedAt: new Date() })
      .where(and(eq(educatorVerifications.userId, educatorId)));
    await tx.insert(educatorDecisions).values({ educatorId, adminId: admin.id, adminEmail: admin.email, decision, reason });
    // Read inside the transaction: a second pooled connection here, while this one holds the row lock, can exhaust the pool.
    const t = translate(await languageOfUser(tx, educatorId));
    const notice = DECISION_NOTICES[decision];
    const text = { title: t(notice.title), body: t(notice.body, { reason: reason ?? t('classes.notice.reasonNotGiven') }) };
    await notify(tx, {
      userId: educatorId,
      kind: `classes.educator_${decision}`,
      title: text.title,
      body: text.body,
      link: '/educator',
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, educatorId));
    return { email: user!.email, title: text.title, body: text.body, see: t('classes.notice.seeMyClasses') };
  });
  // Only the educator's own address; the deciding admin is not named (the in-app log keeps that).
  await sendMail(deps, {
    to: educator.email,
    subject: educator.title,
    text: `${educator.body}\n\n${educator.see}: ${deps.env.baseUrl}/educator`,
  });
}

/**
 * For "export my data": the educator's verification (the school and role they wrote, status, how it was decided,
 * the reason they were given) and every admin decision with its reason and date; null when they never had one.
 * The deciding admin is not named, as in the e-mails.
 */
export async function exportEducatorVerification(db: Database, userId: string) {
  const [row] = await db.select().from(educatorVerifications).where(eq(educatorVerifications.userId, userId));
  if (!row) return null;
  const decisions = await db
    .select({ decision: educatorDecisions.decision, reason: educatorDecisions.reason, at: educatorDecisions.createdAt })
    .from(educatorDecisions)
    .where(eq(educatorDecisions.educatorId, userId))
    .orderBy(asc(educatorDecisions.createdAt));
  return {
    school: row.school,
    status: row.status,
    method: row.method,
    reason: row.reason,
    requestedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decisions: decisions.map((decision) => ({ decision: decision.decision, reason: decision.reason, at: decision.at.toISOString() })),
  };
}

/** On account deletion: an admin's e-mail leaves the decisions they made (the decision stays). */
export async function eraseVerificationTraces(db: Pick<Database, 'update'>, user: { id: string }): Promise<void> {
  await db
    .update(educatorDecisions)
    .set({ adminEmail: 'a former administrator', adminId: null })
    .where(eq(educatorDecisions.adminId, user.id));
}

/**
 * Which of these addresses belong to an Educator account verified now: approved by an admin, or by the e-mail's
 * domain where no admin decided otherwise and the account never gave a student's birth date (the same rule as
 * `educatorStatus`, read in one query for a whole package).
 */
export async function verifiedEducatorsByEmail(tx: Pick<Database, 'select'>, emails: readonly string[], domains: readonly string[]) {
  const found = new Map<string, { userId: string; verified: boolean }>();
  // A thousand addresses a statement keeps a 5,000-student package's lookups well under PostgreSQL's parameter limit.
  for (let start = 0; start < emails.length; start += 1000) {
    const part = emails.slice(start, start + 1000);
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        userType: profiles.userType,
        birthYear: profiles.birthYear,
        status: educatorVerifications.status,
        method: educatorVerifications.method,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(educatorVerifications, eq(educatorVerifications.userId, users.id))
      .where(inArray(sql`lower(${users.email})`, part));
    for (const row of rows) {
      const gaveBirthDate = row.birthYear !== null;
      const verified =
        row.userType === 'Educator' &&
        (row.status === 'approved'
          ? !(gaveBirthDate && row.method === 'domain')
          : (row.status === null || row.status === 'pending') && !gaveBirthDate && isDomainVerified(row.email, domains));
      found.set(row.email.toLowerCase(), { userId: row.id, verified });
    }
  }
  return found;
}
