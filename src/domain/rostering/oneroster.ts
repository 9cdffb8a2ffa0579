import { z } from '@domain/zod';
import { SCHOOL_STUDENT_ID_PATTERN } from '@domain/classes/schemas';
import { isReadableName } from '@domain/text/names';
import type { ErrorCode } from '@locales/keys';

/*
 * A OneRoster 1.1 / 1.2 CSV package, read and checked before anything is written. The server parses each CSV into
 * rows (header names → cell text, with the row's line in its file); this module checks every row, reports each
 * problem as { file, line, code, values } (codes, worded by each language's catalog), and builds the package the
 * import plans from. Columns are found by their header name, so their order and extra columns do not matter.
 */

export const ROSTER_FILES = {
  manifest: 'manifest.csv',
  users: 'users.csv',
  classes: 'classes.csv',
  enrollments: 'enrollments.csv',
  academicSessions: 'academicSessions.csv',
  courses: 'courses.csv',
  orgs: 'orgs.csv',
} as const;
export type RosterFile = (typeof ROSTER_FILES)[keyof typeof ROSTER_FILES];
/** Without these there is nothing to import. */
export const REQUIRED_FILES: readonly RosterFile[] = ['manifest.csv', 'users.csv', 'classes.csv', 'enrollments.csv'];
/** Read when present (the class's school year, the course's grades); other OneRoster files are ignored. */
export const KNOWN_FILES: readonly string[] = Object.values(ROSTER_FILES);

