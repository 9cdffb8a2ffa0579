import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, signInWithPopup, test, visit } from '@tests/e2e/fixtures';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';
import { unique } from '@tests/support/unique';
import { checkBothWidths, ok, personIn, verifyEducator } from './people';

/*
 * The one-page student report: a verified educator opens it from the roster (and from the caseload), reads it in the
 * student's language by default or switches it to their own, and prints it. window.print is replaced in the page
 * (the browser's print dialog is outside Waypoint); the button records the print first, and the browser's own print
 * command (its beforeprint event) is recorded once too. The student then finds the print in their access log, in
 * their language. Axe runs at 1366 px and at 390 px, where nothing scrolls sideways.
 */

test.use({ timezoneId: 'America/Chicago' });
test.describe.configure({ timeout: 240_000 });

type PrintWindow = { __prints?: number };

/** A student who joins the class with its code, in the given account language, with a quiz, a plan and a saved college. */
async function student(browser: Browser, name: string, code: string, language: 'en' | 'es') {
  // Signed up in an English browser (the helper reads the English form); the account language is set after.
  const person = await personIn(browser, { locale: 'en-US' });
  await signInAndCompleteProfile(person.page, { name, email: `student.report.${unique()}@example.org`, userType: 'Student' });
  await ok(person.page.request.patch('/api/profile', { data: { language } }));
  await ok(person.page.request.post('/api/classes/join', { data: { code } }));
  const updatedAt = Date.now() - 60_000;
  await ok(
    person.page.request.put('/api/progress', {
      data: {
        journeyStarted: { value: true, updatedAt },
        quizResult: { value: { topMajors: ['Mathematics'], hollandCode: 'IRC', topCareerCodes: ['15-1252.00'] }, updatedAt },
        financialExpectations: { value: { monthlyIncome: 2500, plannedDebt: 45_000, level: 'Comfortable' }, updatedAt },
      },
    }),
  );
  const colleges = (await (await ok(person.page.request.get('/api/colleges?pageSize=1'))).json()) as { items: { unitId: number }[] };
  await ok(person.page.request.put(`/api/saved/colleges/${colleges.items[0]!.unitId}`));
  return person;
}

