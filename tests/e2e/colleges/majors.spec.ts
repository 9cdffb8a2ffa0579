import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from '@tests/e2e/fixtures';

/*
 * A field of study's page, public: what it is, the careers it leads to (each opening its public page, signed out) and
 * the colleges offering it. At 390 px with no horizontal scroll, in English and Spanish; axe on every page visited.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await page.setViewportSize({ width: 390, height: 844 });
});

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a visitor opens Psychology, ranks its colleges by debt and opens a career it leads to, signed out', async ({ page }) => {
  await page.goto('/majors/42.01');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Psychology/);
  await expect(page.getByText('Median pay, all workers').first()).toBeVisible();
  await expect(page.getByText(/average for all occupations/).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'operating college' })).toBeVisible();
  await checkA11y(page);
  await noSideScroll(page);

  await page.getByLabel('Rank by').selectOption('debt');
  await page.getByRole('button', { name: 'Show colleges' }).click();
  await expect(page).toHaveURL(/\/majors\/42\.01\?sort=debt$/);
  await expect(page.locator('a[href^="/colleges/"]').first()).toBeVisible();

  const career = page.locator('a[href^="/careers/"]').first();
  const title = (await career.textContent())!;
  await career.click();
  await expect(page).toHaveURL(/\/careers\/\d{2}-\d{4}\.\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Back to the career quiz' })).toBeVisible();
  await checkA11y(page);
  await noSideScroll(page);
});

test('an unknown CIP is a not-found page with a way back; a malformed one says what a code looks like', async ({ page }) => {
  await page.goto('/majors/99.99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Field of study not found');
  await expect(page.getByRole('link', { name: 'See majors and their outcomes' })).toHaveAttribute('href', '/outcomes');
  await checkA11y(page);
  await page.goto('/majors/4201');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('That is not a field-of-study code');
});

test('in Spanish the field-of-study page and a public career page read in Spanish', async ({ page }) => {
  // The language menu is in the wide header; the page is then read at 390 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/majors/42.01');
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Colleges que lo ofrecen' })).toBeVisible();
  await expect(page.getByText(/promedio de 3\.1 % de todas las ocupaciones/).first()).toBeVisible();
  await checkA11y(page);
  await noSideScroll(page);
  await page.locator('a[href^="/careers/"]').first().click();
  await expect(page.getByRole('link', { name: 'Volver al cuestionario de carreras' })).toBeVisible();
  await checkA11y(page);
});
