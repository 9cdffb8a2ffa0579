import path from 'node:path';
import { readSpanishCareers } from '@server/features/catalog/import/spanish';
import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * Career names and descriptions in Spanish. A student who switches to Spanish finds "enfermero" in career
 * exploration, opens the career and reads its Spanish title and description; a career whose description is not
 * translated yet says so in Spanish instead of showing English silently. `lang` and axe are checked on each page.
 */

// The Spanish careers file, read as the server reads it.
const SPANISH = readSpanishCareers(path.resolve(import.meta.dirname, '../../../data/i18n')).bySoc;
const NURSES = SPANISH.get('29-1141.00')!;

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('a student in Spanish finds "enfermero", opens the career and reads it in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  expect(NURSES.description).toBeTruthy();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Ana Enfermera', email: uniqueEmail('spanish.careers'), userType: 'Parent' });
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expectSpanish(page);

  await page.goto('/premium/career-exploration');
  await expectSpanish(page);
  await page.locator('#filter-q').fill('enfermero');
  await page.locator('#filter-q').press('Enter');
  await expect(page).toHaveURL(/[?&]q=enfermero/);
  const nurses = page.getByRole('link', { name: NURSES.title, exact: true });
  await expect(nurses).toBeVisible();
  await expect(page.getByRole('link', { name: SPANISH.get('29-1141.03')!.title, exact: true })).toBeVisible();
  await checkA11y(page);

  await nurses.click();
  await expect(page).toHaveURL(/\/premium\/career-exploration\/29-1141\.00$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NURSES.title);
  await expect(page.getByText(NURSES.description!, { exact: true })).toBeVisible();
  await expect(page.getByText('Descripción disponible solo en inglés')).toHaveCount(0);
  await expect(page).toHaveTitle(`${NURSES.title} – Waypoint`);
  await expectSpanish(page);
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // A non-curated occupation: its Spanish title and the Spanish translation of O*NET's description.
  const translated = SPANISH.get('29-1141.03')!;
  await page.goto(`/premium/career-exploration/${translated.socCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
  await expect(page.getByText(translated.description!, { exact: true })).toBeVisible();
  await expect(page.getByText('Descripción disponible solo en inglés')).toHaveCount(0);
  await expectSpanish(page);
  await checkA11y(page);

  // At 390 px the long Spanish titles wrap: no horizontal scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/premium/career-exploration/29-1141.00');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NURSES.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
