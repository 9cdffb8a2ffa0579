import type { Page, Request } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * A college's and a field of study's page start their data with the HTML: for a visit without a session the server
 * renders the page with its API answer beside it (ADR 0047) and the app does not wait for /api/me; for a signed-in
 * visit it names the answer in the document's head, and the browser must hand that preload to the page's own request
 * (one request, not two), in the page's language. Axe on every page visited.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
});

function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test("a visitor's college page comes with its data: no request for it, none asking who is signed in", async ({ page }) => {
  const seen = apiRequests(page);
  await page.goto('/colleges/204796');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohio State University-Main Campus');
  await expect(page.getByRole('heading', { level: 2, name: 'Programs and their outcomes' })).toBeVisible();
  await checkA11y(page);
  // The server rendered the page with its answer beside the HTML (ADR 0047): nothing to preload, nothing to ask.
  expect(seen.filter((url) => url.startsWith('/api/colleges/'))).toEqual([]);
  expect(await page.locator('link[rel="preload"][as="fetch"]').count()).toBe(0);
  expect(seen).not.toContain('/api/me');
});

test("a signed-in user's field-of-study page asks for its ranked colleges once, beside the scripts, with the address's filters", async ({
  page,
}) => {
  await signInThroughApi(page, { name: 'Pia Preload', email: uniqueEmail('pia.preload'), userType: 'Student' });
  const seen = apiRequests(page);
  await page.goto('/majors/42.01?sort=debt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Psychology/);
  await expect(page.locator('a[href^="/colleges/"]').first()).toBeVisible();
  await checkA11y(page);
  expect(seen.filter((url) => url.startsWith('/api/majors/'))).toEqual(['/api/majors/42.01?sort=debt&page=1']);
  // The preloaded answer was the page's own: the browser did not fetch it again.
  const entries = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/majors/42.01').length,
  );
  expect(entries).toBe(1);
});

test('a browser that chose Spanish on an English request gets the Spanish page, not the English render', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('waypoint.language', 'es'));
  const languages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/colleges/204796') languages.push(request.headers()['accept-language'] ?? '');
  });
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/colleges/204796' && response.request().headers()['accept-language'] === 'es',
  );
  await page.goto('/colleges/204796');
  await expect(page.getByRole('heading', { level: 2, name: 'Programas y sus resultados' })).toBeVisible();
  // The English render is replaced, and the page asks in Spanish (the English answer beside the HTML is not used); the
  // Spanish answer names the curated majors in Spanish.
  const body = (await (await answered).json()) as { programs: { cip: string; majorName: string | null }[] };
  expect(body.programs.find((program) => program.cip === '42.01')?.majorName).toBe('Psicología');
  await checkA11y(page);
  expect(languages).toEqual(['es']);
});

test('an unknown college gets no preload: its not-found page asks the API once', async ({ page }) => {
  const seen = apiRequests(page);
  await page.goto('/colleges/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('College not found');
  await checkA11y(page);
  expect(await page.locator('link[rel="preload"][as="fetch"]').count()).toBe(0);
  expect(seen.filter((url) => url.startsWith('/api/colleges/'))).toEqual(['/api/colleges/999999']);
});
