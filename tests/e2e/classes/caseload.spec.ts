import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';
import { ok, personIn } from './people';

/*
 * The caseload: a verified educator with two classes opens every student in one list, starting with who needs
 * attention (a plan heading for an F, overdue work, a step untouched for 20 days), each with the reason in words;
 * reminds two chosen students after a confirmation; then reads it all in Spanish. Axe runs at 1366 px and 390 px,
 * and the page never scrolls sideways at 390 px.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Axe at the desktop width, then at 390 px with no sideways scroll, then back. */
async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe.configure({ timeout: 240_000 });

test('an educator opens the caseload on who needs attention, reminds two students, and reads it in Spanish', async ({ browser }) => {
  const id = unique();
  const educatorName = `Mr Okafor ${id}`;
  const educator = await personIn(browser);
  await signInThroughApi(educator.page, { name: educatorName, email: `edu.caseload.${id}@example.org`, userType: 'Educator' });
  await ok(educator.page.request.post('/api/educator/verification', { data: { school: 'Roosevelt High, counselor' } }));

  // The demo admin approves the request through the same API the review page uses.
  const admin = await personIn(browser);
  await signInThroughApi(admin.page, 'alex.admin@demo.waypoint.test');
  const queue = (await (await ok(admin.page.request.get('/api/admin/educators?status=pending'))).json()) as {
    items: { userId: string; name: string }[];
  };
  const applicant = queue.items.find((item) => item.name === educatorName)!;
  await ok(admin.page.request.post(`/api/admin/educators/${applicant.userId}/approve`));
  await admin.close();

  const newClass = async (name: string, gradeLevel: number) =>
    (
      (await (
        await ok(educator.page.request.post('/api/educator/classes', { data: { name, schoolYear: '2026-27', gradeLevel } }))
      ).json()) as {
        class: { id: string; joinCode: string };
      }
    ).class;
  const careers = await newClass(`Careers ${id}`, 11);
  const seminar = await newClass(`Seminar ${id}`, 12);
  const due = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
  await ok(educator.page.request.post(`/api/educator/classes/${seminar.id}/assignments`, { data: { step: 'career-quiz', dueOn: due } }));

  /** A student who joins the classes and saves their progress at the given time. */
  async function student(name: string, codes: string[], state: Record<string, unknown>, at = Date.now()) {
    const person = await personIn(browser);
    await signInThroughApi(person.page, { name, email: `student.caseload.${unique()}@example.org`, userType: 'Student' });
    for (const code of codes) await ok(person.page.request.post('/api/classes/join', { data: { code } }));
    const payload = Object.fromEntries(Object.entries(state).map(([key, value]) => [key, { value, updatedAt: at }]));
    await ok(person.page.request.put('/api/progress', { data: payload }));
    await person.close();
  }
  const ana = `Ana Borrow ${id}`;
  const ben = `Ben Behind ${id}`;
  const cy = `Cy Stalled ${id}`;
  await student(ana, [careers.joinCode], {
    journeyStarted: true,
    financialExpectations: { monthlyIncome: 2000, plannedDebt: 80_000, level: 'Comfortable' },
  });
  await student(ben, [careers.joinCode, seminar.joinCode], { journeyStarted: true });
  await student(cy, [careers.joinCode], { journeyStarted: true }, Date.now() - 20 * DAY);

  // From My classes to the caseload.
  const page = educator.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  await visit(page, '/educator');
  await page.getByRole('link', { name: 'See all your students in one list (caseload)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caseload' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Students in all your classes, with why each needs attention' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(ana);
  await expect(rows.nth(1)).toContainText(
    'Financial grade F: plans to borrow $80,000, 3.3 times the yearly pay they expect ($2,000 a month)',
  );
  await expect(rows.nth(2)).toContainText(ben);
  await expect(rows.nth(2)).toContainText(/Career quiz overdue by 10 days \(due .+, Seminar /);
  await expect(rows.nth(2)).toContainText(`Careers ${id}`);
  await expect(rows.nth(3)).toContainText(cy);
  await expect(rows.nth(3)).toContainText('No step finished in 20 days; next: Career quiz');
  await expect(page.getByText('3 students in your classes, 3 need attention. Showing 3 students.')).toBeVisible();
  await checkBothWidths(page);

  // Two chosen, a confirmation, then the outcome in words.
  await page.getByLabel(`Select ${ben}`).check();
  await page.getByLabel(`Select ${cy}`).check();
  await expect(page.getByText('2 students selected')).toBeVisible();
  await page.getByRole('button', { name: 'Remind the selected students' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remind 2 students?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Send reminders' }).click();
  await expect(page.getByText('Reminded 1 student of 1 assignment. 1 student has no assignment left to do.')).toBeVisible();
  await expect(page.getByText('No student selected')).toBeVisible();

  // Filters live in the address.
  await page.getByLabel('Show').selectOption('Everyone');
  await page.getByLabel('Class', { exact: true }).selectOption(`Seminar ${id}`);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(ben);
  await expect(page).toHaveURL(new RegExp(`show=all.*classId=${seminar.id}|classId=${seminar.id}.*show=all`));
  await checkA11y(page);

  // In Spanish.
  await page.getByLabel('Show').selectOption('Needs attention');
  await page.getByLabel('Class', { exact: true }).selectOption('Any class');
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Todos tus estudiantes' })).toBeVisible();
  const filas = page
    .getByRole('table', { name: 'Estudiantes de todas tus clases, con el motivo por el que cada quien necesita atención' })
    .getByRole('row');
  await expect(filas).toHaveCount(4);
  await expect(filas.nth(1)).toContainText(
    // Spanish for the United States writes numbers as English does.
    'Calificación financiera F: planea pedir prestados $80,000, 3.3 veces el sueldo anual que espera ($2,000 al mes)',
  );
  await expect(filas.nth(2)).toContainText(/Cuestionario de carreras: vencida hace 10 días/);
  await expect(filas.nth(3)).toContainText('Ningún paso terminado en 20 días; sigue: Cuestionario de carreras');
  await expect(page.getByText('3 estudiantes en tus clases; 3 necesitan atención. Se muestran 3 estudiantes.')).toBeVisible();
  await checkBothWidths(page);
  await educator.close();
});
