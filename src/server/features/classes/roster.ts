import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  assignmentStatus,
  classTotals,
  rosterCsv,
  rosterPage,
  type CsvClass,
  stepsDoneAt,
  STEP_IDS,
  type RosterQuery,
  type RosterRow,
} from '@domain/classes/rules';
import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import { financialGrade } from '@domain/finance/grade';
import type { LocalState, SyncedState } from '@domain/progress/local-state';
import { progressPercent, progressSteps, type ProgressStepId } from '@domain/progress/progress';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { notJoinedPage, rosteredStatus, type NotJoinedRow, type RosteredRow } from '@domain/classes/rostered';
import {
  assessmentStates,
  careers,
  classAssignments,
  classMembers,
  majors,
  rosterMemberships,
  savedColleges,
  users,
} from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { recordAccess, recordAccesses, type AccessWhat } from '@server/shared/access-log';
import { toProgressDto } from '@server/shared/progress-state';
import { collegeNamed, shownText } from '@server/shared/catalog';
import { savedCollegesOf } from '@server/shared/saved-lists';
import { careersByCode, savedScholarshipsOf } from '@server/shared/student-plan';

/*
 * The class view: one roster row per member built from their synced state in a few
 * queries for the whole class, the totals, the CSV, and one member's read-only detail. Never the
 * student's e-mail, counselor conversations, forum activity, meetings or messages. Each view of a
 * student's row or detail is written to that student's access log before it is answered.
 */

function valuesOf(state: SyncedState): LocalState {
  return Object.fromEntries(Object.entries(state).map(([key, entry]) => [key, entry?.value])) as LocalState;
}

type Member = { memberId: string; studentId: string; name: string; joinedAt: Date; schoolId: string | null };

/** A member as the roster and the student's page name them (with users joined on the student). */
const MEMBER_COLUMNS = {
  studentId: classMembers.studentId,
  name: users.name,
  joinedAt: classMembers.joinedAt,
  schoolId: classMembers.schoolStudentId,
};

async function membersOf(db: Database, classId: string): Promise<Member[]> {
  return db
    .select({ memberId: classMembers.id, ...MEMBER_COLUMNS })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(eq(classMembers.classId, classId));
}

/** The class's assignments, earliest due first. */
export async function assignmentsOf(db: Database, classId: string) {
  return db
    .select({ id: classAssignments.id, step: classAssignments.step, dueOn: classAssignments.dueOn })
    .from(classAssignments)
    .where(eq(classAssignments.classId, classId))
    .orderBy(asc(classAssignments.dueOn), asc(classAssignments.createdAt));
}