/** The columns each file must have (by header name); other columns are optional or ignored. */
export const REQUIRED_COLUMNS: Record<RosterFile, readonly string[]> = {
  'manifest.csv': ['propertyName', 'value'],
  'users.csv': ['sourcedId', 'givenName', 'familyName', 'email'],
  'classes.csv': ['sourcedId', 'title'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
  'academicSessions.csv': ['sourcedId', 'schoolYear'],
  'courses.csv': ['sourcedId'],
  'orgs.csv': ['sourcedId'],
};

/** Every problem a package can have, and why a class or student was left out; each has a text in every catalog. */
export const ROSTER_CODES = {
  fileMissing: 'rostering.file_missing',
  fileTwice: 'rostering.file_twice',
  badCsv: 'rostering.bad_csv',
  columnMissing: 'rostering.column_missing',
  columnCount: 'rostering.column_count',
  valueMissing: 'rostering.value_missing',
  badStatus: 'rostering.bad_status',
  unknownRole: 'rostering.unknown_role',
  badEmail: 'rostering.bad_email',
  badName: 'rostering.bad_name',
  tooLong: 'rostering.too_long',
  badSchoolId: 'rostering.bad_school_id',
  badGrade: 'rostering.bad_grade',
  badYear: 'rostering.bad_year',
  duplicateId: 'rostering.duplicate_id',
  unknownClass: 'rostering.unknown_class',
  unknownUser: 'rostering.unknown_user',
  badVersion: 'rostering.bad_version',
  // Left out, not wrong: the import goes on without them.
  notYourClass: 'rostering.skip_not_your_class',
  noTeacher: 'rostering.skip_no_teacher',
  teacherNoAccount: 'rostering.skip_teacher_no_account',
  teacherNotVerified: 'rostering.skip_teacher_not_verified',
  gradeUnder13: 'rostering.skip_grade_under_13',
  noGrade: 'rostering.skip_no_grade',
  noEmail: 'rostering.skip_no_email',
  classArchived: 'rostering.skip_class_archived',
} as const satisfies Record<string, ErrorCode>;
export type RosterCode = (typeof ROSTER_CODES)[keyof typeof ROSTER_CODES];

export type RosterIssue = { file: string; line: number | null; code: RosterCode; values?: Record<string, string | number> };

/** OneRoster's roles (1.1 and 1.2 together); an enrollment's role decides whether it is a student or a teacher of the class. */
export const ONEROSTER_ROLES = [
  'administrator',
  'aide',
  'guardian',
  'parent',
  'proctor',
  'relative',
  'student',
  'teacher',
  'districtAdministrator',
  'siteAdministrator',
  'systemAdministrator',
  'principal',
] as const;
const ROLE_BY_LOWER = new Map(ONEROSTER_ROLES.map((role) => [role.toLowerCase(), role]));

export type RosterStatus = 'active' | 'tobedeleted';
/** Blank (a bulk file), active, or tobedeleted; 1.0's "inactive" reads as tobedeleted. */
function statusOf(value: string): RosterStatus | null {
  const lower = value.trim().toLowerCase();
  if (lower === '' || lower === 'active') return 'active';
  if (lower === 'tobedeleted' || lower === 'inactive') return 'tobedeleted';
  return null;
}

/**
 * A CEDS grade code as OneRoster writes it (`09`, `KG`, `PS`…) → a Waypoint grade level: 0 for anything before
 * grade 1, 1-12, 13 for grade 13, postsecondary and ungraded adult; null for "Other" (no grade); undefined if unknown.
 */
export function gradeCode(code: string): number | null | undefined {
  const value = code.trim().toUpperCase();
  if (/^\d{1,2}$/.test(value)) {
    const level = Number(value);
    return level >= 1 && level <= 13 ? level : undefined;
  }
  if (['IT', 'PR', 'PK', 'TK', 'KG'].includes(value)) return 0;
  if (value === 'PS' || value === 'UG') return 13;
  if (value === 'OTHER') return null;
  return undefined;
}

/** A comma-separated `grades` cell → its levels, or the first code no one knows. */
export function gradeList(cell: string): { levels: number[] } | { unknown: string } {
  const levels: number[] = [];
  for (const part of cell.split(',')) {
    if (part.trim() === '') continue;
    const level = gradeCode(part);
    if (level === undefined) return { unknown: part.trim() };
    if (level !== null) levels.push(level);
  }
  return { levels };
}

/**
 * The one grade a Waypoint class gets from its grades: the lowest, since every student in it must be able to join.
 * A class with any grade under 8 is not made (no accounts under 13, ADR 0040): it is reported with that grade.
 */
export function classGrade(levels: readonly number[]): { level: number } | { under13: number } | null {
  if (levels.length === 0) return null;
  const lowest = Math.min(...levels);
  return lowest < 8 ? { under13: lowest } : { level: lowest };
}

/** OneRoster's `schoolYear` is the year the school year ends (2027 for 2026-27) → Waypoint's "2026-27". */
export function schoolYearText(endYear: number): string {
  return `${endYear - 1}-${String(endYear % 100).padStart(2, '0')}`;
}
/** The school year a date falls in (it starts in July), when the package names none. */
export function schoolYearOn(date: Date): string {
  const year = date.getUTCFullYear();
  return schoolYearText(date.getUTCMonth() >= 6 ? year + 1 : year);
}

const emailSchema = z.email();
export const isRosterEmail = (value: string) => value.length <= 254 && emailSchema.safeParse(value).success;

export const NAME_MAX = 80;
export const TITLE_MAX = 80;
export const ID_MAX = 255;

export type CsvRow = { line: number; cells: Record<string, string> };
/** A parsed CSV: its header names and rows (a file that could not be parsed is reported by the server, not here). */
export type CsvTable = { columns: readonly string[]; rows: readonly CsvRow[] };

export type RosterUser = {
  sourcedId: string;
  line: number;
  status: RosterStatus;
  email: string | null;
  name: string;
  schoolId: string | null;
  grade: number | null;
};
export type RosterClass = {
  sourcedId: string;
  line: number;
  status: RosterStatus;
  title: string;
  /** The levels from the class's grades, or its course's when it has none. */
  levels: number[];
  /** "2026-27", from its term's school year; null when the package does not say. */
  schoolYear: string | null;
};
export type RosterEnrollment = {
  sourcedId: string;
  line: number;
  status: RosterStatus;
  classSourcedId: string;
  userSourcedId: string;
  role: (typeof ONEROSTER_ROLES)[number];
  primary: boolean;
};
export type RosterPackage = {
  version: string;
  users: Map<string, RosterUser>;
  classes: Map<string, RosterClass>;
  enrollments: RosterEnrollment[];
};

const cell = (row: CsvRow, column: string) => (row.cells[column] ?? '').trim();

type Report = (file: string, line: number | null, code: RosterCode, values?: Record<string, string | number>) => void;
type CheckedRow = { row: CsvRow; sourcedId: string; status: RosterStatus };
type Context = {
  report: Report;
  /** The files whose header has every required column. */
  usable: Map<RosterFile, CsvTable>;
  /** A file's rows that have a sourcedId, unique in the file, and a known status. */
  rowsOf: (file: RosterFile) => CheckedRow[];
  /** Rows already reported: an enrollment naming one is not reported a second time as naming no one. */
  reported: { users: Set<string>; classes: Set<string> };
};

function usableTables(tables: ReadonlyMap<string, CsvTable>, report: Report) {
  for (const file of REQUIRED_FILES) if (!tables.has(file)) report(file, null, ROSTER_CODES.fileMissing, { file });
  const usable = new Map<RosterFile, CsvTable>();
  for (const [file, table] of tables) {
    if (!KNOWN_FILES.includes(file)) continue;
    const missing = REQUIRED_COLUMNS[file as RosterFile].filter((column) => !table.columns.includes(column));
    for (const column of missing) report(file, 1, ROSTER_CODES.columnMissing, { column });
    if (missing.length === 0) usable.set(file as RosterFile, table);
  }
  return usable;
}

function commonRows(usable: Map<RosterFile, CsvTable>, report: Report) {
  return (file: RosterFile) => {
    const seen = new Set<string>();
    const rows: CheckedRow[] = [];
    for (const row of usable.get(file)?.rows ?? []) {
      const sourcedId = cell(row, 'sourcedId');
      const status = statusOf(row.cells.status ?? '');
      let ok = true;
      if (sourcedId === '') {
        report(file, row.line, ROSTER_CODES.valueMissing, { column: 'sourcedId' });
        ok = false;
      } else if (sourcedId.length > ID_MAX) {
        report(file, row.line, ROSTER_CODES.tooLong, { column: 'sourcedId', max: ID_MAX });
        ok = false;
      } else if (seen.has(sourcedId)) {
        report(file, row.line, ROSTER_CODES.duplicateId, { id: sourcedId });
        ok = false;
      }
      if (status === null) {
        report(file, row.line, ROSTER_CODES.badStatus, { value: (row.cells.status ?? '').trim().slice(0, 40) });
        ok = false;
      }
      seen.add(sourcedId);
      if (ok && status) rows.push({ row, sourcedId, status });
    }
    return rows;
  };
}

/** manifest.csv: the OneRoster version. */
function manifestVersion({ usable, report }: Context): string {
  const manifest = usable.get('manifest.csv');
  if (!manifest) return '';
  const versionRow = manifest.rows.find((row) => cell(row, 'propertyName') === 'oneroster.version');
  const version = versionRow ? cell(versionRow, 'value') : '';
  if (!/^1\.[12](\.\d+)?$/.test(version)) {
    report('manifest.csv', versionRow?.line ?? null, ROSTER_CODES.badVersion, { value: version.slice(0, 20) });
  }
  return version;
}

/** academicSessions.csv → the school year of each session. */
function sessionYears({ rowsOf, report }: Context) {
  const yearOfSession = new Map<string, string>();
  for (const { row, sourcedId } of rowsOf('academicSessions.csv')) {
    const year = cell(row, 'schoolYear');
    if (year === '') continue;
    if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) {
      report('academicSessions.csv', row.line, ROSTER_CODES.badYear, { value: year.slice(0, 20) });
      continue;
    }
    yearOfSession.set(sourcedId, schoolYearText(Number(year)));
  }
  return yearOfSession;
}

