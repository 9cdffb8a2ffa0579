import type { Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, signInFromSignInPage, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';

/*
 * The spec's route table (section 2), signed out and signed in: open pages,
 * signed-in-only pages (the catch-all for a visitor) and unknown paths.
 */

type Recorder = { __paths: string[] };

/** Every path the app passed through, including redirects it replaced at once. */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const paths: string[] = [location.pathname];
    (window as unknown as Recorder).__paths = paths;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url) paths.push(new URL(String(url), location.href).pathname);
        original(state, unused, url);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as Recorder).__paths);
}

/** Continues a sign-in started on /signin with the local account chooser, as a returning user. */

const PAGES = [
  { path: '/dashboard', title: 'Dashboard – Waypoint', heading: 'Plan your path without crushing debt' },
  {
    path: '/home',
    title: 'Careers, majors and colleges without crushing debt – Waypoint',
    heading: 'Find your path. Skip the crushing debt.',
  },
  { path: '/about', title: 'About – Waypoint', heading: 'About Waypoint' },
  { path: '/privacy-policy', title: 'Privacy policy – Waypoint', heading: 'Privacy policy' },
  { path: '/signin', title: 'Sign in – Waypoint', heading: 'Sign in to Waypoint' },
];

// The free assessment and the money tools: open to everyone. Each page's own spec runs axe on it.
const OPEN_TOOLS = [
  { path: '/journey', title: 'Your journey – Waypoint' },
  { path: '/career-quiz', title: 'Career quiz – Waypoint' },
  { path: '/college-quiz', title: 'College quiz – Waypoint' },
  { path: '/financial-expectations', title: 'Financial expectations – Waypoint' },
  { path: '/feedback', title: 'Your results – Waypoint' },
  { path: '/outcomes', title: 'Earnings and debt by major – Waypoint' },
  { path: '/calculator', title: 'Student loan repayment calculator – Waypoint' },
  { path: '/debt-calculator', title: 'How much can I borrow safely? – Waypoint' },
  { path: '/debt-facts', title: 'Student debt facts – Waypoint' },
  { path: '/resources/scholarships', title: 'Scholarship guide – Waypoint' },
  { path: '/feedback-form', title: 'Feedback – Waypoint' },
  { path: '/professional-meetings', title: 'Meet professionals – Waypoint' },
  { path: '/full-assessment', title: 'Premium assessment – Waypoint' },
  { path: '/ai-counselor', title: 'AI counselor – Waypoint' },
  { path: '/forum', title: 'Forum – Waypoint' },
  { path: '/add-post', title: 'New forum post – Waypoint' },
];

// Signed-in only: the catch-all for a visitor.
const SIGNED_IN_ONLY = [
  '/premium/journey',
  '/premium/games-assessment',
  '/premium/feedback',
  '/premium/outcomes',
  '/premium/career-quiz',
  '/premium/leaderboard',
  '/premium/career-exploration',
  '/premium/financial-expectations',
  '/premium/ai-counselor',
  '/professional-registration',
  '/admin/professionals',
  '/admin/moderation',
];

test.describe('signed out', () => {
  test('/ redirects to /dashboard', async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your path without crushing debt');
  });

  test('open pages load, each with its own title', async ({ page }) => {
    for (const { path, title, heading } of PAGES) {
      await visit(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
    }
  });

  test('an unknown path goes to / and on to /dashboard', async ({ page }) => {
    const paths = await recordPaths(page);
    await visit(page, '/nope');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await paths()).toEqual(['/nope', '/', '/dashboard']);
  });

  test('the free assessment and the money tools open without signing in', async ({ page }) => {
    for (const { path, title } of OPEN_TOOLS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('signed-in-only routes fall to the catch-all, with a toast saying why', async ({ page }) => {
    const paths = await recordPaths(page);
    await page.goto('/premium/journey');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Sign in to open that page', { exact: true })).toBeVisible();
    for (const path of SIGNED_IN_ONLY) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect((await paths()).slice(-3)).toEqual([path, '/', '/dashboard']);
    }
    await checkA11y(page);
  });

  test('/profile and /progress send the visitor to sign in, then back', async ({ page, context }) => {
    const account = { name: 'Route Walker', email: uniqueEmail('routes'), userType: 'Student' as const };
    await signInAndCompleteProfile(page, account);
    await context.clearCookies();

    await visit(page, '/profile');
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Fprofile$/);
    await signInFromSignInPage(page, account);
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expect(page).toHaveTitle('Your profile – Waypoint');
    await checkA11y(page);

    await context.clearCookies();
    await visit(page, '/progress');
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Fprogress$/);
    await signInFromSignInPage(page, account);
    await page.waitForURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your progress');
    await expect(page).toHaveTitle('Your progress – Waypoint');
    await checkA11y(page);
  });
});

test('signed in: the guarded pages open', async ({ page }) => {
  await signInThroughApi(page, { name: 'Sam Signed', email: uniqueEmail('signed-in'), userType: 'Educator' });

  for (const path of ['/profile', '/progress', '/dashboard', '/home', '/about', '/privacy-policy']) {
    await visit(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  // Signed-in-only pages stay put (their own spec runs axe on them); a non-admin sees "Administrators only".
  for (const path of ['/professional-registration', '/admin/professionals']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path === '/admin/professionals' ? 'Administrators only' : 'Professional registration',
    );
    expect(new URL(page.url()).pathname).toBe(path);
  }
});

test('signed in: sign-in pages and unknown paths go to /dashboard', async ({ page }) => {
  await signInThroughApi(page, { name: 'Sam Signed', email: uniqueEmail('signed-in'), userType: 'Educator' });
  const paths = await recordPaths(page);

  for (const path of ['/signin', '/signup']) {
    await visit(page, path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // Unknown, even under a known prefix: straight to /dashboard, not through /.
  for (const path of ['/nope', '/premium/nope']) {
    await visit(page, path);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await paths()).slice(-2)).toEqual([path, '/dashboard']);
  }

  await visit(page, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the page keeps its place on back and starts at the top on a new page', async ({ page }) => {
  await visit(page, '/privacy-policy');
  await page.getByRole('heading', { name: 'Contact' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.getByRole('main').getByRole('link', { name: 'feedback form' }).click();
  await page.waitForURL(/\/feedback-form$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await page.waitForURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('no flash of signed-out content while the session loads', async ({ page }) => {
  await signInThroughApi(page, { name: 'Slow Session', email: uniqueEmail('slow'), userType: 'Parent' });
  await page.route('**/api/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Keep your results' })).toHaveCount(0);
  await checkA11y(page);
});
