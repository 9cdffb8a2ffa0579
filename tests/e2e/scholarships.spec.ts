import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/** The result count (announced politely). */
const status = (page: Page) => page.getByRole('region', { name: 'Scholarship directory' }).getByRole('status').filter({ hasText: /match/ });

test.describe('/resources/scholarships', () => {
  // Long journeys with axe on a page of 20 cards; the default minute is tight on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the guide: where to look, how to apply, a 12-month deadlines calendar and scam warnings', async ({ page }) => {
    await visit(page, '/resources/scholarships');
    await expect(page).toHaveTitle('Scholarship guide – Waypoint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scholarship guide');
    await expect(
      page.getByRole('region', { name: 'Where to look' }).getByRole('link', { name: /CareerOneStop Scholarship Finder/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('region', { name: 'How to apply' }).getByRole('listitem')).toHaveCount(8);
    const calendar = page.getByRole('region', { name: 'Deadlines calendar' });
    await expect(calendar.getByRole('heading', { level: 3 })).toHaveCount(13);
    await expect(calendar.getByRole('heading', { name: 'September' })).toBeVisible();
    await expect(calendar).toContainText('Coca-Cola Scholars Program');
    const scams = page.getByRole('region', { name: 'How to spot a scam' });
    await expect(scams).toContainText('Never pay to apply for a scholarship');
    await expect(scams).toContainText('1-877-FTC-HELP');

    // A month in the calendar opens the directory filtered to it.
    await calendar.getByRole('link', { name: 'Show September deadlines in the directory' }).click();
    await expect(page).toHaveURL(/\?deadlineMonth=9$/);
    await expect(page.getByLabel('Usual deadline')).toHaveValue('9');
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
    await expect(status(page)).toContainText('match');
    await checkA11y(page);
  });

  test('pages of results, kept in the URL across a reload', async ({ page }) => {
    await visit(page, '/resources/scholarships');
    const directory = page.getByRole('region', { name: 'Scholarship directory' });
    await expect(status(page)).toHaveText(/^\d+ scholarships match; showing 1 to 20\.$/);
    const total = Number((await status(page).textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(40);
    await expect(directory.getByRole('article')).toHaveCount(20);

    // Pages: Next moves focus to the results and keeps the page in the URL across a reload.
    await directory.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(directory.getByRole('heading', { name: 'Results' })).toBeFocused();
    await expect(status(page)).toContainText('showing 21 to 40');
    await expect(directory).toContainText(`Page 2 of ${Math.ceil(total / 20)}`);
    await page.reload();
    await expect(status(page)).toContainText('showing 21 to 40');
    await directory.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/resources\/scholarships$/);
  });

  test('search and filter with the keyboard; the filters live in the URL; empty state', async ({ page }) => {
    await visit(page, '/resources/scholarships');
    const directory = page.getByRole('region', { name: 'Scholarship directory' });
    await expect(status(page)).toHaveText(/^\d+ scholarships match; showing 1 to 20\.$/);
    const total = Number((await status(page).textContent())!.split(' ')[0]);

    // Search words apply on Enter.
    await page.getByLabel('Search by name, sponsor or eligibility').focus();
    await page.keyboard.type('nursing');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=nursing$/);
    await expect(status(page)).toHaveText(/^\d+ scholarships? match/);
    const nursingCount = await directory.getByRole('article').count();
    expect(nursingCount).toBeGreaterThan(0);

    // A list filter applies as soon as it changes, from the keyboard too.
    await page.keyboard.press('Tab'); // the Search button
    await page.keyboard.press('Tab'); // grade level
    await page.keyboard.press('Tab'); // field of study
    await expect(page.getByLabel('Field of study')).toBeFocused();
    await page.getByLabel('Field of study').selectOption('health');
    await expect(page).toHaveURL(/\?q=nursing&field=health$/);
    await page.getByLabel('Need or merit').focus();
    const needResults = page.waitForResponse(
      (response) => response.url().includes('/api/scholarships?') && response.url().includes('basis=need'),
    );
    await page.getByLabel('Need or merit').selectOption('need');
    await expect(page).toHaveURL(/\?q=nursing&field=health&basis=need$/);
    await needResults;
    // The previous results stay on screen, marked busy, until the new ones are shown.
    await expect(directory.getByRole('list', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
    const filteredText = await status(page).textContent();

    // The same view comes back from the link alone.
    await page.goto(page.url());
    await expect(page.getByLabel('Search by name, sponsor or eligibility')).toHaveValue('nursing');
    await expect(page.getByLabel('Field of study')).toHaveValue('health');
    await expect(page.getByLabel('Need or merit')).toHaveValue('need');
    await expect(status(page)).toHaveText(filteredText!);
    await checkA11y(page);

    // Back undoes the last filter.
    await page.goBack();
    await expect(page.getByLabel('Need or merit')).toHaveValue('');

    // Empty state, and clearing everything.
    await page.getByLabel('Search by name, sponsor or eligibility').fill('xylophone quartz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(status(page)).toHaveText('No scholarships match.');
    await expect(directory).toContainText('Try fewer filters or other words');
    await checkA11y(page);
    await directory.getByRole('button', { name: 'Clear search and filters' }).first().click();
    await expect(page).toHaveURL(/\/resources\/scholarships$/);
    await expect(status(page)).toContainText(`${total} scholarships match`);
  });

  test('a hand-edited link keeps its valid filters and says what it ignored', async ({ page }) => {
    await visit(page, '/resources/scholarships?field=cooking&deadlineMonth=10');
    const directory = page.getByRole('region', { name: 'Scholarship directory' });
    await expect(directory.getByRole('status').filter({ hasText: 'ignored' })).toContainText('field');
    await expect(page.getByLabel('Usual deadline')).toHaveValue('10');
  });

  test('a card links out safely, cites its source, and asks visitors to sign in to save', async ({ page }) => {
    await visit(page, '/resources/scholarships?q=coca-cola%20scholars');
    const card = page.getByRole('article', { name: 'Coca-Cola Scholars Program' });
    await expect(card).toContainText('Coca-Cola Scholars Foundation');
    await expect(card).toContainText('$20,000');
    await expect(card).toContainText('September');
    await expect(card).toContainText('Merit-based');
    const out = card.getByRole('link', { name: /Visit the sponsor's site for Coca-Cola Scholars Program \(opens in a new tab\)/ });
    await expect(out).toHaveAttribute('href', 'https://www.coca-colascholarsfoundation.org/');
    await expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(out).toHaveAttribute('target', '_blank');
    await expect(card).toContainText(/Checked \w{3} \d{1,2}, \d{4} on Coca-Cola UNITED/);
    await expect(card.getByRole('link', { name: 'Sign in to save Coca-Cola Scholars Program' })).toHaveAttribute(
      'href',
      `/signin?returnTo=${encodeURIComponent('/resources/scholarships?q=coca-cola%20scholars')}`,
    );
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('signed in: save one, see it on the profile, undo a removal, then remove it', async ({ page }) => {
    await signInThroughApi(page, { name: 'Sam Saver', email: uniqueEmail('scholarships'), userType: 'Student' });

    // The profile starts with an empty list that points to the guide.
    await visit(page, '/profile');
    const saved = page.getByRole('region', { name: 'Saved scholarships' });
    await expect(saved).toContainText("You haven't saved any scholarships yet");
    await expect(saved.getByRole('link', { name: 'Open the scholarship guide' })).toHaveAttribute('href', '/resources/scholarships');

    await visit(page, '/resources/scholarships?q=coca-cola%20scholars');
    const toggle = page
      .getByRole('article', { name: 'Coca-Cola Scholars Program' })
      .getByRole('button', { name: /Coca-Cola Scholars Program/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveText(/^Save/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText(/^Saved/);
    await checkA11y(page);
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await visit(page, '/profile');
    const link = saved.getByRole('link', { name: /Coca-Cola Scholars Program/ });
    await expect(link).toHaveAttribute('href', 'https://www.coca-colascholarsfoundation.org/');
    await expect(saved).toContainText('usually due in September');
    // Existing profile content is still there.
    await expect(page.getByRole('region', { name: 'Your results' })).toBeVisible();

    // Remove, then undo: the Undo button takes focus.
    await saved.getByRole('button', { name: 'Remove Coca-Cola Scholars Program' }).click();
    const undo = saved.getByRole('button', { name: 'Undo removing Coca-Cola Scholars Program' });
    await expect(undo).toBeFocused();
    await expect(saved).toContainText('was removed from your saved scholarships');
    await checkA11y(page);
    await page.keyboard.press('Enter');
    await expect(saved.getByRole('button', { name: 'Remove Coca-Cola Scholars Program' })).toBeFocused();
    await page.reload();
    await expect(saved.getByRole('link', { name: /Coca-Cola Scholars Program/ })).toBeVisible();

    // Remove for good.
    await saved.getByRole('button', { name: 'Remove Coca-Cola Scholars Program' }).click();
    await expect(saved.getByRole('button', { name: 'Undo removing Coca-Cola Scholars Program' })).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/scholarships/saved')).json()) as { ids: string[] }).ids)
      .toEqual([]);
    await page.reload();
    await expect(saved).toContainText("You haven't saved any scholarships yet");

    // The directory agrees.
    await page.goto('/resources/scholarships?q=coca-cola%20scholars');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('signed in: a save the server refuses is rolled back with a message', async ({ page }) => {
    await signInThroughApi(page, { name: 'Ray Refused', email: uniqueEmail('scholarships-fail'), userType: 'Parent' });
    await page.route('**/api/scholarships/saved/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests. Wait a minute and try again.' } }),
          })
        : route.fallback(),
    );
    await page.goto('/resources/scholarships?q=gates');
    const toggle = page.getByRole('article', { name: 'The Gates Scholarship' }).getByRole('button', { name: /The Gates Scholarship/ });
    await toggle.click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Could not save The Gates Scholarship');
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Too many requests');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeEnabled();
  });

  test('the directory shows an error with a retry when the list cannot load', async ({ page }) => {
    let fail = true;
    await page.route('**/api/scholarships?*', (route) =>
      fail
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down' } }),
          })
        : route.fallback(),
    );
    await page.goto('/resources/scholarships?basis=need');
    const directory = page.getByRole('region', { name: 'Scholarship directory' });
    await expect(directory.getByRole('alert')).toContainText('The scholarship list could not be loaded.');
    await checkA11y(page);
    fail = false;
    await directory.getByRole('button', { name: 'Try again' }).click();
    await expect(status(page)).toContainText('scholarships match');
  });
});