/** courses.csv → the grades of each course (a class without grades takes its course's). */
function courseGrades({ rowsOf, report }: Context) {
  const courseLevels = new Map<string, number[]>();
  for (const { row, sourcedId } of rowsOf('courses.csv')) {
    const grades = gradeList(cell(row, 'grades'));
    if ('unknown' in grades) report('courses.csv', row.line, ROSTER_CODES.badGrade, { value: grades.unknown.slice(0, 20) });
    else courseLevels.set(sourcedId, grades.levels);
  }
  return courseLevels;
}

function readUser({ report }: Context, { row, sourcedId, status }: CheckedRow): RosterUser | null {
  const role = cell(row, 'role');
  if (role !== '' && !ROLE_BY_LOWER.has(role.toLowerCase())) {
    report('users.csv', row.line, ROSTER_CODES.unknownRole, { value: role.slice(0, 40) });
    return null;
  }
  if (status === 'tobedeleted') return { sourcedId, line: row.line, status, email: null, name: '', schoolId: null, grade: null };
  let ok = true;
  const names: string[] = [];
  for (const column of ['givenName', 'familyName']) {
    const value = cell(row, column);
    if (value === '') report('users.csv', row.line, ROSTER_CODES.valueMissing, { column });
    else if (value.length > NAME_MAX) report('users.csv', row.line, ROSTER_CODES.tooLong, { column, max: NAME_MAX });
    else if (!isReadableName(value)) report('users.csv', row.line, ROSTER_CODES.badName, { column });
    else {
      names.push(value);
      continue;
    }
    ok = false;
  }
  const email = cell(row, 'email').toLowerCase();
  if (email !== '' && !isRosterEmail(email)) {
    report('users.csv', row.line, ROSTER_CODES.badEmail, { column: 'email' });
    ok = false;
  }
  const schoolId = cell(row, 'identifier');
  if (schoolId !== '' && !SCHOOL_STUDENT_ID_PATTERN.test(schoolId)) {
    report('users.csv', row.line, ROSTER_CODES.badSchoolId, { column: 'identifier' });
    ok = false;
  }
  const grades = gradeList(cell(row, 'grades'));
  if ('unknown' in grades) {
    report('users.csv', row.line, ROSTER_CODES.badGrade, { value: grades.unknown.slice(0, 20) });
    return null;
  }
  if (!ok) return null;
  return {
    sourcedId,
    line: row.line,
    status,
    email: email === '' ? null : email,
    name: names.join(' '),
    schoolId: schoolId === '' ? null : schoolId,
    grade: grades.levels.length ? Math.max(...grades.levels) : null,
  };
}

