import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { formatJoinCode } from '@domain/classes/rules';
import { isRetiredGradeLevel, MIN_GRADE_LEVEL, type JoinClass } from '@domain/classes/schemas';
import type { classInputSchema, classUpdateSchema } from '@domain/classes/schemas';
import { isOldEnoughForAccount } from '@domain/profile/age';
import type { Database } from '@server/db/client';
import { classAssignments, classes, classMembers, profiles, users } from '@server/db/schema';
import { appError, notFound } from '@server/http/errors';
import { languageOfUser } from '@server/shared/language';
import { notify } from '@server/shared/notify';
import { newInviteCode, newInviteToken } from '@server/shared/invite-secrets';
import type { z } from 'zod';
import { translate } from '@server/shared/messages';

/*
 * Classes: the educator's side (create, rename, archive, rotate or switch off the join
 * code) and the student's (join with the code or link after the consent screen, leave). Every read
 * of a class goes through `ownClass` (the caller's own) or the member row (the student's own), so
 * someone else's class gets the same 404 as none.
 */

type ClassRow = typeof classes.$inferSelect;

export function toClassDto(row: ClassRow, members: number) {
  return {
    id: row.id,
    name: row.name,
    schoolYear: row.schoolYear,
    gradeLevel: row.gradeLevel,
    /** A grade-6 or grade-7 class made before those grades were withdrawn: readable, but it takes nobody new. */
    retiredGrade: isRetiredGradeLevel(row.gradeLevel),
    joinCode: formatJoinCode(row.joinCode),
    joinPath: `/classes/join/${row.joinToken}`,
    joinEnabled: row.joinEnabled,
    timeZone: row.timeZone,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    members,
  };
}
export type ClassDto = ReturnType<typeof toClassDto>;

export async function createClass(db: Database, educatorId: string, input: z.infer<typeof classInputSchema>) {
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .insert(classes)
      .values({ educatorId, ...input, joinCode: newInviteCode(), joinToken: newInviteToken() })
      .onConflictDoNothing()
      .returning();
    if (row) return toClassDto(row, 0);
    if (attempt >= 3) throw new Error('could not draw a unique class code');
  }
}

export async function listClasses(db: Database, educatorId: string) {
  const rows = await db.select().from(classes).where(eq(classes.educatorId, educatorId)).orderBy(desc(classes.createdAt));
  const counts = rows.length
    ? await db
        .select({ classId: classMembers.classId, members: count() })
        .from(classMembers)
        .where(
          inArray(
            classMembers.classId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(classMembers.classId)
    : [];
  const byClass = new Map(counts.map((row) => [row.classId, row.members]));
  return rows.map((row) => toClassDto(row, byClass.get(row.id) ?? 0));
}

/** The educator's own class, or 404 (none, or another educator's: the same answer). */
export async function ownClass(db: Database, educatorId: string, classId: string): Promise<ClassRow> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.educatorId, educatorId)));
  if (!row) throw notFound('class');
  return row;
}

export async function classDetail(db: Database, educatorId: string, classId: string) {
  const row = await ownClass(db, educatorId, classId);
  const [members] = await db.select({ members: count() }).from(classMembers).where(eq(classMembers.classId, classId));
  return toClassDto(row, members?.members ?? 0);
}

export async function updateClass(db: Database, educatorId: string, classId: string, input: z.infer<typeof classUpdateSchema>) {
  const row = await ownClass(db, educatorId, classId);
  const { archived, ...rest } = input;
  if (row.archivedAt && archived !== false) throw appError(409, 'classes.archived');
  // A class for grade 6 or 7 opens to students again only with a grade it can serve.
  if (rest.joinEnabled === true && isRetiredGradeLevel(rest.gradeLevel ?? row.gradeLevel)) {
    throw appError(409, 'classes.grade_retired', { level: row.gradeLevel });
  }
  await db
    .update(classes)
    .set({ ...rest, ...(archived === undefined ? {} : { archivedAt: archived ? new Date() : null }) })
    .where(eq(classes.id, classId));
  return classDetail(db, educatorId, classId);
}

/** A new code and link; the old ones stop working at once. */
export async function rotateCode(db: Database, educatorId: string, classId: string) {
  const row = await ownClass(db, educatorId, classId);
  if (row.archivedAt) throw appError(409, 'classes.archived');
  if (isRetiredGradeLevel(row.gradeLevel)) throw appError(409, 'classes.grade_retired', { level: row.gradeLevel });
  await db.update(classes).set({ joinCode: newInviteCode(), joinToken: newInviteToken() }).where(eq(classes.id, classId));
  return classDetail(db, educatorId, classId);
}

/** The refusal of the student routes' account-type guard (requireUserType). */
export const studentsOnly = () => appError(403, 'classes.students_only');

