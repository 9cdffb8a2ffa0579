import JSZip from 'jszip';

/*
 * Writes OneRoster 1.1 CSV packages for tests: one school, its teachers, classes and students, each student in one
 * class (students are dealt to classes in turn), with options to mark rows tobedeleted or break one row. Lines are
 * those of the CSV file (the header is line 1), as the import reports them.
 */

export type Teacher = { email: string; givenName?: string; familyName?: string };

export type OneRosterOptions = {
  students: number;
  classes: number;
  /** Class c is taught by teachers[c % teachers.length]. */
  teachers: readonly Teacher[];
  /** Keeps the sourcedIds of one package apart from another's in the same database. */
  prefix: string;
  /** Student i's address (default: `${prefix}.student${i}@students.example.edu`). */
  studentEmail?: (index: number) => string;
  /** A class's grades cell (default "11"). */
  grades?: (classIndex: number) => string;
  /** A class's title (default "Careers <c+1>"). */
  title?: (classIndex: number) => string;
  /** The school year's end (2027 → "2026-27"). */
  endYear?: number;
  tobedeleted?: { enrollments?: readonly string[]; users?: readonly string[]; classes?: readonly string[] };
  /** Leaves these rows out (a student no longer enrolled, say). */
  omitEnrollments?: readonly string[];
};

export type OneRosterPackage = {
  files: Record<string, string>;
  /** Line (1 = header) of student i's enrollment in enrollments.csv. */
  enrollmentLine: (index: number) => number;
};

export const ids = (prefix: string) => ({
  school: `${prefix}-school`,
  session: `${prefix}-sy`,
  teacher: (t: number) => `${prefix}-t${t}`,
  student: (i: number) => `${prefix}-s${i}`,
  class: (c: number) => `${prefix}-c${c}`,
  teacherEnrollment: (c: number) => `${prefix}-te${c}`,
  enrollment: (i: number) => `${prefix}-e${i}`,
});

export const schoolId = (prefix: string, index: number) => `${prefix.toUpperCase()}-${100000 + index}`;
export const studentEmailOf = (prefix: string, index: number) => `${prefix}.student${index}@students.example.edu`;

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (header: readonly string[], rows: ReadonlyArray<readonly string[]>) =>
  [header, ...rows].map((row) => row.map(quote).join(',')).join('\n') + '\n';

const MODIFIED = '2026-11-30T12:00:00.000Z';

