import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails on a page error or console error, and gets
 * `checkA11y(page)` (axe: no serious or critical violations).
 */
export const test = base.extend<{ consoleErrors: string[]; waitsForPrerenderedPages: void }>({
  /*
   * A prerendered page (ADRs 0029, 0031) shows its buttons before the app has taken it over, and a click there does
   * nothing yet. A visitor waits for the page to respond; a test would click at once, so goto and reload return once
   * the page is live (#root has lost its data-prerendered marker). `waitUntil: 'commit'` skips it, for tests of the
   * prerendered HTML itself.
   */
  waitsForPrerenderedPages: [
    async ({ page }, use) => {
      const live = () => page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await live();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await live();
        return response;
      };
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      networkActivity(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser logs every 4xx fetch; those are answers the app handles. Anything else is a bug.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Requests in flight on a page and when that last changed; tracked from the first time a page is seen. */
const activity = new WeakMap<Page, { inFlight: number; changedAt: number }>();

function networkActivity(page: Page) {
  let state = activity.get(page);
  if (state) return state;
  const tracked = { inFlight: 0, changedAt: 0 };
  const started = () => {
    tracked.inFlight += 1;
    tracked.changedAt = Date.now();
  };
  // A request that began before tracking ends without having been counted: never below zero.
  const ended = () => {
    tracked.inFlight = Math.max(0, tracked.inFlight - 1);
    tracked.changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  activity.set(page, (state = tracked));
  return state;
}

/** No request in flight for QUIET_MS; gives up after QUIET_TIMEOUT_MS (a long-lived request must not stall a test). */
const QUIET_MS = 300;
const QUIET_TIMEOUT_MS = 5000;

async function quietNetwork(page: Page) {
  const state = networkActivity(page);
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline && (state.inFlight > 0 || Date.now() - state.changedAt < QUIET_MS)) {
    await page.waitForTimeout(50);
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core straight in the page: injected once per document and asked for violations only.
 * Skipping the passes and incomplete lists (which we never read) and the per-frame
 * bookkeeping of the Playwright wrapper halves the time a check takes; the app has no iframes.
 */
export async function checkA11y(page: Page) {
  // 'networkidle' is a load event: after a click on an already loaded page it has fired long ago, so the requests the
  // click started (a save, the refetch after it) are awaited here, then the re-render they cause (a button enabled
  // again starts its colour transition, awaited below).
  await page.waitForLoadState('networkidle');
  await quietNetwork(page);
  // Two frames first, so a transition the last click or re-render just started is running when the animations are listed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A colour transition caught halfway (a button just toggled) reads as low contrast: let it end first.
  // Endless ones (a spinner) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** Navigates and runs axe on the page. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await checkA11y(page);
}

/**
 * Signs in through the real popup and the local account chooser.
 * `account` is a demo e-mail, or a name + e-mail typed into "Use another account".
 */
export async function signInWithPopup(page: Page, account: string | { name: string; email: string }) {
  await page.goto('/signin');
  await signInFromSignInPage(page, account);
}

/** From the /signin page already open: the popup, the chooser, the choice, until the popup closes. */
export async function signInFromSignInPage(page: Page, account: string | { name: string; email: string }) {
  const popupPromise = page.waitForEvent('popup');
  // English or Spanish /signin (the account chooser in the popup is the local identity provider's, English only).
  await page.getByRole('button', { name: /^(Continue with|Continuar con) Waypoint demo sign-in$/ }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/oidc\/interaction\//);
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await checkA11y(popup);
  // Listen before choosing: the popup may close before a later wait would start.
  const closed = popup.waitForEvent('close');
  if (typeof account === 'string') {
    await popup.getByRole('button', { name: new RegExp(account.replace(/[.]/g, '\\.')) }).click();
  } else {
    await popup.getByText('Use another account').click();
    await popup.getByLabel('Name').fill(account.name);
    await popup.getByLabel('E-mail').fill(account.email);
    await popup.getByRole('button', { name: 'Continue' }).click();
  }
  await closed;
}

/**
 * Signs in through the same OIDC exchange the popup makes (the sign-in start, the provider's account chooser answered,
 * the callback setting the session cookie), as HTTP requests of the page's browser context; completes the profile with
 * the request the profile form sends; ends on /home. For tests whose subject comes after signing in: the popup, its
 * chooser (with axe) and the profile form are the journeys of the tests that sign in with signInAndCompleteProfile
 * (sign-in.spec.ts, the free assessment kept after signing in, progress sync) and signUpInSpanish.
 * A demo account (its e-mail) already has a profile.
 */
export async function signInThroughApi(
  page: Page,
  who: string | { name: string; email: string; userType: 'Student' | 'Parent' | 'Educator' },
) {
  // The API takes a write only from its own origin, which the context's base URL gives.
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const start = await page.request.post('/api/auth/sign-in/social', {
    headers: { origin },
    data: { provider: 'waypoint-demo', callbackURL: '/auth/continue', errorCallbackURL: '/signin', disableRedirect: true },
  });
  expect(start.status(), await start.text()).toBe(200);
  const chooser = await page.request.get(((await start.json()) as { url: string }).url);
  const uid = /\/oidc\/interaction\/([^/?#]+)/.exec(chooser.url())?.[1];
  expect(uid, `the account chooser, not ${chooser.url()}`).toBeTruthy();
  const form: Record<string, string> =
    typeof who === 'string' ? { account: who } : { account: 'another', name: who.name, email: who.email };
  // Redirects followed as the popup follows them: the provider, then Waypoint's callback, which sets the session.
  const finished = await page.request.post(`/oidc/interaction/${uid}/login`, { headers: { origin }, form });
  expect(new URL(finished.url()).pathname, 'where the sign-in lands').toBe('/auth/continue');
  if (typeof who !== 'string') {
    const profile = {
      fullName: who.name,
      userType: who.userType,
      ...(who.userType === 'Student' ? { birthMonth: 3, birthYear: 2008 } : {}),
    };
    const created = await page.request.post('/api/profile', { headers: { origin }, data: profile });
    expect([201, 409], await created.text()).toContain(created.status());
  }
  await page.goto('/home');
}

/** A new student signs up from a Spanish browser: the popup, then the profile step in Spanish; ends on /home. */
export async function signUpInSpanish(page: Page, who: { name: string; email: string; birthYear: string }) {
  await signInWithPopup(page, { name: who.name, email: who.email });
  await page.waitForURL(/\/signup$/);
  await page.getByLabel('Nombre completo').fill(who.name);
  await page.getByLabel('Estudiante', { exact: true }).check();
  await page.getByLabel('Mes', { exact: true }).selectOption('marzo');
  await page.getByLabel('Año', { exact: true }).fill(who.birthYear);
  await page.getByRole('button', { name: 'Completar el perfil' }).click();
  await page.waitForURL(/\/home$/);
}

/** Signs in and completes the profile when asked; ends on /home (new) or /profile. */
export async function signInAndCompleteProfile(
  page: Page,
  who: { name: string; email: string; userType: 'Student' | 'Parent' | 'Educator' },
) {
  await signInWithPopup(page, { name: who.name, email: who.email });
  await page.waitForURL(/\/(signup|profile)$/);
  if (page.url().endsWith('/signup')) {
    await page.getByLabel('Full name').fill(who.name);
    await page.getByLabel(who.userType, { exact: true }).check();
    if (who.userType === 'Student') {
      await page.getByLabel('Month').selectOption('March');
      await page.getByLabel('Year').fill('2008');
    }
    await page.getByRole('button', { name: 'Complete profile' }).click();
    await page.waitForURL(/\/home$/);
  }
}

// A Technology-leaning profile: every Technology minimum met and pattern recognition past its "high" trigger.
export const TECHNOLOGY_LEANING_SCORES = {
  vocabulary: 60,
  working_memory: 55,
  processing_speed: 58,
  logical_reasoning: 80,
  pattern_recognition: 90,
  problem_solving: 72,
  attention_span: 50,
  creativity: 45,
  analytical_thinking: 60,
  overall_score: 68,
};

/** The three games finished with these scores, as the games store them on this device (and its sync timestamp). */
export async function storeFinishedGames(page: Page, scores: Record<string, number>) {
  await page.evaluate((combinedScores) => {
    const now = Date.now();
    localStorage.setItem(
      'cognitiveAssessmentData',
      JSON.stringify({
        combinedScores,
        completedGames: ['word-weaver', 'memory-race', 'logic-puzzles'],
        assessmentComplete: true,
        timestamp: new Date(now).toISOString(),
        assessmentId: crypto.randomUUID(),
      }),
    );
    const times = JSON.parse(localStorage.getItem('waypoint.updatedAt') ?? '{}') as Record<string, number>;
    localStorage.setItem('waypoint.updatedAt', JSON.stringify({ ...times, cognitiveAssessmentData: now }));
  }, scores);
}

type ListedCollege = { unitId: number; name: string; averageNetPrice: number | null; predominantDegree: string | null };

/**
 * Sets a signed-in student up for the money plan through the API: a bachelor's college with a net price on their list,
 * and financial expectations with an expected income. Returns the college.
 */
export async function saveCollegeAndExpectations(page: Page, origin: { origin: string }): Promise<ListedCollege> {
  const list = (await (await page.request.get('/api/colleges?pageSize=50')).json()) as { items: ListedCollege[] };
  const college = list.items.find(
    (item) => item.averageNetPrice !== null && item.averageNetPrice > 0 && item.predominantDegree === 'bachelor',
  )!;
  expect(college).toBeTruthy();
  expect((await page.request.put(`/api/saved/colleges/${college.unitId}`, { headers: origin })).status()).toBe(200);
  const updatedAt = Date.now() - 1000;
  const synced = await page.request.put('/api/progress', {
    headers: origin,
    data: {
      journeyStarted: { value: true, updatedAt },
      financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' }, updatedAt },
    },
  });
  expect(synced.status()).toBe(200);
  return college;
}
