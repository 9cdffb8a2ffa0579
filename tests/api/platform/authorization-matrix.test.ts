import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { inspectRoutes } from 'hono/dev';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRaceDigits } from '@domain/cognitive/memory-race';
import { scoreMemoryRace, type MemoryRound } from '@domain/cognitive/scoring';
import { minMemoryRaceMs } from '@domain/leaderboard/submission';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { forumPosts, forumReplies, memoryRaceSequences, notifications, users } from '@server/db/schema';
import { oneRosterPackage } from '@tests/support/oneroster';
import { signIn, startTestServer, CookieClient, type TestServer } from '@tests/support/test-server';

/*
 * The authorization matrix: every route the app registers × seven actors, with
 * the status class each actor must get, written as data. A route added to the
 * app without a row here fails the first test, so a new endpoint cannot ship
 * without someone deciding who may call it.
 *
 * Fixtures are built once through the API (a forum post, a meeting, a saved
 * conversation …, all owned by `student`), so every request carries otherwise
 * valid input and a 2xx or 403 says something about authorization, not about
 * a malformed body. The matrix requests go through app.request(): the whole
 * middleware stack without the socket, which halves the CPU the run needs on a
 * small shared machine (sign-in itself goes over HTTP: OIDC needs a listener).
 *
 * MATRIX_VERBOSE=1 prints every request with its status and time.
 */

const ACTORS = ['anonymous', 'student', 'otherStudent', 'parent', 'educator', 'admin', 'professional'] as const;
type Actor = (typeof ACTORS)[number];
type SignedInActor = Exclude<Actor, 'anonymous'>;
const SIGNED_IN_ACTORS = ACTORS.filter((actor): actor is SignedInActor => actor !== 'anonymous');

/**
 * What an actor must get back:
 * - '2xx': allowed and done;
 * - a number: exactly that status (401 signed out, 403 forbidden, 409 allowed but the state says no);
 * - 'denied': 403 or 404 (no access; a 404 also hides that the resource exists);
 * - 'refused': any 4xx except 429 (the key property is "no 2xx"; 5xx and rate limits are failures).
 */
type Expected = '2xx' | 'denied' | 'refused' | 401 | 403 | 404 | 409;
type Row = Record<Actor, Expected>;

