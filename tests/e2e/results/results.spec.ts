import type { Page } from '@playwright/test';
import { CAREERS } from '@data/careers';
import { DIRECT_LOAN_RATES } from '@data/federal-loans';
import { MAJORS } from '@data/majors';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import { plannedDebtCost, trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { careerEarlyEarnings } from '@domain/finance/earnings-horizon';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

/*
 * The free results: /financial-expectations (live grade, income suggestion, save), /feedback
 * (from the dashboard's router state and from storage) and /outcomes (chart and sortable table),
 * all against the real catalog API.
 */

/** The spec's local keys, JSON-encoded, stored before the app starts (the beta popup kept out of the way). */
async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(
    (entries) => {
      // Only on the first load: a reload must not undo what the page saved.
      if (sessionStorage.getItem('results-spec-seeded')) return;
      sessionStorage.setItem('results-spec-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    },
    { betaNotificationDismissed: true, ...values },
  );
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const usdCents = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function majorNamed(name: string) {
  const major = MAJORS.find((m) => m.name === name);
  if (!major || major.medianEarnings === null || major.medianDebt === null) throw new Error(`test data: ${name} needs both figures`);
  return { ...major, medianEarnings: major.medianEarnings, medianDebt: major.medianDebt };
}

function careerWithPay(socCode: string) {
  const career = CAREERS.find((c) => c.socCode === socCode);
  if (!career?.medianPay) throw new Error(`test data: ${socCode} needs a reported pay`);
  return { ...career, medianPay: career.medianPay };
}

const COMPUTER_SCIENCE = majorNamed('Computer science');
// The costliest major in the data: typical debt above a year of typical earnings.
const COSTLY = [...MAJORS]
  .filter((m) => m.medianDebt !== null && m.medianEarnings !== null)
  .sort((a, b) => b.medianDebt! / b.medianEarnings! - a.medianDebt! / a.medianEarnings!)[0]!;

const MECHANICAL = careerWithPay('17-2141.00');
const ELECTRICIANS = careerWithPay('47-2111.00');
const NO_PAY = CAREERS.find((c) => c.medianPay === null)!;

const QUIZ = {
  topMajors: ['Computer science', COSTLY.name.toUpperCase(), 'Underwater basket weaving'],
  topCareerCodes: [MECHANICAL.socCode, ELECTRICIANS.socCode, NO_PAY.socCode],
};
const EXPECTATIONS = { monthlyIncome: 5000, plannedDebt: 45000, level: 'Modest' };
const LATEST_RATE = DIRECT_LOAN_RATES.at(-1)!;
const TERMS = trueCostTermsFor(new Date().toISOString().slice(0, 10), TRUE_COST_DATASETS).terms;

test.describe('/financial-expectations', () => {
  test("suggests early-career pay (or, on request, the careers' median of all workers), grades live at the table's boundaries and saves", async ({
    page,
  }) => {
    await storeLocal(page, { journeyStarted: true, quizResult: QUIZ });
    await visit(page, '/financial-expectations');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial expectations' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Comfortable/ })).toBeChecked();

    // Early career by default: the median first-year earnings of the student's majors in the catalog.
    const early = page.getByRole('radio', { name: /^Early career: the first year after graduation/ });
    await expect(early).toBeChecked();
    const suggestion = page.getByRole('region', { name: 'Pay in your majors and careers' });
    await expect(suggestion.getByRole('listitem').filter({ hasText: 'Computer science' })).toContainText(
      `${usd(COMPUTER_SCIENCE.medianEarnings / 12)} a month (${usd(COMPUTER_SCIENCE.medianEarnings)} a year, first year after graduation)`,
    );
    const mechanicalEarly = careerEarlyEarnings(MECHANICAL.socCode, MAJORS);
    if (!mechanicalEarly) throw new Error('test data: a major should lead to mechanical engineering');
    await expect(suggestion.getByRole('listitem').filter({ hasText: MECHANICAL.title })).toContainText(
      `${usd(mechanicalEarly.annual / 12)} a month (${usd(mechanicalEarly.annual)} a year, first year after graduation)`,
    );
    if (careerEarlyEarnings(ELECTRICIANS.socCode, MAJORS) === null) {
      await expect(suggestion.getByRole('listitem').filter({ hasText: ELECTRICIANS.title })).toContainText('no early-career figure');
    }
    const earlySuggested = Math.round((COMPUTER_SCIENCE.medianEarnings + COSTLY.medianEarnings!) / 2 / 12);
    await expect(suggestion).toContainText(`Suggested: ${usd(earlySuggested)} a month before tax (first year after graduation)`);
    await expect(suggestion).toContainText('Source: College Scorecard');

    // The median of all workers on request: the careers' BLS pay, labelled as such.
    await page.getByRole('radio', { name: /^Mid-career: the median of all workers/ }).check();
    await expect(suggestion.getByRole('listitem').filter({ hasText: MECHANICAL.title })).toContainText(
      `${usd(MECHANICAL.medianPay / 12)} a month (${usd(MECHANICAL.medianPay)} a year, median of all workers)`,
    );
    await expect(suggestion.getByRole('listitem').filter({ hasText: NO_PAY.title })).toContainText('pay not reported');
    const suggested = Math.round((MECHANICAL.medianPay + ELECTRICIANS.medianPay) / 2 / 12);
    await expect(suggestion).toContainText(`Suggested: ${usd(suggested)} a month before tax (median of all workers)`);
    await expect(suggestion).toContainText(
      'Source: BLS Occupational Employment and Wage Statistics, May 2024 (national, cross-industry) (pay',
    );

    const grade = page.getByRole('complementary', { name: 'Your financial grade' });
    await expect(grade.getByTestId('live-grade')).toContainText('N/A');
    await expect(grade).toContainText('Enter your monthly income and planned debt to see your grade.');

    await suggestion.getByRole('button', { name: `Use ${usd(suggested)}` }).click();
    const income = page.getByLabel('Expected monthly income, before tax');
    await expect(income).toHaveValue(String(suggested));
    await expect(grade).toContainText('Enter your planned debt to see your grade.');

    // 1,000 a month: 4,680 is exactly 0.39 (A+), a dollar more is A.
    await income.fill('1000');
    const debt = page.getByLabel('Planned total student debt');
    await debt.fill('4680');
    await expect(grade.getByTestId('live-grade')).toContainText('A+');
    await expect(grade).toContainText('Very Low risk');
    await expect(grade).toContainText('Debt-to-income: 0.39');
    await debt.fill('4681');
    await expect(grade.getByTestId('live-grade')).toContainText(/^A\s*Low risk/);
    // 3.14 → D; above → F.
    await debt.fill('37680');
    await expect(grade.getByTestId('live-grade')).toContainText('Very High risk');
    await debt.fill('37681');
    await expect(grade.getByTestId('live-grade')).toContainText('Extreme risk');
    await expect(grade).toContainText("more than 3 times a year's income");
    // The debt at its true cost (the same function every page uses), with the part beyond the federal limits and its sources.
    const cost37681 = plannedDebtCost(37681, TERMS);
    await expect(grade.getByTestId('debt-cost-monthly')).toContainText(`${usdCents(cost37681.monthlyPayment)} a month`);
    await expect(grade.getByTestId('beyond-federal')).toContainText('$10,681 of this would have to be Parent PLUS or private loans');
    await expect(grade).toContainText(`${LATEST_RATE.undergraduatePercent}%`);
    await expect(grade.getByRole('link', { name: /Federal Student Aid/ }).first()).toHaveAttribute('href', LATEST_RATE.sources[0]!.url);

    // Plain messages; no negative numbers.
    await income.fill('-5');
    await debt.focus();
    await expect(page.getByText("Your expected monthly income can't be negative.")).toBeVisible();
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(grade.getByTestId('live-grade')).toContainText('N/A');

    // Keyboard only: fix the income, pick a level with the arrow keys, submit with Enter.
    await income.fill('4000');
    await page.getByRole('radio', { name: /^Comfortable/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: /^Modest/ })).toBeChecked();
    await debt.fill('30000');
    await debt.press('Enter');

    await page.waitForURL(/\/feedback$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('financialExpectations') ?? 'null') as unknown);
    expect(stored).toEqual({ monthlyIncome: 4000, plannedDebt: 30000, level: 'Modest', earningsHorizon: 'all-workers' });
    // 30,000 / 48,000 = 0.625 → A-
    await expect(page.getByRole('region', { name: 'Your financial grade' })).toContainText('A-');
    await expect(page.getByRole('region', { name: 'Your financial grade' })).toContainText('median of all workers');
    await expect(page.getByRole('region', { name: 'Your financial grade' })).toContainText('Lifestyle you hope for: Modest');

    // Coming back shows what was saved.
    await visit(page, '/financial-expectations');
    await expect(page.getByLabel('Expected monthly income, before tax')).toHaveValue('4000');
    await expect(page.getByLabel('Planned total student debt')).toHaveValue('30000');
    await expect(page.getByRole('radio', { name: /^Modest/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Mid-career: the median of all workers/ })).toBeChecked();
  });

  test('without a career quiz: invites to take it, and saving needs both amounts', async ({ page }) => {
    await storeLocal(page, {});
    await visit(page, '/financial-expectations');
    await expect(page.getByRole('link', { name: 'career quiz' })).toHaveAttribute('href', '/career-quiz');
    await page.getByRole('button', { name: 'Save and see my results' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the highlighted fields below.' })).toBeVisible();
    await expect(page.getByText('Enter your expected monthly income.')).toBeVisible();
    await expect(page.getByText('Enter your planned total debt.')).toBeVisible();
    await expect(page.getByLabel('Expected monthly income, before tax')).toBeFocused();
    await expect(page).toHaveURL(/\/financial-expectations$/);
  });
});

test.describe('/feedback', () => {
  test('opened directly: grade, payment, majors with real figures, warnings and next steps from storage', async ({ page }) => {
    await storeLocal(page, {
      journeyStarted: true,
      quizResult: QUIZ,
      financialExpectations: EXPECTATIONS,
      collegeQuizResults: [{ name: 'Ohio State University', city: 'Columbus', state: 'OH' }],
    });
    await visit(page, '/feedback');

    const grade = page.getByRole('region', { name: 'Your financial grade' });
    // 45,000 / 60,000 = 0.75 → A- (Low)
    await expect(grade).toContainText('A-');
    await expect(grade).toContainText('Low risk');
    await expect(grade).toContainText('Debt-to-income 0.75');
    await expect(grade).toContainText('Lifestyle you hope for: Modest');

    const payment = page.getByRole('region', { name: 'Estimated monthly loan payment' });
    // $45,000 over 4 years: $27,000 of Direct Loans and $18,000 beyond the limits as Parent PLUS, blended.
    const perMonth = plannedDebtCost(45000, TERMS).monthlyPayment;
    await expect(payment.getByTestId('planned-payment')).toContainText(`${usdCents(perMonth)} a month`);
    await expect(payment).toContainText(`${((perMonth / 5000) * 100).toFixed(1)}% of your expected monthly income before tax`);
    await expect(payment.getByTestId('beyond-federal')).toContainText('$18,000 of this would have to be Parent PLUS or private loans');
    await expect(payment).toContainText('tiered Standard plan');
    await expect(payment.getByRole('link', { name: /Federal Student Aid/ }).first()).toHaveAttribute('href', LATEST_RATE.sources[0]!.url);

    const majors = page.getByRole('region', { name: 'Your majors: earnings and debt' });
    const table = majors.getByRole('table');
    const csRow = table.getByRole('row', { name: /^Computer science/ });
    await expect(csRow).toContainText(usd(COMPUTER_SCIENCE.medianEarnings));
    await expect(csRow).toContainText(usd(COMPUTER_SCIENCE.medianDebt));
    await expect(table.getByRole('row', { name: /^Underwater basket weaving/ })).toContainText('not reported');
    await expect(table.getByRole('row', { name: new RegExp(`^${COSTLY.name}`) })).toContainText('Costly');
    await expect(majors.getByRole('img', { name: /Bar chart of typical earnings and debt/ })).toBeVisible();
    await expect(majors.getByRole('link', { name: /College Scorecard/ })).toHaveAttribute('href', 'https://collegescorecard.ed.gov/data/');
    await expect(majors).toContainText('How we flag a costly major');
    await expect(majors.getByRole('listitem').filter({ hasText: `${COSTLY.name} is costly` })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Your college matches' })).toContainText('Ohio State University · Columbus, OH');

    const next = page.getByRole('region', { name: 'Next steps' });
    for (const [name, href] of [
      ['AI counselor', '/ai-counselor'],
      ['Premium assessment', '/full-assessment'],
      ['Debt calculator', '/calculator'],
      ['Repayment calculator', '/debt-calculator'],
      ['Scholarship guide', '/resources/scholarships'],
      ['Forum', '/forum'],
    ] as const) {
      await expect(next.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  test('from the dashboard: the router state (majors, planned debt, level) drives the results', async ({ page }) => {
    const email = `results.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
    await signInThroughApi(page, { name: 'Rae Results', email, userType: 'Student' });
    await storeLocal(page, { journeyStarted: true, quizResult: { topMajors: ['Computer science'] }, financialExpectations: EXPECTATIONS });
    await visit(page, '/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'View Free Assessment Results' }).first().click();
    await page.waitForURL(/\/feedback$/);
    await expect(page.getByRole('region', { name: 'Your financial grade' })).toContainText('A-');
    await expect(page.getByRole('region', { name: 'Your financial grade' })).toContainText('Lifestyle you hope for: Modest');
    await expect(
      page.getByRole('region', { name: 'Your majors: earnings and debt' }).getByRole('row', { name: /^Computer science/ }),
    ).toContainText(usd(COMPUTER_SCIENCE.medianEarnings));
  });

  test('router state wins over storage where it is given; the income still comes from storage', async ({ page }) => {
    await storeLocal(page, { journeyStarted: true, quizResult: { topMajors: ['Computer science'] }, financialExpectations: EXPECTATIONS });
    // What a navigation with state leaves in history (the routing module keeps it under `usr`, as react-router did), set before the app reads it.
    await page.addInitScript(
      (state) => {
        if (location.pathname === '/feedback') history.replaceState({ usr: state, key: 'results', idx: 0 }, '');
      },
      { selectedMajors: [COSTLY.name], yearlyFinancedAmount: '60000', expectations: { level: 'Affluent' } },
    );
    await visit(page, '/feedback');
    const grade = page.getByRole('region', { name: 'Your financial grade' });
    // 60,000 / (5,000 × 12) = 1.0 → B+ (Moderate)
    await expect(grade).toContainText('B+');
    await expect(grade).toContainText('Moderate risk');
    await expect(grade).toContainText('Lifestyle you hope for: Affluent');
    const table = page.getByRole('region', { name: 'Your majors: earnings and debt' }).getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(`^${COSTLY.name}`) })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Computer science/ })).toHaveCount(0);
  });

  test('with nothing stored: an invitation to the journey', async ({ page }) => {
    await storeLocal(page, {});
    await visit(page, '/feedback');
    await expect(page.getByText('There are no results on this device yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start the free assessment' })).toHaveAttribute('href', '/journey');
  });
});

// A major graded B+ (debt 0.80 to 1.05 × early earnings): costly under the one rule (below A-), not under the old 1.05 line.
const B_PLUS = [...MAJORS]
  .filter((m) => m.medianDebt !== null && m.medianEarnings !== null)
  .filter((m) => m.medianDebt! / m.medianEarnings! > 0.8 && m.medianDebt! / m.medianEarnings! <= 1.05)
  .sort((a, b) => a.name.localeCompare(b.name))[0]!;
const COSTLY_COUNT = MAJORS.filter(
  (m) => m.medianDebt !== null && m.medianEarnings !== null && m.medianDebt / m.medianEarnings > 0.79 + 1e-9,
).length;

test.describe('/outcomes', () => {
  test("every major in a chart and a sortable table, the student's majors highlighted", async ({ page }) => {
    // Every major in a chart, a table and axe over both: past a minute on a loaded machine.
    test.slow();
    await storeLocal(page, { quizResult: QUIZ });
    await visit(page, '/outcomes');
    await expect(page.getByRole('main')).toContainText('below grade A- on the financial grade table');
    await expect(page.getByRole('main')).toContainText('Parent PLUS loans are not in the data');
    await expect(page.getByRole('main')).toContainText('Private loans are not in the data');

    const chart = page.getByRole('group', { name: 'Scatter chart: typical total debt and early-career earnings by major' });
    await expect(chart).toBeVisible();
    const legend = page.getByRole('list', { name: 'Chart legend' });
    for (const text of ['Your majors', 'Other majors', 'Square: costly', 'Costly line: debt 0.79 × earnings'])
      await expect(legend).toContainText(text);

    // Each dot is labelled: on hover, and on keyboard focus with the arrow keys moving between majors.
    const dots = chart.getByRole('button');
    await expect(dots).toHaveCount(MAJORS.filter((m) => m.medianDebt !== null && m.medianEarnings !== null).length);
    const tooltip = page.getByTestId('outcomes-chart-tooltip');
    const csDot = chart.getByRole('button', { name: /^Computer science \(your major\):/ });
    await csDot.hover();
    await expect(tooltip).toContainText('Computer science · your major');
    await expect(tooltip).toContainText(`Earnings ${usd(COMPUTER_SCIENCE.medianEarnings)} a year (first year after graduation)`);
    await expect(tooltip).toContainText('Parent PLUS not in the data');
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
    const costlyDot = chart.getByRole('button', { name: new RegExp(`^${COSTLY.name} \\(your major\\):.*costly\\.$`) });
    await expect(costlyDot).toHaveAttribute('aria-label', new RegExp(`typical total debt ${usd(COSTLY.medianDebt!).replace('$', '\\$')}`));
    // One tab stop: the first of the student's majors in debt order, then the arrow keys.
    await page.getByRole('link', { name: 'financial grade' }).focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-major', /.+/);
    await expect(tooltip).toBeVisible();
    const first = await focused.getAttribute('data-major');
    await page.keyboard.press('ArrowRight');
    await expect(focused).not.toHaveAttribute('data-major', first!);
    await expect(tooltip).toContainText((await focused.getAttribute('data-major'))!);
    await checkA11y(page);

    const table = page.getByRole('region', { name: 'Every major' }).getByRole('table');
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(MAJORS.length);
    const rowOf = (name: string) => body.filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
    await expect(rowOf('Computer science')).toContainText('Your major');
    await expect(rowOf('Computer science')).toContainText(usd(COMPUTER_SCIENCE.medianEarnings));
    await expect(rowOf('Computer science')).toContainText('not in the data');
    await expect(rowOf(COSTLY.name)).toContainText('Your major');
    await expect(rowOf(COSTLY.name)).toContainText('Costly');
    await expect(rowOf(B_PLUS.name)).toContainText('B+ (Moderate risk)');
    await expect(rowOf(B_PLUS.name)).toContainText('Costly');
    await expect(table.locator('tbody').getByText('Costly', { exact: true })).toHaveCount(COSTLY_COUNT);
    await expect(table.locator('tbody tr').filter({ hasText: 'Your major' })).toHaveCount(2);
    await expect(rowOf('Computer science')).toContainText('estimate');
    await expect(page.getByRole('region', { name: 'Every major' }).getByRole('link', { name: /College Scorecard/ })).toHaveAttribute(
      'href',
      'https://collegescorecard.ed.gov/data/',
    );

    // Sorted by name at first; earnings largest first, then smallest first, by keyboard.
    await expect(table.getByRole('columnheader', { name: /^Major/ })).toHaveAttribute('aria-sort', 'ascending');
    const earnings = table.getByRole('button', { name: /^Earnings a year/ });
    await earnings.focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: /^Earnings a year/ })).toHaveAttribute('aria-sort', 'descending');
    const reported = MAJORS.filter((m) => m.medianEarnings !== null);
    const highest = [...reported].sort((a, b) => b.medianEarnings! - a.medianEarnings! || a.name.localeCompare(b.name))[0]!;
    const lowest = [...reported].sort((a, b) => a.medianEarnings! - b.medianEarnings! || a.name.localeCompare(b.name))[0]!;
    await expect(body.first().getByRole('rowheader')).toHaveText(new RegExp(`^${highest.name}`));
    await page.keyboard.press('Space');
    await expect(table.getByRole('columnheader', { name: /^Earnings a year/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(body.first().getByRole('rowheader')).toHaveText(new RegExp(`^${lowest.name}`));

    await table.getByRole('button', { name: /^Debt ÷ earnings/ }).click();
    await expect(body.first().getByRole('rowheader')).toHaveText(new RegExp(`^${COSTLY.name}`));
  });

  test('at 390 px: every major as a card, the same figures, no sideways scroll', async ({ page }) => {
    // Every major in a chart, a table and axe over both: past a minute on a loaded machine.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await storeLocal(page, { quizResult: QUIZ });
    await visit(page, '/outcomes');
    const cards = page.getByRole('list', { name: /^Every major's debt, earnings, grade/ }).getByRole('listitem');
    await expect(cards).toHaveCount(MAJORS.length);
    await expect(page.getByRole('region', { name: 'Every major' }).getByRole('table')).toBeHidden();
    const costlyCard = cards.filter({ has: page.getByRole('heading', { name: new RegExp(`^${COSTLY.name}`) }) });
    for (const text of [
      'Typical federal debt',
      'Parent PLUS',
      'Typical total debt',
      'Earnings a year (first year after graduation)',
      'Costly',
    ]) {
      await expect(costlyCard).toContainText(text);
    }
    await page.getByLabel('Sort by').selectOption({ label: 'Debt ÷ earnings, largest first' });
    await expect(cards.first().getByRole('heading')).toHaveText(new RegExp(`^${COSTLY.name}`));
    // A dot's label stays inside the chart, even for a dot near the edge.
    const chart = page.getByRole('group', { name: /^Scatter chart/ });
    await chart.getByRole('button', { name: new RegExp(`^${COSTLY.name} `) }).focus();
    await expect(page.getByTestId('outcomes-chart-tooltip')).toContainText(COSTLY.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
  });
});
