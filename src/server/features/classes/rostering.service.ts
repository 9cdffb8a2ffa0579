import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  classGrade,
  ROSTER_CODES,
  schoolYearOn,
  type RosterClass,
  type RosterEnrollment,
  type RosterIssue,
  type RosterPackage,
} from '@domain/rostering/oneroster';
import type { Database, Transaction } from '@server/db/client';
import { classes, classMembers, rosterImports, rosterMemberships, users } from '@server/db/schema';
import { newInviteCode, newInviteToken } from '@server/shared/invite-secrets';
import { notifyRosterInvitations } from './roster-notices';
import { verifiedEducatorsByEmail } from './verification';

/*
 * Rostering from a school's OneRoster export (ADR 0044). The whole package is checked first (nothing is written
 * while any row is wrong); then one transaction creates or updates the classes of verified educators, keyed by
 * (educator, class sourcedId), and the pending memberships of their students, keyed by (class, enrollment
 * sourcedId), so the same package twice changes nothing. `tobedeleted` ends memberships. A dry run does all of
 * it and rolls back, so its counts are exactly what the import would do.
 */

export type Uploader = { id: string; email: string; isAdmin: boolean };
export type ImportOptions = {
  dryRun: boolean;
  timeZone: string | undefined;
  today: Date;
  educatorDomains: readonly string[];
  /** The uploaded files' names, for the import log. */
  files: readonly string[];
};

export type ImportSummary = {
  dryRun: boolean;
  classes: { created: number; updated: number; unchanged: number; skipped: number; archived: number };
  memberships: { pending: number; updated: number; unchanged: number; alreadyMembers: number; declined: number; ended: number };
  /** Classes and students left out, by file and line (at most SKIPPED_LISTED of them; `total` counts all). */
  skipped: { total: number; items: RosterIssue[] };
  durationMs: number;
};

/** Listed in a summary; the rest are counted. */
export const SKIPPED_LISTED = 200;
/** One import at a time, installation-wide: two at once would race on the same classes. */
const IMPORT_LOCK = 0x726f7374; // "rost"
const CHUNK = 1000;

class DryRun extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type ClassRow = typeof classes.$inferSelect;
type MembershipRow = typeof rosterMemberships.$inferSelect;

export async function importPackage(db: Database, uploader: Uploader, pkg: RosterPackage, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const summary = await plan(tx, uploader, pkg, options);
      summary.durationMs = Math.round(performance.now() - started);
      if (options.dryRun) throw new DryRun(summary);
      await tx.insert(rosterImports).values({
        uploaderId: uploader.id,
        files: [...options.files],
        summary,
        durationMs: summary.durationMs,
      });
      return summary;
    });
  } catch (error) {
    if (error instanceof DryRun) return { ...error.summary, durationMs: Math.round(performance.now() - started) };
    throw error;
  }
}

/** One import's state: its transaction, who uploads, the checked package, and the counts so far. */
type Run = {
  tx: Transaction;
  uploader: Uploader;
  pkg: RosterPackage;
  options: ImportOptions;
  summary: ImportSummary;
  skip: (issue: RosterIssue) => void;
  now: Date;
};
type Planned = { source: RosterClass; ownerId: string; level: number };
const keyOf = (first: string, second: string) => `${first}\u0000${second}`;

async function plan(tx: Transaction, uploader: Uploader, pkg: RosterPackage, options: ImportOptions): Promise<ImportSummary> {
  const summary: ImportSummary = {
    dryRun: options.dryRun,
    classes: { created: 0, updated: 0, unchanged: 0, skipped: 0, archived: 0 },
    memberships: { pending: 0, updated: 0, unchanged: 0, alreadyMembers: 0, declined: 0, ended: 0 },
    skipped: { total: 0, items: [] },
    durationMs: 0,
  };
  const skip = (issue: RosterIssue) => {
    summary.skipped.total += 1;
    if (summary.skipped.items.length < SKIPPED_LISTED) summary.skipped.items.push(issue);
  };

  // Who teaches and who learns in each class (teachers marked primary first).
  const teachersOf = new Map<string, RosterEnrollment[]>();
  const studentsOf = new Map<string, RosterEnrollment[]>();
  for (const enrollment of pkg.enrollments) {
    if (enrollment.status !== 'active') continue;
    const byClass = enrollment.role === 'teacher' ? teachersOf : enrollment.role === 'student' ? studentsOf : null;
    if (!byClass) continue;
    const list = byClass.get(enrollment.classSourcedId) ?? [];
    list.push(enrollment);
    byClass.set(enrollment.classSourcedId, list);
  }
  for (const list of teachersOf.values()) list.sort((a, b) => Number(b.primary) - Number(a.primary));

  const run: Run = { tx, uploader, pkg, options, summary, skip, now: new Date() };
  const planned = await chooseClasses(run, teachersOf);
  const kept = await upsertClasses(run, planned);
  await upsertMemberships(run, kept, studentsOf);
  await endMemberships(run);
  // Students who already have an account hear of their classes now (a dry run rolls this back with the rest).
  await notifyRosterInvitations(tx, { classIds: [...kept.values()].map((row) => row.id) }, options.today);
  return summary;
}

