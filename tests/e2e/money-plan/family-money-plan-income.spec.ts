import type { Browser } from '@playwright/test';
import { INTL_LOCALE } from '@domain/i18n/locales';
import { INCOME_BRACKET_BOUNDS, incomeBracket } from '@domain/prices/brackets';
import { createFormatters } from '@client/ui/format';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';
import { unique } from '@tests/support/unique';
import { checkA11y, expect, saveCollegeAndExpectations, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

/*
 * A parent on a phone opens their child's money plan on /family, gives the family's income, and each college's plan
 * says whose price it uses: the Scorecard's average net price for the family's income bracket, not the all-income
 * average. In English and in Spanish (the account's language), axe on the page, no sideways scroll at 390 px. The
 * child's quiz majors read in the parent's language.
 */

test.describe.configure({ timeout: 150_000 });

const INCOME = 60_000;

const TEXTS = {
  en: {
    plan: 'Family money plan',
    income: /^Family income per year/,
    save: 'Save the figures',
    saved: 'Saved. Everyone who can see this plan now sees these figures.',
    average: /Average net price for all family incomes \(College Scorecard, 2023-24\)/,
    bracket: (bracket: string) => `Average net price for families earning ${bracket} (College Scorecard, 2023-24)`,
    between: (min: string, max: string) => `${min} to ${max}`,
    major: 'Mathematics',
  },
  es: {
    plan: 'Plan de dinero familiar',
    income: /^Ingreso familiar por año/,
    save: 'Guardar las cifras',
    saved: 'Guardado. Todos los que pueden ver este plan ya ven estas cifras.',
    average: /Precio neto promedio para todos los ingresos familiares \(College Scorecard, 2023-24\)/,
    bracket: (bracket: string) => `Precio neto promedio para familias con ingresos de ${bracket} (College Scorecard, 2023-24)`,
    between: (min: string, max: string) => `${min} a ${max}`,
    major: 'Matemáticas',
  },
} as const;

/** The parent signs up on an English phone; their account's language (set below) then chooses what they read. */
async function parentOnAPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  return { page, close: () => context.close() };
}

for (const language of ['en', 'es'] as const) {
  test(`a parent gives the family income and the plan uses that bracket's price (${language})`, async ({ page, browser, baseURL }) => {
    const words = TEXTS[language];
    const origin = { origin: baseURL! };
    const studentName = `Sam Planner ${unique()}`;
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    await signInThroughApi(page, { name: studentName, email: `income.student.${unique()}@example.org`, userType: 'Student' });
    const college = await saveCollegeAndExpectations(page, origin);
    const quiz = await page.request.put('/api/progress', {
      headers: origin,
      data: { quizResult: { value: { topMajors: ['Mathematics'], topMajorCips: ['27.01'], hollandCode: 'ICR' }, updatedAt: Date.now() } },
    });
    expect(quiz.status()).toBe(200);
    const { invite } = (await (await page.request.post('/api/family/invites', { headers: origin, data: {} })).json()) as {
      invite: { code: string };
    };

    const parent = await parentOnAPhone(browser);
    await signInThroughApi(parent.page, {
      name: `Alex Parent ${unique()}`,
      email: `income.parent.${unique()}@example.org`,
      userType: 'Parent',
    });
    expect((await parent.page.request.post('/api/family/redeem', { headers: origin, data: { code: invite.code } })).status()).toBe(201);
    // The account's language wins on sign-in: the parent reads in it from here on.
    expect((await parent.page.request.patch('/api/profile', { headers: origin, data: { language } })).status()).toBe(200);
    await visit(parent.page, '/family');
    await expect(parent.page.locator('html')).toHaveAttribute('lang', language);

    const child = parent.page.getByRole('region', { name: studentName });
    await expect(child.getByRole('link', { name: words.major, exact: true })).toHaveAttribute('href', '/majors/27.01');
    const plan = child.getByRole('region', { name: words.plan });
    const card = plan.getByRole('article', { name: college.name });
    // Without an income the plan says it uses the all-income average.
    await expect(card.getByTestId('plan-price-basis')).toHaveText(words.average);

    await plan.getByLabel(words.income).fill(String(INCOME));
    await plan.getByRole('button', { name: words.save }).click();
    await expect(plan.getByText(words.saved)).toBeVisible();
    const format = createFormatters(INTL_LOCALE[language]);
    const { min, max } = INCOME_BRACKET_BOUNDS[incomeBracket(INCOME)];
    const bracket = words.between(format.usd(min), format.usd(max!));
    await expect(card.getByTestId('plan-price-basis')).toHaveText(words.bracket(bracket));
    // The college list beside the plan prices the same bracket at once (the plan's income is the one prices use).
    await expect(child.getByTestId('family-price').first()).toContainText(bracket);
    // The price the plan multiplies is that bracket's, as the API gives it.
    const mine = (await (await page.request.get('/api/money-plan/mine')).json()) as {
      colleges: { unitId: number; familyPrice: { bracket: string | null }; plan: { netPricePerYear: number } }[];
    };
    const priced = mine.colleges.find((item) => item.unitId === college.unitId)!;
    expect(priced.familyPrice.bracket).toBe(incomeBracket(INCOME));
    await expect(card).toContainText(format.usd(priced.plan.netPricePerYear));
    await checkA11y(parent.page);
    await expectNoHorizontalScroll(parent.page);
    if (process.env.JOURNEY_TEXT_DIR) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${process.env.JOURNEY_TEXT_DIR}/family-${language}.txt`, await parent.page.locator('main').innerText());
      await parent.page.screenshot({ path: `${process.env.JOURNEY_TEXT_DIR}/family-${language}.png`, fullPage: true });
    }
    await parent.close();
  });
}