const everyone = (expected: Expected): Row => ({
  anonymous: expected,
  student: expected,
  otherStudent: expected,
  parent: expected,
  educator: expected,
  admin: expected,
  professional: expected,
});
/** Open to visitors. */
const PUBLIC: Row = everyone('2xx');
/** Any signed-in user, acting on their own data only (nothing in the request names another person's data). */
const SIGNED_IN: Row = { ...everyone('2xx'), anonymous: 401 };
/** Administrators only (here the demo sign-in's own administrator). */
const ADMIN_ONLY: Row = { ...everyone(403), anonymous: 401, admin: '2xx' };
/** A resource of `student`: nobody else, administrators included. */
const OWNER_ONLY: Row = { ...everyone('denied'), anonymous: 401, student: '2xx' };
/** An action only the meeting's professional may take. */
const PROFESSIONAL_ONLY: Row = { ...everyone('denied'), anonymous: 401, professional: '2xx' };
/** The student's meeting: its two sides, the student's safety contact (the parent) and administrators reviewing it. */
const MEETING_PARTIES: Row = { ...OWNER_ONLY, professional: '2xx', parent: '2xx', admin: '2xx' };
/** Content held for a moderator: its author and administrators see it; to everyone else it does not exist. */
const HELD_POST: Row = { ...everyone(404), student: '2xx', admin: '2xx' };
/** A student's own family data (invites, linked parents, access log): other user types are refused. */
const STUDENTS_OWN: Row = { ...everyone(403), anonymous: 401, student: '2xx', otherStudent: '2xx' };
/** A parent's own linked children (the professional actor is a Parent account with none). */
const PARENTS_OWN: Row = { ...everyone(403), anonymous: 401, parent: '2xx', professional: '2xx' };
/** A verified educator's class routes: no actor is one (the educator actor is unverified), so all are refused. */
const EDUCATORS_VERIFIED: Row = { ...everyone(403), anonymous: 401 };
/** Switched off for everyone. */
const NOBODY: Row = everyone('refused');

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const MULTIPART_BOUNDARY = 'waypoint-matrix-boundary';
/** A small OneRoster package as the import page sends it (multipart), marked as a dry run. */
function rosterUpload(): { type: string; data: Uint8Array<ArrayBuffer> } {
  const files = oneRosterPackage({ prefix: 'matrix', students: 2, classes: 1, teachers: [{ email: 'matrix.teacher@example.org' }] }).files;
  const part = (disposition: string, content: string, type?: string) =>
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${content}\r\n`;
  const body =
    Object.entries(files)
      .map(([name, text]) => part(`name="files"; filename="${name}"`, text, 'text/csv'))
      .join('') +
    part('name="dryRun"', 'true') +
    `--${MULTIPART_BOUNDARY}--\r\n`;
  return { type: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, data: new TextEncoder().encode(body) as Uint8Array<ArrayBuffer> };
}

interface Probe {
  /** The concrete path, with a query string if needed. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as raw bytes (uploads). */
  bytes?: { type: string; data: Uint8Array<ArrayBuffer> };
  /** Sends from this client instead of the actor's own (a throwaway session of the same user). */
  client?: CookieClient;
}

type Case = Row & {
  /** Which of several cases of one route this is (e.g. a pending and an approved headshot). */
  label?: string;
  /** Builds the request; without it, the route's own path is requested with no body. */
  probe?: (fx: Fixtures, actor: Actor) => Probe | string;
  /** 'second' runs after all 'first' cases (it depends on their effects); 'last' runs at the very end (it destroys fixtures). */
  phase?: 'first' | 'second' | 'last';
  /** Checks that a request left no effect it must not have; throws if it did. */
  verify?: (fx: Fixtures, actor: Actor) => Promise<void>;
};
type Matrix = Record<string, Case | readonly Case[]>;

interface Person {
  id: string;
  email: string;
  client: CookieClient;
}

interface Fixtures {
  clients: Record<Actor, CookieClient>;
  ids: Record<SignedInActor, string>;
  collegeId: number;
  /** The professional actor's application (approved). */
  professionalId: string;
  /** Another approved professional: the one every actor asks for a meeting. */
  mentor: { professionalId: string; slots: string[] };
  /** A Parent account outside the actors: safety-contact and block target. */
  spare: { id: string; email: string };
  applications: { toApprove: string; toReject: string; toSuspend: string };
  /** Users an administrator may ban or remove through better-auth without touching the actors. */
  disposable: { banned: string; removed: string };
  headshots: { pending: string; approved: string };
  headshotPng: Uint8Array<ArrayBuffer>;
  acceptedMeeting: string;
  requestedMeeting: string;
  meetingReport: string;
  /** The student's meeting message held for an administrator (it has a Snapchat handle). */
  heldMessage: string;
  studentNotification: string;
  conversation: string;
  conversationToDelete: string;
  post: string;
  postToDelete: string;
  /** The student's post held for a moderator (it contains a phone number). */
  heldPost: string;
  studentReply: string;
  studentReplyToDelete: string;
  otherReply: string;
  /** A second session of each signed-in actor, for sign-out. */
  spareSessions: Record<SignedInActor, CookieClient>;
  /** A third session of the student, for revoke-session; and its token. */
  studentSpareSession: { client: CookieClient; token: string };
  /** The parent is linked to the student (`link`), the spare parent too (`spareLink`); `invite` is the student's open invite. */
  family: { link: string; spareLink: string; invite: string };
  /** A class of a verified educator outside the actors (the student joined it), and educators for the admin to decide on. */
  classes: {
    classId: string;
    code: string;
    membership: string;
    memberId: string;
    assignment: string;
    educators: { toApprove: string; toReject: string; toRevoke: string };
  };
  /** A Memory Race seed issued to each signed-in actor, issued long enough ago for a game on it to be sent. */
  memoryRaces: Record<SignedInActor, { id: string; seed: number }>;
}

// With the demo sign-in only its own administrator is admin; a typed e-mail never is (ADR 0003).
const ADMIN_EMAIL = DEMO_ADMIN_EMAIL;
const EMAILS: Record<SignedInActor, string> = {
  student: 'matrix.student@example.org',
  otherStudent: 'matrix.other.student@example.org',
  parent: 'matrix.parent@example.org',
  educator: 'matrix.educator@example.org',
  admin: ADMIN_EMAIL,
  professional: 'matrix.professional@example.org',
};
const NAMES: Record<SignedInActor, string> = {
  student: 'Riley Owner',
  otherStudent: 'Morgan Other',
  parent: 'Pat Guardian',
  educator: 'Lee Teacher',
  admin: 'Alex Principal',
  professional: 'Jo Mentor',
};
const PROFILES: Record<SignedInActor, { userType: 'Student' | 'Parent' | 'Educator'; birthMonth?: number; birthYear?: number }> = {
  student: { userType: 'Student', birthMonth: 4, birthYear: 2008 },
  otherStudent: { userType: 'Student', birthMonth: 9, birthYear: 2007 },
  parent: { userType: 'Parent' },
  educator: { userType: 'Educator' },
  admin: { userType: 'Educator' },
  professional: { userType: 'Parent' },
};
/** Leaderboard nicknames are unique and may not contain the real name. */
const NICKNAMES: Record<SignedInActor, string> = {
  student: 'Comet One',
  otherStudent: 'Comet Two',
  parent: 'Comet Three',
  educator: 'Comet Four',
  admin: 'Comet Five',
  professional: 'Comet Six',
};

const CAREER = '15-1252.00';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
const APPLICATION = {
  fullName: 'Jo Mentor',
  jobTitle: 'Software developer',
  employer: 'Mentor Labs',
  industry: 'Information technology',
  careerSocCode: CAREER,
  yearsExperience: 8,
  bio: 'I build web apps for hospitals and teach a weekend coding club for teens.',
  workUrl: 'https://www.linkedin.com/in/jo-mentor',
  topics: ['A day in the job', 'Choosing a major'],
  timeZone: 'America/New_York',
  availability: EVERY_DAY,
  codeOfConductAccepted: true,
};
const POST = {
  title: 'How do I compare financial aid offers?',
  category: 'paying',
  tags: ['fafsa'],
  body: 'I got two offers and the numbers are laid out differently. Any tips?',
};
const FEEDBACK = {
  rating: 5,
  category: 'Financial Analysis',
  message: 'The debt grade made me rethink my plan.',
  usefulness: 9,
  currentTools: 'Spreadsheets',
  featureRequests: 'Save several plans',
  willingness_to_pay: 12,
};

/** Memory Race on a seed the server issued, levels 1-3 right and then two misses, at a human pace. */
function memoryRaceScore(issued: { id: string; seed: number }) {
  const rounds: MemoryRound[] = [1, 2, 3].map((level, index) => {
    const shown = memoryRaceDigits(issued.seed, index, level);
    return { level, shown, typed: shown, recallMs: 3000 };
  });
  for (let miss = 0; miss < 2; miss++)
    rounds.push({ level: 4, shown: memoryRaceDigits(issued.seed, rounds.length, 4), typed: '', recallMs: 3000 });
  const scored = scoreMemoryRace(rounds);
  return {
    game: 'memory-race',
    sequenceId: issued.id,
    rounds,
    maxLevel: scored.maxLevel,
    accuracy: scored.accuracy,
    durationMs: minMemoryRaceMs(rounds) + 10_000,
  };
}

const json = (path: string, body: unknown): Probe => ({ path, body });
const MONEY_PLAN_INPUTS = {
  contributionPerYear: 5000,
  savings: 1000,
  extraGrants: 0,
  familyIncome: null,
  subsidizedEligibility: 'not-sure',
};
const nameOf = (actor: Actor) => (actor === 'anonymous' ? 'Visitor' : NAMES[actor]);

const MATRIX: Matrix = {
  // --- site, health, sign-in ---
  'GET /api/health': PUBLIC,
  'GET /api/site': PUBLIC,

  'GET /api/sign-in-providers': PUBLIC,

  // --- account (the caller's own) ---
  'GET /api/me': PUBLIC,
  'GET /api/profile': SIGNED_IN,
  // Every actor completed a profile in the fixtures, so the handler is reached and answers "already done".
  'POST /api/profile': {
    ...everyone(409),
    anonymous: 401,
    probe: () => json('/api/profile', { fullName: 'Someone Else', userType: 'Parent' }),
  },
  'PATCH /api/profile': { ...SIGNED_IN, probe: (_fx, actor) => json('/api/profile', { fullName: nameOf(actor) }) },
  // The family income prices use: the caller's own (money plan first, then the account setting).
  'GET /api/profile/family-income': SIGNED_IN,
  'PUT /api/profile/family-income': { ...SIGNED_IN, probe: () => json('/api/profile/family-income', { familyIncome: 58000 }) },
  'GET /api/account/export': SIGNED_IN,
  'DELETE /api/account': { ...SIGNED_IN, phase: 'last' },
  'GET /api/admin/users': ADMIN_ONLY,

  // --- progress, saved scholarships, careers and colleges (own data) ---
  'GET /api/progress': SIGNED_IN,
  'PUT /api/progress': {
    ...SIGNED_IN,
    probe: () => json('/api/progress', { journeyStarted: { value: true, updatedAt: Date.now() - 1000 } }),
  },
  'GET /api/scholarships': PUBLIC,
  'GET /api/scholarships/saved': SIGNED_IN,
  'PUT /api/scholarships/saved/:id': { ...SIGNED_IN, probe: () => '/api/scholarships/saved/coca-cola-scholars' },
  'DELETE /api/scholarships/saved/:id': { ...SIGNED_IN, probe: () => '/api/scholarships/saved/coca-cola-scholars' },
  'GET /api/saved/careers': SIGNED_IN,
  'PUT /api/saved/careers/:socCode': { ...SIGNED_IN, probe: () => `/api/saved/careers/${CAREER}` },
  'DELETE /api/saved/careers/:socCode': { ...SIGNED_IN, probe: () => `/api/saved/careers/${CAREER}` },
  'GET /api/saved/colleges': SIGNED_IN,
  'PUT /api/saved/colleges/:unitId': { ...SIGNED_IN, probe: (fx) => `/api/saved/colleges/${fx.collegeId}` },
  'DELETE /api/saved/colleges/:unitId': { ...SIGNED_IN, probe: (fx) => `/api/saved/colleges/${fx.collegeId}` },

  // --- catalog, matching, feedback, analytics ---
  'GET /api/careers': PUBLIC,
  'GET /api/careers/:socCode': { ...PUBLIC, probe: () => `/api/careers/${CAREER}` },
  'GET /api/careers/:socCode/majors': { ...PUBLIC, probe: () => `/api/careers/${CAREER}/majors` },
  'GET /api/majors': PUBLIC,
  'GET /api/majors/:cip': { ...PUBLIC, probe: () => '/api/majors/42.01?income=45000&sort=price' },
  'GET /api/colleges': PUBLIC,
  'GET /api/colleges/:unitId': { ...PUBLIC, probe: (fx) => `/api/colleges/${fx.collegeId}?income=45000&plannedDebt=20000` },
  'POST /api/matches/interests': {
    ...PUBLIC,
    probe: () => json('/api/matches/interests', { profile: { R: 2, I: 7, A: 2, S: 1.5, E: 1.5, C: 2.5 } }),
  },
  'POST /api/matches/colleges': { ...PUBLIC, probe: () => json('/api/matches/colleges', {}) },
  'POST /api/feedback': { ...PUBLIC, probe: () => json('/api/feedback', FEEDBACK) },
  'POST /api/analytics/events': {
    ...PUBLIC,
    probe: () => json('/api/analytics/events', { events: [{ name: 'page_view', path: '/dashboard' }] }),
  },
  'GET /api/admin/insights/usage': { ...ADMIN_ONLY, probe: () => '/api/admin/insights/usage?days=30' },
  'GET /api/admin/insights/feedback': ADMIN_ONLY,
  'GET /api/admin/insights/feedback.csv': ADMIN_ONLY,

  // --- mentorship: registration (own application) and browsing ---
  'GET /api/professionals/me': SIGNED_IN,
  // An approved application is no longer editable by its owner.
  'PUT /api/professionals/me': { ...SIGNED_IN, professional: 409, probe: () => json('/api/professionals/me', APPLICATION) },
  // After the PUT above gave every actor an application; the approved one's photo is frozen.
  'PUT /api/professionals/me/headshot': {
    ...SIGNED_IN,
    professional: 409,
    phase: 'second',
    probe: (fx) => ({ path: '/api/professionals/me/headshot', bytes: { type: 'image/png', data: fx.headshotPng } }),
  },
  'GET /api/professionals/headshots/:file': [
    {
      label: "a pending applicant's photo (the student's)",
      ...everyone(404),
      student: '2xx',
      admin: '2xx',
      probe: (fx) => fx.headshots.pending,
    },
    { label: "an approved professional's photo", ...PUBLIC, probe: (fx) => fx.headshots.approved },
  ],
  'GET /api/professionals': PUBLIC,
  'GET /api/professionals/:id': { ...PUBLIC, probe: (fx) => `/api/professionals/${fx.professionalId}` },

  // --- mentorship: meetings ---
  'GET /api/meetings': SIGNED_IN,
  'POST /api/meetings': {
    ...SIGNED_IN,
    probe: (fx, actor) =>
      json('/api/meetings', {
        professionalId: fx.mentor.professionalId,
        startsAt: fx.mentor.slots[4 + ACTORS.indexOf(actor)],
        topic: 'Choosing a major',
        questions: 'What did you study?',
      }),
  },
  'GET /api/meetings/:id': { ...MEETING_PARTIES, probe: (fx) => `/api/meetings/${fx.acceptedMeeting}` },
  'POST /api/meetings/:id/actions': {
    ...PROFESSIONAL_ONLY,
    probe: (fx) => json(`/api/meetings/${fx.requestedMeeting}/actions`, { action: 'accept' }),
  },
  'GET /api/meetings/:id/calendar.ics': { ...MEETING_PARTIES, probe: (fx) => `/api/meetings/${fx.acceptedMeeting}/calendar.ics` },
  // Administrators read meetings for review but do not post in them.
  'POST /api/meetings/:id/messages': {
    ...MEETING_PARTIES,
    admin: 403,
    probe: (fx) => json(`/api/meetings/${fx.acceptedMeeting}/messages`, { body: 'See you on Tuesday.' }),
  },
  'POST /api/meetings/:id/reports': {
    ...MEETING_PARTIES,
    probe: (fx) => json(`/api/meetings/${fx.acceptedMeeting}/reports`, { reason: 'Checking who may report.' }),
  },
  'GET /api/safety-contacts': SIGNED_IN,
  'POST /api/safety-contacts': { ...SIGNED_IN, probe: (fx) => json('/api/safety-contacts', { email: fx.spare.email }) },
  'DELETE /api/safety-contacts/:id': { ...SIGNED_IN, probe: (fx) => `/api/safety-contacts/${fx.spare.id}` },

  // --- mentorship: administration ---
  'GET /api/admin/professionals': ADMIN_ONLY,
  'POST /api/admin/professionals/:id/approve': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/professionals/${fx.applications.toApprove}/approve`, {}),
  },
  'POST /api/admin/professionals/:id/reject': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/professionals/${fx.applications.toReject}/reject`, { reason: 'Please link a work profile.' }),
  },
  'POST /api/admin/professionals/:id/suspend': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/professionals/${fx.applications.toSuspend}/suspend`, { reason: 'Missed two meetings.' }),
  },
  'GET /api/admin/meeting-reports': ADMIN_ONLY,
  'POST /api/admin/meeting-reports/:id/reviewed': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/meeting-reports/${fx.meetingReport}/reviewed`, {}),
  },
  'GET /api/admin/meeting-messages/held': ADMIN_ONLY,
  'POST /api/admin/meeting-messages/:id/review': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/meeting-messages/${fx.heldMessage}/review`, { decision: 'reject' }),
  },
  'GET /api/admin/mail-outbox': ADMIN_ONLY,

  // --- family: the student invites, a Parent redeems; the linked parent reads the overview ---
  'GET /api/family/invites': STUDENTS_OWN,
  'POST /api/family/invites': { ...STUDENTS_OWN, probe: () => json('/api/family/invites', {}) },
  'DELETE /api/family/invites/:id': { ...STUDENTS_OWN, otherStudent: 404, probe: (fx) => `/api/family/invites/${fx.family.invite}` },
  'GET /api/family/parents': STUDENTS_OWN,
  'GET /api/access-log': STUDENTS_OWN,
  // A well-formed code of no invite: Parents reach the lookup (404), everyone else is refused first.
  'POST /api/family/redeem': {
    ...everyone(403),
    anonymous: 401,
    parent: 404,
    professional: 404,
    probe: () => json('/api/family/redeem', { code: 'ZZZZ-9999' }),
  },
  'GET /api/family/children': PARENTS_OWN,
  'GET /api/family/children/:id': { ...PARENTS_OWN, professional: 404, probe: (fx) => `/api/family/children/${fx.family.link}` },
  // Either side unlinks: the parent its link, the student the spare parent's; nobody else finds either.
  'DELETE /api/family/links/:id': {
    ...everyone(404),
    anonymous: 401,
    parent: '2xx',
    student: '2xx',
    phase: 'second',
    probe: (fx, actor) => `/api/family/links/${actor === 'student' ? fx.family.spareLink : fx.family.link}`,
  },

  // --- the family money plan: the student's own, and a linked parent's view of it ---
  'GET /api/money-plan/mine': STUDENTS_OWN,
  // Each student saves their own plan for the first time (version 0).
  'PUT /api/money-plan/mine': { ...STUDENTS_OWN, probe: () => json('/api/money-plan/mine', { ...MONEY_PLAN_INPUTS, version: 0 }) },
  'GET /api/money-plan/children/:id': {
    ...PARENTS_OWN,
    professional: 404,
    probe: (fx) => `/api/money-plan/children/${fx.family.link}`,
  },
  // A version nobody saved: the linked parent passes every access check and meets the version check (409), so the
  // matrix never depends on the order the student's save ran in; money-plan.test.ts covers the parent's 200.
  'PUT /api/money-plan/children/:id': {
    ...PARENTS_OWN,
    parent: 409,
    professional: 404,
    probe: (fx) => json(`/api/money-plan/children/${fx.family.link}`, { ...MONEY_PLAN_INPUTS, version: 999 }),
  },

  // --- classes: no actor is a verified educator; the class belongs to one outside the actors ---
  'GET /api/educator/status': SIGNED_IN,
  // Educator accounts ask (the educator and the admin, whose profile says Educator); other types are refused.
  'POST /api/educator/verification': {
    ...everyone(403),
    anonymous: 401,
    educator: '2xx',
    admin: '2xx',
    probe: () => json('/api/educator/verification', { school: 'Matrix High, teacher' }),
  },
  'GET /api/educator/classes': EDUCATORS_VERIFIED,
  'POST /api/educator/classes': {
    ...EDUCATORS_VERIFIED,
    probe: () => json('/api/educator/classes', { name: 'Matrix', schoolYear: '2026-27', gradeLevel: 10 }),
  },
  'GET /api/educator/classes/:id': { ...EDUCATORS_VERIFIED, probe: (fx) => `/api/educator/classes/${fx.classes.classId}` },
  'PATCH /api/educator/classes/:id': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => ({ path: `/api/educator/classes/${fx.classes.classId}`, body: { name: 'Renamed' } }),
  },
  'POST /api/educator/classes/:id/rotate': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => json(`/api/educator/classes/${fx.classes.classId}/rotate`, {}),
  },
  'GET /api/educator/classes/:id/roster': { ...EDUCATORS_VERIFIED, probe: (fx) => `/api/educator/classes/${fx.classes.classId}/roster` },
  'GET /api/educator/classes/:id/totals': { ...EDUCATORS_VERIFIED, probe: (fx) => `/api/educator/classes/${fx.classes.classId}/totals` },
  'GET /api/educator/classes/:id/rostered': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => `/api/educator/classes/${fx.classes.classId}/rostered`,
  },
  'GET /api/educator/classes/:id/roster.csv': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => `/api/educator/classes/${fx.classes.classId}/roster.csv`,
  },
  'GET /api/educator/classes/:id/students/:memberId': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => `/api/educator/classes/${fx.classes.classId}/students/${fx.classes.memberId}`,
  },
  // The one-page report and its print log: the class's verified educator only (views and prints are logged for the student).
  'GET /api/educator/classes/:id/students/:memberId/report': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => `/api/educator/classes/${fx.classes.classId}/students/${fx.classes.memberId}/report`,
  },
  'POST /api/educator/classes/:id/students/:memberId/report/prints': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => json(`/api/educator/classes/${fx.classes.classId}/students/${fx.classes.memberId}/report/prints`, {}),
  },
  'PUT /api/educator/classes/:id/students/:memberId/school-id': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => json(`/api/educator/classes/${fx.classes.classId}/students/${fx.classes.memberId}/school-id`, { schoolId: 'S-1001' }),
  },
  'GET /api/educator/classes/:id/assignments': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => `/api/educator/classes/${fx.classes.classId}/assignments`,
  },
  'POST /api/educator/classes/:id/assignments': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => json(`/api/educator/classes/${fx.classes.classId}/assignments`, { step: 'career-quiz', dueOn: '2026-12-01' }),
  },
  'POST /api/educator/classes/:id/assignments/:assignmentId/remind': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => json(`/api/educator/classes/${fx.classes.classId}/assignments/${fx.classes.assignment}/remind`, {}),
  },
  // The caseload across an educator's classes: verified educators only, an unverified one and admins included.
  'GET /api/educator/caseload': EDUCATORS_VERIFIED,
  'POST /api/educator/caseload/remind': {
    ...EDUCATORS_VERIFIED,
    probe: (fx) => json('/api/educator/caseload/remind', { memberIds: [fx.classes.membership] }),
  },
  // The class's real code: students see the consent screen, other types are refused first.
  'POST /api/classes/preview': { ...STUDENTS_OWN, probe: (fx) => json('/api/classes/preview', { code: fx.classes.code }) },
  // A well-formed code of no class: students reach the lookup (404).
  'POST /api/classes/join': {
    ...everyone(403),
    anonymous: 401,
    student: 404,
    otherStudent: 404,
    probe: () => json('/api/classes/join', { code: 'ZZZZ-9999' }),
  },
  'GET /api/classes/joined': STUDENTS_OWN,
  'DELETE /api/classes/memberships/:id': {
    ...everyone(404),
    anonymous: 401,
    student: '2xx',
    phase: 'second',
    probe: (fx) => `/api/classes/memberships/${fx.classes.membership}`,
  },
  // Classes the school's roster offered: an unknown invitation is the students' 404, other account types are refused first.
  'GET /api/classes/rostered': STUDENTS_OWN,
  'POST /api/classes/rostered/:id/join': {
    ...everyone(403),
    anonymous: 401,
    student: 404,
    otherStudent: 404,
    probe: () => json(`/api/classes/rostered/${NO_SUCH_ID}/join`, {}),
  },
  'POST /api/classes/rostered/:id/decline': {
    ...everyone(403),
    anonymous: 401,
    student: 404,
    otherStudent: 404,
    probe: () => json(`/api/classes/rostered/${NO_SUCH_ID}/decline`, {}),
  },
  // OneRoster imports: administrators and verified educators (no actor is one); a dry run, so nothing is made.
  'POST /api/rostering/imports': { ...ADMIN_ONLY, probe: () => ({ path: '/api/rostering/imports', bytes: rosterUpload() }) },
  'GET /api/rostering/imports': ADMIN_ONLY,
  'GET /api/admin/educators': ADMIN_ONLY,
  'POST /api/admin/educators/:userId/approve': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/educators/${fx.classes.educators.toApprove}/approve`, {}),
  },
  'POST /api/admin/educators/:userId/reject': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/educators/${fx.classes.educators.toReject}/reject`, { reason: 'Not found at the school.' }),
  },
  'POST /api/admin/educators/:userId/revoke': {
    ...ADMIN_ONLY,
    probe: (fx) => json(`/api/admin/educators/${fx.classes.educators.toRevoke}/revoke`, { reason: 'Left the school.' }),
  },

  // --- notifications (own) ---
  'GET /api/notifications': SIGNED_IN,
  // Scoped to the caller: naming someone else's notification is accepted and changes nothing.
  'POST /api/notifications/read': {
    ...SIGNED_IN,
    probe: (fx) => json('/api/notifications/read', { ids: [fx.studentNotification] }),
    verify: async (fx, actor) => {
      if (actor === 'student') return;
      const [row] = await server.db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, fx.studentNotification));
      if (row?.readAt !== null) throw new Error("marked the student's notification read");
    },
  },

  // --- premium games and leaderboard (own data) ---
  'GET /api/cognitive/letter-set': { ...SIGNED_IN, probe: () => '/api/cognitive/letter-set?mode=practice' },
  'POST /api/cognitive/word-check': { ...SIGNED_IN, probe: () => json('/api/cognitive/word-check', { letters: 'ehcetar', word: 'teach' }) },
  'GET /api/cognitive/careers': SIGNED_IN,
  'POST /api/cognitive/memory-race': { ...SIGNED_IN, probe: () => json('/api/cognitive/memory-race', {}) },
  'POST /api/leaderboard/scores': {
    ...SIGNED_IN,
    probe: (fx, actor) => json('/api/leaderboard/scores', memoryRaceScore(fx.memoryRaces[actor === 'anonymous' ? 'student' : actor])),
  },
  'GET /api/leaderboard/me': SIGNED_IN,
  'PUT /api/leaderboard/profile': {
    ...SIGNED_IN,
    probe: (_fx, actor) =>
      json('/api/leaderboard/profile', { optedIn: true, nickname: actor === 'anonymous' ? 'Comet Zero' : NICKNAMES[actor] }),
  },
  'GET /api/leaderboard/:game?': [
    { label: 'the default game', ...SIGNED_IN, probe: () => '/api/leaderboard' },
    { label: 'a named game', ...SIGNED_IN, probe: () => '/api/leaderboard/memory-race' },
  ],

  // --- AI counselor ---
  'GET /api/counselor/status': PUBLIC,
  'POST /api/counselor/chat': [
    { label: 'a new question', ...PUBLIC, probe: () => json('/api/counselor/chat', { message: 'What do software developers earn?' }) },
    {
      label: "continuing the student's saved conversation",
      ...OWNER_ONLY,
      probe: (fx) => json('/api/counselor/chat', { message: 'And what should I study?', conversationId: fx.conversation }),
    },
  ],
  'GET /api/counselor/conversations': SIGNED_IN,
  'GET /api/counselor/conversations/:id': { ...OWNER_ONLY, probe: (fx) => `/api/counselor/conversations/${fx.conversation}` },
  'DELETE /api/counselor/conversations/:id': { ...OWNER_ONLY, probe: (fx) => `/api/counselor/conversations/${fx.conversationToDelete}` },

  // --- forum ---
  'GET /api/forum/posts': PUBLIC,
  'POST /api/forum/posts': { ...SIGNED_IN, probe: () => json('/api/forum/posts', POST) },
  'GET /api/forum/posts/:id': [
    { label: 'published', ...PUBLIC, probe: (fx) => `/api/forum/posts/${fx.post}` },
    { label: 'held for review', ...HELD_POST, probe: (fx) => `/api/forum/posts/${fx.heldPost}` },
  ],
  // Only the author edits or deletes; administrators remove content through moderation instead.
  'PATCH /api/forum/posts/:id': { ...OWNER_ONLY, probe: (fx) => json(`/api/forum/posts/${fx.post}`, POST) },
  'DELETE /api/forum/posts/:id': { ...OWNER_ONLY, probe: (fx) => `/api/forum/posts/${fx.postToDelete}` },
  // Nobody upvotes or reports their own post.
  'PUT /api/forum/posts/:id/vote': { ...SIGNED_IN, student: 403, probe: (fx) => json(`/api/forum/posts/${fx.post}/vote`, { voted: true }) },
  'GET /api/forum/posts/:id/replies': [
    { label: 'published', ...PUBLIC, probe: (fx) => `/api/forum/posts/${fx.post}/replies` },
    { label: 'held for review', ...HELD_POST, probe: (fx) => `/api/forum/posts/${fx.heldPost}/replies` },
  ],
  'POST /api/forum/posts/:id/replies': [
    {
      label: 'published',
      ...SIGNED_IN,
      probe: (fx) => json(`/api/forum/posts/${fx.post}/replies`, { body: 'Look at the net price, not the sticker price.' }),
    },
    // Its author is told it waits for a moderator; nobody else learns it exists.
    {
      label: 'held for review',
      ...everyone(404),
      anonymous: 401,
      student: 409,
      probe: (fx) => json(`/api/forum/posts/${fx.heldPost}/replies`, { body: 'Any news?' }),
    },
  ],
  'PATCH /api/forum/replies/:id': {
    ...OWNER_ONLY,
    probe: (fx) => json(`/api/forum/replies/${fx.studentReply}`, { body: 'Compare the net price of each offer.' }),
  },
  'DELETE /api/forum/replies/:id': { ...OWNER_ONLY, probe: (fx) => `/api/forum/replies/${fx.studentReplyToDelete}` },
  'PUT /api/forum/replies/:id/vote': {
    ...SIGNED_IN,
    student: 403,
    probe: (fx) => json(`/api/forum/replies/${fx.studentReply}/vote`, { voted: true }),
  },
  // Only the post's author marks a reply to it helpful (the reply's author cannot).
  'PUT /api/forum/replies/:id/helpful': {
    ...OWNER_ONLY,
    probe: (fx) => json(`/api/forum/replies/${fx.otherReply}/helpful`, { helpful: true }),
  },
  'POST /api/forum/reports': {
    ...SIGNED_IN,
    student: 403,
    probe: (fx) => json('/api/forum/reports', { targetType: 'post', targetId: fx.post, reason: 'bullying' }),
  },
  'GET /api/forum/me': SIGNED_IN,
  'PUT /api/forum/blocks/:userId': { ...SIGNED_IN, probe: (fx) => `/api/forum/blocks/${fx.spare.id}` },
  'DELETE /api/forum/blocks/:userId': { ...SIGNED_IN, probe: (fx) => `/api/forum/blocks/${fx.spare.id}` },
  'GET /api/admin/moderation/queue': ADMIN_ONLY,
  'GET /api/admin/moderation/actions': ADMIN_ONLY,
  'POST /api/admin/moderation/actions': {
    ...ADMIN_ONLY,
    probe: (fx) =>
      json('/api/admin/moderation/actions', {
        action: 'dismiss',
        targetType: 'post',
        targetId: fx.post,
        reason: 'Checked against the forum rules',
      }),
  },
};

