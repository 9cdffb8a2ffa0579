import type { Page } from '@playwright/test';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * The counselor and the games in Spanish: a browser asking for Spanish gets the counselor
 * page in Spanish, asks in Spanish and the offline counselor answers in Spanish with Waypoint's
 * figures; a crisis message gets 988 in Spanish; the premium assessment page shows the games'
 * instructions in Spanish (Word Weaver says its words are English). `lang` and axe on each page.
 */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('betaNotificationDismissed', 'true');
    localStorage.setItem('feedbackPopupShown', 'true');
    localStorage.setItem('financialExpectations', JSON.stringify({ monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' }));
  });
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversación' });
const lastAnswer = (page: Page) => conversation(page).locator(':scope > li').last();

test.describe('Spanish (Accept-Language: es)', () => {
  test.use({ locale: 'es-US' });

  test('asks the counselor in Spanish and gets a Spanish answer with the same figures', async ({ page }) => {
    await prepare(page);
    await visit(page, '/ai-counselor');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Consejero con IA – Waypoint');
    await expect(page.getByRole('heading', { level: 1, name: 'Consejero con IA' })).toBeVisible();
    await expect(page.getByText('Consejero sin conexión.')).toBeVisible();
    // Starter questions are Spanish too.
    await expect(page.getByRole('button', { name: '¿Qué significa mi calificación financiera?' })).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Tu pregunta').fill('¿Cuánto pagaría al mes por $30,000 en préstamos?');
    await page.getByLabel('Tu pregunta').press('Enter');
    await expect(lastAnswer(page)).toContainText('Pago mensual:');
    await expect(lastAnswer(page)).toContainText('en préstamos federales');
    await expect(lastAnswer(page)).toContainText('$30,000');
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(lastAnswer(page).getByText(/^Datos usados \(\d+ fuentes?\)$/)).toBeVisible();

    await page.getByLabel('Tu pregunta').fill('a veces me quiero morir');
    await page.getByLabel('Tu pregunta').press('Enter');
    await expect(lastAnswer(page)).toContainText('Hay ayuda disponible');
    await expect(lastAnswer(page)).toContainText('marca 2');
    await expect(lastAnswer(page)).toContainText('AYUDA');
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await checkA11y(page);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the premium assessment page shows the games and their instructions in Spanish', async ({ page }) => {
    await prepare(page);
    await visit(page, '/full-assessment');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra carreras que van con tu forma de pensar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tejedor de palabras' })).toBeVisible();
    await expect(page.getByText(/Este juego usa palabras en inglés/)).toBeVisible();
    await expect(page.getByText('Recuerda una fila de dígitos que va creciendo', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión para empezar' })).toBeVisible();
    await checkA11y(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
