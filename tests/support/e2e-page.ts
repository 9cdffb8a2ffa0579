import { expect, type Page } from '@playwright/test';

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
