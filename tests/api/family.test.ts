import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { familyInvites, familyLinks, notifications, studentAccessLog, users } from '@server/db/schema';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { statusMismatches, type ActorCase } from '@tests/support/actor-cases';
import { body } from '@tests/support/http-body';

/*
 * Parents: invites, redeeming, the child's overview, unlinking, the access log,
 * export and deletion. Every endpoint is called by every kind of actor, and any status other than
 * the expected one (an unexpected 2xx above all) fails.
 */

let server: TestServer;

type Person = { id: string; email: string; name: string; client: CookieClient };
type Invite = { id: string; code: string; token: string; path: string; createdAt: string; expiresAt: string };
type ErrorBody = {
  error: {
    code: string;
    message: string;
    values?: Record<string, unknown>;
    fields?: Record<string, string>;
    fieldCodes?: Record<string, string>;
  };
};

let counter = 0;
async function person(userType: 'Student' | 'Parent' | 'Educator', name = `${userType} ${counter + 1}`): Promise<Person> {
  counter += 1;
  const email = `family.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, name, client };
}

async function admin(): Promise<Person> {
  const { client } = await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Educator' });
  const [user] = await server.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  return { id: user!.id, email: DEMO_ADMIN_EMAIL, name: user!.name, client };
}

const invite = async (student: Person) =>
  (await body<{ invite: Invite }>(await student.client.json('/api/family/invites', 'POST', {}), 201)).invite;
const redeem = (parent: Person, payload: unknown) => parent.client.json('/api/family/redeem', 'POST', payload);
async function link(student: Person, parent: Person): Promise<string> {
  const { code } = await invite(student);
  return (await body<{ link: { id: string } }>(await redeem(parent, { code }), 201)).link.id;
}
const overview = (parent: Person, linkId: string) => parent.client.fetch(`/api/family/children/${linkId}`);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------

describe('family endpoints × actors', () => {
  type Actor = 'anonymous' | 'student' | 'otherStudent' | 'linkedParent' | 'unlinkedParent' | 'educator' | 'admin';
  const actors: Actor[] = ['anonymous', 'student', 'otherStudent', 'linkedParent', 'unlinkedParent', 'educator', 'admin'];
  let clients: Record<Actor, CookieClient>;
  let studentInvite: Invite;
  let linkId: string;
  let spareCodes: string[];

  beforeAll(async () => {
    const [student, otherStudent, linkedParent, unlinkedParent, educator, administrator, spare] = await Promise.all([
      person('Student', 'Riley Owner'),
      person('Student', 'Morgan Other'),
      person('Parent', 'Pat Guardian'),
      person('Parent', 'Sam Stranger'),
      person('Educator', 'Lee Teacher'),
      admin(),
      person('Student', 'Spare Student'),
    ]);
    clients = {
      anonymous: new CookieClient(server.baseUrl),
      student: student.client,
      otherStudent: otherStudent.client,
      linkedParent: linkedParent.client,
      unlinkedParent: unlinkedParent.client,
      educator: educator.client,
      admin: administrator.client,
    };
    linkId = await link(student, linkedParent);
    studentInvite = await invite(student);
    // Codes of another student's invites: a parent who redeems one is linked to that student, not to `student`.
    spareCodes = [(await invite(spare)).code, (await invite(spare)).code];
  }, 120_000);

  type Row = Record<Actor, number>;
  const denied = { anonymous: 401, educator: 403, admin: 403 };
  const studentsOnly = (ok: number, other = ok): Row => ({
    ...denied,
    student: ok,
    otherStudent: other,
    linkedParent: 403,
    unlinkedParent: 403,
  });
  const parentsOnly = (linked: number, unlinked: number): Row => ({
    ...denied,
    student: 403,
    otherStudent: 403,
    linkedParent: linked,
    unlinkedParent: unlinked,
  });

  type Case = ActorCase<Actor>;
  const cases: Case[] = [
    { name: 'list open invites (own)', method: 'GET', path: () => '/api/family/invites', expected: studentsOnly(200) },
    { name: 'create an invite (own)', method: 'POST', path: () => '/api/family/invites', body: () => ({}), expected: studentsOnly(201) },
    { name: 'list linked parents (own)', method: 'GET', path: () => '/api/family/parents', expected: studentsOnly(200) },
    { name: 'read the access log (own)', method: 'GET', path: () => '/api/access-log', expected: studentsOnly(200) },
    { name: 'list linked children (own)', method: 'GET', path: () => '/api/family/children', expected: parentsOnly(200, 200) },
    { name: "read the student's overview", method: 'GET', path: () => `/api/family/children/${linkId}`, expected: parentsOnly(200, 404) },
    {
      name: "redeem an invite (the student's for the linked parent, another student's for the others)",
      method: 'POST',
      path: () => '/api/family/redeem',
      body: (actor) => ({ code: actor === 'linkedParent' ? studentInvite.code : spareCodes[0] }),
      expected: parentsOnly(409, 201),
    },
    {
      name: "revoke the student's invite",
      method: 'DELETE',
      path: () => `/api/family/invites/${studentInvite.id}`,
      expected: studentsOnly(204, 404),
    },
    {
      name: 'unlink the student and the linked parent',
      method: 'DELETE',
      path: () => `/api/family/links/${linkId}`,
      // Either side may unlink: the parent does, then the student finds the link gone (their own unlink is tested below).
      expected: { anonymous: 401, otherStudent: 404, unlinkedParent: 404, educator: 404, admin: 404, linkedParent: 204, student: 404 },
      last: ['linkedParent', 'student'],
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.method} ${testCase.name}`, async () => {
      expect(await statusMismatches(testCase, actors, clients)).toEqual([]);
    });
  }

  it('refuses the overview after the unlink above, on the very next request', async () => {
    expect((await clients.linkedParent.fetch(`/api/family/children/${linkId}`)).status).toBe(404);
    expect(await body<{ items: unknown[] }>(await clients.student.fetch('/api/family/parents'), 200)).toEqual({ items: [] });
  });
});

