import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '@domain/mentorship/masking';
import { PRIVATE_CHANNEL_CODE } from '@domain/mentorship/schemas';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { headshotImages, mailOutbox, meetings, professionalBadges, professionalDecisions, profiles, users } from '@server/db/schema';
import { sendMail } from '@server/shared/mail';
import { signIn, signInWithProfile, startTestServer, type CookieClient, type TestServer } from '@tests/support/test-server';
import { PROFESSIONAL_APPLICATION } from '@tests/support/professional-application';
import { startTestSmtp, type ReceivedMail } from '@tests/support/smtp';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
let dataDir: string;
let received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  dataDir = await mkdtemp(path.join(tmpdir(), 'waypoint-mentorship-'));
  server = await startTestServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: 'mentors@waypoint.test' });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; fieldCodes?: Record<string, string> } };
type Application = { id: string; status: string; statusReason: string | null; headshotUrl: string | null };

let counter = 0;
/** A signed-in user with a completed profile (writing anything needs one). */
async function newUser(name: string, userType: 'Student' | 'Parent' | 'Educator' = 'Educator') {
  counter += 1;
  const email = `mentor.${counter}.${Date.now()}@example.org`;
  const { client } = await signIn(server, { name, email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await server.db.insert(profiles).values({ userId: user!.id, fullName: name, userType, email });
  return { client, email, id: user!.id, name };
}

const application = PROFESSIONAL_APPLICATION;

const putJson = (client: CookieClient, url: string, body: unknown) => client.json(url, 'PUT', body);
const postJson = (client: CookieClient, url: string, body: unknown = {}) => client.json(url, 'POST', body);
const upload = (client: CookieClient, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') =>
  client.fetch('/api/professionals/me/headshot', { method: 'PUT', headers: { 'content-type': type }, body: bytes });

async function approvedProfessional(admin: CookieClient) {
  const pro = await newUser('Pat Rivera');
  const saved = (await (await putJson(pro.client, '/api/professionals/me', application)).json()) as { application: Application };
  expect((await postJson(admin, `/api/admin/professionals/${saved.application.id}/approve`)).status).toBe(204);
  const profile = (await (await pro.client.fetch(`/api/professionals/${saved.application.id}`)).json()) as { slots: string[] };
  return { ...pro, professionalId: saved.application.id, slots: profile.slots };
}

let admin: CookieClient;
beforeAll(async () => {
  admin = (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL })).client;
});

describe('professional registration', () => {
  it('needs a session, validates every field and checks the career against the catalog', async () => {
    const anonymous = await server.app.request('/api/professionals/me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(application),
    });
    expect(anonymous.status).toBe(401);
    const { client } = await newUser('Val Idation');
    const bad = await putJson(client, '/api/professionals/me', {
      ...application,
      workUrl: 'javascript:alert(1)',
      availability: [{ weekday: 1, start: '10:00', end: '09:00' }],
      codeOfConductAccepted: false,
      timeZone: 'Mars/Base',
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as ErrorBody;
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['availability.0.end', 'codeOfConductAccepted', 'timeZone', 'workUrl']);
    const unknownCareer = await putJson(client, '/api/professionals/me', { ...application, careerSocCode: '99-9999.00' });
    expect(((await unknownCareer.json()) as ErrorBody).error.fields).toEqual({ careerSocCode: 'Choose a career from the list' });
  });

  it('starts pending, is editable while pending, and is not listed publicly', async () => {
    const { client } = await newUser('Penny Ending');
    const created = (await (await putJson(client, '/api/professionals/me', application)).json()) as { application: Application };
    expect(created.application.status).toBe('pending');
    const edited = (await (await putJson(client, '/api/professionals/me', { ...application, jobTitle: 'Senior developer' })).json()) as {
      application: Application & { jobTitle: string };
    };
    expect(edited.application).toMatchObject({ id: created.application.id, jobTitle: 'Senior developer', status: 'pending' });
    expect((await server.app.request(`/api/professionals/${created.application.id}`)).status).toBe(404);
  });
});

describe('headshot uploads', () => {
  let pro: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    pro = await newUser('Hedda Shot');
    await putJson(pro.client, '/api/professionals/me', application);
  });

  it('sniffs, re-encodes to WebP without metadata and serves it with nosniff', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret GPS place' } } })
      .toBuffer();
    // Declared as PNG: the type comes from the bytes, not the header.
    const response = await upload(pro.client, jpeg, 'image/png');
    expect(response.status).toBe(200);
    const { application: saved } = (await response.json()) as { application: Application };
    expect(saved.headshotUrl).toMatch(/^\/api\/professionals\/headshots\/[0-9a-f-]{36}\.webp$/);

    const served = await pro.client.fetch(saved.headshotUrl!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    // Pending: strangers cannot load it, admins can.
    expect((await server.app.request(saved.headshotUrl!)).status).toBe(404);
    expect((await admin.fetch(saved.headshotUrl!)).status).toBe(200);
  });

  it('refuses a non-image sent as image/png, a GIF, an oversized body and a pixel bomb', async () => {
    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const notImage = await upload(pro.client, script, 'image/png');
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as ErrorBody).error.message).toBe('Upload a JPEG, PNG or WebP photo.');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(pro.client, gif, 'image/jpeg')).status).toBe(415);

    const oversized = await upload(pro.client, new Uint8Array(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect(oversized.status).toBe(413);

    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    const tooManyPixels = await upload(pro.client, bomb);
    expect(tooManyPixels.status).toBe(422);
    expect(((await tooManyPixels.json()) as ErrorBody).error.code).toBe('image_too_large');
  });

  it('refuses long thin strips (1,500 × 1 took 1.9 GB) and too-small photos from the header, quickly', async () => {
    const strip = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
    for (const [width, height, code] of [
      [1500, 1, 'image_too_small'],
      [16_383, 1, 'image_too_large'],
      [1200, 300, 'image_bad_shape'],
      [40, 40, 'image_too_small'],
    ] as const) {
      const response = await upload(pro.client, new Uint8Array(await strip(width, height)));
      expect(response.status).toBe(422);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/photo/);
    }
    expect((await upload(pro.client, new Uint8Array(await strip(900, 300)))).status).toBe(200);
  });
});

