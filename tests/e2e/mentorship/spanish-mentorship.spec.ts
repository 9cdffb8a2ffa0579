import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, signUpInSpanish, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';

/*
 * Mentorship in Spanish. The professional registration form (labels, the schema's
 * validation messages shown in Spanish, the saved status) and the admin review page. `lang`,
 * axe and no horizontal scroll at 390 px are checked on each page.
 */

async function expectLang(page: Page, lang: 'en' | 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.describe('mentorship in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the professional registration form: Spanish labels, a Spanish validation error, then the saved status', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    const name = `Lucía Rivera ${unique()}`;
    await signUpInSpanish(page, { name, email: `pro.${unique()}@example.org`, birthYear: '2000' });

    await visit(page, '/professional-registration');
    await expectLang(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro de profesionales');
    await expect(page).toHaveTitle('Registro de profesionales – Waypoint');
    await checkA11y(page);

    // Sent empty: the schema's English messages are shown in Spanish.
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByText('Tu nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('Debes aceptar el código de conducta para mentores')).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Tu nombre').fill(name);
    await page.getByLabel('Puesto').fill('Desarrolladora de software');
    await page.getByLabel('Empleador').fill('Rivera Labs');
    await page.getByLabel('Sector').selectOption({ label: 'Tecnología de la información' });
    await page.getByLabel('Buscar carreras').fill('software');
    const career = page.getByLabel('Carrera', { exact: true });
    await expect(career.locator('option')).not.toHaveCount(1);
    await career.selectOption({ index: 1 });
    await page.getByLabel('Años de experiencia').fill('8');
    await page.getByLabel(/LinkedIn o página web/).fill('https://www.linkedin.com/in/lucia-rivera');
    await page.getByLabel('Biografía breve').fill('Hago aplicaciones web para hospitales y doy un club de programación los sábados.');
    await page.getByLabel('Un día en el trabajo').check();
    await page.getByLabel('Acepto el código de conducta para mentores').check();
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();

    await expect(page.getByRole('heading', { name: 'Estado: En revisión' })).toBeVisible();
    await expect(page.getByText('Tu solicitud se guardó.')).toBeVisible();
    await expectLang(page, 'es');
    await checkA11y(page);
    await expectNoHorizontalScroll(page, { phone: true });
    await page.getByRole('button', { name: 'Editar la solicitud' }).click();
    await expect(page.getByRole('button', { name: 'Guardar y enviar a revisión' })).toBeVisible();
    await expectNoHorizontalScroll(page, { phone: true });
  });

  test('/admin/professionals in Spanish for an admin', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    await signInThroughApi(page, 'alex.admin@demo.waypoint.test');
    await visit(page, '/admin/professionals');
    await expectLang(page, 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Profesionales' })).toBeVisible();
    await expect(page).toHaveTitle('Profesionales (administración) – Waypoint');
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mensajes retenidos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bandeja de salida' })).toBeVisible();
    await expect(page.getByLabel('Mostrar').locator('option')).toHaveText(['Pendiente', 'Aprobada', 'Rechazada', 'Suspendida', 'Todas']);
    await checkA11y(page);
    await expectNoHorizontalScroll(page, { phone: true });
  });
});
