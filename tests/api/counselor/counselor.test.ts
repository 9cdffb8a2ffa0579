import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import type { ConversationDetail, ConversationSummary, CounselorSource } from '@domain/counselor/schemas';
import type { Paged } from '@domain/catalog/schemas';
import { counselorUsage } from '@server/db/schema';
import { lastToolResult, startFakeOpenAi, type ChatCompletionRequest, type FakeOpenAi } from '@tests/support/fake-openai';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

type Chunk = {
  type: string;
  delta?: string;
  data?: unknown;
  errorText?: string;
  messageMetadata?: { answeredBy?: string; conversationId?: string };
};

/** Reads a UI message stream (SSE) to its end. */
async function readReply(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const body = await response.text();
  const chunks = body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
  const start = chunks.find((c) => c.type === 'start');
  return {
    chunks,
    text: chunks
      .filter((c) => c.type === 'text-delta')
      .map((c) => c.delta)
      .join(''),
    deltas: chunks.filter((c) => c.type === 'text-delta').length,
    sources: (chunks.find((c) => c.type === 'data-sources')?.data ?? []) as CounselorSource[],
    unverified: (chunks.find((c) => c.type === 'data-unverified')?.data ?? []) as string[],
    error: chunks.find((c) => c.type === 'error')?.errorText,
    answeredBy: start?.messageMetadata?.answeredBy,
    conversationId: start?.messageMetadata?.conversationId,
  };
}

const ask = (client: CookieClient, body: Record<string, unknown>) => client.json('/api/counselor/chat', 'POST', body);
/** As the web app asks in Spanish: its active language goes out as Accept-Language. */
const askInSpanish = (client: CookieClient, body: Record<string, unknown>) =>
  client.fetch('/api/counselor/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'es-US,es;q=0.9,en;q=0.5' },
    body: JSON.stringify(body),
  });
const electricians = CAREERS.find((career) => career.title === 'Electricians')!;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const pricedColleges = COLLEGES.filter((college) => college.averageNetPrice !== null).slice(0, 2);

/** A model that looks the career up first, then answers with the figure from the tool result. */
function groundedModel(request: ChatCompletionRequest) {
  const result = lastToolResult(request) as { careers: { title: string; medianPay: number }[] } | undefined;
  if (!result) return { kind: 'tools' as const, calls: [{ name: 'lookup_career', arguments: { query: 'electrician' } }] };
  const career = result.careers[0]!;
  return { kind: 'text' as const, pieces: [`${career.title} earn `, `a median of ${usd(career.medianPay)}`, ' a year.'] };
}