/**
 * A student may look at and join a class only when they are 13 or older. Sign-up already refuses anyone younger,
 * so this holds for every account made since; it is checked again here because a class is where a school's
 * youngest students would arrive, and a birth date that says under 13 must never reach an educator's roster.
 */
export async function assertMayJoin(db: Database, userId: string, today = new Date()): Promise<void> {
  const [row] = await db
    .select({ userType: profiles.userType, birthYear: profiles.birthYear, birthMonth: profiles.birthMonth })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (row?.userType !== 'Student') throw appError(403, 'classes.students_only');
  if (row.birthYear !== null && row.birthMonth !== null && !isOldEnoughForAccount(row.birthYear, row.birthMonth, today)) {
    throw appError(403, 'classes.under_13');
  }
}

/** The class a code or token opens, if it takes students now (switched off and archived classes answer like unknown codes). */
async function openClassFor(db: Pick<Database, 'select'>, input: JoinClass) {
  const lookup = input.token !== undefined ? eq(classes.joinToken, input.token) : eq(classes.joinCode, input.code!);
  const [row] = await db
    .select({ cls: classes, educatorName: users.name })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.educatorId))
    .where(and(lookup, eq(classes.joinEnabled, true), isNull(classes.archivedAt), gte(classes.gradeLevel, MIN_GRADE_LEVEL)));
  if (!row) throw appError(404, 'classes.no_such_class');
  return row;
}

/** What the consent screen shows before joining. */
export async function previewJoin(db: Database, studentId: string, input: JoinClass) {
  const { cls, educatorName } = await openClassFor(db, input);
  const [member] = await db
    .select({ id: classMembers.id })
    .from(classMembers)
    .where(and(eq(classMembers.classId, cls.id), eq(classMembers.studentId, studentId)));
  return {
    class: { name: cls.name, schoolYear: cls.schoolYear, gradeLevel: cls.gradeLevel, educatorName },
    alreadyMember: Boolean(member),
  };
}

export async function joinClass(db: Database, student: { id: string; name: string }, input: JoinClass) {
  const t = translate(await languageOfUser(db, student.id));
  return db.transaction(async (tx) => {
    const { cls, educatorName } = await openClassFor(tx, input);
    const [row] = await tx.insert(classMembers).values({ classId: cls.id, studentId: student.id }).onConflictDoNothing().returning();
    if (!row) throw appError(409, 'classes.already_member', { name: cls.name });
    await notify(tx, {
      userId: student.id,
      kind: 'classes.joined',
      title: t('classes.notice.joinedTitle', { className: cls.name }),
      body: t('classes.notice.joinedBody', { educatorName }),
      link: '/profile#who-can-see',
      // It names the educator: deleting their account deletes it, so no name outlives the account.
      actorId: cls.educatorId,
    });
    return { membership: { id: row.id, className: cls.name, educatorName, joinedAt: row.joinedAt.toISOString() } };
  });
}

/** The student's classes, with the teacher's name and the class's assignments. */
export async function listMemberships(db: Database, studentId: string) {
  const rows = await db
    .select({ id: classMembers.id, classId: classes.id, name: classes.name, educatorName: users.name, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.educatorId))
    .where(eq(classMembers.studentId, studentId))
    .orderBy(asc(classMembers.joinedAt));
  const assignments = rows.length
    ? await db
        .select()
        .from(classAssignments)
        .where(
          inArray(
            classAssignments.classId,
            rows.map((row) => row.classId),
          ),
        )
        .orderBy(asc(classAssignments.dueOn))
    : [];
  return rows.map((row) => ({
    id: row.id,
    className: row.name,
    educatorName: row.educatorName,
    joinedAt: row.joinedAt.toISOString(),
    assignments: assignments
      .filter((assignment) => assignment.classId === row.classId)
      .map((assignment) => ({ id: assignment.id, step: assignment.step, dueOn: assignment.dueOn })),
  }));
}

/** The student leaves: the row goes, so the next educator request no longer sees them. */
export async function leaveClass(db: Database, studentId: string, membershipId: string): Promise<void> {
  const [row] = await db
    .delete(classMembers)
    .where(and(eq(classMembers.id, membershipId), eq(classMembers.studentId, studentId)))
    .returning({ id: classMembers.id });
  if (!row) throw notFound('class membership');
}

/** For "export my data": the classes the user is in and the classes they teach (names only). */
export async function exportClasses(db: Database, userId: string) {
  const memberOf = await listMemberships(db, userId);
  const teaches = await db
    .select({ name: classes.name, schoolYear: classes.schoolYear, createdAt: classes.createdAt })
    .from(classes)
    .where(eq(classes.educatorId, userId));
  return {
    memberOf: memberOf.map((row) => ({ className: row.className, educatorName: row.educatorName, joinedAt: row.joinedAt })),
    teaches: teaches.map((row) => ({ name: row.name, schoolYear: row.schoolYear, createdAt: row.createdAt.toISOString() })),
  };
}
