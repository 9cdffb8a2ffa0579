import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentStates,
  counselorConversations,
  forumBlocks,
  forumPosts,
  forumPostVotes,
  forumReplies,
  forumReports,
  leaderboardProfiles,
  memoryRaceSequences,
  professionals,
  safetyContacts,
  savedScholarships,
  users,
} from '@server/db/schema';
import { CookieClient, signIn, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * ADR 0004 asks the age question in the complete-profile step. Until it is
 * answered, an account may read and use the free tools but nothing it makes is
 * stored or shown to others.
 */

let server: TestServer;
let member: { client: CookieClient; id: string; email: string };
let postId: string;
let replyId: string;

type ErrorBody = { error: { code: string; message: string } };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const postBody = {
  title: 'How do I compare financial aid offers?',
  category: 'paying',
  tags: ['fafsa'],
  body: 'Two offers, laid out differently. Any tips?',
};

let counter = 0;
async function withoutProfile(name = 'Nora Noprofile') {
  counter += 1;
  const email = `gate.${counter}.${Date.now()}@example.org`;
  const { client } = await signIn(server, { name, email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, id: user!.id, email };
}

beforeAll(async () => {
  server = await startTestServer();
  const email = `gate.member.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name: 'Mina Member', email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  member = { client, id: user!.id, email };
  const post = await client.json('/api/forum/posts', 'POST', postBody);
  expect(post.status).toBe(201);
  postId = ((await post.json()) as { id: string }).id;
  // The member's own reply, so the reply routes have a real target.
  const reply = await client.json(`/api/forum/posts/${postId}/replies`, 'POST', { body: 'Compare the net price.' });
  expect(reply.status).toBe(201);
  replyId = ((await reply.json()) as { id: string }).id;
});
afterAll(async () => {
  await server?.close();
});

async function expectProfileIncomplete(response: Response, what: string) {
  expect(response.status, what).toBe(403);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code, what).toBe('profile_incomplete');
  expect(body.error.message, what).toMatch(/^Complete your profile before/);
}

describe('an account that has not completed its profile', () => {
  it('cannot post, vote, report, block, register, request meetings, message, add contacts, join the leaderboard, save or sync (403 profile_incomplete), and nothing is stored', async () => {
    const nora = await withoutProfile();
    const writes: [string, string, unknown][] = [
      ['POST', '/api/forum/posts', postBody],
      ['PATCH', `/api/forum/posts/${postId}`, postBody],
      ['PUT', `/api/forum/posts/${postId}/vote`, { voted: true }],
      ['POST', `/api/forum/posts/${postId}/replies`, { body: 'Look at the net price, not the sticker price.' }],
      ['PATCH', `/api/forum/replies/${replyId}`, { body: 'Changed' }],
      ['PUT', `/api/forum/replies/${replyId}/vote`, { voted: true }],
      ['PUT', `/api/forum/replies/${replyId}/helpful`, { helpful: true }],
      ['POST', '/api/forum/reports', { targetType: 'post', targetId: postId, reason: 'spam' }],
      ['PUT', `/api/forum/blocks/${member.id}`, undefined],
      [
        'PUT',
        '/api/professionals/me',
        {
          fullName: 'Nora Noprofile',
          jobTitle: 'Nurse',
          employer: 'City Hospital',
          industry: 'Healthcare',
          careerSocCode: '29-1141.00',
          yearsExperience: 5,
          bio: 'I work nights in the emergency room and love explaining it.',
          workUrl: 'https://www.linkedin.com/in/nora',
          topics: ['A day in the job'],
          timeZone: 'America/New_York',
          availability: [{ weekday: 1, start: '09:00', end: '17:00' }],
          codeOfConductAccepted: true,
        },
      ],
      [
        'POST',
        '/api/meetings',
        { professionalId: UNKNOWN_ID, startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(), topic: 'A day in the job' },
      ],
      ['POST', `/api/meetings/${UNKNOWN_ID}/actions`, { action: 'cancel' }],
      ['POST', `/api/meetings/${UNKNOWN_ID}/messages`, { body: 'Hello' }],
      ['POST', `/api/meetings/${UNKNOWN_ID}/reports`, { reason: 'They asked me to text them.' }],
      ['POST', '/api/safety-contacts', { email: member.email }],
      ['POST', '/api/cognitive/memory-race', {}],
      ['POST', '/api/leaderboard/scores', { game: 'memory-race' }],
      ['PUT', '/api/leaderboard/profile', { optedIn: true, nickname: 'NoraPlays' }],
      ['PUT', '/api/scholarships/saved/coca-cola-scholars', undefined],
      ['PUT', '/api/progress', { journeyStarted: { value: true, updatedAt: Date.now() } }],
    ];
    for (const [method, path, body] of writes) {
      const response = body === undefined ? await nora.client.fetch(path, { method }) : await nora.client.json(path, method, body);
      await expectProfileIncomplete(response, `${method} ${path}`);
    }
    const headshot = await nora.client.fetch('/api/professionals/me/headshot', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    await expectProfileIncomplete(headshot, 'PUT /api/professionals/me/headshot');

    const stored = await Promise.all([
      server.db.select().from(forumPosts).where(eq(forumPosts.authorId, nora.id)),
      server.db.select().from(forumReplies).where(eq(forumReplies.authorId, nora.id)),
      server.db.select().from(forumPostVotes).where(eq(forumPostVotes.userId, nora.id)),
      server.db.select().from(forumReports).where(eq(forumReports.reporterId, nora.id)),
      server.db.select().from(forumBlocks).where(eq(forumBlocks.blockerId, nora.id)),
      server.db.select().from(professionals).where(eq(professionals.userId, nora.id)),
      server.db
        .select()
        .from(safetyContacts)
        .where(or(eq(safetyContacts.studentId, nora.id), eq(safetyContacts.contactId, nora.id))),
      server.db.select().from(leaderboardProfiles).where(eq(leaderboardProfiles.userId, nora.id)),
      server.db.select().from(memoryRaceSequences).where(eq(memoryRaceSequences.userId, nora.id)),
      server.db.select().from(savedScholarships).where(eq(savedScholarships.userId, nora.id)),
      server.db.select().from(assessmentStates).where(eq(assessmentStates.userId, nora.id)),
    ]);
    expect(stored.map((rows) => rows.length)).toEqual(stored.map(() => 0));
  });

  it('still answers 401 to a visitor, before the profile question', async () => {
    const visitor = new CookieClient(server.baseUrl);
    expect((await visitor.json('/api/forum/posts', 'POST', postBody)).status).toBe(401);
    expect((await visitor.json('/api/progress', 'PUT', {})).status).toBe(401);
  });

  it('can use the counselor as a visitor does: answered, but no conversation is saved', async () => {
    const nora = await withoutProfile('Cory Counsel');
    expect(await (await nora.client.fetch('/api/counselor/status')).json()).toEqual({ mode: 'offline', history: false });
    const reply = await nora.client.json('/api/counselor/chat', 'POST', { message: 'How much do electricians make?' });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('median pay');
    expect(await server.db.select().from(counselorConversations).where(eq(counselorConversations.userId, nora.id))).toHaveLength(0);
    await expectProfileIncomplete(
      await nora.client.json('/api/counselor/chat', 'POST', { message: 'And plumbers?', conversationId: UNKNOWN_ID }),
      'continue a conversation',
    );
  });

  it('may still read its (empty) progress, send feedback, and remove things', async () => {
    const nora = await withoutProfile('Fern Feedback');
    const progress = await nora.client.fetch('/api/progress');
    expect(progress.status).toBe(200);
    expect(await progress.json()).toEqual({ state: {} });
    const feedback = await nora.client.json('/api/feedback', 'POST', {
      rating: 4,
      category: 'Other',
      message: 'Nice tools.',
      usefulness: 7,
      currentTools: 'None',
      featureRequests: 'More scholarships',
      willingness_to_pay: 0,
    });
    expect(feedback.status).toBe(201);
    expect((await nora.client.fetch(`/api/forum/blocks/${member.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await nora.client.fetch(`/api/safety-contacts/${member.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('can do all of it once the profile is complete: progress reaches the server, posts publish', async () => {
    const nora = await withoutProfile('Gabe Gate');
    const progress = { journeyStarted: { value: true, updatedAt: Date.now() } };
    await expectProfileIncomplete(await nora.client.json('/api/progress', 'PUT', progress), 'before the profile');
    expect((await nora.client.json('/api/profile', 'POST', { fullName: 'Gabe Gate', userType: 'Parent' })).status).toBe(201);
    const synced = await nora.client.json('/api/progress', 'PUT', progress);
    expect(synced.status).toBe(200);
    expect(((await synced.json()) as { state: Record<string, { value: unknown }> }).state.journeyStarted?.value).toBe(true);
    expect((await nora.client.json('/api/forum/posts', 'POST', postBody)).status).toBe(201);
    expect((await nora.client.fetch('/api/counselor/status').then((r) => r.json())) as { history: boolean }).toMatchObject({
      history: true,
    });
  });
});
