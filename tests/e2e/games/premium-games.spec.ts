import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import wordListPath from 'word-list';
import { practicePuzzle } from '@domain/cognitive/puzzles';
import { usesLetters, VERDICT_MESSAGES } from '@domain/cognitive/word-weaver';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * The premium assessment's first part: the landing page, the
 * journey, and each game played to its end with the keyboard.
 */

/** A list word of 5+ letters the set makes: the test plays like someone who knows English. */
function wordFor(letters: string): string {
  const words = readFileSync(wordListPath, 'utf8').split('\n');
  return words.find((word) => word.length >= 5 && word.length <= 7 && usesLetters(word, letters))!;
}

/** Records every digit Memory Race shows (they disappear), as a screen reader would hear them. */
async function listenForDigits(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __digits: string[] }).__digits = heard;
    new MutationObserver(() => {
      const text = document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
      const match = /Digit (\d+) of \d+: (\d)/.exec(text);
      if (match) heard[Number(match[1]) - 1] = match[2]!;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function watchDigits(page: Page, count: number): Promise<string> {
  await page.evaluate(() => ((window as unknown as { __digits: string[] }).__digits.length = 0));
  await page.getByRole('button', { name: 'Show the digits' }).press('Enter');
  const recall = page.getByLabel(`Type the ${count} digits in order`);
  // Each digit stays up a second: the test moves the page's clock on instead of waiting.
  for (let step = 0; step < 4 * count && !(await recall.isVisible()); step++) await page.clock.runFor(350);
  await expect(recall).toBeFocused();
  return page.evaluate(() => (window as unknown as { __digits: string[] }).__digits.join(''));
}

test('the premium landing page is open to everyone and asks a visitor to sign in first', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await visit(page, '/full-assessment');
  await expect(page).toHaveTitle('Premium assessment – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find careers that fit how you think');
  await expect(page.locator('s')).toHaveText('$10/month');
  await expect(page.getByText('FREE', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to start' })).toHaveAttribute('href', '/signin?returnTo=%2Fpremium%2Fjourney');
  await page.goto('/premium/games-assessment');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a student plays all three games with the keyboard and gets a profile and careers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Gia Gamer', email: uniqueEmail('games'), userType: 'Parent' });

  // axe runs once per screen kind: the landing page was checked signed out, the journey is checked with results.
  await page.goto('/full-assessment');
  await page.getByRole('link', { name: 'Start the premium assessment' }).press('Enter');
  await page.waitForURL(/\/premium\/journey$/);
  await expect(page).toHaveTitle('Your premium journey – Waypoint');
  await expect(page.getByRole('link', { name: 'Start: Premium career quiz' })).toHaveAttribute('href', '/premium/career-quiz');
  await expect(page.getByRole('link', { name: 'Open: Career exploration' })).toHaveAttribute('href', '/premium/career-exploration');
  await page.getByRole('link', { name: 'Start: Cognitive games' }).press('Enter');
  await page.waitForURL(/\/premium\/games-assessment$/);

  // Word Weaver: practice on the fixed set, then one real word and one refused.
  await page.getByRole('button', { name: 'Play Word Weaver' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Word Weaver: how to play' })).toBeFocused();
  await page.getByRole('button', { name: 'Start the practice round' }).press('Enter');
  const word = page.getByLabel('Your word');
  await expect(word).toBeFocused();
  await page.keyboard.type('teach');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Words found' })).toHaveText('teach');
  await checkA11y(page);
  await page.getByRole('button', { name: 'End practice' }).press('Enter');
  await page.getByRole('button', { name: 'Start the game', exact: true }).press('Enter');
  await expect(page.getByText(/^Time left:/)).toBeVisible();
  const letters = ((await page.getByText(/^Your letters:/).textContent()) ?? '')
    .replace('Your letters:', '')
    .replace(/\s/g, '')
    .toLowerCase();
  expect(letters).toMatch(/^[a-z]{7}$/);
  const found = wordFor(letters);
  await word.press('Enter'); // nothing typed: nothing happens
  await word.pressSequentially(found);
  await word.press('Enter');
  await expect(page.getByRole('list', { name: 'Words found' })).toHaveText(found);
  await word.pressSequentially('qqq');
  await word.press('Enter');
  await expect(page.getByText(VERDICT_MESSAGES['wrong-letters'], { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Finish now' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Word Weaver complete' })).toBeFocused();
  await expect(page.getByText(`1 word found, ${found.length}.0 letters on average; longest "${found}"`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to the games' }).press('Enter');

  // Memory Race: one level right, then two mistakes end the game.
  await expect(page.getByRole('button', { name: 'Play Memory Race' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Skip practice and start the game' }).press('Enter');
  await listenForDigits(page);
  const level1 = await watchDigits(page, 3);
  expect(level1).toMatch(/^\d{3}$/);
  await page.keyboard.type(level1);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Correct: ${level1.split('').join(' ')}.`)).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press('Enter'); // focus is on "Next level"
  for (let mistake = 1; mistake <= 2; mistake++) {
    await watchDigits(page, 4);
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Mistakes: ${mistake} of 2.`)).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Memory Race complete' })).toBeFocused();
  await expect(page.getByText('Reached level 1 of 15')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the games' }).press('Enter');

  // Logic Puzzles: the practice puzzle right, then ten answers.
  await expect(page.getByRole('button', { name: 'Play Logic Puzzles' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Start the practice round' }).press('Enter');
  const practice = practicePuzzle();
  await page.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < practice.options.indexOf(practice.answer); i++) await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Check answer' }).press('Enter');
  await expect(page.getByText('Correct.')).toBeVisible();
  await checkA11y(page);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Start the game', exact: true }).press('Enter');
  for (let puzzle = 1; puzzle <= 10; puzzle++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Puzzle ${puzzle} of 10`) })).toBeFocused();
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: puzzle === 10 ? 'Finish' : 'Next puzzle' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Logic Puzzles complete' })).toBeFocused();
  await page.getByRole('button', { name: 'Back to the games' }).press('Enter');

  // All three played: the profile and the recommendations.
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your score in each trait, 0 to 100' }).getByRole('row')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Career recommendations' })).toBeVisible();
  await expect(page.getByText(/Median pay/).first()).toBeVisible();
  await checkA11y(page);
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cognitiveAssessmentData') ?? '{}') as {
        assessmentComplete?: boolean;
        completedGames?: string[];
        assessmentId?: string;
      },
  );
  expect(stored).toMatchObject({ assessmentComplete: true, completedGames: ['word-weaver', 'memory-race', 'logic-puzzles'] });
  // Signed in, the results are saved to the account too (the progress sync).
  type Synced = { state: { cognitiveAssessmentData?: { value: { assessmentId?: string } }; premiumGamesResults?: { value: unknown[] } } };
  await expect
    .poll(async () => {
      const { state } = (await (await page.request.get('/api/progress')).json()) as Synced;
      return [state.cognitiveAssessmentData?.value.assessmentId, state.premiumGamesResults?.value.length];
    })
    .toEqual([stored.assessmentId, 13]);

  await visit(page, '/premium/journey');
  await expect(page.getByRole('heading', { name: 'You finished all 3 games' })).toBeVisible();

  // The premium results: seeing them completes the premium assessment.
  await page.getByRole('link', { name: 'See your premium results' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your premium results');
  await expect(page.getByRole('table', { name: 'Games results: game, trait, score and details' }).getByRole('row')).toHaveCount(14);
  await expect(page.getByRole('heading', { name: 'Career recommendations' })).toBeVisible();
  await checkA11y(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('premiumFeedbackCompleted'))).toBe('true');
  await page.getByRole('link', { name: 'Compare pay and outlook' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your careers, pay and outlook');
  const careerRows = page.getByRole('table', { name: /Recommended careers/ }).getByRole('row');
  await expect(careerRows.nth(1)).toContainText('$');
  await expect(careerRows.nth(1).getByRole('link').first()).toHaveAttribute('href', /^\/premium\/career-exploration\/\d{2}-\d{4}\.\d{2}$/);
  await checkA11y(page);

  // Reset asks first, then clears the games and starts a new assessment id.
  await page.goto('/premium/games-assessment#results');
  await page.getByRole('button', { name: 'Start the games over' }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Start the games over?' });
  await expect(dialog.getByRole('button', { name: 'Keep my results' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play Word Weaver' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your results' })).toHaveCount(0);
  const afterReset = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cognitiveAssessmentData') ?? '{}') as { assessmentId?: string; completedGames?: string[] },
  );
  expect(afterReset.completedGames).toEqual([]);
  expect(afterReset.assessmentId).not.toBe(stored.assessmentId);
});
