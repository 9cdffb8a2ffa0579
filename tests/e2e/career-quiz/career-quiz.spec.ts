import type { Page } from '@playwright/test';
import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { matchedAlternateTitle } from '@domain/catalog/alternate-titles';
import { DEFAULT_CAREERS, defaultAlternateTitles } from '@tests/support/default-catalog';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * The career quiz: one item per screen, the keyboard, resuming after
 * a reload, "Start over", and the result with majors and careers from the
 * real catalog, stored as the spec's quizResult.
 */

const TOTAL = QUIZ_ITEMS.length;

async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(
    (entries) => {
      // Only on the first load: a reload must keep what the quiz saved since.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    },
    { betaNotificationDismissed: true, ...values },
  );
}

const position = (page: Page) => page.getByRole('progressbar');
// Long journeys with several axe runs; the shared test machine can be slow.
test.describe.configure({ timeout: 150_000 });

const readStored = (page: Page, key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

/** Answers that lean Investigative and Conventional, so the result has a clear shape. */
function leaningAnswers(count: number): Record<string, number> {
  return Object.fromEntries(
    QUIZ_ITEMS.slice(0, count).map((item) => [item.id, item.area === 'I' ? 5 : item.area === 'C' ? 4 : item.area === 'A' ? 1 : 2]),
  );
}

test('answers with the keyboard, saves each answer and resumes at the first unanswered item after a reload', async ({ page }) => {
  await storeLocal(page, {});
  await visit(page, '/career-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Career quiz' })).toBeVisible();
  await expect(position(page)).toHaveAccessibleName(`Question 1 of ${TOTAL}`);
  await expect(position(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

  // Arrow keys only move the choice; Enter commits it and the next question takes focus.
  await page.getByRole('radio', { name: 'Strongly dislike' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Dislike', exact: true })).toBeChecked();
  await expect(position(page)).toHaveAccessibleName(`Question 1 of ${TOTAL}`);
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveAccessibleName(`Question 2 of ${TOTAL}`);
  await expect(page.getByRole('radio', { name: 'Strongly dislike' })).toBeFocused();
  await expect(page.getByRole('group', { name: new RegExp(`Question 2 of ${TOTAL}`) })).toContainText(QUIZ_ITEMS[1]!.text);

  // Space commits the focused choice; the number keys commit directly.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(position(page)).toHaveAccessibleName(`Question 3 of ${TOTAL}`);
  for (let question = 3; question <= 6; question++) {
    // The new question takes focus just after it shows; a key pressed before then would reach the page.
    await expect(page.getByRole('radio', { name: 'Strongly dislike' })).toBeFocused();
    await page.keyboard.press(String(question - 1));
    await expect(position(page)).toHaveAccessibleName(`Question ${question + 1} of ${TOTAL}`);
  }
  await expect(position(page)).toHaveAttribute('aria-valuenow', '6');
  expect(await readStored(page, 'careerQuizAnswers')).toEqual({
    [QUIZ_ITEMS[0]!.id]: 2,
    [QUIZ_ITEMS[1]!.id]: 3,
    [QUIZ_ITEMS[2]!.id]: 2,
    [QUIZ_ITEMS[3]!.id]: 3,
    [QUIZ_ITEMS[4]!.id]: 4,
    [QUIZ_ITEMS[5]!.id]: 5,
  });

  // A pointer click answers at once too.
  await page.getByRole('radio', { name: 'Strongly like' }).click();
  await expect(position(page)).toHaveAccessibleName(`Question 8 of ${TOTAL}`);

  await page.reload();
  await expect(position(page)).toHaveAccessibleName(`Question 8 of ${TOTAL}`);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toContainText(`answered 7 of ${TOTAL}`);
  await checkA11y(page);

  // Back shows the earlier answer, focused; Next returns.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(position(page)).toHaveAccessibleName(`Question 7 of ${TOTAL}`);
  await expect(page.getByRole('radio', { name: 'Strongly like' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Strongly like' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(position(page)).toHaveAccessibleName(`Question 8 of ${TOTAL}`);
});

test('"Start over" asks first, then clears the answers', async ({ page }) => {
  await storeLocal(page, { careerQuizAnswers: leaningAnswers(5) });
  await visit(page, '/career-quiz');
  await expect(position(page)).toHaveAccessibleName(`Question 6 of ${TOTAL}`);

  await page.getByRole('button', { name: 'Start over' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Start the quiz over?' });
  await expect(dialog).toContainText('5 answers');
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Keep my answers' }).click();
  await expect(position(page)).toHaveAccessibleName(`Question 6 of ${TOTAL}`);

  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
  await expect(position(page)).toHaveAccessibleName(`Question 1 of ${TOTAL}`);
  await expect(position(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('radio', { name: 'Strongly dislike' })).toBeFocused();
  expect(await readStored(page, 'careerQuizAnswers')).toEqual({});
});

test('the last answer shows the profile, the code and matching majors and careers from the catalog, and stores the result', async ({
  page,
}) => {
  await storeLocal(page, { careerQuizAnswers: leaningAnswers(TOTAL - 1) });
  await visit(page, '/career-quiz');
  await expect(position(page)).toHaveAccessibleName(`Question ${TOTAL} of ${TOTAL}`);
  await page.getByRole('radio', { name: 'Strongly dislike' }).focus();
  await page.keyboard.press('2');

  const heading = page.getByRole('heading', { level: 1, name: 'Your career quiz results' });
  await expect(heading).toBeFocused();
  await expect(page.getByText(/Your three-letter interest code is/)).toContainText('IC');
  const profile = page.getByRole('region', { name: 'Your interest profile' });
  await expect(profile.getByRole('listitem')).toHaveCount(6);
  await expect(profile.getByRole('listitem').first()).toContainText('Investigative');
  await expect(profile.getByRole('listitem').first()).toContainText('7.0 out of 7');

  const majors = page.getByRole('region', { name: 'Majors that fit your interests' });
  const careers = page.getByRole('region', { name: 'Careers that fit your interests' });
  await expect(majors.getByRole('listitem').first()).toContainText('% interest match');
  await expect(careers.getByRole('listitem').first()).toContainText('Pay a year (median of all workers)');
  // Each list is cited once, under it, with the links on demand, not on every card.
  for (const section of [majors, careers]) {
    await expect(section.getByRole('listitem').first()).not.toContainText('Source:');
    await expect(section.getByText(/^Source: /)).toHaveCount(1);
  }
  expect(await majors.getByRole('listitem').count()).toBeGreaterThan(0);
  // The best careers at each level of schooling, each with its training route, time and typical cost.
  await expect(careers.getByRole('heading', { level: 3 })).toHaveText([
    'No degree: on-the-job training or apprenticeship',
    'Certificate or associate',
    "Bachelor's",
    'Graduate',
  ]);
  const certificate = careers.getByRole('region', { name: 'Certificate or associate' });
  await expect(certificate.getByRole('listitem').first()).toContainText('Training route');
  await expect(certificate.getByRole('listitem').first()).toContainText('Typical cost');
  await checkA11y(page);

  await expect
    .poll(async () => ((await readStored(page, 'quizResult')) as { topMajors?: string[] } | null)?.topMajors?.length ?? 0)
    .toBeGreaterThan(0);
  const result = (await readStored(page, 'quizResult')) as {
    topMajors: string[];
    hollandCode: string;
    careers: { socCode: string; title: string }[];
    topMajorCips: string[];
    completedAt: string;
  };
  expect(result.hollandCode).toMatch(/^IC/);
  expect(result.topMajors.length).toBeLessThanOrEqual(5);
  expect(result.topMajorCips).toHaveLength(result.topMajors.length);
  expect(result.careers.length).toBeGreaterThan(0);
  await expect(majors.getByRole('listitem').first().getByRole('heading')).toHaveText(result.topMajors[0]!);

  await expect(page.getByRole('link', { name: 'Next: College quiz' })).toHaveAttribute('href', '/college-quiz');
  await expect(page.getByRole('link', { name: 'Back to your journey' })).toHaveAttribute('href', '/journey');

  // A major's button opens what it names: the college quiz, with that major chosen first.
  await majors.getByRole('button', { name: `Find colleges for ${result.topMajors[0]}` }).click();
  await expect(page).toHaveURL(/\/college-quiz$/);
  await expect(page.locator('p', { hasText: 'Chosen (' })).toContainText(`: ${result.topMajors[0]}`);
});

test('the results list finds a career by an everyday title and names it', async ({ page }) => {
  await storeLocal(page, { careerQuizAnswers: leaningAnswers(TOTAL - 1) });
  await visit(page, '/career-quiz');
  await page.getByRole('radio', { name: 'Strongly dislike' }).focus();
  await page.keyboard.press('2');
  const careers = page.getByRole('region', { name: 'Careers that fit your interests' });
  const certificate = careers.getByRole('region', { name: 'Certificate or associate' });
  const title = (await certificate.getByRole('heading', { level: 4 }).first().textContent())!;
  // An everyday title of that career (O*NET alternate titles, in the default dataset) that its own title does not contain.
  const career = DEFAULT_CAREERS.find((item) => item.title === title)!;
  const alternates = defaultAlternateTitles(career.socCode);
  const typed = alternates.find((alternate) => matchedAlternateTitle(title, alternates, alternate) !== null)!;
  expect(typed, `an alternate title for ${title}`).toBeTruthy();

  const box = careers.getByRole('searchbox', { name: 'Find a career in these results' });
  await box.click();
  await page.keyboard.type(typed);
  const found = careers.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: title, exact: true }) });
  await expect(found).toContainText(`Matches: ${matchedAlternateTitle(title, alternates, typed)}`);
  await checkA11y(page);

  await box.fill('xyzzy');
  await expect(careers.getByText('No career in these results matches “xyzzy”.')).toBeVisible();
  await expect(careers.getByRole('heading', { level: 4 })).toHaveCount(0);
  await careers.getByRole('button', { name: 'Clear' }).click();
  await expect(box).toHaveValue('');
  await expect(careers.getByRole('heading', { level: 3 })).toHaveCount(4);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a stored result is shown on arrival; "Retake quiz" starts again and keeps it until the new one is finished', async ({ page }) => {
  await storeLocal(page, { careerQuizAnswers: leaningAnswers(TOTAL) });
  await visit(page, '/career-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Your career quiz results' })).toBeVisible();
  await expect.poll(async () => (await readStored(page, 'quizResult')) !== null).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your career quiz results' })).toBeVisible();
  await page.getByRole('button', { name: 'Retake quiz' }).click();
  await expect(position(page)).toHaveAccessibleName(`Question 1 of ${TOTAL}`);
  await expect(page.getByRole('radio', { name: 'Strongly dislike' })).toBeFocused();
  await expect(page.getByText('Your earlier result stays saved until you finish this quiz.')).toBeVisible();
  expect(await readStored(page, 'quizResult')).not.toBeNull();
  await checkA11y(page);
});

test('an error loading the matches offers a retry', async ({ page }) => {
  await storeLocal(page, { careerQuizAnswers: leaningAnswers(TOTAL) });
  let failures = 2;
  await page.route('**/api/matches/interests', async (route) => {
    // Fails the first request and TanStack's one retry, then lets the button's retry through.
    if (failures > 0) {
      failures--;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'test', message: 'Test failure.' } }),
      });
    } else {
      await route.continue();
    }
  });
  await visit(page, '/career-quiz');
  await expect(page.getByRole('alert')).toContainText('We could not load your matching majors and careers.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Majors that fit your interests' }).getByRole('listitem').first()).toBeVisible();
});
