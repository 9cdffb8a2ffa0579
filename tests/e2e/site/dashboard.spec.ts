import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * The dashboard's buttons for each combination of stored progress and sign-in
 *, and the progress panel's figures. The targets (/journey,
 * /feedback, /full-assessment, /premium/feedback) arrive with later issues; the
 * tests check where the buttons lead and what they carry, via the router's
 * history calls, before the catch-all moves on.
 */

type Navigation = { url: string; state: { usr?: unknown } | null };
type Recorder = { __pushes: Navigation[] };

async function recordPushes(page: Page) {
  await page.addInitScript(() => {
    const log: Navigation[] = [];
    (window as unknown as Recorder).__pushes = log;
    const original = history.pushState.bind(history);
    history.pushState = (state: Navigation['state'], unused: string, url?: string | URL | null) => {
      log.push({ url: new URL(String(url ?? ''), location.href).pathname, state });
      original(state, unused, url);
    };
  });
  return () => page.evaluate(() => (window as unknown as Recorder).__pushes);
}

/** The spec's local keys, JSON-encoded, stored before the app starts (the beta popup kept out of the way). */
async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    },
    { betaNotificationDismissed: true, ...values },
  );
}

const FREE_DONE = {
  journeyStarted: true,
  quizResult: { topMajors: ['Nursing', 'Accounting', 'Civil Engineering'] },
  financialExpectations: { monthlyIncome: 5000, plannedDebt: 45000, level: 'Modest' },
};

const hero = (page: Page) => page.getByRole('main').locator('section').first();
const panel = (page: Page) => page.getByRole('region', { name: 'Your progress' });