/**
 * Entries of app.routes that are deliberately not in MATRIX. Middleware-only
 * entries (`app.use`) are left out automatically; these are real handlers.
 */
const NOT_IN_MATRIX: Record<string, string> = {
  'GET /api/auth/*': 'better-auth; its sensitive endpoints are listed one by one in BETTER_AUTH',
  'POST /api/auth/*': 'better-auth; its sensitive endpoints are listed one by one in BETTER_AUTH',
  'ALL /api/*': 'the JSON 404 for unknown API paths',
  'GET /oidc/interaction/:uid':
    'the local demo identity provider (not an API; only mounted without a real provider; tests/api/auth.test.ts)',
  'POST /oidc/interaction/:uid/login': 'the local demo identity provider (see above)',
  'POST /oidc/interaction/:uid/abort': 'the local demo identity provider (see above)',
  'ALL /oidc/*': 'the local demo identity provider (see above)',
};

/** Fails if a request ended a session it must not have ended. */
const sessionStillWorks = (pick: (fx: Fixtures) => CookieClient) => async (fx: Fixtures) => {
  const status = (await pick(fx).fetch('/api/profile')).status;
  if (status !== 200) throw new Error(`ended the student's session (GET /api/profile → ${status})`);
};
const roleAndEmailUnchanged = async (fx: Fixtures, actor: Actor) => {
  if (actor === 'anonymous') return;
  const [row] = await server.db.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, fx.ids[actor]));
  const role = actor === 'admin' ? 'admin' : 'user';
  if (row?.role !== role || row.email !== EMAILS[actor]) throw new Error(`changed the account to ${JSON.stringify(row)}`);
};
const studentNotBanned = async (fx: Fixtures) => {
  const [row] = await server.db.select({ banned: users.banned }).from(users).where(eq(users.id, fx.ids.student));
  if (row?.banned) throw new Error('banned the student');
};

