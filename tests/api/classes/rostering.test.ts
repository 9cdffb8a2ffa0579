import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { classMembers, classes, rosterImports, rosterMemberships, users } from '@server/db/schema';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import {
  breakLine,
  ids,
  oneRosterPackage,
  schoolId,
  studentEmailOf,
  uploadForm,
  zipPackage,
  type OneRosterOptions,
  type Teacher,
} from '@tests/support/oneroster';
import { body } from '@tests/support/http-body';

/*
 * OneRoster imports: a 5,000-student package in one request, re-import changing nothing, tobedeleted ending
 * memberships, a broken row reported by file and line with nothing written, an educator importing only their own
 * classes, the size limits, and the student who finds the class by e-mail and joins after the consent screen.
 */

const SCHOOL_DOMAIN = 'school.example.edu';
let server: TestServer;
let admin: CookieClient;

type Summary = {
  dryRun: boolean;
  classes: { created: number; updated: number; unchanged: number; skipped: number; archived: number };
  memberships: { pending: number; updated: number; unchanged: number; alreadyMembers: number; declined: number; ended: number };
  skipped: { total: number; items: Array<{ file: string; line: number | null; code: string; values?: Record<string, unknown> }> };
  durationMs: number;
};
type Refusal = {
  error: { code: string; message: string };
  issues: Array<{ file: string; line: number | null; code: string; values?: Record<string, unknown> }>;
  issueCount: number;
};

const upload = (client: CookieClient, files: Record<string, string | Uint8Array<ArrayBuffer>>, fields: Record<string, string> = {}) =>
  client.fetch('/api/rostering/imports', { method: 'POST', body: uploadForm(files, fields) });
async function imported(
  client: CookieClient,
  files: Record<string, string | Uint8Array<ArrayBuffer>>,
  fields: Record<string, string> = {},
) {
  return (await body<{ summary: Summary }>(await upload(client, files, fields), 200)).summary;
}

let counter = 0;
async function educator(email = `teacher${++counter}.${Date.now()}@${SCHOOL_DOMAIN}`) {
  const { client } = await signInWithProfile(server, { name: `Teacher ${counter}`, email }, { userType: 'Educator' });
  // The domain verifies them on their first educator request.
  await body(await client.fetch('/api/educator/status'), 200);
  return { client, email };
}
async function student(email: string) {
  const { client } = await signInWithProfile(server, { name: 'Rostered Student', email }, { userType: 'Student' });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, id: user!.id };
}

/** Rows of the tables an import writes, to show a refused one wrote nothing. */
async function tableCounts() {
  const [classCount] = await server.db.select({ n: count() }).from(classes);
  const [rosterCount] = await server.db.select({ n: count() }).from(rosterMemberships);
  const [memberCount] = await server.db.select({ n: count() }).from(classMembers);
  const [importCount] = await server.db.select({ n: count() }).from(rosterImports);
  return { classes: classCount!.n, roster: rosterCount!.n, members: memberCount!.n, imports: importCount!.n };
}

