import type { Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, signInWithPopup, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

type ServerState = Record<string, { value: unknown; updatedAt: number }>;

async function serverState(page: Page): Promise<ServerState> {
  const response = await page.request.get('/api/progress');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { state: ServerState }).state;
}

/** The spec's keys as this browser holds them (raw strings, exactly as stored). */
function localKeys(page: Page, keys: string[]) {
  return page.evaluate((names) => Object.fromEntries(names.map((name) => [name, localStorage.getItem(name)])), keys);
}

/** The fixture watches `page` only; a second browser gets the same rule: no console or page errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const quizResult = { topMajors: ['Nursing', 'Accounting'] };
const financialExpectations = { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' };

test('progress made signed out reaches the server at sign-in and follows the user to another browser', async ({ page, browser }) => {
  const who = { name: 'Sky Morales', email: uniqueEmail('progress'), userType: 'Student' as const };

  // A visitor does part of the free assessment without an account.
  await page.goto('/dashboard');
  await checkA11y(page);
  await page.evaluate(
    ({ quiz, expectations }) => {
      localStorage.setItem('journeyStarted', 'true');
      localStorage.setItem('quizResult', JSON.stringify(quiz));
      localStorage.setItem('financialExpectations', JSON.stringify(expectations));
      localStorage.setItem('betaNotificationDismissed', 'true');
    },
    { quiz: quizResult, expectations: financialExpectations },
  );

  await signInAndCompleteProfile(page, who);
  await checkA11y(page);

  // Signed in: the server copy has the progress, but not the device-only flag.
  await expect
    .poll(async () => Object.keys(await serverState(page)).sort())
    .toEqual(['financialExpectations', 'journeyStarted', 'quizResult']);
  const saved = await serverState(page);
  expect(saved.journeyStarted!.value).toBe(true);
  expect(saved.quizResult!.value).toEqual(quizResult);
  expect(saved.financialExpectations!.value).toEqual(financialExpectations);

  // Another browser that already has some progress of its own signs in as the same user.
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondErrors = watchErrors(second);
  await second.goto('/dashboard');
  await second.evaluate(() => {
    localStorage.setItem('quizResult', JSON.stringify({ topMajors: ['An older guess'] }));
    localStorage.setItem('collegeQuizResults', JSON.stringify([{ name: 'State University' }]));
  });
  await signInWithPopup(second, { name: who.name, email: who.email });
  await second.waitForURL(/\/profile$/);
  await checkA11y(second);

  // It gets the server's values; its own value with no recorded time loses, its local-only key is kept and sent up.
  await expect
    .poll(() => localKeys(second, ['journeyStarted', 'quizResult', 'financialExpectations', 'collegeQuizResults']))
    .toEqual({
      journeyStarted: 'true',
      quizResult: JSON.stringify(quizResult),
      financialExpectations: JSON.stringify(financialExpectations),
      collegeQuizResults: JSON.stringify([{ name: 'State University' }]),
    });
  await expect.poll(async () => (await serverState(second)).collegeQuizResults?.value).toEqual([{ name: 'State University' }]);
  const times = await second.evaluate(() => JSON.parse(localStorage.getItem('waypoint.updatedAt') ?? '{}') as Record<string, number>);
  expect(times.quizResult).toBe(saved.quizResult!.updatedAt);
  expect(await localKeys(second, ['betaNotificationDismissed'])).toEqual({ betaNotificationDismissed: null });
  expect(secondErrors, 'errors in the second browser').toEqual([]);
  await other.close();

  // Signing out clears this browser's copy (it is safe on the server; school computers are shared).
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect.poll(() => localKeys(page, ['journeyStarted', 'quizResult'])).toEqual({ journeyStarted: null, quizResult: null });
  expect((await page.request.get('/api/progress')).status()).toBe(401);
});
