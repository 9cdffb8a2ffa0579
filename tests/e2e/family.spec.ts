import type { Browser } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, test, visit } from './fixtures';

/*
 * Issue 20, parents: a student invites a parent, the parent (another browser) types the code and
 * sees the child's results on /family, the student unlinks, and the parent is refused from then on.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** The parent on a phone-sized screen (390 px wide), in their own browser context. */
async function phoneIn(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

const QUIZ = { topMajors: ['Nursing', 'Psychology'], hollandCode: 'SIA', completedAt: '2026-11-20T10:00:00.000Z' };

test('a student invites a parent, the parent sees the results, the student unlinks and the parent is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const studentName = `Jordan Student ${unique()}`;
  const parentName = `Morgan Parent ${unique()}`;
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInAndCompleteProfile(page, { name: studentName, email: `family.student.${unique()}@example.org`, userType: 'Student' });
  // The career quiz's result, as the quiz page saves and syncs it.
  const updatedAt = Date.now() - 1000;
  const synced = await page.request.put('/api/progress', {
    headers: { origin: baseURL! },
    data: { journeyStarted: { value: true, updatedAt }, quizResult: { value: QUIZ, updatedAt } },
  });
  expect(synced.status()).toBe(200);

  // The student makes an invite on /profile.
  await visit(page, '/profile');
  const whoCanSee = page.getByRole('region', { name: 'Who can see my results' });
  await expect(whoCanSee.getByText('No one is linked to your account.')).toBeVisible();
  await whoCanSee.getByRole('button', { name: 'Invite a parent' }).click();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByLabel('Invite link')).toHaveValue(/\/family\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(whoCanSee.getByRole('button', { name: /^Revoke/ })).toHaveCount(1);
  await checkA11y(page);

  // The parent, on a phone, links with the code.
  const parent = await phoneIn(browser);
  await parent.page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInAndCompleteProfile(parent.page, { name: parentName, email: `family.parent.${unique()}@example.org`, userType: 'Parent' });
  await visit(parent.page, '/family');
  await expect(parent.page.getByRole('heading', { name: 'No children linked yet' })).toBeVisible();
  await parent.page.getByLabel('Invite code from your child').fill(code.toLowerCase());
  await parent.page.getByRole('button', { name: 'Link my child' }).click();
  await expect(parent.page.getByText(`You are now linked to ${studentName}.`)).toBeVisible();
  const child = parent.page.getByRole('region', { name: studentName });
  await expect(child.getByRole('heading', { name: 'Progress: 40% complete' })).toBeVisible();
  await expect(child.getByText('SIA', { exact: true })).toBeVisible();
  await expect(child.getByText('Nursing, Psychology')).toBeVisible();
  await checkA11y(parent.page);
  expect(await parent.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const children = (await (await parent.page.request.get('/api/family/children')).json()) as { items: { id: string }[] };
  const linkId = children.items[0]!.id;

  // The student sees the parent and the view, then unlinks.
  await visit(page, '/profile');
  await expect(whoCanSee.getByRole('list', { name: 'Linked parents' })).toContainText(parentName);
  await expect(page.getByRole('region', { name: 'Who viewed my results' }).getByText(`${parentName} (Parent)`).first()).toBeVisible();
  await whoCanSee.getByRole('button', { name: `Unlink ${parentName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Unlink ${parentName}?` });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(whoCanSee.getByText('No one is linked to your account.')).toBeVisible();

  // The parent's next request is refused, and /family no longer shows the child.
  expect((await parent.page.request.get(`/api/family/children/${linkId}`)).status()).toBe(404);
  await visit(parent.page, '/family');
  await expect(parent.page.getByRole('heading', { name: 'No children linked yet' })).toBeVisible();
  await expect(parent.page.getByRole('region', { name: studentName })).toHaveCount(0);
  expect(parent.errors).toEqual([]);
  await parent.close();
});