beforeAll(async () => {
  server = await startTestServer({
    EDUCATOR_EMAIL_DOMAINS: SCHOOL_DOMAIN,
    ROSTER_MAX_UPLOAD_MB: '1',
    ROSTER_MAX_UNPACKED_MB: '4',
    ROSTER_MAX_ROWS: '6000',
  });
  admin = (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Educator' })).client;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('a district package of 5,000 students', () => {
  let options: OneRosterOptions;
  let zip: Uint8Array<ArrayBuffer>;
  const teachers: Teacher[] = [];

  beforeAll(async () => {
    for (let t = 0; t < 20; t++) teachers.push({ email: (await educator()).email });
    options = { prefix: 'big', students: 5000, classes: 170, teachers };
    zip = await zipPackage(oneRosterPackage(options).files);
  }, 120_000);

  it('checks in a dry run without writing anything, then imports in one request', async () => {
    const before = await tableCounts();
    const dry = await imported(admin, { 'district.zip': zip }, { dryRun: 'true' });
    expect(dry).toMatchObject({ dryRun: true, classes: { created: 170, skipped: 0 }, memberships: { pending: 5000 } });
    expect(await tableCounts()).toEqual(before);

    const started = performance.now();
    const summary = await imported(admin, { 'district.zip': zip }, { timeZone: 'America/Chicago' });
    const ms = Math.round(performance.now() - started);
    console.info(`5,000-student OneRoster import: ${ms} ms for the request, ${summary.durationMs} ms in the import`);
    expect(summary).toMatchObject({
      dryRun: false,
      classes: { created: 170, updated: 0, unchanged: 0, skipped: 0, archived: 0 },
      memberships: { pending: 5000, updated: 0, unchanged: 0, alreadyMembers: 0, ended: 0 },
    });
    const made = await server.db
      .select()
      .from(classes)
      .where(inArray(classes.rosterSourceId, [ids('big').class(0), ids('big').class(169)]));
    expect(
      made
        .map((row) => ({ name: row.name, year: row.schoolYear, grade: row.gradeLevel, zone: row.timeZone }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Careers 1', year: '2026-27', grade: 11, zone: 'America/Chicago' },
      { name: 'Careers 170', year: '2026-27', grade: 11, zone: 'America/Chicago' },
    ]);
    const [pending] = await server.db
      .select()
      .from(rosterMemberships)
      .where(eq(rosterMemberships.email, studentEmailOf('big', 42)));
    expect(pending).toMatchObject({
      status: 'pending',
      schoolStudentId: schoolId('big', 42),
      studentName: 'Student Number 43',
      gradeLevel: 11,
    });
  }, 120_000);

  it('changes nothing when the same package comes again', async () => {
    const before = await tableCounts();
    const summary = await imported(admin, { 'district.zip': zip });
    expect(summary).toMatchObject({
      classes: { created: 0, updated: 0, unchanged: 170, skipped: 0 },
      memberships: { pending: 0, updated: 0, unchanged: 5000, ended: 0 },
    });
    expect(await tableCounts()).toEqual({ ...before, imports: before.imports + 1 });
  }, 120_000);

  it('updates a renamed class and a student whose ID changed', async () => {
    const pkg = oneRosterPackage({ ...options, title: (c) => (c === 3 ? 'Careers 4 (spring)' : `Careers ${c + 1}`) });
    const changed = breakLine(pkg, 'users.csv', 2 + teachers.length + 7, (line) => line.replace(schoolId('big', 7), 'NEW-7'));
    const summary = await imported(admin, { 'district.zip': await zipPackage(changed.files) });
    expect(summary.classes).toMatchObject({ updated: 1, unchanged: 169 });
    expect(summary.memberships).toMatchObject({ updated: 1, unchanged: 4999 });
    const [row] = await server.db
      .select()
      .from(rosterMemberships)
      .where(eq(rosterMemberships.email, studentEmailOf('big', 7)));
    expect(row!.schoolStudentId).toBe('NEW-7');
  }, 120_000);

  it('refuses a package with a broken row in enrollments.csv, naming the file and line, and writes nothing', async () => {
    const pkg = oneRosterPackage(options);
    const broken = breakLine(pkg, 'enrollments.csv', 1234, (line) => line.replace(/,big-c\d+,/, ',no-such-class,'));
    const before = await tableCounts();
    const refusal = await body<Refusal>(await upload(admin, { 'district.zip': await zipPackage(broken.files) }), 400);
    expect(refusal.error.code).toBe('rostering.invalid_package');
    expect(refusal.issueCount).toBe(1);
    expect(refusal.issues).toEqual([
      { file: 'enrollments.csv', line: 1234, code: 'rostering.unknown_class', values: { id: 'no-such-class' } },
    ]);
    expect(await tableCounts()).toEqual(before);
  }, 120_000);
});

describe('row checks', () => {
  const small = (extra: Partial<OneRosterOptions> = {}) =>
    oneRosterPackage({ prefix: 'chk', students: 6, classes: 2, teachers: [{ email: `nobody@${SCHOOL_DOMAIN}` }], ...extra });

  it('lists every bad row by file and line: names with control or bidi characters, bad e-mail, unknown role, missing column', async () => {
    let pkg = small();
    pkg = breakLine(pkg, 'users.csv', 3, (line) => line.replace('Student,', 'Stu\u202Edent,'));
    pkg = breakLine(pkg, 'users.csv', 4, (line) => line.replace(/chk\.student1@students\.example\.edu/g, 'not-an-email'));
    pkg = breakLine(pkg, 'users.csv', 5, (line) => line.replace('Number 3', '\u001b[31mNumber 3'));
    pkg = breakLine(pkg, 'enrollments.csv', 4, (line) => line.replace(',student,', ',pupil,'));
    pkg = breakLine(pkg, 'classes.csv', 1, (line) => line.replace('title', 'name'));
    const refusal = await body<Refusal>(await upload(admin, pkg.files), 400);
    expect(refusal.issues).toEqual([
      { file: 'classes.csv', line: 1, code: 'rostering.column_missing', values: { column: 'title' } },
      { file: 'enrollments.csv', line: 4, code: 'rostering.unknown_role', values: { value: 'pupil' } },
      { file: 'users.csv', line: 3, code: 'rostering.bad_name', values: { column: 'givenName' } },
      { file: 'users.csv', line: 4, code: 'rostering.bad_email', values: { column: 'email' } },
      { file: 'users.csv', line: 5, code: 'rostering.bad_name', values: { column: 'familyName' } },
    ]);
  });

  it('names a missing file and a CSV that cannot be parsed', async () => {
    const { 'users.csv': _users, ...rest } = small().files;
    const missing = await body<Refusal>(await upload(admin, rest), 400);
    expect(missing.issues).toContainEqual({ file: 'users.csv', line: null, code: 'rostering.file_missing', values: { file: 'users.csv' } });
    const unclosed = breakLine(small(), 'classes.csv', 3, (line) => line.replace('Careers 2', '"Careers 2'));
    const bad = await body<Refusal>(await upload(admin, unclosed.files), 400);
    expect(bad.issues[0]).toMatchObject({ file: 'classes.csv', code: 'rostering.bad_csv' });
  });

  it('reports a class for grades 6-7 or with no verified teacher, and makes neither', async () => {
    const { email } = await educator();
    const pkg = oneRosterPackage({
      prefix: 'mid',
      students: 4,
      classes: 2,
      teachers: [{ email }, { email: `no.account@${SCHOOL_DOMAIN}` }],
      grades: (c) => (c === 0 ? '06,07' : '10'),
    });
    const summary = await imported(admin, pkg.files);
    expect(summary.classes).toMatchObject({ created: 0, skipped: 2 });
    expect(summary.skipped.items).toEqual([
      { file: 'classes.csv', line: 2, code: 'rostering.skip_grade_under_13', values: { grade: 6 } },
      { file: 'classes.csv', line: 3, code: 'rostering.skip_teacher_no_account' },
    ]);
  });
});

describe('who may import', () => {
  const files = () => oneRosterPackage({ prefix: 'who', students: 2, classes: 1, teachers: [{ email: `x@${SCHOOL_DOMAIN}` }] }).files;

  it('401 signed out; 403 for students, parents and unverified educators', async () => {
    expect((await upload(new CookieClient(server.baseUrl), files())).status).toBe(401);
    expect((await new CookieClient(server.baseUrl).fetch('/api/rostering/imports')).status).toBe(401);
    const pupil = await student(`who.student@students.example.edu`);
    expect((await body<Refusal>(await upload(pupil.client, files()), 403)).error.code).toBe('classes.educators_only');
    const parent = (await signInWithProfile(server, { name: 'Parent', email: 'who.parent@example.org' }, { userType: 'Parent' })).client;
    expect((await upload(parent, files())).status).toBe(403);
    const unverified = (await signInWithProfile(server, { name: 'Unverified', email: 'who.t@example.org' }, { userType: 'Educator' }))
      .client;
    expect((await body<Refusal>(await upload(unverified, files()), 403)).error.code).toBe('educator_unverified');
    expect((await unverified.fetch('/api/rostering/imports')).status).toBe(403);
  });

  it("an educator imports only their own classes; another educator's is reported, not made", async () => {
    const mine = await educator();
    const theirs = await educator();
    const pkg = oneRosterPackage({ prefix: 'own', students: 6, classes: 2, teachers: [{ email: mine.email }, { email: theirs.email }] });
    const summary = await imported(mine.client, pkg.files);
    expect(summary.classes).toMatchObject({ created: 1, skipped: 1 });
    expect(summary.memberships.pending).toBe(3);
    expect(summary.skipped.items).toEqual([{ file: 'classes.csv', line: 3, code: 'rostering.skip_not_your_class' }]);
    const made = await server.db
      .select({ educator: users.email })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.educatorId))
      .where(inArray(classes.rosterSourceId, [ids('own').class(0), ids('own').class(1)]));
    expect(made).toEqual([{ educator: mine.email }]);
    // Their list of imports has theirs only; an administrator's has everyone's.
    const own = await body<{ items: Array<{ files: string[] }> }>(await mine.client.fetch('/api/rostering/imports'), 200);
    expect(own.items).toHaveLength(1);
    const all = await body<{ items: unknown[] }>(await admin.fetch('/api/rostering/imports'), 200);
    expect(all.items.length).toBeGreaterThan(1);
  });
});