describe('offline counselor (no AI endpoint)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says it is offline and streams a grounded answer with its sources', async () => {
    const visitor = new CookieClient(server.baseUrl);
    expect(await (await visitor.fetch('/api/counselor/status')).json()).toEqual({ mode: 'offline', history: false });
    const reply = await readReply(await ask(visitor, { message: 'How much do electricians make?' }));
    expect(reply.answeredBy).toBe('offline');
    expect(reply.text).toContain(`median pay ${usd(electricians.medianPay!)} a year`);
    expect(reply.deltas).toBeGreaterThan(5);
    expect(reply.sources).toEqual([
      expect.objectContaining({ label: 'Career: Electricians', url: electricians.source.url, year: electricians.source.year }),
    ]);
    expect(reply.conversationId).toBeUndefined();
  });

  it('answers in Spanish when the request is in Spanish (Accept-Language: es), with the same figures', async () => {
    const visitor = new CookieClient(server.baseUrl);
    const reply = await readReply(await askInSpanish(visitor, { message: '¿Cuánto pagaría al mes por $30,000 de préstamos?' }));
    expect(reply.answeredBy).toBe('offline');
    expect(reply.text).toContain('en préstamos federales');
    expect(reply.text).toContain('- Pago mensual: **');
    const english = await readReply(await ask(visitor, { message: 'What would my monthly payment be on $30,000 of loans?' }));
    expect(reply.text.match(/\$[\d,.]+/g)).toEqual(english.text.match(/\$[\d,.]+/g));
    const crisis = await readReply(await askInSpanish(visitor, { message: 'me quiero morir' }));
    expect(crisis.answeredBy).toBe('safety');
    expect(crisis.text).toContain('llama al **988** y marca **2**');
  });

  it('validates the question and the results sent with it', async () => {
    const visitor = new CookieClient(server.baseUrl);
    const empty = await ask(visitor, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields.message).toBe('Type a question first.');
    const badContext = await ask(visitor, { message: 'hi', context: { finances: { monthlyIncome: -5, plannedDebt: 1 } } });
    expect(badContext.status).toBe(400);
    const signedOutContinue = await ask(visitor, { message: 'hi', conversationId: '00000000-0000-4000-8000-000000000000' });
    expect(signedOutContinue.status).toBe(401);
  });

  it('knows the student’s saved colleges and careers: "which of my saved colleges is cheapest?"', async () => {
    const { client } = await signInWithProfile(server, { name: 'Casey Saver', email: 'casey.saver@example.org' });
    const [pricey, cheap] = [...pricedColleges].sort((a, b) => b.averageNetPrice! - a.averageNetPrice!);
    for (const college of [pricey!, cheap!])
      expect((await client.fetch(`/api/saved/colleges/${college.unitId}`, { method: 'PUT' })).status).toBe(200);
    expect((await client.fetch(`/api/saved/careers/${electricians.socCode}`, { method: 'PUT' })).status).toBe(200);

    const reply = await readReply(await ask(client, { message: 'Which of my saved colleges is cheapest?' }));
    expect(reply.text).toContain(
      `**${cheap!.name}** has the lowest average net price of your saved colleges: ${usd(cheap!.averageNetPrice!)} a year.`,
    );
    expect(reply.text.indexOf(cheap!.name)).toBeLessThan(reply.text.indexOf(pricey!.name));
    expect(reply.sources.map((source) => source.label)).toEqual([`College: ${cheap!.name}`, `College: ${pricey!.name}`]);

    const careers = await readReply(await ask(client, { message: 'Which saved career pays the most?' }));
    expect(careers.text).toContain(`**Electricians**: median pay ${usd(electricians.medianPay!)} a year`);

    // Another student's question sees none of it, and a visitor is asked to sign in.
    const other = await signInWithProfile(server, { name: 'Other Saver', email: 'other.saver@example.org' });
    expect((await readReply(await ask(other.client, { message: 'Which of my saved colleges is cheapest?' }))).text).toContain(
      'You haven’t saved any colleges yet.',
    );
    const visitor = await readReply(await ask(new CookieClient(server.baseUrl), { message: 'Which of my saved colleges is cheapest?' }));
    expect(visitor.text).toContain('Sign in and save careers and colleges');
  });

  it('rate-limits questions per user', async () => {
    const { client } = await signInWithProfile(server, { name: 'Rapid Asker', email: 'rapid.asker@example.org' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(client, { message: '' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await ask(client, { message: 'hi' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/a lot of questions/);
  });
});

describe('AI counselor against an OpenAI-compatible endpoint', () => {
  let server: TestServer;
  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
    server = await startTestServer({
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_MAX_OUTPUT_TOKENS: '300',
    });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  it('uses the tools, and the answer’s figures equal Waypoint’s data', async () => {
    model.respond(groundedModel);
    const before = model.requests.length;
    const { client } = await signInWithProfile(server, { name: 'Jordan Privacy', email: 'jordan.privacy@example.org' });
    const reply = await readReply(
      await ask(client, { message: 'How much do electricians make?', context: { finances: { monthlyIncome: 4000, plannedDebt: 30000 } } }),
    );
    expect(reply.answeredBy).toBe('ai');
    expect(reply.text).toBe(`Electricians earn a median of ${usd(electricians.medianPay!)} a year.`);
    expect(reply.sources).toEqual([expect.objectContaining({ label: 'Career: Electricians', url: electricians.source.url })]);
    expect(reply.unverified).toEqual([]);

    const [first, second] = model.requests.slice(before);
    expect(model.authorizations.at(-1)).toBe('Bearer test-key');
    expect(first!.model).toBe('test-model');
    expect(first!.max_tokens).toBe(300);
    expect(first!.tools?.map((t) => t.function.name).sort()).toEqual([
      'check_debt_for_path',
      'college_price_or_choice',
      'financial_grade',
      'loan_payment',
      'lookup_career',
      'lookup_college',
      'lookup_major',
      'safe_borrowing',
    ]);
    const system = first!.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('expected income $4000 a month');
    expect(system.content).toMatch(/Never state a figure from memory/);
    // Nothing that identifies the student reaches the model.
    const sent = JSON.stringify(model.requests.slice(before));
    expect(sent).not.toContain('jordan.privacy@example.org');
    expect(sent).not.toContain('Jordan');
    expect((lastToolResult(second!) as { careers: { medianPay: number }[] }).careers[0]!.medianPay).toBe(electricians.medianPay);
  });

  it('reads the student’s own amount and path like the offline counselor: in the prompt, and through its tool', async () => {
    const psychology = MAJORS.find((major) => major.name === 'Psychology')!;
    const fineArts = MAJORS.find((major) => major.name === 'Fine and studio arts')!;
    model.respond((request) => {
      const result = lastToolResult(request) as { grade: { grade: string }; earnings: { annual: number } } | undefined;
      if (!result) return { kind: 'tools', calls: [{ name: 'check_debt_for_path', arguments: { amount: 120000, path: 'art' } }] };
      return { kind: 'text', pieces: [`That is a grade ${result.grade.grade} on ${usd(result.earnings.annual)} a year.`] };
    });
    const before = model.requests.length;
    const { client } = await signInWithProfile(server, { name: 'Sam Figures', email: 'sam.figures@example.org' });
    const reply = await readReply(await ask(client, { message: 'Is a $60,000 loan for a psychology degree a good idea?' }));
    // $60,000 ÷ $27,900 = 2.15 a year of early-career earnings: a D (above 2.1, up to 3.14).
    const system = String(model.requests[before]!.messages[0]!.content);
    expect(system).toContain('<question_figures>');
    expect(system).toContain('"grade":{"grade":"D"');
    expect(system).toContain(`"annual":${psychology.medianEarnings}`);
    // "art" is the fine-arts major, not art directors or loan officers: $120,000 on $22,700 is an F.
    expect(reply.text).toBe(`That is a grade F on ${usd(fineArts.medianEarnings!)} a year.`);
    expect(reply.unverified).toEqual([]);
    expect(reply.sources).toContainEqual(expect.objectContaining({ label: 'Major: Psychology' }));
    expect(reply.sources).toContainEqual(expect.objectContaining({ label: 'Major: Fine and studio arts' }));
  });

  it('puts the student’s saved careers and colleges, with their figures, in the prompt', async () => {
    const college = pricedColleges[0]!;
    model.respond(() => ({ kind: 'text', pieces: [`${college.name} costs ${usd(college.averageNetPrice!)} a year.`] }));
    const before = model.requests.length;
    const { client } = await signInWithProfile(server, { name: 'Robin Lists', email: 'robin.lists@example.org' });
    await client.fetch(`/api/saved/colleges/${college.unitId}`, { method: 'PUT' });
    await client.fetch(`/api/saved/careers/${electricians.socCode}`, { method: 'PUT' });
    const reply = await readReply(await ask(client, { message: 'Which of my saved colleges is cheapest?' }));
    const system = String(model.requests[before]!.messages[0]!.content);
    expect(system).toContain('Saved colleges (the student saved these on their profile):');
    expect(system).toContain(
      `- ${college.name} (id ${college.unitId}, ${college.state}): average net price $${college.averageNetPrice} a year`,
    );
    expect(system).toContain(
      `- Electricians (${electricians.socCode}): median pay $${electricians.medianPay!.toLocaleString('en-US')} a year (median of all workers`,
    );
    // The saved figures count as the student's results: quoting one is not flagged.
    expect(reply.unverified).toEqual([]);
  });

  it('the lookup tools read names whole-phrase too: "art" is the fine-arts major', async () => {
    model.respond((request) => {
      const result = lastToolResult(request) as { majors: { name: string }[] } | undefined;
      if (!result) return { kind: 'tools', calls: [{ name: 'lookup_major', arguments: { query: 'art' } }] };
      return { kind: 'text', pieces: [result.majors.map((major) => major.name).join('; ')] };
    });
    const { client } = await signInWithProfile(server, { name: 'Ari Lookup', email: 'ari.lookup@example.org' });
    const reply = await readReply(await ask(client, { message: 'Tell me about art as a major' }));
    expect(reply.text).toBe('Fine and studio arts');
  });

  it('tells the model to answer in Spanish when the request is in Spanish, and only then', async () => {
    model.respond(() => ({ kind: 'text', pieces: ['Los electricistas ganan bien.'] }));
    const before = model.requests.length;
    const reply = await readReply(await askInSpanish(new CookieClient(server.baseUrl), { message: '¿Cuánto ganan los electricians?' }));
    expect(reply.answeredBy).toBe('ai');
    expect(reply.text).toBe('Los electricistas ganan bien.');
    const system = String(model.requests[before]!.messages[0]!.content);
    expect(system).toContain('Answer in Spanish');
    expect(system).toMatch(/Keep every figure exactly/);
    expect(system).toContain('Plan de Asistencia de Reembolso');
    await readReply(await ask(new CookieClient(server.baseUrl), { message: 'How much do electricians make?' }));
    expect(String(model.requests.at(-1)!.messages[0]!.content)).not.toContain('Spanish');
  });

  it('flags dollar figures that did not come from the tools', async () => {
    model.respond(() => ({ kind: 'text', pieces: ['Electricians make about $99,999 a year.'] }));
    const reply = await readReply(await ask(new CookieClient(server.baseUrl), { message: 'How much do electricians make?' }));
    expect(reply.unverified).toEqual(['$99,999']);
  });

  it('answers a crisis message with crisis resources and never calls the model', async () => {
    const before = model.requests.length;
    const { client } = await signInWithProfile(server, { name: 'Crisis Case', email: 'crisis.case@example.org' });
    const reply = await readReply(await ask(client, { message: 'I want to kill myself, nothing matters' }));
    expect(reply.answeredBy).toBe('safety');
    expect(reply.text).toContain('call or text **988**');
    expect(reply.text).toContain('1-800-422-4453');
    expect(model.requests.length).toBe(before);
    // The message is kept in the student's own history, but does not become the conversation's title.
    const list = (await (await client.fetch('/api/counselor/conversations')).json()) as Paged<ConversationSummary>;
    expect(list.items.map((c) => c.title)).toEqual(['Getting help']);
  });

  it('saves conversations for their owner: list, continue, delete; others get 403', async () => {
    model.respond(groundedModel);
    const { client: owner } = await signInWithProfile(server, { name: 'Owner Student', email: 'owner.student@example.org' });
    const { client: other } = await signInWithProfile(server, { name: 'Other Student', email: 'other.student@example.org' });
    const first = await readReply(await ask(owner, { message: 'How much do electricians make?' }));
    expect(first.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const id = first.conversationId!;

    model.respond(() => ({ kind: 'text', pieces: ['An apprenticeship usually lasts four or five years.'] }));
    const before = model.requests.length;
    const second = await readReply(await ask(owner, { message: 'How long is the training?', conversationId: id }));
    expect(second.conversationId).toBe(id);
    // The model sees the earlier turns, read from the database.
    const continued = model.requests[before]!.messages.filter((m) => m.role !== 'system').map((m) => `${m.role}: ${m.content}`);
    expect(continued).toEqual([
      'user: How much do electricians make?',
      `assistant: Electricians earn a median of ${usd(electricians.medianPay!)} a year.`,
      'user: How long is the training?',
    ]);

    const list = (await (await owner.fetch('/api/counselor/conversations')).json()) as Paged<ConversationSummary>;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id, title: 'How much do electricians make?' });
    const detail = (await (await owner.fetch(`/api/counselor/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.messages.map((m) => [m.role, m.status, m.answeredBy])).toEqual([
      ['user', 'complete', null],
      ['assistant', 'complete', 'ai'],
      ['user', 'complete', null],
      ['assistant', 'complete', 'ai'],
    ]);
    expect(detail.messages[1]!.sources[0]!.url).toBe(electricians.source.url);

    const exported = (await (await owner.fetch('/api/account/export')).json()) as { counselorConversations: ConversationDetail[] };
    expect(exported.counselorConversations.map((c) => [c.id, c.messages.length])).toEqual([[id, 4]]);

    expect((await other.fetch(`/api/counselor/conversations/${id}`)).status).toBe(403);
    expect((await other.fetch(`/api/counselor/conversations/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await ask(other, { message: 'hi', conversationId: id })).status).toBe(403);
    expect((await new CookieClient(server.baseUrl).fetch('/api/counselor/conversations')).status).toBe(401);

    expect((await owner.fetch(`/api/counselor/conversations/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.fetch(`/api/counselor/conversations/${id}`)).status).toBe(404);
    expect(((await (await owner.fetch('/api/counselor/conversations')).json()) as Paged<ConversationSummary>).total).toBe(0);
  });

  it('Stop: the browser drops the request, the model call ends, and the partial reply is saved as stopped', async () => {
    model.respond(() => ({
      kind: 'text',
      pieces: ['Electricians ', 'earn ', 'a ', 'good ', 'wage ', 'and ', 'more ', 'words ', 'follow'],
      delayMs: 150,
    }));
    const { client } = await signInWithProfile(server, { name: 'Stopping Student', email: 'stopping.student@example.org' });
    const controller = new AbortController();
    const response = await client.fetch('/api/counselor/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Tell me about electricians' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let seen = '';
    while (!seen.includes('earn ')) seen += new TextDecoder().decode((await reader.read()).value);
    const conversationId = /"conversationId":"([^"]+)"/.exec(seen)![1]!;
    controller.abort();
    await expect
      .poll(
        async () =>
          ((await (await client.fetch(`/api/counselor/conversations/${conversationId}`)).json()) as ConversationDetail).messages[1],
        { timeout: 10_000 },
      )
      .toMatchObject({ role: 'assistant', status: 'stopped', text: expect.stringMatching(/^Electricians earn /) });
    const saved = ((await (await client.fetch(`/api/counselor/conversations/${conversationId}`)).json()) as ConversationDetail)
      .messages[1]!;
    expect(saved.text).not.toContain('follow');
  });

  describe('provider errors: a clear message, the question kept', () => {
    it.each([
      [{ kind: 'status', status: 500 } as const, /had a problem \(error 500\)/],
      [{ kind: 'bad-json' } as const, /could not read/],
      [{ kind: 'cut', pieces: ['Electricians ', 'usually '] } as const, /cut off/],
    ])('%o', async (script, message) => {
      model.respond(() => script);
      const { client } = await signInWithProfile(server, { name: 'Error Case', email: `error.${script.kind}@example.org` });
      const reply = await readReply(await ask(client, { message: 'How much do electricians make?' }));
      expect(reply.error).toMatch(message);
      expect(reply.error).toMatch(/Your question is saved/);
      const detail = (await (await client.fetch(`/api/counselor/conversations/${reply.conversationId}`)).json()) as ConversationDetail;
      expect(detail.messages[0]).toMatchObject({ role: 'user', text: 'How much do electricians make?' });
      if (script.kind === 'cut') {
        expect(reply.text).toBe('Electricians usually ');
        expect(detail.messages[1]).toMatchObject({ role: 'assistant', text: 'Electricians usually ', status: 'error' });
      } else {
        expect(detail.messages).toHaveLength(1);
      }
      // Try again: the stored question is reused, not saved twice.
      model.respond(groundedModel);
      const retry = await readReply(await ask(client, { message: 'How much do electricians make?', conversationId: reply.conversationId }));
      expect(retry.error).toBeUndefined();
      const after = (await (await client.fetch(`/api/counselor/conversations/${reply.conversationId}`)).json()) as ConversationDetail;
      expect(after.messages.filter((m) => m.role === 'user')).toHaveLength(1);
    });
  });
});

describe('AI counselor limits', () => {
  let server: TestServer;
  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
    server = await startTestServer({
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_DAILY_TOKENS: '1000',
      // Long enough that a slow machine never turns the fake model's answer into a timeout; the deadline test below
      // fires it with the server's held clock instead.
      AI_TIMEOUT_SECONDS: '30',
    });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  it('caps tokens per day per user, with a clear message', async () => {
    model.respond(() => ({ kind: 'text', pieces: ['Start with the career quiz.'], usage: { prompt: 900, completion: 200 } }));
    const { client } = await signInWithProfile(server, { name: 'Heavy User', email: 'heavy.user@example.org' });
    await readReply(await ask(client, { message: 'Which careers fit me?' }));
    const refused = await ask(client, { message: 'And which majors?' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'daily_limit',
      message: expect.stringMatching(/today’s limit/),
    });
    // Another visitor on another address still has their own allowance.
    const visitor = await readReply(await ask(new CookieClient(server.baseUrl), { message: 'Which careers fit me?' }));
    expect(visitor.text).toBe('Start with the career quiz.');
  });

  it('counts a visitor under a keyed hash of the address, not a plain SHA-256 of it, the same for the same address', async () => {
    model.respond(() => ({ kind: 'text', pieces: ['Try the college quiz.'], usage: { prompt: 10, completion: 5 } }));
    const ip = '198.51.100.201';
    const subjects = async () => (await server.db.select().from(counselorUsage)).filter((row) => row.subject.startsWith('ip:'));
    const before = new Set((await subjects()).map((row) => row.subject));
    const visitor = new CookieClient(server.baseUrl);
    for (let i = 0; i < 2; i++) {
      await readReply(
        await visitor.fetch('/api/counselor/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ message: 'Which colleges fit me?' }),
        }),
      );
    }
    const added = (await subjects()).filter((row) => !before.has(row.subject));
    expect(added).toHaveLength(1);
    expect(added[0]!.tokens).toBe(30);
    const sha256 = (text: string) => [
      createHash('sha256').update(text).digest('base64url'),
      createHash('sha256').update(text).digest('hex'),
    ];
    for (const hash of [...sha256(ip), ...sha256(`counselor:${ip}`)]) expect(added[0]!.subject).not.toBe(`ip:${hash}`);
    expect(added[0]!.subject).not.toContain(ip);
  });

  it('gives up on a provider that does not answer in time', async () => {
    model.respond(() => ({ kind: 'hang' }));
    // A fresh student of their own: the first test's visitor has used up the default address's daily tokens.
    const { client } = await signInWithProfile(server, { name: 'Patient Student', email: 'patient.student@example.org' });
    const asked = model.requests.length;
    const answer = ask(client, { message: 'Which careers fit me?' });
    // The deadline starts before the provider is called: once the model holds the request, time runs out.
    await vi.waitFor(() => expect(model.requests.length).toBeGreaterThan(asked), { timeout: 10_000 });
    server.clock.advance(30_000);
    const reply = await readReply(await answer);
    expect(reply.error).toMatch(/took too long/);
  });
});
