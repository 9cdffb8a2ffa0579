import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startWebVitals, trackEvent } from '@client/shared/lib/analytics';

let lastPath: string | undefined;

/** A page view on every route change (path only), and web vitals once per visit. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // The same path again (a re-render, StrictMode's second effect, a redirect to itself) is not a new view.
    if (pathname === lastPath) return;
    lastPath = pathname;
    trackEvent('page_view');
    startWebVitals();
  }, [pathname]);
}
