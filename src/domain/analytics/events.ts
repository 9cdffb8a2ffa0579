/*
 * Event names and their props, as plain TypeScript (no zod) so the browser's
 * tracker stays tiny; `schemas.ts` validates the same shapes on the server.
 */

/** Every event the browser may send. Page views and web vitals are events too. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'journey_started',
  'career_quiz_completed',
  'college_quiz_completed',
  'financial_expectations_saved',
  'results_viewed',
  'game_finished',
  'calculator_used',
  'post_created',
  'meeting_requested',
  'feedback_sent',
  'premium_started',
  'web_vital',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

export const CALCULATORS = ['loan', 'debt'] as const;
export type CalculatorName = (typeof CALCULATORS)[number];

/** Props per event; events not listed carry none. */
export interface AnalyticsEventProps {
  calculator_used: { calculator: CalculatorName };
  /** A short slug naming the game, e.g. "word-builder". */
  game_finished: { game: string };
  web_vital: { metric: WebVitalName; value: number };
}
export type PropsOf<Name extends AnalyticsEventName> = Name extends keyof AnalyticsEventProps ? AnalyticsEventProps[Name] : undefined;

/** One event as sent: where it happened (path only, never a query string) and its props. */
export type AnalyticsEvent = {
  [Name in AnalyticsEventName]: PropsOf<Name> extends undefined
    ? { name: Name; path: string }
    : { name: Name; path: string; props: PropsOf<Name> };
}[AnalyticsEventName];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PATH_LENGTH = 200;
export const ANALYTICS_ENDPOINT = '/api/analytics/events';

/**
 * The usage funnel: landing (any page) → free assessment steps → results → premium.
 * Each step is a bit in the per-visitor-day mask kept on ingest.
 */
export const FUNNEL_STEPS = [
  { key: 'landing', label: 'Visited Waypoint', event: 'page_view' },
  { key: 'journey', label: 'Started the journey', event: 'journey_started' },
  { key: 'career', label: 'Completed the career quiz', event: 'career_quiz_completed' },
  { key: 'college', label: 'Completed the college quiz', event: 'college_quiz_completed' },
  { key: 'finance', label: 'Saved financial expectations', event: 'financial_expectations_saved' },
  { key: 'results', label: 'Viewed the results', event: 'results_viewed' },
  { key: 'premium', label: 'Started premium', event: 'premium_started' },
] as const satisfies readonly { key: string; label: string; event: AnalyticsEventName }[];
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** The funnel bits an event sets; every event counts as a visit (bit 0). */
export function funnelBits(name: AnalyticsEventName): number {
  let bits = 1;
  FUNNEL_STEPS.forEach((step, index) => {
    if (step.event === name) bits |= 1 << index;
  });
  return bits;
}

/** Strips the query string and fragment; the tracker sends paths only. */
export function pathOnly(pathWithQuery: string): string {
  const cut = pathWithQuery.search(/[?#]/);
  const path = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  return path.slice(0, MAX_PATH_LENGTH) || '/';
}