/**
 * better-auth answers under /api/auth/* from one wildcard route, which lets
 * through only sign-in, the provider callback and sign-out (isUsedAuthEndpoint);
 * these are its other endpoints, all closed to everyone (404).
 */
const BETTER_AUTH: Matrix = {
  'GET /api/auth/get-session': NOBODY,
  'GET /api/auth/list-sessions': NOBODY,
  // The admin plugin: Waypoint's own admin pages do what it offers.
  'GET /api/auth/admin/list-users': NOBODY,
  'POST /api/auth/admin/list-user-sessions': {
    ...NOBODY,
    probe: (fx) => json('/api/auth/admin/list-user-sessions', { userId: fx.ids.student }),
  },
  'POST /api/auth/admin/ban-user': {
    ...NOBODY,
    probe: (fx, actor) =>
      json('/api/auth/admin/ban-user', { userId: actor === 'admin' ? fx.disposable.banned : fx.ids.student, banReason: 'matrix' }),
    verify: (fx) => studentNotBanned(fx),
  },
  'POST /api/auth/admin/revoke-user-sessions': {
    ...NOBODY,
    probe: (fx, actor) =>
      json('/api/auth/admin/revoke-user-sessions', { userId: actor === 'admin' ? fx.disposable.banned : fx.ids.student }),
    verify: sessionStillWorks((fx) => fx.clients.student),
  },
  'POST /api/auth/admin/remove-user': {
    ...NOBODY,
    probe: (fx, actor) => json('/api/auth/admin/remove-user', { userId: actor === 'admin' ? fx.disposable.removed : fx.ids.student }),
    verify: sessionStillWorks((fx) => fx.clients.student),
  },
  'POST /api/auth/admin/set-role': {
    ...NOBODY,
    probe: (fx) => json('/api/auth/admin/set-role', { userId: fx.ids.student, role: 'admin' }),
  },
  'POST /api/auth/admin/create-user': {
    ...NOBODY,
    probe: () =>
      json('/api/auth/admin/create-user', { email: 'minted@example.org', password: 'a-long-password-1', name: 'Minted', role: 'admin' }),
  },
  'POST /api/auth/admin/update-user': {
    ...NOBODY,
    probe: (fx) => json('/api/auth/admin/update-user', { userId: fx.ids.student, data: { role: 'admin' } }),
  },
  'POST /api/auth/admin/impersonate-user': {
    ...NOBODY,
    probe: (fx) => json('/api/auth/admin/impersonate-user', { userId: fx.ids.student }),
  },
  'POST /api/auth/admin/set-user-password': {
    ...NOBODY,
    probe: (fx) => json('/api/auth/admin/set-user-password', { userId: fx.ids.student, newPassword: 'a-long-password-1' }),
  },
  // A user's own account: name, role and e-mail change only through Waypoint's own routes (PATCH /api/profile).
  'POST /api/auth/update-user': [
    {
      label: 'role',
      ...NOBODY,
      probe: (_fx, actor) => json('/api/auth/update-user', { role: 'admin', name: nameOf(actor) }),
      verify: roleAndEmailUnchanged,
    },
    {
      label: 'e-mail',
      ...NOBODY,
      probe: (_fx, actor) => json('/api/auth/update-user', { email: ADMIN_EMAIL, name: nameOf(actor) }),
      verify: roleAndEmailUnchanged,
    },
    {
      label: 'name',
      ...NOBODY,
      probe: (_fx, actor) => json('/api/auth/update-user', { name: nameOf(actor) }),
      verify: roleAndEmailUnchanged,
    },
  ],
  'POST /api/auth/change-email': {
    ...NOBODY,
    probe: () => json('/api/auth/change-email', { newEmail: ADMIN_EMAIL }),
    verify: roleAndEmailUnchanged,
  },
  // Accounts are deleted through DELETE /api/account, which also removes uploads.
  'POST /api/auth/delete-user': { ...NOBODY, probe: () => json('/api/auth/delete-user', {}) },
  'POST /api/auth/revoke-session': {
    ...NOBODY,
    probe: (fx) => json('/api/auth/revoke-session', { token: fx.studentSpareSession.token }),
    verify: sessionStillWorks((fx) => fx.studentSpareSession.client),
  },
  // Each actor signs out a second session of their own; the first keeps working.
  'POST /api/auth/sign-out': {
    ...PUBLIC,
    probe: (fx, actor) => ({ path: '/api/auth/sign-out', body: {}, ...(actor === 'anonymous' ? {} : { client: fx.spareSessions[actor] }) }),
    verify: async (fx, actor) => {
      if (actor === 'anonymous') return;
      const [ended, kept] = await Promise.all([fx.spareSessions[actor].fetch('/api/profile'), fx.clients[actor].fetch('/api/profile')]);
      if (ended.status !== 401 || kept.status !== 200)
        throw new Error(`after sign-out: signed-out session → ${ended.status}, other session → ${kept.status}`);
    },
  },
};

