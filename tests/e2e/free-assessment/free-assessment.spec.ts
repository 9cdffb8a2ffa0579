import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, signInWithPopup, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * The whole free assessment, done the way a keyboard-only student
 * does it: Tab / Shift+Tab to move, Enter to follow links and submit, Space
 * and arrow keys for choices, digits for the quiz. No mouse clicks. Signed out
 * first; after sign-in the results are kept, on this browser and on another.
 */

/** Presses Tab (or Shift+Tab) until one of `target`'s elements has the focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    const focused = await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
    if (focused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a link or button and presses Enter. */
async function activate(page: Page, target: Locator, options?: { backwards?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

// The answer per interest area: Investigative highest, then Realistic, then Social, so the code is IRS.
const ANSWER_BY_AREA: Record<string, string> = { R: '4', I: '5', A: '2', S: '3', E: '1', C: '2' };
const QUIZ_LENGTH = 48;

function readLocalJson<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key) as Promise<T | null>;
}

test('a keyboard-only student completes the free assessment signed out, then keeps the results after signing in', async ({
  page,
  browser,
}) => {
  // Forty-eight questions, three forms and two sign-ins, each step checked with axe: minutes on a busy CI machine.
  test.setTimeout(360_000);
  const who = { name: 'Jordan Keys', email: uniqueEmail('keyboard'), userType: 'Student' as const };
  // The beta notice is non-modal and reachable by Tab; kept out of the way so the Tab counts stay stable.
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));

  // Dashboard → Start Free Assessment.
  await visit(page, '/dashboard');
  const start = page.getByRole('link', { name: 'Start Free Assessment' });
  await activate(page, start.first());
  await page.waitForURL(/\/journey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your journey' })).toBeVisible();
  await checkA11y(page);
  await expect.poll(() => readLocalJson<boolean>(page, 'journeyStarted')).toBe(true);
  await expect(page.getByRole('heading', { name: 'Up next: Career quiz' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/signin');

  // Journey → career quiz.
  await activate(page, page.getByRole('link', { name: 'Start the career quiz' }).first());
  await page.waitForURL(/\/career-quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career quiz' })).toBeVisible();
  await checkA11y(page);

  const position = page.locator('#quiz-position');

  // Question 1 with the arrow keys and Space: Tab into the scale, move to "Like", commit.
  const firstGroup = page.getByRole('group', { name: /Question 1 of 48/ });
  await tabTo(page, firstGroup.getByRole('radio').first());
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(firstGroup.getByRole('radio', { name: 'Like', exact: true })).toBeChecked();
  await page.keyboard.press('Space');

  // The rest with the digit keys; after each answer the next question takes the focus.
  for (let number = 2; number <= QUIZ_LENGTH; number += 1) {
    await expect(position).toHaveText(`Question ${number} of ${QUIZ_LENGTH}`);
    const group = page.getByRole('group', { name: new RegExp(`Question ${number} of ${QUIZ_LENGTH}`) });
    await expect(group.getByRole('radio').first()).toBeFocused();
    // Each scale's radios are named likert-<item id>, and an item id starts with its area's letter (R1, I1, …).
    const area = await group
      .getByRole('radio')
      .first()
      .evaluate((input) => (input as HTMLInputElement).name.replace(/^likert-/, '').charAt(0));
    await page.keyboard.press(ANSWER_BY_AREA[area] ?? '3');
  }

  // Results: the heading takes the focus; the profile is worked out on the device, the matches come from the server.
  const resultsHeading = page.getByRole('heading', { level: 1, name: 'Your career quiz results' });
  await expect(resultsHeading).toBeFocused();
  await expect(page.getByText(/Your three-letter interest code is\s*IRS/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Majors that fit your interests' })).toBeVisible();
  await checkA11y(page);
  await expect
    .poll(async () => (await readLocalJson<{ topMajors: string[] }>(page, 'quizResult'))?.topMajors.length ?? 0)
    .toBeGreaterThan(0);
  const quizResult = await readLocalJson<{ topMajors: string[]; hollandCode: string }>(page, 'quizResult');
  expect(quizResult?.hollandCode).toBe('IRS');
  const topMajors = quizResult?.topMajors ?? [];

  // Career quiz → college quiz.
  await activate(page, page.getByRole('link', { name: 'Next: College quiz' }));
  await page.waitForURL(/\/college-quiz$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page);

  // Public colleges only (Space ticks the box), then find the matches.
  const form = page.getByRole('form', { name: 'Your college preferences' });
  await tabTo(page, form.getByRole('checkbox', { name: 'Public', exact: true }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Public', exact: true })).toBeChecked();
  await activate(page, form.getByRole('button', { name: 'Find my colleges' }));
  const collegeList = page.getByRole('list', { name: 'Matching colleges' });
  await expect(collegeList.getByRole('listitem').first()).toBeVisible();
  await checkA11y(page);
  await expect.poll(async () => (await readLocalJson<unknown[]>(page, 'collegeQuizResults'))?.length ?? 0).toBeGreaterThan(0);

  // College quiz → financial expectations.
  await activate(page, page.getByRole('link', { name: /Next: Financial expectations/ }));
  await page.waitForURL(/\/financial-expectations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial expectations' })).toBeVisible();
  await checkA11y(page);

  // The lifestyle with an arrow key (from the default Comfortable to Modest), then the amounts typed.
  const lifestyle = page.getByRole('group', { name: 'The lifestyle you hope for' });
  await tabTo(page, lifestyle.getByRole('radio', { name: /Comfortable/ }));
  await page.keyboard.press('ArrowLeft');
  await expect(lifestyle.getByRole('radio', { name: /Modest/ })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: 'Expected monthly income, before tax' }));
  await page.keyboard.type('4000');
  await tabTo(page, page.getByRole('textbox', { name: 'Planned total student debt' }));
  await page.keyboard.type('30000');
  await activate(page, page.getByRole('button', { name: 'Save and see my results' }));

  // Results: 30,000 / (4,000 × 12) = 0.625 → A- (Low risk); the quiz's majors are listed.
  await page.waitForURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  const gradeSection = page.getByRole('region', { name: 'Your financial grade' });
  await expect(gradeSection).toContainText('A-');
  await expect(gradeSection).toContainText('Low risk');
  await expect(page.getByText(topMajors[0] ?? '(no major)').first()).toBeVisible();
  await checkA11y(page);
  expect(await readLocalJson(page, 'financialExpectations')).toEqual({
    monthlyIncome: 4000,
    plannedDebt: 30000,
    level: 'Modest',
    earningsHorizon: 'early-career',
  });

  // Back on the journey every step is done, and the results are one Enter away.
  await visit(page, '/journey');
  await expect(page.getByRole('heading', { name: 'You finished all three steps' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3 steps done');

  // Signed out, the dashboard still offers to start (the results button needs sign-in).
  await visit(page, '/dashboard');
  await expect(page.getByRole('link', { name: 'Start Free Assessment' }).first()).toBeVisible();

  // Sign in: the progress goes up to the account.
  await signInAndCompleteProfile(page, who);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/progress');
      const body = (await response.json()) as { state: Record<string, unknown> };
      return Object.keys(body.state).sort();
    })
    .toEqual(expect.arrayContaining(['careerQuizAnswers', 'collegeQuizResults', 'financialExpectations', 'journeyStarted', 'quizResult']));

  // The dashboard now opens the results, with the majors passed along.
  await visit(page, '/dashboard');
  const viewResults = page.getByRole('link', { name: 'View Free Assessment Results' });
  await expect(viewResults.first()).toBeVisible();
  await activate(page, viewResults.first());
  await page.waitForURL(/\/feedback$/);
  await expect(page.getByText(topMajors[0] ?? '(no major)').first()).toBeVisible();
  await checkA11y(page);

  // Another device: signing in there brings the same results.
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondErrors: string[] = [];
  second.on('pageerror', (error) => secondErrors.push(`pageerror: ${error.message}`));
  second.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) secondErrors.push(`console: ${message.text()}`);
  });
  await second.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInWithPopup(second, { name: who.name, email: who.email });
  await second.waitForURL(/\/profile$/);
  await second.goto('/dashboard');
  await expect(second.getByRole('link', { name: 'View Free Assessment Results' }).first()).toBeVisible();
  await second.goto('/journey');
  await expect(second.getByRole('heading', { name: 'You finished all three steps' })).toBeVisible();
  await checkA11y(second);
  expect(secondErrors, 'errors in the second browser').toEqual([]);
  await other.close();
});
