import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { caseloadPage, caseloadRow, type CaseloadFacts, type CaseloadQuery } from '@domain/classes/caseload';
import { assignmentStatus, stepsDoneAt } from '@domain/classes/rules';
import { financialGrade } from '@domain/finance/grade';
import type { LocalState, SyncedState } from '@domain/progress/local-state';
import { progressPercent, progressSteps, type ProgressStepId } from '@domain/progress/progress';
import type { Database } from '@server/db/client';
import { assessmentStates, classAssignments, classes, classMembers, users } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { recordAccesses } from '@server/shared/access-log';
import { toProgressDto } from '@server/shared/progress-state';
import { claimReminder, notifyReminder } from './assignments';

/*
 * The caseload: every student of the educator's active classes in one list, built in three queries run side by
 * side whatever the number of classes (memberships with names, assignments, and one row of progress per student).
 * The states are read slimmed in SQL: a college quiz's 30 matches or the premium games' results only tell whether the step is
 * done, so only that much crosses the wire; what remains is checked by the same schemas as the roster's.
 * Each student shown on a page is written to their access log before the page is answered.
 */

function valuesOf(state: SyncedState): LocalState {
  return Object.fromEntries(Object.entries(state).map(([key, entry]) => [key, entry?.value])) as LocalState;
}

/** What each progress key contributes, no more: the large ones cut to a value of the same shape. */
const slimValue = sql<unknown>`case ${assessmentStates.key}
  when 'collegeQuizResults' then case when jsonb_typeof(${assessmentStates.value}) = 'array' and jsonb_array_length(${assessmentStates.value}) > 0
    then jsonb_build_array(${assessmentStates.value} -> 0) else ${assessmentStates.value} end
  when 'premiumGamesResults' then case jsonb_typeof(${assessmentStates.value}) when 'object' then '{}'::jsonb when 'array' then '[]'::jsonb
    else ${assessmentStates.value} end
  when 'premiumFinancialExpectations' then case when jsonb_typeof(${assessmentStates.value}) = 'object' then '{}'::jsonb
    else ${assessmentStates.value} end
  else ${assessmentStates.value} end`;
const PROGRESS_KEYS = [
  'journeyStarted',
  'quizResult',
  'collegeQuizResults',
  'financialExpectations',
  'premiumCareerQuizCompleted',
  'premiumFinancialExpectations',
  'premiumGamesResults',
  'premiumFeedbackCompleted',
] as const;

/**
 * Every saved key of the chosen students with when it was saved (the latest is the "last active" the roster
 * shows), and the progress keys' values slimmed; other keys' values are not read. One row per key: building one
 * JSON object per student in PostgreSQL measured several times slower than sending the rows.
 */
function statesOf(db: Database, students: SQL) {
  return db
    .select({
      userId: assessmentStates.userId,
      key: assessmentStates.key,
      value: sql<unknown>`case when ${inArray(assessmentStates.key, [...PROGRESS_KEYS])} then ${slimValue} end`,
      updatedAt: assessmentStates.updatedAt,
    })
    .from(assessmentStates)
    .where(inArray(assessmentStates.userId, students));
}

type Membership = {
  memberId: string;
  classId: string;
  className: string;
  gradeLevel: number;
  studentId: string;
  name: string;
  joinedAt: Date;
};

