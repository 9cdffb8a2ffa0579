import type { Page } from '@playwright/test';
import { CAREERS } from '@data/careers';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

const ELECTRICIANS = CAREERS.find((career) => career.socCode === '47-2111.00')!;

/** Stores the spec's local keys (JSON values) before the app starts. */
async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
// The conversation's own items, not the bullet lists inside an answer.
const lastAnswer = (page: Page) => conversation(page).locator(':scope > li').last();

async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await page.getByLabel('Your question').press('Enter');
}

test.describe('AI counselor (offline mode)', () => {
  test.beforeEach(async ({ page }) => {
    await storeLocal(page, {
      betaNotificationDismissed: true,
      feedbackPopupShown: true,
      quizResult: { topMajors: ['Nursing (registered nursing)', 'Psychology'], topCareerCodes: ['29-1141.00'], hollandCode: 'SIC' },
      financialExpectations: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' },
    });
  });

  test('a visitor asks, watches it stream, stops it, and sees sources', async ({ page }) => {
    await visit(page, '/ai-counselor');
    await expect(page).toHaveTitle('AI counselor – Waypoint');
    await expect(page.getByText('Offline counselor.')).toBeVisible();
    await expect(page.getByText(/this conversation stays in this page only/)).toBeVisible();

    // Starters come from the student's own results.
    await page.getByRole('button', { name: 'Compare Nursing (registered nursing) and Psychology' }).click();
    await expect(lastAnswer(page)).toContainText('Here is how they compare');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(lastAnswer(page)).toContainText('graduates earn');
    await lastAnswer(page)
      .getByText(/^Data used \(2 sources\)$/)
      .click();
    await expect(lastAnswer(page).getByText('Major: Psychology')).toBeVisible();

    // A long answer streams word by word; Stop keeps what arrived.
    await ask(page, 'How do I find scholarships?');
    const stop = page.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible();
    await expect(lastAnswer(page)).toContainText('Here is where to look');
    await stop.click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(lastAnswer(page)).toContainText('You stopped this answer.');
    await expect(lastAnswer(page)).not.toContainText('scholarship directory');

    await ask(page, 'How much do electricians make?');
    await expect(lastAnswer(page)).toContainText(`median pay $${ELECTRICIANS.medianPay!.toLocaleString('en-US')} a year`);
    await checkA11y(page);
  });

  test('a signed-in student continues a saved conversation after reload, then deletes it', async ({ page }) => {
    // Conversations are saved only with a complete profile.
    await signInThroughApi(page, { name: 'Sam Rivera', email: `counselor.${Date.now()}@example.org`, userType: 'Student' });
    await visit(page, '/premium/ai-counselor');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI counselor' })).toBeVisible();
    await expect(page.getByText(/Your conversations are saved to your account/)).toBeVisible();

    await ask(page, 'What does my financial grade mean?');
    await expect(lastAnswer(page)).toContainText('Your grade is A-');
    await expect(page).toHaveURL(/\?c=[0-9a-f-]{36}$/);

    await page.reload();
    await expect(conversation(page)).toContainText('What does my financial grade mean?');
    await expect(lastAnswer(page)).toContainText('Your grade is A-');
    const saved = page.getByRole('region', { name: 'Saved conversations' });
    await expect(saved.getByRole('button', { name: /^What does my financial grade mean\?/ })).toHaveAttribute('aria-current', 'true');

    await ask(page, 'What would my monthly payment be on $30,000 of loans?');
    await expect(lastAnswer(page)).toContainText('Monthly payment: $259.52');
    await checkA11y(page);

    await saved.getByRole('button', { name: 'Delete “What does my financial grade mean?”' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Delete conversation' }).click();
    await expect(page.getByRole('heading', { name: 'Ask about careers, majors, colleges, costs or debt' })).toBeVisible();
    await expect(page).not.toHaveURL(/\?c=/);
  });
});
