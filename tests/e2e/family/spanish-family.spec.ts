import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';
import { toSpanish } from '@tests/support/e2e-page';

/*
 * The family pages in Spanish. A student and a parent, each in their own browser, switch to
 * Spanish in the top bar (kept on the account); the invite, the parent's code form (its schema and server messages
 * included), the child's plan and the access log read in Spanish. `lang` and axe are checked on each page.
 */

test('a student and a parent use the family pages in Spanish', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const studentName = `Ana Estudiante ${unique()}`;
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: studentName, email: `es.family.student.${unique()}@example.org`, userType: 'Student' });
  await visit(page, '/profile');
  await toSpanish(page);
  const whoCanSee = page.getByRole('region', { name: 'Quién puede ver mis resultados' });
  await expect(whoCanSee.getByText('Nadie está vinculado a tu cuenta.')).toBeVisible();
  await whoCanSee.getByRole('button', { name: 'Invitar a una madre, padre o tutor' }).click();
  await expect(whoCanSee.getByText(/^Dale este código o enlace/)).toBeVisible();
  await expect(page.getByLabel('Enlace de invitación')).toHaveValue(/\/family\/join\//);
  await expect(whoCanSee.getByRole('button', { name: /^Cancelar/ })).toHaveCount(1);
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  await checkA11y(page);

  const context = await browser.newContext();
  const parent = await context.newPage();
  await parent.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(parent, {
    name: `Luis Padre ${unique()}`,
    email: `es.family.parent.${unique()}@example.org`,
    userType: 'Parent',
  });
  await visit(parent, '/family');
  await toSpanish(parent);
  await expect(parent.getByRole('heading', { level: 1, name: 'Tu familia' })).toBeVisible();
  await expect(parent.getByRole('heading', { name: 'Todavía no tienes hijos vinculados' })).toBeVisible();
  const codeField = parent.getByLabel('Código de invitación de tu hijo o hija');
  // The schema's message, then the server's 404, both in Spanish.
  await codeField.fill('abc');
  await parent.getByRole('button', { name: 'Vincular a mi hijo o hija' }).click();
  await expect(parent.getByText(/^Escribe el código de 8 caracteres/)).toBeVisible();
  await codeField.fill('ZZZZ-ZZZZ');
  await parent.getByRole('button', { name: 'Vincular a mi hijo o hija' }).click();
  await expect(parent.getByText(/^Ninguna invitación coincide con ese código/)).toBeVisible();
  await codeField.fill(code);
  await parent.getByRole('button', { name: 'Vincular a mi hijo o hija' }).click();
  await expect(parent.getByText(`Tu cuenta ya tiene vínculo con ${studentName}.`)).toBeVisible();
  const child = parent.getByRole('region', { name: studentName });
  await expect(child.getByRole('heading', { name: /^Progreso: \d+ % completo$/ })).toBeVisible();
  await expect(child).toContainText('Cuestionario de carreras');
  await expect(child).toContainText('Todavía no hay resultado del cuestionario de carreras.');
  await expect(child.getByRole('button', { name: /^Desvincular/ })).toBeVisible();
  await checkA11y(parent);
  await parent.setViewportSize({ width: 390, height: 844 });
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();

  // The student sees the parent's view in Spanish.
  await page.reload();
  const whoViewed = page.getByRole('region', { name: 'Quién vio mis resultados' });
  await expect(whoViewed.getByText(/\(rol: Madre, padre o tutor\)/).first()).toBeVisible();
  await expect(whoViewed).toContainText('Progreso, resultados, plan financiero');
  await checkA11y(page);
});
