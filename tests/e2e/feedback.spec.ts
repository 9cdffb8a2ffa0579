import { test as baseTest, type Page } from '@playwright/test';
import { holdPageClock } from '@tests/support/e2e-page';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/** Stores the spec's local keys (JSON values) before the app starts. */
async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

const readLocalJson = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

const submitButton = (page: Page) => page.getByRole('button', { name: /^(Submit Feedback|Submitting\.\.\.)$/ });
const feedbackLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Feedback/ });

/** Fills every required field with the mouse-free helpers (for the tests that are not about the keyboard). */
async function fillRequired(page: Page) {
  await page.getByRole('radio', { name: '5 stars: Excellent!' }).check();
  await page.getByRole('radio', { name: '7: Very useful' }).check();
  await page.getByLabel(/^Category/).selectOption('Bug Report');
  await page.getByLabel(/^Your feedback/).fill('The results page did not load on my phone.');
  await page.getByLabel(/^Which tools or people/).fill('A spreadsheet');
  await page.getByLabel(/^Which features would you like/).fill('Dark mode');
}

test.describe('feedback form', () => {
  test.beforeEach(async ({ page }) => {
    await storeLocal(page, { betaNotificationDismissed: true });
  });

  test('submits with the keyboard: disabled until complete, Submitting..., thank-you for 3 s, then a fresh form', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/feedback-form');
    await expect(page).toHaveTitle('Feedback – Waypoint');
    await expect(page.getByRole('heading', { level: 1, name: 'Share your feedback' })).toBeVisible();
    await expect(feedbackLink(page)).toHaveAccessibleName(/we'd love to hear from you/);
    await expect(submitButton(page)).toBeDisabled();

    // Stars: arrow keys move through the radio group.
    await page.getByRole('radio', { name: '1 star: Poor' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
    await expect(page.getByText('Good', { exact: true })).toBeVisible();

    // Usefulness: Tab into the scale, Space picks 1, arrows move to 8.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '1: Not useful' })).toBeFocused();
    await page.keyboard.press('Space');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '8: Very useful' })).toBeChecked();
    await expect(page.getByText('8 – Very useful')).toBeVisible();

    await page.keyboard.press('Tab');
    const category = page.getByLabel(/^Category/);
    await expect(category).toBeFocused();
    await expect(category.locator('option')).toHaveText([
      'Choose a category',
      'Overall Experience',
      'Premium Assessment',
      'Career Quiz',
      'Financial Analysis',
      'User Interface',
      'AI Counselor',
      'Bug Report',
      'Feature Request',
      'Other',
    ]);
    await category.selectOption('Career Quiz');

    await page.keyboard.press('Tab');
    await page.keyboard.type('The career quiz was quick and the majors made sense.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('My school counselor');
    await expect(submitButton(page)).toBeDisabled();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Compare two colleges side by side');
    await expect(submitButton(page)).toBeEnabled();

    // Willingness to pay: whole dollars, each band's label.
    await page.keyboard.press('Tab');
    const slider = page.getByRole('slider', { name: /What would you pay/ });
    await expect(slider).toBeFocused();
    await expect(page.getByText('$0/month · Free only')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('$1/month · Budget-friendly')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText('$50/month · Premium service')).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuetext', '$50 a month: Premium service');
    await page.keyboard.press('Home');
    for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('$11/month · Reasonable value')).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    await checkA11y(page);

    // Hold the answer so "Submitting..." can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    await page.route('**/api/feedback', async (route) => {
      sent.push(route.request().postDataJSON());
      await held;
      await route.continue();
    });

    await holdPageClock(page);
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' });
    for (let step = 0; step < 100 && !(await thanks.isVisible()); step++) await page.clock.runFor(50);
    await expect(thanks).toBeVisible();
    expect(sent).toEqual([
      {
        rating: 4,
        usefulness: 8,
        category: 'Career Quiz',
        message: 'The career quiz was quick and the majors made sense.',
        currentTools: 'My school counselor',
        featureRequests: 'Compare two colleges side by side',
        willingness_to_pay: 11,
      },
    ]);
    // The badge clears: this browser has now given feedback.
    await expect(feedbackLink(page)).toHaveAccessibleName('Feedback');
    const stored = (await readLocalJson(page, 'userFeedback')) as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rating: 4, category: 'Career Quiz', willingness_to_pay: 11 });
    expect(stored[0]!.id).toEqual(expect.any(String));
    expect(await readLocalJson(page, 'feedbackPopupShown')).toBe(true);

    // It appeared within the last 50 ms step: at 2.9 s it is still there, at 3.1 s the form is back, empty.
    await page.clock.runFor(2900);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(200);
    await expect(thanks).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('radio', { name: '4 stars: Good' })).not.toBeChecked();
    await expect(page.getByLabel(/^Your feedback/)).toHaveValue('');
    await expect(page.getByLabel(/^Category/)).toHaveValue('');
    await expect(page.getByText('$0/month · Free only')).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
  });

  test('an invalid e-mail is explained and nothing is sent; a valid one goes with the feedback', async ({ page }) => {
    await visit(page, '/feedback-form');
    const requests: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) requests.push(request.postDataJSON());
    });
    await fillRequired(page);
    const email = page.getByLabel(/^Email/);
    await email.fill('not-an-email');
    await submitButton(page).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page);
    expect(requests).toEqual([]);

    await email.fill('reply.me@example.org');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await submitButton(page).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    // axe runs on page time, so the thank-you screen is checked here, where the clock is real.
    await checkA11y(page);
    expect(requests).toEqual([
      expect.objectContaining({ email: 'reply.me@example.org', category: 'Bug Report', rating: 5, usefulness: 7 }),
    ]);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visit(page, '/feedback-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

// The fixture fails on any console error; this test expects exactly one: the refused request.
baseTest('when the server refuses, the alert says so and every answer stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 500/.test(message.text())) errors.push(message.text());
  });
  await storeLocal(page, { betaNotificationDismissed: true });
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
    }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.goto('/feedback-form');
  await fillRequired(page);
  await page.getByRole('slider', { name: /What would you pay/ }).fill('30');
  await page.getByLabel(/^Email/).fill('keep.me@example.org');
  await submitButton(page).click();

  await expect.poll(() => alerts).toEqual(['alert: Error submitting feedback. Please try again.']);
  await expect(submitButton(page)).toHaveText('Submit Feedback');
  await expect(submitButton(page)).toBeEnabled();
  await expect(page.getByRole('radio', { name: '5 stars: Excellent!' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '7: Very useful' })).toBeChecked();
  await expect(page.getByLabel(/^Category/)).toHaveValue('Bug Report');
  await expect(page.getByLabel(/^Your feedback/)).toHaveValue('The results page did not load on my phone.');
  await expect(page.getByLabel(/^Which tools or people/)).toHaveValue('A spreadsheet');
  await expect(page.getByLabel(/^Which features would you like/)).toHaveValue('Dark mode');
  await expect(page.getByText('$30/month · Premium service')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('keep.me@example.org');
  expect(await readLocalJson(page, 'userFeedback')).toBeNull();
  await checkA11y(page);
  expect(errors).toEqual([]);
});