/** 1. The classes to make or update, each with its owner; the others are reported with their line. */
async function chooseClasses(run: Run, teachersOf: ReadonlyMap<string, RosterEnrollment[]>): Promise<Planned[]> {
  const { tx, uploader, pkg, options, summary, skip } = run;
  const emailOf = (enrollment: RosterEnrollment) => pkg.users.get(enrollment.userSourcedId)?.email ?? null;
  const uploaderEmail = uploader.email.toLowerCase();
  const teacherEmails = new Set<string>();
  if (uploader.isAdmin) {
    for (const list of teachersOf.values()) for (const teacher of list) if (emailOf(teacher)) teacherEmails.add(emailOf(teacher)!);
  }
  const educators = await verifiedEducatorsByEmail(tx, [...teacherEmails], options.educatorDomains);
  const planned: Planned[] = [];
  for (const source of pkg.classes.values()) {
    if (source.status !== 'active') continue;
    const at = (code: RosterIssue['code'], values?: RosterIssue['values']) => {
      summary.classes.skipped += 1;
      skip({ file: 'classes.csv', line: source.line, code, ...(values ? { values } : {}) });
    };
    const teachers = (teachersOf.get(source.sourcedId) ?? []).filter(
      (teacher) => pkg.users.get(teacher.userSourcedId)?.status === 'active',
    );
    let ownerId: string;
    if (!uploader.isAdmin) {
      // An educator's own upload: only the classes they teach.
      if (!teachers.some((teacher) => emailOf(teacher) === uploaderEmail)) {
        at(ROSTER_CODES.notYourClass);
        continue;
      }
      ownerId = uploader.id;
    } else {
      if (teachers.length === 0) {
        at(ROSTER_CODES.noTeacher);
        continue;
      }
      const accounts = teachers.map((teacher) => educators.get(emailOf(teacher) ?? '')).filter((account) => account !== undefined);
      const owner = accounts.find((account) => account.verified);
      if (!owner) {
        at(accounts.length === 0 ? ROSTER_CODES.teacherNoAccount : ROSTER_CODES.teacherNotVerified);
        continue;
      }
      ownerId = owner.userId;
    }
    const grade = classGrade(source.levels);
    if (!grade) {
      at(ROSTER_CODES.noGrade);
      continue;
    }
    if ('under13' in grade) {
      at(ROSTER_CODES.gradeUnder13, { grade: grade.under13 });
      continue;
    }
    planned.push({ source, ownerId, level: grade.level });
  }
  return planned;
}

/** 2. Make or update them. */
async function upsertClasses(run: Run, planned: readonly Planned[]): Promise<Map<string, ClassRow>> {
  const { tx, options, summary, skip } = run;
  const existing: ClassRow[] = [];
  for (const part of chunks(planned.map((entry) => entry.source.sourcedId))) {
    existing.push(...(await tx.select().from(classes).where(inArray(classes.rosterSourceId, part))));
  }
  const existingByKey = new Map(existing.map((row) => [keyOf(row.educatorId, row.rosterSourceId ?? ''), row]));
  const kept = new Map<string, ClassRow>(); // class sourcedId → its Waypoint class
  const toCreate: Array<typeof classes.$inferInsert> = [];
  for (const { source, ownerId, level } of planned) {
    const row = existingByKey.get(keyOf(ownerId, source.sourcedId));
    if (!row) {
      toCreate.push({
        educatorId: ownerId,
        name: source.title,
        schoolYear: source.schoolYear ?? schoolYearOn(options.today),
        gradeLevel: level,
        timeZone: options.timeZone ?? 'UTC',
        rosterSourceId: source.sourcedId,
        joinCode: newInviteCode(),
        joinToken: newInviteToken(),
      });
      continue;
    }
    if (row.archivedAt) {
      summary.classes.skipped += 1;
      skip({ file: 'classes.csv', line: source.line, code: ROSTER_CODES.classArchived });
      continue;
    }
    const schoolYear = source.schoolYear ?? row.schoolYear;
    if (row.name !== source.title || row.gradeLevel !== level || row.schoolYear !== schoolYear) {
      const [updated] = await tx
        .update(classes)
        .set({ name: source.title, gradeLevel: level, schoolYear })
        .where(eq(classes.id, row.id))
        .returning();
      summary.classes.updated += 1;
      kept.set(source.sourcedId, updated!);
    } else {
      summary.classes.unchanged += 1;
      kept.set(source.sourcedId, row);
    }
  }
  for (const part of chunks(toCreate, 500)) {
    let pending = part;
    // A new join code that happens to be taken already: draw again for those rows only.
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 3) throw new Error('could not draw unique class codes');
      const inserted = await tx.insert(classes).values(pending).onConflictDoNothing().returning();
      for (const row of inserted) kept.set(row.rosterSourceId!, row);
      summary.classes.created += inserted.length;
      const done = new Set(inserted.map((row) => row.rosterSourceId));
      pending = pending
        .filter((row) => !done.has(row.rosterSourceId ?? null))
        .map((row) => ({ ...row, joinCode: newInviteCode(), joinToken: newInviteToken() }));
    }
  }
  return kept;
}

