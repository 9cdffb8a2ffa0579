import type { Page } from '@playwright/test';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';

/*
 * The money pages in Spanish: the repayment calculator end to end (values typed, the
 * best plan, the plan cards, the eligibility table and the schedule), the safe-borrowing page and
 * the free assessment's financial expectations step. `lang`, axe and 390 px are checked on each.
 */
async function dismissBeta(page: Page) {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
}

async function expectSpanishPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await checkA11y(page);
}

test.describe('the money pages in Spanish (Accept-Language: es)', () => {
  test.use({ locale: 'es-US' });

  test('the repayment calculator: enter loans and pay, see the best plan, the plans and the schedule', async ({ page }) => {
    test.slow();
    await dismissBeta(page);
    await visit(page, '/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de pagos de préstamos estudiantiles' })).toBeVisible();
    await expect(page).toHaveTitle(/^Calculadora de pagos de préstamos estudiantiles/);
    await expect(page.getByText('Préstamo de ejemplo:')).toBeVisible();
    await expect(page.getByTestId('best-plan')).toHaveText(/^Para este préstamo de ejemplo, el mejor plan es /);

    // Replace the example with a loan of one's own, from before July 2026, and a salary.
    await page.getByLabel('Monto ($)').first().fill('40000');
    await page.getByLabel('Tasa de interés (%)').first().fill('6.39');
    await page.getByLabel('Primer desembolso').first().selectOption('before-2026-07-01');
    await page.getByLabel('Sueldo inicial esperado ($ al año)').fill('52000');
    await page.getByLabel('Tamaño de la familia').fill('2');

    await expect(page.getByTestId('best-plan')).toHaveText(
      /^Tu mejor plan es .+: \$[\d,.]+ al mes al principio y \$[\d,.]+ pagados en total/,
    );
    for (const name of ['Estándar (10 años)', 'Gradual (10 años)', 'Extendido (25 años)', 'Plan de Asistencia de Reembolso (RAP)']) {
      const card = page.getByRole('article', { name, exact: true });
      await expect(card).toContainText('Primer pago mensual');
      await expect(card).toContainText('Total pagado');
    }
    await expect(page.getByRole('row', { name: /^Estándar escalonado/ })).toContainText('No disponible');
    await expect(page.getByRole('table', { name: 'Qué planes de pago federales puedes usar' })).toBeVisible();

    // The payment schedule opens a year into its months.
    await expect(page.getByRole('heading', { name: 'Calendario de pagos', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Año 1 meses' }).click();
    await expect(page.getByRole('rowheader', { name: 'Mes 12' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Saldo del préstamo a lo largo del tiempo, por plan de pago' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fuentes y supuestos' })).toBeVisible();

    // A field that is not a number says so in Spanish (the schema's English stays the identifier).
    await page.getByLabel('Aumento de sueldo (% al año)').fill('mucho');
    await expect(page.getByText('Escribe el aumento de sueldo en porcentaje, por ejemplo 2 (o 0)')).toBeVisible();
    await page.getByLabel('Aumento de sueldo (% al año)').fill('0');

    await expectSpanishPage(page);
    await expectNoHorizontalScroll(page, { phone: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the safe-borrowing page gives its limit and grades in Spanish', async ({ page }) => {
    await dismissBeta(page);
    await visit(page, '/debt-calculator?salary=52000&years=4&grade=A');
    await expect(page.getByRole('heading', { level: 1, name: '¿Cuánto puedo pedir prestado sin riesgo?' })).toBeVisible();
    await expect(page.getByTestId('safe-debt')).toHaveText(/^\$[\d,.]+$/);
    await expect(
      page.getByText(/^Lo máximo que podrías pedir prestado en total y mantener la calificación A \(Riesgo bajo\)/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Todas las calificaciones con este sueldo' })).toBeVisible();
    await expectSpanishPage(page);
    await expectNoHorizontalScroll(page, { phone: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the free financial expectations step renders in Spanish and grades as you type', async ({ page }) => {
    await dismissBeta(page);
    await visit(page, '/financial-expectations');
    await expect(page.getByRole('heading', { level: 1, name: 'Expectativas financieras' })).toBeVisible();
    await expect(page.getByText('Evaluación gratuita · Paso 3 de 3')).toBeVisible();
    await page.getByLabel('Ingreso mensual esperado, antes de impuestos').fill('4000');
    await page.getByLabel('Deuda estudiantil total que planeas').fill('24000');
    await expect(page.getByTestId('live-grade')).toContainText('Deuda sobre ingresos:');
    await expect(page.getByTestId('live-grade')).toContainText('Riesgo bajo');
    await page.getByLabel('Ingreso mensual esperado, antes de impuestos').fill('abc');
    await page.getByLabel('Deuda estudiantil total que planeas').focus();
    await expect(page.getByText('Escribe tu ingreso mensual esperado como una cantidad en dólares, por ejemplo 4200.')).toBeVisible();
    await expectSpanishPage(page);
    await expectNoHorizontalScroll(page, { phone: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the student debt facts page gives its figures and sources in Spanish', async ({ page }) => {
    await dismissBeta(page);
    await visit(page, '/debt-facts');
    await expect(page.getByRole('heading', { level: 1, name: 'Datos sobre la deuda estudiantil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'El préstamo estudiantil federal promedio' })).toBeVisible();
    await expect(page.getByText('1.66 billones de dólares', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Fuentes?:/).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Límites anuales de los préstamos directos con y sin subsidio' })).toBeVisible();
    await expectSpanishPage(page);
    await expectNoHorizontalScroll(page, { phone: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