describe('admin vetting', () => {
  it('only admins decide; every decision is logged and the applicant notified in the app and by mail', async () => {
    const applicant = await newUser('Rae Jected');
    const { application: saved } = (await (await putJson(applicant.client, '/api/professionals/me', application)).json()) as {
      application: Application;
    };
    const stranger = await newUser('Stan Ger');

    expect((await server.app.request(`/api/admin/professionals/${saved.id}/approve`, { method: 'POST' })).status).toBe(401);
    expect((await postJson(stranger.client, `/api/admin/professionals/${saved.id}/approve`)).status).toBe(403);
    expect((await postJson(applicant.client, `/api/admin/professionals/${saved.id}/approve`)).status).toBe(403);
    expect((await stranger.client.fetch('/api/admin/professionals')).status).toBe(403);

    expect((await postJson(admin, `/api/admin/professionals/${saved.id}/reject`, { reason: ' ' })).status).toBe(400);
    expect((await postJson(admin, `/api/admin/professionals/${saved.id}/suspend`, { reason: 'x' })).status).toBe(409);
    expect(
      (await postJson(admin, `/api/admin/professionals/${saved.id}/reject`, { reason: 'Please link a work profile we can check.' })).status,
    ).toBe(204);
    const mine = (await (await applicant.client.fetch('/api/professionals/me')).json()) as { application: Application };
    expect(mine.application).toMatchObject({ status: 'rejected', statusReason: 'Please link a work profile we can check.' });

    // Re-applying after a rejection goes back to pending; then approve, then suspend.
    await putJson(applicant.client, '/api/professionals/me', application);
    const badge = () => server.db.select().from(professionalBadges).where(eq(professionalBadges.userId, applicant.id));
    expect(await badge()).toHaveLength(0);
    expect((await postJson(admin, `/api/admin/professionals/${saved.id}/approve`)).status).toBe(204);
    expect(await badge()).toHaveLength(1); // the forum shows the Professional badge
    expect((await postJson(admin, `/api/admin/professionals/${saved.id}/approve`)).status).toBe(409);
    expect((await putJson(applicant.client, '/api/professionals/me', application)).status).toBe(409);
    expect((await postJson(admin, `/api/admin/professionals/${saved.id}/suspend`, { reason: 'Missed two meetings.' })).status).toBe(204);
    expect(await badge()).toHaveLength(0);
    expect((await server.app.request(`/api/professionals/${saved.id}`)).status).toBe(404);

    const log = await server.db.select().from(professionalDecisions).where(eq(professionalDecisions.professionalId, saved.id));
    expect(log.map((row) => [row.decision, row.adminEmail, row.reason])).toEqual([
      ['rejected', DEMO_ADMIN_EMAIL, 'Please link a work profile we can check.'],
      ['approved', DEMO_ADMIN_EMAIL, null],
      ['suspended', DEMO_ADMIN_EMAIL, 'Missed two meetings.'],
    ]);
    const inbox = (await (await applicant.client.fetch('/api/notifications')).json()) as { unreadCount: number; items: { kind: string }[] };
    expect(inbox.items.map((item) => item.kind)).toEqual([
      'mentorship.application_suspended',
      'mentorship.application_approved',
      'mentorship.application_rejected',
    ]);
    expect(received.filter((mail) => mail.to.includes(applicant.email))).toHaveLength(3);
  });
});

