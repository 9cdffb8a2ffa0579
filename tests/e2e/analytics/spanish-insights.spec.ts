import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';

/*
 * The admin insights page (/admin/insights) in Spanish: headings, filters,
 * tables and a feedback message with its spec English category shown in Spanish; lang, axe, 390 px.
 */
const ADMIN = 'alex.admin@demo.waypoint.test';

// A Spanish browser, not the switch: the switch would save Spanish on the shared demo admin account, and the
// account's language wins on every later sign-in (other tests read that account's pages in English).
test.use({ locale: 'es-US' });

test('an admin reads the insights in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  const marker = `Estadísticas e2e ${Date.now()}`;
  const sent = await page.request.post('/api/feedback', {
    data: {
      rating: 2,
      category: 'Bug Report',
      message: marker,
      usefulness: 4,
      currentTools: 'Papel',
      featureRequests: 'Modo sin conexión',
      willingness_to_pay: 7,
    },
  });
  expect(sent.status()).toBe(201);

  await signInThroughApi(page, ADMIN);
  await page.goto('/admin/insights');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  {
    await expect(page).toHaveTitle('Estadísticas – Waypoint');
    await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Uso' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Opiniones' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Páginas vistas' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Eventos clave' }).getByRole('rowheader', { name: 'Calculadora usada' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Métricas web/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Últimos 7 días' }).check();
    await expect(page.getByRole('table', { name: /^Embudo/ }).getByRole('rowheader', { name: 'Visitó Waypoint' })).toBeVisible();

    // A custom period that ends before it starts: the schema's English message, shown in Spanish.
    await page.getByRole('radio', { name: 'Otras fechas' }).check();
    const custom = page.getByRole('form', { name: 'Periodo personalizado' });
    await custom.getByLabel('Desde (UTC)').fill('2026-11-20');
    await custom.getByLabel('Hasta (UTC)').fill('2026-11-10');
    await custom.getByRole('button', { name: 'Ver periodo' }).click();
    await expect(custom).toContainText('La fecha de inicio debe ser igual o anterior a la fecha final');
    await page.getByRole('radio', { name: 'Últimos 30 días' }).check();

    const filters = page.getByRole('form', { name: 'Filtrar opiniones' });
    await expect(filters.getByLabel('Categoría')).toContainText('Reportar un error');
    await filters.getByLabel('El texto contiene').fill(marker);
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    const messages = page.getByRole('list', { name: 'Opiniones, la más reciente primero' });
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    await expect(messages).toContainText(marker);
    await expect(messages).toContainText('Pagaría:');
    await expect(page.getByRole('table', { name: 'Calificación general' }).getByRole('row', { name: /^2/ })).toContainText('100');
    await expect(page.getByRole('link', { name: 'Descargar CSV' })).toBeVisible();
    await checkA11y(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
  }
});
