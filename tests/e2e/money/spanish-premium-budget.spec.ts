import { checkA11y, expect, saveCollegeAndExpectations, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';
import { expectNoHorizontalScroll, toSpanish } from '@tests/support/e2e-page';

/*
 * The premium budget page in Spanish. A signed-in student switches to Spanish in
 * the top bar; the form, its schema messages, the totals, the careers table and the save toast read in
 * Spanish, money in the Spanish locale's format. `lang`, axe and 390 px (no horizontal scroll) are checked.
 */

test('a student builds the premium budget in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Beatriz Presupuesto', email: `es.budget.${unique()}@example.org`, userType: 'Student' });
  await page.evaluate(() =>
    localStorage.setItem('quizResult', JSON.stringify({ topMajors: [], topCareerCodes: ['15-1252.00', '29-1141.00'] })),
  );
  await visit(page, '/premium/financial-expectations');
  await toSpanish(page);

  await expect(page).toHaveTitle('Expectativas financieras premium – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu presupuesto después de la escuela');
  await page.getByLabel('Dónde piensas vivir').selectOption('West');
  await expect(page.getByText(/^Oeste: Alaska, Arizona, California/)).toBeVisible();
  await expect(page.getByText(/Un hogar aquí tenía en promedio 2\.6 personas/)).toBeVisible();
  const housing = page.getByLabel('Vivienda (al mes)');
  await expect(housing).toHaveValue('1030');

  // The schema's English message, shown in Spanish.
  await page.getByLabel('Ropa y servicios (al mes)').fill('');
  await page.getByRole('button', { name: 'Guardar mi presupuesto' }).click();
  await expect(page.getByText('Escribe una cantidad mensual para ropa y servicios.')).toBeVisible();
  await expect(page.getByText('Corrige los campos marcados abajo.')).toBeVisible();
  await page.getByLabel('Ropa y servicios (al mes)').fill('50');
  await page.getByLabel('Cuidado personal (al mes)').fill('40');
  await page.getByLabel('Educación y otros (al mes)').fill('0');
  await housing.fill('1,500');

  const totals = page.getByRole('region', { name: 'Tus totales' });
  await expect(totals.getByText('Presupuesto mensual')).toBeVisible();
  await expect(page.getByText('2 de 2 carreras pagan lo suficiente para este presupuesto.')).toBeVisible();
  const careers = page.getByRole('region', { name: '¿Pueden tus carreras pagarlo?' });
  await expect(careers.getByRole('columnheader', { name: '¿Cubre tu presupuesto?' })).toBeVisible();
  await expect(careers.getByRole('cell', { name: 'Sí' }).first()).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Guardar mi presupuesto' }).click();
  await expect(page.getByText('Presupuesto guardado', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Guardado por última vez/)).toBeVisible();

  await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('¿Empezar de nuevo con las cifras típicas?')).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Conservar mis cambios' }).click();

  await expectNoHorizontalScroll(page, { phone: true });
  await checkA11y(page);
});

test('the money plan page reads in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Mateo Plan', email: `es.moneyplan.${unique()}@example.org`, userType: 'Student' });
  await visit(page, '/money-plan');
  await toSpanish(page);
  await expect(page).toHaveTitle('Plan de dinero familiar – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu plan de dinero familiar');
  await expect(page.getByText(/^Decide con tu familia cómo se pagaría cada universidad/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'tu perfil' })).toHaveAttribute('href', '/profile#who-can-see');
  await checkA11y(page);
  await expectNoHorizontalScroll(page, { phone: true });
});

test('a student fills the family money plan in Spanish and reads a college card', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const origin = { origin: baseURL! };
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Lucía Plan', email: `es.moneyplan.card.${unique()}@example.org`, userType: 'Student' });

  // A bachelor's college with a net price on the list, and an expected income on the student's financial expectations.
  const college = await saveCollegeAndExpectations(page, origin);

  await visit(page, '/money-plan');
  await toSpanish(page);
  const plan = page.getByRole('region', { name: 'Plan de dinero familiar' });
  await expect(plan.getByText(/^Nadie las ha escrito todavía: el plan de abajo las cuenta como \$0\./)).toBeVisible();

  // The schema's English message, shown in Spanish.
  const contribution = plan.getByLabel(/^Contribución familiar por año \(en dólares\)/);
  await contribution.fill('12.5');
  await plan.getByRole('button', { name: 'Guardar las cifras' }).click();
  await expect(plan.getByText('Escribe la contribución anual en dólares enteros, sin centavos')).toBeVisible();
  await contribution.fill('5,000');
  await plan.getByLabel(/^Ahorros para la universidad/).fill('10000');
  await plan.getByRole('button', { name: 'Guardar las cifras' }).click();
  await expect(plan.getByText('Guardado. Todos los que pueden ver este plan ya ven estas cifras.')).toBeVisible();
  await expect(plan.getByText(/^Guardado por última vez por Lucía Plan el /)).toBeVisible();

  const gap = Math.max(0, college.averageNetPrice! * 4 - 5000 * 4 - 10000);
  const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  const card = plan.getByRole('article', { name: college.name });
  await expect(card).toContainText('Planeado como licenciatura (bachelor’s): 4 años');
  await expect(card).toContainText(
    `Precio neto × 4 años${usd(college.averageNetPrice!)} al año × 4 = ${usd(college.averageNetPrice! * 4)}`,
  );
  await expect(card).toContainText(`Diferencia por cubrir${usd(gap)}`);
  await expect(card).toContainText('1. Préstamos federales directos del estudiante');
  await expect(card).toContainText('2. Préstamos Parent PLUS');
  await expect(card).toContainText('Pago mensual del estudiante');
  await expect(card).toContainText(/Plan de pago estándar por niveles: \$[\d,.]+ durante \d+ años al [\d.]+ %/);
  await expect(card).toContainText('Plan de Asistencia de Reembolso (RAP), primer año:');
  await expect(card).toContainText(/Sueldo: \$[\d,]+ al año \((primer año después de la graduación|mediana de todos los trabajadores)\)/);
  await expect(card).toContainText(/Calificación financiera.*[A-F][+-]? \(Riesgo/s);
  await expect(card).toContainText('Los préstamos Parent PLUS no pueden usar el Plan de Asistencia de Reembolso (RAP)');
  await expect(card.getByText(/^Fuentes?: /).first()).toBeVisible();
  await expect(card).not.toContainText(/Gap to fill|Direct Loans|Tiered Standard|No loan|a year ×/);
  await page.getByText('Cómo se calcula el plan').click();
  await expect(plan.getByText(/según las reglas para préstamos hechos desde el 1 de julio de 2026/)).toBeVisible();
  await checkA11y(page);

  // Someone else saves first: the server's 409 message reads in Spanish and the reload button appears.
  const bumped = await page.request.put('/api/money-plan/mine', {
    headers: origin,
    data: { contributionPerYear: 6000, savings: 10000, extraGrants: 0, familyIncome: null, subsidizedEligibility: 'not-sure', version: 1 },
  });
  expect(bumped.status()).toBe(200);
  await contribution.fill('7000');
  await plan.getByRole('button', { name: 'Guardar las cifras' }).click();
  await expect(plan.getByText(/^Otra persona de tu familia guardó el plan de dinero después de que lo abriste/)).toBeVisible();
  await plan.getByRole('button', { name: 'Cargar las cifras más recientes' }).click();
  await expect(contribution).toHaveValue('6000');
  await checkA11y(page);
  await expectNoHorizontalScroll(page, { phone: true });
  await checkA11y(page);
});
