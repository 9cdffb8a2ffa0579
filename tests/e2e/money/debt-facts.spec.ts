import { expect, test, visit } from '@tests/e2e/fixtures';

test.describe('/debt-facts', () => {
  test('shows each figure with its source and date, and says why the 44% claim is left out', async ({ page }) => {
    await visit(page, '/debt-facts');
    await expect(page).toHaveTitle('Student debt facts – Waypoint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student debt facts');

    const average = page.getByRole('region', { name: 'The average federal student loan' });
    await expect(average).toContainText('about $39,500');
    await expect(average).toContainText('From Federal Student Aid portfolio totals');
    await expect(average).toContainText('As of June 30, 2025: $1.67 trillion ÷ 42.3 million borrowers');
    await expect(average.getByRole('link', { name: /FSA Data Center: Federal Student Loan Portfolio/ })).toHaveAttribute(
      'href',
      'https://studentaid.gov/data-center/student/portfolio',
    );

    const today = page.getByRole('region', { name: 'Student debt in the U.S. today' });
    for (const [figure, period] of [
      ['$1.67 trillion', 'As of June 30, 2025'],
      ['42.3 million', 'As of June 30, 2025'],
      ['$1.66 trillion', 'Q4 2025'],
    ] as const) {
      const card = today.getByRole('article').filter({ hasText: figure });
      await expect(card).toContainText(period);
      await expect(card.getByRole('link').first()).toHaveAttribute('target', '_blank');
      await expect(card).toContainText(/checked \w{3} \d{1,2}, \d{4}/);
    }
    await expect(page.getByText('44%', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: "A number we don't show" })).toContainText(
      'could not trace that figure to a primary source',
    );

    const rates = page.getByRole('region', { name: 'What federal loans cost: interest rates' });
    await expect(rates).toContainText('6.39%');
    await expect(rates.getByRole('link', { name: /Interest Rates and Fees for Federal Student Loans/ }).first()).toBeVisible();
    const limits = page.getByRole('region', { name: 'How much students can borrow from the federal government' });
    await expect(limits).toContainText('$31,000');
    await expect(limits).toContainText('$57,500');

    const next = page.getByRole('region', { name: 'Plan with these numbers' });
    await expect(next.getByRole('link', { name: /Debt Calculator/ })).toHaveAttribute('href', '/calculator');
    await expect(next.getByRole('link', { name: /How much can I borrow safely/ })).toHaveAttribute('href', '/debt-calculator');
    await expect(next.getByRole('link', { name: /Scholarship Guide/ })).toHaveAttribute('href', '/resources/scholarships');
  });

  test('the charts have text alternatives and tables that open from the keyboard', async ({ page }) => {
    await visit(page, '/debt-facts');
    const debtChart = page.getByRole('img', { name: 'Line chart: total U.S. student debt, 2014 to 2025' });
    await expect(debtChart).toBeVisible();
    // uPlot loads when the chart comes near the screen, then draws its canvas.
    await debtChart.scrollIntoViewIfNeeded();
    await expect(debtChart.locator('canvas').first()).toBeAttached();
    const describedBy = await debtChart.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText('$1.16 trillion in Q4 2014');
    await expect(page.getByRole('img', { name: 'Line chart: federal Direct Loan interest rates by award year' })).toBeVisible();

    const summary = page.getByText('Show the numbers as a table');
    await summary.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: /Total U.S. student debt by year/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /Q4 2014/ })).toContainText('$1.16 trillion');
    await expect(table.getByRole('row', { name: /Q4 2025 \(latest\)/ })).toContainText('$1.66 trillion');

    await page.getByText('Show the rates as a table').focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('table', { name: /interest rates by award year/ }).getByRole('row', { name: /2024-25/ })).toContainText(
      '6.53%',
    );

    // The calculator links are reachable with Tab.
    const link = page.getByRole('region', { name: 'Plan with these numbers' }).getByRole('link', { name: /Debt Calculator/ });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/calculator$/);
  });
});
