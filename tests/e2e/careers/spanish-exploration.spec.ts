import path from 'node:path';
import { readSpanishCareers } from '@server/features/catalog/import/spanish';
import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, storeFinishedGames, TECHNOLOGY_LEANING_SCORES, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';

/*
 * /premium/career-exploration in Spanish for a signed-in student whose games are done: the filters, a
 * card with its badge, a career's page with the O*NET credit saying the description was translated, `lang`, axe,
 * and no horizontal scroll at 390 px.
 */

// The Spanish careers file, read as the server reads it.
const SPANISH = readSpanishCareers(path.resolve(import.meta.dirname, '../../../data/i18n')).bySoc;

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('career exploration in Spanish: filters, cards, a career page and the translated O*NET credit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Luis Explorador', email: uniqueEmail('spanish.explore'), userType: 'Parent' });
  await storeFinishedGames(page, TECHNOLOGY_LEANING_SCORES);
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expectSpanish(page);

  await page.goto('/premium/career-exploration');
  await expectSpanish(page);
  await expect(page).toHaveTitle('Explora carreras – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explora carreras');
  await expect(page.getByRole('status').filter({ hasText: 'carreras coinciden' })).toBeVisible();

  // Filters: labels, options and the note they bring, all in Spanish.
  await page.getByLabel('Área de interés más fuerte').selectOption('I');
  await page.getByLabel('Sueldo mediano de al menos').selectOption('100000');
  await expect(page).toHaveURL(/\?area=I&minPay=100000$/);
  await expect(page.getByLabel('Familia de carreras').locator('option', { hasText: 'Tecnología' })).toHaveCount(1);
  await expect(page.getByLabel('Ordenar por').locator('option', { hasText: 'Título (de la A a la Z)' })).toHaveCount(1);
  await expect(page.getByText('Las carreras sin sueldo mediano publicado quedan fuera de un rango de sueldo.')).toBeVisible();
  const family = page.getByRole('button', { name: 'Tecnología (muy buena opción)' });
  await expect(family).toBeVisible();

  // A card: Spanish labels, the badge with its family, and the save toggle.
  const results = page.getByRole('list', { name: 'Resultados' });
  const card = results.getByRole('article').filter({ hasText: 'Recomendada para ti' }).first();
  await expect(card).toContainText('Interés más fuerte');
  await expect(card).toContainText('Investigador');
  await expect(card.getByText(/^Recomendada para ti: (muy buena|buena) opción \(Tecnología\)$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Guardar carrera/ })).toBeVisible();
  await checkA11y(page);

  // A career's page, opened from the card.
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectSpanish(page);
  await expect(page.getByRole('heading', { name: 'Sueldo, perspectivas y preparación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Perfil de intereses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo llegar: ruta de formación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pregúntale al consejero de IA' })).toHaveAttribute('href', '/premium/ai-counselor');
  await checkA11y(page);
  await page.getByRole('link', { name: 'Volver a los resultados' }).click();
  await expect(page).toHaveURL(/\/premium\/career-exploration\?area=I&minPay=100000$/);

  // A non-curated occupation: O*NET's description translated by Waypoint, and the credit says so.
  const translated = SPANISH.get('29-1141.03')!;
  expect(translated.description).toBeTruthy();
  await page.goto(`/premium/career-exploration/${translated.socCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
  await expect(page.getByText(translated.description!, { exact: true })).toBeVisible();
  await expect(page.getByText('Descripción: O*NET 29.3 (U.S. DOL/ETA, CC BY 4.0), traducida por Waypoint', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descripción: O*NET 29.3' })).toHaveAttribute(
    'href',
    'https://www.onetcenter.org/database.html',
  );
  await expectSpanish(page);
  await checkA11y(page);

  // At 390 px the long Spanish labels wrap: no horizontal scroll on either page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.goto('/premium/career-exploration?area=I&minPay=100000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explora carreras');
  await expect(results.getByRole('article').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});
