import { test as baseTest, type Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { holdPageClock } from '@tests/support/e2e-page';
import { uniqueEmail } from '@tests/support/unique';

type Navigation = { method: 'pushState' | 'replaceState'; url: string; state: { usr?: unknown } | null };
type Recorder = { __navigations: Navigation[] };

/** Records the router's history calls, so a navigation is seen even when the catch-all replaces it at once. */
async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const log: Navigation[] = [];
    (window as unknown as Recorder).__navigations = log;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: Navigation['state'], unused: string, url?: string | URL | null) => {
        log.push({ method, url: new URL(String(url ?? ''), location.href).pathname, state });
        original(state, unused, url);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as Recorder).__navigations);
}

/** Stores the spec's local keys (JSON values) before the app starts. */
async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('top navigation', () => {
  test('has the spec items, and Sign In when signed out', async ({ page }) => {
    await visit(page, '/dashboard');
    const nav = main(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const menu of ['Assessments', 'Tools', 'Community']) {
      await expect(nav.getByRole('button', { name: menu })).toHaveAttribute('aria-haspopup', 'menu');
    }
    await expect(nav.getByRole('link', { name: /^Feedback/ })).toHaveAttribute('href', '/feedback-form');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  });

  test('menus open with Enter or ArrowDown, move with the arrow keys, and Escape returns focus', async ({ page }) => {
    await visit(page, '/dashboard');
    const assessments = main(page).getByRole('button', { name: 'Assessments' });
    await assessments.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await expect(menu.getByRole('menuitem', { name: /Free Assessment.*15-20 min/ })).toHaveAttribute('href', '/journey');
    await expect(menu.getByRole('menuitem', { name: /Premium Assessment.*25-30 min.*FREE/ })).toHaveAttribute('href', '/full-assessment');
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(assessments).toBeFocused();

    const tools = main(page).getByRole('button', { name: 'Tools' });
    await tools.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Debt Calculator' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Debt Statistics' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Debt Statistics' })).toHaveAttribute('href', '/debt-facts');
    await expect(page.getByRole('menuitem', { name: 'Scholarship Guide' })).toHaveAttribute('href', '/resources/scholarships');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(tools).toBeFocused();
  });

  test('the Community menu opens with the mouse and a choice navigates', async ({ page }) => {
    const navigations = await recordNavigations(page);
    await visit(page, '/dashboard');
    await main(page).getByRole('button', { name: 'Community' }).click();
    await expect(page.getByRole('menuitem', { name: 'Meet Professionals' })).toHaveAttribute('href', '/professional-meetings');
    await page.getByRole('menuitem', { name: 'Forum' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    // /forum arrives with its issue; until then the catch-all sends the visitor on.
    await expect.poll(async () => (await navigations()).map((entry) => entry.url)).toContain('/forum');
  });

  test('the Feedback link asks for attention until this browser has sent feedback', async ({ page }) => {
    await visit(page, '/about');
    await expect(main(page).getByRole('link', { name: "Feedback (we'd love to hear from you)" })).toBeVisible();

    await storeLocal(page, { userFeedback: [{ rating: 5, message: 'Useful' }] });
    await visit(page, '/about');
    await expect(main(page).getByRole('link', { name: 'Feedback', exact: true })).toBeVisible();
  });

  test('assessment checkmarks need the stored results and a signed-in user', async ({ page }) => {
    await storeLocal(page, {
      journeyStarted: true,
      quizResult: { topMajors: ['Nursing'] },
      financialExpectations: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' },
      premiumFeedbackCompleted: true,
    });
    await visit(page, '/dashboard');
    await main(page).getByRole('button', { name: 'Assessments' }).click();
    await expect(page.getByRole('menuitem', { name: /completed/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await signInThroughApi(page, { name: 'Check Mark', email: uniqueEmail('check'), userType: 'Parent' });
    await visit(page, '/dashboard');
    await main(page).getByRole('button', { name: 'Assessments' }).click();
    await expect(page.getByRole('menuitem', { name: 'Free Assessment 15-20 min (completed)' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Premium Assessment 25-30 min FREE (completed)' })).toBeVisible();
    await checkA11y(page);
    await expect(main(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });
});

test.describe('beta popup (2 s after load unless dismissed)', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Waypoint is in beta' });

  /** Loads a page on a paused clock and lets `ms` of page time pass in small steps. */
  async function openPaused(page: Page, path: string) {
    await page.clock.install({ time: new Date('2026-09-01T09:00:00Z') });
    // A minute later, not the same instant: on a busy machine the installed clock may already have moved on.
    await page.clock.pauseAt(new Date('2026-09-01T09:01:00Z'));
    await page.goto(path);
  }
  async function advance(page: Page, ms: number) {
    for (let passed = 0; passed < ms; passed += 100) await page.clock.runFor(100);
  }
  /** Past the 2 s mark; then time flows again (React reveals lazily loaded content on a timer). */
  async function passTwoSeconds(page: Page) {
    await advance(page, 2100);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
  }

  test('appears after 2 s without taking focus; Later keeps it away after a reload', async ({ page }) => {
    await openPaused(page, '/dashboard');
    await advance(page, 1900);
    await expect(page.getByRole('heading', { name: 'Plan your path without crushing debt' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    await advance(page, 200);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText("free while we're in beta");
    // Non-modal: it does not take focus from the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await checkA11y(page);

    await popup(page).getByRole('button', { name: 'Later' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('betaNotificationDismissed'))).toBe('true');

    await page.reload();
    await advance(page, 3000);
    await expect(page.getByRole('heading', { name: 'Plan your path without crushing debt' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('the × button dismisses it for good', async ({ page }) => {
    await openPaused(page, '/about');
    await passTwoSeconds(page);
    await popup(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('betaNotificationDismissed'))).toBe('true');
    await page.goto('/dashboard');
    await advance(page, 3000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('Get Started stores the flag and goes to /full-assessment', async ({ page }) => {
    const navigations = await recordNavigations(page);
    await openPaused(page, '/home');
    await passTwoSeconds(page);
    await popup(page).getByRole('button', { name: 'Get Started' }).click();
    // /full-assessment arrives with the premium issue; until then the catch-all sends the visitor on.
    await expect
      .poll(async () => (await navigations()).filter((entry) => entry.method === 'pushState').map((entry) => entry.url))
      .toContain('/full-assessment');
    expect(await page.evaluate(() => localStorage.getItem('betaNotificationDismissed'))).toBe('true');
    await advance(page, 3000);
    await expect(popup(page)).toHaveCount(0);
  });
});

test('a toast confirms a saved profile and goes away after 5 s', async ({ page }) => {
  await signInThroughApi(page, { name: 'Toast Tester', email: uniqueEmail('toast'), userType: 'Educator' });
  await storeLocal(page, { betaNotificationDismissed: true });
  await page.clock.install();
  await visit(page, '/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('Full name').fill('Toast T. Tester');
  await page.getByLabel('Parent', { exact: true }).check();
  await checkA11y(page);
  await holdPageClock(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Profile saved');
  for (let step = 0; step < 100 && !(await toast.isVisible()); step++) await page.clock.runFor(50);
  await expect(toast).toBeVisible();
  await expect(page.getByText('Toast T. Tester')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeFocused();
  // The toast appeared within the last 50 ms step: at 4.8 s it is still there, at 5.1 s gone.
  await page.clock.runFor(4800);
  await expect(toast).toBeVisible();
  await page.clock.runFor(300);
  await expect(toast).toHaveCount(0);
});

// The fixture fails a test on any console error; this one expects exactly the failed chunk.
baseTest('a page that fails to load shows the error screen with Try Again and Go Home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/assets/dashboard-page-*.js', (route) => route.abort());
  await page.goto('/dashboard');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/dashboard');
  // The navigation stays, so the visitor can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(errors).toEqual([]);

  await checkA11y(page);

  // Once the chunk loads again, Try Again recovers.
  await page.unroute('**/assets/dashboard-page-*.js');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Plan your path without crushing debt' })).toBeVisible();
});
