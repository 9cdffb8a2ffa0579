import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, signInWithPopup, test, visit } from '@tests/e2e/fixtures';

const ADMIN = 'alex.admin@demo.waypoint.test';

async function dismissBeta(page: Page) {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
}

const isBeacon = (request: Request) => request.url().endsWith('/api/analytics/events') && request.method() === 'POST';

test('an admin sees the usage and the feedback sent in this test, and downloads it as CSV', async ({ page }) => {
  await dismissBeta(page);
  const marker = `Insights e2e ${Date.now()}`;
  // Feedback from an anonymous visitor, through the same endpoint as the form.
  const sent = await page.request.post('/api/feedback', {
    data: {
      rating: 2,
      category: 'Bug Report',
      message: marker,
      usefulness: 4,
      currentTools: 'Paper',
      featureRequests: 'Offline mode',
      willingness_to_pay: 7,
    },
  });
  expect(sent.status()).toBe(201);

  // A page view, sent by the browser when the page is left (or after a few seconds).
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const beacon = page.waitForResponse((response) => isBeacon(response.request()));
  await signInWithPopup(page, ADMIN);
  expect((await beacon).status()).toBe(204);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page).toHaveTitle('Insights – Waypoint');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  await expect(page.getByRole('group', { name: 'Page views' })).toHaveText(/^Page views[1-9]/);
  await expect(page.getByRole('group', { name: 'Visitors' })).toHaveText(/^Visitors[1-9]/);
  // Other tests share this server, so /about need not be among the top pages: any page will do.
  await expect(page.getByRole('table', { name: 'Top pages' }).getByRole('rowheader', { name: /^\// }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: /^Web vitals/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(page.getByRole('table', { name: /^Funnel/ }).getByRole('rowheader', { name: 'Visited Waypoint' })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter feedback' });
  await filters.getByLabel('Text contains').fill(marker);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const messages = page.getByRole('list', { name: 'Feedback, newest first' });
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages).toContainText(marker);
  await expect(messages).toContainText('Bug Report · 2/5 Needs Work');
  await expect(messages).toContainText('$7/month (Budget-friendly)');
  await expect(page.getByRole('table', { name: 'Overall rating' }).getByRole('row', { name: /2 – Needs Work/ })).toContainText('100%');
  await checkA11y(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain(`,Bug Report,${marker},Paper,Offline mode,,anonymous`);
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  // Invalid custom period: said next to the field, nothing sent.
  await page.getByRole('radio', { name: 'Custom dates' }).check();
  await page.getByLabel('From (UTC)').first().fill('2026-02-10');
  await page.getByLabel('To (UTC)').first().fill('2026-01-10');
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
});

test('the privacy policy switch stops analytics on this device', async ({ page }) => {
  await dismissBeta(page);
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) beacons.push(request);
  });
  await visit(page, '/privacy-policy');
  const toggle = page.getByRole('checkbox', { name: "Count my visits in Waypoint's anonymous usage statistics" });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(page.getByText('Off: this browser sends nothing.')).toBeVisible();
  // Whatever left before the switch (the timer may have sent this page's view) is not the question.
  beacons.length = 0;
  expect(await page.evaluate(() => localStorage.getItem('waypointAnalyticsOptOut'))).toBe('1');
  // Anything still queued is dropped with the opt-out; leaving and browsing sends nothing.
  await page.getByRole('main').getByRole('link', { name: 'feedback form' }).click();
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(beacons).toEqual([]);
});

test('signed out, /admin/insights falls to the catch-all; a signed-in user without the role is told it is for administrators', async ({
  page,
}) => {
  await dismissBeta(page);
  await page.goto('/admin/insights');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signInThroughApi(page, 'sam.student@demo.waypoint.test');
  await visit(page, '/admin/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
});
