import { readFile } from 'node:fs/promises';
import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';

test('a user exports their data and deletes their account after confirming', async ({ page }) => {
  const email = `account.${Date.now()}@example.org`;
  await signInThroughApi(page, { name: 'Avery Quinn', email, userType: 'Parent' });
  await page.goto('/profile');
  await checkA11y(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('waypoint-my-data.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    user: { email: string };
    profile: { fullName: string };
  };
  expect(exported.user.email).toBe(email);
  expect(exported.profile.fullName).toBe('Avery Quinn');

  // Cancelling the confirmation keeps the account.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(((await (await page.request.get('/api/me')).json()) as { user: unknown }).user).not.toBeNull();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(/\/dashboard$/);
  expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null, profile: null });
});
