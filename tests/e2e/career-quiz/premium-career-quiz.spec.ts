import type { Page } from '@playwright/test';
import { primaryArea } from '@domain/catalog/career-explore';
import { QUIZ_STEPS, refineCareers, WORK_VALUE_ITEMS } from '@domain/career-quiz/career-quiz';
import { rankCareersByValues } from '@domain/career-quiz/values-match';
import { careerQuiz as englishCareerQuiz } from '@locales/en/career-quiz';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { valuesReasonText } from '@client/shared/career-quiz/values-reason';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { DEFAULT_CAREERS } from '@tests/support/default-catalog';
import { uniqueEmail } from '@tests/support/unique';

const english = translator(englishCareerQuiz) as Translate<'career-quiz'>;

/*
 * The premium career quiz: taken with the keyboard alone, resumed
 * after a reload, its results (values profile, careers narrowed by the
 * preferences with their reasons) kept after a reload, and refined game
 * recommendations once the games are done.
 */

const TOTAL = QUIZ_STEPS.length;
const position = (page: Page) => page.getByRole('progressbar');

test.describe.configure({ timeout: 90_000 });

test('a student takes the quiz with the keyboard, resumes after a reload and keeps the results', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Quinn Quiz', email: uniqueEmail('pquiz'), userType: 'Student' });

  await visit(page, '/premium/career-quiz');
  await expect(page).toHaveTitle('Premium career quiz – Waypoint');
  await page.getByRole('button', { name: 'Start the quiz' }).focus();
  await page.keyboard.press('Enter');

  // Independence statements "extremely important" (5), the rest "very important" (4); keys 1-5 commit.
  for (const [index, item] of WORK_VALUE_ITEMS.entries()) {
    await expect(position(page)).toHaveAccessibleName(`Question ${index + 1} of ${TOTAL}`);
    if (index === 3) {
      await page.reload();
      await expect(page.getByText(`You have answered 3 of ${TOTAL} questions`)).toBeVisible();
      await expect(position(page)).toHaveAccessibleName(`Question 4 of ${TOTAL}`);
      await page.getByRole('radio', { name: 'Not important', exact: true }).focus();
    }
    await expect(page.getByRole('group', { name: new RegExp(`Question ${index + 1} of`) })).toContainText(item.text);
    await page.keyboard.press(item.value === 'independence' ? '5' : '4');
  }

  // Minimum pay: arrows move the choice, Enter goes on.
  await expect(page.getByRole('group', { name: /least a full-time job should pay/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No minimum' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Pick one answer to go on.');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'At least $50,000' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('group', { name: /How much schooling/ })).toBeVisible();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /bachelor's degree/ })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('group', { name: /kinds of work appeal/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /Investigative/ })).toBeChecked();
  await checkA11y(page);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('group', { name: /more jobs are expected/ })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'See my results' })).toBeVisible();
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 1, name: 'Your premium career quiz results' });
  await expect(heading).toBeFocused();
  const values = page.getByRole('list', { name: /How much each work value matters/ });
  await expect(values.getByRole('listitem').filter({ hasText: 'Independence' })).toContainText('100 of 100');
  await expect(values.getByRole('listitem').filter({ hasText: 'Support' })).toContainText('75 of 100');
  // Work values rank careers: Investigative careers within $50,000 and a bachelor's degree, ordered by how
  // close their O*NET Work Values are to these answers (Independence 100, the rest 75).
  const preferences = { minimumPay: 50_000, education: 'bachelor', interestAreas: ['I'], outlook: 'important' } as const;
  const pool = refineCareers(
    DEFAULT_CAREERS.filter((row) => primaryArea(row.interests) === 'I'),
    { ...preferences, interestAreas: [...preferences.interestAreas] },
  ).careers.map((item) => item.career);
  const profile = { achievement: 75, working_conditions: 75, recognition: 75, relationships: 75, support: 75, independence: 100 };
  const expected = rankCareersByValues(pool, profile, ['independence', 'achievement', 'working_conditions']).ranked.slice(0, 8);
  const ranked = page.getByRole('list', { name: 'Careers ranked by your work values' }).locator(':scope > li');
  await expect(ranked).toHaveCount(expected.length);
  for (const [index, item] of expected.entries()) {
    await expect(ranked.nth(index)).toContainText(`${index + 1}. ${item.career.title}`);
    await expect(ranked.nth(index)).toContainText(`${item.match}% values match`);
    await expect(ranked.nth(index)).toContainText(valuesReasonText(english, item.reason));
  }
  const matches = expected.map((item) => item.match);
  expect(matches).toEqual([...matches].sort((a, b) => b - a));
  await expect(ranked.first()).toContainText(/Independence: \d\.\d\d of 7/);
  await expect(page.getByRole('link', { name: /O\*NET 29\.2 Database, Work Values, CC BY 4\.0/ })).toBeVisible();
  await expect(page.getByText('You have played 0 of 3 cognitive games')).toBeVisible();
  const investigative = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Investigative careers' }) });
  await expect(investigative.getByText(/at or above your \$50,000 minimum/).first()).toBeVisible();
  await expect(investigative.getByText(/careers? set aside by your preferences/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next: your financial expectations' })).toHaveAttribute(
    'href',
    '/premium/financial-expectations',
  );
  await checkA11y(page);

  const stored = await page.evaluate(() => ({
    completed: localStorage.getItem('premiumCareerQuizCompleted'),
    result: JSON.parse(localStorage.getItem('premiumCareerQuizResult') ?? 'null') as { topValues: string[]; preferences: unknown },
  }));
  expect(stored.completed).toBe('true');
  expect(stored.result.topValues).toEqual(['independence', 'achievement', 'working_conditions']);
  expect(stored.result.preferences).toEqual({ minimumPay: 50_000, education: 'bachelor', interestAreas: ['I'], outlook: 'important' });
  // Signed in, the result and the flag are saved to the account too (the progress sync).
  type Synced = {
    state: { premiumCareerQuizResult?: { value: { topValues: string[] } }; premiumCareerQuizCompleted?: { value: boolean } };
  };
  await expect
    .poll(async () => {
      const { state } = (await (await page.request.get('/api/progress')).json()) as Synced;
      return [state.premiumCareerQuizResult?.value.topValues, state.premiumCareerQuizCompleted?.value];
    })
    .toEqual([stored.result.topValues, true]);

  // With the games done, the game recommendations are refined by the same preferences.
  await page.evaluate(() =>
    localStorage.setItem(
      'cognitiveAssessmentData',
      JSON.stringify({
        assessmentComplete: true,
        completedGames: ['word-weaver', 'memory-race', 'logic-puzzles'],
        combinedScores: {
          pattern_recognition: 90,
          logical_reasoning: 80,
          problem_solving: 75,
          analytical_thinking: 50,
          vocabulary: 50,
          working_memory: 50,
          processing_speed: 50,
          attention_span: 50,
          creativity: 50,
          overall_score: 60,
        },
        timestamp: new Date().toISOString(),
        assessmentId: 'e2e-assessment',
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your premium career quiz results' })).toBeVisible();
  const technology = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Technology' }) });
  await expect(technology.getByText('Strong fit', { exact: true })).toBeVisible();
  await expect(technology.getByText(/you chose Investigative/).first()).toBeVisible();
  await expect(page.getByText('You have played')).toHaveCount(0);
});
