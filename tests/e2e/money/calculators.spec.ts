import type { Page } from '@playwright/test';
import { safeBorrowing } from '@domain/finance/borrowing';
import { compareRepaymentPlans, PLAN_LABELS } from '@domain/finance/repayment';
import { CAREERS } from '@data/careers';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import { trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { usd } from '@client/features/calculator/format';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

const KNOWN_CASE = '/calculator?loan=10000_6.8_federal_old&loan=30000_6.39_federal_old&salary=52000&growth=0&family=2&start=2027-01';

const planCard = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true });

/** Text of every plan card, to compare two pages' results. */
async function resultsText(page: Page) {
  return (await page.getByRole('article').allInnerTexts()).join('\n');
}

test.describe('/calculator', () => {
  test('shows the domain figures for a known case, with sources and a chart alternative', async ({ page }) => {
    await visit(page, KNOWN_CASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Student loan repayment calculator' })).toBeVisible();
    const expected = compareRepaymentPlans({
      loans: [
        { amount: 10000, ratePercent: 6.8, kind: 'federal', disbursed: 'before-2026-07-01' },
        { amount: 30000, ratePercent: 6.39, kind: 'federal', disbursed: 'before-2026-07-01' },
      ],
      startingSalary: 52000,
      salaryGrowthPercent: 0,
      familySize: 2,
      startDate: new Date(Date.UTC(2027, 0, 1)),
    });
    expect(expected.plans.map((p) => p.plan)).toEqual(['standard-10', 'graduated', 'extended', 'rap']);
    for (const plan of expected.plans) {
      const card = planCard(page, plan.label);
      await expect(card).toContainText(usd(plan.firstMonthlyPayment));
      await expect(card).toContainText(usd(plan.totalPaid));
      await expect(card).toContainText(usd(plan.totalInterest));
      await expect(card).toContainText(usd(plan.forgiven));
    }
    // Older loans: the tiered plan is listed as not available, with the reason.
    await expect(page.getByRole('row', { name: new RegExp(`^${PLAN_LABELS['tiered-standard']}`) })).toContainText('Not available');
    const chart = page.getByRole('img', { name: 'Loan balance over time by repayment plan' });
    await expect(chart).toBeVisible();
    // The chart is drawn when it nears the screen, and its legend then moves what follows: click below it once drawn.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await page.getByText('Balance by year (table)').click();
    await expect(page.getByRole('table', { name: 'Balance owed at the end of each year' })).toBeVisible();
    // The schedule opens a year into its months.
    await page.getByRole('button', { name: 'Year 1 months' }).click();
    await expect(page.getByRole('rowheader', { name: 'Month 12' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources and assumptions' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `${DIRECT_LOAN_RATES.at(-1)?.undergraduatePercent}%`, exact: true }).first()).toBeVisible();
    await checkA11y(page);
  });

  test('works with the keyboard: fill a loan, add a private loan, reach the results', async ({ page }) => {
    await visit(page, '/calculator');
    // The prefilled loan is labelled as an example, and the best plan is stated in one sentence.
    await expect(page.getByText('Example loan:')).toBeVisible();
    await expect(page.getByTestId('best-plan')).toHaveText(/^For this example loan, the best plan is /);
    const firstAmount = page.getByLabel('Amount ($)').first();
    await firstAmount.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('24000');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Example loan:')).toHaveCount(0);
    await expect(page.getByLabel('Interest rate (%)').first()).toBeFocused();

    const add = page.getByRole('button', { name: 'Add a loan' });
    await add.focus();
    await page.keyboard.press('Enter');
    // The new row's amount takes focus.
    const secondAmount = page.getByLabel('Amount ($)').nth(1);
    await expect(secondAmount).toBeFocused();
    await page.keyboard.type('6000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('9.5');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Loan type', { exact: true }).nth(1)).toBeFocused();
    await page.getByLabel('Loan type', { exact: true }).nth(1).selectOption('private');

    const salary = page.getByLabel('Expected starting salary ($ a year)');
    await salary.focus();
    await page.keyboard.type('48000');

    // A bad value gets a message beside its field, and the results stay on the last good entries.
    const family = page.getByLabel('Family size');
    await family.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await expect(page.getByText('Family size includes you, so it is at least 1')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await expect(page.getByText('Family size includes you, so it is at least 1')).toHaveCount(0);

    await expect(page).toHaveURL(/loan=24000_6\.39_federal_new&loan=6000_9\.5_private_new&salary=48000/);
    await expect(page.getByTestId('best-plan')).toHaveText(/^Your best plan is /);
    await expect(planCard(page, 'Tiered Standard')).toBeVisible();
    await expect(planCard(page, 'Repayment Assistance Plan (RAP)')).toBeVisible();
    await expect(planCard(page, 'Private loans: standard repayment only')).toContainText('not eligible');

    // Tab onward from the form reaches the results (the schedule's plan picker).
    await page.getByLabel('Repayment starts').focus();
    let reached = false;
    for (let i = 0; i < 15 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.getByLabel('Show the schedule for').evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await checkA11y(page);
  });

  test('the copied link restores the same inputs and results in a new page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/calculator');
    await page.getByLabel('Amount ($)').first().fill('41000');
    await page.getByLabel('First paid out').first().selectOption('before-2026-07-01');
    await page.getByLabel('Expected starting salary ($ a year)').fill('61000');
    await page.getByLabel('Salary growth (% a year)').fill('3');
    await page.getByLabel('Family size').fill('3');
    await expect(planCard(page, 'Extended (25 years)')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied').first()).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    const before = await resultsText(page);

    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByLabel('Amount ($)').first()).toHaveValue('41000');
    await expect(other.getByLabel('First paid out').first()).toHaveValue('before-2026-07-01');
    await expect(other.getByLabel('Expected starting salary ($ a year)')).toHaveValue('61000');
    await expect(other.getByLabel('Salary growth (% a year)')).toHaveValue('3');
    await expect(other.getByLabel('Family size')).toHaveValue('3');
    await expect(planCard(other, 'Extended (25 years)')).toBeVisible();
    expect(await resultsText(other)).toBe(before);
    await other.close();
  });

  test('a damaged link falls back to defaults with a notice', async ({ page }) => {
    await visit(page, '/calculator?loan=lots&growth=99&family=two');
    await expect(page.getByText(/could not be used, so we filled in defaults instead: loan 1, salary growth, family size/)).toBeVisible();
    await expect(page.getByLabel('Amount ($)').first()).toHaveValue(String(FEDERAL_LOAN_LIMITS.dependentUndergraduate.aggregate));
    await expect(planCard(page, 'Tiered Standard')).toBeVisible();
  });

  test('print view hides the navigation and buttons and keeps the schedule', async ({ page }) => {
    await page.goto(KNOWN_CASE);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('table', { name: /Payment schedule/ })).toBeVisible();
  });

  test('fits a phone screen without accessibility problems', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, KNOWN_CASE);
    await expect(planCard(page, 'Standard (10 years)')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await visit(page, '/debt-calculator?salary=45000&years=4&grade=A');
    await expect(page.getByTestId('safe-debt')).toBeVisible();
  });

  test('picking a career fills its median pay and shows the source', async ({ page }) => {
    const career = CAREERS.find((c) => c.medianPay !== null && c.title === 'Electricians');
    expect(career).toBeDefined();
    await page.goto('/calculator');
    const picker = page.getByRole('combobox', { name: /Pick a career/ });
    await picker.focus();
    await page.keyboard.type('Electricians');
    // Wait for the list to narrow: ArrowDown on a list still showing the previous matches picks another career.
    await expect(page.getByRole('listbox', { name: 'Careers' }).getByRole('option').first()).toHaveText(/Electricians/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Expected starting salary ($ a year)')).toHaveValue(String(career?.medianPay));
    // The chosen career stays in the box (it used to be emptied, so the choice looked cleared).
    await expect(picker).toHaveValue('Electricians');
    await expect(page.getByText(career?.source.name ?? '')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`career=${career?.socCode.replace('.', '\\.')}`));
    await checkA11y(page);
  });
});

test.describe('/debt-calculator', () => {
  test('finds the safe amount with the keyboard and links to the calculator with it filled in', async ({ page }) => {
    await visit(page, '/debt-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'How much can I borrow safely?' })).toBeVisible();
    await expect(page.getByText('Enter an expected salary, or pick a career')).toBeVisible();

    await page.getByLabel('Expected starting salary ($ a year)').focus();
    await page.keyboard.type('50000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Years of study you will borrow for')).toBeFocused();
    await page.getByLabel('Years of study you will borrow for').selectOption('4');
    await page.keyboard.press('Tab');
    await page.getByLabel('Financial grade to keep').selectOption('B+');

    const { terms } = trueCostTermsFor(new Date().toISOString().slice(0, 10), TRUE_COST_DATASETS);
    const expected = safeBorrowing({ annualSalary: 50000, yearsOfStudy: 4, targetGrade: 'B+', terms }, FEDERAL_LOAN_LIMITS);
    expect(expected.maxDebt).toBe(52500);
    await expect(page.getByTestId('safe-debt')).toHaveText(usd(expected.maxDebt ?? 0));
    // $52,500 over 4 years: $27,000 within the year-by-year Direct Loan limits, $25,500 beyond them.
    await expect(page.getByTestId('beyond-federal')).toContainText('$25,500 of this would have to be Parent PLUS or private loans');
    await expect(page.getByTestId('debt-cost-monthly')).toContainText(usd(expected.cost?.monthlyPayment ?? 0));
    await expect(page.getByText(usd(expected.rapMonthlyPayment ?? 0), { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Dependent undergraduate/ })).toContainText(
      usd(expected.federalLimits.dependentUndergraduate).replace('.00', ''),
    );
    await expect(page).toHaveURL(/salary=50000&years=4&grade=B%2B/);
    await checkA11y(page);

    // The same link gives the same answer in a new page.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('safe-debt')).toHaveText(usd(52500));
    await other.close();

    // The repayment calculator is the student's: their $27,000 of Direct Loans at repayment (Parent PLUS is the parents' loan).
    const studentBalance = expected.cost?.student.debt.atRepayment ?? 0;
    await page.getByRole('link', { name: `Compare repayment plans for ${usd(studentBalance)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/calculator\\?loan=${studentBalance}_`));
    await expect(page.getByLabel('Amount ($)').first()).toHaveValue(String(studentBalance));
    await expect(page.getByLabel('Expected starting salary ($ a year)')).toHaveValue('50000');
    await expect(planCard(page, 'Tiered Standard')).toBeVisible();
  });

  test('print view hides the navigation', async ({ page }) => {
    await page.goto('/debt-calculator?salary=40000&years=2&grade=A');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByTestId('safe-debt')).toBeVisible();
  });
});
