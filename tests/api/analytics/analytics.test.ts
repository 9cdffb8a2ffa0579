import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH } from '@domain/analytics/events';
import type { AnalyticsBatch } from '@domain/analytics/schemas';
import {
  analyticsDailyCounts,
  analyticsDailyFunnel,
  analyticsEvents,
  analyticsSalts,
  analyticsVisitorDays,
  analyticsVitalBuckets,
} from '@server/db/schema';
import { ingestEvents } from '@server/features/analytics/analytics.service';
import { CookieClient, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  for (const table of [
    analyticsEvents,
    analyticsDailyCounts,
    analyticsDailyFunnel,
    analyticsVisitorDays,
    analyticsVitalBuckets,
    analyticsSalts,
  ]) {
    await server.db.delete(table);
  }
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';
const IP = '203.0.113.77';

function send(body: unknown, headers: Record<string, string> = {}) {
  const client = new CookieClient(server.baseUrl);
  return client.fetch('/api/analytics/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'x-forwarded-for': IP, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const pageView = (path = '/dashboard') => ({ name: 'page_view', path });

async function storedEvents() {
  return server.db.select().from(analyticsEvents);
}

describe('POST /api/analytics/events', () => {
  it('stores a batch with 204 and keeps the rollups: counts per page, visitors, funnel steps and vitals', async () => {
    const response = await send({
      events: [
        pageView('/dashboard'),
        pageView('/journey'),
        { name: 'journey_started', path: '/journey' },
        { name: 'calculator_used', path: '/calculator', props: { calculator: 'loan' } },
        { name: 'web_vital', path: '/dashboard', props: { metric: 'LCP', value: 1234.5 } },
      ],
    });
    expect(response.status).toBe(204);
    expect(await storedEvents()).toHaveLength(5);
    const counts = await server.db.select().from(analyticsDailyCounts);
    expect(counts.find((row) => row.name === 'page_view' && row.path === '/journey')?.count).toBe(1);
    // A second batch from the same visitor on the same day adds views but not visitors.
    expect((await send({ events: [pageView('/journey'), { name: 'journey_started', path: '/journey' }] })).status).toBe(204);
    const after = await server.db.select().from(analyticsDailyCounts);
    expect(after.find((row) => row.name === 'page_view' && row.path === '/journey')?.count).toBe(2);
    const funnel = await server.db.select().from(analyticsDailyFunnel);
    expect(Object.fromEntries(funnel.map((row) => [row.step, row.visitors]))).toEqual({ 0: 1, 1: 1 });
    const vitals = await server.db.select().from(analyticsVitalBuckets);
    expect(vitals).toEqual([expect.objectContaining({ metric: 'LCP', bucket: 124, count: 1 })]);
    // Another address is another visitor.
    await send({ events: [pageView()] }, { 'x-forwarded-for': '203.0.113.78' });
    const visitors = await server.db.select().from(analyticsDailyFunnel);
    expect(visitors.find((row) => row.step === 0)?.visitors).toBe(2);
  });

  it('counts concurrent batches exactly: every view once, the visitor and each step once', async () => {
    const paths = ['/a', '/b', '/c', '/d'];
    const batches = Array.from({ length: 16 }, (_, index) => ({
      events: [...(index % 2 ? paths : [...paths].reverse()).map((path) => pageView(path)), { name: 'journey_started', path: '/journey' }],
    }));
    const statuses = await Promise.all(batches.map((body) => send(body).then((response) => response.status)));
    expect(statuses).toEqual(batches.map(() => 204));
    const counts = await server.db.select().from(analyticsDailyCounts);
    expect(counts.filter((row) => row.name === 'page_view').map((row) => row.count)).toEqual([16, 16, 16, 16]);
    const funnel = await server.db.select().from(analyticsDailyFunnel);
    expect(Object.fromEntries(funnel.map((row) => [row.step, row.visitors]))).toEqual({ 0: 1, 1: 1 });
  });

  it('never stores the IP address or the user agent, and raw events carry no visitor identifier', async () => {
    await send({ events: [pageView(), { name: 'feedback_sent', path: '/feedback-form' }] });
    const dump = JSON.stringify(
      await Promise.all([storedEvents(), server.db.select().from(analyticsVisitorDays), server.db.select().from(analyticsDailyCounts)]),
    );
    expect(dump).not.toContain(IP);
    expect(dump).not.toContain('TestBrowser');
    expect(Object.keys((await storedEvents())[0]!).sort()).toEqual(['id', 'name', 'occurredAt', 'path', 'props']);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('accepts but stores nothing with %s, even a batch it would refuse', async (_label, headers) => {
    expect((await send({ events: [pageView()] }, headers)).status).toBe(204);
    expect((await send({ events: 'junk' }, headers)).status).toBe(204);
    expect(await storedEvents()).toEqual([]);
    expect(await server.db.select().from(analyticsSalts)).toEqual([]);
  });

  it('takes the body as sendBeacon sends a Blob typed application/json', async () => {
    const client = new CookieClient(server.baseUrl);
    const response = await client.fetch('/api/analytics/events', {
      method: 'POST',
      body: new Blob([JSON.stringify({ events: [pageView()] })], { type: 'application/json' }),
    });
    expect(response.status).toBe(204);
    expect(await storedEvents()).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['no events', { events: [] }, 'events'],
    ['too many events', { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => pageView()) }, 'events'],
    ['not a list', { events: 'page_view' }, 'events'],
    ['an unknown event', { events: [{ name: 'purchase', path: '/' }] }, 'events.0.name'],
    ['a path with a query string', { events: [pageView('/careers?q=nurse')] }, 'events.0.path'],
    ['a path with a fragment', { events: [pageView('/careers#top')] }, 'events.0.path'],
    ['a full URL instead of a path', { events: [pageView('https://evil.example/')] }, 'events.0.path'],
    ['an overlong path', { events: [pageView(`/${'a'.repeat(200)}`)] }, 'events.0.path'],
    ['props on an event without any', { events: [{ name: 'page_view', path: '/', props: { email: 'a@b.c' } }] }, 'events.0'],
    [
      'an extra prop',
      { events: [{ name: 'calculator_used', path: '/calculator', props: { calculator: 'loan', income: 5 } }] },
      'events.0.props',
    ],
    [
      'an unknown calculator',
      { events: [{ name: 'calculator_used', path: '/calculator', props: { calculator: 'mortgage' } }] },
      'events.0.props.calculator',
    ],
    ['a negative vital', { events: [{ name: 'web_vital', path: '/', props: { metric: 'CLS', value: -1 } }] }, 'events.0.props.value'],
    ['an absurd vital', { events: [{ name: 'web_vital', path: '/', props: { metric: 'LCP', value: 1e9 } }] }, 'events.0.props.value'],
    ['an unknown vital', { events: [{ name: 'web_vital', path: '/', props: { metric: 'FID', value: 10 } }] }, 'events.0.props.metric'],
    [
      'a game slug with spaces',
      { events: [{ name: 'game_finished', path: '/premium/games-assessment', props: { game: 'Word Builder' } }] },
      'events.0.props.game',
    ],
    ['extra top-level fields', { events: [pageView()], userId: 'x' }, '_'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, field) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await send('not json')).status).toBe(400);
    const client = new CookieClient(server.baseUrl);
    const asText = await client.fetch('/api/analytics/events', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(asText.status).toBe(415);
  });
});

describe('the visitor hash', () => {
  const source = { ip: IP, userAgent: USER_AGENT, site: 'waypoint.test' };
  const batch: AnalyticsBatch = { events: [{ name: 'page_view', path: '/dashboard' }] };

  it('rotates daily: a new salt each UTC day, the old salt and the old visitor rows deleted', async () => {
    await ingestEvents(server.db, source, batch, new Date('2026-03-01T23:59:00Z'));
    await ingestEvents(server.db, source, batch, new Date('2026-03-01T12:00:00Z'));
    const [first] = await server.db.select().from(analyticsVisitorDays);
    const [firstSalt] = await server.db.select().from(analyticsSalts);
    expect(await server.db.select().from(analyticsVisitorDays)).toHaveLength(1);

    await ingestEvents(server.db, source, batch, new Date('2026-03-02T00:00:01Z'));
    const salts = await server.db.select().from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-03-02']);
    expect(salts[0]!.salt).not.toBe(firstSalt!.salt);
    const visitors = await server.db.select().from(analyticsVisitorDays);
    expect(visitors).toHaveLength(1);
    expect(visitors[0]!.day).toBe('2026-03-02');
    expect(visitors[0]!.visitorHash).not.toBe(first!.visitorHash);
    // Each day counted the visitor once.
    const funnel = await server.db.select().from(analyticsDailyFunnel);
    expect(
      funnel
        .filter((row) => row.step === 0)
        .map((row) => [row.day, row.visitors])
        .sort(),
    ).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 1],
    ]);
  });

  it('sweeps data past its retention when a new day starts: raw events after 90 days, daily totals after 25 months', async () => {
    await ingestEvents(server.db, source, batch, new Date('2026-03-01T12:00:00Z'));
    await ingestEvents(server.db, source, batch, new Date('2026-05-30T12:00:00Z'));
    // 90 days after 2026-03-01 the first raw event is still kept (the cut-off is the start of the day 90 days back).
    expect(await storedEvents()).toHaveLength(2);
    await ingestEvents(server.db, source, batch, new Date('2026-06-01T12:00:00Z'));
    expect((await storedEvents()).map((row) => row.occurredAt.toISOString().slice(0, 10))).toEqual(['2026-05-30', '2026-06-01']);
    expect((await server.db.select().from(analyticsDailyCounts)).map((row) => row.day).sort()).toEqual([
      '2026-03-01',
      '2026-05-30',
      '2026-06-01',
    ]);

    await ingestEvents(server.db, source, batch, new Date('2028-04-02T12:00:00Z'));
    const days = (await server.db.select().from(analyticsDailyCounts)).map((row) => row.day).sort();
    expect(days).toEqual(['2026-05-30', '2026-06-01', '2028-04-02']);
    expect((await server.db.select().from(analyticsDailyFunnel)).every((row) => row.day >= '2026-04-02')).toBe(true);
  });
});