describe('meetings', () => {
  it('request → accept with a Jitsi room, visible to both and the safety contact, .ics mailed; strangers and admins cannot act', async () => {
    const pro = await approvedProfessional(admin);
    expect(pro.slots.length).toBeGreaterThan(10);
    const listed = async (query: string) =>
      ((await (await server.app.request(`/api/professionals?${query}&pageSize=50`)).json()) as { items: { id: string }[] }).items.some(
        (item) => item.id === pro.professionalId,
      );
    expect(await listed('industry=Information%20technology&career=15-1252.00&topic=Choosing%20a%20major&weekday=3')).toBe(true);
    expect(await listed('topic=Changing%20careers')).toBe(false);
    expect(await listed('industry=Education')).toBe(false);
    const student = await newUser('Stu Dent', 'Student');
    const parent = await newUser('Pa Rent', 'Parent');
    const stranger = await newUser('Stan Ger');
    expect((await postJson(student.client, '/api/safety-contacts', { email: parent.email })).status).toBe(201);

    const create = await postJson(student.client, '/api/meetings', {
      professionalId: pro.professionalId,
      startsAt: pro.slots[0],
      topic: 'Choosing a major',
      questions: 'What did you study?',
    });
    expect(create.status).toBe(201);
    const { id } = (await create.json()) as { id: string };

    expect((await stranger.client.fetch(`/api/meetings/${id}`)).status).toBe(403);
    expect((await postJson(stranger.client, `/api/meetings/${id}/actions`, { action: 'cancel' })).status).toBe(403);
    expect((await postJson(admin, `/api/meetings/${id}/actions`, { action: 'accept' })).status).toBe(403);
    expect((await postJson(parent.client, `/api/meetings/${id}/actions`, { action: 'accept' })).status).toBe(403);
    expect((await postJson(student.client, `/api/meetings/${id}/actions`, { action: 'accept' })).status).toBe(403);
    expect((await postJson(student.client, `/api/meetings/${id}/actions`, { action: 'complete' })).status).toBe(409);

    expect((await postJson(pro.client, `/api/meetings/${id}/actions`, { action: 'accept' })).status).toBe(200);
    for (const viewer of [student.client, pro.client, parent.client]) {
      const detail = (await (await viewer.fetch(`/api/meetings/${id}`)).json()) as { status: string; meetingUrl: string; startsAt: string };
      expect(detail.status).toBe('accepted');
      expect(detail.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Waypoint-[0-9a-f]{32}$/);
      expect(detail.startsAt).toBe(pro.slots[0]);
    }
    const ics = await student.client.fetch(`/api/meetings/${id}/calendar.ics`);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    const invite = received.find((mail) => mail.to.includes(student.email) && mail.raw.includes('Meeting confirmed'));
    expect(invite?.raw).toContain('text/calendar');
    expect(invite?.raw).toContain('waypoint-meeting.ics');
    expect(received.some((mail) => mail.to.includes(parent.email) && mail.raw.includes('Meeting confirmed'))).toBe(true);
    expect(received.some((mail) => mail.to.includes(pro.email) && mail.raw.includes('Meeting confirmed'))).toBe(false);

    // The taken slot is no longer offered, and cannot be requested.
    const profile = (await (await server.app.request(`/api/professionals/${pro.professionalId}`)).json()) as { slots: string[] };
    expect(profile.slots).not.toContain(pro.slots[0]);
    const again = await postJson(stranger.client, '/api/meetings', {
      professionalId: pro.professionalId,
      startsAt: pro.slots[0],
      topic: 'Choosing a major',
    });
    expect(again.status).toBe(409);
  });

  it('refuses double-booking when two requests for one time are accepted', async () => {
    const pro = await approvedProfessional(admin);
    const first = await newUser('First Student', 'Student');
    const second = await newUser('Second Student', 'Student');
    const request = async (client: CookieClient) =>
      (
        (await (
          await postJson(client, '/api/meetings', { professionalId: pro.professionalId, startsAt: pro.slots[1], topic: 'A day in the job' })
        ).json()) as { id: string }
      ).id;
    const a = await request(first.client);
    const b = await request(second.client);
    const [one, two] = await Promise.all([
      postJson(pro.client, `/api/meetings/${a}/actions`, { action: 'accept' }),
      postJson(pro.client, `/api/meetings/${b}/actions`, { action: 'accept' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const accepted = await server.db.select().from(meetings).where(eq(meetings.professionalId, pro.professionalId));
    expect(accepted.filter((row) => row.status === 'accepted')).toHaveLength(1);
  });

  it('propose another time → the student accepts; decline; cancel by either side; done only after it started', async () => {
    const pro = await approvedProfessional(admin);
    const student = await newUser('Flex Ible', 'Student');
    const ask = async (slot: string) =>
      (
        (await (
          await postJson(student.client, '/api/meetings', {
            professionalId: pro.professionalId,
            startsAt: slot,
            topic: 'Skills to build now',
          })
        ).json()) as { id: string }
      ).id;

    const moved = await ask(pro.slots[0]!);
    expect(
      (await postJson(pro.client, `/api/meetings/${moved}/actions`, { action: 'propose', startsAt: '2020-01-01T00:00:00Z' })).status,
    ).toBe(400);
    expect((await postJson(pro.client, `/api/meetings/${moved}/actions`, { action: 'propose', startsAt: pro.slots[3] })).status).toBe(200);
    expect((await postJson(pro.client, `/api/meetings/${moved}/actions`, { action: 'accept-proposal' })).status).toBe(403);
    expect((await postJson(student.client, `/api/meetings/${moved}/actions`, { action: 'accept-proposal' })).status).toBe(200);
    const detail = (await (await student.client.fetch(`/api/meetings/${moved}`)).json()) as { status: string; startsAt: string };
    expect(detail).toMatchObject({ status: 'accepted', startsAt: pro.slots[3] });

    const declined = await ask(pro.slots[5]!);
    expect(
      (await postJson(pro.client, `/api/meetings/${declined}/actions`, { action: 'decline', reason: 'Travelling that week' })).status,
    ).toBe(200);
    expect((await postJson(student.client, `/api/meetings/${declined}/actions`, { action: 'cancel' })).status).toBe(409);

    const cancelled = await ask(pro.slots[6]!);
    expect((await postJson(student.client, `/api/meetings/${cancelled}/actions`, { action: 'cancel', reason: 'Exam moved' })).status).toBe(
      200,
    );

    // The professional cancels the confirmed one: everyone gets a cancellation invite.
    expect((await postJson(pro.client, `/api/meetings/${moved}/actions`, { action: 'cancel' })).status).toBe(200);
    expect(received.some((mail) => mail.to.includes(student.email) && mail.raw.includes('METHOD:CANCEL'))).toBe(true);

    const done = await ask(pro.slots[7]!);
    await postJson(pro.client, `/api/meetings/${done}/actions`, { action: 'accept' });
    await server.db
      .update(meetings)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_800_000) })
      .where(eq(meetings.id, done));
    expect((await postJson(student.client, `/api/meetings/${done}/actions`, { action: 'cancel' })).status).toBe(409);
    expect(
      (await postJson(student.client, `/api/meetings/${done}/actions`, { action: 'complete', feedback: 'Really helpful.' })).status,
    ).toBe(200);
    const [row] = await server.db.select().from(meetings).where(eq(meetings.id, done));
    expect(row).toMatchObject({ status: 'done', studentFeedback: 'Really helpful.' });
  });

  it('masks contact details, keeps the original for admins, and sends reports to admins', async () => {
    const pro = await approvedProfessional(admin);
    const student = await newUser('Mia Sked', 'Student');
    const parent = await newUser('Ed Ucator', 'Educator');
    await postJson(student.client, '/api/safety-contacts', { email: parent.email });
    const { id } = (await (
      await postJson(student.client, '/api/meetings', {
        professionalId: pro.professionalId,
        startsAt: pro.slots[2],
        topic: 'A day in the job',
      })
    ).json()) as { id: string };

    const sent = await postJson(pro.client, `/api/meetings/${id}/messages`, { body: 'Text me on +1 (555) 010-2030 or pat@rivera.dev' });
    expect((await sent.json()) as { masked: boolean; held: boolean }).toMatchObject({ masked: true, held: true });
    // Held for review first; once released, participants see it masked.
    const [held] = (
      (await (await admin.fetch('/api/admin/meeting-messages/held')).json()) as { items: { id: string; meeting: { id: string } }[] }
    ).items.filter((item) => item.meeting.id === id);
    expect((await postJson(admin, `/api/admin/meeting-messages/${held!.id}/review`, { decision: 'release' })).status).toBe(204);
    const seen = (await (await parent.client.fetch(`/api/meetings/${id}`)).json()) as { messages: { body: string }[] };
    expect(seen.messages.map((message) => message.body)).toEqual([`Text me on ${MASK} or ${MASK}`]);
    const parentInbox = (await (await parent.client.fetch('/api/notifications')).json()) as { items: { kind: string }[] };
    expect(parentInbox.items.map((item) => item.kind)).toContain('mentorship.message');

    expect((await postJson(admin, `/api/meetings/${id}/messages`, { body: 'hi' })).status).toBe(403);
    expect((await postJson(student.client, `/api/meetings/${id}/reports`, { reason: 'They asked me to text them.' })).status).toBe(204);
    const reports = (await (await admin.fetch('/api/admin/meeting-reports')).json()) as {
      items: { id: string; reason: string; messages: { body: string }[] }[];
    };
    const report = reports.items.find((item) => item.reason === 'They asked me to text them.');
    expect(report?.messages[0]?.body).toBe('Text me on +1 (555) 010-2030 or pat@rivera.dev');
    expect((await student.client.fetch('/api/admin/meeting-reports')).status).toBe(403);
    expect((await postJson(admin, `/api/admin/meeting-reports/${report!.id}/reviewed`)).status).toBe(204);
  });

  it('holds messages that carry a private channel until an admin releases or rejects them', async () => {
    const pro = await approvedProfessional(admin);
    const student = await newUser('Hal Held', 'Student');
    const parent = await newUser('Pam Parent', 'Parent');
    await postJson(student.client, '/api/safety-contacts', { email: parent.email });
    // Questions and reasons reach the other side at once: a private channel there is refused outright.
    const leaky = await postJson(student.client, '/api/meetings', {
      professionalId: pro.professionalId,
      startsAt: pro.slots[4],
      topic: 'Choosing a major',
      questions: 'add me on kik: sam_codes2010',
    });
    expect(leaky.status).toBe(400);
    expect(((await leaky.json()) as ErrorBody).error.fieldCodes?.questions).toBe(PRIVATE_CHANNEL_CODE);
    const { id } = (await (
      await postJson(student.client, '/api/meetings', {
        professionalId: pro.professionalId,
        startsAt: pro.slots[4],
        topic: 'Choosing a major',
      })
    ).json()) as { id: string };
    const leakyDecline = await postJson(pro.client, `/api/meetings/${id}/actions`, {
      action: 'decline',
      reason: 'Busy. wa.me/15550102030',
    });
    expect(leakyDecline.status).toBe(400);
    expect(((await leakyDecline.json()) as ErrorBody).error.fieldCodes?.reason).toBe(PRIVATE_CHANNEL_CODE);
    type Detail = { messages: { id: string; body: string; status: string }[] };
    const messagesOf = async (client: CookieClient) => ((await (await client.fetch(`/api/meetings/${id}`)).json()) as Detail).messages;
    const kindsOf = async (client: CookieClient) =>
      ((await (await client.fetch('/api/notifications')).json()) as { items: { kind: string }[] }).items.map((item) => item.kind);
    type Held = { id: string; body: string; reasons: string[]; authorRole: string; meeting: { id: string; studentName: string } };
    const heldHere = async () =>
      ((await (await admin.fetch('/api/admin/meeting-messages/held')).json()) as { items: Held[] }).items.filter(
        (item) => item.meeting.id === id,
      );

    // An ordinary message is delivered at once.
    const plain = await postJson(student.client, `/api/meetings/${id}/messages`, {
      body: 'I have two questions about one of the three majors. Can we talk at 5 pm?',
    });
    expect(plain.status).toBe(201);
    expect(await plain.json()).toMatchObject({ held: false, masked: false });

    const snap = 'add me on snapchat: sam_codes2010';
    const sent = await postJson(pro.client, `/api/meetings/${id}/messages`, { body: snap });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ held: true, masked: false });
    // The author sees it as held; the student and the parent do not see it, and are not notified.
    expect((await messagesOf(pro.client)).map((message) => [message.body, message.status])).toContainEqual([snap, 'held']);
    expect((await messagesOf(student.client)).map((message) => message.body)).not.toContain(snap);
    expect((await messagesOf(parent.client)).map((message) => message.body)).not.toContain(snap);
    expect(await kindsOf(student.client)).not.toContain('mentorship.message');

    // Admins see the queue (others may not), with what was found.
    expect((await student.client.fetch('/api/admin/meeting-messages/held')).status).toBe(403);
    const [queued] = await heldHere();
    expect(queued).toMatchObject({ body: snap, reasons: ['handle'], authorRole: 'professional', meeting: { studentName: 'Hal Held' } });
    expect((await postJson(student.client, `/api/admin/meeting-messages/${queued!.id}/review`, { decision: 'release' })).status).toBe(403);

    // Bad input is a 400 with a field message, an unknown message a 404.
    const bad = await postJson(admin, `/api/admin/meeting-messages/${queued!.id}/review`, { decision: 'deliver' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields?.decision).toEqual(expect.any(String));
    expect(
      (await postJson(admin, '/api/admin/meeting-messages/00000000-0000-4000-8000-000000000000/review', { decision: 'release' })).status,
    ).toBe(404);

    // Released: delivered to everyone, with the usual notification; a second decision is a conflict.
    expect((await postJson(admin, `/api/admin/meeting-messages/${queued!.id}/review`, { decision: 'release' })).status).toBe(204);
    expect((await messagesOf(student.client)).map((message) => [message.body, message.status])).toContainEqual([snap, 'delivered']);
    expect(await kindsOf(student.client)).toContain('mentorship.message');
    expect(await kindsOf(pro.client)).toContain('mentorship.message_released');
    expect((await postJson(admin, `/api/admin/meeting-messages/${queued!.id}/review`, { decision: 'reject' })).status).toBe(409);

    // Rejected: never delivered; its author sees that.
    const words = 'five 5 five, one two three four';
    expect(await (await postJson(student.client, `/api/meetings/${id}/messages`, { body: words })).json()).toMatchObject({ held: true });
    const [second] = await heldHere();
    expect(second).toMatchObject({ body: words, reasons: ['number-words'], authorRole: 'student' });
    expect((await postJson(admin, `/api/admin/meeting-messages/${second!.id}/review`, { decision: 'reject' })).status).toBe(204);
    expect((await messagesOf(student.client)).map((message) => [message.body, message.status])).toContainEqual([words, 'rejected']);
    expect((await messagesOf(pro.client)).map((message) => message.body)).not.toContain(words);
    expect(await kindsOf(student.client)).toContain('mentorship.message_rejected');
    expect(await heldHere()).toEqual([]);
  });

  it('accepts only parents or educators with a Waypoint account as safety contacts', async () => {
    const student = await newUser('Sol O', 'Student');
    const other = await newUser('Other Student', 'Student');
    const missing = await postJson(student.client, '/api/safety-contacts', { email: 'nobody@example.org' });
    expect(((await missing.json()) as ErrorBody).error.fields?.email).toMatch(/parent or educator/);
    expect((await postJson(student.client, '/api/safety-contacts', { email: other.email })).status).toBe(400);
  });
});

