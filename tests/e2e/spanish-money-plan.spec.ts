import type { Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, test, visit } from './fixtures';

/*
 * Issue 22 (slice S11): the premium budget page in Spanish. A signed-in student switches to Spanish in
 * the top bar; the form, its schema messages, the totals, the careers table and the save toast read in
 * Spanish, money in the Spanish locale's format. `lang`, axe and 390 px (no horizontal scroll) are checked.
 */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

async function toSpanish(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

async function expectNoHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a student builds the premium budget in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInAndCompleteProfile(page, { name: 'Beatriz Presupuesto', email: `es.budget.${unique()}@example.org`, userType: 'Student' });
  await page.evaluate(() =>
    localStorage.setItem('quizResult', JSON.stringify({ topMajors: [], topCareerCodes: ['15-1252.00', '29-1141.00'] })),
  );
  await visit(page, '/premium/financial-expectations');
  await toSpanish(page);

  await expect(page).toHaveTitle('Expectativas financieras premium – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu presupuesto después de la escuela');
  await page.getByLabel('Dónde piensas vivir').selectOption('West');
  await expect(page.getByText(/^Oeste: Alaska, Arizona, California/)).toBeVisible();
  await expect(page.getByText(/Un hogar aquí tenía en promedio 2\.6 personas/)).toBeVisible();
  const housing = page.getByLabel('Vivienda (al mes)');
  await expect(housing).toHaveValue('1030');

  // The schema's English message, shown in Spanish.
  await page.getByLabel('Ropa y servicios (al mes)').fill('');
  await page.getByRole('button', { name: 'Guardar mi presupuesto' }).click();
  await expect(page.getByText('Escribe una cantidad mensual para ropa y servicios.')).toBeVisible();
  await expect(page.getByText('Corrige los campos marcados abajo.')).toBeVisible();
  await page.getByLabel('Ropa y servicios (al mes)').fill('50');
  await page.getByLabel('Cuidado personal (al mes)').fill('40');
  await page.getByLabel('Educación y otros (al mes)').fill('0');
  await housing.fill('1,500');

  const totals = page.getByRole('region', { name: 'Tus totales' });
  await expect(totals.getByText('Presupuesto mensual')).toBeVisible();
  await expect(page.getByText('2 de 2 carreras pagan lo suficiente para este presupuesto.')).toBeVisible();
  const careers = page.getByRole('region', { name: '¿Pueden tus carreras pagarlo?' });
  await expect(careers.getByRole('columnheader', { name: '¿Cubre tu presupuesto?' })).toBeVisible();
  await expect(careers.getByRole('cell', { name: 'Sí' }).first()).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Guardar mi presupuesto' }).click();
  await expect(page.getByText('Presupuesto guardado', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Guardado por última vez/)).toBeVisible();

  await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('¿Empezar de nuevo con las cifras típicas?')).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Conservar mis cambios' }).click();

  await expectNoHorizontalScroll(page);
  await checkA11y(page);
});

test('the money plan page reads in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInAndCompleteProfile(page, { name: 'Mateo Plan', email: `es.moneyplan.${unique()}@example.org`, userType: 'Student' });
  await visit(page, '/money-plan');
  await toSpanish(page);
  await expect(page).toHaveTitle('Plan de dinero familiar – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu plan de dinero familiar');
  await expect(page.getByText(/^Decide con tu familia cómo se pagaría cada universidad/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'tu perfil' })).toHaveAttribute('href', '/profile#who-can-see');
  await checkA11y(page);
  await expectNoHorizontalScroll(page);
});
