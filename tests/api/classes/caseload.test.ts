import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { assessmentStates, classAssignments, classMembers, notifications, studentAccessLog, users } from '@server/db/schema';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { body } from '@tests/support/http-body';

/*
 * The caseload: every student of a verified educator's active classes, once each, opening on who needs attention
 * (a financial grade of C or worse, overdue work, a step waiting 14 days), with filters, sort and pages of 50; and
 * the bulk reminder, which goes through the class reminder's one-a-day rule. Another educator's students are never
 * listed or reminded.
 */

const SCHOOL_DOMAIN = 'school.example.edu';
const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;

type Person = { id: string; email: string; name: string; client: CookieClient };
type Reason = { kind: 'debt' | 'overdue' | 'stuck'; grade?: string; days?: number; step?: string; className?: string; since?: string };
type Row = {
  memberId: string;
  name: string;
  classes: { classId: string; className: string; gradeLevel: number }[];
  nextStep: string | null;
  grade: string | null;
  reasons: Reason[];
  urgency: number;
  assignments: { id: string; status: string }[];
};
type Page = {
  items: Row[];
  total: number;
  students: number;
  attention: number;
  page: number;
  pageCount: number;
  pageSize: number;
  classes: { id: string }[];
};
type ErrorBody = { error: { code: string; fieldCodes?: Record<string, string> } };

let counter = 0;
async function person(userType: 'Student' | 'Parent' | 'Educator', name: string, domain = 'example.org'): Promise<Person> {
  counter += 1;
  const email = `caseload.${counter}.${Date.now()}@${domain}`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, name, client };
}
const schoolEducator = (name: string) => person('Educator', name, SCHOOL_DOMAIN);

async function newClass(educator: Person, name: string, gradeLevel: number) {
  return (
    await body<{ class: { id: string; joinCode: string } }>(
      await educator.client.json('/api/educator/classes', 'POST', { name, schoolYear: '2026-27', gradeLevel }),
      201,
    )
  ).class;
}
async function join(student: Person, code: string) {
  await body(await student.client.json('/api/classes/join', 'POST', { code }), 201);
}
async function saveProgress(student: Person, state: Record<string, unknown>) {
  const updatedAt = server.clock.now() - 1000;
  const payload = Object.fromEntries(Object.entries(state).map(([key, value]) => [key, { value, updatedAt }]));
  await body(await student.client.json('/api/progress', 'PUT', payload), 200);
}
const get = async (client: CookieClient, query = '') => body<Page>(await client.fetch(`/api/educator/caseload${query}`), 200);

let educator: Person;
let other: Person;
let students: Record<'ana' | 'ben' | 'cy' | 'dee' | 'eve', Person>;
let classA: { id: string; joinCode: string };
let classB: { id: string; joinCode: string };
let classOther: { id: string; joinCode: string };
let overdueAssignment: string;

