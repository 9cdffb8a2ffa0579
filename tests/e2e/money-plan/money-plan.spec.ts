import type { Browser } from '@playwright/test';
import { checkA11y, expect, saveCollegeAndExpectations, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';

/*
 * The family money plan: a student with a college on their list invites a parent; the
 * parent (on a phone) enters the family's figures on /family; the student opens /money-plan from
 * the dashboard and sees the same figures and the same plan.
 */

async function phoneIn(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test('a student invites a parent, the parent edits the money plan, and the student sees the same figures', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const studentName = `Riley Student ${unique()}`;
  const parentName = `Casey Parent ${unique()}`;
  const origin = { origin: baseURL! };
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: studentName, email: `money.student.${unique()}@example.org`, userType: 'Student' });

  // A bachelor's college with a net price on the list, and an expected income on the student's financial expectations.
  const college = await saveCollegeAndExpectations(page, origin);
  const invite = (await (await page.request.post('/api/family/invites', { headers: origin, data: {} })).json()) as {
    invite: { code: string };
  };

  // The parent, on a phone, links with the code and fills in the family's figures.
  const parent = await phoneIn(browser);
  await parent.page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(parent.page, { name: parentName, email: `money.parent.${unique()}@example.org`, userType: 'Parent' });
  await visit(parent.page, '/family');
  await parent.page.getByLabel('Invite code from your child').fill(invite.invite.code);
  await parent.page.getByRole('button', { name: 'Link my child' }).click();
  const child = parent.page.getByRole('region', { name: studentName });
  const parentPlan = child.getByRole('region', { name: 'Family money plan' });
  await expect(parentPlan.getByText('Nobody has entered them yet')).toBeVisible();
  await expect(parentPlan.getByRole('article', { name: college.name })).toBeVisible();
  await parentPlan.getByLabel(/^Family contribution per year/).fill('5,000');
  await parentPlan.getByLabel(/^Savings for college/).fill('10000');
  await parentPlan.getByLabel(/^Family income per year/).fill('90000');
  // A bad figure is refused on the form with its message, before anything is sent.
  await parentPlan.getByLabel(/^Extra grants/).fill('-5');
  await parentPlan.getByRole('button', { name: 'Save the figures' }).click();
  await expect(parentPlan.getByText('Enter extra grants and scholarships of $0 or more')).toBeVisible();
  await parentPlan.getByLabel(/^Extra grants/).fill('0');
  await parentPlan.getByRole('button', { name: 'Save the figures' }).click();
  await expect(parentPlan.getByText('Saved. Everyone who can see this plan now sees these figures.')).toBeVisible();
  await expect(parentPlan.getByText(`Last saved by ${parentName}`)).toBeVisible();

  // With a family income the plan prices the family's bracket, so the figures come from the plan itself.
  const saved = (await (await page.request.get('/api/money-plan/mine')).json()) as {
    colleges: { unitId: number; plan: { netPricePerYear: number } }[];
  };
  const price = saved.colleges.find((c) => c.unitId === college.unitId)!.plan.netPricePerYear;
  const gap = Math.max(0, price * 4 - 5000 * 4 - 10000);
  const card = parentPlan.getByRole('article', { name: college.name });
  await expect(card).toContainText(`${usd(price)} a year × 4 = ${usd(price * 4)}`);
  await expect(card).toContainText(`Gap to fill${usd(gap)}`);
  const parentCardText = await card.innerText();
  await checkA11y(parent.page);
  expect(await parent.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone the sources are one short line each; the full citation opens from the keyboard and nothing scrolls sideways.
  const rateSources = card
    .locator('details')
    .filter({ hasText: /^Sources?: .*details/ })
    .nth(3);
  await rateSources.locator('summary').focus();
  await parent.page.keyboard.press('Enter');
  await expect(rateSources.getByRole('link').first()).toBeVisible();
  const stood = await parent.page.evaluate(() =>
    document.body.innerText.includes('stands in: the rate for loans made today is not in our data yet'),
  );
  if (stood) await expect(rateSources).toContainText('Estimate: the latest figure in our data, used because the one for loans made today');
  await expect(
    parentPlan.getByText(
      /Parent PLUS loans, up to \$20,000 a year and \$65,000 per student under the rules for loans made from July 1, 2026/,
    ),
  ).toBeAttached();
  expect(await parent.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.FAMILY_SHOTS_DIR) await card.screenshot({ path: `${process.env.FAMILY_SHOTS_DIR}/money-plan-card-390.png` });
  await rateSources.locator('summary').press('Enter');

  // The student opens the plan from the dashboard and sees the parent's figures and the same plan.
  await visit(page, '/dashboard');
  await page
    .getByRole('region', { name: 'Tools to plan with' })
    .getByRole('link', { name: /^Family Money Plan/ })
    .click();
  await expect(page).toHaveURL(/\/money-plan$/);
  const plan = page.getByRole('region', { name: 'Family money plan' });
  await expect(plan.getByText(`Last saved by ${parentName}`)).toBeVisible();
  await expect(plan.getByLabel(/^Family contribution per year/)).toHaveValue('5000');
  await expect(plan.getByLabel(/^Savings for college/)).toHaveValue('10000');
  const studentCard = plan.getByRole('article', { name: college.name });
  await expect(studentCard).toContainText(`Gap to fill${usd(gap)}`);
  expect(await studentCard.innerText()).toBe(parentCardText);
  await checkA11y(page);

  // The student sees the parent's view and edit in their access log.
  const log = (await (await page.request.get('/api/access-log')).json()) as { items: { what: string }[] };
  expect(log.items.map((item) => item.what)).toEqual(expect.arrayContaining(['family.money-plan', 'family.money-plan.edit']));
  expect(parent.errors).toEqual([]);
  await parent.close();
});
