import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '@domain/analytics/insights';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { feedback } from '@server/db/schema';
import type { FeedbackInsights, UsageInsights } from '@server/features/analytics/insights.service';
import { CookieClient, signIn, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;
let admin: CookieClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, { account: DEMO_ADMIN_EMAIL })).client;
});
afterAll(async () => {
  await server?.close();
});

const beacon = (client: CookieClient, events: unknown[]) =>
  client.fetch('/api/analytics/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });

describe('admin-only access', () => {
  it.each(['/api/admin/insights/usage?days=30', '/api/admin/insights/feedback', '/api/admin/insights/feedback.csv'])(
    '%s: 401 signed out, 403 for a user',
    async (path) => {
      expect((await new CookieClient(server.baseUrl).fetch(path)).status).toBe(401);
      const { client } = await signIn(server, { name: 'Regular User', email: `user.${Math.random()}@example.org` });
      expect((await client.fetch(path)).status).toBe(403);
    },
  );
});

describe('GET /api/admin/insights/usage', () => {
  it('counts visitors, page views, the funnel, top pages, events and web-vitals p75 for the period', async () => {
    const first = new CookieClient(server.baseUrl);
    const second = new CookieClient(server.baseUrl);
    expect(
      (
        await beacon(first, [
          { name: 'page_view', path: '/dashboard' },
          { name: 'page_view', path: '/journey' },
          { name: 'journey_started', path: '/journey' },
          { name: 'page_view', path: '/career-quiz' },
          { name: 'career_quiz_completed', path: '/career-quiz' },
          { name: 'web_vital', path: '/dashboard', props: { metric: 'LCP', value: 1000 } },
          { name: 'web_vital', path: '/journey', props: { metric: 'LCP', value: 2000 } },
          { name: 'web_vital', path: '/journey', props: { metric: 'LCP', value: 3000 } },
          { name: 'web_vital', path: '/journey', props: { metric: 'LCP', value: 5000 } },
          { name: 'web_vital', path: '/journey', props: { metric: 'CLS', value: 0.05 } },
        ])
      ).status,
    ).toBe(204);
    await beacon(second, [
      { name: 'page_view', path: '/dashboard' },
      { name: 'calculator_used', path: '/calculator', props: { calculator: 'loan' } },
    ]);

    const response = await admin.fetch('/api/admin/insights/usage?days=7');
    expect(response.status).toBe(200);
    const usage = (await response.json()) as UsageInsights;
    const today = utcDay(new Date());
    expect(usage.period.to).toBe(today);
    expect(usage.daily).toHaveLength(7);
    expect(usage.daily.at(-1)).toEqual({ day: today, visitors: 2, pageViews: 4 });
    expect(usage.totals).toEqual({ visitors: 2, pageViews: 4 });
    expect(usage.topPages).toEqual([
      { path: '/dashboard', views: 2 },
      { path: '/career-quiz', views: 1 },
      { path: '/journey', views: 1 },
    ]);
    expect(usage.funnel.slice(0, 4).map((step) => [step.key, step.visitors, step.ofFirst])).toEqual([
      ['landing', 2, 1],
      ['journey', 1, 0.5],
      ['career', 1, 0.5],
      ['college', 0, 0],
    ]);
    expect(usage.events).toEqual(
      expect.arrayContaining([
        { name: 'calculator_used', count: 1 },
        { name: 'journey_started', count: 1 },
      ]),
    );
    const lcp = usage.vitals.find((vital) => vital.metric === 'LCP')!;
    // Nearest rank: the 3rd of 4 values.
    expect(lcp).toMatchObject({
      samples: 4,
      p75: 3000,
      rating: 'needs-improvement',
      shares: { good: 0.5, 'needs-improvement': 0.25, poor: 0.25 },
    });
    expect(usage.vitals.find((vital) => vital.metric === 'CLS')).toMatchObject({ samples: 1, p75: 0.05, rating: 'good' });
    expect(usage.vitals.find((vital) => vital.metric === 'INP')).toMatchObject({ samples: 0, p75: null, rating: null });
  });

  it('takes a custom period and nothing falls outside it', async () => {
    const response = await admin.fetch('/api/admin/insights/usage?from=2020-01-01&to=2020-01-31');
    const usage = (await response.json()) as UsageInsights;
    expect(usage.daily).toHaveLength(31);
    expect(usage.totals).toEqual({ visitors: 0, pageViews: 0 });
  });

  it.each([
    ['?days=14', 'days'],
    ['?from=2026-01-10', 'to'],
    ['?from=2026-02-10&to=2026-01-10', 'to'],
    ['?from=2024-01-01&to=2026-01-01', 'to'],
    ['?from=yesterday&to=2026-01-01', 'from'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await admin.fetch(`/api/admin/insights/usage${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe('feedback insights', () => {
  beforeAll(async () => {
    await server.db.insert(feedback).values([
      {
        rating: 5,
        category: 'Career Quiz',
        message: 'Loved the quiz',
        usefulness: 9,
        currentTools: 'None',
        featureRequests: 'More careers',
        willingnessToPay: 0,
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
      {
        rating: 2,
        category: 'Bug Report',
        message: '=HYPERLINK("http://evil.example","click")',
        usefulness: 3,
        currentTools: 'Naviance, "quotes"',
        featureRequests: 'Fix it\nplease',
        willingnessToPay: 10,
        email: 'reply@example.org',
        createdAt: new Date('2026-02-02T10:00:00Z'),
      },
      {
        rating: 4,
        category: 'Career Quiz',
        message: 'Good 100% of the time',
        usefulness: 8,
        currentTools: 'Spreadsheets',
        featureRequests: 'Export',
        willingnessToPay: 30,
        userEmail: 'sam@example.org',
        createdAt: new Date('2026-02-03T23:30:00Z'),
      },
    ]);
  });

  type Page = FeedbackInsights;
  const list = async (query = '') => (await (await admin.fetch(`/api/admin/insights/feedback${query}`)).json()) as Page;

  it('lists newest first with averages and the spec-labelled distributions', async () => {
    const page = await list('?from=2026-02-01&to=2026-02-03');
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.rating)).toEqual([4, 2, 5]);
    expect(page.summary.averageRating).toBeCloseTo(11 / 3);
    expect(page.summary.averageUsefulness).toBeCloseTo(20 / 3);
    expect(page.summary.averageWillingnessToPay).toBeCloseTo(40 / 3);
    expect(page.summary.ratings.map((d) => d.count)).toEqual([0, 1, 0, 1, 1]);
    expect(page.summary.willingnessToPay).toEqual([
      { label: 'Free only', count: 1 },
      { label: 'Budget-friendly', count: 1 },
      { label: 'Reasonable value', count: 0 },
      { label: 'Premium service', count: 1 },
    ]);
    expect(page.summary.categories.find((d) => d.label === 'Career Quiz')?.count).toBe(2);
  });

  it('filters by category, rating, date range (inclusive, UTC) and text, with LIKE wildcards taken literally', async () => {
    expect((await list('?category=Career%20Quiz')).items.map((item) => item.rating)).toEqual([4, 5]);
    expect((await list('?rating=2')).items.map((item) => item.category)).toEqual(['Bug Report']);
    expect((await list('?from=2026-02-03&to=2026-02-03')).total).toBe(1);
    expect((await list('?q=naviance')).total).toBe(1);
    expect((await list('?q=100%25')).total).toBe(1);
    expect((await list('?q=%25')).total).toBe(1);
    const none = await list('?category=Other&from=2026-02-01&to=2026-02-03');
    expect(none.total).toBe(0);
    expect(none.summary.averageRating).toBeNull();
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?rating=6', '?category=Nope', '?from=2026-02-05&to=2026-02-01', '?page=0']) {
      expect((await admin.fetch(`/api/admin/insights/feedback${query}`)).status, query).toBe(400);
    }
  });

  it('exports CSV with quoting and the formula-injection guard', async () => {
    const response = await admin.fetch('/api/admin/insights/feedback.csv?from=2026-02-01&to=2026-02-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="waypoint-feedback-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'timestamp,rating,rating_label,usefulness,usefulness_band,willingness_to_pay,willingness_to_pay_label,category,message,currentTools,featureRequests,email,userEmail',
    );
    expect(lines[1]).toBe(
      '2026-02-01T10:00:00.000Z,5,Excellent!,9,Extremely useful,0,Free only,Career Quiz,Loved the quiz,None,More careers,,anonymous',
    );
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click"")","Naviance, ""quotes""","Fix it\nplease",reply@example.org,anonymous`,
    );
    expect(text).toContain(',sam@example.org\r\n');
  });
});