describe('limits', () => {
  it('413 for an upload over ROSTER_MAX_UPLOAD_MB', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const refusal = await body<Refusal>(await upload(admin, { 'users.csv': big }), 413);
    expect(refusal.error.code).toBe('rostering.too_large');
  });

  it('413 for a small zip that unpacks past ROSTER_MAX_UNPACKED_MB, read no further than the limit', async () => {
    const bomb = await zipPackage({ 'users.csv': new Uint8Array(20 * 1024 * 1024) as Uint8Array<ArrayBuffer> });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const refusal = await body<Refusal>(await upload(admin, { 'bomb.zip': bomb }), 413);
    expect(refusal.error.code).toBe('rostering.unpacked_too_large');
  });

  it('413 for a file with more rows than ROSTER_MAX_ROWS', async () => {
    const pkg = oneRosterPackage({ prefix: 'rows', students: 6001, classes: 1, teachers: [{ email: `r@${SCHOOL_DOMAIN}` }] });
    const refusal = await body<Refusal>(await upload(admin, { 'rows.zip': await zipPackage(pkg.files) }), 413);
    expect(refusal.error).toMatchObject({ code: 'rostering.too_many_rows' });
  });
});

describe('the student side', () => {
  let teacher: Awaited<ReturnType<typeof educator>>;
  let options: OneRosterOptions;

  beforeAll(async () => {
    teacher = await educator();
    options = { prefix: 'stu', students: 8, classes: 2, teachers: [{ email: teacher.email }] };
    await imported(teacher.client, oneRosterPackage(options).files);
  });

  it('a student with a matching e-mail sees the pending class and joins after consent, with the school ID set', async () => {
    const pupil = await student(studentEmailOf('stu', 0));
    const listed = await body<{ items: Array<{ id: string; class: { name: string; gradeLevel: number; educatorName: string } }> }>(
      await pupil.client.fetch('/api/classes/rostered'),
      200,
    );
    expect(listed.items).toEqual([
      {
        id: expect.any(String),
        class: { name: 'Careers 1', schoolYear: '2026-27', gradeLevel: 11, educatorName: expect.any(String) },
        alreadyMember: false,
      },
    ]);
    const joined = await body<{ membership: { className: string } }>(
      await pupil.client.json(`/api/classes/rostered/${listed.items[0]!.id}/join`, 'POST', {}),
      201,
    );
    expect(joined.membership.className).toBe('Careers 1');
    const [member] = await server.db.select().from(classMembers).where(eq(classMembers.studentId, pupil.id));
    expect(member!.schoolStudentId).toBe(schoolId('stu', 0));
    // Joined: no longer offered, and a second press is the same 404 as an unknown invitation.
    expect((await body<{ items: unknown[] }>(await pupil.client.fetch('/api/classes/rostered'), 200)).items).toEqual([]);
    const again = await body<Refusal>(await pupil.client.json(`/api/classes/rostered/${listed.items[0]!.id}/join`, 'POST', {}), 404);
    expect(again.error.code).toBe('classes.no_such_invitation');
    // Another student cannot take someone else's invitation.
    const other = await student(studentEmailOf('stu', 2));
    const [theirs] = await server.db
      .select({ id: rosterMemberships.id })
      .from(rosterMemberships)
      .where(eq(rosterMemberships.email, studentEmailOf('stu', 4)));
    expect((await other.client.json(`/api/classes/rostered/${theirs!.id}/join`, 'POST', {})).status).toBe(404);
    // The re-import counts them as members.
    const summary = await imported(teacher.client, oneRosterPackage(options).files);
    expect(summary.memberships).toMatchObject({ alreadyMembers: 1, unchanged: 7, pending: 0 });
  });

  it('a student can say no; the class is not offered again, not even by the next import', async () => {
    const pupil = await student(studentEmailOf('stu', 1));
    const listed = await body<{ items: Array<{ id: string }> }>(await pupil.client.fetch('/api/classes/rostered'), 200);
    await body(await pupil.client.json(`/api/classes/rostered/${listed.items[0]!.id}/decline`, 'POST', {}), 204);
    const summary = await imported(teacher.client, oneRosterPackage(options).files);
    expect(summary.memberships.declined).toBe(1);
    expect((await body<{ items: unknown[] }>(await pupil.client.fetch('/api/classes/rostered'), 200)).items).toEqual([]);
  });

  it('tobedeleted ends a pending membership and a joined one; the joined student leaves the class', async () => {
    const pupil = await student(studentEmailOf('stu', 6));
    const listed = await body<{ items: Array<{ id: string }> }>(await pupil.client.fetch('/api/classes/rostered'), 200);
    await body(await pupil.client.json(`/api/classes/rostered/${listed.items[0]!.id}/join`, 'POST', {}), 201);
    const id = ids('stu');
    const summary = await imported(
      teacher.client,
      oneRosterPackage({ ...options, tobedeleted: { enrollments: [id.enrollment(6)], users: [id.student(3)] } }).files,
    );
    expect(summary.memberships.ended).toBe(2);
    const ended = await server.db
      .select({ email: rosterMemberships.email })
      .from(rosterMemberships)
      .where(and(eq(rosterMemberships.status, 'ended'), isNotNull(rosterMemberships.email)));
    expect(ended.map((row) => row.email).sort()).toEqual([studentEmailOf('stu', 3), studentEmailOf('stu', 6)].sort());
    expect(await server.db.select().from(classMembers).where(eq(classMembers.studentId, pupil.id))).toEqual([]);
    // The same delta again changes nothing more.
    const again = await imported(
      teacher.client,
      oneRosterPackage({ ...options, tobedeleted: { enrollments: [id.enrollment(6)], users: [id.student(3)] } }).files,
    );
    expect(again.memberships.ended).toBe(0);
  });

  it('the rostered routes are for students: 401 signed out, 403 for an educator', async () => {
    expect((await new CookieClient(server.baseUrl).fetch('/api/classes/rostered')).status).toBe(401);
    expect((await teacher.client.fetch('/api/classes/rostered')).status).toBe(403);
  });
});
