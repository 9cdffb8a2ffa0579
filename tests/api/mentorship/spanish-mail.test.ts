import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { mailOutbox, notifications, users } from '@server/db/schema';
import { signInWithProfile, startTestServer, type CookieClient, type TestServer } from '@tests/support/test-server';
import { PROFESSIONAL_APPLICATION } from '@tests/support/professional-application';
import { startTestSmtp, type ReceivedMail } from '@tests/support/smtp';

/*
 * What mentorship and classes write for someone else (e-mails, their subjects, the .ics
 * invite, in-app notifications) is in the RECIPIENT's account language, whoever acted and in
 * whatever language they acted. English accounts read exactly what they read before.
 */

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
let received: ReceivedMail[] = [];
let dataDir: string;
const SCHOOL_DOMAIN = 'school.example.edu';

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  dataDir = await mkdtemp(path.join(tmpdir(), 'waypoint-spanish-mail-'));
  server = await startTestServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'hola@waypoint.test',
    EDUCATOR_EMAIL_DOMAINS: SCHOOL_DOMAIN,
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Undoes quoted-printable (body) and RFC 2047 encoded words (subject) so the test reads the mail as its recipient does. */
function decodeMail(raw: string): string {
  const qp = (text: string) => text.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  const words = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    );
  return qp(words.replace(/=\r?\n/g, ''));
}
const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email)).map((mail) => decodeMail(mail.raw));

