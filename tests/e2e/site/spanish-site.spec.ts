import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

/*
 * The site pages and feedback in Spanish: /home, /about, /dashboard and /privacy-policy in Spanish, with
 * `lang`, axe and no horizontal scroll at 390 px; the feedback form in Spanish (labels, validation
 * error, confirmation), and the same form in English still shows the spec's exact English.
 */
async function dismissBeta(page: Page) {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
}

async function expectSpanishPage(page: Page, path: string, heading: string, title: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Every required answer, in the language's own labels. */
async function fillRequiredSpanish(page: Page) {
  await page.getByRole('radio', { name: '5 estrellas: ¡Excelente!' }).check();
  await page.getByRole('radio', { name: '7: Muy útil' }).check();
  await page.getByLabel(/^Categoría/).selectOption('Bug Report');
  await page.getByLabel(/^Tu opinión/).fill('La página de resultados no cargó en mi teléfono.');
  await page.getByLabel(/^¿Qué herramientas o personas/).fill('Una hoja de cálculo');
  await page.getByLabel(/^¿Qué funciones te gustaría/).fill('Modo oscuro');
}

test.describe('the site pages in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('/home, /about, /dashboard and /privacy-policy speak Spanish, pass axe and fit 390 px', async ({ page }) => {
    await dismissBeta(page);
    await expectSpanishPage(
      page,
      '/home',
      'Encuentra tu camino. Evita las deudas aplastantes.',
      'Carreras, especialidades y universidades sin deudas aplastantes – Waypoint',
    );
    await expect(page.getByRole('link', { name: 'Entrar al sitio' })).toBeVisible();
    await expectSpanishPage(page, '/about', 'Acerca de Waypoint', 'Acerca de – Waypoint');
    await expect(
      page.getByText('Se usa para tasas de interés, cargos, límites de préstamo y planes de pago de los préstamos federales.'),
    ).toBeVisible();
    await expectSpanishPage(page, '/dashboard', 'Planea tu camino sin deudas aplastantes', 'Inicio – Waypoint');
    await expect(page.getByRole('heading', { name: 'Herramientas para planear' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tu avance' })).toBeVisible();
    await expectSpanishPage(page, '/privacy-policy', 'Política de privacidad', 'Política de privacidad – Waypoint');
  });

  test('the feedback form: Spanish labels, a Spanish validation error, the Spanish thank-you', async ({ page }) => {
    await dismissBeta(page);
    await visit(page, '/feedback-form');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Opiniones – Waypoint');
    await expect(page.getByRole('heading', { level: 1, name: 'Danos tu opinión' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Enviar mi opinión' });
    await expect(submit).toBeDisabled();
    await expect(
      page
        .getByLabel(/^Categoría/)
        .locator('option')
        .first(),
    ).toHaveText('Elige una categoría');
    await expect(page.getByLabel(/^Categoría/).locator('option', { hasText: 'Reportar un error' })).toHaveAttribute('value', 'Bug Report');
    await fillRequiredSpanish(page);
    await expect(page.getByText('$0/mes · Solo gratis')).toBeVisible();

    // An invalid reply address: the schema's English message, shown in Spanish.
    await page.getByLabel(/^Correo electrónico/).fill('no-es-un-correo');
    await submit.click();
    await expect(page.getByText('Escribe un correo electrónico válido')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await checkA11y(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const sent: unknown[] = [];
    await page.route('**/api/feedback', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.continue();
    });
    await page.getByLabel(/^Correo electrónico/).fill('');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias por tu opinión!' })).toBeVisible();
    // The stored answers keep the spec's English category.
    expect(sent).toEqual([expect.objectContaining({ category: 'Bug Report', rating: 5, usefulness: 7 })]);
  });
});

test.describe('the feedback form in English', () => {
  test("keeps the spec's exact English labels, categories, messages and buttons", async ({ page }) => {
    await dismissBeta(page);
    await visit(page, '/feedback-form');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Share your feedback' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
    await expect(page.getByLabel(/^Category/).locator('option')).toHaveText([
      'Choose a category',
      'Overall Experience',
      'Premium Assessment',
      'Career Quiz',
      'Financial Analysis',
      'User Interface',
      'AI Counselor',
      'Bug Report',
      'Feature Request',
      'Other',
    ]);
    await page.getByRole('radio', { name: '5 stars: Excellent!' }).check();
    await page.getByRole('radio', { name: '7: Very useful' }).check();
    await page.getByLabel(/^Category/).selectOption('Bug Report');
    await page.getByLabel(/^Your feedback/).fill('The results page did not load on my phone.');
    await page.getByLabel(/^Which tools or people/).fill('A spreadsheet');
    await page.getByLabel(/^Which features would you like/).fill('Dark mode');
    await expect(page.getByText('$0/month · Free only')).toBeVisible();
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });
});

test.describe('/profile in Spanish', () => {
  test('the switch turns the signed-in profile to Spanish: lang, axe, 390 px', async ({ page }) => {
    await dismissBeta(page);
    const email = `perfil.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
    await signInThroughApi(page, { name: 'Sofía Ramos', email, userType: 'Parent' });
    await visit(page, '/profile');
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeVisible();
    await expect(page).toHaveTitle('Tu perfil – Waypoint');
    await expect(
      page
        .getByText('Madre, padre o tutor', { exact: true })
        .or(page.getByText('Padre', { exact: true }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Becas guardadas' })).toBeVisible();
    await expect(page.getByText('Todavía no has guardado ninguna beca.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeVisible();
    await checkA11y(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
