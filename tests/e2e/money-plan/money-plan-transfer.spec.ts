import type { Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, test, visit } from '@tests/e2e/fixtures';
import { expectNoHorizontalScroll } from '@tests/support/e2e-page';
import { createFormatters } from '@client/ui/format';
import { INTL_LOCALE } from '@domain/i18n/locales';
import { unique } from '@tests/support/unique';

/*
 * The money plan's transfer route on a phone: a student with a four-year and a two-year college on the list opens
 * the plan from a link naming both (as the college quiz links), sees two years at the community college then two at
 * the four-year college beside four years there (prices, loans per year, the debt, one monthly payment, both grades
 * and the saving), keeps the route, and chooses a credential at the two-year college. Then the same in Spanish.
 */

const OSU = 204796; // Ohio State University-Main Campus
const STARK = 205841; // Stark State College, a public two-year college in Ohio

test.use({ viewport: { width: 390, height: 844 } });

type Route = { plan: { monthlyPaymentAll: number }; fourYear: { monthlyPaymentAll: number }; savings: { netPrice: number } };

async function studentWithPlan(page: Page, baseURL: string, name: string) {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInAndCompleteProfile(page, { name, email: `transfer.${unique()}@example.org`, userType: 'Student' });
  const headers = { origin: baseURL };
  for (const id of [OSU, STARK]) expect((await page.request.put(`/api/saved/colleges/${id}`, { headers })).status()).toBe(200);
  const updatedAt = Date.now() - 1000;
  const synced = await page.request.put('/api/progress', {
    headers,
    data: {
      journeyStarted: { value: true, updatedAt },
      financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' }, updatedAt },
    },
  });
  expect(synced.status()).toBe(200);
  const figures = { contributionPerYear: 4000, savings: 2000, extraGrants: 0, familyIncome: 90000, subsidizedEligibility: 'not-sure' };
  expect((await page.request.put('/api/money-plan/mine', { headers, data: { ...figures, version: 0 } })).status()).toBe(200);
  const shown = (await (await page.request.get(`/api/money-plan/mine?first=${STARK}&second=${OSU}`)).json()) as {
    transfer: { route: Route };
  };
  return shown.transfer.route;
}

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

test('a 2 + 2 route beside four years, kept in the plan, and a credential chosen (390 px)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const route = await studentWithPlan(page, baseURL!, `Sam Transfer ${unique()}`);
  await visit(page, `/money-plan?first=${STARK}&second=${OSU}`);
  const section = page.getByRole('region', { name: 'Two years at a community college, then transfer' });
  await expect(section.getByTestId('transfer-route')).toContainText('2 + 2: Stark State College, then Ohio State University-Main Campus');
  await expect(section.getByTestId('transfer-four-year')).toContainText('4 years at Ohio State University-Main Campus');
  await expect(section.getByTestId('transfer-route-monthly')).toHaveText(`${money(route.plan.monthlyPaymentAll)} a month`);
  await expect(section.getByTestId('transfer-four-year-monthly')).toHaveText(`${money(route.fourYear.monthlyPaymentAll)} a month`);
  await expect(section.getByTestId('transfer-savings')).toContainText(
    `Starting at Stark State College saves about ${usd(route.savings.netPrice)}`,
  );
  await expect(section.getByText(/^Credits must transfer/)).toBeVisible();
  await expect(section.getByText('Shown from a link: not kept in the plan yet.')).toBeVisible();
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  await section.getByRole('button', { name: 'Keep this route in the plan' }).click();
  await expect(section.getByText('This route is kept in the plan: everyone in the family sees it.')).toBeVisible();

  // The two-year college's card: plan a certificate instead of the associate's degree (1 year, an assumption).
  const card = page.getByRole('article', { name: 'Stark State College', exact: true });
  await card.getByLabel('Credential you plan for here').selectOption('certificate');
  await card.getByRole('button', { name: 'Plan for this credential' }).click();
  await expect(card.getByTestId('plan-credential')).toContainText('Planned as a certificate: 1 year, an assumption');
  await expect(card.getByTestId('certificate-note')).toBeVisible();
  await checkA11y(page);
  await expectNoHorizontalScroll(page);
});

test('in Spanish: the 2 + 2 route beside four years (390 px)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const route = await studentWithPlan(page, baseURL!, `Ana Transferencia ${unique()}`);
  // The account's language wins on sign-in: the student reads in it from here on.
  expect((await page.request.patch('/api/profile', { headers: { origin: baseURL! }, data: { language: 'es' } })).status()).toBe(200);
  await visit(page, `/money-plan?first=${STARK}&second=${OSU}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const format = createFormatters(INTL_LOCALE.es);
  const section = page.getByRole('region', { name: 'Dos años en un college comunitario y luego transferirte' });
  await expect(section.getByTestId('transfer-route')).toContainText('2 + 2: Stark State College y luego Ohio State University-Main Campus');
  await expect(section.getByTestId('transfer-route-monthly')).toHaveText(`${format.usdCents(route.plan.monthlyPaymentAll)} al mes`);
  await expect(section.getByTestId('transfer-savings')).toContainText(
    `Empezar en Stark State College ahorra cerca de ${format.usd(route.savings.netPrice)} en precio neto`,
  );
  await expect(section.getByText(/^Los créditos tienen que transferirse/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Guardar esta ruta en el plan' })).toBeVisible();
  await checkA11y(page);
  await expectNoHorizontalScroll(page);
});
