import type DetachedWindowAPI from 'happy-dom/lib/window/DetachedWindowAPI.js';
import { afterAll, vi } from 'vitest';

/*
 * The client files share their worker and its window (isolate: false in vitest.config.ts, ADR 0049): a new worker
 * and window per file cost 127 CPU-s for the project instead of 15. So each file starts from what a newly opened page
 * has (empty storage, the root address, an empty body, no cookies), and the module registry is reset after each file:
 * a file that took fresh copies of a module (vi.resetModules) must not hand them, and what they kept in memory, to
 * the next file.
 */
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.body.replaceChildren();
document.title = '';
// A file that used React's act() without Testing Library may have left this on; React then warns on every update.
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

// No client test talks to a server. A request that no test stubbed, such as the analytics batch a page view queued
// five seconds before (in an earlier file, the window being shared), gets a 503 here instead of a refused connection.
const { happyDOM } = window as unknown as { happyDOM: DetachedWindowAPI };
happyDOM.settings.fetch.interceptor = {
  beforeAsyncRequest: async ({ window: requester }) => new requester.Response(null, { status: 503 }),
};

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});