describe('mail without SMTP', () => {
  it('goes to the dev outbox with its invite', async () => {
    await sendMail(
      { db: server.db, env: { ...server.env, smtpUrl: undefined }, logger: pino({ level: 'silent' }) },
      {
        to: 'outbox@example.org',
        subject: 'Outbox check',
        text: 'Hello',
        ics: { fileName: 'a.ics', content: 'BEGIN:VCALENDAR', method: 'REQUEST' },
      },
    );
    const [row] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'outbox@example.org'));
    expect(row).toMatchObject({ transport: 'outbox', subject: 'Outbox check', ics: 'BEGIN:VCALENDAR', error: null });
    const listed = (await (await admin.fetch('/api/admin/mail-outbox')).json()) as { items: { to: string }[] };
    expect(listed.items.some((item) => item.to === 'outbox@example.org')).toBe(true);
  });
});

describe('data rights', () => {
  it("'Export my data' includes the mentor application; deleting the account removes its photo", async () => {
    const pro = await newUser('Del Ete');
    await putJson(pro.client, '/api/professionals/me', application);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await upload(pro.client, new Uint8Array(png))).status).toBe(200);
    const photos = async () => (await server.db.select({ file: headshotImages.file }).from(headshotImages)).map((row) => row.file);
    const before = await photos();

    const exported = (await (await pro.client.fetch('/api/account/export')).json()) as {
      mentorship: { professionalApplication: { fullName: string; headshotFile: string } | null; meetings: unknown[] };
      forum: { posts: unknown[] };
      notifications: unknown[];
    };
    expect(exported.mentorship.professionalApplication).toMatchObject({ fullName: application.fullName });
    expect(before).toContain(exported.mentorship.professionalApplication!.headshotFile);
    expect(exported.forum.posts).toEqual([]);

    expect((await pro.client.fetch('/api/account', { method: 'DELETE' })).status).toBe(204);
    expect(await photos()).not.toContain(exported.mentorship.professionalApplication!.headshotFile);
  });
});