test.describe('signed out', () => {
  test('a new visitor: start buttons, the sign-in box, an empty progress panel and the cited statistic', async ({ page }) => {
    await storeLocal(page, {});
    await visit(page, '/dashboard');
    await expect(hero(page).getByRole('link', { name: 'Start Free Assessment' })).toHaveAttribute('href', '/journey');
    await expect(hero(page).getByRole('link', { name: 'Try Premium Assessment' })).toHaveAttribute('href', '/full-assessment');
    await expect(page.getByRole('region', { name: 'Keep your results' }).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    // Results open without an account: the box must not say sign-in is needed for them.
    await expect(page.getByRole('region', { name: 'Keep your results' })).toContainText('results need no account');
    await expect(page.getByRole('region', { name: 'Keep your results' })).not.toContainText('to open your results');

    // The only statistic, with its source beside it.
    await expect(hero(page)).toContainText('about $39,500');
    await expect(
      hero(page).getByRole('link', { name: /Federal Student Aid, "FSA Data Center: Federal Student Loan Portfolio"/ }),
    ).toHaveAttribute('href', 'https://studentaid.gov/data-center/student/portfolio');
    await expect(hero(page)).toContainText('from FSA’s totals of $1.67 trillion and 42.3 million borrowers, Jun 2025');

    await expect(page.getByRole('region', { name: 'The free assessment in three steps' }).getByRole('listitem')).toHaveCount(3);
    const tools = page.getByRole('region', { name: 'Tools to plan with' });
    for (const [name, href] of [
      ['Debt Calculator', '/calculator'],
      ['Debt Statistics', '/debt-facts'],
      ['Family Money Plan', '/money-plan'],
      ['Scholarship Guide', '/resources/scholarships'],
      ['AI Counselor', '/ai-counselor'],
      ['Forum', '/forum'],
      ['Meet Professionals', '/professional-meetings'],
    ]) {
      await expect(tools.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
    }

    await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(panel(page)).toContainText('0% complete');
    await expect(panel(page).getByRole('link', { name: 'Continue Assessment' })).toHaveAttribute('href', '/journey');
    await expect(
      page.getByRole('region', { name: 'Know the cost before you commit' }).getByRole('link', { name: 'Start Free Assessment' }),
    ).toBeVisible();
  });

  test('a finished free assessment still starts the journey until the visitor signs in', async ({ page }) => {
    await storeLocal(page, { ...FREE_DONE, collegeQuizResults: [{ name: 'A' }, { name: 'B' }], premiumFeedbackCompleted: true });
    await visit(page, '/dashboard');
    await expect(hero(page).getByRole('link', { name: 'Start Free Assessment' })).toHaveAttribute('href', '/journey');
    await expect(hero(page).getByRole('link', { name: 'Try Premium Assessment' })).toHaveAttribute('href', '/full-assessment');
    // Premium feedback complete: 100 %, no Continue Assessment.
    await expect(panel(page)).toContainText('100% complete');
    await expect(panel(page).getByRole('link', { name: 'Continue Assessment' })).toHaveCount(0);
  });

  test('the progress panel counts majors and colleges and grades the planned debt', async ({ page }) => {
    await storeLocal(page, { ...FREE_DONE, collegeQuizResults: [{ name: 'A' }, { name: 'B' }] });
    await visit(page, '/dashboard');
    // 4 of 5 steps: journey, career quiz, college quiz, financial expectations.
    await expect(panel(page)).toContainText('80% complete');
    await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await expect(panel(page).getByRole('definition').nth(0)).toHaveText('3');
    // 45000 / (5000 × 12) = 0.75 → A- (Low)
    await expect(panel(page).getByRole('definition').nth(1)).toHaveText(/^A- Low risk\s*Income: first year after graduation$/);
    await expect(panel(page).getByRole('definition').nth(2)).toHaveText('2');
    await expect(panel(page).getByRole('link', { name: 'Continue Assessment' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('with nothing stored: start buttons, no sign-in box', async ({ page }) => {
    await signInThroughApi(page, { name: 'Nia New', email: uniqueEmail('dash-new'), userType: 'Student' });
    await storeLocal(page, {});
    await visit(page, '/dashboard');
    await expect(hero(page).getByRole('link', { name: 'Start Free Assessment' })).toHaveAttribute('href', '/journey');
    await expect(hero(page).getByRole('link', { name: 'Try Premium Assessment' })).toHaveAttribute('href', '/full-assessment');
    await expect(page.getByRole('region', { name: 'Keep your results' })).toHaveCount(0);
    await expect(panel(page).getByRole('link', { name: 'See every step' })).toHaveAttribute('href', '/progress');
  });

  test('a finished free assessment opens the results with the majors, the planned debt and the level', async ({ page }) => {
    await signInThroughApi(page, { name: 'Fay Free', email: uniqueEmail('dash-free'), userType: 'Student' });
    const pushes = await recordPushes(page);
    await storeLocal(page, FREE_DONE);
    await visit(page, '/dashboard');
    const results = hero(page).getByRole('link', { name: 'View Free Assessment Results' });
    await expect(results).toHaveAttribute('href', '/feedback');
    await expect(hero(page).getByRole('link', { name: 'Try Premium Assessment' })).toHaveAttribute('href', '/full-assessment');
    await results.click();
    await expect.poll(async () => (await pushes()).map((push) => push.url)).toContain('/feedback');
    const push = (await pushes()).find((entry) => entry.url === '/feedback');
    expect(push?.state?.usr).toEqual({
      selectedMajors: ['Nursing', 'Accounting', 'Civil Engineering'],
      yearlyFinancedAmount: 45000,
      expectations: { level: 'Modest' },
    });
  });

  test('missing pieces fall back to the defaults and the journey', async ({ page }) => {
    await signInThroughApi(page, { name: 'Pat Partial', email: uniqueEmail('dash-partial'), userType: 'Parent' });
    // No financial expectations: not complete.
    await storeLocal(page, { journeyStarted: true, quizResult: { topMajors: ['History'] } });
    await visit(page, '/dashboard');
    await expect(hero(page).getByRole('link', { name: 'Start Free Assessment' })).toHaveAttribute('href', '/journey');
  });

  test('a finished premium assessment is viewed at /premium/feedback', async ({ page }) => {
    await signInThroughApi(page, { name: 'Pia Premium', email: uniqueEmail('dash-premium'), userType: 'Student' });
    const pushes = await recordPushes(page);
    await storeLocal(page, { premiumFeedbackCompleted: true });
    await visit(page, '/dashboard');
    const view = hero(page).getByRole('link', { name: 'View Premium Assessment' });
    await expect(view).toHaveAttribute('href', '/premium/feedback');
    await expect(hero(page).getByRole('link', { name: 'Start Free Assessment' })).toHaveAttribute('href', '/journey');
    await view.click();
    await expect.poll(async () => (await pushes()).map((push) => push.url)).toContain('/premium/feedback');
    await checkA11y(page);
  });

  test('the profile summarises the stored results and /progress lists the five steps', async ({ page }) => {
    await signInThroughApi(page, { name: 'Ray Results', email: uniqueEmail('dash-profile'), userType: 'Student' });
    await storeLocal(page, { ...FREE_DONE, collegeQuizResults: [{ name: 'A' }] });
    await visit(page, '/profile');
    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results).toContainText('80% complete');
    await expect(results).toContainText('Nursing, Accounting, Civil Engineering');
    await expect(results).toContainText('A- (Low risk)');

    await visit(page, '/progress');
    const steps = page.getByRole('main').getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText('Start your journey');
    await expect(steps.nth(0)).toContainText('Done');
    await expect(steps.nth(0).getByRole('link', { name: 'Review: Start your journey' })).toHaveAttribute('href', '/journey');
    await expect(steps.nth(4)).toContainText('Not done yet');
    await expect(steps.nth(4).getByRole('link', { name: 'Continue: Premium journey' })).toHaveAttribute('href', '/premium/journey');
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '80');
  });
});
