import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

/*
 * Saved careers and colleges on a phone-sized window (390 × 844): a visitor is offered
 * sign-in instead of a button that does nothing; a student saves a career from its page and a college
 * from the college quiz, finds both on /profile with their figures, and removes one there.
 * Every page visited is checked with axe and for sideways scrolling.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 150_000 });

const ELECTRICIANS = '47-2111.00';

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page is wider than the screen on ${page.url()}`).toBeLessThanOrEqual(390);
}

async function checkPage(page: Page) {
  await checkA11y(page);
  await expectNoSidewaysScroll(page);
}

const matches = (page: Page) => page.getByRole('list', { name: 'Matching colleges' }).locator(':scope > li');

test('saves a career and a college, shows them on the profile and removes one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));

  // A visitor's college cards offer sign-in, never a save button that does nothing.
  await visit(page, '/college-quiz');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Find my colleges' }).click();
  await expect(matches(page).first()).toBeVisible();
  await expect(
    matches(page)
      .first()
      .getByRole('link', { name: /^Sign in to save / }),
  ).toHaveAttribute('href', '/signin?returnTo=%2Fcollege-quiz');
  await expect(page.getByRole('button', { name: /^Save college/ })).toHaveCount(0);
  await checkPage(page);

  await signInThroughApi(page, { name: 'Lee Saver', email: `saved.${Date.now()}@example.org`, userType: 'Student' });

  // The profile starts with empty lists that say where to find careers and colleges.
  await visit(page, '/profile');
  await expectNoSidewaysScroll(page);
  const careersSection = page.getByRole('region', { name: 'Saved careers' });
  const collegesSection = page.getByRole('region', { name: 'Saved colleges' });
  await expect(careersSection.getByText("You haven't saved any careers yet.", { exact: false })).toBeVisible();
  await expect(careersSection.getByRole('link', { name: 'Explore careers' }).last()).toHaveAttribute('href', '/premium/career-exploration');
  await expect(collegesSection.getByRole('link', { name: 'Take the college quiz' })).toHaveAttribute('href', '/college-quiz');

  // Save a career from its page.
  await visit(page, `/premium/career-exploration/${ELECTRICIANS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Electricians' })).toBeVisible();
  const saveCareer = page.getByRole('button', { name: 'Save career Electricians' });
  await expect(saveCareer).toHaveAttribute('aria-pressed', 'false');
  await saveCareer.click();
  const savedCareer = page.getByRole('button', { name: 'Saved career Electricians' });
  await expect(savedCareer).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Electricians saved to your profile.' })).toHaveCount(1);
  await checkPage(page);

  // Save a college from the quiz results.
  await visit(page, '/college-quiz');
  await page.getByRole('button', { name: 'Find my colleges' }).click();
  const card = matches(page).first();
  const collegeName = (await card.getByRole('heading', { level: 3 }).innerText()).replace(/^\d+\.\s*/, '').trim();
  await card.getByRole('button', { name: /^Save college / }).click();
  await expect(card.getByRole('button', { name: /^Saved college / })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('status')).toHaveText(`${collegeName} saved to your profile.`);
  await checkPage(page);

  // Both are on the profile, with their figures labelled and sourced.
  await visit(page, '/profile');
  await expectNoSidewaysScroll(page);
  const careerRow = careersSection.getByRole('listitem');
  await expect(careerRow).toHaveCount(1);
  await expect(careerRow.getByRole('link', { name: 'Electricians' })).toHaveAttribute(
    'href',
    `/premium/career-exploration/${ELECTRICIANS}`,
  );
  await expect(careerRow).toContainText(/Median pay: \$[\d,]+ a year \(median of all workers\)/);
  await expect(careerRow).toContainText('Source:');
  const collegeRow = collegesSection.getByRole('listitem');
  await expect(collegeRow).toHaveCount(1);
  await expect(collegeRow).toContainText(collegeName);
  await expect(collegeRow.getByRole('link', { name: collegeName })).toHaveAttribute('href', /^\/colleges\/\d+$/);
  await expect(collegeRow.getByTestId('family-price')).toContainText('Average net price per year, depending on family income');
  await expect(collegeRow).toContainText('Source:');

  // Remove the career: it can be undone while the page is open, and stays removed after a reload.
  await careerRow.getByRole('button', { name: 'Remove Electricians' }).click();
  await expect(careersSection.getByText('Electricians was removed from your saved careers.')).toBeVisible();
  await expect(careersSection.getByRole('button', { name: 'Undo removing Electricians' })).toBeFocused();
  await checkPage(page);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(careersSection.getByText("You haven't saved any careers yet.", { exact: false })).toBeVisible();
  await expect(collegesSection.getByRole('listitem')).toHaveCount(1);
  await checkPage(page);
});
