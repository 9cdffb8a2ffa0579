import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/* Runs in the "mobile" project (Pixel 7); the last test narrows the window to 360 px. */

async function dismissBetaPopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
}

test('the top bar collapses to a Menu button that opens every link in a sheet', async ({ page }) => {
  await dismissBetaPopup(page);
  await visit(page, '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The desktop links are hidden below the md breakpoint.
  await expect(nav.getByRole('button', { name: 'Assessments' })).toBeHidden();
  const menuButton = nav.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  // The sheet is modal: the rest of the page, the Menu button included, is hidden from assistive technology meanwhile.
  await expect(page.locator('button[aria-haspopup="dialog"]')).toHaveAttribute('aria-expanded', 'true');
  for (const [name, href] of [
    ['Dashboard', '/dashboard'],
    ['Free Assessment 15-20 min', '/journey'],
    ['Premium Assessment 25-30 min FREE', '/full-assessment'],
    ['Debt Calculator', '/calculator'],
    ['Debt Statistics', '/debt-facts'],
    ['Scholarship Guide', '/resources/scholarships'],
    ['Forum', '/forum'],
    ['Meet Professionals', '/professional-meetings'],
    ["Feedback (we'd love to hear from you)", '/feedback-form'],
    ['Sign In', '/signin'],
  ]) {
    await expect(sheet.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await checkA11y(page);

  // Escape closes it and focus returns to the Menu button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Choosing a link closes the sheet and navigates.
  await menuButton.click();
  await sheet.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL(/\/signin$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sign in to Waypoint' })).toBeVisible();
  await checkA11y(page);
});

test('signed in, the sheet offers Profile and the assessment checkmarks', async ({ page }) => {
  await signInThroughApi(page, { name: 'Mo Bile', email: uniqueEmail('mobile'), userType: 'Student' });
  await page.addInitScript(() => {
    localStorage.setItem('betaNotificationDismissed', 'true');
    localStorage.setItem('premiumFeedbackCompleted', 'true');
  });
  await visit(page, '/dashboard');
  await page.getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'Premium Assessment 25-30 min FREE (completed)' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Free Assessment 15-20 min', exact: true })).toBeVisible();
  await sheet.getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await checkA11y(page);
});

test('the beta popup fits the small screen and is dismissed', async ({ page }) => {
  await visit(page, '/about');
  const popup = page.getByRole('dialog', { name: 'Waypoint is in beta' });
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  await checkA11y(page);
  // What takes focus is scrolled clear of the card, down to the last link of the page (WCAG 2.4.11).
  const lastLink = page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' });
  await lastLink.focus();
  const linkBox = await lastLink.boundingBox();
  const popupBox = await popup.boundingBox();
  expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(popupBox!.y);
  await popup.getByRole('button', { name: 'Later' }).click();
  await expect(popup).toHaveCount(0);
});

test('no page scrolls sideways at 360 px', async ({ page }) => {
  await dismissBetaPopup(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/dashboard', '/home', '/about', '/privacy-policy', '/signin']) {
    await visit(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});

test('on a 390 px phone nothing on the results or the counselor runs past the screen, not even inside a scroll box', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('betaNotificationDismissed', 'true');
    localStorage.setItem('journeyStarted', 'true');
    localStorage.setItem('quizResult', JSON.stringify({ topMajors: ['Computer science', 'Nursing', 'Underwater basket weaving'] }));
    localStorage.setItem('financialExpectations', JSON.stringify({ monthlyIncome: 5000, plannedDebt: 45000, level: 'Modest' }));
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/feedback', '/ai-counselor']) {
    await visit(page, path);
    // The grade columns used to be a 640 px table scrolling sideways inside the page; now they are stacked cards.
    const widest = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('main *')).map((element) => Math.round(element.getBoundingClientRect().right))),
    );
    expect(widest, `${path} reaches ${widest}px`).toBeLessThanOrEqual(390);
  }
});
