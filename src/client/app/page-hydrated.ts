/*
 * The moment a prerendered page's own part has hydrated (ADR 0031): router.tsx's PageRoute reports it, after the shell.
 * Kept apart from prerender-takeover.ts, which main.tsx loads only for a prerendered page.
 */

let afterHydration: (() => void) | undefined;

/** Runs `task` once, when the page has hydrated. */
export function afterPageHydrates(task: () => void): void {
  afterHydration = task;
}

/** The page has hydrated: #root loses its marker (the page is live), and what waited for this runs. */
export function pageHydrated(): void {
  const root = document.getElementById('root');
  if (root) delete root.dataset.prerendered;
  const task = afterHydration;
  afterHydration = undefined;
  task?.();
}
