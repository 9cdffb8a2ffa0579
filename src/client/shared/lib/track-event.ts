import type { AnalyticsEventName } from '@domain/analytics/events';
import type { PropsArgument } from './analytics';

/**
 * Records a key event (no page loads the analytics module for its first paint). The module is loaded on the
 * first event, if the shell has not already loaded it once the page was idle (use-page-views.ts); the path is the one
 * the visitor is on now, even if they have moved on by the time the module arrives.
 */
export function trackEvent<Name extends AnalyticsEventName>(name: Name, ...props: PropsArgument<Name>): void {
  const pathname = window.location.pathname;
  import('./analytics').then(
    (analytics) => analytics.trackEventAt(pathname, name, ...props),
    () => undefined,
  );
}
