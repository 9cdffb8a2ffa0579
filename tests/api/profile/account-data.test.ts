import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRaceDigits } from '@domain/cognitive/memory-race';
import { scoreMemoryRace, type MemoryRound } from '@domain/cognitive/scoring';
import { minMemoryRaceMs } from '@domain/leaderboard/submission';
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { COLLEGES } from '@data/colleges';
import {
  meetings,
  memoryRaceSequences,
  moderationActions,
  professionalDecisions,
  profiles,
  savedCareers,
  savedColleges,
  users,
} from '@server/db/schema';
import { findTraces } from '@tests/support/personal-data';
import { CookieClient, signIn, signInWithProfile, startTestServer, type ProfileChoice, type TestServer } from '@tests/support/test-server';
import { PROFESSIONAL_APPLICATION } from '@tests/support/professional-application';

const DEMO_ADMIN_NAME = DEMO_ACCOUNTS.find((account) => account.email === DEMO_ADMIN_EMAIL)!.name;

/*
 * What Waypoint keeps about a person, and what it leaves when they go: the
 * export lists everything of theirs; deleting the account (or answering
 * "under 13") leaves no row anywhere that names, addresses or quotes them.
 */

let server: TestServer;
let admin: CookieClient;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

interface Person {
  client: CookieClient;
  id: string;
  email: string;
  name: string;
}

let counter = 0;
async function person(name: string, profile: ProfileChoice = {}): Promise<Person> {
  counter += 1;
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email }, profile);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, id: user!.id, email, name };
}

async function ok(response: Response | Promise<Response>, status = 200) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer;
}

const created = async (response: Promise<Response>) => ((await (await ok(response, 201)).json()) as { id: string }).id;

const application = PROFESSIONAL_APPLICATION;

let pro: Person & { professionalId: string; slots: string[] };
let slotIndex = 0;
const nextSlot = () => pro.slots[slotIndex++]!;

async function approvedProfessional(by: CookieClient) {
  const who = await person('Pat Rivera', { userType: 'Educator' });
  const saved = (await (await ok(who.client.json('/api/professionals/me', 'PUT', application))).json()) as { application: { id: string } };
  await ok(by.json(`/api/admin/professionals/${saved.application.id}/approve`, 'POST', {}), 204);
  const profile = (await (await ok(who.client.fetch(`/api/professionals/${saved.application.id}`))).json()) as { slots: string[] };
  return { ...who, professionalId: saved.application.id, slots: profile.slots };
}

/** A finished memory game on a seed the server issued (levels 1..4 right, then two misses), sent as long after the issue as it lasted. */
async function memoryRace(client: CookieClient) {
  const issued = (await (await ok(client.json('/api/cognitive/memory-race', 'POST', {}), 201)).json()) as { id: string; seed: number };
  const rounds: MemoryRound[] = [];
  for (let level = 1; level <= 4; level++) {
    const shown = memoryRaceDigits(issued.seed, rounds.length, level);
    rounds.push({ level, shown, typed: shown, recallMs: 3000 });
  }
  for (let miss = 0; miss < 2; miss++)
    rounds.push({ level: 5, shown: memoryRaceDigits(issued.seed, rounds.length, 5), typed: '', recallMs: 3000 });
  const scored = scoreMemoryRace(rounds);
  const durationMs = minMemoryRaceMs(rounds) + 10_000;
  await server.db
    .update(memoryRaceSequences)
    .set({ issuedAt: new Date(Date.now() - durationMs) })
    .where(eq(memoryRaceSequences.id, issued.id));
  return { game: 'memory-race', sequenceId: issued.id, rounds, maxLevel: scored.maxLevel, accuracy: scored.accuracy, durationMs };
}

const feedbackBody = {
  rating: 4,
  category: 'Other',
  message: 'The calculator helped our family plan.',
  usefulness: 8,
  currentTools: 'A spreadsheet',
  featureRequests: 'More scholarships',
  willingness_to_pay: 5,
};

/** The words only Dana wrote: finding them anywhere after her deletion means something still quotes her. */
const MARK = 'Quokkaberry';

