import {
  ANALYTICS_ENDPOINT,
  MAX_EVENTS_PER_BATCH,
  pathOnly,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type PropsOf,
} from '@domain/analytics/events';

/*
 * First-party analytics (ADR 0008): events are queued in memory and sent in
 * batches with navigator.sendBeacon, a few seconds after the first one or when
 * the page is hidden. Nothing is sent under Do-Not-Track, Global Privacy
 * Control or the opt-out on /privacy-policy. Deliberately free of zod and
 * React; the shell loads it when the first page is idle (use-page-views.ts), the server validates.
 */

/** Device-only preference set on /privacy-policy ("1" = do not count my visits). */
export const ANALYTICS_OPT_OUT_KEY = 'waypointAnalyticsOptOut';
const OPT_OUT_CHANGED = 'waypoint:analytics-opt-out';
const FLUSH_DELAY_MS = 5000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** The browser asks sites not to track (Do-Not-Track or Global Privacy Control). */
export function browserRefusesTracking(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function isOptedOut(): boolean {
  try {
    return localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setOptedOut(optOut: boolean): void {
  try {
    if (optOut) localStorage.setItem(ANALYTICS_OPT_OUT_KEY, '1');
    else localStorage.removeItem(ANALYTICS_OPT_OUT_KEY);
  } catch {
    // Storage blocked: nothing to remember, and such a browser is not tracked for long anyway.
  }
  if (optOut) discardQueue();
  window.dispatchEvent(new Event(OPT_OUT_CHANGED));
}

/** For useSyncExternalStore: the opt-out changed here or in another tab. */
export function subscribeToOptOut(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_OPT_OUT_KEY || event.key === null) onChange();
  };
  window.addEventListener(OPT_OUT_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(OPT_OUT_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function analyticsAllowed(): boolean {
  return !browserRefusesTracking() && !isOptedOut();
}

function discardQueue() {
  queue = [];
  clearTimeout(timer);
  timer = undefined;
}

function send(events: AnalyticsEvent[]) {
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
  // No beacon (or its queue is full): a keepalive fetch also outlives the page.
  void fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** Sends everything queued now. */
export function flushAnalytics(): void {
  clearTimeout(timer);
  timer = undefined;
  const events = queue;
  queue = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_BATCH) send(events.slice(start, start + MAX_EVENTS_PER_BATCH));
}

function listenForPageHide() {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}

export type PropsArgument<Name extends AnalyticsEventName> = PropsOf<Name> extends undefined ? [] : [props: PropsOf<Name>];

/**
 * Records a key event (or a page view) at the current path, without its query
 * string. Does nothing when the visitor has opted out or the browser asks not to be tracked.
 */
export function trackEvent<Name extends AnalyticsEventName>(name: Name, ...props: PropsArgument<Name>): void {
  if (typeof window === 'undefined') return;
  trackEventAt(window.location.pathname, name, ...props);
}

/** The same, at the path the visitor was on when it happened (track-event.ts calls it once this module has loaded). */
export function trackEventAt<Name extends AnalyticsEventName>(pathname: string, name: Name, ...props: PropsArgument<Name>): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  const path = pathOnly(pathname);
  record((props.length ? { name, path, props: props[0] } : { name, path }) as AnalyticsEvent);
}

/** A page view of `pathname`, recorded later than the visit itself (the module loads when the page is idle). */
export function trackPageView(pathname: string): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  record({ name: 'page_view', path: pathOnly(pathname) } as AnalyticsEvent);
}

function record(event: AnalyticsEvent): void {
  queue.push(event);
  listenForPageHide();
  // web-vitals reports while the page is being hidden: send at once, the page may not come back.
  if (queue.length >= MAX_EVENTS_PER_BATCH || document.visibilityState === 'hidden') flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

let vitalsStarted = false;

/** Runs `task` when the main thread is idle (or after `timeoutMs` at the latest), off the first render. */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, Math.min(timeoutMs, 1000));
}

/**
 * LCP, INP and CLS of real visits; web-vitals loads lazily, once the main
 * thread is idle after the page is up, so it never competes with the first paint.
 * Its observers use buffered entries, so LCP and CLS from before then still count.
 */
export function startWebVitals(): void {
  if (vitalsStarted || typeof window === 'undefined' || !analyticsAllowed()) return;
  vitalsStarted = true;
  whenIdle(loadWebVitals);
}

function loadWebVitals(): void {
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      for (const observe of [onCLS, onINP, onLCP]) {
        observe((metric) => trackEvent('web_vital', { metric: metric.name as 'CLS' | 'INP' | 'LCP', value: metric.value }));
      }
    })
    .catch(() => {
      vitalsStarted = false;
    });
}
