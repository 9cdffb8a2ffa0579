import type { Page } from '@playwright/test';
import { DIRECT_LOAN_RATES } from '@data/federal-loans';
import { monthlyPayment } from '@domain/finance/loans';
import { usd } from '@client/features/calculator/format';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * The two journeys a student makes on a phone, on a 390 × 844 screen: the whole free assessment
 * through the UI, with no page scrolling sideways, and the loan calculator from empty. axe checks every page.
 */

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/**
 * The page is no wider than the screen. When it is, the message names the elements that run past the right
 * edge (tag, id, first classes and their right edge), so the culprit is found without a debugger.
 */
async function expectNoSideScroll(page: Page, where: string) {
  const { scrollWidth, offenders } = await page.evaluate((width) => {
    const offenders = Array.from(document.querySelectorAll('body *'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .slice(0, 8)
      .map(({ element, right }) => {
        const classes = Array.from(element.classList).slice(0, 4).join('.');
        return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''} (right ${Math.round(right)}px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  }, WIDTH);
  expect(scrollWidth, `${where} scrolls sideways; past ${WIDTH}px: ${offenders.join(', ')}`).toBeLessThanOrEqual(WIDTH);
}

/** axe, then the width check: every page of the journeys gets both. */
async function checkPage(page: Page, where: string) {
  await checkA11y(page);
  await expectNoSideScroll(page, where);
}

// Investigative highest, then Realistic, then Social: the code is IRS (as in free-assessment.spec.ts).
const ANSWER_BY_AREA: Record<string, string> = { R: '4', I: '5', A: '2', S: '3', E: '1', C: '2' };
const QUIZ_LENGTH = 48;

test('on a 390 px phone the whole free assessment fits the screen, page after page', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));

  // Dashboard → journey.
  await visit(page, '/dashboard');
  await expectNoSideScroll(page, '/dashboard');
  await page.getByRole('link', { name: 'Start Free Assessment' }).first().click();
  await page.waitForURL(/\/journey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your journey' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Up next: Career quiz' })).toBeVisible();
  await checkPage(page, '/journey');

  // Journey → career quiz: every question, each checked for width at the start, the middle and the end.
  await page.getByRole('link', { name: 'Start the career quiz' }).first().click();
  await page.waitForURL(/\/career-quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career quiz' })).toBeVisible();
  await checkPage(page, '/career-quiz, question 1');
  const position = page.locator('#quiz-position');
  const firstGroup = page.getByRole('group', { name: /Question 1 of 48/ });
  // click, not check: the answer moves the quiz on at once, and check() would then wait for the state of a radio that is
  // gone (it hung a CI run for the whole test timeout). The next line proves the answer was taken.
  await firstGroup.getByRole('radio', { name: 'Like', exact: true }).click();
  for (let number = 2; number <= QUIZ_LENGTH; number += 1) {
    await expect(position).toHaveText(`Question ${number} of ${QUIZ_LENGTH}`);
    const group = page.getByRole('group', { name: new RegExp(`Question ${number} of ${QUIZ_LENGTH}`) });
    await expect(group.getByRole('radio').first()).toBeFocused();
    if (number === 24 || number === QUIZ_LENGTH) await expectNoSideScroll(page, `/career-quiz, question ${number}`);
    const area = await group
      .getByRole('radio')
      .first()
      .evaluate((input) => (input as HTMLInputElement).name.replace(/^likert-/, '').charAt(0));
    await page.keyboard.press(ANSWER_BY_AREA[area] ?? '3');
  }

  // Quiz results.
  await expect(page.getByRole('heading', { level: 1, name: 'Your career quiz results' })).toBeVisible();
  await expect(page.getByText(/Your three-letter interest code is\s*IRS/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Majors that fit your interests' })).toBeVisible();
  await checkPage(page, '/career-quiz results');

  // College quiz: the form, then the matches.
  await page.getByRole('link', { name: 'Next: College quiz' }).click();
  await page.waitForURL(/\/college-quiz$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, '/college-quiz');
  const form = page.getByRole('form', { name: 'Your college preferences' });
  await form.getByRole('checkbox', { name: 'Public', exact: true }).check();
  await form.getByRole('button', { name: 'Find my colleges' }).click();
  await expect(page.getByRole('list', { name: 'Matching colleges' }).getByRole('listitem').first()).toBeVisible();
  await checkPage(page, '/college-quiz results');

  // Financial expectations.
  await page.getByRole('link', { name: /Next: Financial expectations/ }).click();
  await page.waitForURL(/\/financial-expectations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial expectations' })).toBeVisible();
  await checkPage(page, '/financial-expectations');
  await page
    .getByRole('group', { name: 'The lifestyle you hope for' })
    .getByRole('radio', { name: /Modest/ })
    .check();
  await page.getByRole('textbox', { name: 'Expected monthly income, before tax' }).fill('4000');
  await page.getByRole('textbox', { name: 'Planned total student debt' }).fill('30000');
  await expectNoSideScroll(page, '/financial-expectations, filled in');
  await page.getByRole('button', { name: 'Save and see my results' }).click();

  // Results: 30,000 ÷ (4,000 × 12) = 0.625 → A- (Low risk).
  await page.waitForURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  const gradeSection = page.getByRole('region', { name: 'Your financial grade' });
  await expect(gradeSection).toContainText('A-');
  await expect(gradeSection).toContainText('Low risk');
  await checkPage(page, '/feedback');

  // Back on the journey, every step is done.
  await visit(page, '/journey');
  await expect(page.getByRole('heading', { name: 'You finished all three steps' })).toBeVisible();
  await expectNoSideScroll(page, '/journey, finished');
});

test('on a 390 px phone the calculator starts from an example clearly labelled, and "Add a loan" gives the student their own', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await visit(page, '/calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Student loan repayment calculator' })).toBeVisible();
  await expectNoSideScroll(page, '/calculator, example');

  // The only loan shown is the example, and it says so; so does the best plan.
  await expect(page.getByText('Example loan:')).toBeVisible();
  await expect(page.getByLabel('Amount ($)')).toHaveCount(1);
  await expect(page.getByTestId('best-plan')).toHaveText(/^For this example loan, the best plan is /);

  // "Add a loan" replaces the example with an empty loan for the student to fill in.
  await page.getByRole('button', { name: 'Add a loan' }).click();
  const amount = page.getByLabel('Amount ($)');
  await expect(amount).toHaveCount(1);
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('');
  await expect(page.getByText('Example loan:')).toHaveCount(0);
  await amount.fill('24000');

  // The payment and the one-sentence best plan. Under $25,000 the tiered Standard plan runs 10 years.
  const rate = DIRECT_LOAN_RATES.at(-1)!.undergraduatePercent;
  await expect(page.getByLabel('Interest rate (%)')).toHaveValue(String(rate));
  const tiered = page.getByRole('article', { name: 'Tiered Standard', exact: true });
  await expect(tiered).toContainText(usd(monthlyPayment(24_000, rate, 120)));
  await expect(page.getByTestId('best-plan')).toHaveText(
    /^Your best plan is .+: \$[\d,]+\.\d{2} a month to start and \$[\d,]+\.\d{2} paid in all/,
  );
  await expect(page).toHaveURL(/loan=24000_/);
  await checkPage(page, '/calculator, own loan');
});
