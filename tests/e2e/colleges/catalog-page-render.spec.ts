import type { Browser } from '@playwright/test';
import { holdScripts } from '@tests/support/e2e-page';
import { checkA11y, expect, test } from '@tests/e2e/fixtures';

/*
 * A college's and a field of study's page, for a visitor without a session, come rendered with the HTML (ADR 0047): the
 * heading is readable before a script runs, and the app then takes over the same elements (hydration) with the API
 * answer the server sent beside them: no hydration error in the console, no layout shift, no request for that answer.
 * In English and Spanish, on a phone and on a desktop, axe on every page.
 */

type Shifts = { layoutShifts: number[] };

const PAGES = [
  {
    path: '/colleges/204796',
    api: '/api/colleges/204796',
    heading: { en: 'Ohio State University-Main Campus', es: 'Ohio State University-Main Campus' },
    section: { en: 'Programs and their outcomes', es: 'Programas y sus resultados' },
  },
  {
    path: '/majors/42.01',
    api: '/api/majors/42.01',
    heading: { en: /Psychology/, es: /Psychology/ },
    section: { en: 'Careers it leads to', es: 'Ocupaciones a las que lleva' },
  },
] as const;

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

async function openContext(browser: Browser, language: 'en' | 'es', viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({ locale: language === 'es' ? 'es-MX' : 'en-US', viewport: VIEWPORTS[viewport] });
  await context.addInitScript(() => {
    localStorage.setItem('betaNotificationDismissed', 'true');
    // Every layout shift from the first paint on, hydration included.
    const shifts: number[] = [];
    (window as unknown as Shifts).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context;
}

for (const language of ['en', 'es'] as const) {
  for (const viewport of ['phone', 'desktop'] as const) {
    test(`a visitor's college and field-of-study pages paint with the HTML and hydrate in place (${language}, ${viewport})`, async ({
      browser,
    }) => {
      test.slow();
      const context = await openContext(browser, language, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname);
      });
      for (const { path, api, heading, section } of PAGES) {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        // Before any script: the server's render, in the request's language.
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: section[language] })).toBeVisible();
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', language);
        await page.evaluate(() => {
          (window as unknown as { rendered: Element | null }).rendered = document.querySelector('main h1');
        });
        release();
        // Live: the marker goes once the page's own part has hydrated.
        await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
        // Hydrated, not rendered anew: the heading is still the element the server sent.
        expect(
          await page.evaluate(() => (window as unknown as { rendered: Element | null }).rendered === document.querySelector('main h1')),
        ).toBe(true);
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
        // The answer came with the HTML: the page did not ask for it.
        expect(
          apiRequests.filter((request) => request === api),
          path,
        ).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as Shifts).layoutShifts), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        await checkA11y(page);
        await page.unroute(/\.js$/);
      }
      // React reports a hydration mismatch as an error (in production as "Minified React error #418"/#423/#425).
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('a visitor whose device holds an income sees the render for every family first, then that income’s price', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('betaNotificationDismissed', 'true');
    localStorage.setItem('waypoint.familyIncome', '25000');
  });
  const release = await holdScripts(page);
  await page.goto('/colleges/204796', { waitUntil: 'commit' });
  // The server cannot see the device's income: its render gives the range across incomes.
  await expect(page.getByText(/depending on family income/).first()).toBeVisible();
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/colleges/204796');
  release();
  await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
  // Once live, the page asks for this family's price and shows it (the fixture fails on a hydration error meanwhile).
  expect(new URL((await asked).url()).searchParams.get('income')).toBe('25000');
  await expect(page.getByText(/families earning \$0 to \$30,000/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohio State University-Main Campus');
  await checkA11y(page);
});
