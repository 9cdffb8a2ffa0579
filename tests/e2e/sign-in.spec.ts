import type { Page } from '@playwright/test';
import { checkA11y, expect, signInWithPopup, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

test('a new user signs in through the popup, completes the profile and lands on /home', async ({ page }) => {
  const email = uniqueEmail('new');
  await visit(page, '/signin');
  await signInWithPopup(page, { name: 'Taylor Brooks', email });
  await page.waitForURL(/\/signup$/);
  await checkA11y(page);

  // Both fields are required.
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out all fields');

  await page.getByLabel('Full name').fill('Taylor Brooks');
  await page.getByLabel('Parent', { exact: true }).check();
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await page.waitForURL(/\/home$/);
  await checkA11y(page);

  // Signed in with a profile: /signin and /signup go to the dashboard.
  await page.goto('/signin');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/signup');
  await page.waitForURL(/\/dashboard$/);

  await visit(page, '/profile');
  await expect(page.getByText('Taylor Brooks')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a returning user lands on /profile after the popup', async ({ page, context }) => {
  // Two whole popup sign-ins with axe on each chooser: under full-suite load this needs more than the default minute.
  test.slow();
  const email = uniqueEmail('returning');
  await signInWithPopup(page, { name: 'Jamie Fox', email });
  await page.waitForURL(/\/signup$/);
  await page.getByLabel('Full name').fill('Jamie Fox');
  await page.getByLabel('Educator', { exact: true }).check();
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await page.waitForURL(/\/home$/);

  await visit(page, '/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/dashboard$/);
  await context.clearCookies();

  await signInWithPopup(page, { name: 'Jamie Fox', email });
  await page.waitForURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

/** Starts sign-in and returns the popup showing the account chooser. */
async function openChooser(page: Page) {
  await page.goto('/signin');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Waypoint demo sign-in' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/oidc\/interaction\//);
  return popup;
}

test('closing the chooser shows the spec message for a cancelled sign-in', async ({ page }) => {
  const popup = await openChooser(page);
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('Authentication cancelled. Please try again.');
});

test('Cancel in the chooser reports a cancelled sign-in', async ({ page }) => {
  const popup = await openChooser(page);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Authentication cancelled. Please try again.');
});

test('with popups blocked, sign-in says so and continues in the same window', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const email = uniqueEmail('blocked');
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Waypoint demo sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('Popup was blocked. Please allow popups for this site.');
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByText('Use another account').click();
  await page.getByLabel('Name').fill('Robin Hale');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/signup$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Hale');
});

test('a student under 13 gets a kind message and no account', async ({ page }) => {
  await signInWithPopup(page, { name: 'Kid Tester', email: uniqueEmail('kid') });
  await page.waitForURL(/\/signup$/);
  await page.getByLabel('Full name').fill('Kid Tester');
  await page.getByLabel('Student', { exact: true }).check();
  const now = new Date();
  await page.getByLabel('Month').selectOption({ index: now.getMonth() + 1 });
  await page.getByLabel('Year').fill(String(now.getFullYear() - 9));
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByText('without an account')).toBeVisible();
  await checkA11y(page);
  const me = await page.request.get('/api/me');
  expect(await me.json()).toEqual({ user: null, profile: null });
});