interface Activity {
  dana: Person;
  other: Person;
  parent: Person;
  danaPostId: string;
  otherPostId: string;
  danaReplyId: string;
  meetingId: string;
}
let activity: Activity;

/**
 * Dana, a student, does a bit of everything: posts and replies (notifying
 * others), votes, reports, blocks, adds a safety contact, requests a meeting
 * that is accepted (mail and invites), writes messages and reports it, plays
 * and joins the leaderboard, talks to the counselor, saves a scholarship,
 * syncs progress, and sends feedback signed in and signed out. Moderators hide
 * her post and ban her.
 */
async function richActivity(): Promise<Activity> {
  const dana = await person('Dana Quill', { userType: 'Student' });
  const other = await person('Omar Tenney');
  const parent = await person('Paula Vance', { userType: 'Parent' });

  const danaPostId = await created(
    dana.client.json('/api/forum/posts', 'POST', {
      title: `${MARK} question about loans`,
      category: 'paying',
      tags: [],
      body: `${MARK}: which loan first?`,
    }),
  );
  const otherPostId = await created(
    other.client.json('/api/forum/posts', 'POST', {
      title: 'Aid offers compared',
      category: 'paying',
      tags: [],
      body: 'How do you read them?',
    }),
  );
  await created(other.client.json(`/api/forum/posts/${danaPostId}/replies`, 'POST', { body: 'Subsidised ones first.' }));
  const danaReplyId = await created(
    dana.client.json(`/api/forum/posts/${otherPostId}/replies`, 'POST', { body: `${MARK} says: net price first.` }),
  );
  await ok(dana.client.json(`/api/forum/posts/${otherPostId}/vote`, 'PUT', { voted: true }));
  await ok(other.client.json(`/api/forum/posts/${danaPostId}/vote`, 'PUT', { voted: true }));
  await ok(
    dana.client.json('/api/forum/reports', 'POST', {
      targetType: 'post',
      targetId: otherPostId,
      reason: 'spam',
      details: `${MARK} thinks so`,
    }),
    201,
  );
  await ok(other.client.json('/api/forum/reports', 'POST', { targetType: 'post', targetId: danaPostId, reason: 'spam' }), 201);
  await ok(dana.client.fetch(`/api/forum/blocks/${other.id}`, { method: 'PUT' }));

  await ok(dana.client.json('/api/safety-contacts', 'POST', { email: parent.email }), 201);
  const meetingId = await created(
    dana.client.json('/api/meetings', 'POST', {
      professionalId: pro.professionalId,
      startsAt: nextSlot(),
      topic: 'A day in the job',
      questions: `${MARK}: what is a normal day?`,
    }),
  );
  await ok(pro.client.json(`/api/meetings/${meetingId}/actions`, 'POST', { action: 'accept' }));
  await ok(dana.client.json(`/api/meetings/${meetingId}/messages`, 'POST', { body: `${MARK}: looking forward to it!` }), 201);
  await ok(pro.client.json(`/api/meetings/${meetingId}/messages`, 'POST', { body: 'See you then.' }), 201);
  await ok(parent.client.json(`/api/meetings/${meetingId}/messages`, 'POST', { body: 'Thank you for doing this.' }), 201);
  await ok(dana.client.json(`/api/meetings/${meetingId}/reports`, 'POST', { reason: `${MARK}: testing the report button` }), 204);

  await ok(dana.client.json('/api/leaderboard/scores', 'POST', await memoryRace(dana.client)), 201);
  await ok(dana.client.json('/api/leaderboard/profile', 'PUT', { optedIn: true, nickname: 'StarPlayer77' }));
  await ok(dana.client.json('/api/counselor/chat', 'POST', { message: `${MARK}: how much do electricians make?` }));
  await ok(dana.client.fetch('/api/scholarships/saved/coca-cola-scholars', { method: 'PUT' }));
  await ok(dana.client.fetch('/api/saved/careers/47-2111.00', { method: 'PUT' }));
  await ok(dana.client.fetch(`/api/saved/colleges/${COLLEGES[0]!.unitId}`, { method: 'PUT' }));
  await ok(dana.client.json('/api/progress', 'PUT', { journeyStarted: { value: true, updatedAt: Date.now() } }));
  await ok(dana.client.json('/api/feedback', 'POST', { ...feedbackBody, email: dana.email }), 201);
  // Signed out, giving her address as the contact e-mail.
  await ok(
    new CookieClient(server.baseUrl).fetch('/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ ...feedbackBody, email: dana.email }),
    }),
    201,
  );

  await ok(
    admin.json('/api/admin/moderation/actions', 'POST', {
      action: 'hide',
      targetType: 'post',
      targetId: danaPostId,
      reason: 'Checked against the forum rules',
    }),
    201,
  );
  await ok(
    admin.json('/api/admin/moderation/actions', 'POST', {
      action: 'ban',
      targetType: 'user',
      targetId: dana.id,
      reason: 'Testing the ban',
    }),
    201,
  );
  return { dana, other, parent, danaPostId, otherPostId, danaReplyId, meetingId };
}