// ---------------------------------------------------------------------------

let server: TestServer;
let dataDir: string;
let fixtures: Fixtures;
const startedAt = Date.now();
const tally = { cases: 0, requests: 0 };

type Mismatch = string;
const VERBOSE = Boolean(process.env.MATRIX_VERBOSE);

function casesOf(entry: Case | readonly Case[]): readonly Case[] {
  return Array.isArray(entry) ? entry : [entry as Case];
}

function splitKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** "/api/meetings/:id/calendar.ics" → a RegExp matching concrete paths of that route. */
function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return segment === '' ? '' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function accepts(expected: Expected, status: number): boolean {
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === 'denied') return status === 403 || status === 404;
  if (expected === 'refused') return status >= 400 && status < 500 && status !== 429;
  return status === expected;
}

/** Refused actors go first, so an allowed actor's change (a delete, an accept) cannot hide a refusal; the owner goes last. */
function actorOrder(row: Row): Actor[] {
  const rank = (actor: Actor) => (row[actor] !== '2xx' ? 0 : actor === 'student' ? 2 : 1);
  return [...ACTORS].sort((a, b) => rank(a) - rank(b));
}

/** Sends as the client would (its cookie, address and same-origin header), in process. */
async function send(client: CookieClient, method: string, probe: Probe): Promise<{ status: number; text: string }> {
  const headers = new Headers({ 'x-forwarded-for': client.clientIp });
  if (client.cookieHeader) headers.set('cookie', client.cookieHeader);
  if (method !== 'GET') headers.set('origin', server.baseUrl);
  const stop = new AbortController();
  const init: RequestInit = { method, headers, signal: stop.signal };
  if (probe.bytes) {
    headers.set('content-type', probe.bytes.type);
    init.body = probe.bytes.data;
  } else if (probe.body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(probe.body);
  }
  const response = await server.app.request(`${server.baseUrl}${probe.path}`, init);
  // A success needs no body. Dropping the request, as a browser's Stop does, ends the offline counselor's answer, typed at a reading pace.
  if (response.ok) {
    stop.abort();
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

async function runCase(key: string, testCase: Case): Promise<Mismatch[]> {
  const { method, path: routePath } = splitKey(key);
  const mismatches: Mismatch[] = [];
  const name = `${key}${testCase.label ? ` [${testCase.label}]` : ''}`;
  for (const actor of actorOrder(testCase)) {
    const built = testCase.probe?.(fixtures, actor) ?? routePath;
    const probe: Probe = typeof built === 'string' ? { path: built } : built;
    if (!routePattern(routePath).test(probe.path.split('?')[0]!)) {
      mismatches.push(`${name}: the probe requests ${probe.path}, which is not this route`);
      break;
    }
    const expected = testCase[actor];
    const began = performance.now();
    const { status, text } = await send(probe.client ?? fixtures.clients[actor], method, probe);
    tally.requests += 1;
    if (VERBOSE)
      console.info(
        `${String(status).padEnd(4)} ${String(Math.round(performance.now() - began)).padStart(5)} ms  ${actor.padEnd(12)} ${name}`,
      );
    if (!accepts(expected, status))
      mismatches.push(`${name} as ${actor}: expected ${expected}, got ${status}${text ? ` ${text.slice(0, 200)}` : ''}`);
    try {
      await testCase.verify?.(fixtures, actor);
    } catch (error) {
      mismatches.push(`${name} as ${actor}: ${(error as Error).message}`);
    }
  }
  tally.cases += 1;
  return mismatches;
}

/** Runs the cases a few at a time (the machine is small and shared); each case's actors run in order. */
async function runCases(cases: [string, Case][], parallel = 6): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const [key, testCase] = cases[next++]!;
      mismatches.push(...(await runCase(key, testCase)));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return mismatches;
}

function casesIn(matrix: Matrix, phase: NonNullable<Case['phase']>): [string, Case][] {
  return Object.entries(matrix).flatMap(([key, entry]) =>
    casesOf(entry)
      .filter((c) => (c.phase ?? 'first') === phase)
      .map((c): [string, Case] => [key, c]),
  );
}

const report = (mismatches: Mismatch[]) =>
  `${mismatches.length} request(s) did not get the status the authorization matrix expects:\n  ${mismatches.join('\n  ')}`;

// --- fixtures ---------------------------------------------------------------

async function ok(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`fixture: ${what} → ${response.status} ${await response.text()}`);
  return response;
}

