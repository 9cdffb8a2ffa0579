import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, rosterMemberships, users } from '@server/db/schema';
import { CookieClient, signIn, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { oneRosterPackage, schoolId, studentEmailOf, uploadForm, type OneRosterOptions } from '@tests/support/oneroster';
import { body } from '@tests/support/http-body';

/*
 * The school roster's students who have not joined: the educator's class page lists them with what the roster gave
 * and nothing from a Waypoint account, the CSV and the caseload count them, and each student with an account is told
 * once per class, whether the account existed at the import or came after it; the notice goes with the educator.
 */

const SCHOOL_DOMAIN = 'notice.example.edu';
let server: TestServer;

type NotJoined = {
  counts: { rostered: number; joined: number; pending: number; declined: number; left: number };
  items: Array<{ id: string; name: string; schoolId: string | null; gradeLevel: number | null; status: string }>;
  total: number;
  page: number;
  pageCount: number;
};
type Notice = { id: string; kind: string; title: string; body: string; link: string };

const upload = (client: CookieClient, files: Record<string, string>, fields: Record<string, string> = {}) =>
  client.fetch('/api/rostering/imports', { method: 'POST', body: uploadForm(files, fields) });
const imported = async (client: CookieClient, options: OneRosterOptions, fields: Record<string, string> = {}) =>
  body(await upload(client, oneRosterPackage(options).files, fields), 200);

let counter = 0;
async function educator(name = `Ms. Rivera ${++counter}`) {
  const email = `teacher${counter}.${Date.now()}@${SCHOOL_DOMAIN}`;
  const { client } = await signInWithProfile(server, { name, email }, { userType: 'Educator' });
  await body(await client.fetch('/api/educator/status'), 200);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, email, name, id: user!.id };
}
async function person(email: string, name: string, userType: 'Student' | 'Parent' = 'Student') {
  const { client } = await signInWithProfile(server, { name, email }, { userType });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, id: user!.id };
}
/** The "a class is waiting" notifications of an account, from the API it reads them by. */
async function notices(client: CookieClient): Promise<Notice[]> {
  const list = await body<{ items: Notice[] }>(await client.fetch('/api/notifications'), 200);
  return list.items.filter((item) => item.kind === 'classes.rostered');
}
const classIdOf = async (client: CookieClient, name: string) =>
  (await body<{ items: Array<{ id: string; name: string }> }>(await client.fetch('/api/educator/classes'), 200)).items.find(
    (cls) => cls.name === name,
  )!.id;

beforeAll(async () => {
  server = await startTestServer({ EDUCATOR_EMAIL_DOMAINS: SCHOOL_DOMAIN });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('the student is told a class is waiting', () => {
  it('an account that exists at the import gets one notification after a dry run and two imports, in its language, to the consent screen', async () => {
    const teacher = await educator('Ms. Rivera');
    const options: OneRosterOptions = {
      prefix: 'tell',
      students: 3,
      classes: 1,
      teachers: [{ email: teacher.email }],
      title: () => 'Biology 1',
    };
    const early = await person(studentEmailOf('tell', 0), 'Early Student');
    await body(await early.client.json('/api/profile', 'PATCH', { language: 'es' }), 200);
    expect(await notices(early.client)).toEqual([]);

    await imported(teacher.client, options, { dryRun: 'true' });
    expect(await notices(early.client)).toEqual([]);
    await imported(teacher.client, options);
    await imported(teacher.client, options);

    const told = await notices(early.client);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('La clase Biology 1 de Ms. Rivera te agregó desde la lista de tu escuela: revísala y únete');
    const invitations = await body<{ items: Array<{ id: string }> }>(await early.client.fetch('/api/classes/rostered'), 200);
    expect(told[0]!.link).toBe(`/classes/join?roster=${invitations.items[0]!.id}`);
    const [row] = await server.db.select().from(notifications).where(eq(notifications.id, told[0]!.id));
    expect(row!.actorId).toBe(teacher.id);
  });

  it('an account made after the import is told when it completes its Student profile, once however often it signs in', async () => {
    const teacher = await educator();
    await imported(teacher.client, { prefix: 'late', students: 2, classes: 1, teachers: [{ email: teacher.email }] });
    const email = studentEmailOf('late', 1);
    // The first sign-in has no profile yet: nothing is told to an account that is not yet a Student.
    const first = await signIn(server, { name: 'Late Student', email });
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await server.db.select().from(notifications).where(eq(notifications.userId, user!.id))).toEqual([]);
    await body(
      await first.client.json('/api/profile', 'POST', { fullName: 'Late Student', userType: 'Student', birthMonth: 3, birthYear: 2008 }),
      201,
    );
    const told = await notices(first.client);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toContain('added you from the school roster');

    // Signing in again (a second device) tells nothing new.
    const again = await signIn(server, { name: 'Late Student', email });
    expect(await notices(again.client)).toHaveLength(1);
  });

  it('an account that signs in while its class waits and was not told yet is told at that sign-in', async () => {
    const teacher = await educator();
    const pupil = await person(studentEmailOf('signin', 0), 'Signin Student');
    const options: OneRosterOptions = { prefix: 'signin', students: 1, classes: 1, teachers: [{ email: teacher.email }] };
    await imported(teacher.client, options);
    // As if the import had found no account (one made by another instance at that moment): the claim is cleared.
    await server.db.delete(notifications).where(eq(notifications.userId, pupil.id));
    await server.db
      .update(rosterMemberships)
      .set({ notifiedAt: null })
      .where(eq(rosterMemberships.email, studentEmailOf('signin', 0)));
    const later = await signIn(server, { name: 'Signin Student', email: studentEmailOf('signin', 0) });
    expect(await notices(later.client)).toHaveLength(1);
    expect(await notices((await signIn(server, { name: 'Signin Student', email: studentEmailOf('signin', 0) })).client)).toHaveLength(1);
  });

  it('a parent account with a rostered address is not told', async () => {
    const teacher = await educator();
    const parent = await person(studentEmailOf('par', 0), 'Parent Account', 'Parent');
    await imported(teacher.client, { prefix: 'par', students: 1, classes: 1, teachers: [{ email: teacher.email }] });
    expect(await server.db.select().from(notifications).where(eq(notifications.userId, parent.id))).toEqual([]);
  });

  it("deleting the educator's account deletes the notification that names them", async () => {
    const teacher = await educator('Mr. Gone');
    const pupil = await person(studentEmailOf('gone', 0), 'Gone Student');
    await imported(teacher.client, { prefix: 'gone', students: 1, classes: 1, teachers: [{ email: teacher.email }] });
    expect(await notices(pupil.client)).toHaveLength(1);
    await body(await teacher.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await notices(pupil.client)).toEqual([]);
    expect(
      await server.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, pupil.id))),
    ).toEqual([]);
  });
});

