import type { Page } from '@playwright/test';
import { INCOME_BRACKETS, incomeBracket } from '@domain/prices/brackets';
import { formatUsd } from '@client/ui/format';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

/*
 * A college's own page, reached from the college quiz and followed through a program to its field of study and a
 * career it leads to, and the family's price: a visitor's income kept on the device, a signed-in user's on the
 * account. Axe on every page, at 390 px without sideways scroll, in English and Spanish.
 */

test.describe.configure({ timeout: 150_000 });

// University of California-Los Angeles: reports every income bracket and some 230 programs.
const UCLA = 110662;

async function fresh(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('betaNotificationDismissed', 'true');
  });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function bracketPrice(page: Page, unitId: number, income: number): Promise<number | null> {
  const response = await page.request.get(`/api/colleges/${unitId}`);
  const body = (await response.json()) as { college: { netPriceByIncome: (number | null)[] } };
  return body.college.netPriceByIncome[INCOME_BRACKETS.indexOf(incomeBracket(income))] ?? null;
}

const texts = {
  en: {
    find: 'Find my colleges',
    matches: 'Matching colleges',
    programs: 'Programs and their outcomes',
    compareLink: 'Compare with your other matches',
    compareBox: 'Compare',
    compareHeading: 'Compare side by side',
    tooFewOrFigure: /Graduates \(2 years\)/,
    offering: 'Colleges offering it',
  },
  es: {
    find: 'Buscar mis universidades',
    matches: 'Universidades que encajan contigo',
    programs: 'Programas y sus resultados',
    compareLink: 'Comparar con tus otras universidades',
    compareBox: 'Comparar',
    compareHeading: 'Comparar lado a lado',
    tooFewOrFigure: /Graduados \(2 años\)/,
    offering: 'Colleges que lo ofrecen',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'es-US', viewport: { width: 390, height: 844 } });

    test('from a quiz result to the college page, a program, its field-of-study page and a career it leads to', async ({ page }) => {
      // Five pages, each checked with axe: past a minute on a loaded machine.
      test.slow();
      const words = texts[language];
      await fresh(page);
      await visit(page, '/college-quiz');
      await page.getByRole('button', { name: words.find }).click();
      const card = page.getByRole('list', { name: words.matches }).locator(':scope > li').first();
      const link = card.getByRole('heading', { level: 3 }).getByRole('link');
      const name = (await link.innerText()).trim();
      await expect(link).toHaveAttribute('href', /^\/colleges\/\d+$/);
      await link.click();

      await expect(page).toHaveURL(/\/colleges\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 2, name: words.programs })).toBeVisible();
      await checkA11y(page);
      await expectNoSidewaysScroll(page);

      const program = page.getByTestId('program').first();
      await expect(program).toContainText(words.tooFewOrFigure);
      const majorLink = program.getByRole('heading', { level: 3 }).getByRole('link');
      await expect(majorLink).toHaveAttribute('href', /^\/majors\/\d{2}\.\d{2}$/);

      // Compare: back to the matches with this college ticked for the side-by-side comparison.
      await page.getByRole('link', { name: words.compareLink }).click();
      await expect(page).toHaveURL(/\/college-quiz\?compare=\d+$/);
      await expect(page.getByRole('checkbox', { name: `${words.compareBox} ${name}` })).toBeChecked();
      await page.getByRole('list', { name: words.matches }).locator(':scope > li').nth(1).getByRole('checkbox').check();
      await expect(page.getByRole('region', { name: words.compareHeading })).toContainText(name);
      await checkA11y(page);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      // The program's field of study, then a career it leads to: both public pages, read signed out.
      const cip = (await majorLink.getAttribute('href'))!.slice('/majors/'.length);
      await majorLink.click();
      await expect(page).toHaveURL(new RegExp(`/majors/${cip.replace('.', '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: words.offering })).toBeVisible();
      await checkA11y(page);
      await expectNoSidewaysScroll(page);
      const career = page.locator('a[href^="/careers/"]').first();
      const title = (await career.innerText()).trim();
      await career.click();
      await expect(page).toHaveURL(/\/careers\/\d{2}-\d{4}\.\d{2}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await checkA11y(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('the family price', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor sets an income and sees the bracket price with its label, kept on the device', async ({ page }) => {
    await fresh(page);
    await visit(page, `/colleges/${UCLA}`);
    const price = page.getByTestId('family-price').first();
    await expect(price).toContainText('Average net price per year, depending on family income (College Scorecard, 2023-24)');

    const field = page.getByLabel('Family income per year, before taxes');
    await field.fill('12.5');
    await page.getByRole('button', { name: 'Show my price' }).click();
    await expect(page.getByText("Enter the family's yearly income in whole dollars")).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('60,000');
    await page.getByRole('button', { name: 'Show my price' }).click();
    await expect(price).toContainText('Average net price per year for families earning $48,001 to $75,000 (College Scorecard, 2023-24)');
    const amount = await bracketPrice(page, UCLA, 60_000);
    await expect(price).toContainText(amount === null ? 'Not reported for this income' : formatUsd(Math.max(0, amount)));
    await expect(page.getByRole('row', { name: /Your family/ })).toContainText('$48,001 to $75,000');
    await checkA11y(page);
    await expectNoSidewaysScroll(page);

    await page.reload();
    await expect(page.getByText('Prices shown for a family income of $60,000 per year. (saved on this device)')).toBeVisible();
    await expect(page.getByTestId('family-price').first()).toContainText('families earning $48,001 to $75,000');
  });

  test("a signed-in user's income is kept on the account across a reload", async ({ page }) => {
    await fresh(page);
    await signInThroughApi(page, { name: 'Rosa Income', email: 'rosa.income@example.com', userType: 'Parent' });
    await visit(page, `/colleges/${UCLA}`);
    await page.getByLabel('Family income per year, before taxes').fill('25000');
    await page.getByRole('button', { name: 'Show my price' }).click();
    await expect(page.getByText('Prices shown for a family income of $25,000 per year. (saved on your account)')).toBeVisible();
    // Not on the device: the account keeps it.
    expect(await page.evaluate(() => localStorage.getItem('waypoint.familyIncome'))).toBeNull();

    await page.reload();
    await expect(page.getByText('Prices shown for a family income of $25,000 per year. (saved on your account)')).toBeVisible();
    await expect(page.getByTestId('family-price').first()).toContainText('families earning $0 to $30,000');
    await checkA11y(page);
  });

  test('an unknown college id shows a not-found page with a way back; a malformed one says what is wrong', async ({ page }) => {
    await fresh(page);
    await visit(page, '/colleges/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'College not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find colleges with the college quiz' })).toHaveAttribute('href', '/college-quiz');
    await visit(page, '/colleges/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'This college address is not valid' })).toBeVisible();
    await expect(page.getByText('Use a numeric college id (IPEDS UNITID).')).toBeVisible();
  });
});