let counter = 0;
type Person = { id: string; email: string; client: CookieClient; name: string };
async function person(userType: 'Student' | 'Parent' | 'Educator', name: string, language: 'en' | 'es', domain = 'example.org') {
  counter += 1;
  const email = `spanish.${counter}.${Date.now()}@${domain}`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  expect((await client.json('/api/profile', 'PATCH', { language })).status).toBe(200);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, client, name } satisfies Person;
}
const admin = async () => (await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Educator' })).client;
const noticesOf = async (userId: string, kind: string) =>
  server.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('mentorship in the recipient language', () => {
  it('a Spanish student gets the confirmation mail, its subject and its .ics in Spanish; an English parent in English', async () => {
    const administrator = await admin();
    const pro = await person('Educator', 'Pat Rivera', 'en');
    const saved = (await (await pro.client.json('/api/professionals/me', 'PUT', PROFESSIONAL_APPLICATION)).json()) as {
      application: { id: string };
    };
    expect((await administrator.json(`/api/admin/professionals/${saved.application.id}/approve`, 'POST', {})).status).toBe(204);
    const { slots } = (await (await pro.client.fetch(`/api/professionals/${saved.application.id}`)).json()) as { slots: string[] };
    const student = await person('Student', 'Sofía Estudiante', 'es');
    const parent = await person('Parent', 'Paul Parent', 'en');
    expect((await student.client.json('/api/safety-contacts', 'POST', { email: parent.email })).status).toBe(201);
    // The student acts in English in this browser; what others get follows their accounts anyway.
    const created = await student.client.json('/api/meetings', 'POST', {
      professionalId: saved.application.id,
      startsAt: slots[0],
      topic: 'Choosing a major',
      questions: 'What did you study?',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [request] = await noticesOf(parent.id, 'mentorship.meeting_requested');
    expect(request?.title).toBe('New meeting request from Sofía Estudiante');
    expect(request?.body).toMatch(/asked to meet on .+ UTC about "Choosing a major"\./);
    const [safety] = await noticesOf(parent.id, 'mentorship.safety_contact_added');
    expect(safety?.title).toBe('Sofía Estudiante added you to their mentor meetings');

    expect((await pro.client.json(`/api/meetings/${id}/actions`, 'POST', { action: 'accept' })).status).toBe(200);

    const [toStudent] = mailsTo(student.email);
    expect(toStudent).toContain('Subject: Reunión confirmada');
    expect(toStudent).toContain('Pat Rivera aceptó la reunión.');
    expect(toStudent).toContain('Página de la reunión: ');
    expect(toStudent).toContain('SUMMARY:Reunión de mentoría de Waypoint con Pat Rivera');
    const [studentNotice] = await noticesOf(student.id, 'mentorship.meeting_accept');
    expect(studentNotice?.title).toBe('Reunión confirmada');

    const toParent = mailsTo(parent.email).find((mail) => mail.includes('Subject: Meeting confirmed'));
    expect(toParent).toContain('Pat Rivera accepted the meeting. The video link is on the meeting page and in the calendar invite.');
    expect(toParent).toContain('Meeting page: ');
    expect(toParent).toContain('SUMMARY:Waypoint mentor meeting with Pat Rivera');

    // The logged copies and the downloaded invite say the same.
    const [logged] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, student.email));
    expect(logged?.subject).toBe('Reunión confirmada');
    expect(logged?.ics).toContain('DESCRIPTION:Tema: Choosing a major. Página de la reunión:');
    const spanishIcs = await (await student.client.fetch(`/api/meetings/${id}/calendar.ics`)).text();
    expect(spanishIcs).toContain('SUMMARY:Reunión de mentoría de Waypoint con Pat Rivera');
    expect(spanishIcs).toContain('DESCRIPTION:Tema: Choosing a major.');
    const englishIcs = await (await parent.client.fetch(`/api/meetings/${id}/calendar.ics`)).text();
    expect(englishIcs).toContain('SUMMARY:Waypoint mentor meeting with Pat Rivera');
    expect(englishIcs).toContain('DESCRIPTION:Topic: Choosing a major.');
  });

  it('a Spanish applicant reads the decision mail in Spanish', async () => {
    const administrator = await admin();
    const pro = await person('Educator', 'Lucía Mentora', 'es');
    const saved = (await (
      await pro.client.json('/api/professionals/me', 'PUT', { ...PROFESSIONAL_APPLICATION, fullName: 'Lucía Mentora' })
    ).json()) as {
      application: { id: string };
    };
    const rejected = await administrator.json(`/api/admin/professionals/${saved.application.id}/reject`, 'POST', {
      reason: 'Add a work profile',
    });
    expect(rejected.status).toBe(204);
    const [mail] = mailsTo(pro.email);
    expect(mail).toContain('Subject: Tu solicitud de mentor no fue aprobada');
    expect(mail).toContain('Motivo: Add a work profile. Puedes editar tu solicitud y enviarla otra vez.');
    expect(mail).toContain('Ve tu solicitud: ');
  });
});

describe('classes in the recipient language', () => {
  it('verification e-mails follow the educator account; a Spanish student reads joining and assignments in Spanish', async () => {
    const administrator = await admin();
    const educator = await person('Educator', 'Elena Maestra', 'es');
    expect((await educator.client.json('/api/educator/verification', 'POST', { school: 'Lincoln High' })).status).toBe(201);
    expect((await administrator.json(`/api/admin/educators/${educator.id}/reject`, 'POST', { reason: 'Name the school' })).status).toBe(
      204,
    );
    const [mail] = mailsTo(educator.email);
    expect(mail).toContain('Subject: Tu verificación de educador no fue aprobada');
    expect(mail).toContain('Motivo: Name the school. Puedes corregir tu solicitud en Mis clases y enviarla otra vez.');
    expect(mail).toContain('Ve Mis clases: ');

    const teacher = await person('Educator', 'Tom Teacher', 'en', SCHOOL_DOMAIN);
    const cls = (await (
      await teacher.client.json('/api/educator/classes', 'POST', { name: 'Period 2', schoolYear: '2026-27', gradeLevel: 11 })
    ).json()) as { class: { id: string; joinCode: string } };
    const spanish = await person('Student', 'Ana Alumna', 'es');
    const english = await person('Student', 'Eli Student', 'en');
    for (const student of [spanish, english])
      expect((await student.client.json('/api/classes/join', 'POST', { code: cls.class.joinCode })).status).toBe(201);
    const [joinedEs] = await noticesOf(spanish.id, 'classes.joined');
    expect(joinedEs?.title).toBe('Te uniste a Period 2');
    const [joinedEn] = await noticesOf(english.id, 'classes.joined');
    expect(joinedEn?.title).toBe('You joined Period 2');

    const assigned = await teacher.client.json(`/api/educator/classes/${cls.class.id}/assignments`, 'POST', {
      step: 'career-quiz',
      dueOn: '2026-12-15',
    });
    expect(assigned.status).toBe(201);
    const [assignmentEs] = await noticesOf(spanish.id, 'classes.assignment');
    expect(assignmentEs?.title).toBe('Period 2: termina «Cuestionario de carreras» antes del 15 dic 2026');
    const [assignmentEn] = await noticesOf(english.id, 'classes.assignment');
    expect(assignmentEn?.title).toBe('Period 2: finish the Career quiz by Dec 15, 2026');
    const { assignment } = (await assigned.json()) as { assignment: { id: string } };
    expect(
      (await teacher.client.fetch(`/api/educator/classes/${cls.class.id}/assignments/${assignment.id}/remind`, { method: 'POST' })).status,
    ).toBe(200);
    const [reminderEs] = await noticesOf(spanish.id, 'classes.reminder');
    expect(reminderEs?.body).toBe('Tu maestro o maestra te recuerda terminar «Cuestionario de carreras» antes del 15 dic 2026.');
  });
});
