import { holdScripts } from '@tests/support/e2e-page';
import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * The public pages prerendered by the build (ADR 0029): a visitor without a session reads the page before a script
 * runs, then the app takes over the same elements (hydration) with no error in the console (the fixture fails on one).
 */

const PRERENDERED_PAGES = [
  { path: '/about', en: 'About Waypoint', es: 'Acerca de Waypoint' },
  { path: '/privacy-policy', en: 'Privacy policy', es: 'Política de privacidad' },
  { path: '/debt-facts', en: 'Student debt facts', es: 'Datos sobre la deuda estudiantil' },
  { path: '/calculator', en: 'Student loan repayment calculator', es: 'Calculadora de pagos de préstamos estudiantiles' },
  { path: '/college-quiz', en: 'College quiz', es: 'Cuestionario de universidades' },
  { path: '/forum', en: 'Forum', es: 'Foro' },
  { path: '/dashboard', en: 'Plan your path without crushing debt', es: 'Planea tu camino sin deudas aplastantes' },
  { path: '/career-quiz', en: 'Career quiz', es: 'Cuestionario de carreras' },
];

test.describe('prerendered public pages', () => {
  test('a visitor reads /home before a script runs, and the app then brings the same page to life', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Find your path. Skip the crushing debt.' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('Careers, majors and colleges without crushing debt – Waypoint');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
    await page.evaluate(() => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
    });

    release();
    // The beta popup opens 2 s after the app starts: the page is live.
    const betaPopup = page.getByRole('dialog', { name: 'Waypoint is in beta' });
    await expect(betaPopup).toBeVisible();
    await betaPopup.getByRole('button', { name: 'Later' }).click();
    // Hydrated, not rendered anew: the heading is still the element the server sent.
    expect(
      await page.evaluate(
        () => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    await checkA11y(page);

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in');
  });

  for (const language of ['en', 'es'] as const) {
    test(`every prerendered page in ${language === 'en' ? 'English' : 'Spanish'} is taken over without being rendered again`, async ({
      browser,
    }) => {
      // Every prerendered page but /home (the test above), each checked with axe.
      test.slow();
      const context = await browser.newContext({ locale: language === 'es' ? 'es-MX' : 'en-US' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      for (const { path, ...headings } of PRERENDERED_PAGES) {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1, name: headings[language] })).toBeVisible();
        await page.evaluate(() => {
          (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('main h1');
        });
        release();
        // The marker goes once the page's own part has hydrated (the /home test waits for the beta popup too).
        await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
        // The page's own heading, inside its lazily loaded part, is still the element the server sent.
        expect(
          await page.evaluate(
            () => (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('main h1'),
          ),
          path,
        ).toBe(true);
        await checkA11y(page);
        await page.unrouteAll();
      }
      expect(errors, `${language}: errors in the console`).toEqual([]);
      await context.close();
    });
  }

  test('what a visitor types or picks before the app runs is kept when it takes over', async ({ page }) => {
    let release = await holdScripts(page);
    await page.goto('/calculator', { waitUntil: 'commit' });
    const amount = page.getByLabel('Amount ($)', { exact: true });
    await expect(amount).toHaveValue('31000');
    await amount.fill('12000');
    release();
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
    // The calculator took the new amount: it is in the link and the example's label is gone.
    await expect(page).toHaveURL(/[?&]loan=12000_/);
    await expect(amount).toHaveValue('12000');
    await expect(page.getByText(/^Example loan:/)).toHaveCount(0);

    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto('/forum', { waitUntil: 'commit' });
    await page.getByLabel('Category').selectOption({ label: 'Student life' });
    release();
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(page.getByLabel('Category')).toHaveValue(/.+/);
    await checkA11y(page);

    // The career quiz's first answer, picked before the app runs, is still picked once it takes over. Like a choice
    // made with the arrow keys, it counts when confirmed (a click, Enter or Space): the quiz then moves on.
    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto('/career-quiz', { waitUntil: 'commit' });
    const firstAnswer = page.getByRole('radio').first();
    await firstAnswer.check();
    release();
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
    await expect(firstAnswer).toBeChecked();
    await firstAnswer.click();
    await expect
      .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('careerQuizAnswers') ?? '{}') as object).length))
      .toBe(1);
  });

  test('a calculator link with its inputs, or a forum view with filters, gets the app, not the copy', async ({ page }) => {
    for (const path of ['/calculator?loan=20000_6.39_federal_new', '/forum?category=student-life']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toContain('data-prerendered');
    }
    await page.goto('/calculator?loan=20000_6.39_federal_new');
    await expect(page.getByLabel('Amount ($)', { exact: true })).toHaveValue('20000');
  });

  test('a slow start still takes over the signed-out page, not a loading shell', async ({ page }) => {
    await page.clock.install();
    // The language catalog held: main.tsx has run (and told the app this visit is signed out) but cannot render yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const catalogAsked = page.waitForRequest(/\/assets\/en-[\w-]+\.js$/);
    await page.goto('/about', { waitUntil: 'commit' });
    await catalogAsked;
    const heading = page.getByRole('heading', { level: 1, name: 'About Waypoint' });
    await expect(heading).toBeVisible();
    // Ten minutes pass before the app can start: longer than a query is kept unobserved.
    await page.clock.runFor(10 * 60_000);
    release();
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a Spanish browser gets the Spanish page; a language chosen before in this browser wins', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Waypoint' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkA11y(page);

    // English chosen on this device: the Spanish prerender is replaced by the English page.
    await page.evaluate(() => localStorage.setItem('waypoint.language', 'en'));
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a signed-in student is sent the app, never the signed-out page', async ({ page }) => {
    await signInThroughApi(page, { name: 'Prerender Student', email: uniqueEmail('prerender'), userType: 'Student' });
    const html = await (await page.request.get('/home')).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<div id="root"></div>');

    const release = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'commit' });
    // Nothing of the page before the app knows the session: no "Sign In" flashes.
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await expect(page.getByRole('main').getByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await checkA11y(page);
  });
});
