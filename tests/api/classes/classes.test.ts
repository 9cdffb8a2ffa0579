import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import {
  assessmentStates,
  classAssignments,
  classMembers,
  classes,
  notifications,
  profiles,
  studentAccessLog,
  users,
} from '@server/db/schema';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { startTestSmtp, type ReceivedMail } from '@tests/support/smtp';
import { statusMismatches, type ActorCase } from '@tests/support/actor-cases';
import { body } from '@tests/support/http-body';

/*
 * Educators: verification (admin queue and e-mail domain), classes and their join
 * codes, joining after the consent screen, leaving, the roster, totals, CSV, student detail and
 * assignments. Every endpoint is called by every kind of actor; any status other than the expected
 * one (an unexpected 2xx above all) fails.
 */

const SCHOOL_DOMAIN = 'school.example.edu';
let server: TestServer;

type Person = { id: string; email: string; name: string; client: CookieClient };
type ClassDto = { id: string; name: string; joinCode: string; joinPath: string; joinEnabled: boolean; archived: boolean; members: number };
type ErrorBody = { error: { code: string; message: string } };

let counter = 0;
async function person(
  userType: 'Student' | 'Parent' | 'Educator',
  name = `${userType} ${counter + 1}`,
  domain = 'example.org',
): Promise<Person> {
  counter += 1;
  const email = `classes.${counter}.${Date.now()}@${domain}`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, name, client };
}

async function admin(): Promise<Person> {
  const { client } = await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Educator' });
  const [user] = await server.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  return { id: user!.id, email: DEMO_ADMIN_EMAIL, name: user!.name, client };
}

/** A verified educator (by the school's e-mail domain). */
const schoolEducator = (name?: string) => person('Educator', name, SCHOOL_DOMAIN);
const newClass = async (educator: Person, name = 'Period 3 Careers') =>
  (
    await body<{ class: ClassDto }>(
      await educator.client.json('/api/educator/classes', 'POST', { name, schoolYear: '2026-27', gradeLevel: 11 }),
      201,
    )
  ).class;
const join = (student: Person, payload: unknown) => student.client.json('/api/classes/join', 'POST', payload);
async function joined(student: Person, code: string): Promise<string> {
  return (await body<{ membership: { id: string } }>(await join(student, { code }), 201)).membership.id;
}
async function memberIdOf(classId: string, studentId: string) {
  const [row] = await server.db
    .select({ id: classMembers.id })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId)));
  return row!.id;
}

const QUIZ = {
  topMajors: ['Computer Science', 'Mathematics'],
  hollandCode: 'IRC',
  profile: { R: 4, I: 6.5, A: 2, S: 2, E: 1.5, C: 4 },
  topCareerCodes: ['15-1252.00'],
  completedAt: '2026-11-20T10:00:00.000Z',
};
async function takeQuiz(student: Person) {
  const updatedAt = Date.now() - 1000;
  await body(
    await student.client.json('/api/progress', 'PUT', {
      journeyStarted: { value: true, updatedAt },
      quizResult: { value: QUIZ, updatedAt },
      financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' }, updatedAt },
    }),
    200,
  );
}

