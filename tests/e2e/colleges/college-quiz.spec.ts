import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { COLLEGES } from '@data/colleges';
import type { College } from '@domain/catalog/schemas';
import { formatShareOrNotReported, formatUsdOrNotReported } from '@client/ui/format';
import { checkA11y, expect, test, visit } from '@tests/e2e/fixtures';

/*
 * The college quiz: preferences → ranked colleges from the real
 * catalog, saved as the spec's collegeQuizResults; the comparison of up to
 * four; returning to the page shows the last search.
 */

async function storeLocal(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(
    (entries) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    },
    { betaNotificationDismissed: true, ...values },
  );
}

// Long journeys with several axe runs; the shared test machine can be slow.
test.describe.configure({ timeout: 150_000 });

const readStored = (page: Page, key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
const results = (page: Page) => page.getByRole('list', { name: 'Matching colleges' });
/** The college cards, not the lists inside them. */
const cards = (page: Page) => results(page).locator(':scope > li');
const form = (page: Page) => page.getByRole('form', { name: 'Your college preferences' });

test('searches with the keyboard, shows ranked matches with sources, saves them and shows them again on return', async ({ page }) => {
  await storeLocal(page, {});
  await visit(page, '/college-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'College quiz' })).toBeVisible();

  // A region fills its states; the list can be searched.
  await form(page).getByRole('button', { name: 'West', exact: true }).click();
  await expect(form(page).getByRole('button', { name: 'West', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(form(page).getByRole('checkbox', { name: 'California' })).toBeChecked();
  await form(page).getByRole('button', { name: 'West', exact: true }).click();
  await expect(form(page).getByRole('checkbox', { name: 'California' })).not.toBeChecked();
  await form(page).getByLabel('Find a state').fill('new');
  await expect(form(page).getByRole('group', { name: 'States' }).getByRole('checkbox')).toHaveCount(4);
  await form(page).getByLabel('Find a state').fill('');

  // Keyboard only from here: submit with Enter in the price field.
  await form(page).getByLabel('Most you could pay per year').focus();
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('alert')).toContainText('Enter a yearly amount in dollars');
  await form(page).getByLabel('Most you could pay per year').fill('');
  await form(page)
    .getByRole('checkbox', { name: /^Public$/ })
    .focus();
  await page.keyboard.press('Space');
  await expect(form(page).getByRole('checkbox', { name: /^Public$/ })).toBeChecked();
  await form(page).getByRole('button', { name: 'Find my colleges' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Your college matches' })).toBeFocused();
  const first = cards(page).first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Reach|Match|Likely/);
  await expect(first).toContainText('Average net price per year');
  await expect(first).toContainText('Financial grade:');
  // The list is cited once, under it, not on every card.
  await expect(first).not.toContainText('Source:');
  await expect(page.getByText(/^Source: /)).toHaveCount(1);
  await expect(first).toContainText('Public');
  await checkA11y(page);

  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(10);
  await expect.poll(async () => ((await readStored(page, 'collegeQuizResults')) as unknown[] | null)?.length ?? 0).toBeGreaterThan(0);
  const stored = (await readStored(page, 'collegeQuizResults')) as {
    unitId: number;
    name: string;
    label: string;
    preferences: { controls: string[] };
  }[];
  expect(stored[0]?.preferences.controls).toEqual(['public']);
  await expect(first.getByRole('heading', { level: 3 })).toContainText(stored[0]!.name);

  if (stored.length > 10) {
    await page.getByRole('button', { name: /^Show \d+ more colleges$/ }).click();
    await expect(cards(page).nth(10).getByRole('heading', { level: 3 })).toBeFocused();
  }

  // Returning shows the same preferences and results.
  await page.reload();
  await expect(page.getByText('These are the matches for the preferences you chose last time.')).toBeVisible();
  await expect(form(page).getByRole('checkbox', { name: /^Public$/ })).toBeChecked();
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toContainText(stored[0]!.name);
  await expect(page.getByRole('link', { name: 'Next: Financial expectations' })).toHaveAttribute('href', '/financial-expectations');
});

test('compares up to four colleges side by side and refuses a fifth', async ({ page }) => {
  await storeLocal(page, {});
  await visit(page, '/college-quiz');
  await form(page).getByRole('button', { name: 'Find my colleges' }).click();
  await expect(cards(page)).toHaveCount(10);

  const compare = (index: number) =>
    cards(page)
      .nth(index)
      .getByRole('checkbox', { name: /^Compare / });
  await compare(0).check();
  await expect(page.getByText('1 college chosen.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const index of [1, 2, 3]) await compare(index).check();
  const table = page.getByRole('table', { name: 'Comparing 4 colleges' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.getByRole('rowheader', { name: 'Net price per year' })).toBeVisible();
  await checkA11y(page);

  await compare(4).click();
  await expect(compare(4)).not.toBeChecked();
  await expect(page.getByRole('alert')).toHaveText('You can compare up to 4 colleges at a time. Untick one to add another.');
  await expect(table.getByRole('columnheader')).toHaveCount(4);

  await table
    .getByRole('button', { name: /^Remove .* from the comparison$/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Comparing 3 colleges' })).toBeVisible();
  await compare(4).check();
  await expect(page.getByRole('table', { name: 'Comparing 4 colleges' })).toBeVisible();
});

test('the majors from the career quiz are chosen already', async ({ page }) => {
  const majors = (await (await page.request.get('/api/majors')).json()) as { items: { cip: string; name: string }[] };
  const [a, b] = majors.items;
  await storeLocal(page, { quizResult: { topMajors: [a!.name, b!.name], topMajorCips: [a!.cip, b!.cip] } });
  await visit(page, '/college-quiz');
  const picker = form(page).getByRole('group', { name: 'Majors' });
  await expect(picker.getByRole('checkbox', { name: new RegExp(a!.name) })).toBeChecked();
  await expect(picker.getByRole('checkbox', { name: new RegExp(b!.name) })).toBeChecked();
  await expect(form(page)).toContainText(`Chosen (2 of 5): ${a!.name}, ${b!.name}`);
});

test('no match gives advice to relax the filters', async ({ page }) => {
  await storeLocal(page, {});
  await visit(page, '/college-quiz');
  await form(page).getByLabel('Most you could pay per year').fill('0');
  await form(page).getByRole('checkbox', { name: 'Guam' }).check();
  await form(page).getByRole('button', { name: 'Find my colleges' }).click();
  await expect(page.getByText('No college fits all of these choices.')).toBeVisible();
  await checkA11y(page);
  expect(await readStored(page, 'collegeQuizResults')).toBeNull();
});

/** One institution as the default dataset ships it (data/snapshot/colleges.ndjson, generated from the official files). */
function snapshotCollege(unitId: number): College {
  const line = readFileSync('data/snapshot/colleges.ndjson', 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`{"unitId":${unitId},`));
  if (!line) throw new Error(`${unitId} is not in data/snapshot/colleges.ndjson`);
  return JSON.parse(line) as College;
}

/** Searches Montana's colleges and shows every match, "Show more" until the list is complete. */
async function montanaMatches(page: Page) {
  await storeLocal(page, {});
  await visit(page, '/college-quiz');
  await form(page).getByRole('checkbox', { name: 'Montana' }).check();
  await form(page).getByRole('button', { name: 'Find my colleges' }).click();
  await expect(cards(page).first()).toBeVisible();
  const more = page.getByRole('button', { name: /^Show \d+ more colleges$/ });
  while (await more.isVisible()) await more.click();
}

/** The card of a college, found by its heading ("3. Name"). */
const cardOf = (page: Page, name: string) =>
  cards(page).filter({
    has: page.getByRole('heading', { level: 3, name: new RegExp(`^\\d+\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  });
/** One figure of a card (its term and value), by the term's text. */
const figure = (page: Page, card: ReturnType<typeof cardOf>, term: RegExp) =>
  card.locator('dl > div').filter({ has: page.locator('dt', { hasText: term }) });

test('a college outside the 336 curated ones appears in the quiz with its real figures from the default dataset', async ({ page }) => {
  // Montana State University-Northern, Havre (787 undergraduates, a small-town campus): not curated, but in the Scorecard file.
  const college = snapshotCollege(180522);
  expect(COLLEGES.some((curated) => curated.unitId === college.unitId)).toBe(false);
  expect(college).toMatchObject({ name: 'Montana State University-Northern', state: 'MT', locale: 'town' });
  await montanaMatches(page);
  // Every operating Montana institution of the 2023-24 file is a candidate, not only the curated six (30 in the file,
  // 2 of them marked as not currently operating).
  await expect(cards(page)).toHaveCount(28);

  const card = cardOf(page, college.name);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${college.city}, MT · Public · small (787 undergraduates) · town`);
  // Without a family income: the range across brackets, with the all-income average beside it (never the average alone).
  await expect(card.getByTestId('family-price')).toContainText('Average net price per year, depending on family income');
  await expect(card.getByTestId('family-price')).toContainText(
    college.averageNetPrice === null
      ? 'No all-income average reported'
      : `Average across all incomes: ${formatUsdOrNotReported(Math.max(0, college.averageNetPrice))}`,
  );
  await expect(figure(page, card, /^Students who finish$/)).toContainText(formatShareOrNotReported(college.completionRate));
  await expect(figure(page, card, /^Median debt of graduates$/)).toContainText(formatUsdOrNotReported(college.medianDebt));
  await expect(figure(page, card, /^Median earnings/)).toContainText(formatUsdOrNotReported(college.medianEarnings));
  // Not reported in the file: said so, never shown as 0.
  expect(college.admissionRate).toBeNull();
  await expect(figure(page, card, /^Admission rate$/)).toContainText('open admission or not reported');
  await checkA11y(page);
});

test('a "limited data" estimate is labelled on the college card, beside that figure only', async ({ page }) => {
  // Montana State University-Northern's earnings estimate rests on fewer than 5 programs (ADR 0020); its debt does not.
  const college = snapshotCollege(180522);
  expect(college.source.limitedData).toEqual(['earnings']);
  await montanaMatches(page);
  const card = cardOf(page, college.name);
  const limited = 'Limited data: few programs report, or one program dominates';
  await expect(figure(page, card, /^Median earnings, first year after graduation \(Waypoint estimate\)$/)).toContainText(limited);
  await expect(figure(page, card, /^Median debt of graduates$/)).not.toContainText(limited);
  await expect(card).toContainText(college.medianEarnings === null ? 'not reported' : formatUsdOrNotReported(college.medianEarnings));
  await checkA11y(page);
});