describe('the educator sees who has not joined', () => {
  let teacher: Awaited<ReturnType<typeof educator>>;
  let classId: string;
  const options = (t: string): OneRosterOptions => ({
    prefix: 'nj',
    students: 30,
    classes: 1,
    teachers: [{ email: t }],
    title: () => 'Civics 2',
  });
  const list = async (page = 1, client = teacher.client) =>
    body<NotJoined>(await client.fetch(`/api/educator/classes/${classId}/rostered?page=${page}`), 200);

  beforeAll(async () => {
    teacher = await educator();
    // Before the import, the class does not exist; a class made by hand has no roster at all.
    const byHand = await body<{ class: { id: string } }>(
      await teacher.client.json('/api/educator/classes', 'POST', { name: 'By hand', schoolYear: '2026-27', gradeLevel: 11 }),
      201,
    );
    const empty = await body<NotJoined>(await teacher.client.fetch(`/api/educator/classes/${byHand.class.id}/rostered`), 200);
    expect(empty).toMatchObject({ counts: { rostered: 0, joined: 0 }, items: [], total: 0 });

    await imported(teacher.client, options(teacher.email));
    classId = await classIdOf(teacher.client, 'Civics 2');
  }, 60_000);

  it("lists the pending and declined with counts and the roster's own fields, never the account's", async () => {
    const joiner = await person(studentEmailOf('nj', 0), 'Joiner Account Name');
    const decliner = await person(studentEmailOf('nj', 1), 'Decliner Account Name');
    const waiting = await person(studentEmailOf('nj', 2), 'Secret Account Name');
    const invitation = async (client: CookieClient) =>
      (await body<{ items: Array<{ id: string }> }>(await client.fetch('/api/classes/rostered'), 200)).items[0]!.id;
    await body(await joiner.client.json(`/api/classes/rostered/${await invitation(joiner.client)}/join`, 'POST', {}), 201);
    await body(await decliner.client.json(`/api/classes/rostered/${await invitation(decliner.client)}/decline`, 'POST', {}), 204);
    // The one still waiting has used Waypoint: none of it reaches the educator.
    await body(await waiting.client.json('/api/progress', 'PUT', { journeyStarted: { value: true, updatedAt: Date.now() - 1000 } }), 200);

    const first = await list();
    expect(first.counts).toEqual({ rostered: 30, joined: 1, pending: 28, declined: 1, left: 0 });
    expect(first).toMatchObject({ total: 29, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(25);
    expect(first.items.every((item) => item.status === 'pending')).toBe(true);
    expect(Object.keys(first.items[0]!).sort()).toEqual(['gradeLevel', 'id', 'name', 'schoolId', 'status']);
    // A pending student with an account reads exactly like one without: the roster's name, ID and grade.
    const withAccount = first.items.find((item) => item.schoolId === schoolId('nj', 2));
    const withoutAccount = first.items.find((item) => item.schoolId === schoolId('nj', 3));
    expect(withAccount).toEqual({
      id: expect.any(String),
      name: 'Student Number 3',
      schoolId: schoolId('nj', 2),
      gradeLevel: 11,
      status: 'pending',
    });
    expect(withoutAccount).toEqual({
      id: expect.any(String),
      name: 'Student Number 4',
      schoolId: schoolId('nj', 3),
      gradeLevel: 11,
      status: 'pending',
    });

    const second = await list(2);
    expect(second.items).toHaveLength(4);
    expect(second.items.at(-1)).toMatchObject({ name: 'Student Number 2', status: 'declined' });
    const text = JSON.stringify([first, second]);
    for (const secret of ['Secret Account Name', 'Decliner Account Name', 'Joiner Account Name', '@students.example.edu', waiting.id]) {
      expect(text).not.toContain(secret);
    }

    // The class roster itself has only the student who joined and agreed; the waiting one's progress is nowhere.
    const roster = await body<{ total: number; items: Array<{ name: string }> }>(
      await teacher.client.fetch(`/api/educator/classes/${classId}/roster`),
      200,
    );
    expect(roster.items.map((item) => item.name)).toEqual(['Joiner Account Name']);

    // Once the waiting student joins, the roster shows them and the list no longer does.
    await body(await waiting.client.json(`/api/classes/rostered/${await invitation(waiting.client)}/join`, 'POST', {}), 201);
    const after = await list();
    expect(after.counts).toMatchObject({ joined: 2, pending: 27 });
    expect(after.items.some((item) => item.schoolId === schoolId('nj', 2))).toBe(false);
    const rosterAfter = await body<{ items: Array<{ name: string; percent: number }> }>(
      await teacher.client.fetch(`/api/educator/classes/${classId}/roster`),
      200,
    );
    expect(rosterAfter.items.map((item) => item.name).sort()).toEqual(['Joiner Account Name', 'Secret Account Name']);
  });

  it('writes them into the CSV with a status column, after the members', async () => {
    const csv = (await (await teacher.client.fetch(`/api/educator/classes/${classId}/roster.csv`)).text()).split('\r\n');
    const header = csv[0]!.split(',');
    expect(header.slice(0, 5)).toEqual(['Name', 'School ID', 'Grade', 'Class', 'Status']);
    const status = (name: string) => csv.find((line) => line.startsWith(`${name},`))?.split(',')[4];
    expect(status('Joiner Account Name')).toBe('joined');
    expect(status('Student Number 2')).toBe('declined to join');
    expect(status('Student Number 5')).toBe('not joined yet');
    expect(csv.find((line) => line.startsWith('Student Number 5,'))).toBe(
      `Student Number 5,${schoolId('nj', 4)},11,Civics 2,not joined yet${','.repeat(header.length - 5)}`,
    );
    expect(csv.filter((line) => line !== '')).toHaveLength(1 + 30);
    expect(csv.join('\n')).not.toContain('@students.example.edu');
  });

  it("counts each class's students still to join in the caseload", async () => {
    const caseload = await body<{ classes: Array<{ id: string; name: string; notJoined: number }> }>(
      await teacher.client.fetch('/api/educator/caseload'),
      200,
    );
    expect(caseload.classes.find((cls) => cls.id === classId)?.notJoined).toBe(27);
    expect(caseload.classes.find((cls) => cls.name === 'By hand')?.notJoined).toBe(0);
  });

  it('answers as the other class routes do: 401 signed out, 403 for a student, 404 for another educator, 400 for a bad page', async () => {
    expect((await new CookieClient(server.baseUrl).fetch(`/api/educator/classes/${classId}/rostered`)).status).toBe(401);
    const pupil = await person(studentEmailOf('nj', 9), 'Curious Student');
    expect((await pupil.client.fetch(`/api/educator/classes/${classId}/rostered`)).status).toBe(403);
    const other = await educator();
    expect((await other.client.fetch(`/api/educator/classes/${classId}/rostered`)).status).toBe(404);
    expect((await other.client.fetch(`/api/educator/classes/${classId}/roster.csv`)).status).toBe(404);
    const bad = await body<{ error: { fields?: Record<string, string> } }>(
      await teacher.client.fetch(`/api/educator/classes/${classId}/rostered?page=0`),
      400,
    );
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['page']);
  });
});
