import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@domain/feedback/schemas';
import { feedback, users } from '@server/db/schema';
import { englishErrorText } from '@server/shared/messages';
import { CookieClient, signIn, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Receipt = { id: string; timestamp: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; fieldCodes?: Record<string, string> } };

const valid = {
  rating: 5,
  category: 'Financial Analysis',
  message: 'The debt grade made me rethink my plan.',
  usefulness: 9,
  currentTools: 'Spreadsheets',
  featureRequests: 'Save several plans',
  willingness_to_pay: 12,
};

let addressCounter = 0;
/** Each anonymous client gets its own address, so the per-address limit of one test does not touch another. */
function anonymousClient() {
  addressCounter += 1;
  const client = new CookieClient(server.baseUrl);
  return { client, headers: { 'x-forwarded-for': `203.0.113.${addressCounter}` } };
}

function post(client: CookieClient, body: unknown, headers: Record<string, string> = {}) {
  return client.fetch('/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function stored(id: string) {
  const [row] = await server.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

let emailCounter = 0;
async function newUser() {
  emailCounter += 1;
  const email = `feedback.${emailCounter}.${Date.now()}@example.org`;
  const { client } = await signIn(server, { name: 'Feedback Giver', email });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, email, userId: user!.id };
}

describe('POST /api/feedback', () => {
  it('stores anonymous feedback with its time and answers 201 with the id and timestamp', async () => {
    const { client, headers } = anonymousClient();
    const before = Date.now();
    const response = await post(client, valid, headers);
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as Receipt;
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(receipt.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    const row = await stored(receipt.id);
    expect(row).toMatchObject({
      rating: 5,
      category: 'Financial Analysis',
      message: valid.message,
      email: null,
      usefulness: 9,
      currentTools: 'Spreadsheets',
      featureRequests: 'Save several plans',
      willingnessToPay: 12,
      userId: null,
      userEmail: null,
    });
  });

  it('records the signed-in sender from the session, not from the body', async () => {
    const { client, email, userId } = await newUser();
    const response = await client.json('/api/feedback', 'POST', { ...valid, userId: 'someone-else', userEmail: 'forged@example.org' });
    expect(response.status).toBe(201);
    const row = await stored(((await response.json()) as Receipt).id);
    expect(row).toMatchObject({ userId, userEmail: email });
  });

  it('keeps an optional contact e-mail, trimmed, and treats an empty one as not given', async () => {
    const { client, headers } = anonymousClient();
    const withEmail = await post(client, { ...valid, email: ' Reply.Me@Example.org ' }, headers);
    expect(withEmail.status).toBe(201);
    expect((await stored(((await withEmail.json()) as Receipt).id))?.email).toBe('reply.me@example.org');
    const empty = await post(client, { ...valid, email: '' }, headers);
    expect(empty.status).toBe(201);
    expect((await stored(((await empty.json()) as Receipt).id))?.email).toBeNull();
  });

  it.each([
    ['rating', 0, FEEDBACK_MESSAGES.rating],
    ['rating', 6, FEEDBACK_MESSAGES.rating],
    ['rating', 2.5, FEEDBACK_MESSAGES.rating],
    ['usefulness', 0, FEEDBACK_MESSAGES.usefulness],
    ['usefulness', 11, FEEDBACK_MESSAGES.usefulness],
    ['category', 'Complaints', FEEDBACK_MESSAGES.category],
    ['message', '   ', FEEDBACK_MESSAGES.message],
    ['currentTools', '', FEEDBACK_MESSAGES.currentTools],
    ['featureRequests', '', FEEDBACK_MESSAGES.featureRequests],
    ['willingness_to_pay', -1, FEEDBACK_MESSAGES.willingnessToPay],
    ['willingness_to_pay', 51, FEEDBACK_MESSAGES.willingnessToPay],
    ['willingness_to_pay', 9.5, FEEDBACK_MESSAGES.willingnessToPay],
    ['email', 'not-an-email', FEEDBACK_MESSAGES.email],
    ['message', 'x'.repeat(5001), FEEDBACK_MESSAGES.messageTooLong],
  ])('rejects %s = %j with 400 and the field message', async (field, value, code) => {
    const { client, headers } = anonymousClient();
    const response = await post(client, { ...valid, [field]: value }, headers);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ [field]: englishErrorText(code) });
    expect(body.error.fieldCodes).toEqual({ [field]: code });
  });

  it('rejects missing required fields, each by name', async () => {
    const { client, headers } = anonymousClient();
    const response = await post(client, {}, headers);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(
      ['category', 'currentTools', 'featureRequests', 'message', 'rating', 'usefulness', 'willingness_to_pay'].sort(),
    );
  });

  it('allows 10 feedbacks per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const { client, headers } = anonymousClient();
    for (let i = 0; i < 10; i++) expect((await post(client, valid, headers)).status).toBe(201);
    const limited = await post(client, valid, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('rate_limited');
    // Another address is not affected.
    const other = anonymousClient();
    expect((await post(other.client, valid, other.headers)).status).toBe(201);
  });
});

describe('feedback and the account', () => {
  it('is part of "export my data"', async () => {
    const { client } = await newUser();
    const sent = (await (await client.json('/api/feedback', 'POST', { ...valid, email: 'me@example.org' })).json()) as Receipt;
    const exported = (await (await client.fetch('/api/account/export')).json()) as { feedback: Array<Record<string, unknown>> };
    expect(exported.feedback).toEqual([
      {
        id: sent.id,
        rating: 5,
        category: 'Financial Analysis',
        message: valid.message,
        email: 'me@example.org',
        usefulness: 9,
        currentTools: 'Spreadsheets',
        featureRequests: 'Save several plans',
        willingness_to_pay: 12,
        timestamp: sent.timestamp,
      },
    ]);
  });

  it('keeps the answers but no e-mail or user link once the account is deleted', async () => {
    const { client, email } = await newUser();
    const sent = (await (await client.json('/api/feedback', 'POST', { ...valid, email })).json()) as Receipt;
    expect((await client.fetch('/api/account', { method: 'DELETE' })).status).toBe(204);
    const row = await stored(sent.id);
    expect(row).toMatchObject({ userId: null, userEmail: null, email: null, message: valid.message, rating: 5 });
  });
});
