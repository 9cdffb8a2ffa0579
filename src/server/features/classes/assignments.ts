import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { REMINDER_INTERVAL_MS, STEP_LABELS, type AssignmentStatus } from '@domain/classes/rules';
import type { assignmentInputSchema } from '@domain/classes/schemas';
import type { ProgressStepId } from '@domain/progress/progress';
import type { Database } from '@server/db/client';
import { classAssignments, classMembers } from '@server/db/schema';
import { appError, notFound } from '@server/http/errors';
import { recordAccesses } from '@server/shared/access-log';
import { languagesOfUsers } from '@server/shared/language';
import { notify } from '@server/shared/notify';
import type { z } from 'zod';
import { translate, type ServerTranslate } from '@server/shared/messages';
import { INTL_LOCALE, type Locale } from '@domain/i18n/locales';
import type { MessageKey } from '@locales/keys';
import { rosterRows } from './roster';

/*
 * Assignments: "finish <step> by <date>" for a class. Members are notified and see it on
 * their dashboard; the educator sees who has done it; a reminder goes to those who have not, at most
 * once a day per assignment (the row's lastReminderAt, updated only when a day has passed).
 */

const stepLabel = (step: string) => STEP_LABELS[step as ProgressStepId] ?? step;

/** The steps' names in the catalog, the same the web app shows on the class pages. */
const STEP_KEYS: Record<ProgressStepId, MessageKey> = {
  journey: 'classes.stepJourney',
  'career-quiz': 'classes.stepCareerQuiz',
  'college-quiz': 'classes.stepCollegeQuiz',
  'financial-expectations': 'classes.stepFinancialExpectations',
  'premium-journey': 'classes.stepPremiumJourney',
};

/** A step's name in the recipient's language (the id itself if unknown). */
const stepName = (t: ServerTranslate, step: string) => (Object.hasOwn(STEP_KEYS, step) ? t(STEP_KEYS[step as ProgressStepId]) : step);

/** A due date ('2026-12-01') as the recipient reads dates: "Dec 1, 2026" / "1 dic 2026". */
function dueDate(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export async function createAssignment(
  db: Database,
  cls: { id: string; name: string; educatorId: string },
  input: z.infer<typeof assignmentInputSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(classAssignments).values({ classId: cls.id, step: input.step, dueOn: input.dueOn }).returning();
    const members = await tx.select({ studentId: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, cls.id));
    // On the transaction's own connection: a second pooled one, taken while this one is held, can exhaust the pool.
    const languages = await languagesOfUsers(
      tx,
      members.map((member) => member.studentId),
    );
    for (const member of members) {
      const locale = languages.get(member.studentId) ?? 'en';
      const t = translate(locale);
      const values = { className: cls.name, step: stepName(t, input.step), due: dueDate(input.dueOn, locale) };
      const text = { title: t('classes.notice.assignmentTitle', values), body: t('classes.notice.assignmentBody', values) };
      await notify(tx, { userId: member.studentId, kind: 'classes.assignment', ...text, link: '/dashboard', actorId: cls.educatorId });
    }
    return { id: row!.id, step: row!.step, dueOn: row!.dueOn };
  });
}

/** Every assignment with who has done it (names only); the students listed get an access-log row. */
export async function listAssignments(db: Database, educatorId: string, classId: string) {
  const rows = await db.select().from(classAssignments).where(eq(classAssignments.classId, classId)).orderBy(asc(classAssignments.dueOn));
  if (rows.length === 0) return [];
  const members = await rosterRows(db, classId);
  await recordAccesses(
    db,
    members.map((member) => ({
      studentId: member.studentId,
      viewerId: educatorId,
      viewerRole: 'educator' as const,
      what: 'classes.roster' as const,
    })),
  );
  const names = (row: (typeof rows)[number], status: AssignmentStatus) =>
    members
      .filter((member) => member.row.assignments.some((entry) => entry.id === row.id && entry.status === status))
      .map((member) => member.row.name)
      .sort((a, b) => a.localeCompare(b));
  return rows.map((row) => {
    const notDone = names(row, 'not-done');
    return {
      id: row.id,
      step: row.step,
      stepLabel: stepLabel(row.step),
      dueOn: row.dueOn,
      lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
      done: names(row, 'done'),
      late: names(row, 'late'),
      notDoneNames: notDone,
      notDone: notDone.length,
    };
  });
}

/**
 * Claims the day's reminder for an assignment of the class: the claimed row, or null when one went out in the
 * last 24 hours. One statement decides, so two clicks at once (or a class reminder and a caseload one) cannot
 * both pass.
 */
export async function claimReminder(db: Pick<Database, 'update'>, classId: string, assignmentId: string, now: Date) {
  const [claimed] = await db
    .update(classAssignments)
    .set({ lastReminderAt: now })
    .where(
      and(
        eq(classAssignments.id, assignmentId),
        eq(classAssignments.classId, classId),
        or(isNull(classAssignments.lastReminderAt), lte(classAssignments.lastReminderAt, new Date(now.getTime() - REMINDER_INTERVAL_MS))),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** The reminder notification, in each student's language. */
export async function notifyReminder(
  db: Pick<Database, 'insert' | 'select'>,
  className: string,
  assignment: { step: string; dueOn: string },
  studentIds: readonly string[],
  /** The educator reminding: the notification goes with their account. */
  actorId?: string,
) {
  const languages = await languagesOfUsers(db, studentIds);
  for (const studentId of studentIds) {
    const locale = languages.get(studentId) ?? 'en';
    const t = translate(locale);
    const values = { className, step: stepName(t, assignment.step), due: dueDate(assignment.dueOn, locale) };
    const text = { title: t('classes.notice.reminderTitle', values), body: t('classes.notice.reminderBody', values) };
    await notify(db, { userId: studentId, kind: 'classes.reminder', ...text, link: '/dashboard', ...(actorId ? { actorId } : {}) });
  }
}

/** Reminds the members who have not done the step; refused within a day of the last reminder. */
export async function sendReminder(
  db: Database,
  cls: { id: string; name: string; educatorId: string },
  assignmentId: string,
  now = new Date(),
) {
  const [existing] = await db
    .select({ id: classAssignments.id })
    .from(classAssignments)
    .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, cls.id)));
  if (!existing) throw notFound('assignment');
  const claimed = await claimReminder(db, cls.id, assignmentId, now);
  if (!claimed) throw appError(409, 'classes.reminder_too_soon');
  const members = await rosterRows(db, cls.id);
  const waiting = members.filter((member) => !member.row.steps.some((step) => step.id === claimed.step && step.done));
  await notifyReminder(
    db,
    cls.name,
    claimed,
    waiting.map((member) => member.studentId),
    cls.educatorId,
  );
  return { reminded: waiting.length };
}
