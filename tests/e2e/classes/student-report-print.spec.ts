import type { Page } from '@playwright/test';
import { expect, signInAndCompleteProfile, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';
import { checkBothWidths, ok, personIn, verifyEducator } from './people';

/*
 * The student report is for a parent conference: a counselor prints it and hands over one sheet. A full record
 * (ten career matches, five majors, nine saved colleges, twelve college-quiz matches, a money plan with the family's
 * income, a graded plan whose debt goes past the federal limits, three assignments) is printed to PDF on Letter and
 * on A4, in Spanish (the student's language, the longer text) and in English, and each PDF must have exactly one
 * page. The longest career titles, major names and college names of the catalog are picked on purpose, so the test
 * stands for the worst page a counselor could print, not a lucky one.
 */

test.use({ timezoneId: 'America/Chicago' });
test.describe.configure({ timeout: 300_000 });

/**
 * Pages of a PDF as Chromium writes it: its page tree lists each page as an uncompressed `/Type /Page` object (the
 * tree's root is `/Type /Pages`, which the lookahead leaves out).
 */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** The n entries whose text is longest: the widest rows the report can be given. */
function longest<T>(items: readonly T[], text: (item: T) => string, n: number): T[] {
  return [...items].sort((a, b) => text(b).length - text(a).length).slice(0, n);
}

async function printedPages(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const letter = pdfPageCount(await page.pdf({ format: 'Letter' }));
  const a4 = pdfPageCount(await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
  return { letter, a4 };
}

test('a full student record prints on one Letter page and one A4 page, in Spanish and in English', async ({ page, browser }) => {
  const id = unique();
  const educatorName = `Ms Alvarado ${id}`;
  const studentName = `Guadalupe Report ${id}`;

  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  // The print button is not pressed here, but page.pdf is a print: nothing may open a dialog.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signInAndCompleteProfile(page, { name: educatorName, email: `edu.print.${id}@example.org`, userType: 'Educator' });
  await verifyEducator(browser, page, educatorName, 'Roosevelt High School, counselor');
  const cls = (
    (await (
      await ok(
        page.request.post('/api/educator/classes', {
          data: { name: `Senior Seminar ${id}`, schoolYear: '2026-27', gradeLevel: 12, timeZone: 'America/Chicago' },
        }),
      )
    ).json()) as { class: { id: string; joinCode: string } }
  ).class;
  // Due long ago (done late), due next year (done on time), and one the student has not done.
  for (const [step, dueOn] of [
    ['career-quiz', '2030-06-01'],
    ['college-quiz', '2026-01-15'],
    ['premium-journey', '2030-06-01'],
  ] as const)
    await ok(page.request.post(`/api/educator/classes/${cls.id}/assignments`, { data: { step, dueOn } }));

  const learner = await personIn(browser, { locale: 'en-US' });
  const lp = learner.page;
  await signInAndCompleteProfile(lp, { name: studentName, email: `student.print.${id}@example.org`, userType: 'Student' });
  await ok(lp.request.patch('/api/profile', { data: { language: 'es' } }));
  const membership = (await (await ok(lp.request.post('/api/classes/join', { data: { code: cls.joinCode } }))).json()) as {
    membership: { id: string };
  };

  const careers = (await (await ok(lp.request.get('/api/careers?pageSize=100'))).json()) as { items: { socCode: string; title: string }[] };
  const majors = (await (await ok(lp.request.get('/api/majors'))).json()) as { items: { cip: string; name: string }[] };
  const colleges = (await (await ok(lp.request.get('/api/colleges?pageSize=100'))).json()) as {
    items: { unitId: number; name: string; city: string | null }[];
  };
  const topCareers = longest(careers.items, (career) => career.title, 10);
  const topMajors = longest(majors.items, (major) => major.name, 5);
  const wide = longest(colleges.items, (college) => `${college.name} ${college.city ?? ''}`, 18);
  // Twelve matches; nine saved colleges, three of them also matches (a student saves some of what the quiz found).
  const matches = wide.slice(0, 12);
  const saved = [...wide.slice(0, 3), ...wide.slice(12, 18)];
  const updatedAt = Date.now() - 60_000;
  await ok(
    lp.request.put('/api/progress', {
      data: {
        journeyStarted: { value: true, updatedAt },
        quizResult: {
          value: {
            topMajors: topMajors.map((major) => major.name),
            topMajorCips: topMajors.map((major) => major.cip),
            hollandCode: 'SIA',
            topCareerCodes: topCareers.map((career) => career.socCode),
            completedAt: new Date(updatedAt).toISOString(),
          },
          updatedAt,
        },
        collegeQuizResults: { value: matches.map((college) => ({ unitId: college.unitId, name: college.name })), updatedAt },
        // Past the federal limits: the student's, the parent's and a private loan each get a line.
        financialExpectations: { value: { monthlyIncome: 3100, plannedDebt: 140_000, level: 'Comfortable' }, updatedAt },
      },
    }),
  );
  for (const college of saved) await ok(lp.request.put(`/api/saved/colleges/${college.unitId}`));
  await ok(
    lp.request.put('/api/money-plan/mine', {
      data: {
        contributionPerYear: 3000,
        savings: 2000,
        extraGrants: 0,
        familyIncome: 52_000,
        subsidizedEligibility: 'not-sure',
        version: 0,
      },
    }),
  );
  await learner.close();
  await ok(
    page.request.put(`/api/educator/classes/${cls.id}/students/${membership.membership.id}/school-id`, {
      data: { schoolId: 'RHS-2041-77' },
    }),
  );

  await page.setViewportSize({ width: 1366, height: 900 });
  await visit(page, `/educator/classes/${cls.id}/students/${membership.membership.id}/report`);
  const report = page.getByRole('article');

  // In the student's language first: Spanish, the longer text.
  await expect(report.getByRole('heading', { level: 1, name: `Informe del estudiante: ${studentName}` })).toBeVisible();
  // What the caps leave out is counted, never dropped in silence.
  await expect(report).toContainText('y 4 universidades guardadas más: ver en Waypoint');
  await expect(report).toContainText('y 6 resultados más del cuestionario: ver en Waypoint');
  await expect(report).toContainText('y 7 carreras más');
  await expect(report).toContainText('y 2 especialidades más');
  await expect(report.getByRole('list', { name: 'Fuentes' })).toBeVisible();
  await expect(report.getByTestId('report-grade')).toContainText('Calificación');
  await expect(printedPages(page)).resolves.toEqual({ letter: 1, a4: 1 });
  await checkBothWidths(page);

  await page.getByLabel('Mine (English)').check();
  await expect(report.getByRole('heading', { level: 1, name: `Student report: ${studentName}` })).toBeVisible();
  await expect(report).toContainText('and 4 more saved colleges: see Waypoint');
  await expect(report).toContainText('and 6 more quiz matches: see Waypoint');
  await expect(report).toContainText('and 7 more careers');
  await expect(report).toContainText('and 2 more majors');
  await expect(report.getByRole('list', { name: 'Sources' })).toBeVisible();
  await expect(printedPages(page)).resolves.toEqual({ letter: 1, a4: 1 });
  await checkBothWidths(page);
});
