import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { studentAccessLog, users } from '@server/db/schema';

/*
 * The access log: every view of a student's data by someone the student allowed (a
 * linked parent now, an educator of the student's class later). Any feature that shows a student's
 * data to another person records here, in the same request, before it answers; the student reads
 * the log on /profile.
 */

export type AccessViewerRole = 'parent' | 'educator';

/** What was viewed, as the student reads it. New kinds are added here with their wording. */
export const ACCESS_WHAT_LABELS = {
  'family.overview': 'Progress, results, financial plan, college list, saved scholarships and upcoming meetings',
  'family.money-plan': 'The family money plan: college list with net prices, the family figures, loans and payments',
  'family.money-plan.edit': 'Changed the family money plan (contribution, savings, extra grants or family income)',
  'classes.roster':
    'Your row in the class roster: progress, last active, Holland code, top careers and majors, financial grade, college count',
  'classes.export': 'Your row in the class roster, exported as a spreadsheet (CSV)',
  'classes.totals': 'The class totals, which count you among the others (no number under 5 students is shown)',
  'classes.student': 'Progress, results, financial plan, college list and saved scholarships (class student page)',
  'classes.report':
    'The one-page report on you (class student report): progress, interests, careers and majors, colleges, financial grade, assignments',
  'classes.report.print': 'Printed (or saved as PDF) the one-page report on you for a parent conference',
  'classes.caseload':
    "Your row in your educator's caseload (all their classes): progress, last active, Holland code, financial grade and its figures, assignments",
} as const;
export type AccessWhat = keyof typeof ACCESS_WHAT_LABELS;

export async function recordAccess(
  db: Pick<Database, 'insert'>,
  entry: { studentId: string; viewerId: string; viewerRole: AccessViewerRole; what: AccessWhat },
): Promise<void> {
  await db.insert(studentAccessLog).values(entry);
}

/** Several views in one insert (a roster page or a CSV shows many students at once). */
export async function recordAccesses(
  db: Pick<Database, 'insert'>,
  entries: { studentId: string; viewerId: string; viewerRole: AccessViewerRole; what: AccessWhat }[],
): Promise<void> {
  if (entries.length > 0) await db.insert(studentAccessLog).values(entries);
}

export type AccessLogEntry = {
  id: string;
  /** The viewer's display name; null once their account is deleted. */
  viewerName: string | null;
  viewerRole: AccessViewerRole;
  what: AccessWhat;
  whatLabel: string;
  viewedAt: string;
};

function labelOf(what: string): { what: AccessWhat; whatLabel: string } {
  const known = Object.hasOwn(ACCESS_WHAT_LABELS, what) ? (what as AccessWhat) : 'family.overview';
  return { what: known, whatLabel: ACCESS_WHAT_LABELS[known] };
}

/** One page of the student's log, newest first. */
export async function accessLogPage(
  db: Database,
  studentId: string,
  page: number,
  pageSize: number,
): Promise<{ items: AccessLogEntry[]; page: number; pageSize: number; total: number; pageCount: number }> {
  const [totals] = await db.select({ total: count() }).from(studentAccessLog).where(eq(studentAccessLog.studentId, studentId));
  const total = totals?.total ?? 0;
  const rows = await db
    .select({
      id: studentAccessLog.id,
      viewerName: users.name,
      viewerRole: studentAccessLog.viewerRole,
      what: studentAccessLog.what,
      createdAt: studentAccessLog.createdAt,
    })
    .from(studentAccessLog)
    .leftJoin(users, eq(users.id, studentAccessLog.viewerId))
    .where(eq(studentAccessLog.studentId, studentId))
    .orderBy(desc(studentAccessLog.createdAt), desc(studentAccessLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      viewerName: row.viewerName,
      viewerRole: row.viewerRole,
      ...labelOf(row.what),
      viewedAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** For "export my data": the views of the student's data, and the views the user made of others'. */
export async function exportAccessLog(db: Database, userId: string) {
  const about = await db
    .select({
      viewerName: users.name,
      viewerRole: studentAccessLog.viewerRole,
      what: studentAccessLog.what,
      at: studentAccessLog.createdAt,
    })
    .from(studentAccessLog)
    .leftJoin(users, eq(users.id, studentAccessLog.viewerId))
    .where(eq(studentAccessLog.studentId, userId))
    .orderBy(desc(studentAccessLog.createdAt));
  const by = await db
    .select({
      studentName: users.name,
      viewerRole: studentAccessLog.viewerRole,
      what: studentAccessLog.what,
      at: studentAccessLog.createdAt,
    })
    .from(studentAccessLog)
    .innerJoin(users, eq(users.id, studentAccessLog.studentId))
    .where(eq(studentAccessLog.viewerId, userId))
    .orderBy(desc(studentAccessLog.createdAt));
  return {
    viewsOfMyData: about.map((row) => ({ viewer: row.viewerName, as: row.viewerRole, what: row.what, at: row.at.toISOString() })),
    viewsIMade: by.map((row) => ({ student: row.studentName, as: row.viewerRole, what: row.what, at: row.at.toISOString() })),
  };
}
