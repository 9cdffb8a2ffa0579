import { eq, inArray } from 'drizzle-orm';
import {
  REPORT_CAREERS_SHOWN,
  REPORT_MAJORS_SHOWN,
  reportCollegeChoice,
  type ReportCollege,
  type StudentReport,
} from '@domain/classes/report';
import { earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import type { LocalState, SyncedState } from '@domain/progress/local-state';
import { progressPercent, progressSteps, type ProgressStepId } from '@domain/progress/progress';
import { assignmentStatus, stepsDoneAt } from '@domain/classes/rules';
import type { Database } from '@server/db/client';
import { classMembers, colleges, majors, users, type classes } from '@server/db/schema';
import { appError, notFound } from '@server/http/errors';
import { recordAccess } from '@server/shared/access-log';
import { bracketPrices, collegeNamed } from '@server/shared/catalog';
import { languageOfUser } from '@server/shared/language';
import { familyIncomeForPrices } from '@server/shared/prices';
import { readProgress } from '@server/shared/progress-state';
import { savedCollegesOf } from '@server/shared/saved-lists';
import { careersByCode, majorsShown } from '@server/shared/student-plan';
import { assignmentsOf } from './roster';

/*
 * The one-page report on one member of a class, for a parent conference. It reads what the roster and the
 * student page read (nothing the consent screen does not list: no e-mail, conversations, forum or meetings) and
 * answers with facts and codes; the page words them in the student's language or the educator's. Opening it is
 * written to the student's access log as a view, and every print as a print, each before the answer.
 */

type ClassRow = typeof classes.$inferSelect;

function valuesOf(state: SyncedState): LocalState {
  return Object.fromEntries(Object.entries(state).map(([key, entry]) => [key, entry?.value])) as LocalState;
}

/**
 * The member of this class the report is on. A member id of another class (the student has not agreed to share
 * with this one) is refused as such; an id that names no membership at all is unknown.
 */
async function memberOf(db: Database, cls: ClassRow, memberId: string) {
  const [member] = await db
    .select({ classId: classMembers.classId, studentId: classMembers.studentId, name: users.name, schoolId: classMembers.schoolStudentId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .where(eq(classMembers.id, memberId));
  if (!member) throw notFound('student in this class');
  if (member.classId !== cls.id) throw appError(403, 'classes.report_not_consented');
  return member;
}

/** The colleges of the quiz results, in the order the quiz ranked them, with their prices from the catalog. */
async function collegesByUnitId(db: Database, unitIds: readonly number[]): Promise<ReportCollege[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select({
      unitId: colleges.unitId,
      name: colleges.name,
      city: colleges.city,
      state: colleges.state,
      averageNetPrice: colleges.averageNetPrice,
      netPriceByIncome: colleges.netPriceByIncome,
      source: colleges.source,
    })
    .from(colleges)
    .where(inArray(colleges.unitId, [...unitIds]));
  const byId = new Map(rows.map((row) => [row.unitId, { ...row, netPriceByIncome: bracketPrices(row.netPriceByIncome) }]));
  return unitIds.flatMap((id) => byId.get(id) ?? []);
}

/** The unit ids of the stored college-quiz matches, best first, each once (a record without one is skipped). */
function matchedUnitIds(stored: LocalState['collegeQuizResults']): number[] {
  const ids = (stored ?? []).map((record) => record.unitId).filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
  return [...new Set(ids)];
}

/** Each assignment as the roster counts it: done, late (done after its due day) or not done. */
function assignmentsDone(
  classAssignments: Awaited<ReturnType<typeof assignmentsOf>>,
  steps: { id: ProgressStepId; done: boolean }[],
  synced: SyncedState,
): StudentReport['assignments'] {
  const doneAt = stepsDoneAt(steps, Object.fromEntries(Object.entries(synced).map(([key, entry]) => [key, entry?.updatedAt])));
  return classAssignments.map((assignment) => {
    const step = assignment.step as ProgressStepId;
    const done = steps.some((entry) => entry.id === step && entry.done);
    const at = doneAt[step];
    return {
      id: assignment.id,
      step,
      dueOn: assignment.dueOn,
      status: assignmentStatus(done, at, assignment.dueOn),
      doneAt: done && at !== undefined ? new Date(at).toISOString() : null,
    };
  });
}

export async function studentReport(db: Database, educatorId: string, cls: ClassRow, memberId: string, now: Date): Promise<StudentReport> {
  const member = await memberOf(db, cls, memberId);
  await recordAccess(db, { studentId: member.studentId, viewerId: educatorId, viewerRole: 'educator', what: 'classes.report' });
  const [synced, studentLanguage, income, classAssignments] = await Promise.all([
    readProgress(db, member.studentId),
    languageOfUser(db, member.studentId),
    familyIncomeForPrices(db, member.studentId),
    assignmentsOf(db, cls.id),
  ]);
  const state = valuesOf(synced);
  const steps = progressSteps(state).map((step) => ({ id: step.id, done: step.done }));
  const assignments = assignmentsDone(classAssignments, steps, synced);
  const quiz = state.quizResult;
  const matchIds = matchedUnitIds(state.collegeQuizResults);
  const allCareerCodes = quiz?.topCareerCodes ?? [];
  const careerCodes = allCareerCodes.slice(0, REPORT_CAREERS_SHOWN);
  const majorArgs = [(quiz?.topMajors ?? []).slice(0, REPORT_MAJORS_SHOWN), quiz?.topMajorCips?.slice(0, REPORT_MAJORS_SHOWN)] as const;
  const [careers, careersEs, majorNames, majorNamesEs, saved] = await Promise.all([
    careersByCode(db, careerCodes, 'en'),
    careersByCode(db, careerCodes, 'es'),
    majorsShown(db, ...majorArgs, 'en'),
    majorsShown(db, ...majorArgs, 'es'),
    savedCollegesOf(db, member.studentId),
  ]);
  const choice = reportCollegeChoice(
    saved.map(({ college }) => college.unitId),
    matchIds,
  );
  const matches = await collegesByUnitId(db, choice.matches);
  const cips = majorNames.flatMap((major) => (major.cip ? [major.cip] : []));
  const majorFigures = cips.length
    ? await db
        .select({ cip: majors.cip, medianEarnings: majors.medianEarnings, medianDebt: majors.medianDebt, source: majors.source })
        .from(majors)
        .where(inArray(majors.cip, cips))
    : [];
  const figuresOf = new Map(majorFigures.map((major) => [major.cip, major]));
  const finances = state.financialExpectations;
  return {
    student: { memberId, name: member.name, schoolId: member.schoolId, language: studentLanguage },
    class: { id: cls.id, name: cls.name, schoolYear: cls.schoolYear, gradeLevel: cls.gradeLevel, timeZone: cls.timeZone },
    generatedAt: now.toISOString(),
    progress: { percent: progressPercent(state), steps },
    interests: { hollandCode: quiz?.hollandCode ?? null, completedAt: quiz?.completedAt ?? null },
    careers: careers.map((career) => ({
      socCode: career.socCode,
      title: { en: career.title, es: careersEs.find((other) => other.socCode === career.socCode)?.title ?? career.title },
      medianPay: career.medianPay,
      payKind: career.payKind ?? null,
      hourlyMedianPay: career.hourlyMedianPay ?? null,
      source: career.source,
    })),
    careerCount: allCareerCodes.length,
    majors: majorNames.map((major, index) => {
      const figures = major.cip ? figuresOf.get(major.cip) : undefined;
      return {
        cip: major.cip,
        name: { en: major.name, es: majorNamesEs[index]?.name ?? major.name },
        medianEarnings: figures?.medianEarnings ?? null,
        medianDebt: figures?.medianDebt ?? null,
        source: figures?.source ?? null,
      };
    }),
    majorCount: quiz?.topMajors.length ?? 0,
    colleges: {
      familyIncome: income.familyIncome,
      incomeBasis: income.basis,
      saved: saved.slice(0, choice.saved.length).map(({ college }) => ({
        ...collegeNamed(college),
        averageNetPrice: college.averageNetPrice,
        netPriceByIncome: college.netPriceByIncome,
        source: college.source,
      })),
      savedCount: saved.length,
      matches,
      matchCount: matchIds.length,
      otherMatchCount: choice.otherMatchCount,
    },
    finances: finances
      ? {
          monthlyIncome: finances.monthlyIncome,
          plannedDebt: finances.plannedDebt,
          level: finances.level,
          earningsHorizon: earningsHorizonOrDefault(finances.earningsHorizon),
        }
      : null,
    assignments,
  };
}

/** Each print of the report (the page's button, or the browser's own print command) is logged for the student. */
export async function recordReportPrint(db: Database, educatorId: string, cls: ClassRow, memberId: string): Promise<void> {
  const member = await memberOf(db, cls, memberId);
  await recordAccess(db, { studentId: member.studentId, viewerId: educatorId, viewerRole: 'educator', what: 'classes.report.print' });
}
