import type { Page } from '@playwright/test';
import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * A signed-out visitor on a phone, on the free career quiz results of an artistic, social student (so Electricians is
 * not among the careers shown), searches for the trade by its everyday name: the search looks through every
 * occupation, says where Electricians sits, and opens its public page without a sign-in, where the paid apprenticeship
 * route is. The BLS code as BLS prints it (47-2111) opens the same page. In English and in Spanish, axe on each page.
 */

test.describe.configure({ timeout: 120_000 });

/** Every quiz answer, leaning Artistic and Social and away from the hands-on (Realistic) side. */
const ANSWERS = Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, item.area === 'A' || item.area === 'S' ? 5 : 1]));

async function storeAnswers(page: Page) {
  await page.addInitScript((answers) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('betaNotificationDismissed', 'true');
    localStorage.setItem('careerQuizAnswers', JSON.stringify(answers));
  }, ANSWERS);
}

const TEXTS = {
  en: {
    careers: 'Careers that fit your interests',
    box: 'Find a career in these results',
    typed: 'electrician',
    catalog: 'Every career in the catalog matching “electrician”',
    title: 'Electricians',
    notInList: 'Not in your top list',
    route: 'How to get there: training route',
    apprenticeship: 'Apprenticeship after high school',
  },
  es: {
    careers: 'Carreras que van con tus intereses',
    box: 'Busca una carrera en estos resultados',
    typed: 'electricista',
    catalog: 'Todas las carreras del catálogo que coinciden con “electricista”',
    title: 'Electricistas',
    notInList: 'No está en tu lista principal',
    route: 'Cómo llegar: ruta de formación',
    apprenticeship: 'Aprendizaje pagado (apprenticeship) después de la preparatoria',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'es-US', viewport: { width: 390, height: 844 } });

    test('the results search finds Electricians outside the shown list and its public page shows the apprenticeship', async ({ page }) => {
      const words = TEXTS[language];
      await storeAnswers(page);
      await visit(page, '/career-quiz');
      const careers = page.getByRole('region', { name: words.careers });
      await expect(careers.getByRole('heading', { level: 4 }).first()).toBeVisible();
      // Not among the careers shown for this student: the list alone would find nothing.
      await expect(careers.getByRole('heading', { level: 4, name: words.title, exact: true })).toHaveCount(0);

      await careers.getByRole('searchbox', { name: words.box }).fill(words.typed);
      const catalog = page.getByRole('region', { name: words.catalog });
      const found = catalog.getByRole('listitem').filter({ has: page.getByRole('link', { name: words.title, exact: true }) });
      await expect(found).toContainText(words.notInList);
      await checkA11y(page);
      await expectNoHorizontalScroll(page);

      await found.getByRole('link', { name: words.title, exact: true }).click();
      await expect(page).toHaveURL(/\/careers\/47-2111\.00$/);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByRole('region', { name: words.route })).toContainText(words.apprenticeship);
      await checkA11y(page);
      await expectNoHorizontalScroll(page);

      // The code as BLS prints it opens the same page.
      await visit(page, '/careers/47-2111');
      await expect(page).toHaveURL(/\/careers\/47-2111\.00$/);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    });
  });
}
