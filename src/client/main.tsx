// First: zod must be jitless before a page parses (the CSP forbids eval).
import '@client/shared/lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, createQueryClient } from '@client/app/app-root';
import { preloadPage } from '@client/app/router';
import { BrowserRouter } from '@client/shared/routing';
import { initialLocale, setLocale } from '@client/shared/i18n/i18n-store';
import { sessionQuery } from '@client/shared/session/use-session';
import { isStored } from '@client/shared/assessment-state/local-store';
import './app/styles.css';

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const locale = initialLocale();
// The language a prerendered page (ADR 0029) was rendered in; none when the server sent the empty index.html.
const prerendered = container.dataset.prerendered;
// A prerendered page, or a page whose data the server started with the HTML (`data-signed-out`), is sent that way only
// to a request without a session cookie: this visit is signed out, and the page need not wait for /api/me to say so.
if (prerendered || container.dataset.signedOut !== undefined) {
  queryClient.setQueryData(sessionQuery.queryKey, null);
} else {
  // The page waits for the session anyway: ask for it while the active language's catalog loads (ADR 0027).
  void queryClient.prefetchQuery(sessionQuery);
}
// A copy made for a device with nothing stored under some keys (prerender.tsx) is rendered anew on one that has them.
const storedValuesItLacks = container.dataset.prerenderedWithout?.split(' ').filter(isStored) ?? [];
const hydrate = prerendered === locale && storedValuesItLacks.length === 0;
// The page's code and text are fetched beside the language's catalog, not after the first render asks for them; a
// prerendered page must have them before it hydrates (router.tsx, preloadPage).
// A page the server rendered (ADR 0047) names its route ("/colleges/:unitId"), since the table's paths match by name.
const page = preloadPage(container.dataset.route ?? window.location.pathname, locale);
// Only a prerendered page's visit loads the code that keeps what was typed before hydration (ADR 0031); without it,
// the page still hydrates.
const takeover = hydrate ? import('@client/app/prerender-takeover').catch(() => undefined) : undefined;
void Promise.all([setLocale(locale, { remember: false }), hydrate && page, takeover]).then(
  ([, , earlyInput]) => {
    const app = <AppRoot queryClient={queryClient} Router={BrowserRouter} />;
    // The prerendered text is kept and brought to life in place; in another language (a choice remembered in this
    // browser), or where this device's stored values change what the page shows first, it is replaced.
    if (hydrate) {
      // A page the server rendered with its first API answer has it in the cache before the first render.
      earlyInput?.seedPageData(queryClient);
      // What the visitor typed or picked in the prerendered form meanwhile is replayed once the page is live.
      earlyInput?.noteEarlyChanges(container);
      // As a transition, hydration yields to the browser between parts instead of running as one long task.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else createRoot(container).render(app);
  },
  () => {
    // The catalog's chunk could not load (offline, or a deploy replaced it): say so plainly in both languages.
    container.textContent = 'Waypoint could not load. Please reload the page. / Waypoint no se pudo cargar. Vuelve a cargar la página.';
  },
);
