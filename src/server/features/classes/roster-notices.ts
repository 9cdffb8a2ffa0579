import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MIN_GRADE_LEVEL } from '@domain/classes/schemas';
import { isOldEnoughForAccount } from '@domain/profile/age';
import type { Database, Transaction } from '@server/db/client';
import { classes, notifications, profiles, rosterMemberships, users } from '@server/db/schema';
import type { NewNotification } from '@server/shared/notify';
import { translate } from '@server/shared/messages';

/*
 * Telling a student that a class is waiting for them. A roster membership is matched to an account only by e-mail,
 * and the student may have signed up before or after the import, so both sides call this: the import for its classes,
 * a sign-in or a completed Student profile for that account. Each open membership is claimed once (its `notified_at`
 * set in the same statement that checks it is still unset), so a re-import, a repeated sign-in or both at the same
 * moment write one notification. The notification names the educator and carries them as its actor, so deleting the
 * educator's account deletes it. Only accounts that could join (a Student, 13 or older by the birth date they gave)
 * are told; nothing is written for anyone else, and an account is never created.
 */

const NOTICE_CHUNK = 1000;
const student = alias(users, 'rostered_student');
const educator = alias(users, 'roster_educator');

/** The consent screen of one roster invitation. */
export const rosterInvitationLink = (membershipId: string) => `/classes/join?roster=${encodeURIComponent(membershipId)}`;

export type RosterNoticeScope = { classIds: readonly string[] } | { userId: string };

/** Writes the waiting notifications of the scope's open memberships; returns how many were written. */
export async function notifyRosterInvitations(db: Database | Transaction, scope: RosterNoticeScope, today: Date): Promise<number> {
  return notifyWaitingMemberships(db, await waitingMemberships(db, scope, today), today);
}

/** A membership that waits to be told, as `waitingMemberships` reads it. */
export type WaitingMembership = Awaited<ReturnType<typeof waitingMemberships>>[number];

/**
 * The scope's open memberships whose account could join, read without writing anything: a sign-in with nothing
 * waiting (nearly every one) stops here, without opening a transaction.
 */
export async function waitingMemberships(db: Database | Transaction, scope: RosterNoticeScope, today: Date) {
  if ('classIds' in scope && scope.classIds.length === 0) return [];
  const candidates = await db
    .select({
      id: rosterMemberships.id,
      classId: classes.id,
      className: classes.name,
      educatorId: classes.educatorId,
      educatorName: educator.name,
      studentId: student.id,
      birthYear: profiles.birthYear,
      birthMonth: profiles.birthMonth,
      language: profiles.language,
    })
    .from(rosterMemberships)
    .innerJoin(classes, eq(classes.id, rosterMemberships.classId))
    .innerJoin(educator, eq(educator.id, classes.educatorId))
    // Memberships keep the address in lower case; accounts keep it as the identity provider gave it.
    .innerJoin(student, eq(sql`lower(${student.email})`, rosterMemberships.email))
    .innerJoin(profiles, eq(profiles.userId, student.id))
    .where(
      and(
        'classIds' in scope ? inArray(rosterMemberships.classId, [...scope.classIds]) : eq(student.id, scope.userId),
        eq(rosterMemberships.status, 'pending'),
        isNull(rosterMemberships.notifiedAt),
        isNull(classes.archivedAt),
        gte(classes.gradeLevel, MIN_GRADE_LEVEL),
        eq(profiles.userType, 'Student'),
      ),
    );
  // The join rules' age check: a birth date that says under 13 is never told about a class it could not join.
  return candidates.filter(
    (row) => row.birthYear === null || row.birthMonth === null || isOldEnoughForAccount(row.birthYear, row.birthMonth, today),
  );
}

/**
 * Claims the memberships read by `waitingMemberships` and writes their notifications; returns how many were written.
 * The claim checks again that each is still unclaimed and pending, so memberships read before a concurrent claim, a
 * withdrawal or an earlier run are skipped, not told twice.
 */
export async function notifyWaitingMemberships(
  db: Database | Transaction,
  eligible: readonly WaitingMembership[],
  today: Date,
): Promise<number> {
  if (eligible.length === 0) return 0;
  const mine = new Set<string>();
  for (let i = 0; i < eligible.length; i += NOTICE_CHUNK) {
    const claimed = await db
      .update(rosterMemberships)
      .set({ notifiedAt: today })
      .where(
        and(
          inArray(
            rosterMemberships.id,
            eligible.slice(i, i + NOTICE_CHUNK).map((row) => row.id),
          ),
          isNull(rosterMemberships.notifiedAt),
          eq(rosterMemberships.status, 'pending'),
        ),
      )
      .returning({ id: rosterMemberships.id });
    for (const row of claimed) mine.add(row.id);
  }
  // A class listed twice for one address (two enrollments) is still one notification.
  const told = new Map<string, NewNotification>();
  for (const row of eligible) {
    const key = `${row.classId}\u0000${row.studentId}`;
    if (!mine.has(row.id) || told.has(key)) continue;
    const t = translate(row.language ?? 'en');
    const names = { className: row.className, educatorName: row.educatorName };
    told.set(key, {
      userId: row.studentId,
      kind: 'classes.rostered',
      title: t('classes.notice.rosteredTitle', names),
      body: t('classes.notice.rosteredBody', names),
      link: rosterInvitationLink(row.id),
      actorId: row.educatorId,
    });
  }
  // A district's import can tell thousands at once: written in a few statements, not one per student.
  const all = [...told.values()];
  for (let i = 0; i < all.length; i += NOTICE_CHUNK) await db.insert(notifications).values(all.slice(i, i + NOTICE_CHUNK));
  return all.length;
}
