import type { APIResponse, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { checkA11y, expect, signInWithPopup } from '@tests/e2e/fixtures';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';

/** One person in a browser context of their own (locale, viewport), the beta popup already dismissed. */
export async function personIn(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  return { page, close: () => context.close() };
}

/** A setup request that must succeed; a failure shows the server's answer. */
export async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer;
}

/** Axe at 1366 px, then axe and no sideways scroll at 390 px, then back to the desktop width. */
export async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await checkA11y(page);
  await expectNoHorizontalScroll(page, { phone: true });
  await checkA11y(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The demo admin approves the educator's request through the API the review page uses (that page has its own tests). */
export async function verifyEducator(browser: Browser, educator: Page, educatorName: string, school: string) {
  await ok(educator.request.post('/api/educator/verification', { data: { school } }));
  const admin = await personIn(browser);
  await signInWithPopup(admin.page, 'alex.admin@demo.waypoint.test');
  const queue = (await (await ok(admin.page.request.get('/api/admin/educators?status=pending'))).json()) as {
    items: { userId: string; name: string }[];
  };
  const applicant = queue.items.find((item) => item.name === educatorName)!;
  await ok(admin.page.request.post(`/api/admin/educators/${applicant.userId}/approve`));
  await admin.close();
}