async function membershipsOf(db: Database, educatorId: string, studentIds?: readonly string[]): Promise<Membership[]> {
  return db
    .select({
      memberId: classMembers.id,
      classId: classes.id,
      className: classes.name,
      gradeLevel: classes.gradeLevel,
      studentId: classMembers.studentId,
      name: users.name,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(
      and(
        eq(classes.educatorId, educatorId),
        isNull(classes.archivedAt),
        studentIds ? inArray(classMembers.studentId, [...studentIds]) : undefined,
      ),
    )
    .orderBy(asc(classMembers.joinedAt), asc(classMembers.id));
}

/** Every student of the educator's active classes (or only the ones named), with their student ids kept server-side. */
export async function caseloadFacts(
  db: Database,
  educatorId: string,
  studentIds?: readonly string[],
): Promise<{ studentId: string; facts: CaseloadFacts }[]> {
  const ownClasses = and(eq(classes.educatorId, educatorId), isNull(classes.archivedAt));
  // The students are chosen by the same join the memberships use, so the three queries run side by side.
  const students = db
    .select({ id: classMembers.studentId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(ownClasses, studentIds ? inArray(classMembers.studentId, [...studentIds]) : undefined));
  const [memberships, assignments, stateRows] = await Promise.all([
    membershipsOf(db, educatorId, studentIds),
    db
      .select({ id: classAssignments.id, classId: classAssignments.classId, step: classAssignments.step, dueOn: classAssignments.dueOn })
      .from(classAssignments)
      .innerJoin(classes, eq(classes.id, classAssignments.classId))
      .where(ownClasses)
      .orderBy(asc(classAssignments.dueOn), asc(classAssignments.createdAt)),
    statesOf(db, sql`${students}`),
  ]);
  if (memberships.length === 0) return [];
  const byStudent = new Map<string, Membership[]>();
  for (const membership of memberships) {
    const list = byStudent.get(membership.studentId);
    if (list) list.push(membership);
    else byStudent.set(membership.studentId, [membership]);
  }
  const ids = [...byStudent.keys()];
  const rowsOf = new Map<string, typeof stateRows>();
  for (const row of stateRows) {
    const list = rowsOf.get(row.userId);
    if (list) list.push(row);
    else rowsOf.set(row.userId, [row]);
  }

  return ids.map((studentId) => {
    const own = byStudent.get(studentId)!;
    const rows = rowsOf.get(studentId) ?? [];
    const state = valuesOf(toProgressDto(rows.filter((row) => row.value !== null)));
    const steps = progressSteps(state).map((step) => ({ id: step.id, done: step.done }));
    const doneAt = stepsDoneAt(steps, Object.fromEntries(rows.map((row) => [row.key, row.updatedAt.getTime()])));
    const finances = state.financialExpectations;
    const graded = finances ? financialGrade(finances.monthlyIncome, finances.plannedDebt) : null;
    const classIds = new Set(own.map((membership) => membership.classId));
    return {
      studentId,
      facts: {
        memberId: own[0]!.memberId,
        name: own[0]!.name,
        classes: own.map(({ classId, memberId, className, gradeLevel }) => ({ classId, memberId, className, gradeLevel })),
        joinedAt: Math.min(...own.map((membership) => membership.joinedAt.getTime())),
        lastActiveAt: rows.length ? Math.max(...rows.map((row) => row.updatedAt.getTime())) : null,
        percent: progressPercent(state),
        steps,
        stepsDoneAt: doneAt,
        hollandCode: state.quizResult?.hollandCode ?? null,
        grade: graded && graded.grade !== 'N/A' ? graded.grade : null,
        finances:
          finances && graded?.debtToIncome != null
            ? { monthlyIncome: finances.monthlyIncome, plannedDebt: finances.plannedDebt, debtToIncome: graded.debtToIncome }
            : null,
        assignments: assignments
          .filter((assignment) => classIds.has(assignment.classId))
          .map((assignment) => {
            const step = assignment.step as ProgressStepId;
            const done = steps.some((entry) => entry.id === step && entry.done);
            return { ...assignment, step, status: assignmentStatus(done, doneAt[step], assignment.dueOn) };
          }),
      },
    };
  });
}

/**
 * The school roster's students of a class who have not joined yet (as the class page counts them: a pending
 * membership whose address is not a member by the class code either).
 */
const notJoinedYet = sql<number>`(
  select count(*)::int from roster_memberships rm
  where rm.class_id = classes.id and rm.status = 'pending'
    and not exists (
      select 1 from class_members cm inner join users u on u.id = cm.student_id
      where cm.class_id = rm.class_id and lower(u.email) = rm.email
    )
)`;

/** The educator's active classes, for the class filter, each with its roster students still to join. */
async function classOptions(db: Database, educatorId: string) {
  return db
    .select({ id: classes.id, name: classes.name, gradeLevel: classes.gradeLevel, notJoined: notJoinedYet })
    .from(classes)
    .where(and(eq(classes.educatorId, educatorId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.name));
}

/** One page of the caseload; each student on it gets an access-log row. */
export async function caseload(db: Database, educatorId: string, query: CaseloadQuery, now: number) {
  const [all, options] = await Promise.all([caseloadFacts(db, educatorId), classOptions(db, educatorId)]);
  const rows = all.map((entry) => caseloadRow(entry.facts, now));
  const page = caseloadPage(rows, query, now);
  const studentOf = new Map(all.map((entry) => [entry.facts.memberId, entry.studentId]));
  await recordAccesses(
    db,
    page.items.map((row) => ({
      studentId: studentOf.get(row.memberId)!,
      viewerId: educatorId,
      viewerRole: 'educator' as const,
      what: 'classes.caseload' as const,
    })),
  );
  return { ...page, classes: options };
}

/**
 * Reminds the chosen students of every assignment they have not done in the educator's active classes, through
 * the class reminder's own rule: one reminder per assignment a day, claimed by the same statement, so an
 * assignment reminded in the last 24 hours (from its class page or here) is skipped and counted. A member id
 * that is not in one of the educator's active classes makes the whole request a 404, before anything is sent.
 */
export async function bulkRemind(db: Database, educatorId: string, memberIds: readonly string[], now: number) {
  const chosen = await db
    .select({ memberId: classMembers.id, studentId: classMembers.studentId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(inArray(classMembers.id, [...memberIds]), eq(classes.educatorId, educatorId), isNull(classes.archivedAt)));
  if (chosen.length !== new Set(memberIds).size) throw notFound('student in your classes');
  const students = await caseloadFacts(db, educatorId, [...new Set(chosen.map((row) => row.studentId))]);
  const waiting = new Map<string, { classId: string; className: string; step: string; dueOn: string; studentIds: string[] }>();
  for (const { studentId, facts } of students) {
    for (const assignment of facts.assignments) {
      if (assignment.status !== 'not-done') continue;
      const className = facts.classes.find((cls) => cls.classId === assignment.classId)?.className ?? '';
      const entry = waiting.get(assignment.id) ?? { ...assignment, className, studentIds: [] };
      entry.studentIds.push(studentId);
      waiting.set(assignment.id, entry);
    }
  }
  return db.transaction(async (tx) => {
    const reminded = new Set<string>();
    let tooSoon = 0;
    for (const [assignmentId, entry] of waiting) {
      const claimed = await claimReminder(tx, entry.classId, assignmentId, new Date(now));
      if (!claimed) {
        tooSoon += 1;
        continue;
      }
      await notifyReminder(tx, entry.className, entry, entry.studentIds, educatorId);
      for (const id of entry.studentIds) reminded.add(id);
    }
    const withWork = new Set([...waiting.values()].flatMap((entry) => entry.studentIds));
    return {
      reminded: reminded.size,
      assignments: waiting.size - tooSoon,
      tooSoon,
      nothingDue: students.length - withWork.size,
    };
  });
}