/** Through the chooser: the demo administrator by its own button, everyone else by "Use another account". */
const signInAs = (name: string, email: string) => signIn(server, email === DEMO_ADMIN_EMAIL ? { account: email } : { name, email });

async function member(
  name: string,
  email: string,
  profile: { userType: 'Student' | 'Parent' | 'Educator'; birthMonth?: number; birthYear?: number },
): Promise<Person> {
  const { client } = await signInAs(name, email);
  await ok(await client.json('/api/profile', 'POST', { fullName: name, ...profile }), 201, `complete the profile of ${email}`);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, client };
}

async function apply(person: Person, headshot?: Uint8Array<ArrayBuffer>): Promise<{ id: string; headshotUrl: string | null }> {
  const saved = await ok(await person.client.json('/api/professionals/me', 'PUT', APPLICATION), 200, 'save an application');
  let { application } = (await saved.json()) as { application: { id: string; headshotUrl: string | null } };
  if (headshot) {
    const uploaded = await person.client.fetch('/api/professionals/me/headshot', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: headshot,
    });
    ({ application } = (await (await ok(uploaded, 200, 'upload a headshot')).json()) as {
      application: { id: string; headshotUrl: string | null };
    });
  }
  return application;
}

async function approve(admin: CookieClient, applicationId: string) {
  await ok(await admin.json(`/api/admin/professionals/${applicationId}/approve`, 'POST', {}), 204, 'approve an application');
}