beforeAll(async () => {
  server = await startTestServer({ EDUCATOR_EMAIL_DOMAINS: SCHOOL_DOMAIN });
  [educator, other] = await Promise.all([schoolEducator('Casey Counselor'), schoolEducator('Olly Other')]);
  const [ana, ben, cy, dee, eve] = await Promise.all([
    person('Student', 'Ana Debt'),
    person('Student', 'Ben Both'),
    person('Student', 'Cy Stuck'),
    person('Student', 'Dee Fine'),
    person('Student', 'Eve Elsewhere'),
  ]);
  students = { ana: ana!, ben: ben!, cy: cy!, dee: dee!, eve: eve! };
  classA = await newClass(educator, 'Period 3 Careers', 11);
  classB = await newClass(educator, 'Senior Seminar', 12);
  classOther = await newClass(other, 'Other Period', 11);
  for (const student of [ana!, ben!, cy!, dee!]) await join(student, classA.joinCode);
  await join(ben!, classB.joinCode);
  await join(eve!, classOther.joinCode);
  // Ana plans to borrow 80,000 on 2,000 a month: 3.3 years of pay, an F.
  await saveProgress(ana!, {
    journeyStarted: true,
    financialExpectations: { monthlyIncome: 2000, plannedDebt: 80_000, level: 'Comfortable' },
  });
  // Eve, in another educator's class, would be the most urgent of all.
  await saveProgress(eve!, {
    journeyStarted: true,
    financialExpectations: { monthlyIncome: 1000, plannedDebt: 90_000, level: 'Comfortable' },
  });
  await saveProgress(ben!, { journeyStarted: true });
  await saveProgress(cy!, { journeyStarted: true });
  // Cy's last step was finished 20 days ago.
  await server.db
    .update(assessmentStates)
    .set({ updatedAt: new Date(server.clock.now() - 20 * DAY) })
    .where(eq(assessmentStates.userId, cy!.id));
  // Ben's seminar asked for the career quiz by a date now past.
  const due = new Date(server.clock.now() - 3 * DAY).toISOString().slice(0, 10);
  overdueAssignment = (
    await body<{ assignment: { id: string } }>(
      await educator.client.json(`/api/educator/classes/${classB.id}/assignments`, 'POST', { step: 'career-quiz', dueOn: due }),
      201,
    )
  ).assignment.id;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('GET /api/educator/caseload', () => {
  it('opens on who needs attention, most urgent first, each with its reasons, once per student', async () => {
    const page = await get(educator.client);
    expect(page.items.map((row) => row.name)).toEqual(['Ana Debt', 'Ben Both', 'Cy Stuck']);
    expect(page).toMatchObject({ total: 3, students: 4, attention: 3, page: 1, pageCount: 1, pageSize: 50 });
    const [ana, ben, cy] = page.items;
    expect(ana!.reasons).toEqual([expect.objectContaining({ kind: 'debt', grade: 'F', plannedDebt: 80_000, monthlyIncome: 2000 })]);
    expect(ben!.reasons).toEqual([expect.objectContaining({ kind: 'overdue', step: 'career-quiz', className: 'Senior Seminar', days: 3 })]);
    expect(ben!.classes.map((cls) => cls.className).sort()).toEqual(['Period 3 Careers', 'Senior Seminar']);
    expect(cy!.reasons).toEqual([{ kind: 'stuck', step: 'career-quiz', days: 20, since: 'step' }]);
    expect(page.classes.map((cls) => cls.id).sort()).toEqual([classA.id, classB.id].sort());
    // Nothing beyond what the consent screen lists: no e-mail, no user id.
    expect(JSON.stringify(page)).not.toMatch(/@example\.org|caseload\.\d/);
  });

  it("never lists another educator's students, even when asked for their class", async () => {
    const all = await get(educator.client, '?show=all');
    expect(all.items.map((row) => row.name)).not.toContain('Eve Elsewhere');
    expect((await get(educator.client, `?show=all&classId=${classOther.id}`)).items).toEqual([]);
    const theirs = await get(other.client, '?show=all');
    expect(theirs.items.map((row) => row.name)).toEqual(['Eve Elsewhere']);
  });

  it("writes a caseload view into each listed student's access log, and only theirs", async () => {
    const before = await server.db
      .select({ studentId: studentAccessLog.studentId })
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.viewerId, educator.id), eq(studentAccessLog.what, 'classes.caseload')));
    await get(educator.client, '?q=ana');
    const after = await server.db
      .select({ studentId: studentAccessLog.studentId })
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.viewerId, educator.id), eq(studentAccessLog.what, 'classes.caseload')));
    expect(after.length - before.length).toBe(1);
    expect(after.filter((row) => row.studentId === students.ana.id).length).toBe(
      before.filter((row) => row.studentId === students.ana.id).length + 1,
    );
  });

  it('shows everyone, and filters by name, step, financial grade, grade level, class and assignment status', async () => {
    const names = async (query: string) => (await get(educator.client, `?show=all&sort=name${query}`)).items.map((row) => row.name);
    expect(await names('')).toEqual(['Ana Debt', 'Ben Both', 'Cy Stuck', 'Dee Fine']);
    expect(await names('&q=BOTH')).toEqual(['Ben Both']);
    expect(await names('&step=journey')).toEqual(['Dee Fine']);
    expect(await names('&step=career-quiz')).toEqual(['Ana Debt', 'Ben Both', 'Cy Stuck']);
    expect(await names('&grade=F')).toEqual(['Ana Debt']);
    expect(await names('&grade=none')).toEqual(['Ben Both', 'Cy Stuck', 'Dee Fine']);
    expect(await names('&gradeLevel=12')).toEqual(['Ben Both']);
    expect(await names(`&classId=${classB.id}`)).toEqual(['Ben Both']);
    expect(await names('&assignmentStatus=overdue')).toEqual(['Ben Both']);
    expect(await names('&assignmentStatus=done')).toEqual([]);
    expect(await names('&dir=desc')).toEqual(['Dee Fine', 'Cy Stuck', 'Ben Both', 'Ana Debt']);
  });

  it('answers a bad query with 400 and a code per field', async () => {
    for (const [query, field, code] of [
      ['?page=0', 'page', 'caseload.page'],
      ['?sort=grade', 'sort', 'caseload.query'],
      ['?classId=not-a-class', 'classId', 'caseload.class_id'],
      ['?gradeLevel=4', 'gradeLevel', 'caseload.query'],
      [`?q=${'x'.repeat(81)}`, 'q', 'caseload.search'],
    ] as const) {
      const error = await body<ErrorBody>(await educator.client.fetch(`/api/educator/caseload${query}`), 400);
      expect(error.error.code).toBe('validation_failed');
      expect(error.error.fieldCodes?.[field]).toBe(code);
    }
    await body(await educator.client.fetch('/api/educator/caseload?educatorId=someone'), 400);
  });

  it('is for verified educators only: 401 signed out, 403 for students, parents, unverified educators and an unverified admin', async () => {
    await body(await new CookieClient(server.baseUrl).fetch('/api/educator/caseload'), 401);
    const [parent, unverified] = await Promise.all([person('Parent', 'Pat Parent'), person('Educator', 'Una Unverified')]);
    const { client: admin } = await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Educator' });
    for (const client of [students.ana.client, parent.client, unverified.client, admin]) {
      await body(await client.fetch('/api/educator/caseload'), 403);
      await body(await client.json('/api/educator/caseload/remind', 'POST', { memberIds: [crypto.randomUUID()] }), 403);
    }
  });
});

