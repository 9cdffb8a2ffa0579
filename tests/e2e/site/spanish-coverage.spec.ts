import type { Page } from '@playwright/test';
import { checkA11y, expect, signInThroughApi, test } from '@tests/e2e/fixtures';

/*
 * "never show English silently". Every page of the route table, opened in Spanish,
 * must show no English sentence outside an element marked lang="en" (a source's official
 * name, a post written in English): a screen reader then reads it as English, and a reader sees
 * it is a citation, not a page we forgot. The check looks for words that are English and never
 * Spanish in visible text and in the texts assistive technology reads (aria-label, title,
 * placeholder, alt).
 */
const ENGLISH_ONLY_WORDS =
  /\b(the|and|your|you|with|this|that|what|will|are|for|from|how|about|when|which|their|there|have|been|more|than|into|our|after|before|each|every|start|see|save|open|close|loading)\b/i;

const SIGNED_OUT_PAGES = [
  '/dashboard',
  '/home',
  '/about',
  '/privacy-policy',
  '/signin',
  '/journey',
  '/career-quiz',
  '/college-quiz',
  '/financial-expectations',
  '/feedback',
  '/feedback-form',
  '/outcomes',
  '/calculator',
  '/debt-calculator',
  '/debt-facts',
  '/resources/scholarships',
  '/full-assessment',
  '/ai-counselor',
  '/forum',
  '/professional-meetings',
  '/no-such-page',
];

const SIGNED_IN_PAGES = [
  '/profile',
  '/family',
  '/money-plan',
  '/progress',
  '/notifications',
  '/classes/join',
  '/add-post',
  '/dashboard',
  '/home',
];

/** The visible English texts of the page, outside lang="en" and translate="no" regions. */
async function englishLeaks(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const englishOnly = new RegExp(pattern, 'i');
    const exempt = (element: Element | null) =>
      Boolean(element?.closest('[lang^="en"], [translate="no"], script, style, noscript, template'));
    const leaks = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!text || exempt(element) || !englishOnly.test(text)) continue;
      const hidden = element && typeof element.checkVisibility === 'function' && !element.checkVisibility() && !element.closest('.sr-only');
      if (!hidden) leaks.add(text.slice(0, 120));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (exempt(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && englishOnly.test(value)) leaks.add(`${name}="${value.slice(0, 100)}"`);
      }
    }
    return [...leaks];
  }, ENGLISH_ONLY_WORDS.source);
}

/** Opens a page, waits for it to settle, and lists what it still shows in English. */
async function leaksOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await checkA11y(page);
  return englishLeaks(page);
}

test.describe('every page in Spanish', () => {
  test.use({ locale: 'es-US' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  });

  test('signed out: no English shown silently', async ({ page }) => {
    test.slow();
    const found: Record<string, string[]> = {};
    for (const path of SIGNED_OUT_PAGES) {
      const leaks = await leaksOn(page, path);
      if (leaks.length > 0) found[path] = leaks;
    }
    expect(found).toEqual({});
  });

  test('signed in as a student: no English shown silently', async ({ page }) => {
    test.slow();
    // Sign up in English (the account chooser is the local identity provider's, not Waypoint's), then switch.
    await page.addInitScript(() => {
      if (!localStorage.getItem('waypoint.language')) localStorage.setItem('waypoint.language', 'en');
    });
    await signInThroughApi(page, { name: 'Lucía Pérez', email: `lucia.${Date.now()}@example.org`, userType: 'Student' });
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const found: Record<string, string[]> = {};
    for (const path of SIGNED_IN_PAGES) {
      const leaks = await leaksOn(page, path);
      if (leaks.length > 0) found[path] = leaks;
    }
    expect(found).toEqual({});
  });
});
