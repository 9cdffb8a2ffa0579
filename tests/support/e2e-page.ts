import { expect, type Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`): from here, page time moves only by `page.clock`
 * calls. The pause lies 10 s ahead of the page's time, so a busy machine cannot pass it before the call lands (pausing
 * in the past throws); callers have no timer due within those 10 s.
 */
export async function holdPageClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

/** Switches the site to Spanish with the main navigation's language menu, as a visitor does. */
export async function toSpanish(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/**
 * The page does not scroll sideways. With `phone`, it is first resized to a 390 px phone. Polled: charts take a new
 * width when their ResizeObserver fires, a frame or two after a resize.
 */
export async function expectNoHorizontalScroll(page: Page, options: { phone?: boolean } = {}) {
  if (options.phone) await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

/** Holds every script until `release()`: what shows before then is the server's HTML alone. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