/** 3. Their students: a pending membership each, matched later by e-mail. */
async function upsertMemberships(run: Run, kept: ReadonlyMap<string, ClassRow>, studentsOf: ReadonlyMap<string, RosterEnrollment[]>) {
  const { tx, pkg, summary, skip, now } = run;
  const classIds = [...kept.values()].map((row) => row.id);
  const memberships = new Map<string, MembershipRow>(); // classId + enrollment sourcedId
  const members = new Map<string, { studentId: string; schoolStudentId: string | null }>(); // classId + e-mail
  for (const part of chunks(classIds)) {
    for (const row of await tx.select().from(rosterMemberships).where(inArray(rosterMemberships.classId, part))) {
      memberships.set(keyOf(row.classId, row.sourceId), row);
    }
    const rows = await tx
      .select({
        classId: classMembers.classId,
        studentId: classMembers.studentId,
        email: users.email,
        schoolStudentId: classMembers.schoolStudentId,
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.studentId))
      .where(inArray(classMembers.classId, part));
    for (const row of rows) members.set(keyOf(row.classId, row.email.toLowerCase()), row);
  }
  const toInsert: Array<typeof rosterMemberships.$inferInsert> = [];
  for (const [sourcedId, cls] of kept) {
    const seen = new Set<string>();
    for (const enrollment of studentsOf.get(sourcedId) ?? []) {
      const student = pkg.users.get(enrollment.userSourcedId);
      // A student marked tobedeleted is ended below, with everyone else who is.
      if (!student || student.status !== 'active') continue;
      if (!student.email) {
        skip({ file: 'enrollments.csv', line: enrollment.line, code: ROSTER_CODES.noEmail });
        continue;
      }
      // Listed twice in one class: the first enrollment counts.
      if (seen.has(student.email)) continue;
      seen.add(student.email);
      const member = members.get(keyOf(cls.id, student.email));
      const fields = { email: student.email, studentName: student.name, schoolStudentId: student.schoolId, gradeLevel: student.grade };
      const row = memberships.get(keyOf(cls.id, enrollment.sourcedId));
      if (!row) {
        toInsert.push({
          classId: cls.id,
          sourceId: enrollment.sourcedId,
          userSourceId: student.sourcedId,
          ...fields,
          status: member ? 'joined' : 'pending',
          studentId: member?.studentId ?? null,
        });
        if (member) {
          summary.memberships.alreadyMembers += 1;
          if (member.schoolStudentId === null && student.schoolId) await setMemberSchoolId(tx, cls.id, member.studentId, student.schoolId);
        } else summary.memberships.pending += 1;
        continue;
      }
      const changed =
        row.email !== fields.email ||
        row.studentName !== fields.studentName ||
        row.schoolStudentId !== fields.schoolStudentId ||
        row.gradeLevel !== fields.gradeLevel ||
        row.userSourceId !== student.sourcedId;
      if (row.status === 'ended') {
        // Back on the roster after it ended: offered again.
        await tx
          .update(rosterMemberships)
          .set({
            ...fields,
            userSourceId: student.sourcedId,
            status: member ? 'joined' : 'pending',
            studentId: member?.studentId ?? null,
            // Offered again: the student is told again.
            notifiedAt: null,
            updatedAt: now,
          })
          .where(eq(rosterMemberships.id, row.id));
        if (member) summary.memberships.alreadyMembers += 1;
        else summary.memberships.pending += 1;
        continue;
      }
      if (row.status === 'pending' && member) {
        // They joined with the class code in the meantime.
        await tx
          .update(rosterMemberships)
          .set({ ...fields, userSourceId: student.sourcedId, status: 'joined', studentId: member.studentId, updatedAt: now })
          .where(eq(rosterMemberships.id, row.id));
        summary.memberships.alreadyMembers += 1;
        continue;
      }
      if (changed) {
        await tx
          .update(rosterMemberships)
          .set({ ...fields, userSourceId: student.sourcedId, updatedAt: now })
          .where(eq(rosterMemberships.id, row.id));
        if (row.status === 'joined' && row.studentId && row.schoolStudentId !== fields.schoolStudentId) {
          await setMemberSchoolId(tx, cls.id, row.studentId, fields.schoolStudentId);
        }
        summary.memberships.updated += 1;
        continue;
      }
      // Joined, then left the class: like a no, never undone by an import.
      if (row.status === 'joined' && member) summary.memberships.alreadyMembers += 1;
      else if (row.status === 'joined' || row.status === 'declined') summary.memberships.declined += 1;
      else summary.memberships.unchanged += 1;
    }
  }
  for (const part of chunks(toInsert)) await tx.insert(rosterMemberships).values(part);
}

