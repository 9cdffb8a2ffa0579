import { useEffect } from 'react';
import { useLocation } from '@client/shared/routing';

import type * as AnalyticsModule from '@client/shared/lib/analytics';

type Analytics = typeof AnalyticsModule;

let lastPath: string | undefined;
let analytics: Promise<Analytics> | undefined;

/** The analytics module, loaded once the main thread is idle after the first page (off the first load). */
function loadAnalytics(): Promise<Analytics> {
  analytics ??= new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  })
    .then(() => import('@client/shared/lib/analytics'))
    .catch((error: unknown) => {
      analytics = undefined;
      throw error;
    });
  return analytics;
}

/** A page view on every route change (path only), and web vitals once per visit. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // The same path again (a re-render, StrictMode's second effect, a redirect to itself) is not a new view.
    if (pathname === lastPath) return;
    lastPath = pathname;
    // The path is the one viewed now, even when the module arrives after the next navigation.
    loadAnalytics()
      .then(({ startWebVitals, trackPageView }) => {
        trackPageView(pathname);
        startWebVitals();
      })
      .catch(() => undefined);
  }, [pathname]);
}
