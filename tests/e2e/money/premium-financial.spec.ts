import { CAREERS } from '@data/careers';
import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const SOFTWARE_DEVELOPERS = CAREERS.find((career) => career.socCode === '15-1252.00')!;

/*
 * Premium financial expectations (part 2b): a signed-in student builds a budget from the
 * typical figures, sees the income it needs and whether their careers pay for it, saves, and
 * finds it again after a reload.
 */

test('a student builds a budget by region, compares careers, saves it and finds it after a reload', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInThroughApi(page, { name: 'Bea Budget', email: uniqueEmail('budget'), userType: 'Student' });
  // No games played: the page falls back to the free quiz's matches.
  await page.evaluate(() =>
    localStorage.setItem('quizResult', JSON.stringify({ topMajors: [], topCareerCodes: ['15-1252.00', '29-1141.00'] })),
  );

  // axe runs once the careers table is up, and on the confirmation dialog.
  await page.goto('/premium/financial-expectations');
  await expect(page).toHaveTitle('Premium financial expectations – Waypoint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your budget after school');

  await page.getByLabel('Where you plan to live').selectOption('West');
  await expect(page.getByText(/^West: Alaska, Arizona, California/)).toBeVisible();
  const housing = page.getByLabel('Housing (a month)');
  // Each line starts from the West's CE 2024 figure per person (household spending / 2.6 people), marked as an estimate.
  await expect(housing).toHaveValue('1030'); // $32,147 a year / 2.6 / 12
  await expect(page.getByLabel('Food (a month)')).toHaveValue('377');
  await expect(page.getByLabel('Clothing and services (a month)')).toHaveValue('69');
  await expect(page.getByText(/A household here averaged 2\.6 people/)).toBeVisible();
  await expect(page.getByText(/^Each starting figure is an estimate: the region's average household spending per person/)).toBeVisible();
  await expect(page.getByText(/\$32,147 a year per West household in 2024, divided by 2\.6 people/)).toBeVisible();

  // An emptied line must be filled in before saving.
  await page.getByLabel('Clothing and services (a month)').fill('');
  await page.getByRole('button', { name: 'Save my budget' }).click();
  await expect(page.getByText('Enter a monthly amount for clothing and services.')).toBeVisible();
  await page.getByLabel('Clothing and services (a month)').fill('50');
  await page.getByLabel('Personal care (a month)').fill('40');
  await page.getByLabel('Education and other (a month)').fill('0');
  await housing.fill('1,500');

  const totals = page.getByRole('region', { name: 'Your totals' });
  await expect(totals.getByText('$2,823.00')).toBeVisible(); // 1500 + 496 + 377 + 214 + 146 + 50 + 40 + 0
  await expect(page.getByText('2 of 2 careers pay enough for this budget.')).toBeVisible();
  const careers = page.getByRole('region', { name: 'Can your careers pay for it?' });
  await expect(careers.getByRole('row', { name: /Software developers/ })).toContainText(usd(SOFTWARE_DEVELOPERS.medianPay!));
  await checkA11y(page);

  await page.getByRole('button', { name: 'Save my budget' }).click();
  await expect(page.getByText('Budget saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Housing (a month)')).toHaveValue('1500');
  await expect(page.getByLabel('Where you plan to live')).toHaveValue('West');
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  // Another region refreshes only the lines still at their typical figure: the student's own stay.
  await page.getByLabel('Where you plan to live').selectOption('Midwest');
  await expect(page.getByLabel('Housing (a month)')).toHaveValue('1500');
  await expect(page.getByLabel('Clothing and services (a month)')).toHaveValue('50');
  await expect(page.getByLabel('Transportation (a month)')).toHaveValue('448'); // still typical: now the Midwest's ($12,901 / 2.4 / 12)

  // Starting over asks first and keeps the saved budget until the next save.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Start over from the typical figures?' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Start over' }).last().click();
  await expect(page.getByLabel('Housing (a month)')).toHaveValue('801');
  await expect(page.getByLabel('Clothing and services (a month)')).toHaveValue('68');
});