const forumName = (name: string) => `${name.split(' ')[0]} ${name.split(' ')[1]![0]}.`;
const needlesFor = (who: Person, ...extra: string[]) => [who.email, who.name, forumName(who.name), ...extra];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL })).client;
  pro = await approvedProfessional(admin);
  activity = await richActivity();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('Export my data', () => {
  it('includes safety contacts, forum votes, reports and blocks, and meeting reports', async () => {
    const { dana, other, parent, danaPostId, otherPostId, meetingId } = activity;
    const response = await ok(dana.client.fetch('/api/account/export'));
    const data = (await response.json()) as {
      forum: {
        votes: { postId: string | null }[];
        reports: { postId: string; reason: string; details: string }[];
        blocks: { userId: string; displayName: string }[];
      };
      mentorship: { reports: { meetingId: string; reason: string }[]; safetyContacts: { email: string; userType: string }[] };
    };
    expect(data.forum.votes).toEqual([expect.objectContaining({ postId: otherPostId })]);
    expect(data.forum.reports).toEqual([expect.objectContaining({ postId: otherPostId, reason: 'spam', details: `${MARK} thinks so` })]);
    expect(data.forum.blocks).toEqual([expect.objectContaining({ userId: other.id, displayName: 'Omar T.' })]);
    expect(data.mentorship.reports).toEqual([expect.objectContaining({ meetingId, reason: `${MARK}: testing the report button` })]);
    expect(data.mentorship.safetyContacts).toEqual([expect.objectContaining({ email: parent.email, userType: 'Parent' })]);

    // The contact sees whose safety contact they are; the other member sees the vote on Dana's post.
    const parentExport = (await (await ok(parent.client.fetch('/api/account/export'))).json()) as {
      mentorship: { safetyContactFor: { name: string }[] };
    };
    expect(parentExport.mentorship.safetyContactFor).toEqual([expect.objectContaining({ name: dana.name })]);
    const otherExport = (await (await ok(other.client.fetch('/api/account/export'))).json()) as {
      forum: { votes: { postId: string | null }[] };
    };
    expect(otherExport.forum.votes).toEqual([expect.objectContaining({ postId: danaPostId })]);
  });

  it('includes the saved careers and colleges', async () => {
    const data = (await (await ok(activity.dana.client.fetch('/api/account/export'))).json()) as {
      savedLists: { careers: { socCode: string; title: string }[]; colleges: { unitId: number; name: string }[] };
    };
    expect(data.savedLists.careers).toEqual([expect.objectContaining({ socCode: '47-2111.00', title: 'Electricians' })]);
    expect(data.savedLists.colleges).toEqual([expect.objectContaining({ unitId: COLLEGES[0]!.unitId, name: COLLEGES[0]!.name })]);
  });
});

