import { generatePuzzles } from '@domain/cognitive/puzzles';
import { scoreLogicPuzzles } from '@domain/cognitive/scoring';
import { leaderboard as english } from '@locales/en/leaderboard';
import { formatPoints, toPoints } from '@domain/leaderboard/submission';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';

/*
 * The premium leaderboard: a signed-in player with a score (seeded
 * through the API, as a finished game would send it) sees their standing,
 * joins under a nickname, finds themselves in the top 20, and leaves again.
 */

function finishedLogicGame() {
  const seed = 4242;
  const answers = generatePuzzles(seed).map((puzzle, index) => ({
    kind: puzzle.kind,
    difficulty: puzzle.difficulty,
    correct: index < 9,
    ms: 12_000,
  }));
  const scored = scoreLogicPuzzles(seed, answers);
  return { game: 'logic-puzzles', seed, answers, puzzlesSolved: scored.puzzlesSolved, accuracy: scored.accuracy, durationMs: 150_000 };
}

test('a player sees their standing, joins under a nickname, finds themselves in the top 20 and leaves', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Nia Nickname', email: `leaderboard.${unique()}@example.org`, userType: 'Parent' });
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/leaderboard/scores', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, finishedLogicGame());
  expect(status).toBe(201);

  await visit(page, '/premium/leaderboard');
  await expect(page).toHaveTitle('Leaderboard – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
  const logicCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Logic Puzzles' }) });
  await expect(logicCard).toContainText(/Rank \d+ of \d+\./);
  await expect(logicCard).toContainText(/You('re| scored| are)/);
  await expect(page.getByText('You are not on the leaderboard.')).toBeVisible();

  // The tabs are a keyboard widget: arrows move between games.
  const tabs = page.getByRole('tab');
  await page.getByRole('tab', { name: 'Word Weaver' }).focus();
  await expect(page.getByRole('tab', { name: 'Word Weaver' })).toBeFocused();
  const start = await tabs.evaluateAll((all) => all.findIndex((tab) => tab === document.activeElement));
  // One key at a time, each after the focus has moved, so no key lands before the widget has handled the last one.
  for (const step of [1, 2]) {
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(start + step)).toBeFocused();
  }
  await expect(page.getByRole('tab', { name: 'Logic Puzzles' })).toHaveAttribute('aria-selected', 'true');
  const nickname = `Owl ${unique().slice(-4)}`;
  await expect(page.getByRole('tabpanel')).not.toContainText(nickname);

  // The server refuses a nickname with part of the real name, and says so on the field.
  const field = page.getByRole('textbox', { name: 'Nickname' });
  await field.fill('NiaRocks');
  await page.getByRole('button', { name: 'Join the leaderboard' }).click();
  await expect(page.getByText(english['leaderboard.error.nickname_real_name'])).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(nickname);
  await page.getByRole('button', { name: 'Join the leaderboard' }).click();
  await expect(page.getByText(`Saved. You appear on the leaderboard as ${nickname}.`)).toBeVisible();
  const myRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: nickname });
  await expect(myRow).toContainText('you');
  await expect(myRow).toContainText(formatPoints(toPoints(scoreLogicPuzzles(4242, finishedLogicGame().answers).overall_score)));
  await checkA11y(page);

  await page.getByRole('button', { name: 'Leave the leaderboard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave the leaderboard?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Leave the leaderboard' }).click();
  await expect(page.getByText('You have left the leaderboard. Your nickname was removed and forgotten.')).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText(nickname);
  await expect(page.getByText('You are not on the leaderboard.')).toBeVisible();
});
