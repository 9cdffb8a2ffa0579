import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentReportSchema, type StudentReport } from '@domain/classes/report';
import { studentAccessLog, users } from '@server/db/schema';
import { signInWithProfile, startTestServer, type CookieClient, type TestServer } from '@tests/support/test-server';
import { body } from '@tests/support/http-body';

/*
 * The one-page report on a class member: what it holds (progress, interests, careers and majors with their pay and
 * source, colleges with the family's own price where an income was given, the grade's figures, assignments), the
 * access-log rows it writes (a view on opening, one per print), and who may have it: the class's own verified
 * educator, for a student who joined that class.
 */

const SCHOOL_DOMAIN = 'school.example.edu';
const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;

type Person = { id: string; email: string; name: string; client: CookieClient };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let counter = 0;
async function person(userType: 'Student' | 'Educator', name: string, domain = 'example.org'): Promise<Person> {
  counter += 1;
  const email = `report.${counter}.${Date.now()}@${domain}`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, name, client };
}

async function newClass(educator: Person, name: string) {
  return (
    await body<{ class: { id: string; joinCode: string } }>(
      await educator.client.json('/api/educator/classes', 'POST', {
        name,
        schoolYear: '2026-27',
        gradeLevel: 11,
        timeZone: 'America/Chicago',
      }),
      201,
    )
  ).class;
}
async function join(student: Person, code: string): Promise<string> {
  return (await body<{ membership: { id: string } }>(await student.client.json('/api/classes/join', 'POST', { code }), 201)).membership.id;
}

const reportPath = (classId: string, memberId: string) => `/api/educator/classes/${classId}/students/${memberId}/report`;
const logRows = (studentId: string, what: string) =>
  server.db
    .select({ viewerId: studentAccessLog.viewerId, viewerRole: studentAccessLog.viewerRole })
    .from(studentAccessLog)
    .where(and(eq(studentAccessLog.studentId, studentId), eq(studentAccessLog.what, what)));

let educator: Person;
let other: Person;
let planner: Person;
let beginner: Person;
let elsewhere: Person;
let cls: { id: string; joinCode: string };
let second: { id: string; joinCode: string };
let plannerMember: string;
let beginnerMember: string;
let elsewhereMember: string;
let matchIds: number[];
let firstSavedId: number;