function readClass(
  { report }: Context,
  { row, sourcedId, status }: CheckedRow,
  courseLevels: ReadonlyMap<string, number[]>,
  yearOfSession: ReadonlyMap<string, string>,
): RosterClass | null {
  if (status === 'tobedeleted') return { sourcedId, line: row.line, status, title: '', levels: [], schoolYear: null };
  const title = cell(row, 'title');
  if (title === '') report('classes.csv', row.line, ROSTER_CODES.valueMissing, { column: 'title' });
  else if (title.length > TITLE_MAX) report('classes.csv', row.line, ROSTER_CODES.tooLong, { column: 'title', max: TITLE_MAX });
  else if (!isReadableName(title)) report('classes.csv', row.line, ROSTER_CODES.badName, { column: 'title' });
  else {
    const grades = gradeList(cell(row, 'grades'));
    if ('unknown' in grades) {
      report('classes.csv', row.line, ROSTER_CODES.badGrade, { value: grades.unknown.slice(0, 20) });
      return null;
    }
    const levels = grades.levels.length ? grades.levels : (courseLevels.get(cell(row, 'courseSourcedId')) ?? []);
    // 1.1 names the column termSourcedIds; some exports write termSourcedId.
    const terms = (row.cells.termSourcedIds ?? row.cells.termSourcedId ?? '').split(',').map((term) => term.trim());
    const schoolYear = terms.map((term) => yearOfSession.get(term)).find((year) => year !== undefined) ?? null;
    return { sourcedId, line: row.line, status, title, levels, schoolYear };
  }
  return null;
}