// ---------------------------------------------------------------------------

describe('invites', () => {
  it('gives a one-time link (256-bit token) and an 8-character code, valid 7 days, stored only as hashes', async () => {
    const student = await person('Student');
    const created = await invite(student);
    expect(created.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.path).toBe(`/family/join/${created.token}`);
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const [row] = await server.db.select().from(familyInvites).where(eq(familyInvites.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.code.replace('-', ''));
    const open = await body<{ items: { id: string }[] }>(await student.client.fetch('/api/family/invites'), 200);
    expect(open.items.map((item) => item.id)).toEqual([created.id]);
  });

  it('is redeemed by link (token) or by the code typed in any case', async () => {
    const student = await person('Student', 'Jamie Child');
    const [byToken, byCode] = await Promise.all([person('Parent'), person('Parent')]);
    const first = await invite(student);
    const linked = await body<{ link: { childName: string } }>(await redeem(byToken, { token: first.token }), 201);
    expect(linked.link.childName).toBe('Jamie Child');
    const second = await invite(student);
    await body(await redeem(byCode, { code: ` ${second.code.toLowerCase()} ` }), 201);
    const parents = await body<{ items: { name: string }[] }>(await student.client.fetch('/api/family/parents'), 200);
    expect(parents.items.map((item) => item.name).sort()).toEqual([byCode.name, byToken.name].sort());
    // Display names only: no e-mail of either parent.
    expect(JSON.stringify(parents)).not.toContain('@');
  });

  it('expires at 7 days: open a minute before, refused at the boundary', async () => {
    const student = await person('Student');
    const [early, late] = await Promise.all([person('Parent'), person('Parent')]);
    const a = await invite(student);
    const b = await invite(student);
    const now = Date.now();
    // As if made 7 days less a minute ago, and exactly 7 days ago.
    await server.db
      .update(familyInvites)
      .set({ createdAt: new Date(now - 7 * 86_400_000 + 60_000), expiresAt: new Date(now + 60_000) })
      .where(eq(familyInvites.id, a.id));
    await server.db
      .update(familyInvites)
      .set({ createdAt: new Date(now - 7 * 86_400_000), expiresAt: new Date(now) })
      .where(eq(familyInvites.id, b.id));
    await body(await redeem(early, { code: a.code }), 201);
    const refused = await body<ErrorBody>(await redeem(late, { code: b.code }), 410);
    expect(refused.error.code).toBe('family.invite_expired');
    expect(refused.error.message).toMatch(/expired/);
    expect((await body<{ items: unknown[] }>(await student.client.fetch('/api/family/invites'), 200)).items).toEqual([]);
  });

  it('can be revoked: it leaves the open list and can no longer be used', async () => {
    const student = await person('Student');
    const parent = await person('Parent');
    const created = await invite(student);
    await body(await student.client.fetch(`/api/family/invites/${created.id}`, { method: 'DELETE' }), 204);
    expect((await body<{ items: unknown[] }>(await student.client.fetch('/api/family/invites'), 200)).items).toEqual([]);
    const refused = await body<ErrorBody>(await redeem(parent, { code: created.code }), 410);
    expect(refused.error.code).toBe('family.invite_revoked');
    expect((await body<{ items: unknown[] }>(await parent.client.fetch('/api/family/children'), 200)).items).toEqual([]);
  });

  it('is used once: a second parent gets a clear error, and the used invite cannot be revoked', async () => {
    const student = await person('Student');
    const [first, second] = await Promise.all([person('Parent'), person('Parent')]);
    const created = await invite(student);
    await body(await redeem(first, { code: created.code }), 201);
    const refused = await body<ErrorBody>(await redeem(second, { token: created.token }), 410);
    expect(refused.error).toMatchObject({ code: 'family.invite_used', message: expect.stringMatching(/already been used/) });
    await body(await student.client.fetch(`/api/family/invites/${created.id}`, { method: 'DELETE' }), 409);
  });

  it('tells a student or an educator that redeeming is for parents (403 with the reason)', async () => {
    const student = await person('Student');
    const created = await invite(student);
    for (const other of await Promise.all([person('Student'), person('Educator')])) {
      const refused = await body<ErrorBody>(await redeem(other, { code: created.code }), 403);
      expect(refused.error).toMatchObject({ code: 'family.parents_only', message: expect.stringMatching(/parent accounts/) });
    }
  });

  it('rate-limits code guessing per account', async () => {
    const parent = await person('Parent');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await redeem(parent, { code: `ABCD-EF${'23456789'[attempt % 8]}${'23456789'[(attempt + 1) % 8]}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    // Even the right code waits now, and the refusal is named by a code each language words.
    const student = await person('Student');
    const response = await redeem(parent, { code: (await invite(student)).code });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({
      code: 'family.guessing',
      message: expect.stringMatching(/Wait 15 minutes/),
    });
  });

  it('answers malformed input with 400 and field messages', async () => {
    const [student, parent] = await Promise.all([person('Student'), person('Parent')]);
    const badCode = await body<ErrorBody>(await redeem(parent, { code: 'ABC' }), 400);
    expect(badCode.error.fields?.code).toMatch(/8-character code/);
    expect(badCode.error.fieldCodes?.code).toBe('family.invite_code');
    const neither = await body<ErrorBody>(await redeem(parent, {}), 400);
    expect(neither.error.fields?.code).toBeDefined();
    const badToken = await body<ErrorBody>(await redeem(parent, { token: 'short' }), 400);
    expect(badToken.error.fields?.token).toMatch(/not complete/);
    const badId = await body<ErrorBody>(await student.client.fetch('/api/family/invites/not-a-uuid', { method: 'DELETE' }), 400);
    expect(badId.error.fields?.id).toBeDefined();
    const badPage = await body<ErrorBody>(await student.client.fetch('/api/access-log?page=0'), 400);
    expect(badPage.error.fields?.page).toMatch(/starts at 1/);
  });
});

// ---------------------------------------------------------------------------

describe("the child's overview, the access log, unlinking", () => {
  const QUIZ = {
    topMajors: ['Computer Science', 'Mathematics'],
    hollandCode: 'IRC',
    profile: { R: 4, I: 6.5, A: 2, S: 2, E: 1.5, C: 4 },
    topCareerCodes: ['15-1252.00'],
    completedAt: '2026-11-20T10:00:00.000Z',
  };

  async function studentWithPlan() {
    const student = await person('Student', 'Casey Planner');
    const updatedAt = Date.now() - 1000;
    await body(
      await student.client.json('/api/progress', 'PUT', {
        journeyStarted: { value: true, updatedAt },
        quizResult: { value: QUIZ, updatedAt },
        financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' }, updatedAt },
      }),
      200,
    );
    const colleges = (await (await fetch(`${server.baseUrl}/api/colleges?pageSize=1`)).json()) as { items: { unitId: number }[] };
    await body(await student.client.fetch(`/api/saved/colleges/${colleges.items[0]!.unitId}`, { method: 'PUT' }), 200);
    await body(await student.client.fetch('/api/scholarships/saved/coca-cola-scholars', { method: 'PUT' }), 200);
    return student;
  }

  it('shows progress, results, the graded plan, colleges with net prices and scholarships, and nothing private', async () => {
    const student = await studentWithPlan();
    const parent = await person('Parent', 'Robin Parent');
    const linkId = await link(student, parent);
    const response = await overview(parent, linkId);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = await body<{
      child: { name: string };
      progress: { percent: number; steps: { id: string; done: boolean }[] };
      results: { hollandCode: string; topMajors: { cip: string | null; name: string }[]; topCareers: { socCode: string; title: string }[] };
      finances: { grade: string; earningsHorizonLabel: string; plannedDebt: number };
      colleges: { name: string; averageNetPrice: number | null; source: { name: string; year: string | number } }[];
      scholarships: { id: string }[];
      meetings: unknown[];
    }>(response, 200);
    expect(data.child.name).toBe('Casey Planner');
    expect(data.progress.percent).toBe(60);
    expect(data.progress.steps.filter((step) => step.done).map((step) => step.id)).toEqual([
      'journey',
      'career-quiz',
      'financial-expectations',
    ]);
    // Each major with its field-of-study code when the catalog knows its name; an unknown name stays as stored.
    expect(data.results).toMatchObject({
      hollandCode: 'IRC',
      topMajors: [
        { cip: null, name: 'Computer Science' },
        { cip: '27.01', name: 'Mathematics' },
      ],
    });
    expect(data.results.topCareers[0]).toMatchObject({ socCode: '15-1252.00' });
    // 30,000 / 48,000 = 0.625 → A- (spec table).
    expect(data.finances).toMatchObject({ grade: 'A-', plannedDebt: 30000, earningsHorizonLabel: 'first year after graduation' });
    expect(data.colleges).toHaveLength(1);
    expect(data.colleges[0]!.source.name).toBeTruthy();
    expect(data.scholarships.map((item) => item.id)).toEqual(['coca-cola-scholars']);
    // A parent reading in Spanish gets the catalog's Spanish name, not the English one stored with the result.
    const spanish = await body<{ results: { topMajors: { name: string }[] } }>(
      await parent.client.fetch(`/api/family/children/${linkId}`, { headers: { 'Accept-Language': 'es' } }),
      200,
    );
    expect(spanish.results.topMajors.map((major) => major.name)).toEqual(['Computer Science', 'Matemáticas']);
    const text = JSON.stringify(data);
    expect(text).not.toContain(student.email);
    expect(text).not.toContain('@');
  });

  it('logs every view for the student, newest first and paginated, and the student is told of the link', async () => {
    const student = await studentWithPlan();
    const parent = await person('Parent', 'Drew Viewer');
    const linkId = await link(student, parent);
    for (let view = 0; view < 22; view++) await body(await overview(parent, linkId), 200);
    const first = await body<{ items: { viewerName: string; viewerRole: string; whatLabel: string }[]; total: number; pageCount: number }>(
      await student.client.fetch('/api/access-log'),
      200,
    );
    expect(first).toMatchObject({ total: 22, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ viewerName: 'Drew Viewer', viewerRole: 'parent' });
    const second = await body<{ items: unknown[] }>(await student.client.fetch('/api/access-log?page=2'), 200);
    expect(second.items).toHaveLength(2);
    const inbox = await server.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(inbox.map((row) => row.kind)).toContain('family.linked');
  });

  it('ends access on the next request when the student unlinks, and tells the parent', async () => {
    const student = await person('Student', 'Avery Child');
    const parent = await person('Parent');
    const linkId = await link(student, parent);
    await body(await overview(parent, linkId), 200);
    await body(await student.client.fetch(`/api/family/links/${linkId}`, { method: 'DELETE' }), 204);
    await body(await overview(parent, linkId), 404);
    expect((await body<{ items: unknown[] }>(await parent.client.fetch('/api/family/children'), 200)).items).toEqual([]);
    const inbox = await server.db.select().from(notifications).where(eq(notifications.userId, parent.id));
    expect(inbox.map((row) => row.kind)).toEqual(['family.unlinked']);
  });

  it('lets a parent link several children and unlink one of them', async () => {
    const [first, second] = await Promise.all([person('Student', 'Child One'), person('Student', 'Child Two')]);
    const parent = await person('Parent');
    const firstLink = await link(first, parent);
    await link(second, parent);
    const children = await body<{ items: { name: string }[] }>(await parent.client.fetch('/api/family/children'), 200);
    expect(children.items.map((item) => item.name)).toEqual(['Child One', 'Child Two']);
    await body(await parent.client.fetch(`/api/family/links/${firstLink}`, { method: 'DELETE' }), 204);
    expect((await body<{ items: unknown[] }>(await first.client.fetch('/api/family/parents'), 200)).items).toEqual([]);
    expect((await body<{ items: unknown[] }>(await second.client.fetch('/api/family/parents'), 200)).items).toHaveLength(1);
  });

  it('exports the links and the log, on both sides', async () => {
    const student = await person('Student', 'Export Student');
    const parent = await person('Parent', 'Export Parent');
    const linkId = await link(student, parent);
    await body(await overview(parent, linkId), 200);
    const mine = await body<{
      family: { linkedParents: { name: string }[]; invites: unknown[] };
      accessLog: { viewsOfMyData: { viewer: string }[] };
    }>(await student.client.fetch('/api/account/export'), 200);
    expect(mine.family.linkedParents.map((row) => row.name)).toEqual(['Export Parent']);
    expect(mine.family.invites).toHaveLength(1);
    expect(mine.accessLog.viewsOfMyData.map((row) => row.viewer)).toEqual(['Export Parent']);
    const theirs = await body<{ family: { linkedChildren: { name: string }[] }; accessLog: { viewsIMade: { student: string }[] } }>(
      await parent.client.fetch('/api/account/export'),
      200,
    );
    expect(theirs.family.linkedChildren.map((row) => row.name)).toEqual(['Export Student']);
    expect(theirs.accessLog.viewsIMade.map((row) => row.student)).toEqual(['Export Student']);
  });

  it("deleting the parent's account removes the link and anonymises the log; deleting the student's removes everything", async () => {
    const student = await person('Student');
    const parent = await person('Parent');
    const linkId = await link(student, parent);
    await body(await overview(parent, linkId), 200);
    await invite(student);
    await body(await parent.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await server.db.select().from(familyLinks).where(eq(familyLinks.studentId, student.id))).toEqual([]);
    const log = await body<{ items: { viewerName: string | null }[] }>(await student.client.fetch('/api/access-log'), 200);
    expect(log.items.map((item) => item.viewerName)).toEqual([null]);
    // The "linked" notification named the parent: it went with their account.
    expect(await server.db.select().from(notifications).where(eq(notifications.userId, student.id))).toEqual([]);

    await body(await student.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await server.db.select().from(familyInvites).where(eq(familyInvites.studentId, student.id))).toEqual([]);
    expect(await server.db.select().from(studentAccessLog).where(eq(studentAccessLog.studentId, student.id))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------

describe('under pressure: races, garbage, forged requests, leaks (outside review)', () => {
  it('lets only one of two parents redeeming the same invite at the same moment win', async () => {
    const student = await person('Student');
    const [first, second] = await Promise.all([person('Parent'), person('Parent')]);
    for (const viaToken of [false, true]) {
      const created = await invite(student);
      const payload = viaToken ? { token: created.token } : { code: created.code };
      const responses = await Promise.all([redeem(first, payload), redeem(second, payload)]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 410]);
      const loser = (await responses.find((response) => response.status === 410)!.json()) as ErrorBody;
      expect(loser.error.code).toBe('family.invite_used');
      // The invite records exactly one parent, and that parent holds the link.
      const [row] = await server.db.select().from(familyInvites).where(eq(familyInvites.id, created.id));
      const winner = row!.usedBy;
      expect([first.id, second.id]).toContain(winner);
      await body(await student.client.fetch(`/api/family/links/${(await linkOf(student, winner!))!}`, { method: 'DELETE' }), 204);
    }
    expect(await server.db.select().from(familyLinks).where(eq(familyLinks.studentId, student.id))).toEqual([]);
  });

  it('answers one parent redeeming two invites of the same child at once with one link and one 409, never a 500', async () => {
    // Five rounds, so the two transactions really overlap at least once (each passes the "already linked" check before either inserts).
    for (let round = 0; round < 5; round++) {
      const student = await person('Student', `Quinn Twice ${round}`);
      const parent = await person('Parent');
      const [a, b] = [await invite(student), await invite(student)];
      const responses = await Promise.all([redeem(parent, { code: a.code }), redeem(parent, { token: b.token })]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses, await Promise.all(responses.map((response) => response.text())).then((texts) => texts.join(' | '))).toEqual([
        201, 409,
      ]);
      expect(await server.db.select().from(familyLinks).where(eq(familyLinks.studentId, student.id))).toHaveLength(1);
      // The losing invite was not used up: the student still sees it as open.
      expect((await body<{ items: unknown[] }>(await student.client.fetch('/api/family/invites'), 200)).items).toHaveLength(1);
    }
  });

  it('answers garbage with 400 and a field message, never 500, and the error body leaks nothing', async () => {
    const parent = await person('Parent');
    const garbage: unknown[] = [
      { code: 'A'.repeat(100_000) },
      { code: 12345678 },
      { code: null },
      { token: 'x'.repeat(5_000) },
      { code: 'ABCD-EF23', token: 'a'.repeat(43) },
      { code: 'ABCD-EF23', studentId: '00000000-0000-4000-8000-000000000000' },
      ['ABCD-EF23'],
      'ABCD-EF23',
      null,
    ];
    for (const payload of garbage) {
      const response = await redeem(parent, payload);
      const text = await response.text();
      expect(response.status, `${JSON.stringify(payload).slice(0, 60)} → ${text.slice(0, 200)}`).toBe(400);
      expect(text).not.toMatch(/stack|at \w+ \(|select |insert |postgres|sql/i);
      expect(text.length).toBeLessThan(2_000);
    }
    const broken = await parent.client.fetch('/api/family/redeem', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code":',
    });
    expect(broken.status).toBe(400);
    // Ids that are not ours or not ids at all.
    const student = await person('Student');
    for (const id of ['1', "' or 1=1 --", 'a'.repeat(5_000), '00000000-0000-0000-0000-000000000000']) {
      const path = `/api/family/invites/${encodeURIComponent(id)}`;
      expect([400, 404]).toContain((await student.client.fetch(path, { method: 'DELETE' })).status);
      expect([400, 404]).toContain((await parent.client.fetch(`/api/family/children/${encodeURIComponent(id)}`)).status);
    }
    for (const page of ['NaN', '-1', '1e309', '99999999999', 'x'.repeat(3_000)]) {
      const response = await student.client.fetch(`/api/access-log?page=${encodeURIComponent(page)}`);
      expect(response.status, page).toBe(400);
    }
  });

  it('refuses writes from another site (Origin check, as the rest of the API)', async () => {
    const student = await person('Student');
    const parent = await person('Parent');
    const created = await invite(student);
    const crossSite = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const forged = await parent.client.fetch('/api/family/redeem', {
      method: 'POST',
      headers: crossSite,
      body: JSON.stringify({ code: created.code }),
    });
    expect(forged.status).toBe(403);
    expect((await student.client.fetch('/api/family/invites', { method: 'POST', headers: crossSite, body: '{}' })).status).toBe(403);
    const linkId = await link(student, parent);
    const unlinkForged = await student.client.fetch(`/api/family/links/${linkId}`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(unlinkForged.status).toBe(403);
    await body(await overview(parent, linkId), 200);
  });

  it('keeps the access log append-only and private: no write endpoint, no way to read another student’s', async () => {
    const [student, other] = await Promise.all([person('Student'), person('Student')]);
    const parent = await person('Parent');
    const linkId = await link(student, parent);
    await body(await overview(parent, linkId), 200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await student.client.json('/api/access-log', method, { viewerId: parent.id, what: 'family.overview' });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
    }
    const peek = await body<{ items: unknown[]; total: number }>(
      await other.client.fetch(`/api/access-log?studentId=${student.id}&page=1`),
      200,
    );
    expect(peek).toMatchObject({ items: [], total: 0 });
    await body(await parent.client.fetch(`/api/access-log?studentId=${student.id}`), 403);
    const own = await body<{ total: number }>(await student.client.fetch('/api/access-log'), 200);
    expect(own.total).toBe(1);
  });

  it('refuses a student becoming a Parent to redeem its own invite', async () => {
    const student = await person('Student');
    const created = await invite(student);
    const switched = await body<ErrorBody>(
      await student.client.json('/api/profile', 'PATCH', { fullName: student.name, userType: 'Parent' }),
      403,
    );
    expect(switched.error.code).toBe('profile.student_type_locked');
    expect((await redeem(student, { code: created.code })).status).toBeGreaterThanOrEqual(400);
    expect(await server.db.select().from(familyLinks).where(eq(familyLinks.studentId, student.id))).toEqual([]);
  });

  it("never puts anyone's e-mail in any family response, on either side", async () => {
    const student = await person('Student', 'Mail Student');
    const parent = await person('Parent', 'Mail Parent');
    const created = await invite(student);
    const texts: string[] = [JSON.stringify(created)];
    const redeemed = await redeem(parent, { code: created.code });
    texts.push(await redeemed.clone().text());
    const linkId = ((await redeemed.json()) as { link: { id: string } }).link.id;
    const reads: [CookieClient, string][] = [
      [student.client, '/api/family/invites'],
      [student.client, '/api/family/parents'],
      [student.client, '/api/access-log'],
      [parent.client, '/api/family/children'],
      [parent.client, `/api/family/children/${linkId}`],
      [student.client, '/api/notifications'],
      [parent.client, '/api/notifications'],
    ];
    for (const [client, path] of reads) texts.push(await (await client.fetch(path)).text());
    texts.push(await (await redeem(parent, { code: (await invite(student)).code })).text());
    for (const text of texts) {
      expect(text).not.toContain(student.email);
      expect(text).not.toContain(parent.email);
    }
  });
});

async function linkOf(student: Person, parentId: string): Promise<string | undefined> {
  const [row] = await server.db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.studentId, student.id), eq(familyLinks.parentId, parentId)));
  return row?.id;
}