/** Moves every forum post and reply back in time, past the posting intervals (one post per 2 minutes, one reply per 30 seconds). */
async function ageForumActivity() {
  await server.db.update(forumPosts).set({ createdAt: sql`${forumPosts.createdAt} - interval '3 minutes'` });
  await server.db.update(forumReplies).set({ createdAt: sql`${forumReplies.createdAt} - interval '3 minutes'` });
}

async function created<T>(response: Response, what: string): Promise<T> {
  return (await (await ok(response, 201, what)).json()) as T;
}

async function buildFixtures(): Promise<Fixtures> {
  const headshotPng = new Uint8Array(
    await sharp({ create: { width: 128, height: 128, channels: 3, background: '#335577' } })
      .png()
      .toBuffer(),
  );

  const [actorList, others] = await Promise.all([
    Promise.all(SIGNED_IN_ACTORS.map((actor) => member(NAMES[actor], EMAILS[actor], PROFILES[actor]))),
    Promise.all([
      member('Dana Advisor', 'matrix.mentor@example.org', { userType: 'Educator' }),
      member('Sky Spare', 'matrix.spare@example.org', { userType: 'Parent' }),
      member('Reed Applicant', 'matrix.reject@example.org', { userType: 'Parent' }),
      member('Sue Applicant', 'matrix.suspend@example.org', { userType: 'Parent' }),
      member('Ban Target', 'matrix.ban@example.org', { userType: 'Parent' }),
      member('Remove Target', 'matrix.remove@example.org', { userType: 'Parent' }),
    ]),
  ]);
  const people = Object.fromEntries(SIGNED_IN_ACTORS.map((actor, index) => [actor, actorList[index]!])) as Record<SignedInActor, Person>;
  const [mentorPerson, spare, toReject, toSuspend, banned, removed] = others as [Person, Person, Person, Person, Person, Person];
  const { student, otherStudent, parent, admin, professional } = people;
  // Two days old: past the forum's first-day limits, like most of the people who use it.
  await server.db.update(users).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) });

  /** Second sessions of the same people: signed out, or revoked, without ending the sessions the matrix uses. */
  const sessions = async () => {
    const list = await Promise.all(
      [...SIGNED_IN_ACTORS, 'student' as const].map(async (actor) => (await signInAs(NAMES[actor], EMAILS[actor])).client),
    );
    const studentSpare = list.at(-1)!;
    return {
      spareSessions: Object.fromEntries(SIGNED_IN_ACTORS.map((actor, index) => [actor, list[index]!])) as Record<
        SignedInActor,
        CookieClient
      >,
      studentSpareSession: {
        client: studentSpare,
        token: decodeURIComponent(studentSpare.cookie('waypoint.session_token') ?? '').split('.')[0]!,
      },
    };
  };

  /** The student's pending application with a photo; the professional and the mentor approved; three for the admin to decide on; two meetings. */
  const mentorship = async () => {
    const approved = async (person: Person, headshot?: Uint8Array<ArrayBuffer>) => {
      const application = await apply(person, headshot);
      await approve(admin.client, application.id);
      return application;
    };
    const [pendingApplication, proApplication, mentorApplication, toApprove, rejectable, suspendable] = await Promise.all([
      apply(student, headshotPng),
      approved(professional, headshotPng),
      approved(mentorPerson),
      apply(spare),
      apply(toReject),
      approved(toSuspend),
    ]);
    const slotsOf = async (id: string) =>
      ((await (await ok(await fetch(`${server.baseUrl}/api/professionals/${id}`), 200, 'read a profile')).json()) as { slots: string[] })
        .slots;
    const [proSlots, mentorSlots] = await Promise.all([
      slotsOf(proApplication.id),
      slotsOf(mentorApplication.id),
      ok(await student.client.json('/api/safety-contacts', 'POST', { email: parent.email }), 201, 'add a safety contact'),
    ]);
    if (mentorSlots.length < 4 + ACTORS.length) throw new Error(`fixture: too few meeting slots (${mentorSlots.length})`);

    // One meeting accepted (the parent, the student's safety contact, sees it), one waiting for the professional.
    const meeting = (slot: string | undefined) =>
      student.client.json('/api/meetings', 'POST', { professionalId: proApplication.id, startsAt: slot, topic: 'Choosing a major' });
    const { id: acceptedMeeting } = await created<{ id: string }>(await meeting(proSlots[0]), 'request a meeting');
    await ok(
      await professional.client.json(`/api/meetings/${acceptedMeeting}/actions`, 'POST', { action: 'accept' }),
      200,
      'accept a meeting',
    );
    const { id: requestedMeeting } = await created<{ id: string }>(await meeting(proSlots[1]), 'request a second meeting');
    await ok(
      await student.client.json(`/api/meetings/${acceptedMeeting}/reports`, 'POST', { reason: 'A report for the admin to review.' }),
      204,
      'report a meeting',
    );
    const held = await created<{ id: string; held: boolean }>(
      await student.client.json(`/api/meetings/${acceptedMeeting}/messages`, 'POST', { body: 'add me on snapchat: sam_codes2010' }),
      'post a message that is held',
    );
    if (!held.held) throw new Error('fixture: the message with a Snapchat handle was not held');
    const reports = (await (await admin.client.fetch('/api/admin/meeting-reports')).json()) as { items: { id: string }[] };
    const inbox = (await (await student.client.fetch('/api/notifications')).json()) as { items: { id: string }[] };
    return {
      professionalId: proApplication.id,
      mentor: { professionalId: mentorApplication.id, slots: mentorSlots },
      applications: { toApprove: toApprove.id, toReject: rejectable.id, toSuspend: suspendable.id },
      headshots: { pending: pendingApplication.headshotUrl!, approved: proApplication.headshotUrl! },
      acceptedMeeting,
      requestedMeeting,
      meetingReport: reports.items[0]!.id,
      heldMessage: held.id,
      studentNotification: inbox.items[0]!.id,
    };
  };

  /** Two saved conversations (the offline counselor answers at once). */
  const counselor = async () => {
    await Promise.all(
      ['What do electricians earn?', 'Is nursing a good major?'].map(async (message) => {
        const answer = await ok(await student.client.json('/api/counselor/chat', 'POST', { message }), 200, 'ask the counselor');
        await answer.text();
      }),
    );
    const { items } = (await (await student.client.fetch('/api/counselor/conversations')).json()) as { items: { id: string }[] };
    return { conversation: items[0]!.id, conversationToDelete: items[1]!.id };
  };

  /** Three posts by the student (one held for review: it has a phone number), two replies by the student, one by the other student. */
  const forum = async () => {
    const write = async (body: unknown, what: string) => {
      const row = await created<{ id: string; status: string }>(await student.client.json('/api/forum/posts', 'POST', body), what);
      await ageForumActivity();
      return row;
    };
    const post = await write(POST, 'write a post');
    const postToDelete = await write({ ...POST, title: 'A post to delete later' }, 'write a second post');
    const heldPost = await write(
      { ...POST, title: 'Can someone call me?', body: 'Call me at 555-123-4567 about the FAFSA.' },
      'write a held post',
    );
    if (heldPost.status !== 'held') throw new Error(`fixture: the post with a phone number is ${heldPost.status}, not held`);
    const reply = (who: Person) =>
      who.client.json(`/api/forum/posts/${post.id}/replies`, 'POST', { body: 'Look at the net price, not the sticker price.' });
    const studentReply = await created<{ id: string }>(await reply(student), 'reply');
    await ageForumActivity();
    const [studentReplyToDelete, otherReply] = await Promise.all([
      created<{ id: string }>(await reply(student), 'reply again'),
      created<{ id: string }>(await reply(otherStudent), 'reply as the other student'),
    ]);
    await ageForumActivity();
    return {
      post: post.id,
      postToDelete: postToDelete.id,
      heldPost: heldPost.id,
      studentReply: studentReply.id,
      studentReplyToDelete: studentReplyToDelete.id,
      otherReply: otherReply.id,
    };
  };

  /** The student invites the parent and the spare parent (each redeems a code) and keeps one invite open. */
  const family = async () => {
    const invite = async () =>
      (
        await created<{ invite: { id: string; code: string } }>(
          await student.client.json('/api/family/invites', 'POST', {}),
          'invite a parent',
        )
      ).invite;
    const redeem = async (who: Person) => {
      const { code } = await invite();
      return (await created<{ link: { id: string } }>(await who.client.json('/api/family/redeem', 'POST', { code }), 'redeem an invite'))
        .link.id;
    };
    const [link, spareLink, open] = await Promise.all([redeem(parent), redeem(spare), invite()]);
    return { family: { link, spareLink, invite: open.id } };
  };

  /** A verified educator outside the actors with a class the student joined and an assignment; three educators for the admin. */
  const classes = async () => {
    const [teacher, toApprove, toReject, toRevoke] = await Promise.all([
      member('Terry Teacher', 'matrix.teacher@example.org', { userType: 'Educator' }),
      member('Ari Applicant', 'matrix.edu.approve@example.org', { userType: 'Educator' }),
      member('Bo Applicant', 'matrix.edu.reject@example.org', { userType: 'Educator' }),
      member('Cy Applicant', 'matrix.edu.revoke@example.org', { userType: 'Educator' }),
    ]);
    for (const who of [teacher, toApprove, toReject, toRevoke]) {
      await created(await who.client.json('/api/educator/verification', 'POST', { school: 'Matrix High' }), 'ask for verification');
    }
    for (const who of [teacher, toRevoke]) {
      await ok(await admin.client.json(`/api/admin/educators/${who.id}/approve`, 'POST', {}), 204, 'approve an educator');
    }
    const cls = (
      await created<{ class: { id: string; joinCode: string } }>(
        await teacher.client.json('/api/educator/classes', 'POST', { name: 'Matrix class', schoolYear: '2026-27', gradeLevel: 11 }),
        'create a class',
      )
    ).class;
    const membership = (
      await created<{ membership: { id: string } }>(await student.client.json('/api/classes/join', 'POST', { code: cls.joinCode }), 'join')
    ).membership.id;
    const assignment = (
      await created<{ assignment: { id: string } }>(
        await teacher.client.json(`/api/educator/classes/${cls.id}/assignments`, 'POST', { step: 'career-quiz', dueOn: '2026-12-01' }),
        'set an assignment',
      )
    ).assignment.id;
    return {
      classes: {
        classId: cls.id,
        code: cls.joinCode,
        membership,
        // The membership id is the roster's member id.
        memberId: membership,
        assignment,
        educators: { toApprove: toApprove.id, toReject: toReject.id, toRevoke: toRevoke.id },
      },
    };
  };

  const college = async () =>
    ((await (await fetch(`${server.baseUrl}/api/colleges?pageSize=1`)).json()) as { items: { unitId: number }[] }).items[0]!.unitId;

  /** A Memory Race seed for each signed-in actor, moved back an hour as if the game had been played since. */
  const games = async () => {
    const issued = await Promise.all(
      SIGNED_IN_ACTORS.map(async (actor) =>
        created<{ id: string; seed: number }>(
          await people[actor].client.json('/api/cognitive/memory-race', 'POST', {}),
          'issue a Memory Race seed',
        ),
      ),
    );
    await server.db.update(memoryRaceSequences).set({ issuedAt: new Date(Date.now() - 60 * 60_000) });
    return {
      memoryRaces: Object.fromEntries(SIGNED_IN_ACTORS.map((actor, index) => [actor, issued[index]!])) as Record<
        SignedInActor,
        { id: string; seed: number }
      >,
    };
  };

  const [sessionFixtures, mentorshipFixtures, counselorFixtures, forumFixtures, gameFixtures, familyFixtures, classFixtures, collegeId] =
    await Promise.all([sessions(), mentorship(), counselor(), forum(), games(), family(), classes(), college()]);
  return {
    clients: {
      anonymous: new CookieClient(server.baseUrl),
      ...Object.fromEntries(SIGNED_IN_ACTORS.map((actor) => [actor, people[actor].client])),
    } as Record<Actor, CookieClient>,
    ids: Object.fromEntries(SIGNED_IN_ACTORS.map((actor) => [actor, people[actor].id])) as Record<SignedInActor, string>,
    collegeId,
    spare: { id: spare.id, email: spare.email },
    disposable: { banned: banned.id, removed: removed.id },
    headshotPng,
    ...sessionFixtures,
    ...mentorshipFixtures,
    ...counselorFixtures,
    ...forumFixtures,
    ...gameFixtures,
    ...familyFixtures,
    ...classFixtures,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'waypoint-matrix-'));
  server = await startTestServer({ DATA_DIR: dataDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('authorization matrix', () => {
  it('names every route the app registers, and only those', () => {
    const registered = new Set(
      inspectRoutes(server.app)
        .filter((route) => !route.isMiddleware)
        .map((route) => `${route.method} ${route.path}`),
    );
    const missing = [...registered].filter((key) => !(key in MATRIX) && !(key in NOT_IN_MATRIX));
    const stale = [...Object.keys(MATRIX), ...Object.keys(NOT_IN_MATRIX)].filter((key) => !registered.has(key));
    expect(
      missing,
      `These routes are registered in the app but missing from the authorization matrix. Add each to MATRIX in tests/api/platform/authorization-matrix.test.ts with the status every actor must get (PUBLIC, SIGNED_IN, ADMIN_ONLY, OWNER_ONLY, …):\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
    expect(
      stale,
      `These matrix entries name routes the app no longer registers. Remove them or correct the method and path:\n  ${stale.join('\n  ')}`,
    ).toEqual([]);
    for (const key of Object.keys(BETTER_AUTH)) expect(key).toMatch(/^(GET|POST) \/api\/auth\//);
  });

  describe('every route × actor', () => {
    // Generous limits: the file's tests took 25-55 s on the shared 2-core machine, depending on what else ran.
    beforeAll(async () => {
      fixtures = await buildFixtures();
      if (VERBOSE) console.info(`fixtures ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    }, 120_000);

    it('answers as the matrix says', async () => {
      const mismatches = await runCases(casesIn(MATRIX, 'first'));
      mismatches.push(...(await runCases(casesIn(MATRIX, 'second'))));
      expect(mismatches, report(mismatches)).toEqual([]);
    }, 120_000);

    it('keeps the sensitive better-auth endpoints closed', async () => {
      const mismatches = await runCases(casesIn(BETTER_AUTH, 'first'));
      expect(mismatches, report(mismatches)).toEqual([]);
    }, 60_000);

    it('runs the destructive routes last (delete account)', async () => {
      const mismatches = await runCases(casesIn(MATRIX, 'last'));
      expect(mismatches, report(mismatches)).toEqual([]);
      const count = (matrix: Matrix) => Object.values(matrix).reduce((sum, entry) => sum + casesOf(entry).length, 0);
      console.info(
        `authorization matrix: ${Object.keys(MATRIX).length} app routes (${count(MATRIX)} cases) and ${Object.keys(BETTER_AUTH).length} better-auth endpoints (${count(BETTER_AUTH)} cases) × ${ACTORS.length} actors: ${tally.requests} requests in ${tally.cases} cases checked in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      );
    });
  });
});