/** Replaces window.print before any script runs: counts the calls instead of opening the dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      (window as PrintWindow).__prints = ((window as PrintWindow).__prints ?? 0) + 1;
    };
  });
}

test("an educator opens a Spanish-speaking student's report from the roster, reads it in either language and prints it", async ({
  page,
  browser,
}) => {
  const id = unique();
  const educatorName = `Mr Reyes ${id}`;
  const studentName = `Lucía Report ${id}`;
  const className = `Careers ${id}`;

  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await stubPrint(page);
  await signInAndCompleteProfile(page, { name: educatorName, email: `edu.report.${id}@example.org`, userType: 'Educator' });
  await verifyEducator(browser, page, educatorName, 'Lincoln High School, counselor');
  const cls = (
    (await (
      await ok(
        page.request.post('/api/educator/classes', {
          data: { name: className, schoolYear: '2026-27', gradeLevel: 11, timeZone: 'America/Chicago' },
        }),
      )
    ).json()) as { class: { id: string; joinCode: string } }
  ).class;
  const learner = await student(browser, studentName, cls.joinCode, 'es');

  // From the roster to the report, at the desktop width.
  await page.setViewportSize({ width: 1366, height: 900 });
  await visit(page, `/educator/classes/${cls.id}`);
  await page
    .getByRole('row', { name: new RegExp(studentName) })
    .getByRole('link', { name: `One-page report ${studentName}` })
    .click();
  // The page around it stays in English; the report itself opens in the student's language.
  const report = page.getByRole('article');
  await expect(report.getByRole('heading', { level: 1, name: `Informe del estudiante: ${studentName}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[lang="es"]').getByRole('article')).toBeVisible();
  await expect(page.getByLabel("The student's (Spanish)")).toBeChecked();
  await expect(report).toContainText('Código Holland IRC: Investigador, Realista y Convencional');
  await expect(report).toContainText('Salario: mediana de todos los trabajadores de la carrera.');
  await expect(report).toContainText('Todavía no hizo el cuestionario de universidades.');
  await expect(report.getByTestId('report-printed')).toContainText('hora de America/Chicago');
  await checkBothWidths(page);

  // Switched to the educator's own language.
  await page.getByLabel('Mine (English)').check();
  await expect(report.getByRole('heading', { level: 1, name: `Student report: ${studentName}` })).toBeVisible();
  await expect(page.locator('[lang="en"]').getByRole('article')).toBeVisible();
  await expect(report).toContainText('Holland code IRC: Investigative, Realistic, and Conventional');
  await expect(report).toContainText('Has not taken the college quiz yet.');
  await expect(report.getByTestId('report-grade')).toContainText('Grade');
  await checkBothWidths(page);

  // Print: recorded first, then the (stubbed) dialog; the browser's own print command is recorded once more.
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  await expect.poll(() => page.evaluate(() => (window as PrintWindow).__prints ?? 0)).toBe(1);
  const printLogged = page.waitForResponse((response) => response.url().endsWith('/report/prints') && response.status() === 204);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await printLogged;
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // The student reads both prints and the view in their access log, in Spanish.
  await visit(learner.page, '/profile');
  await expect(learner.page.locator('html')).toHaveAttribute('lang', 'es');
  const views = learner.page.getByRole('list', { name: 'Consultas de tus resultados, de la más reciente a la más antigua' });
  const printed = views.getByRole('listitem').filter({ hasText: 'Imprimió (o guardó como PDF) el informe de una página sobre ti' });
  await expect(printed).toHaveCount(2);
  await expect(printed.first()).toContainText(`${educatorName} (rol: Educador)`);
  await expect(views.getByRole('listitem').filter({ hasText: /: El informe de una página sobre ti/ })).toHaveCount(1);
  await checkBothWidths(learner.page);
  await learner.close();
});

test.describe('an educator who reads Spanish', () => {
  test.use({ locale: 'es-US' });

  test("opens an English-speaking student's report from the caseload at 390 px, in English first, then in Spanish", async ({
    page,
    browser,
  }) => {
    const id = unique();
    const educatorName = `Sra. Campos ${id}`;
    const studentName = `Noah Report ${id}`;

    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    await stubPrint(page);
    await signInWithPopup(page, { name: educatorName, email: `edu.report.es.${id}@example.org` });
    await page.waitForURL(/\/signup$/);
    await page.getByLabel('Nombre completo').fill(educatorName);
    await page.getByLabel('Educador', { exact: true }).check();
    await page.getByRole('button', { name: 'Completar el perfil' }).click();
    await page.waitForURL(/\/home$/);
    await verifyEducator(browser, page, educatorName, 'Lincoln High School, counselor');
    const cls = (
      (await (
        await ok(page.request.post('/api/educator/classes', { data: { name: `Seminario ${id}`, schoolYear: '2026-27', gradeLevel: 12 } }))
      ).json()) as { class: { id: string; joinCode: string } }
    ).class;
    const learner = await student(browser, studentName, cls.joinCode, 'en');
    await learner.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/educator/caseload?show=all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: `Informe de una página ${studentName}, Seminario ${id}` }).click();
    const report = page.getByRole('article');
    await expect(report.getByRole('heading', { level: 1, name: `Student report: ${studentName}` })).toBeVisible();
    await expect(page.getByLabel('El del estudiante (inglés)')).toBeChecked();
    await expect(report).toContainText('UTC time');
    await checkBothWidths(page);

    await page.getByLabel('El mío (español)').check();
    await expect(report.getByRole('heading', { level: 1, name: `Informe del estudiante: ${studentName}` })).toBeVisible();
    await expect(report).toContainText('Especialidades elegidas');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkA11y(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Imprimir o guardar como PDF' }).click();
    await expect.poll(() => page.evaluate(() => (window as PrintWindow).__prints ?? 0)).toBe(1);
  });
});
