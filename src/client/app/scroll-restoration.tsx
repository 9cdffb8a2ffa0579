import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, usePreventScrollReset } from '@client/shared/routing';

// Where each history entry was scrolled to, for back and forward (kept for the visit, like the browser's own).
const positions = new Map<string, number>();

/**
 * What react-router's data router ScrollRestoration did: a new page starts at
 * the top (or at its #hash), back or forward returns to where that page was
 * scrolled, and a navigation with `preventScrollReset` (a pager, a filter
 * written to the address bar) stays where the reader is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = usePreventScrollReset();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (keepScroll) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, keepScroll]);

  return null;
}
