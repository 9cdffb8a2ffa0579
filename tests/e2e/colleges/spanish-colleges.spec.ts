import type { Page } from '@playwright/test';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * The college quiz, /outcomes and the scholarship guide in Spanish, for a browser asking for
 * Spanish (Accept-Language: es). `lang`, axe and, at 390 px, no sideways scroll are checked on each page.
 */
test.use({ locale: 'es-US' });
test.describe.configure({ timeout: 150_000 });

async function fresh(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('betaNotificationDismissed', 'true');
  });
}

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the college quiz, in Spanish, to its results', async ({ page }) => {
  await fresh(page);
  await visit(page, '/college-quiz');
  await expectSpanish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuestionario de universidades' })).toBeVisible();
  await expect(page).toHaveTitle(/^Cuestionario de universidades/);
  const form = page.getByRole('form', { name: 'Tus preferencias de universidad' });
  await form.getByRole('button', { name: 'Oeste', exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'California' })).toBeChecked();

  // A schema message (spec English) shows in Spanish.
  await form.getByLabel('Lo máximo que podrías pagar por año').fill('abc');
  await form.getByRole('button', { name: 'Buscar mis universidades' }).click();
  await expect(form.getByRole('alert')).toHaveText('Escribe una cantidad anual en dólares, o déjalo vacío');
  await form.getByLabel('Lo máximo que podrías pagar por año').fill('');
  await form.getByRole('checkbox', { name: /^Pública$/ }).check();
  await form.getByRole('button', { name: 'Buscar mis universidades' }).click();

  await expect(page.getByRole('heading', { name: 'Tus universidades' })).toBeFocused();
  const cards = page.getByRole('list', { name: 'Universidades que encajan contigo' }).locator(':scope > li');
  const first = cards.first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Difícil|A tu nivel|Probable/);
  await expect(first).toContainText('Precio neto promedio por año');
  await expect(first).toContainText('Calificación financiera:');
  await expect(first).toContainText('Por qué está en tu lista');
  await expect(first).toContainText('Universidad pública');
  await expect(first).not.toContainText('Debt-to-income');
  await expect(first).not.toContainText('not reported');
  await checkA11y(page);

  // Compare two, side by side.
  await cards
    .nth(0)
    .getByRole('checkbox', { name: /^Comparar/ })
    .check();
  await cards
    .nth(1)
    .getByRole('checkbox', { name: /^Comparar/ })
    .check();
  await expect(page.getByText('2 de 4 universidades elegidas.')).toBeVisible();
  await checkA11y(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});

test('/outcomes in Spanish: legend, axes, dots and the table; phone cards at 390 px', async ({ page }) => {
  await fresh(page);
  await visit(page, '/outcomes');
  await expectSpanish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresos y deuda por especialidad' })).toBeVisible();
  await expect(page).toHaveTitle(/^Ingresos y deuda por especialidad/);
  const legend = page.getByRole('list', { name: 'Leyenda del gráfico' });
  await expect(legend).toContainText('Tus especialidades');
  await expect(legend).toContainText('Otras especialidades');
  await expect(legend).toContainText('Cuadrado: costosa');
  const chart = page.getByRole('group', { name: /^Gráfico de dispersión/ });
  await expect(chart).toContainText('Deuda total típica');
  await expect(chart).toContainText('Ingresos al año, primer año después de graduarse');
  const dot = chart.locator('[data-major]').first();
  await expect(dot).toHaveAttribute('aria-label', /deuda total típica .*préstamos federales .*calificación/);
  await dot.focus();
  await expect(page.getByTestId('outcomes-chart-tooltip')).toContainText('Ingresos de');

  const table = page.getByRole('table', { name: /^Deuda, ingresos, calificación de cada especialidad/ });
  await expect(table.getByRole('button', { name: /Deuda federal típica/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Préstamos Parent PLUS' })).toBeVisible();
  await expect(table).not.toContainText('not reported');
  await expect(table).not.toContainText('not in the data');
  await table.getByRole('button', { name: /Especialidad/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ordenado por Especialidad, de mayor a menor.' })).toBeAttached();
  await checkA11y(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Deuda, ingresos, calificación de cada especialidad y si es costosa' });
  await expect(cards).toBeVisible();
  await expect(cards.locator(':scope > li').first()).toContainText('Deuda federal típica');
  await expect(page.getByLabel('Ordenar por')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y(page);
});

test('the scholarship guide in Spanish, with the directory texts in Spanish too', async ({ page }) => {
  await fresh(page);
  await visit(page, '/resources/scholarships');
  await expectSpanish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Guía de becas' })).toBeVisible();
  await expect(page).toHaveTitle(/^Guía de becas/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo reconocer un fraude' })).toBeVisible();
  await expect(page.getByText('Nunca pagues por solicitar una beca', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Empieza con tu consejero escolar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Enero' })).toBeVisible();

  const results = page.getByRole('list', { name: 'Resultados' });
  const card = results.getByRole('article').filter({ hasText: 'Amazon Future Engineer Scholarship' });
  await expect(card).toContainText('Quién puede solicitarla');
  await expect(card).toContainText('Estudiantes del último año de preparatoria con necesidad económica');
  await expect(card).not.toContainText('High school seniors');
  await expect(card).not.toContainText('(en inglés)');
  await expect(page.getByRole('status').filter({ hasText: /becas coinciden/ })).toBeVisible();

  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/scholarships') && response.url().includes('field=health'),
  );
  await page.getByLabel('Campo de estudio').selectOption({ label: 'Enfermería y salud' });
  await filtered;
  await expect(page).toHaveURL(/field=health/);
  await expect(results.getByRole('article').first()).toBeVisible();
  // The previous page's cards are dimmed until the filtered list arrives: check contrast on the settled list.
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await checkA11y(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});
