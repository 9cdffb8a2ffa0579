import type { Page } from '@playwright/test';
import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * The whole free assessment in Spanish, as a new visitor whose browser asks for Spanish.
 * Journey, career quiz (its 48 items by id), its results and /feedback are checked in Spanish; the
 * college quiz and financial expectations belong to other parts of the conversion, so they are driven
 * by language-neutral selectors (input names, URLs) and only `lang` and axe are checked there.
 */
const TOTAL = QUIZ_ITEMS.length;
// Investigative highest, then Realistic, then Social: the code is IRS.
const ANSWER_BY_AREA: Record<string, string> = { R: '4', I: '5', A: '2', S: '3', E: '1', C: '2' };

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await checkA11y(page);
}

function readLocalJson<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key) as Promise<T | null>;
}

test.describe('a new visitor whose browser asks for Spanish', () => {
  test.use({ locale: 'es-US' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  });

  test('walks the whole free assessment in Spanish', async ({ page }) => {
    test.setTimeout(300_000);
    await visit(page, '/journey');
    await expectSpanish(page);
    await expect(page).toHaveTitle(/^Tu recorrido/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu recorrido' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sigue: Cuestionario de carreras' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pasos de la evaluación gratuita' }).getByRole('listitem')).toHaveCount(3);
    // Long Spanish labels fit a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('link', { name: 'Empezar el cuestionario de carreras' }).first().click();
    await page.waitForURL(/\/career-quiz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cuestionario de carreras' })).toBeVisible();
    await expect(page.locator('#quiz-position')).toHaveText(`Pregunta 1 de ${TOTAL}`);
    // The first item (R1) in Spanish, with the Spanish scale.
    const first = page.getByRole('group', { name: new RegExp(`Pregunta 1 de ${TOTAL}`) });
    await expect(first).toContainText('¿Te gustaría…');
    await expect(first).toContainText('Arreglar una bicicleta o el motor de un carro');
    await expect(first.getByRole('radio', { name: 'Me gusta mucho' })).toBeVisible();
    await expectSpanish(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    for (let number = 1; number <= TOTAL; number += 1) {
      const group = page.getByRole('group', { name: new RegExp(`Pregunta ${number} de ${TOTAL}`) });
      const radio = group.getByRole('radio').first();
      await expect(radio).toBeVisible();
      const area = await radio.evaluate((input) => (input as HTMLInputElement).name.replace(/^likert-/, '').charAt(0));
      await radio.focus();
      await page.keyboard.press(ANSWER_BY_AREA[area] ?? '3');
    }

    await expect(page.getByRole('heading', { level: 1, name: 'Tus resultados del cuestionario de carreras' })).toBeVisible();
    await expect(page.getByText(/Tu código de intereses de tres letras es\s*IRS\s*\(Investigador, Realista, Social\)/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Investigador (I)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Especialidades que van con tus intereses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Carreras que van con tus intereses' })).toBeVisible();
    await expect.poll(async () => (await readLocalJson<{ hollandCode: string }>(page, 'quizResult'))?.hollandCode).toBe('IRS');
    await expectSpanish(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // College quiz (another part of the conversion): public colleges only, by the inputs' names.
    await page.getByRole('link', { name: 'Siguiente: cuestionario de universidades' }).click();
    await page.waitForURL(/\/college-quiz$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSpanish(page);
    const form = page.locator('main form').first();
    await form.locator('input[name="controls"][value="public"]').check();
    await form.locator('button[type="submit"]').click();
    await expect.poll(async () => (await readLocalJson<unknown[]>(page, 'collegeQuizResults'))?.length ?? 0).toBeGreaterThan(0);
    await expectSpanish(page);

    // Financial expectations (another part): the amounts by their input names.
    await visit(page, '/financial-expectations');
    await expectSpanish(page);
    await page.locator('input[name="monthlyIncome"]').fill('4000');
    await page.locator('input[name="plannedDebt"]').fill('30000');
    await page.locator('main button[type="submit"]').first().click();
    await page.waitForURL(/\/feedback$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus resultados' })).toBeVisible();
    // 30,000 / (4,000 × 12) = 0.625 → A- (Low risk).
    const grade = page.getByRole('region', { name: 'Tu calificación financiera' });
    await expect(grade).toContainText('A-');
    await expect(grade).toContainText('Riesgo bajo');
    await expect(page.getByRole('heading', { name: 'Tus especialidades: ingresos y deuda' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible();
    await expectSpanish(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Back on the journey: every step done, in Spanish.
    await visit(page, '/journey');
    await expect(page.getByRole('heading', { name: 'Terminaste los tres pasos' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 de 3 pasos terminados');
    await expect(page.getByText(/1 universidad coincide|\d+ universidades coinciden/)).toBeVisible();
    await expectSpanish(page);
  });

  test('switching the language mid-quiz keeps the page and the answers', async ({ page }) => {
    await visit(page, '/career-quiz');
    await expectSpanish(page);
    const position = page.locator('#quiz-position');
    for (let number = 1; number <= 3; number += 1) {
      await page.getByRole('radio', { name: 'Me gusta', exact: true }).click();
      await expect(position).toHaveText(`Pregunta ${number + 1} de ${TOTAL}`);
    }
    await page.evaluate(() => Object.assign(window, { stillHere: true }));

    await page.getByRole('navigation', { name: 'Principal' }).getByLabel('Idioma').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/career-quiz$/);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Career quiz' })).toBeVisible();
    await expect(position).toHaveText(`Question 4 of ${TOTAL}`);
    // Item 4 is S1, in English as the domain words it.
    await expect(page.getByRole('group', { name: /Question 4 of/ })).toContainText('Help a classmate study for a test');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('careerQuizAnswers') ?? '{}') as Record<string, number>)).toEqual({
      R1: 4,
      I1: 4,
      A1: 4,
    });

    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(position).toHaveText(`Pregunta 4 de ${TOTAL}`);
    await expect(page.getByRole('group', { name: /Pregunta 4 de/ })).toContainText('Ayudar a un compañero a estudiar para un examen');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByRole('group', { name: /Pregunta 3 de/ }).getByRole('radio', { name: 'Me gusta', exact: true })).toBeChecked();
    await checkA11y(page);
  });
});
