import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';

/*
 * Classes and mentorship in Spanish: an educator and an admin switch to Spanish, the
 * educator's class page reads Spanish; a student switches to Spanish and joins through the Spanish
 * consent screen; Meet professionals is in Spanish for a browser that asks for it. `lang`, axe and
 * the 390 px width are checked on each page.
 */

async function personIn(browser: Browser, locale?: string) {
  const context = await browser.newContext(locale ? { locale } : {});
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  return { page, close: () => context.close() };
}

/** The switch in the top bar: the page re-renders in Spanish and the account remembers it. */
async function switchToSpanish(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

async function fitsAt390(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe.configure({ timeout: 180_000 });

test('in Spanish: an educator is verified and opens a class, a student joins through the consent screen', async ({ page, browser }) => {
  const educatorName = `Sra. Rivera ${unique()}`;
  const studentName = `Sofía Estudiante ${unique()}`;
  const className = `Carreras ${unique()}`;

  const educator = await personIn(browser);
  await signInThroughApi(educator.page, { name: educatorName, email: `edu.es.${unique()}@example.org`, userType: 'Educator' });
  await visit(educator.page, '/educator');
  await switchToSpanish(educator.page);
  await expect(educator.page.getByRole('heading', { name: 'Tu cuenta de educador todavía no está verificada' })).toBeVisible();
  await educator.page.getByLabel('Tu escuela y tu puesto ahí').fill('Lincoln High School, maestra de orientación');
  await educator.page.getByRole('button', { name: 'Pedir la verificación' }).click();
  await expect(educator.page.getByRole('button', { name: 'Actualizar mi solicitud' })).toBeVisible();
  await expect(educator.page).toHaveTitle(/^Mis clases/);
  await checkA11y(educator.page);

  // A Spanish browser, not the switch: the shared demo admin account must not save a language (it wins on every
  // later sign-in, and other tests read that account's pages in English).
  const admin = await personIn(browser, 'es-US');
  await signInThroughApi(admin.page, 'alex.admin@demo.waypoint.test');
  await visit(admin.page, '/admin/educators');
  await expect(admin.page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Verificación de educadores' })).toBeVisible();
  await admin.page.getByRole('button', { name: `Aprobar ${educatorName}` }).click();
  await expect(admin.page.getByRole('button', { name: `Aprobar ${educatorName}` })).toHaveCount(0);
  await checkA11y(admin.page);
  await admin.close();

  // The account remembers Spanish: the next visit is in Spanish without the switch.
  await visit(educator.page, '/educator');
  await expect(educator.page.locator('html')).toHaveAttribute('lang', 'es');
  await educator.page.getByLabel('Nombre de la clase').fill(className);
  await educator.page.getByLabel('Grado', { exact: true }).selectOption('11.º grado');
  await educator.page.getByRole('button', { name: 'Crear la clase' }).click();
  const code = (await educator.page.getByTestId('class-code').first().textContent())!.trim();
  await expect(educator.page.getByText('Código para unirse (los estudiantes lo escriben en Unirme a una clase):')).toBeVisible();
  await checkA11y(educator.page);
  await fitsAt390(educator.page);

  // The student switches to Spanish and joins.
  await signInThroughApi(page, { name: studentName, email: `student.es.${unique()}@example.org`, userType: 'Student' });
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await visit(page, '/classes/join');
  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Unirme a una clase' })).toBeVisible();
  await page.getByLabel('Código de la clase que te dio tu maestro o maestra').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Continuar' }).click();
  const consent = page.getByRole('region', { name: `¿Unirte a ${className}?` });
  await expect(consent).toContainText(`Si te unes, ${educatorName} verá:`);
  await expect(consent).toContainText('11.º grado');
  await expect(consent).toContainText('Tu correo electrónico ni ningún dato de contacto');
  await expect(consent).toContainText('Quién vio mis resultados');
  await checkA11y(page);
  await fitsAt390(page);
  await page.getByRole('button', { name: 'Acepto, unirme a la clase' }).click();
  await page.waitForURL(/\/profile/);
  await expect(page.getByRole('list', { name: 'Clases en las que estás' })).toContainText(className);

  // The educator's class page, in Spanish, lists the student.
  await visit(educator.page, '/educator');
  await educator.page.getByRole('link', { name: className }).click();
  await expect(educator.page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await expect(educator.page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(educator.page.getByText('11.º grado · 1 estudiante')).toBeVisible();
  await expect(educator.page.getByRole('heading', { name: 'Lista de la clase' })).toBeVisible();
  await expect(educator.page.getByRole('row', { name: new RegExp(studentName) })).toContainText('0 de 5 pasos');
  await expect(educator.page.getByRole('link', { name: 'Descargar la lista (CSV)' })).toBeVisible();
  await expect(educator.page.getByRole('figure', { name: /Avance de la clase/ })).toBeVisible();
  await educator.page.getByLabel('Paso que deben terminar').selectOption('Cuestionario de universidades');
  await educator.page.getByLabel('Fecha de entrega').fill('2026-12-15');
  await educator.page.getByRole('button', { name: 'Asignar la tarea' }).click();
  await expect(educator.page.getByText('Terminar «Cuestionario de universidades» antes del 15 dic 2026')).toBeVisible();
  await checkA11y(educator.page);
  await fitsAt390(educator.page);
  await educator.close();
});

test.describe('a browser asking for Spanish', () => {
  test.use({ locale: 'es-US' });

  test('Meet professionals is in Spanish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    await visit(page, '/professional-meetings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Conoce a profesionales' })).toBeVisible();
    await expect(page).toHaveTitle(/^Conoce a profesionales/);
    const filters = page.getByRole('search', { name: 'Filtrar profesionales' });
    await expect(filters.getByLabel('Sector')).toContainText('Tecnología de la información');
    await expect(filters.getByLabel('Tema')).toContainText('Cómo elegir una especialidad');
    await expect(filters.getByLabel('Tiene horario semanal el')).toContainText('lunes (su hora)');
    await expect(page.getByText('Cualquiera puede ver la lista.')).toBeVisible();
    await checkA11y(page);
    await fitsAt390(page);
  });
});