export function oneRosterPackage(options: OneRosterOptions): OneRosterPackage {
  const id = ids(options.prefix);
  const status = (kind: 'enrollments' | 'users' | 'classes', sourcedId: string) =>
    options.tobedeleted?.[kind]?.includes(sourcedId) ? 'tobedeleted' : 'active';
  const studentEmail = options.studentEmail ?? ((index: number) => studentEmailOf(options.prefix, index));
  const endYear = options.endYear ?? 2027;

  const manifest = csv(
    ['propertyName', 'value'],
    [
      ['manifest.version', '1.0'],
      ['oneroster.version', '1.1'],
      ['file.academicSessions', 'bulk'],
      ['file.classes', 'bulk'],
      ['file.enrollments', 'bulk'],
      ['file.orgs', 'bulk'],
      ['file.users', 'bulk'],
      ['file.courses', 'absent'],
      ['source.systemName', 'Test SIS'],
    ],
  );
  const orgs = csv(
    ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
    [[id.school, 'active', MODIFIED, 'Lincoln High School', 'school', 'LHS', '']],
  );
  const sessions = csv(
    ['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
    [
      [
        id.session,
        'active',
        MODIFIED,
        `${endYear - 1}-${endYear}`,
        'schoolYear',
        `${endYear - 1}-08-15`,
        `${endYear}-06-10`,
        '',
        String(endYear),
      ],
    ],
  );
  const userHeader = [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ];
  const userRows: string[][] = [];
  options.teachers.forEach((teacher, t) => {
    const sourcedId = id.teacher(t);
    userRows.push([
      sourcedId,
      status('users', sourcedId),
      MODIFIED,
      'true',
      id.school,
      'teacher',
      teacher.email,
      '',
      teacher.givenName ?? 'Teacher',
      teacher.familyName ?? `Number ${t + 1}`,
      '',
      `T${t}`,
      teacher.email,
      '',
      '',
      '',
      '',
      '',
    ]);
  });
  for (let i = 0; i < options.students; i++) {
    const sourcedId = id.student(i);
    const email = studentEmail(i);
    userRows.push([
      sourcedId,
      status('users', sourcedId),
      MODIFIED,
      'true',
      id.school,
      'student',
      email,
      '',
      'Student',
      `Number ${i + 1}`,
      '',
      schoolId(options.prefix, i),
      email,
      '',
      '',
      '',
      '11',
      '',
    ]);
  }
  const classRows: string[][] = [];
  for (let c = 0; c < options.classes; c++) {
    const sourcedId = id.class(c);
    classRows.push([
      sourcedId,
      status('classes', sourcedId),
      MODIFIED,
      options.title?.(c) ?? `Careers ${c + 1}`,
      options.grades?.(c) ?? '11',
      '',
      `CAR-${c + 1}`,
      'scheduled',
      '',
      id.school,
      id.session,
      '',
      '',
      '',
    ]);
  }
  const enrollmentHeader = [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ];
  const enrollmentRows: string[][] = [];
  for (let c = 0; c < options.classes; c++) {
    const sourcedId = id.teacherEnrollment(c);
    enrollmentRows.push([
      sourcedId,
      status('enrollments', sourcedId),
      MODIFIED,
      id.class(c),
      id.school,
      id.teacher(c % options.teachers.length),
      'teacher',
      'true',
      '',
      '',
    ]);
  }
  const lineOf = new Map<number, number>();
  for (let i = 0; i < options.students; i++) {
    const sourcedId = id.enrollment(i);
    if (options.omitEnrollments?.includes(sourcedId)) continue;
    enrollmentRows.push([
      sourcedId,
      status('enrollments', sourcedId),
      MODIFIED,
      id.class(i % options.classes),
      id.school,
      id.student(i),
      'student',
      'false',
      '',
      '',
    ]);
    lineOf.set(i, enrollmentRows.length + 1);
  }
  return {
    files: {
      'manifest.csv': manifest,
      'orgs.csv': orgs,
      'academicSessions.csv': sessions,
      'users.csv': csv(userHeader, userRows),
      'classes.csv': csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'title',
          'grades',
          'courseSourcedId',
          'classCode',
          'classType',
          'location',
          'schoolSourcedId',
          'termSourcedIds',
          'subjects',
          'subjectCodes',
          'periods',
        ],
        classRows,
      ),
      'enrollments.csv': csv(enrollmentHeader, enrollmentRows),
    },
    enrollmentLine: (index) => {
      const line = lineOf.get(index);
      if (line === undefined) throw new Error(`student ${index} has no enrollment row`);
      return line;
    },
  };
}

/** Replaces one line of a file (1 = the header) by what `change` makes of it. */
export function breakLine(pkg: OneRosterPackage, file: string, line: number, change: (text: string) => string): OneRosterPackage {
  const lines = pkg.files[file]!.split('\n');
  lines[line - 1] = change(lines[line - 1]!);
  return { ...pkg, files: { ...pkg.files, [file]: lines.join('\n') } };
}

export async function zipPackage(files: Record<string, string | Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return (await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })) as Uint8Array<ArrayBuffer>;
}

/** The multipart body the import page sends: `files` (each a File) and the form fields. */
export function uploadForm(files: Record<string, string | Uint8Array<ArrayBuffer>>, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, content] of Object.entries(files)) {
    const type = name.endsWith('.zip') ? 'application/zip' : 'text/csv';
    form.append('files', new File([content], name, { type }));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