/** 4. tobedeleted: classes (archived, memberships ended), enrollments and users (their memberships ended). */
async function endMemberships(run: Run) {
  const { tx, uploader, pkg, summary, now } = run;
  const inScope = uploader.isAdmin ? undefined : eq(classes.educatorId, uploader.id);
  const goneClasses = [...pkg.classes.values()].filter((row) => row.status === 'tobedeleted').map((row) => row.sourcedId);
  const goneUsers = [...pkg.users.values()].filter((row) => row.status === 'tobedeleted').map((row) => row.sourcedId);
  const goneEnrollments = pkg.enrollments.filter((row) => row.status === 'tobedeleted');
  const toEnd = new Map<string, MembershipRow>();
  const live = inArray(rosterMemberships.status, ['pending', 'joined']);
  for (const part of chunks(goneClasses)) {
    const rows = await tx
      .select()
      .from(classes)
      .where(and(inArray(classes.rosterSourceId, part), inScope));
    const open = rows.filter((row) => row.archivedAt === null).map((row) => row.id);
    if (open.length) await tx.update(classes).set({ archivedAt: now }).where(inArray(classes.id, open));
    summary.classes.archived += open.length;
    if (rows.length) {
      const ids = rows.map((row) => row.id);
      for (const row of await tx
        .select()
        .from(rosterMemberships)
        .where(and(inArray(rosterMemberships.classId, ids), live)))
        toEnd.set(row.id, row);
    }
  }
  for (const part of chunks(goneEnrollments)) {
    const rows = await tx
      .select({ membership: rosterMemberships, classSource: classes.rosterSourceId })
      .from(rosterMemberships)
      .innerJoin(classes, eq(classes.id, rosterMemberships.classId))
      .where(
        and(
          inArray(
            rosterMemberships.sourceId,
            part.map((row) => row.sourcedId),
          ),
          inArray(
            classes.rosterSourceId,
            part.map((row) => row.classSourcedId),
          ),
          live,
          inScope,
        ),
      );
    const pairs = new Set(part.map((row) => keyOf(row.classSourcedId, row.sourcedId)));
    for (const row of rows)
      if (pairs.has(keyOf(row.classSource ?? '', row.membership.sourceId))) toEnd.set(row.membership.id, row.membership);
  }
  for (const part of chunks(goneUsers)) {
    const rows = await tx
      .select({ membership: rosterMemberships })
      .from(rosterMemberships)
      .innerJoin(classes, eq(classes.id, rosterMemberships.classId))
      .where(and(inArray(rosterMemberships.userSourceId, part), live, inScope));
    for (const row of rows) toEnd.set(row.membership.id, row.membership);
  }
  for (const row of toEnd.values()) {
    // A joined student leaves the class: the membership row goes (as when they leave), their own data stays theirs.
    if (row.status === 'joined' && row.studentId) {
      await tx.delete(classMembers).where(and(eq(classMembers.classId, row.classId), eq(classMembers.studentId, row.studentId)));
    }
  }
  for (const part of chunks([...toEnd.keys()])) {
    await tx.update(rosterMemberships).set({ status: 'ended', updatedAt: now }).where(inArray(rosterMemberships.id, part));
  }
  summary.memberships.ended = toEnd.size;
}

export async function setMemberSchoolId(tx: Transaction, classId: string, studentId: string, schoolStudentId: string | null) {
  await tx
    .update(classMembers)
    .set({ schoolStudentId })
    .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId)));
}