function readEnrollment(
  { report, usable, reported }: Context,
  { row, sourcedId, status }: CheckedRow,
  users: ReadonlyMap<string, RosterUser>,
  classes: ReadonlyMap<string, RosterClass>,
): RosterEnrollment | null {
  const classSourcedId = cell(row, 'classSourcedId');
  const userSourcedId = cell(row, 'userSourcedId');
  const roleCell = cell(row, 'role');
  const role = ROLE_BY_LOWER.get(roleCell.toLowerCase());
  let ok = true;
  for (const [column, value] of [
    ['classSourcedId', classSourcedId],
    ['userSourcedId', userSourcedId],
    ['role', roleCell],
  ] as const) {
    if (value === '') {
      report('enrollments.csv', row.line, ROSTER_CODES.valueMissing, { column });
      ok = false;
    }
  }
  if (roleCell !== '' && !role) {
    report('enrollments.csv', row.line, ROSTER_CODES.unknownRole, { value: roleCell.slice(0, 40) });
    ok = false;
  }
  // An enrollment being deleted needs only its own ids: a delta export may not carry its class or user again.
  if (ok && status === 'active') {
    // A file refused whole (a missing column) is reported once, not again for every row that names it.
    if (!classes.has(classSourcedId) && !reported.classes.has(classSourcedId) && usable.has('classes.csv')) {
      report('enrollments.csv', row.line, ROSTER_CODES.unknownClass, { id: classSourcedId.slice(0, 80) });
      ok = false;
    }
    if (!users.has(userSourcedId) && !reported.users.has(userSourcedId) && usable.has('users.csv')) {
      report('enrollments.csv', row.line, ROSTER_CODES.unknownUser, { id: userSourcedId.slice(0, 80) });
      ok = false;
    }
  }
  if (!ok || !role || (status === 'active' && (!classes.has(classSourcedId) || !users.has(userSourcedId)))) return null;
  const primary = cell(row, 'primary').toLowerCase() === 'true';
  return { sourcedId, line: row.line, status, classSourcedId, userSourcedId, role, primary };
}

/** Checks a whole package; every problem is listed (nothing is imported while any is left). */
export function checkPackage(tables: ReadonlyMap<string, CsvTable>): { issues: RosterIssue[]; pkg: RosterPackage | null } {
  const issues: RosterIssue[] = [];
  const report: Report = (file, line, code, values) => issues.push(values ? { file, line, code, values } : { file, line, code });
  const usable = usableTables(tables, report);
  const context: Context = { report, usable, rowsOf: commonRows(usable, report), reported: { users: new Set(), classes: new Set() } };

  const version = manifestVersion(context);
  const yearOfSession = sessionYears(context);
  const courseLevels = courseGrades(context);
  context.rowsOf('orgs.csv');

  const users = new Map<string, RosterUser>();
  for (const checked of context.rowsOf('users.csv')) {
    context.reported.users.add(checked.sourcedId);
    const user = readUser(context, checked);
    if (user) users.set(user.sourcedId, user);
  }
  const classes = new Map<string, RosterClass>();
  for (const checked of context.rowsOf('classes.csv')) {
    context.reported.classes.add(checked.sourcedId);
    const cls = readClass(context, checked, courseLevels, yearOfSession);
    if (cls) classes.set(cls.sourcedId, cls);
  }
  const enrollments: RosterEnrollment[] = [];
  for (const checked of context.rowsOf('enrollments.csv')) {
    const enrollment = readEnrollment(context, checked, users, classes);
    if (enrollment) enrollments.push(enrollment);
  }

  // A row left out above because a file had a bad column must not look like a clean package.
  if (issues.length > 0) return { issues, pkg: null };
  return { issues, pkg: { version, users, classes, enrollments } };
}
