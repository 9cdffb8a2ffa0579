import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';

/*
 * Parents: a student invites a parent, the parent (another browser) types the code and
 * sees the child's results on /family, the student unlinks, and the parent is refused from then on.
 */

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
  await signInThroughApi(page, { name: studentName, email: `family.student.${unique()}@example.org`, userType: 'Student' });
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
  await signInThroughApi(parent.page, { name: parentName, email: `family.parent.${unique()}@example.org`, userType: 'Parent' });
  await visit(parent.page, '/family');
  await expect(parent.page.getByRole('heading', { name: 'No children linked yet' })).toBeVisible();
  await parent.page.getByLabel('Invite code from your child').fill(code.toLowerCase());
  await parent.page.getByRole('button', { name: 'Link my child' }).click();
  await expect(parent.page.getByText(`You are now linked to ${studentName}.`)).toBeVisible();
  // The form is at the bottom; the confirmation at the top takes the focus (and the view) so a phone user sees it.
  await expect(parent.page.locator(':focus')).toContainText(`You are now linked to ${studentName}.`);
  await expect(parent.page.getByText(`You are now linked to ${studentName}.`)).toBeInViewport();
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

const SHOTS = process.env.FAMILY_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('a parent by the invite link, its refusals, keyboard-only unlink with focus after the dialog, at 1280 and 390 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const studentName = `Taylor Student ${unique()}`;
  const parentName = `Sasha Parent ${unique()}`;
  const origin = { origin: baseURL! };
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: studentName, email: `family.link.${unique()}@example.org`, userType: 'Student' });

  // The student makes an invite, copies its code, then thinks better of it and revokes it: the code leaves the screen.
  await visit(page, '/profile');
  const whoCanSee = page.getByRole('region', { name: 'Who can see my results' });
  await whoCanSee.getByRole('button', { name: 'Invite a parent' }).click();
  const revokedPath = new URL(await page.getByLabel('Invite link').inputValue()).pathname;
  await whoCanSee.getByRole('button', { name: 'Copy code' }).click();
  await expect(whoCanSee.getByText(/^Code (copied|could not be copied)/)).toBeVisible();
  await shot(page, 'profile-invite-1280');
  await whoCanSee.getByRole('button', { name: /^Revoke/ }).click();
  await expect(page.getByTestId('invite-code')).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveText('The invite was cancelled: its code and link no longer work.');
  // A fresh invite for the parent's link.
  const fresh = (await (await page.request.post('/api/family/invites', { headers: origin, data: {} })).json()) as {
    invite: { path: string };
  };

  // The parent, on a phone: the revoked link says so and offers no button that cannot work.
  const parent = await phoneIn(browser);
  await parent.page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(parent.page, {
    name: parentName,
    email: `family.link.parent.${unique()}@example.org`,
    userType: 'Parent',
  });
  await visit(parent.page, '/family');
  await expect(parent.page).toHaveTitle('Family – Waypoint');
  await shot(parent.page, 'family-empty-390');
  await noSideScroll(parent.page);
  await visit(parent.page, revokedPath);
  await expect(parent.page).toHaveTitle('Link to your child – Waypoint');
  await parent.page.getByRole('button', { name: 'Link my account' }).click();
  await expect(parent.page.getByRole('alert')).toContainText('Your child cancelled this invite');
  await expect(parent.page.getByRole('button', { name: 'Link my account' })).toHaveCount(0);
  await expect(parent.page.getByRole('link', { name: 'your Family page' })).toBeVisible();
  await checkA11y(parent.page);
  await shot(parent.page, 'join-revoked-390');
  await noSideScroll(parent.page);

  // The fresh link works, and /family says so.
  await visit(parent.page, fresh.invite.path);
  await parent.page.getByRole('button', { name: 'Link my account' }).click();
  await expect(parent.page).toHaveURL(/\/family$/);
  await expect(parent.page.getByText(`You are now linked to ${studentName}.`)).toBeVisible();
  const child = parent.page.getByRole('region', { name: studentName });
  await expect(child.getByRole('region', { name: 'Family money plan' })).toBeVisible();
  await checkA11y(parent.page);
  await noSideScroll(parent.page);
  await shot(parent.page, 'family-linked-390');
  // The same link a second time: already used.
  await visit(parent.page, fresh.invite.path);
  await parent.page.getByRole('button', { name: 'Link my account' }).click();
  await expect(parent.page.getByRole('alert')).toContainText('already been used');

  // Keyboard only, on /family: open the unlink dialog, cancel with Escape (focus back on the trigger), then confirm.
  await visit(parent.page, '/family');
  const trigger = parent.page.getByRole('button', { name: `Unlink ${studentName}` });
  await trigger.focus();
  await parent.page.keyboard.press('Enter');
  const dialog = parent.page.getByRole('alertdialog', { name: `Unlink ${studentName}?` });
  await expect(dialog).toBeVisible();
  await checkA11y(parent.page);
  await parent.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await parent.page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  for (let tab = 0; tab < 4; tab++) {
    if (await dialog.getByRole('button', { name: 'Unlink', exact: true }).evaluate((node) => node === document.activeElement)) break;
    await parent.page.keyboard.press('Tab');
  }
  await expect(dialog.getByRole('button', { name: 'Unlink', exact: true })).toBeFocused();
  await parent.page.keyboard.press('Enter');
  await expect(parent.page.locator(':focus')).toContainText(`${studentName} is unlinked`);
  await expect(parent.page.getByRole('heading', { name: 'No children linked yet' })).toBeVisible();
  await checkA11y(parent.page);
  await noSideScroll(parent.page);

  // The student's own money plan, empty (no colleges yet), at 1280 and at 390 px.
  await visit(page, '/money-plan');
  await expect(page).toHaveTitle('Family money plan – Waypoint');
  await expect(page.getByText('No colleges on the list yet.')).toBeVisible();
  await shot(page, 'money-plan-empty-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideScroll(page);
  await shot(page, 'money-plan-empty-390');
  await visit(page, '/profile');
  await noSideScroll(page);
  await shot(page, 'profile-390');
  expect(parent.errors).toEqual([]);
  await parent.close();
});