// A real SMTP server on loopback, as in the mentorship tests: decisions are e-mailed.
let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
let received: ReceivedMail[] = [];
/** The mails to one address, with quoted-printable soft line breaks undone. */
const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email)).map((mail) => mail.raw.replace(/=\r?\n/g, ''));

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  server = await startTestServer({
    EDUCATOR_EMAIL_DOMAINS: ` ${SCHOOL_DOMAIN.toUpperCase()} , district.example.us`,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'classes@waypoint.test',
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

// ---------------------------------------------------------------------------

describe('classes endpoints × actors', () => {
  type Actor = 'anonymous' | 'member' | 'nonMember' | 'parent' | 'educator' | 'unverified' | 'otherEducator' | 'admin';
  const actors: Actor[] = ['anonymous', 'member', 'nonMember', 'parent', 'educator', 'unverified', 'otherEducator', 'admin'];
  let clients: Record<Actor, CookieClient>;
  let classA: ClassDto;
  let classB: ClassDto;
  let memberId: string;
  let assignmentId: string;
  let applicants: { toApprove: string; toReject: string; toRevoke: string };

  beforeAll(async () => {
    const [member, nonMember, parent, educator, unverified, otherEducator, administrator, a1, a2, a3] = await Promise.all([
      person('Student', 'Riley Member'),
      person('Student', 'Morgan Outside'),
      person('Parent', 'Pat Parent'),
      schoolEducator('Lee Teacher'),
      person('Educator', 'Una Unverified'),
      schoolEducator('Olly Other'),
      admin(),
      person('Educator', 'Applicant One'),
      person('Educator', 'Applicant Two'),
      person('Educator', 'Applicant Three'),
    ]);
    clients = {
      anonymous: new CookieClient(server.baseUrl),
      member: member.client,
      nonMember: nonMember.client,
      parent: parent.client,
      educator: educator.client,
      unverified: unverified.client,
      otherEducator: otherEducator.client,
      admin: administrator.client,
    };
    await body(await unverified.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High, counselor' }), 201);
    for (const applicant of [a1, a2, a3]) {
      await body(await applicant.client.json('/api/educator/verification', 'POST', { school: 'Somewhere High, teacher' }), 201);
    }
    await body(await administrator.client.fetch(`/api/admin/educators/${a3.id}/approve`, { method: 'POST' }), 204);
    applicants = { toApprove: a1.id, toReject: a2.id, toRevoke: a3.id };
    classA = await newClass(educator, 'Period 3 Careers');
    classB = await newClass(otherEducator, 'Other class');
    await joined(member, classA.joinCode);
    memberId = await memberIdOf(classA.id, member.id);
    await takeQuiz(member);
    assignmentId = (
      await body<{ assignment: { id: string } }>(
        await educator.client.json(`/api/educator/classes/${classA.id}/assignments`, 'POST', { step: 'career-quiz', dueOn: '2026-12-15' }),
        201,
      )
    ).assignment.id;
  }, 180_000);

  type Row = Record<Actor, number>;
  const nonEducators = { anonymous: 401, member: 403, nonMember: 403, parent: 403, unverified: 403, admin: 403 };
  /** The verified educator's own class: the other verified educator gets 404, everyone else is refused. */
  const ownClass = (ok: number): Row => ({ ...nonEducators, educator: ok, otherEducator: 404 });
  const studentsOnly = (member: number, nonMember: number): Row => ({
    anonymous: 401,
    member,
    nonMember,
    parent: 403,
    educator: 403,
    unverified: 403,
    otherEducator: 403,
    admin: 403,
  });
  const adminOnly = (ok: number): Row => ({ ...nonEducators, educator: 403, otherEducator: 403, admin: ok });

  type Case = ActorCase<Actor>;
  const cases: Case[] = [
    {
      name: 'read the verification status (own)',
      method: 'GET',
      path: () => '/api/educator/status',
      expected: {
        anonymous: 401,
        member: 200,
        nonMember: 200,
        parent: 200,
        educator: 200,
        unverified: 200,
        otherEducator: 200,
        admin: 200,
      },
    },
    {
      name: 'ask for verification',
      method: 'POST',
      path: () => '/api/educator/verification',
      body: () => ({ school: 'Lincoln High, counselor' }),
      // The admin's own account here is an unverified Educator: asking is allowed.
      expected: { ...nonEducators, unverified: 201, admin: 201, educator: 409, otherEducator: 409 },
    },
    {
      name: 'list classes (own)',
      method: 'GET',
      path: () => '/api/educator/classes',
      expected: { ...nonEducators, educator: 200, otherEducator: 200 },
    },
    {
      name: 'create a class',
      method: 'POST',
      path: () => '/api/educator/classes',
      body: () => ({ name: 'Another', schoolYear: '2026-27', gradeLevel: 9 }),
      expected: { ...nonEducators, educator: 201, otherEducator: 201 },
    },
    { name: 'read a class', method: 'GET', path: () => `/api/educator/classes/${classA.id}`, expected: ownClass(200) },
    {
      name: 'rename a class',
      method: 'PATCH',
      path: () => `/api/educator/classes/${classA.id}`,
      body: () => ({ name: 'Period 3 Careers' }),
      expected: ownClass(200),
    },
    { name: 'read the roster', method: 'GET', path: () => `/api/educator/classes/${classA.id}/roster`, expected: ownClass(200) },
    { name: 'read the totals', method: 'GET', path: () => `/api/educator/classes/${classA.id}/totals`, expected: ownClass(200) },
    { name: 'export the CSV', method: 'GET', path: () => `/api/educator/classes/${classA.id}/roster.csv`, expected: ownClass(200) },
    {
      name: "read a member's detail",
      method: 'GET',
      path: () => `/api/educator/classes/${classA.id}/students/${memberId}`,
      expected: ownClass(200),
    },
    { name: 'list assignments', method: 'GET', path: () => `/api/educator/classes/${classA.id}/assignments`, expected: ownClass(200) },
    {
      name: 'set an assignment',
      method: 'POST',
      path: () => `/api/educator/classes/${classA.id}/assignments`,
      body: () => ({ step: 'college-quiz', dueOn: '2027-01-10' }),
      expected: ownClass(201),
    },
    {
      name: 'send a reminder',
      method: 'POST',
      path: () => `/api/educator/classes/${classA.id}/assignments/${assignmentId}/remind`,
      expected: ownClass(200),
    },
    {
      name: "preview another class's code (consent screen)",
      method: 'POST',
      path: () => '/api/classes/preview',
      body: () => ({ code: classB.joinCode }),
      expected: studentsOnly(200, 200),
    },
    {
      name: 'join another class (several classes allowed)',
      method: 'POST',
      path: () => '/api/classes/join',
      body: () => ({ code: classB.joinCode }),
      expected: studentsOnly(201, 201),
    },
    { name: 'list my classes', method: 'GET', path: () => '/api/classes/joined', expected: studentsOnly(200, 200) },
    { name: 'read the verification queue', method: 'GET', path: () => '/api/admin/educators', expected: adminOnly(200) },
    {
      name: 'approve an educator',
      method: 'POST',
      path: () => `/api/admin/educators/${applicants.toApprove}/approve`,
      expected: adminOnly(204),
    },
    {
      name: 'reject an educator',
      method: 'POST',
      path: () => `/api/admin/educators/${applicants.toReject}/reject`,
      body: () => ({ reason: 'We could not find you on the school website.' }),
      expected: adminOnly(204),
    },
    {
      name: 'revoke an educator',
      method: 'POST',
      path: () => `/api/admin/educators/${applicants.toRevoke}/revoke`,
      body: () => ({ reason: 'No longer at the school.' }),
      expected: adminOnly(204),
    },
    {
      name: 'rotate the join code',
      method: 'POST',
      path: () => `/api/educator/classes/${classA.id}/rotate`,
      expected: ownClass(200),
    },
    {
      name: "leave the class (the member's own membership)",
      method: 'DELETE',
      path: () => `/api/classes/memberships/${memberId}`,
      expected: {
        anonymous: 401,
        member: 204,
        nonMember: 404,
        parent: 404,
        educator: 404,
        unverified: 404,
        otherEducator: 404,
        admin: 404,
      },
      last: ['member'],
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.method} ${testCase.name}`, async () => {
      expect(await statusMismatches(testCase, actors, clients)).toEqual([]);
    });
  }

  it('refuses the leaver on the very next request, and the revoked educator at once', async () => {
    expect((await clients.educator.fetch(`/api/educator/classes/${classA.id}/students/${memberId}`)).status).toBe(404);
    const roster = await body<{ total: number }>(await clients.educator.fetch(`/api/educator/classes/${classA.id}/roster`), 200);
    expect(roster.total).toBe(0);
    expect((await clients.member.fetch(`/api/classes/memberships/${memberId}`, { method: 'DELETE' })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------

describe('verification', () => {
  it('verifies by the e-mail domain (exactly, any case) and says so', async () => {
    const educator = await schoolEducator();
    const status = await body<{ status: string; method: string }>(await educator.client.fetch('/api/educator/status'), 200);
    expect(status).toMatchObject({ status: 'approved', method: 'domain' });
    const lookalike = await person('Educator', 'Lookalike', `evil-${SCHOOL_DOMAIN}`);
    expect(await body<{ status: string }>(await lookalike.client.fetch('/api/educator/status'), 200)).toMatchObject({ status: 'none' });
    const refused = await body<ErrorBody>(await lookalike.client.fetch('/api/educator/classes'), 403);
    expect(refused.error.code).toBe('educator_unverified');
    expect(refused.error.message).toMatch(/not verified/);
  });

  it('never lets a student account become an Educator or Parent by an edit, nor be verified by its school address', async () => {
    const student = await person('Student', 'Sly Student', SCHOOL_DOMAIN);
    for (const userType of ['Educator', 'Parent']) {
      const refused = await body<ErrorBody>(await student.client.json('/api/profile', 'PATCH', { userType }), 403);
      expect(refused.error.code).toBe('profile.student_type_locked');
    }
    await body(await student.client.json('/api/profile', 'PATCH', { fullName: 'Sly S.' }), 200);
    await body(await student.client.fetch('/api/educator/classes'), 403);
    // An account that holds a student's birth date (say, from before this rule) and is an Educator on the school's
    // domain: not verified by the domain, even if it was; its request goes to an admin.
    const former = await schoolEducator('Former Student');
    expect(await body<{ status: string }>(await former.client.fetch('/api/educator/status'), 200)).toMatchObject({ status: 'approved' });
    await server.db.update(profiles).set({ birthYear: 2010, birthMonth: 4 }).where(eq(profiles.userId, former.id));
    expect(await body<{ status: string }>(await former.client.fetch('/api/educator/status'), 200)).toMatchObject({ status: 'none' });
    await body(await former.client.fetch('/api/educator/classes'), 403);
    const asked = await body<{ status: string; method: string }>(
      await former.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High, counselor' }),
      201,
    );
    expect(asked).toMatchObject({ status: 'pending', method: 'request' });
    expect(await body<{ status: string }>(await former.client.fetch('/api/educator/status'), 200)).toMatchObject({ status: 'pending' });
  });

  it('logs and notifies each admin decision, and a revocation ends access on the next request', async () => {
    const administrator = await admin();
    const educator = await person('Educator', 'Dana Decided');
    await body(await educator.client.json('/api/educator/verification', 'POST', { school: 'Roosevelt High, math' }), 201);
    expect((await educator.client.fetch('/api/educator/classes')).status).toBe(403);
    await body(await administrator.client.fetch(`/api/admin/educators/${educator.id}/approve`, { method: 'POST' }), 204);
    const created = await newClass(educator);
    await body(await administrator.client.json(`/api/admin/educators/${educator.id}/revoke`, 'POST', { reason: 'Left the school.' }), 204);
    expect((await educator.client.fetch(`/api/educator/classes/${created.id}`)).status).toBe(403);
    const queue = await body<{ items: { userId: string; status: string; decisions: { decision: string; reason: string | null }[] }[] }>(
      await administrator.client.fetch('/api/admin/educators?status=revoked'),
      200,
    );
    const entry = queue.items.find((item) => item.userId === educator.id);
    expect(entry?.decisions.map((decision) => decision.decision)).toEqual(['revoked', 'approved']);
    const told = await server.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, educator.id));
    expect(told.map((row) => row.kind).sort()).toEqual(['classes.educator_approved', 'classes.educator_revoked']);
    // A revoked educator cannot simply ask again, and the domain does not override an admin.
    await body(await educator.client.json('/api/educator/verification', 'POST', { school: 'Again' }), 409);
  });

  it("e-mails the educator each decision, once, with the reason and no one else's address", async () => {
    const administrator = await admin();
    const educator = await person('Educator', 'Mae Mailed');
    await body(await educator.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High' }), 201);
    expect(mailsTo(educator.email)).toHaveLength(0);

    await body(await administrator.client.json(`/api/admin/educators/${educator.id}/reject`, 'POST', { reason: 'Name the school.' }), 204);
    expect(mailsTo(educator.email)).toHaveLength(1);
    expect(mailsTo(educator.email)[0]).toContain('Subject: Your educator verification was not approved');
    expect(mailsTo(educator.email)[0]).toContain('Reason: Name the school.');

    await body(await educator.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High, science' }), 201);
    await body(await administrator.client.fetch(`/api/admin/educators/${educator.id}/approve`, { method: 'POST' }), 204);
    expect(mailsTo(educator.email)).toHaveLength(2);
    expect(mailsTo(educator.email)[1]).toContain('Subject: Your educator account is verified');
    expect(mailsTo(educator.email)[1]).toContain('/educator');

    await body(await administrator.client.json(`/api/admin/educators/${educator.id}/revoke`, 'POST', { reason: 'Left the school.' }), 204);
    const mails = mailsTo(educator.email);
    expect(mails).toHaveLength(3);
    expect(mails[2]).toContain('Subject: Your educator verification was revoked');
    expect(mails[2]).toContain('Reason: Left the school.');
    for (const mail of mails) expect(mail).not.toContain(DEMO_ADMIN_EMAIL);
    // Each mail went to the educator alone.
    expect(received.filter((mail) => mail.to.includes(educator.email)).every((mail) => mail.to.length === 1)).toBe(true);
  });

  it('needs a reason to reject or revoke, and refuses decisions that do not fit the status', async () => {
    const administrator = await admin();
    const educator = await person('Educator');
    await body(await educator.client.json('/api/educator/verification', 'POST', { school: 'Some school' }), 201);
    await body(await administrator.client.json(`/api/admin/educators/${educator.id}/reject`, 'POST', {}), 400);
    await body(await administrator.client.json(`/api/admin/educators/${educator.id}/revoke`, 'POST', { reason: 'Not approved yet' }), 409);
    await body(await administrator.client.fetch('/api/admin/educators/no-such-user/approve', { method: 'POST' }), 404);
  });
});

// ---------------------------------------------------------------------------

describe('join codes, joining, leaving', () => {
  it('gives a typeable code and a 256-bit link; the student previews (consent), then joins by link', async () => {
    const educator = await schoolEducator('Ms Park');
    const created = await newClass(educator, 'Senior Seminar');
    expect(created.joinCode).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const token = created.joinPath.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const student = await person('Student', 'Sky Student');
    const preview = await body<{ class: { name: string; educatorName: string }; alreadyMember: boolean }>(
      await student.client.json('/api/classes/preview', 'POST', { code: created.joinCode.toLowerCase() }),
      200,
    );
    expect(preview).toMatchObject({ class: { name: 'Senior Seminar', educatorName: 'Ms Park' }, alreadyMember: false });
    expect(JSON.stringify(preview)).not.toContain('@');
    await body(await join(student, { token }), 201);
    await body(await join(student, { code: created.joinCode }), 409);
    const mine = await body<{ items: { className: string; educatorName: string }[] }>(
      await student.client.fetch('/api/classes/joined'),
      200,
    );
    expect(mine.items).toMatchObject([{ className: 'Senior Seminar', educatorName: 'Ms Park' }]);
    expect(JSON.stringify(mine)).not.toContain('@');
  });

  it('rotating invalidates the old code and link at once; switched off and archived classes take nobody', async () => {
    const educator = await schoolEducator();
    const created = await newClass(educator);
    const student = await person('Student');
    const rotated = (
      await body<{ class: ClassDto }>(await educator.client.fetch(`/api/educator/classes/${created.id}/rotate`, { method: 'POST' }), 200)
    ).class;
    expect(rotated.joinCode).not.toBe(created.joinCode);
    await body(await join(student, { code: created.joinCode }), 404);
    await body(await join(student, { token: created.joinPath.split('/').pop() }), 404);
    await body(await educator.client.json(`/api/educator/classes/${created.id}`, 'PATCH', { joinEnabled: false }), 200);
    await body(await join(student, { code: rotated.joinCode }), 404);
    await body(await educator.client.json(`/api/educator/classes/${created.id}`, 'PATCH', { joinEnabled: true, archived: true }), 200);
    await body(await join(student, { code: rotated.joinCode }), 404);
    await body(await educator.client.json(`/api/educator/classes/${created.id}`, 'PATCH', { name: 'Renamed' }), 409);
    await body(await educator.client.json(`/api/educator/classes/${created.id}`, 'PATCH', { archived: false }), 200);
    await body(await join(student, { code: rotated.joinCode }), 201);
  });

  it('rate-limits code guessing per account', async () => {
    const student = await person('Student');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (
          await student.client.json('/api/classes/preview', 'POST', {
            code: `ZZZZ-ZZ${'23456789'[attempt % 8]}${'23456789'[(attempt + 3) % 8]}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it('lets a lab of 60 students behind one address preview and join; only codes that open no class add up', async () => {
    const educator = await schoolEducator();
    const created = await newClass(educator, 'Computer lab');
    const lab = { 'x-forwarded-for': '203.0.113.77', 'content-type': 'application/json' };
    const students = await Promise.all(Array.from({ length: 60 }, (_, index) => person('Student', `Lab Student ${index + 1}`)));
    const post = (student: Person, path: string, payload: unknown) =>
      student.client.fetch(path, { method: 'POST', headers: lab, body: JSON.stringify(payload) });
    for (const student of students) {
      await body(await post(student, '/api/classes/preview', { code: created.joinCode }), 200);
      await body(await post(student, '/api/classes/join', { code: created.joinCode }), 201);
    }
    expect(await server.db.select().from(classMembers).where(eq(classMembers.classId, created.id))).toHaveLength(60);

    // 30 wrong codes from the lab (3 per account, under each account's 10) spend the address's budget ...
    const guessers = students.slice(0, 10);
    for (let attempt = 0; attempt < 30; attempt++) {
      const code = `ZZZZ-Z${'23456789'[attempt % 8]}${'23456789'[(attempt + 5) % 8]}${'23456789'[Math.floor(attempt / 8)]}`;
      await body(await post(guessers[attempt % 10]!, '/api/classes/preview', { code }), 404);
    }
    // ... so even the right code is refused from that address, with a code the pages word in each language ...
    const late = await person('Student', 'Late Comer');
    const refused = await body<ErrorBody>(await post(late, '/api/classes/preview', { code: created.joinCode }), 429);
    expect(refused.error.code).toBe('classes.code_guessing');
    // ... while the same student elsewhere is not, and the lab is let in again once the window has passed.
    await body(await late.client.json('/api/classes/preview', 'POST', { code: created.joinCode }), 200);
    server.clock.advance(15 * 60_000);
    await body(await post(late, '/api/classes/join', { code: created.joinCode }), 201);
  }, 180_000); // 60 sign-ups and 150 requests: minutes on a busy machine (the server's clock, not this, bounds the window)

  it('validates class input with messages a person can act on', async () => {
    const educator = await schoolEducator();
    const refused = await body<{ error: { fields?: Record<string, string> } }>(
      await educator.client.json('/api/educator/classes', 'POST', { name: '', schoolYear: '2026-28', gradeLevel: 5 }),
      400,
    );
    expect(Object.keys(refused.error.fields ?? {}).sort()).toEqual(['gradeLevel', 'name', 'schoolYear']);
    type FieldCodes = { error: { fieldCodes?: Record<string, string> } };
    // Invisible, bidi and control characters, or no letter at all, in a class, a school or a person's name.
    for (const name of ['Period\u200B3', 'evil\u202Etxt.exe', '\u001b[31mRed', '12345']) {
      const bad = await body<FieldCodes>(
        await educator.client.json('/api/educator/classes', 'POST', { name, schoolYear: '2026-27', gradeLevel: 11 }),
        400,
      );
      expect(bad.error.fieldCodes?.name, JSON.stringify(name)).toBe('name_characters');
    }
    const school = await body<FieldCodes>(
      await educator.client.json('/api/educator/verification', 'POST', { school: 'Lincoln\u202E High' }),
      400,
    );
    expect(school.error.fieldCodes?.school).toBe('name_characters');
    const person = await body<FieldCodes>(await educator.client.json('/api/profile', 'PATCH', { fullName: 'Ann\u2066e' }), 400);
    expect(person.error.fieldCodes?.fullName).toBe('name_characters');
  });
});

// ---------------------------------------------------------------------------

describe('the class view, the access log, assignments', () => {
  it('shows each member’s progress and results, logs the views, and never an e-mail', async () => {
    const educator = await schoolEducator('Mr Reyes');
    const created = await newClass(educator);
    const [done, idle] = await Promise.all([person('Student', 'Avery Quiz'), person('Student', 'Blake Idle')]);
    await joined(done, created.joinCode);
    await joined(idle, created.joinCode);
    await takeQuiz(done);
    const roster = await body<{
      items: { name: string; percent: number; hollandCode: string | null; grade: string | null; topCareers: string[] }[];
      total: number;
    }>(await educator.client.fetch(`/api/educator/classes/${created.id}/roster?sort=progress&dir=desc`), 200);
    expect(roster.total).toBe(2);
    expect(roster.items[0]).toMatchObject({ name: 'Avery Quiz', percent: 60, hollandCode: 'IRC' });
    expect(roster.items[0]!.grade).not.toBeNull();
    expect(roster.items[1]).toMatchObject({ name: 'Blake Idle', percent: 0, hollandCode: null });
    expect(JSON.stringify(roster)).not.toContain('@');
    const notStarted = await body<{ items: { name: string }[] }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/roster?filter=not-started`),
      200,
    );
    expect(notStarted.items.map((row) => row.name)).toEqual(['Blake Idle']);
    const stuck = await body<{ items: { name: string }[] }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/roster?filter=stuck&step=college-quiz`),
      200,
    );
    expect(stuck.items.map((row) => row.name)).toEqual(['Avery Quiz']);
    const searched = await body<{ items: { name: string }[] }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/roster?q=blake`),
      200,
    );
    expect(searched.items.map((row) => row.name)).toEqual(['Blake Idle']);

    const totals = await body<{
      funnel: { step: string; done: number | null }[];
      interests: { area: string; count: number | null }[];
      earningsHorizon: string;
    }>(await educator.client.fetch(`/api/educator/classes/${created.id}/totals`), 200);
    // A class this small shows no count: each would be under 5 students.
    expect(totals.funnel.find((row) => row.step === 'career-quiz')?.done).toBeNull();
    expect(totals.interests.find((row) => row.area === 'I')?.count).toBeNull();
    expect(totals.earningsHorizon).toMatch(/year/i);

    const log = await body<{ items: { viewerName: string; viewerRole: string; what: string }[] }>(
      await done.client.fetch('/api/access-log'),
      200,
    );
    expect(log.items.length).toBeGreaterThan(0);
    expect(log.items.every((item) => item.viewerName === 'Mr Reyes' && item.viewerRole === 'educator')).toBe(true);

    const [row] = await server.db.select({ id: classMembers.id }).from(classMembers).where(eq(classMembers.studentId, done.id));
    const detail = await body<{ results: { hollandCode: string }; progress: { percent: number } }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/students/${row!.id}`),
      200,
    );
    expect(detail.results.hollandCode).toBe('IRC');
    const text = JSON.stringify(detail);
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/meeting|conversation|forum|message/i);
    const logged = await server.db
      .select({ what: studentAccessLog.what })
      .from(studentAccessLog)
      .where(eq(studentAccessLog.studentId, done.id));
    expect(logged.map((entry) => entry.what)).toContain('classes.student');
  });

  it('exports a formula-safe CSV', async () => {
    const educator = await schoolEducator();
    const created = await newClass(educator, 'CSV class');
    const sneaky = await person('Student', '=HYPERLINK("http://evil.example","x")');
    await joined(sneaky, created.joinCode);
    const response = await educator.client.fetch(`/api/educator/classes/${created.id}/roster.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('CSV-class-roster.csv');
    const csv = await response.text();
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",,11,/);
    expect(csv).not.toContain('@example.org');
  });

  it('names who is done, late and not done on an assignment, in the roster, its filter and the CSV', async () => {
    const educator = await schoolEducator();
    const created = await newClass(educator, 'Status class');
    const [onTime, late, behind] = await Promise.all([
      person('Student', 'On Time'),
      person('Student', 'Late Lee'),
      person('Student', 'Behind Bo'),
    ]);
    for (const student of [onTime, late, behind]) await joined(student, created.joinCode);
    // Quiz and college quiz without ever opening the journey page: both count, and so does the journey.
    const updatedAt = Date.now() - 1000;
    await body(
      await onTime.client.json('/api/progress', 'PUT', {
        quizResult: { value: QUIZ, updatedAt },
        collegeQuizResults: { value: [{ unitId: 1 }, { unitId: 2 }, { unitId: 3 }], updatedAt },
      }),
      200,
    );
    await takeQuiz(late);
    const { assignment } = await body<{ assignment: { id: string } }>(
      await educator.client.json(`/api/educator/classes/${created.id}/assignments`, 'POST', { step: 'career-quiz', dueOn: '2026-01-15' }),
      201,
    );
    // The on-time student's quiz dates from before the due date; the late one's from after it.
    await server.db
      .update(assessmentStates)
      .set({ updatedAt: new Date('2026-01-10T12:00:00Z') })
      .where(eq(assessmentStates.userId, onTime.id));
    await server.db
      .update(assessmentStates)
      .set({ updatedAt: new Date('2026-01-16T00:30:00Z') })
      .where(eq(assessmentStates.userId, late.id));
    type Row = {
      name: string;
      steps: { id: string; done: boolean }[];
      collegeMatches: number;
      collegesSaved: number;
      assignments: { id: string; status: string }[];
    };
    const roster = await body<{ items: Row[] }>(await educator.client.fetch(`/api/educator/classes/${created.id}/roster`), 200);
    const byName = new Map(roster.items.map((row) => [row.name, row]));
    expect(byName.get('On Time')!.steps.find((step) => step.id === 'journey')?.done).toBe(true);
    expect(byName.get('On Time')).toMatchObject({ collegeMatches: 3, collegesSaved: 0 });
    expect(byName.get('On Time')!.assignments).toMatchObject([{ id: assignment.id, status: 'done' }]);
    expect(byName.get('Late Lee')!.assignments).toMatchObject([{ id: assignment.id, status: 'late' }]);
    expect(byName.get('Behind Bo')!.assignments).toEqual([{ id: assignment.id, status: 'not-done', doneAt: null }]);
    // A later step done means the journey started, whether or not /journey was opened.
    expect(byName.get('Late Lee')!.steps.find((step) => step.id === 'journey')?.done).toBe(true);
    const lateOnly = await body<{ items: Row[] }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/roster?assignment=${assignment.id}&assignmentStatus=late`),
      200,
    );
    expect(lateOnly.items.map((row) => row.name)).toEqual(['Late Lee']);
    await body(await educator.client.fetch(`/api/educator/classes/${created.id}/roster?assignmentStatus=soon`), 400);
    const list = await body<{ items: { done: string[]; late: string[]; notDoneNames: string[]; notDone: number }[] }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/assignments`),
      200,
    );
    expect(list.items[0]).toMatchObject({ done: ['On Time'], late: ['Late Lee'], notDoneNames: ['Behind Bo'], notDone: 1 });
    const csv = (await (await educator.client.fetch(`/api/educator/classes/${created.id}/roster.csv`)).text()).split('\r\n');
    expect(csv[0]).toContain('College quiz matches,Colleges saved,Premium done,Assignment: Career quiz due 2026-01-15');
    // Done and late carry the day they were done, in the class's zone (UTC for this class).
    expect(
      csv.slice(1, 4).map((line) => [
        line.split(',')[0],
        line
          .split(',')
          .at(-1)
          ?.replace(/ \d{4}-\d{2}-\d{2}$/, ' <day>'),
      ]),
    ).toEqual([
      ['Behind Bo', 'not done'],
      ['Late Lee', 'late <day>'],
      ['On Time', 'done <day>'],
    ]);
  });

  it('notifies members of an assignment, shows who did it, and reminds at most once a day', async () => {
    const educator = await schoolEducator();
    const created = await newClass(educator, 'Homeroom');
    const [quick, slow] = await Promise.all([person('Student', 'Quick One'), person('Student', 'Slow One')]);
    await joined(quick, created.joinCode);
    await joined(slow, created.joinCode);
    await takeQuiz(quick);
    const { assignment } = await body<{ assignment: { id: string } }>(
      await educator.client.json(`/api/educator/classes/${created.id}/assignments`, 'POST', { step: 'career-quiz', dueOn: '2026-12-20' }),
      201,
    );
    const mine = await body<{ items: { assignments: { step: string; dueOn: string }[] }[] }>(
      await slow.client.fetch('/api/classes/joined'),
      200,
    );
    expect(mine.items[0]!.assignments).toEqual([{ id: assignment.id, step: 'career-quiz', dueOn: '2026-12-20' }]);
    const kinds = await server.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, slow.id));
    expect(kinds.map((row) => row.kind)).toContain('classes.assignment');
    const list = await body<{ items: { done: string[]; notDone: number }[] }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}/assignments`),
      200,
    );
    expect(list.items[0]).toMatchObject({ done: ['Quick One'], notDone: 1 });
    const remind = `/api/educator/classes/${created.id}/assignments/${assignment.id}/remind`;
    expect(await body<{ reminded: number }>(await educator.client.fetch(remind, { method: 'POST' }), 200)).toEqual({ reminded: 1 });
    const again = await body<ErrorBody>(await educator.client.fetch(remind, { method: 'POST' }), 409);
    expect(again.error.code).toBe('classes.reminder_too_soon');
    // A minute short of a day: still refused; a day after: allowed.
    await server.db
      .update(classAssignments)
      .set({ lastReminderAt: new Date(Date.now() - 86_400_000 + 60_000) })
      .where(eq(classAssignments.id, assignment.id));
    await body(await educator.client.fetch(remind, { method: 'POST' }), 409);
    await server.db
      .update(classAssignments)
      .set({ lastReminderAt: new Date(Date.now() - 86_400_000) })
      .where(eq(classAssignments.id, assignment.id));
    await body(await educator.client.fetch(remind, { method: 'POST' }), 200);
  });

  it('exports memberships and classes taught; deleting the student removes the membership, deleting the educator the class', async () => {
    const educator = await schoolEducator('Export Teacher');
    const created = await newClass(educator, 'Export class');
    const student = await person('Student', 'Export Student');
    await joined(student, created.joinCode);
    const mine = await body<{ classes: { memberOf: { className: string }[] } }>(await student.client.fetch('/api/account/export'), 200);
    expect(mine.classes.memberOf.map((row) => row.className)).toEqual(['Export class']);
    const theirs = await body<{ classes: { teaches: { name: string }[] } }>(await educator.client.fetch('/api/account/export'), 200);
    expect(theirs.classes.teaches.map((row) => row.name)).toEqual(['Export class']);
    await body(await student.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await server.db.select().from(classMembers).where(eq(classMembers.classId, created.id))).toEqual([]);
    await body(await educator.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await server.db.select().from(classes).where(eq(classes.id, created.id))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------

describe('middle school: no class for grades 6 and 7, and grade 8 only for students who are 13', () => {
  type Coded = { error: { code: string; message: string; fieldCodes?: Record<string, string>; values?: Record<string, unknown> } };

  it('refuses a class for grade 6 or 7 with its own code, on creation and on a change of grade', async () => {
    const educator = await schoolEducator();
    for (const gradeLevel of [6, 7, '7']) {
      const refused = await body<Coded>(
        await educator.client.json('/api/educator/classes', 'POST', { name: 'Period 1', schoolYear: '2026-27', gradeLevel }),
        400,
      );
      expect(refused.error.code).toBe('validation_failed');
      expect(refused.error.fieldCodes?.gradeLevel).toBe('classes.grade_under_13');
      expect(refused.error.message).toMatch(/13 or older/);
    }
    const eighth = await body<{ class: ClassDto & { gradeLevel: number; retiredGrade: boolean } }>(
      await educator.client.json('/api/educator/classes', 'POST', { name: 'Grade 8 Careers', schoolYear: '2026-27', gradeLevel: 8 }),
      201,
    );
    expect(eighth.class).toMatchObject({ gradeLevel: 8, retiredGrade: false, joinEnabled: true });
    const changed = await body<Coded>(
      await educator.client.json(`/api/educator/classes/${eighth.class.id}`, 'PATCH', { gradeLevel: 6 }),
      400,
    );
    expect(changed.error.fieldCodes?.gradeLevel).toBe('classes.grade_under_13');
  });

  it('keeps a grade-7 class made before readable, says why it takes nobody, and never opens it again', async () => {
    const educator = await schoolEducator('Ms Older Class');
    const created = await newClass(educator, 'Old grade 7');
    const member = await person('Student', 'Held Back');
    await joined(member, created.joinCode);
    // What the migration leaves of a class made for grade 7: the grade kept, joining switched off.
    await server.db.update(classes).set({ gradeLevel: 7, joinEnabled: false }).where(eq(classes.id, created.id));

    const detail = await body<{ class: { gradeLevel: number; retiredGrade: boolean; joinEnabled: boolean } }>(
      await educator.client.fetch(`/api/educator/classes/${created.id}`),
      200,
    );
    expect(detail.class).toMatchObject({ gradeLevel: 7, retiredGrade: true, joinEnabled: false });
    const roster = await body<{ total: number }>(await educator.client.fetch(`/api/educator/classes/${created.id}/roster`), 200);
    expect(roster.total).toBe(1);

    const reopen = await body<Coded>(
      await educator.client.json(`/api/educator/classes/${created.id}`, 'PATCH', { joinEnabled: true }),
      409,
    );
    expect(reopen.error).toMatchObject({ code: 'classes.grade_retired', values: { level: 7 } });
    expect(
      (await body<Coded>(await educator.client.fetch(`/api/educator/classes/${created.id}/rotate`, { method: 'POST' }), 409)).error.code,
    ).toBe('classes.grade_retired');
    // Even with joining forced on in the database, the code opens nothing.
    await server.db.update(classes).set({ joinEnabled: true }).where(eq(classes.id, created.id));
    const newcomer = await person('Student', 'Newcomer');
    expect(
      (await body<Coded>(await newcomer.client.json('/api/classes/preview', 'POST', { code: created.joinCode }), 404)).error.code,
    ).toBe('classes.no_such_class');
    await body(await join(newcomer, { code: created.joinCode }), 404);

    // Given a grade it can serve, the class may take students again.
    await body(await educator.client.json(`/api/educator/classes/${created.id}`, 'PATCH', { gradeLevel: 8, joinEnabled: true }), 200);
    await joined(newcomer, created.joinCode);
  });

  it('refuses the preview and the join of a profile whose birth date says under 13, in words', async () => {
    const educator = await schoolEducator();
    const created = await body<{ class: ClassDto }>(
      await educator.client.json('/api/educator/classes', 'POST', { name: 'Grade 8 Homeroom', schoolYear: '2026-27', gradeLevel: 8 }),
      201,
    );
    const young = await person('Student', 'Young Student');
    const now = new Date(server.clock.now());
    // Sign-up refuses under-13s, so such a profile can only come from a stored birth date; twelve years ago this month.
    await server.db
      .update(profiles)
      .set({ birthYear: now.getFullYear() - 12, birthMonth: now.getMonth() + 1 })
      .where(eq(profiles.userId, young.id));
    for (const path of ['/api/classes/preview', '/api/classes/join']) {
      const refused = await body<Coded>(await young.client.json(path, 'POST', { code: created.class.joinCode }), 403);
      expect(refused.error.code).toBe('classes.under_13');
      expect(refused.error.message).toMatch(/13 or older/);
    }
    expect(await server.db.select().from(classMembers).where(eq(classMembers.classId, created.class.id))).toEqual([]);

    // Thirteen and a month: welcome.
    await server.db
      .update(profiles)
      .set({ birthYear: now.getFullYear() - 13, birthMonth: now.getMonth() === 0 ? 12 : now.getMonth() })
      .where(eq(profiles.userId, young.id));
    if (now.getMonth() === 0)
      await server.db
        .update(profiles)
        .set({ birthYear: now.getFullYear() - 14 })
        .where(eq(profiles.userId, young.id));
    const preview = await body<{ class: { gradeLevel: number } }>(
      await young.client.json('/api/classes/preview', 'POST', { code: created.class.joinCode }),
      200,
    );
    expect(preview.class.gradeLevel).toBe(8);
    await joined(young, created.class.joinCode);

    // Signed out: 401; a parent: 403 with the students-only code.
    expect((await new CookieClient(server.baseUrl).json('/api/classes/join', 'POST', { code: created.class.joinCode })).status).toBe(401);
    const parent = await person('Parent');
    expect((await body<Coded>(await join(parent, { code: created.class.joinCode }), 403)).error.code).toBe('classes.students_only');
  });
});

// ---------------------------------------------------------------------------

describe('class totals: logged for each member counted, small counts hidden', () => {
  type Totals = {
    students: number;
    smallGroup: number;
    funnel: { step: string; done: number | null }[];
    interests: { area: string; count: number | null }[];
    grades: { grade: string; count: number | null }[];
    majors: { name: string; count: number }[];
    hiddenMajors: number;
  };

  it('shows counts of 5 or more, hides the rest, and writes a totals row in every member’s access log', async () => {
    const educator = await schoolEducator('Ms Totals');
    const created = await newClass(educator, 'Totals class');
    const quizTakers = await Promise.all(Array.from({ length: 5 }, (_, i) => person('Student', `Quiz Taker ${i + 1}`)));
    const others = await Promise.all(Array.from({ length: 2 }, (_, i) => person('Student', `Not Yet ${i + 1}`)));
    for (const student of [...quizTakers, ...others]) await joined(student, created.joinCode);
    for (const student of quizTakers) await takeQuiz(student);

    const totals = await body<Totals>(await educator.client.fetch(`/api/educator/classes/${created.id}/totals`), 200);
    expect(totals.students).toBe(7);
    expect(totals.smallGroup).toBe(5);
    expect(totals.funnel.find((row) => row.step === 'career-quiz')?.done).toBe(5);
    expect(totals.funnel.find((row) => row.step === 'college-quiz')?.done).toBeNull();
    expect(totals.interests.find((row) => row.area === 'I')?.count).toBe(5);
    // Two without a quiz: hidden, and with only that one hidden, the next smallest too (7 - 5 would give it away).
    expect(totals.interests.find((row) => row.area === 'none')?.count).toBeNull();
    expect(totals.majors.map((major) => major.name)).toEqual(['Computer Science', 'Mathematics']);
    expect(totals.majors.every((major) => major.count === 5)).toBe(true);
    expect(totals.grades.find((row) => row.grade === 'none')?.count).toBeNull();

    const logged = await server.db
      .select({ studentId: studentAccessLog.studentId })
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.viewerId, educator.id), eq(studentAccessLog.what, 'classes.totals')));
    expect(logged.map((row) => row.studentId).sort()).toEqual([...quizTakers, ...others].map((student) => student.id).sort());
    const log = await body<{ items: { what: string; whatLabel: string }[] }>(await others[0]!.client.fetch('/api/access-log'), 200);
    expect(log.items.find((item) => item.what === 'classes.totals')?.whatLabel).toMatch(/totals/);
  });

  it('answers 401 signed out, 403 to a student and to an unverified educator, and 404 to another educator', async () => {
    const educator = await schoolEducator();
    const created = await newClass(educator, 'Guarded totals');
    const path = `/api/educator/classes/${created.id}/totals`;
    expect((await new CookieClient(server.baseUrl).fetch(path)).status).toBe(401);
    expect((await (await person('Student')).client.fetch(path)).status).toBe(403);
    expect((await (await person('Educator')).client.fetch(path)).status).toBe(403);
    expect((await (await schoolEducator()).client.fetch(path)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------

describe('what names the educator goes with their account; what they are, they can export', () => {
  it('writes "You joined" with the educator as its actor, and deleting the educator deletes it', async () => {
    const educator = await schoolEducator('Mx Gone Soon');
    const created = await newClass(educator, 'Short-lived class');
    const student = await person('Student', 'Stays Here');
    await joined(student, created.joinCode);
    await body(
      await educator.client.json(`/api/educator/classes/${created.id}/assignments`, 'POST', { step: 'career-quiz', dueOn: '2027-01-15' }),
      201,
    );
    const before = await server.db
      .select({ kind: notifications.kind, actorId: notifications.actorId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, student.id));
    expect(before.find((row) => row.kind === 'classes.joined')).toMatchObject({ actorId: educator.id });
    expect(before.find((row) => row.kind === 'classes.joined')?.body).toContain('Mx Gone Soon');
    expect(before.find((row) => row.kind === 'classes.assignment')).toMatchObject({ actorId: educator.id });

    await body(await educator.client.fetch('/api/account', { method: 'DELETE' }), 204);
    const after = await server.db
      .select({ body: notifications.body, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, student.id));
    expect(JSON.stringify(after)).not.toContain('Mx Gone Soon');
    expect(JSON.stringify(after)).not.toContain('Short-lived class');
  });

  it('exports the educator verification: school, status, method, reason and each decision, without the admin', async () => {
    const administrator = await admin();
    const educator = await person('Educator', 'Exporting Educator');
    const none = await body<{ classes: { educatorVerification: unknown } }>(await educator.client.fetch('/api/account/export'), 200);
    expect(none.classes.educatorVerification).toBeNull();
    await body(await educator.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High, counselor' }), 201);
    await body(
      await administrator.client.json(`/api/admin/educators/${educator.id}/reject`, 'POST', { reason: 'Name the school district.' }),
      204,
    );
    await body(
      await educator.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High, Springfield USD, counselor' }),
      201,
    );
    await body(await administrator.client.fetch(`/api/admin/educators/${educator.id}/approve`, { method: 'POST' }), 204);

    type Exported = {
      classes: {
        educatorVerification: {
          school: string;
          status: string;
          method: string;
          reason: string | null;
          decisions: { decision: string; reason: string | null; at: string }[];
        } | null;
      };
    };
    const exported = await body<Exported>(await educator.client.fetch('/api/account/export'), 200);
    expect(exported.classes.educatorVerification).toMatchObject({
      school: 'Lincoln High, Springfield USD, counselor',
      status: 'approved',
      method: 'request',
      reason: null,
    });
    expect(exported.classes.educatorVerification?.decisions.map(({ decision, reason }) => ({ decision, reason }))).toEqual([
      { decision: 'rejected', reason: 'Name the school district.' },
      { decision: 'approved', reason: null },
    ]);
    expect(JSON.stringify(exported.classes.educatorVerification)).not.toContain(DEMO_ADMIN_EMAIL);
    // Signed out, the export is refused.
    expect((await new CookieClient(server.baseUrl).fetch('/api/account/export')).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------

describe('a CSV that merges with school records', () => {
  it('takes a school ID per student and a time zone per class, and writes both into the CSV', async () => {
    const educator = await schoolEducator('Mr Merge');
    const created = await body<{ class: ClassDto & { timeZone: string } }>(
      await educator.client.json('/api/educator/classes', 'POST', {
        name: 'Merge 101',
        schoolYear: '2026-27',
        gradeLevel: 10,
        timeZone: 'America/Chicago',
      }),
      201,
    );
    expect(created.class.timeZone).toBe('America/Chicago');
    const student = await person('Student', 'Ida Merge');
    const memberId = await joined(student, created.class.joinCode);
    const path = `/api/educator/classes/${created.class.id}/students/${memberId}/school-id`;

    expect(await body(await educator.client.json(path, 'PUT', { schoolId: ' 10042-B ' }), 200)).toEqual({ memberId, schoolId: '10042-B' });
    const bad = await body<{ error: { fieldCodes?: Record<string, string> } }>(
      await educator.client.json(path, 'PUT', { schoolId: '=cmd|x' }),
      400,
    );
    expect(bad.error.fieldCodes?.schoolId).toBe('classes.school_student_id');
    const badZone = await body<{ error: { fieldCodes?: Record<string, string> } }>(
      await educator.client.json(`/api/educator/classes/${created.class.id}`, 'PATCH', { timeZone: 'Mars/Base' }),
      400,
    );
    expect(badZone.error.fieldCodes?.timeZone).toBe('classes.time_zone');
    expect((await new CookieClient(server.baseUrl).json(path, 'PUT', { schoolId: 'X1' })).status).toBe(401);
    expect((await student.client.json(path, 'PUT', { schoolId: 'X1' })).status).toBe(403);
    expect((await (await schoolEducator()).client.json(path, 'PUT', { schoolId: 'X1' })).status).toBe(404);

    const updatedAt = Date.parse('2026-12-06T15:04:00.000Z');
    await body(await student.client.json('/api/progress', 'PUT', { journeyStarted: { value: true, updatedAt } }), 200);
    await server.db
      .update(assessmentStates)
      .set({ updatedAt: new Date(updatedAt) })
      .where(eq(assessmentStates.userId, student.id));
    const csv = (await (await educator.client.fetch(`/api/educator/classes/${created.class.id}/roster.csv`)).text()).split('\r\n');
    expect(csv[0]!.split(',').slice(0, 4)).toEqual(['Name', 'School ID', 'Grade', 'Class']);
    expect(csv[0]).toContain('Last active (America/Chicago)');
    expect(csv[1]!.split(',').slice(0, 4)).toEqual(['Ida Merge', '10042-B', '10', 'Merge 101']);
    expect(csv[1]).toContain(',2026-12-06 09:04,');

    // The ID shows on the student's page for the educator, and clearing it leaves the cell empty.
    const detail = await body<{ student: { schoolId: string | null } }>(
      await educator.client.fetch(`/api/educator/classes/${created.class.id}/students/${memberId}`),
      200,
    );
    expect(detail.student.schoolId).toBe('10042-B');
    await body(await educator.client.json(path, 'PUT', { schoolId: null }), 200);
    const cleared = (await (await educator.client.fetch(`/api/educator/classes/${created.class.id}/roster.csv`)).text()).split('\r\n');
    expect(cleared[1]!.split(',').slice(0, 2)).toEqual(['Ida Merge', '']);
  });
});