test.describe('feedback popup (after 10 minutes unless already shown)', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'How is Waypoint working for you?' });
  const betaPopup = (page: Page) => page.getByRole('dialog', { name: 'Waypoint is in beta' });

  /** Loads a page on a paused clock. */
  async function openPaused(page: Page, path: string) {
    await page.clock.install({ time: new Date('2026-09-01T09:00:00Z') });
    // A minute later, not the same instant: on a busy machine the installed clock may already have moved on.
    await page.clock.pauseAt(new Date('2026-09-01T09:01:00Z'));
    await page.goto(path);
    await untilRendered(page);
  }

  /**
   * The page renders on page time too: let it pass in small steps until the page is there and the app runs it (a
   * prerendered page shows its heading before the app has taken over and started its timers).
   */
  async function untilRendered(page: Page) {
    const heading = page.getByRole('heading', { level: 1 });
    const live = page.locator('#root:not([data-prerendered])');
    const ready = async () => (await heading.isVisible()) && (await live.count()) === 1;
    for (let step = 0; step < 100 && !(await ready()); step++) await page.clock.runFor(100);
    await expect(heading).toBeVisible();
    await expect(live).toHaveCount(1);
  }

  test('appears after 10 minutes without taking focus; Not now keeps it away for good', async ({ page }) => {
    await storeLocal(page, { betaNotificationDismissed: true });
    await openPaused(page, '/dashboard');
    // The timer starts somewhere within the (at most 10 s of) page time it took to render.
    await page.clock.runFor(585_000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(16_000);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await checkA11y(page);

    await popup(page).getByRole('button', { name: 'Not now' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await readLocalJson(page, 'feedbackPopupShown')).toBe(true);

    await page.clock.pauseAt(new Date('2026-09-01T10:00:00Z'));
    await page.reload();
    await untilRendered(page);
    await page.clock.runFor(700_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('waits while the beta popup is open; Give feedback stores the flag and opens the form', async ({ page }) => {
    await openPaused(page, '/about');
    await page.clock.runFor(601_000);
    await page.clock.resume();
    await expect(betaPopup(page)).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    await betaPopup(page).getByRole('button', { name: 'Later' }).click();
    await expect(popup(page)).toBeVisible();
    await checkA11y(page);

    await popup(page).getByRole('button', { name: 'Give feedback' }).click();
    await page.waitForURL(/\/feedback-form$/);
    await expect(popup(page)).toHaveCount(0);
    expect(await readLocalJson(page, 'feedbackPopupShown')).toBe(true);
    await checkA11y(page);
  });

  test('the × button hides it, and it never shows once the flag is stored', async ({ page }) => {
    await storeLocal(page, { betaNotificationDismissed: true });
    await openPaused(page, '/calculator');
    await page.clock.runFor(600_500);
    await page.clock.resume();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await readLocalJson(page, 'feedbackPopupShown')).toBe(true);
  });
});
