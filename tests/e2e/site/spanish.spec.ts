import type { Page } from '@playwright/test';
import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { checkA11y, expect, signInWithPopup, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * The languages: the first visit follows the browser's languages (Accept-Language),
 * the switch in the top bar and the mobile menu changes the language in place (answers kept), the
 * choice is remembered in the browser and on the account, and sign-in/sign-up speak Spanish,
 * validation errors included. `lang` and axe are checked on each page.
 */
const TOTAL = QUIZ_ITEMS.length;

async function expectLang(page: Page, lang: 'en' | 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** No beta popup over the page. */
async function dismissBeta(page: Page) {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
}

test.describe('a browser asking for Spanish (Accept-Language: es)', () => {
  test.use({ locale: 'es-US' });

  test('gets the shell and /signin in Spanish', async ({ page }) => {
    await dismissBeta(page);
    await visit(page, '/dashboard');
    await expectLang(page, 'es');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Evaluaciones' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByLabel('Idioma')).toHaveValue('es');
    await expect(page.getByRole('contentinfo')).toContainText('Sin anuncios ni rastreadores');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
    // The longer Spanish labels and the switch still fit the top bar where it shows (md and up).
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await visit(page, '/signin');
    await expectLang(page, 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en Waypoint' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continuar con / }).first()).toBeVisible();
    await expect(page).toHaveTitle('Iniciar sesión – Waypoint');
  });

  test('signs up in Spanish and sees Spanish validation errors', async ({ page }) => {
    test.slow();
    await dismissBeta(page);
    await signInWithPopup(page, { name: 'Ana Torres', email: uniqueEmail('ana') });

    await page.waitForURL(/\/signup$/);
    await expectLang(page, 'es');
    await expect(page).toHaveTitle('Completa tu perfil – Waypoint');
    await checkA11y(page);
    await page.getByLabel('Nombre completo').fill('');
    await page.getByRole('button', { name: 'Completar el perfil' }).click();
    await expect(page.getByRole('alert')).toHaveText('Completa todos los campos');

    await page.getByLabel('Nombre completo').fill('Ana Torres');
    await page.getByLabel('Estudiante', { exact: true }).check();
    await page.getByLabel('Mes', { exact: true }).selectOption('marzo');
    await page.getByLabel('Año', { exact: true }).fill('1850');
    await page.getByRole('button', { name: 'Completar el perfil' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escribe un año de nacimiento válido');
    await checkA11y(page);

    await page.getByLabel('Año', { exact: true }).fill('2008');
    await page.getByRole('button', { name: 'Completar el perfil' }).click();
    await page.waitForURL(/\/home$/);
    // Signed in (the bell and Profile in the bar), the Spanish bar still fits at 768 px.
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Perfil' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Signed in: the account keeps the language. Switch to English, forget the browser's choice: English stays.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile') && response.request().method() === 'PATCH');
    await page.getByRole('navigation', { name: 'Principal' }).getByLabel('Idioma').selectOption('en');
    expect((await saved).ok()).toBe(true);
    await expectLang(page, 'en');
    await page.evaluate(() => localStorage.removeItem('waypoint.language'));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectLang(page, 'en');
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});

test('the switch changes the language mid-quiz, keeps the answers, and the choice survives a reload', async ({ page }) => {
  await dismissBeta(page);
  await visit(page, '/career-quiz');
  await expectLang(page, 'en');
  // The switch fits the English top bar where it shows (md and up).
  await page.setViewportSize({ width: 768, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1280, height: 720 });
  const progress = page.getByRole('progressbar');
  for (let question = 1; question <= 3; question++) {
    await page.getByRole('radio', { name: 'Like', exact: true }).click();
    await expect(progress).toHaveAccessibleName(`Question ${question + 1} of ${TOTAL}`);
  }
  // A marker on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));

  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expectLang(page, 'es');
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page).toHaveURL(/\/career-quiz$/);
  await expect(progress).toHaveAccessibleName(`Pregunta 4 de ${TOTAL}`);
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('careerQuizAnswers') ?? '{}')).length)).toBe(3);
  await checkA11y(page);

  await page.reload();
  await expectLang(page, 'es');
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByLabel('Idioma')).toHaveValue('es');
  await expect(progress).toHaveAccessibleName(`Pregunta 4 de ${TOTAL}`);
});

test('the mobile menu has the switch too', async ({ page }) => {
  await dismissBeta(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/dashboard');
  await page.getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await sheet.getByLabel('Language').selectOption('es');
  await expectLang(page, 'es');
  await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Inicio' })).toBeVisible();
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
