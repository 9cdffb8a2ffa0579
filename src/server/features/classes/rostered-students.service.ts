import { and, eq, gte, isNull } from 'drizzle-orm';
import { MIN_GRADE_LEVEL } from '@domain/classes/schemas';
import type { Database, Transaction } from '@server/db/client';
import { classes, classMembers, rosterMemberships, users } from '@server/db/schema';
import { appError } from '@server/http/errors';
import { languageOfUser } from '@server/shared/language';
import { notify } from '@server/shared/notify';
import { translate } from '@server/shared/messages';

/*
 * The student's side of rostering (ADR 0044): the classes a school's roster puts this e-mail in, joined with one
 * press after the same consent screen as a class code, or declined for good; and what rosters say, for the export.
 */

/** Classes the school's roster puts this student in, not yet joined or declined (same fields as a code's preview). */
export async function listRosterInvitations(db: Database, student: { email: string }) {
  const rows = await db
    .select({
      id: rosterMemberships.id,
      name: classes.name,
      schoolYear: classes.schoolYear,
      gradeLevel: classes.gradeLevel,
      educatorName: users.name,
    })
    .from(rosterMemberships)
    .innerJoin(classes, eq(classes.id, rosterMemberships.classId))
    .innerJoin(users, eq(users.id, classes.educatorId))
    .where(
      and(
        eq(rosterMemberships.email, student.email.toLowerCase()),
        eq(rosterMemberships.status, 'pending'),
        isNull(classes.archivedAt),
        gte(classes.gradeLevel, MIN_GRADE_LEVEL),
      ),
    )
    .orderBy(classes.name);
  return rows.map((row) => ({
    id: row.id,
    class: { name: row.name, schoolYear: row.schoolYear, gradeLevel: row.gradeLevel, educatorName: row.educatorName },
    alreadyMember: false,
  }));
}

/** The invitation, if it is this student's (by e-mail) and still open; else the same 404 as none. */
async function openInvitation(tx: Transaction, student: { email: string }, id: string) {
  const [row] = await tx
    .select({ membership: rosterMemberships, cls: classes, educatorName: users.name })
    .from(rosterMemberships)
    .innerJoin(classes, eq(classes.id, rosterMemberships.classId))
    .innerJoin(users, eq(users.id, classes.educatorId))
    .where(
      and(
        eq(rosterMemberships.id, id),
        eq(rosterMemberships.email, student.email.toLowerCase()),
        eq(rosterMemberships.status, 'pending'),
        isNull(classes.archivedAt),
        gte(classes.gradeLevel, MIN_GRADE_LEVEL),
      ),
    )
    .for('update', { of: rosterMemberships });
  if (!row) throw appError(404, 'classes.no_such_invitation');
  return row;
}

/** One press after the consent screen: the membership, carrying the school ID from the roster. */
export async function joinRostered(db: Database, student: { id: string; email: string }, id: string) {
  const t = translate(await languageOfUser(db, student.id));
  return db.transaction(async (tx) => {
    const { membership, cls, educatorName } = await openInvitation(tx, student, id);
    let [member] = await tx
      .insert(classMembers)
      .values({ classId: cls.id, studentId: student.id, schoolStudentId: membership.schoolStudentId })
      .onConflictDoNothing()
      .returning();
    if (!member) {
      // Already in it through the class code: the roster only adds the school ID.
      [member] = await tx
        .update(classMembers)
        .set({ schoolStudentId: membership.schoolStudentId })
        .where(and(eq(classMembers.classId, cls.id), eq(classMembers.studentId, student.id)))
        .returning();
    } else {
      await notify(tx, {
        userId: student.id,
        kind: 'classes.joined',
        title: t('classes.notice.joinedTitle', { className: cls.name }),
        body: t('classes.notice.joinedBody', { educatorName }),
        link: '/profile#who-can-see',
        actorId: cls.educatorId,
      });
    }
    await tx
      .update(rosterMemberships)
      .set({ status: 'joined', studentId: student.id, updatedAt: new Date() })
      .where(eq(rosterMemberships.id, membership.id));
    return { membership: { id: member!.id, className: cls.name, educatorName, joinedAt: member!.joinedAt.toISOString() } };
  });
}

/** "Not this class": it is not offered again, not even by the next import. */
export async function declineRostered(db: Database, student: { id: string; email: string }, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { membership } = await openInvitation(tx, student, id);
    await tx
      .update(rosterMemberships)
      .set({ status: 'declined', studentId: student.id, updatedAt: new Date() })
      .where(eq(rosterMemberships.id, membership.id));
  });
}

/** For "export my data": what schools' rosters say about the account's e-mail (class, status, name, school ID, grade). */
export async function exportRosterMemberships(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const rows = await db
    .select({ membership: rosterMemberships, className: classes.name })
    .from(rosterMemberships)
    .innerJoin(classes, eq(classes.id, rosterMemberships.classId))
    .where(eq(rosterMemberships.email, user.email.toLowerCase()));
  return rows.map(({ membership, className }) => ({
    className,
    status: membership.status,
    studentName: membership.studentName,
    schoolStudentId: membership.schoolStudentId,
    gradeLevel: membership.gradeLevel,
    addedAt: membership.createdAt.toISOString(),
  }));
}