describe('deleting the account', () => {
  it('leaves no row in any table that names, addresses or quotes the person', async () => {
    const { dana, other, meetingId } = activity;
    const needles = needlesFor(dana, MARK);
    // The search finds her before: notifications and mail to others, the moderation log, feedback, meetings…
    const before = await findTraces(server.db, needles);
    for (const table of [
      'public.notifications',
      'public.mail_outbox',
      'public.moderation_actions',
      'public.feedback',
      'public.meeting_messages',
    ]) {
      expect(
        before.map((trace) => trace.table),
        table,
      ).toContain(table);
    }

    await ok(dana.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await findTraces(server.db, needles)).toEqual([]);
    expect(await server.db.select().from(savedCareers).where(eq(savedCareers.userId, dana.id))).toEqual([]);
    expect(await server.db.select().from(savedColleges).where(eq(savedColleges.userId, dana.id))).toEqual([]);

    // What belongs to others stays: their account, their post, the moderation log (without her), the professional.
    expect(await server.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect((await ok(other.client.fetch(`/api/forum/posts/${activity.otherPostId}`))).status).toBe(200);
    const log = await server.db
      .select({ summary: moderationActions.targetSummary })
      .from(moderationActions)
      .where(eq(moderationActions.reason, 'Testing the ban'));
    expect(log).toEqual([{ summary: 'A deleted account' }]);
    expect(await server.db.select().from(meetings).where(eq(meetings.id, meetingId))).toHaveLength(0);
  });

  it('takes a safety contact’s messages and reports, and an admin’s e-mail on decisions and reviews, with them', async () => {
    const student = await person('Sol Ostrander', { userType: 'Student' });
    const contact = await person('Carla Mendoza', { userType: 'Educator' });
    // With the demo sign-in only its administrator is admin: a second session of that account acts, then leaves.
    const secondAdmin = (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL })).client;
    await ok(student.client.json('/api/safety-contacts', 'POST', { email: contact.email }), 201);
    const meetingId = await created(
      student.client.json('/api/meetings', 'POST', { professionalId: pro.professionalId, startsAt: nextSlot(), topic: 'Choosing a major' }),
    );
    await ok(contact.client.json(`/api/meetings/${meetingId}/messages`, 'POST', { body: 'Carla here, happy to join.' }), 201);
    await ok(contact.client.json(`/api/meetings/${meetingId}/reports`, 'POST', { reason: 'Carla checking the report path.' }), 204);
    const reports = (await (await ok(secondAdmin.fetch('/api/admin/meeting-reports'))).json()) as {
      items: { id: string; reason: string }[];
    };
    const report = reports.items.find((item) => item.reason === 'Carla checking the report path.')!;
    // The student's own report, reviewed by the second admin, who also decides on an application.
    await ok(student.client.json(`/api/meetings/${meetingId}/reports`, 'POST', { reason: 'Student report.' }), 204);
    const studentReport = (
      (await (await ok(secondAdmin.fetch('/api/admin/meeting-reports'))).json()) as { items: { id: string; reason: string }[] }
    ).items.find((item) => item.reason === 'Student report.')!;
    await ok(secondAdmin.json(`/api/admin/meeting-reports/${studentReport.id}/reviewed`, 'POST', {}), 204);
    const applicant = await person('Ari Applicant', { userType: 'Educator' });
    const applicationId = (
      (await (await ok(applicant.client.json('/api/professionals/me', 'PUT', { ...application, fullName: applicant.name }))).json()) as {
        application: { id: string };
      }
    ).application.id;
    await ok(
      secondAdmin.json(`/api/admin/professionals/${applicationId}/reject`, 'POST', { reason: 'Please link a work profile we can check.' }),
      204,
    );
    expect(report).toBeDefined();

    await ok(contact.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await findTraces(server.db, needlesFor(contact, 'Carla here', 'Carla checking'))).toEqual([]);
    await ok(secondAdmin.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await findTraces(server.db, [DEMO_ADMIN_EMAIL, DEMO_ADMIN_NAME])).toEqual([]);
    // Later tests act as the demo administrator again (a new account of the same e-mail).
    admin = (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL })).client;

    // The student's meeting, report and the decision log remain, without them.
    const detail = (await (await ok(student.client.fetch(`/api/meetings/${meetingId}`))).json()) as {
      messages: unknown[];
      contacts: unknown[];
    };
    expect(detail).toMatchObject({ messages: [], contacts: [] });
    const decisions = await server.db
      .select({ adminEmail: professionalDecisions.adminEmail })
      .from(professionalDecisions)
      .where(eq(professionalDecisions.professionalId, applicationId));
    expect(decisions).toEqual([{ adminEmail: 'a former administrator' }]);
  });
});