/** Every member's roster row, with their student ids (kept server-side for the access log). */
export async function rosterRows(db: Database, classId: string, language: Locale = 'en'): Promise<{ row: RosterRow; studentId: string }[]> {
  const [members, assignments] = await Promise.all([membersOf(db, classId), assignmentsOf(db, classId)]);
  if (members.length === 0) return [];
  const ids = members.map((member) => member.studentId);
  const [stateRows, collegeCounts] = await Promise.all([
    db
      .select({
        userId: assessmentStates.userId,
        key: assessmentStates.key,
        value: assessmentStates.value,
        updatedAt: assessmentStates.updatedAt,
      })
      .from(assessmentStates)
      .where(inArray(assessmentStates.userId, ids)),
    db
      .select({ userId: savedColleges.userId, n: count() })
      .from(savedColleges)
      .where(inArray(savedColleges.userId, ids))
      .groupBy(savedColleges.userId),
  ]);
  const byUser = new Map<string, typeof stateRows>();
  for (const row of stateRows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const states = new Map(ids.map((id) => [id, valuesOf(toProgressDto(byUser.get(id) ?? []))]));
  const codes = [...new Set([...states.values()].flatMap((state) => (state.quizResult?.topCareerCodes ?? []).slice(0, 3)))];
  const titles = codes.length
    ? new Map(
        (
          await db
            .select({ code: careers.socCode, title: shownText(careers.title, careers.titleEs, language).mapWith(String) })
            .from(careers)
            .where(inArray(careers.socCode, codes))
        ).map((c) => [c.code, c.title]),
      )
    : new Map<string, string>();
  const colleges = new Map(collegeCounts.map((row) => [row.userId, row.n]));
  return members.map((member) => {
    const state = states.get(member.studentId)!;
    const rows = byUser.get(member.studentId) ?? [];
    const last = rows.reduce<Date | null>((latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt), null);
    const finances = state.financialExpectations;
    const grade = finances ? financialGrade(finances.monthlyIncome, finances.plannedDebt).grade : 'N/A';
    const steps = progressSteps(state).map((step) => ({ id: step.id, done: step.done }));
    const doneAt = stepsDoneAt(steps, Object.fromEntries(rows.map((row) => [row.key, row.updatedAt.getTime()])));
    return {
      studentId: member.studentId,
      row: {
        memberId: member.memberId,
        name: member.name,
        schoolId: member.schoolId,
        joinedAt: member.joinedAt.toISOString(),
        lastActiveAt: last?.toISOString() ?? null,
        percent: progressPercent(state),
        steps,
        hollandCode: state.quizResult?.hollandCode ?? null,
        topCareers: (state.quizResult?.topCareerCodes ?? []).slice(0, 3).flatMap((code) => titles.get(code) ?? []),
        topMajors: (state.quizResult?.topMajors ?? []).slice(0, 3),
        grade: grade === 'N/A' ? null : grade,
        collegeMatches: Array.isArray(state.collegeQuizResults) ? state.collegeQuizResults.length : 0,
        collegesSaved: colleges.get(member.studentId) ?? 0,
        premiumDone: state.premiumFeedbackCompleted === true,
        assignments: assignments.map((assignment) => {
          const step = assignment.step as ProgressStepId;
          const done = steps.some((entry) => entry.id === step && entry.done);
          const at = doneAt[step];
          return {
            id: assignment.id,
            status: assignmentStatus(done, at, assignment.dueOn),
            doneAt: done && at !== undefined ? new Date(at).toISOString() : null,
          };
        }),
      },
    };
  });
}

const logViews = (db: Database, educatorId: string, studentIds: string[], what: AccessWhat) =>
  recordAccesses(
    db,
    studentIds.map((studentId) => ({ studentId, viewerId: educatorId, viewerRole: 'educator' as const, what })),
  );

/** One roster page; the students on it get an access-log row each. */
export async function roster(db: Database, educatorId: string, classId: string, query: RosterQuery, language: Locale = 'en') {
  const all = await rosterRows(db, classId, language);
  const page = rosterPage(
    all.map((entry) => entry.row),
    query,
  );
  const shown = new Set(page.items.map((row) => row.memberId));
  await logViews(
    db,
    educatorId,
    all.filter((entry) => shown.has(entry.row.memberId)).map((entry) => entry.studentId),
    'classes.roster',
  );
  return page;
}

/**
 * The class totals, with the most-chosen majors' earnings and debt and their source. No student is named and small
 * counts are hidden, but every member is counted in them, so each gets an access-log row before the answer.
 */
export async function totals(db: Database, educatorId: string, classId: string) {
  const all = await rosterRows(db, classId);
  await logViews(
    db,
    educatorId,
    all.map((entry) => entry.studentId),
    'classes.totals',
  );
  const rows = all.map((entry) => entry.row);
  const result = classTotals(rows);
  const names = result.majors.map((major) => major.name);
  const found = names.length
    ? await db
        .select({ name: majors.name, medianEarnings: majors.medianEarnings, medianDebt: majors.medianDebt, source: majors.source })
        .from(majors)
        .where(inArray(majors.name, names))
    : [];
  const byName = new Map(found.map((major) => [major.name, major]));
  return {
    ...result,
    majors: result.majors.map((major) => {
      const data = byName.get(major.name);
      return {
        ...major,
        medianEarnings: data?.medianEarnings ?? null,
        medianDebt: data?.medianDebt ?? null,
        source: data?.source ?? null,
      };
    }),
    earningsHorizon: EARNINGS_HORIZON_LABELS['early-career'].short,
    steps: STEP_IDS,
  };
}

/**
 * The class's school-roster students with where each stands, from the roster's own fields only: the name it gave,
 * its student ID and grade. Nothing of a Waypoint account is read for the educator beyond whether that student is a
 * member of this class (by the account that answered, or by the roster's e-mail when they joined with the code),
 * which the class roster shows anyway; not a student's name on Waypoint, nor whether an account exists.
 */
export async function rosteredRows(db: Database, classId: string): Promise<RosteredRow[]> {
  // Written with its own aliases: in a select list drizzle names columns without their table, which is ambiguous here.
  const inClass = sql<boolean>`exists (
    select 1 from class_members cm inner join users u on u.id = cm.student_id
    where cm.class_id = roster_memberships.class_id
      and (cm.student_id = roster_memberships.student_id or lower(u.email) = roster_memberships.email)
  )`;
  const rows = await db
    .select({
      id: rosterMemberships.id,
      name: rosterMemberships.studentName,
      schoolId: rosterMemberships.schoolStudentId,
      gradeLevel: rosterMemberships.gradeLevel,
      status: rosterMemberships.status,
      inClass,
    })
    .from(rosterMemberships)
    .where(and(eq(rosterMemberships.classId, classId), ne(rosterMemberships.status, 'ended')));
  return rows.flatMap(({ status, inClass: member, ...row }) => {
    const seen = rosteredStatus(status, member);
    return seen ? [{ ...row, status: seen }] : [];
  });
}

/** One page of the roster students who have not joined (yet, or at all), with the class's counts. */
export async function notJoined(db: Database, classId: string, page: number) {
  return notJoinedPage(await rosteredRows(db, classId), page);
}

export async function rosterExport(db: Database, educatorId: string, cls: CsvClass & { id: string }) {
  const classId = cls.id;
  // The CSV keeps its English columns and titles (a file handed on, not a page).
  const [all, assignments, rostered] = await Promise.all([rosterRows(db, classId), assignmentsOf(db, classId), rosteredRows(db, classId)]);
  const waiting = rostered.filter((row): row is NotJoinedRow => row.status !== 'joined').sort((a, b) => a.name.localeCompare(b.name));
  await logViews(
    db,
    educatorId,
    all.map((entry) => entry.studentId),
    'classes.export',
  );
  return rosterCsv(
    all.map((entry) => entry.row).sort((a, b) => a.name.localeCompare(b.name)),
    assignments.map((assignment) => ({ ...assignment, step: assignment.step as ProgressStepId })),
    { name: cls.name, gradeLevel: cls.gradeLevel, timeZone: cls.timeZone },
    waiting,
  );
}

/** The educator types (or, with null, clears) a member's ID in the school's records; 404 for someone not in the class. */
export async function setSchoolStudentId(db: Database, classId: string, memberId: string, schoolId: string | null) {
  const [row] = await db
    .update(classMembers)
    .set({ schoolStudentId: schoolId })
    .where(and(eq(classMembers.id, memberId), eq(classMembers.classId, classId)))
    .returning({ memberId: classMembers.id, schoolId: classMembers.schoolStudentId });
  if (!row) throw notFound('student in this class');
  return row;
}

/** One member's results and plan, read-only. */
export async function studentDetail(db: Database, educatorId: string, classId: string, memberId: string, language: Locale = 'en') {
  const [member] = await db
    .select(MEMBER_COLUMNS)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(and(eq(classMembers.id, memberId), eq(classMembers.classId, classId)));
  if (!member) throw notFound('student in this class');
  await recordAccess(db, { studentId: member.studentId, viewerId: educatorId, viewerRole: 'educator', what: 'classes.student' });
  const stateRows = await db.select().from(assessmentStates).where(eq(assessmentStates.userId, member.studentId));
  const state = valuesOf(toProgressDto(stateRows));
  const quiz = state.quizResult;
  const [topCareers, colleges, scholarships] = await Promise.all([
    careersByCode(db, (quiz?.topCareerCodes ?? []).slice(0, 5), language),
    savedCollegesOf(db, member.studentId),
    savedScholarshipsOf(db, member.studentId),
  ]);
  const saved = state.financialExpectations;
  const horizon = earningsHorizonOrDefault(saved?.earningsHorizon);
  const grade = saved ? financialGrade(saved.monthlyIncome, saved.plannedDebt) : null;
  return {
    student: { memberId, name: member.name, joinedAt: member.joinedAt.toISOString(), schoolId: member.schoolId },
    progress: {
      percent: progressPercent(state),
      steps: progressSteps(state).map((step) => ({ id: step.id, label: step.label, done: step.done })),
    },
    results: {
      hollandCode: quiz?.hollandCode ?? null,
      profile: quiz?.profile ?? null,
      topMajors: quiz?.topMajors ?? [],
      topCareers: topCareers.map((career) => ({ socCode: career.socCode, title: career.title })),
      completedAt: quiz?.completedAt ?? null,
    },
    finances: saved
      ? {
          monthlyIncome: saved.monthlyIncome,
          plannedDebt: saved.plannedDebt,
          level: saved.level,
          earningsHorizonLabel: EARNINGS_HORIZON_LABELS[horizon].short,
          grade: grade!.grade,
          risk: grade!.risk,
        }
      : null,
    colleges: colleges.map(({ college }) => ({
      ...collegeNamed(college),
      averageNetPrice: college.averageNetPrice,
      source: college.source,
    })),
    scholarships,
    premiumDone: state.premiumFeedbackCompleted === true,
  };
}
