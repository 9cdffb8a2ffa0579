import { careerMatches, compareCareers, recommendedCareerCodes } from '@domain/catalog/career-explore';
import { DEFAULT_CAREERS, SNAPSHOT_ONLY_CAREERS } from '@tests/support/default-catalog';
import { checkA11y, expect, signInThroughApi, storeFinishedGames, TECHNOLOGY_LEANING_SCORES, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * Career exploration (part 2c): filter all careers, open one, come
 * back with the filters kept. The student's games are seeded as finished so
 * the "recommended" badges show.
 */

const FILTERS = { area: 'I' as const, minPay: 100_000 };
const matching = DEFAULT_CAREERS.filter((career) => careerMatches(career, FILTERS)).sort(compareCareers('title'));
const recommended = recommendedCareerCodes(TECHNOLOGY_LEANING_SCORES);
// Not curated: from the default dataset (data/snapshot/careers.ndjson), found by its O*NET alternate title "Sommelier".
const WAITERS = SNAPSHOT_ONLY_CAREERS.find((career) => career.socCode === '35-3031.00')!;

test('a student filters careers by interest area and pay, opens one, and comes back with the filters kept', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Eve Explorer', email: uniqueEmail('explore'), userType: 'Parent' });
  await storeFinishedGames(page, TECHNOLOGY_LEANING_SCORES);

  // axe runs once per screen: the filtered results (with badges) and a career's page.
  await page.goto('/premium/career-exploration');
  await expect(page).toHaveTitle('Explore careers – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore careers');
  await expect(page.getByText(`${DEFAULT_CAREERS.length} careers match; showing 1 to 20.`)).toBeVisible();

  await page.getByLabel('Strongest interest area').selectOption(FILTERS.area);
  await page.getByLabel('Median pay at least').selectOption(String(FILTERS.minPay));
  await expect(page).toHaveURL(/\?area=I&minPay=100000$/);
  expect(matching.length).toBeGreaterThan(1);
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(new RegExp(`^${matching.length} careers match`));
  await expect(page.getByText('Careers whose median pay is not reported are left out of a pay range.')).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(matching[0]!.title);
  const badged = matching.slice(0, 20).filter((career) => recommended.has(career.socCode)).length;
  expect(badged).toBeGreaterThan(0);
  await expect(results.getByText(/^Recommended for you/)).toHaveCount(badged);
  await checkA11y(page);

  // Open a recommended career: its page, then back by the link and by the browser.
  const career = matching.find((item) => recommended.has(item.socCode))!;
  await results.getByRole('link', { name: career.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/premium/career-exploration/${career.socCode.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(career.title);
  await expect(page).toHaveTitle(`${career.title} – Waypoint`);
  await expect(page.getByText('Recommended for you: strong fit (Technology)')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your scores against the Technology minimums' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask the AI counselor' })).toHaveAttribute('href', '/premium/ai-counselor');
  await expect(page.getByRole('link', { name: 'Find a mentor in this career' })).toHaveAttribute(
    'href',
    `/professional-meetings?career=${career.socCode}`,
  );
  await expect(page.getByRole('heading', { name: 'Majors that lead here' })).toBeVisible();
  // Every career page shows its training route with BLS's categories and sources.
  const route = page.getByRole('region', { name: 'How to get there: training route' });
  await expect(route).toContainText('Typical education needed for entry');
  await expect(route).toContainText('BLS Employment Projections 2024-34, Table 1.2');
  await checkA11y(page);

  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/premium\/career-exploration\?area=I&minPay=100000$/);
  await expect(page.getByLabel('Strongest interest area')).toHaveValue('I');
  await expect(page.getByLabel('Median pay at least')).toHaveValue('100000');

  await results.getByRole('link', { name: career.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(career.title);
  await page.goBack();
  await expect(page.getByLabel('Median pay at least')).toHaveValue('100000');
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(new RegExp(`^${matching.length} careers match`));

  // The student's matched family is one click away, and a second click undoes it.
  const family = page.getByRole('button', { name: 'Technology (strong fit)' });
  await family.click();
  await expect(page).toHaveURL(/\?category=technology&area=I&minPay=100000$/);
  await expect(family).toHaveAttribute('aria-pressed', 'true');
  await family.click();
  await expect(page).toHaveURL(/\?area=I&minPay=100000$/);

  // Everyday titles (O*NET alternate titles) find careers, and the card says which title matched.
  await page.getByRole('button', { name: 'Clear search and filters' }).first().click();
  await expect(page).toHaveURL(/\/premium\/career-exploration$/);
  const search = page.getByLabel('Search by title or description');
  await search.fill('RN');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=RN$/);
  const nurses = results.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Registered nurses', exact: true }) });
  await expect(nurses).toContainText('Matches: RN');
  await expect(nurses.getByRole('link', { name: 'O*NET 29.2' })).toHaveAttribute('href', 'https://www.onetcenter.org/database.html');
  await expect(nurses).toContainText('CC BY 4.0');
  await checkA11y(page);
  await search.fill('lineman');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    results.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Electrical power-line installers and repairers' }) }),
  ).toContainText('Matches: Lineman');
  // The default dataset (data/snapshot): an occupation Waypoint did not curate is found by its everyday title too,
  // and shows O*NET's own description with the credit O*NET's licence asks for.
  await search.fill('sommelier');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const waiters = results.getByRole('article').filter({ has: page.getByRole('heading', { name: WAITERS.title, exact: true }) });
  await expect(waiters).toContainText('Matches: Sommelier');
  await expect(waiters.getByRole('link', { name: 'Description: O*NET 29.3' })).toHaveAttribute(
    'href',
    'https://www.onetcenter.org/database.html',
  );
  await checkA11y(page);
  await waiters.getByRole('link', { name: WAITERS.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WAITERS.title);
  await expect(page.getByText(WAITERS.description)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Description: O*NET 29.3' })).toHaveAttribute(
    'href',
    'https://www.onetcenter.org/database.html',
  );
  await expect(page.getByText(`$${WAITERS.medianPay!.toLocaleString('en-US')}`).first()).toBeVisible();
  // No curated major lists it: the majors section says so instead of breaking.
  await expect(page.getByRole('region', { name: 'Majors that lead here' })).toContainText('No college major is needed');
  await checkA11y(page);
  await page.goBack();

  // Nothing matches: say so and offer to clear.
  await page.getByLabel('Search by title or description').fill('zzqqxx');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No career in the catalog matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).last().click();
  await expect(page).toHaveURL(/\/premium\/career-exploration$/);
  await expect(page.getByText(`${DEFAULT_CAREERS.length} careers match; showing 1 to 20.`)).toBeVisible();

  // A trade no major names never dead-ends: the apprenticeship route, its time and cost, and where to find one.
  await page.goto('/premium/career-exploration/47-2111.00');
  const electrician = page.getByRole('region', { name: 'How to get there: training route' });
  await expect(electrician).toContainText('Apprenticeship after high school');
  await expect(electrician).toContainText('3 to 5 years');
  await expect(electrician).toContainText('Paid: apprentices are hired and earn a wage while they train');
  await expect(electrician.getByRole('link', { name: /Find an apprenticeship/ })).toHaveAttribute('target', '_blank');
  const majorsHere = page.getByRole('region', { name: 'Majors that lead here' });
  await expect(majorsHere).toContainText('No college major is needed');
  await expect(majorsHere).not.toContainText('names this career yet');
  await checkA11y(page);

  // An unknown code.
  await page.goto('/premium/career-exploration/99-9999.99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career not found');
  await expect(page).toHaveTitle('Career not found – Waypoint');
});
