import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import { financialGrade } from '@domain/finance/grade';
import type { LocalState, SyncedState } from '@domain/progress/local-state';
import { progressPercent, progressSteps } from '@domain/progress/progress';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { recordAccess } from '@server/shared/access-log';
import { readProgress } from '@server/shared/progress-state';
import { savedCollegesOf } from '@server/shared/saved-lists';
import { careersByCode, majorsShown, savedScholarshipsOf, upcomingMeetingsOf } from '@server/shared/student-plan';
import type { LinkedChild } from '@server/shared/family-links';
import { collegeNamed } from '@server/shared/catalog';

/*
 * What a linked parent sees of their child on /family: progress, results, the financial
 * plan, the college list, saved scholarships and upcoming meetings. Read-only, and never the
 * child's e-mail or contact details, counselor conversations, forum activity or messages. Every
 * read is written to the student's access log before it is answered.
 */

function valuesOf(state: SyncedState): LocalState {
  return Object.fromEntries(Object.entries(state).map(([key, entry]) => [key, entry?.value])) as LocalState;
}

function resultsOf(state: LocalState) {
  const quiz = state.quizResult;
  return {
    hollandCode: quiz?.hollandCode ?? null,
    profile: quiz?.profile ?? null,
    topMajors: quiz?.topMajors ?? [],
    topMajorCips: quiz?.topMajorCips,
    topCareerCodes: (quiz?.topCareerCodes ?? []).slice(0, 5),
    completedAt: quiz?.completedAt ?? null,
  };
}

function financesOf(state: LocalState) {
  const saved = state.financialExpectations;
  if (!saved) return null;
  const horizon = earningsHorizonOrDefault(saved.earningsHorizon);
  const grade = financialGrade(saved.monthlyIncome, saved.plannedDebt);
  return {
    monthlyIncome: saved.monthlyIncome,
    plannedDebt: saved.plannedDebt,
    level: saved.level,
    earningsHorizon: horizon,
    earningsHorizonLabel: EARNINGS_HORIZON_LABELS[horizon].short,
    grade: grade.grade,
    risk: grade.risk,
  };
}

export async function childOverview(db: Database, link: LinkedChild, parentId: string, language: Locale = 'en') {
  await recordAccess(db, { studentId: link.studentId, viewerId: parentId, viewerRole: 'parent', what: 'family.overview' });
  const state = valuesOf(await readProgress(db, link.studentId));
  const results = resultsOf(state);
  const [careers, majors, colleges, scholarships, meetings] = await Promise.all([
    careersByCode(db, results.topCareerCodes, language),
    majorsShown(db, results.topMajors, results.topMajorCips, language),
    savedCollegesOf(db, link.studentId),
    savedScholarshipsOf(db, link.studentId),
    upcomingMeetingsOf(db, link.studentId),
  ]);
  return {
    child: { linkId: link.id, name: link.name, linkedAt: link.linkedAt.toISOString() },
    progress: {
      percent: progressPercent(state),
      steps: progressSteps(state).map((step) => ({ id: step.id, label: step.label, done: step.done })),
    },
    results: {
      hollandCode: results.hollandCode,
      profile: results.profile,
      // In the reader's language, each with its field-of-study page when the catalog knows it.
      topMajors: majors,
      topCareers: careers.map((career) => ({ socCode: career.socCode, title: career.title })),
      completedAt: results.completedAt,
    },
    finances: financesOf(state),
    colleges: colleges.map(({ college }) => ({
      ...collegeNamed(college),
      averageNetPrice: college.averageNetPrice,
      // The family's own price needs the brackets (src/domain/prices/brackets.ts); a closed college is flagged.
      netPriceByIncome: college.netPriceByIncome,
      costOfAttendance: college.costOfAttendance,
      costOfAttendanceKind: college.costOfAttendanceKind,
      currentlyOperating: college.currentlyOperating,
      source: college.source,
    })),
    scholarships,
    meetings,
  };
}
export type ChildOverview = Awaited<ReturnType<typeof childOverview>>;