describe('pages of 50', () => {
  it('pages a caseload of 120 students', async () => {
    const teacher = await schoolEducator('Big Caseload');
    const cls = await newClass(teacher, 'Homeroom', 10);
    const ids = Array.from({ length: 120 }, (_, index) => `caseload-bulk-${index}`);
    await server.db
      .insert(users)
      .values(ids.map((id, index) => ({ id, name: `Student ${String(index).padStart(3, '0')}`, email: `${id}@example.net` })));
    await server.db.insert(classMembers).values(ids.map((studentId) => ({ classId: cls.id, studentId })));
    const first = await get(teacher.client, '?show=all&sort=name');
    expect(first).toMatchObject({ total: 120, students: 120, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(50);
    const third = await get(teacher.client, '?show=all&sort=name&page=3');
    expect(third.items.map((row) => row.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Student ${String(100 + index).padStart(3, '0')}`),
    );
    // None has been stuck 14 days yet: the attention view is empty, not the whole list.
    expect((await get(teacher.client)).total).toBe(0);
  });
});

describe('POST /api/educator/caseload/remind', () => {
  const memberOf = async (studentId: string, classId: string) =>
    (
      await server.db
        .select({ id: classMembers.id })
        .from(classMembers)
        .where(and(eq(classMembers.studentId, studentId), eq(classMembers.classId, classId)))
    )[0]!.id;
  const reminders = (studentIds: string[]) =>
    server.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(inArray(notifications.userId, studentIds), eq(notifications.kind, 'classes.reminder')));

  it("refuses a student of another educator's class with 404 and reminds no one", async () => {
    const ben = await memberOf(students.ben.id, classA.id);
    const eve = await memberOf(students.eve.id, classOther.id);
    await body<ErrorBody>(await educator.client.json('/api/educator/caseload/remind', 'POST', { memberIds: [ben, eve] }), 404);
    expect(await reminders([students.ben.id, students.eve.id])).toEqual([]);
    const [row] = await server.db.select().from(classAssignments).where(eq(classAssignments.id, overdueAssignment));
    expect(row!.lastReminderAt).toBeNull();
  });

  it('answers an empty or malformed choice with 400', async () => {
    const error = await body<ErrorBody>(await educator.client.json('/api/educator/caseload/remind', 'POST', { memberIds: [] }), 400);
    expect(error.error.fieldCodes?.memberIds).toBe('caseload.students');
    await body(await educator.client.json('/api/educator/caseload/remind', 'POST', { memberIds: ['x'] }), 400);
  });

  it('reminds the chosen students of the work they have not done, once a day per assignment, as the class page does', async () => {
    // Ben is chosen by his first class's row; the overdue work is in his other class.
    const ben = await memberOf(students.ben.id, classA.id);
    const dee = await memberOf(students.dee.id, classA.id);
    const sent = await body<{ reminded: number; assignments: number; tooSoon: number; nothingDue: number }>(
      await educator.client.json('/api/educator/caseload/remind', 'POST', { memberIds: [ben, dee] }),
      200,
    );
    expect(sent).toEqual({ reminded: 1, assignments: 1, tooSoon: 0, nothingDue: 1 });
    const got = await reminders([students.ben.id, students.dee.id]);
    expect(got.map((row) => row.userId)).toEqual([students.ben.id]);
    expect(got[0]!.title).toContain('Senior Seminar');

    const again = await body<{ reminded: number; tooSoon: number }>(
      await educator.client.json('/api/educator/caseload/remind', 'POST', { memberIds: [ben] }),
      200,
    );
    expect(again).toMatchObject({ reminded: 0, tooSoon: 1 });
    expect(await reminders([students.ben.id])).toHaveLength(1);
    // The class page's reminder for the same assignment is refused too: one rule, one claim.
    await body(
      await educator.client.fetch(`/api/educator/classes/${classB.id}/assignments/${overdueAssignment}/remind`, { method: 'POST' }),
      409,
    );
  });
});