beforeAll(async () => {
  server = await startTestServer({ EDUCATOR_EMAIL_DOMAINS: SCHOOL_DOMAIN });
  [educator, other, planner, beginner, elsewhere] = await Promise.all([
    person('Educator', 'Riley Counselor', SCHOOL_DOMAIN),
    person('Educator', 'Olly Other', SCHOOL_DOMAIN),
    person('Student', 'Casey Planner'),
    person('Student', 'Bo Beginner'),
    person('Student', 'Eli Elsewhere'),
  ]);
  cls = await newClass(educator, 'Period 2 Careers');
  second = await newClass(educator, 'Senior Seminar');
  plannerMember = await join(planner, cls.joinCode);
  beginnerMember = await join(beginner, cls.joinCode);
  elsewhereMember = await join(elsewhere, second.joinCode);
  await body(await planner.client.json('/api/profile', 'PATCH', { language: 'es' }), 200);

  const colleges = (await (await fetch(`${server.baseUrl}/api/colleges?pageSize=8`)).json()) as { items: { unitId: number }[] };
  matchIds = colleges.items.slice(1, 8).map((college) => college.unitId);
  firstSavedId = colleges.items[0]!.unitId;
  const updatedAt = server.clock.now() - 2 * DAY;
  await body(
    await planner.client.json('/api/progress', 'PUT', {
      journeyStarted: { value: true, updatedAt },
      quizResult: {
        value: {
          topMajors: ['Computer Science', 'Mathematics'],
          hollandCode: 'IRC',
          topCareerCodes: ['15-1252.00'],
          completedAt: '2026-11-20T10:00:00.000Z',
        },
        updatedAt,
      },
      collegeQuizResults: { value: matchIds.map((unitId, index) => ({ unitId, name: `Match ${index}` })), updatedAt },
      financialExpectations: { value: { monthlyIncome: 2000, plannedDebt: 60_000, level: 'Comfortable' }, updatedAt },
    }),
    200,
  );
  // A college outside the quiz's matches, then the quiz's best match: saved colleges are listed before the matches.
  await body(await planner.client.fetch(`/api/saved/colleges/${firstSavedId}`, { method: 'PUT' }), 200);
  await body(await planner.client.fetch(`/api/saved/colleges/${matchIds[0]!}`, { method: 'PUT' }), 200);
  await body(await planner.client.json('/api/profile/family-income', 'PUT', { familyIncome: 58_000 }), 200);
  await body(
    await educator.client.json(`/api/educator/classes/${cls.id}/students/${plannerMember}/school-id`, 'PUT', { schoolId: 'S-2041' }),
    200,
  );
  // Due today: the career quiz, done two days ago, is done on time; the premium journey is not done.
  const today = new Date(server.clock.now()).toISOString().slice(0, 10);
  for (const step of ['career-quiz', 'premium-journey'])
    await body(await educator.client.json(`/api/educator/classes/${cls.id}/assignments`, 'POST', { step, dueOn: today }), 201);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('GET /api/educator/classes/:id/students/:memberId/report', () => {
  it("answers the report's facts, each figure with its source, and logs the view for the student", async () => {
    const before = (await logRows(planner.id, 'classes.report')).length;
    const response = await educator.client.fetch(reportPath(cls.id, plannerMember));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report: StudentReport = studentReportSchema.parse(await body(response, 200));
    expect(report.student).toEqual({ memberId: plannerMember, name: 'Casey Planner', schoolId: 'S-2041', language: 'es' });
    expect(report.class).toMatchObject({ id: cls.id, name: 'Period 2 Careers', gradeLevel: 11, timeZone: 'America/Chicago' });
    expect(report.generatedAt).toBe(new Date(server.clock.now()).toISOString());
    // As the roster counts: the journey, the career quiz, the college quiz and financial expectations.
    expect(report.progress.steps.filter((step) => step.done).map((step) => step.id)).toEqual([
      'journey',
      'career-quiz',
      'college-quiz',
      'financial-expectations',
    ]);
    expect(report.interests.hollandCode).toBe('IRC');
    expect(report.careers).toHaveLength(1);
    expect(report.careerCount).toBe(1);
    expect(report.careers[0]).toMatchObject({ socCode: '15-1252.00' });
    expect(report.careers[0]!.title.en).toBeTruthy();
    expect(report.careers[0]!.source.year).toBeTruthy();
    // The major the catalog knows comes with its Spanish name and its Scorecard figures; the other stays as stored.
    expect(report.majors.map((major) => major.name)).toEqual([
      { en: 'Computer Science', es: 'Computer Science' },
      { en: 'Mathematics', es: 'Matemáticas' },
    ]);
    expect(report.majors[1]!.source?.name).toBeTruthy();
    expect(report.majorCount).toBe(2);
    expect(report.colleges).toMatchObject({
      familyIncome: 58_000,
      incomeBasis: 'profile',
      savedCount: 2,
      matchCount: 7,
      otherMatchCount: 6,
    });
    expect(report.colleges.saved.map((college) => college.unitId)).toEqual([firstSavedId, matchIds[0]]);
    expect(report.colleges.saved[0]!.netPriceByIncome).toHaveLength(5);
    // The best three matches not already saved, in the quiz's order: the saved best match is not listed twice.
    expect(report.colleges.matches.map((college) => college.unitId)).toEqual(matchIds.slice(1, 4));
    expect(report.finances).toEqual({ monthlyIncome: 2000, plannedDebt: 60_000, level: 'Comfortable', earningsHorizon: 'early-career' });
    expect(report.assignments.map((entry) => [entry.step, entry.status])).toEqual([
      ['career-quiz', 'done'],
      ['premium-journey', 'not-done'],
    ]);
    expect(report.assignments[0]!.doneAt).toBe(new Date(server.clock.now() - 2 * DAY).toISOString());
    // Nothing beyond what the consent screen lists.
    expect(JSON.stringify(report)).not.toContain('@');
    expect(await logRows(planner.id, 'classes.report')).toHaveLength(before + 1);
    expect((await logRows(planner.id, 'classes.report')).at(-1)).toEqual({ viewerId: educator.id, viewerRole: 'educator' });
  });

  it('says what is missing for a student who has done nothing yet', async () => {
    const report = studentReportSchema.parse(await body(await educator.client.fetch(reportPath(cls.id, beginnerMember)), 200));
    expect(report.student).toMatchObject({ name: 'Bo Beginner', schoolId: null, language: 'en' });
    expect(report.progress.steps.every((step) => !step.done)).toBe(true);
    expect(report.interests.hollandCode).toBeNull();
    expect(report.careers).toEqual([]);
    expect(report.majors).toEqual([]);
    expect([report.careerCount, report.majorCount]).toEqual([0, 0]);
    expect(report.colleges).toEqual({
      familyIncome: null,
      incomeBasis: null,
      saved: [],
      savedCount: 0,
      matches: [],
      matchCount: 0,
      otherMatchCount: 0,
    });
    expect(report.finances).toBeNull();
    expect(report.assignments.map((entry) => entry.status)).toEqual(['not-done', 'not-done']);
  });

  it('is refused signed out (401), to another educator (the class is hidden: 404), for a member of another class (403)', async () => {
    const anonymous = await fetch(`${server.baseUrl}${reportPath(cls.id, plannerMember)}`);
    expect(anonymous.status).toBe(401);
    const viewsBefore = (await logRows(planner.id, 'classes.report')).length;
    // Another verified educator: the same 404 as a class that does not exist, as every class route answers.
    const foreign = await body<ErrorBody>(await other.client.fetch(reportPath(cls.id, plannerMember)), 404);
    expect(foreign.error.code).toBe('not_found');
    // A student who joined the educator's other class has not agreed to share with this one.
    const notConsented = await body<ErrorBody>(await educator.client.fetch(reportPath(cls.id, elsewhereMember)), 403);
    expect(notConsented.error.code).toBe('classes.report_not_consented');
    // A student cannot read it either.
    expect((await planner.client.fetch(reportPath(cls.id, plannerMember))).status).toBe(403);
    expect(await logRows(planner.id, 'classes.report')).toHaveLength(viewsBefore);
    expect(await logRows(elsewhere.id, 'classes.report')).toHaveLength(0);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await body(await educator.client.fetch(reportPath(unknown, plannerMember)), 404);
    await body(await educator.client.fetch(reportPath(cls.id, unknown)), 404);
    const bad = await body<ErrorBody>(await educator.client.fetch(reportPath(cls.id, 'not-a-uuid')), 400);
    expect(bad.error.fields?.memberId).toBeDefined();
    const badClass = await body<ErrorBody>(await educator.client.fetch(reportPath('1; drop table', plannerMember)), 400);
    expect(badClass.error.fields?.id).toBeDefined();
  });
});

describe('POST /api/educator/classes/:id/students/:memberId/report/prints', () => {
  it('logs each print for the student, who reads it in their access log', async () => {
    const before = (await logRows(planner.id, 'classes.report.print')).length;
    const printed = await educator.client.fetch(`${reportPath(cls.id, plannerMember)}/prints`, { method: 'POST' });
    expect(printed.status).toBe(204);
    await educator.client.fetch(`${reportPath(cls.id, plannerMember)}/prints`, { method: 'POST' });
    expect(await logRows(planner.id, 'classes.report.print')).toHaveLength(before + 2);
    const log = await body<{ items: { what: string; whatLabel: string; viewerName: string | null; viewerRole: string }[] }>(
      await planner.client.fetch('/api/access-log'),
      200,
    );
    expect(log.items[0]).toMatchObject({
      what: 'classes.report.print',
      viewerName: 'Riley Counselor',
      viewerRole: 'educator',
      whatLabel: 'Printed (or saved as PDF) the one-page report on you for a parent conference',
    });
    expect(log.items.some((item) => item.what === 'classes.report')).toBe(true);
  });

  it('is refused like the report: 401, 404 to another educator, 403 across classes, 404 unknown, 400 malformed', async () => {
    const before = (await logRows(planner.id, 'classes.report.print')).length;
    expect((await fetch(`${server.baseUrl}${reportPath(cls.id, plannerMember)}/prints`, { method: 'POST' })).status).toBe(401);
    await body(await other.client.fetch(`${reportPath(cls.id, plannerMember)}/prints`, { method: 'POST' }), 404);
    await body(await educator.client.fetch(`${reportPath(cls.id, elsewhereMember)}/prints`, { method: 'POST' }), 403);
    await body(
      await educator.client.fetch(`${reportPath(cls.id, '00000000-0000-4000-8000-000000000000')}/prints`, { method: 'POST' }),
      404,
    );
    await body(await educator.client.fetch(`${reportPath(cls.id, 'nope')}/prints`, { method: 'POST' }), 400);
    expect(await logRows(planner.id, 'classes.report.print')).toHaveLength(before);
    expect(await logRows(elsewhere.id, 'classes.report.print')).toHaveLength(0);
  });
});
