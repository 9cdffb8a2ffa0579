import type { Page } from '@playwright/test';
import { checkA11y, expect, signUpInSpanish, test, visit } from '@tests/e2e/fixtures';

/*
 * The forum in Spanish. The forum stays one community: a post written in Spanish shows
 * an ES badge, and the list filters by language (kept in the address). `lang` and axe are checked.
 */
const title = `¿Cómo comparo las ofertas de ayuda? ${Date.now().toString(36)}`;

async function expectLang(page: Page, lang: 'en' | 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.describe('the forum in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('post a thread in Spanish, see its ES badge, and filter the forum by language', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));

    await visit(page, '/forum');
    await expectLang(page, 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Foro' })).toBeVisible();
    await expect(page).toHaveTitle('Foro – Waypoint');
    await checkA11y(page);

    await signUpInSpanish(page, {
      name: 'Lucía Ramírez',
      email: `lucia.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`,
      birthYear: '2008',
    });
    await visit(page, '/add-post');
    await expectLang(page, 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva publicación en el foro' })).toBeVisible();
    // The post's language starts as the active language.
    await expect(page.getByLabel('Idioma de la publicación')).toHaveValue('es');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Escribe un título de al menos 5 caracteres')).toBeVisible();
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Categoría').selectOption({ label: 'Cómo pagar la universidad y becas' });
    await page.getByLabel('Tu publicación', { exact: true }).fill('Me llegaron dos cartas de ayuda financiera y no sé cuál conviene más.');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Publicar' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectLang(page, 'es');
    const badge = page.getByRole('article').getByTestId('post-language');
    await expect(badge).toHaveText(/ES/);
    await expect(badge).toHaveAttribute('title', 'Español');
    await expect(badge.locator('.sr-only')).toHaveText('Español');
    await expect(page.getByText('Tu publicación ya está en línea', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '0 respuestas' })).toBeVisible();
    await checkA11y(page);

    // The list: the language filter, kept in the address.
    await visit(page, '/forum');
    const filter = page.getByRole('main').getByLabel('Idioma', { exact: true });
    await expect(filter.locator('option')).toHaveText(['Todos los idiomas', 'Inglés', 'Español']);
    await filter.selectOption({ label: 'Español' });
    await expect(page).toHaveURL(/[?&]language=es/);
    // The unfiltered list stays on screen until the filtered one arrives (it holds the new post too): wait for the
    // other languages' badges to go before reading the rest.
    const badges = page.getByRole('region', { name: 'Publicaciones' }).getByTestId('post-language');
    await expect(badges.filter({ hasNotText: /^ES/ })).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('post-language')).toHaveText(/ES/);
    for (const text of await badges.allTextContents()) expect(text).toMatch(/^ES/);
    await checkA11y(page);

    await page.reload();
    await expect(filter).toHaveValue('es');
    await expect(card).toBeVisible();

    await filter.selectOption({ label: 'Inglés' });
    await expect(page).toHaveURL(/[?&]language=en/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    // Long Spanish labels still fit a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/forum?language=es');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visit(page, '/add-post');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