describe('answering "under 13"', () => {
  it('removes every trace of the identity, even activity from before the profile step existed', async () => {
    // An account from before the profile was required: it acted without one.
    const kit = { name: 'Kit Younger', email: `kit.younger.${Date.now()}@example.org` };
    const { client } = await signIn(server, kit);
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, kit.email));
    await server.db
      .insert(profiles)
      .values({ userId: user!.id, fullName: kit.name, userType: 'Student', email: kit.email, birthYear: 2005, birthMonth: 1 });
    const host = await person('Hana Host');
    const hostPost = await created(
      host.client.json('/api/forum/posts', 'POST', { title: 'Where to start?', category: 'paying', tags: [], body: 'Any advice?' }),
    );
    await created(client.json(`/api/forum/posts/${hostPost}/replies`, 'POST', { body: 'Kitfox advice: start with the quiz.' }));
    const meetingId = await created(
      client.json('/api/meetings', 'POST', {
        professionalId: pro.professionalId,
        startsAt: nextSlot(),
        topic: 'A day in the job',
        questions: 'Kitfox wants to know',
      }),
    );
    await ok(pro.client.json(`/api/meetings/${meetingId}/actions`, 'POST', { action: 'accept' }));
    await ok(client.json(`/api/meetings/${meetingId}/messages`, 'POST', { body: 'Kitfox says hi' }), 201);
    await server.db.delete(profiles).where(eq(profiles.userId, user!.id));
    const needles = [kit.email, kit.name, 'Kit Y.', 'Kitfox'];
    expect((await findTraces(server.db, needles)).map((trace) => trace.table)).toEqual(
      expect.arrayContaining(['public.notifications', 'public.mail_outbox', 'public.meetings']),
    );

    const now = new Date();
    const answer = await client.json('/api/profile', 'POST', {
      fullName: kit.name,
      userType: 'Student',
      birthMonth: now.getMonth() + 1,
      birthYear: now.getFullYear() - 11,
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('under_13');
    expect(await findTraces(server.db, needles)).toEqual([]);
  });
});

describe('adding a safety contact', () => {
  it('answers an unknown e-mail and another student’s e-mail identically, so accounts cannot be probed', async () => {
    const student = await person('Sam Prober', { userType: 'Student' });
    const otherStudent = await person('Stella Student', { userType: 'Student' });
    const unknown = await student.client.json('/api/safety-contacts', 'POST', { email: `nobody.${Date.now()}@example.org` });
    const existing = await student.client.json('/api/safety-contacts', 'POST', { email: otherStudent.email });
    expect(existing.status).toBe(unknown.status);
    expect(unknown.status).toBe(400);
    expect(await existing.json()).toEqual(await unknown.json());
  });
});

describe('a professional leaving', () => {
  it('takes their meetings, with the notifications and mail about them, and their name on invites', async () => {
    const student = await person('Tess Learner', { userType: 'Student' });
    const meetingId = await created(
      student.client.json('/api/meetings', 'POST', { professionalId: pro.professionalId, startsAt: nextSlot(), topic: 'Choosing a major' }),
    );
    await ok(pro.client.json(`/api/meetings/${meetingId}/actions`, 'POST', { action: 'accept' }));
    await ok(pro.client.json(`/api/meetings/${meetingId}/messages`, 'POST', { body: 'Bring your questions.' }), 201);
    // The student cancels: the cancellation invite to others names the professional, sent on the student's action.
    await ok(student.client.json(`/api/meetings/${meetingId}/actions`, 'POST', { action: 'cancel', reason: 'Exam moved' }));
    const needles = needlesFor(pro, 'Bring your questions');
    expect((await findTraces(server.db, needles)).map((trace) => trace.table)).toEqual(
      expect.arrayContaining(['public.notifications', 'public.mail_outbox']),
    );

    await ok(pro.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await findTraces(server.db, needles)).toEqual([]);
    expect(await server.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(1);
  });
});
