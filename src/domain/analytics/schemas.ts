import { z } from '@domain/zod';
import { CALCULATORS, MAX_EVENTS_PER_BATCH, MAX_PATH_LENGTH, WEB_VITALS, type AnalyticsEvent } from './events';
import { VITAL_MAX } from './vitals';

export const ANALYTICS_MESSAGES = {
  path: `A path starts with "/", has no query string or fragment and is at most ${MAX_PATH_LENGTH} characters`,
  batch: `Send between 1 and ${MAX_EVENTS_PER_BATCH} events`,
  event: 'Unknown event',
  vital: 'A web vital is a number from 0 up to its maximum',
  game: 'A game is a short lowercase slug',
} as const;

// Paths only: letters, digits and the URL path punctuation; "?" and "#" are refused so no query string is ever stored.
const pathSchema = z
  .string({ error: ANALYTICS_MESSAGES.path })
  .check(z.maxLength(MAX_PATH_LENGTH, ANALYTICS_MESSAGES.path), z.regex(/^\/[A-Za-z0-9\-._~/%:@!$&'()*+,;=]*$/, ANALYTICS_MESSAGES.path));

const plain = <Name extends string>(name: Name) => z.strictObject({ name: z.literal(name), path: pathSchema });

const vitalSchema = z
  .strictObject({
    metric: z.enum(WEB_VITALS),
    value: z.number({ error: ANALYTICS_MESSAGES.vital }).check(z.minimum(0, ANALYTICS_MESSAGES.vital)),
  })
  .check(z.refine((vital) => vital.value <= VITAL_MAX[vital.metric], { message: ANALYTICS_MESSAGES.vital, path: ['value'] }));

/** One event; props are strict per event, so nothing unexpected is ever stored. */
export const analyticsEventSchema = z.discriminatedUnion(
  'name',
  [
    plain('page_view'),
    plain('journey_started'),
    plain('career_quiz_completed'),
    plain('college_quiz_completed'),
    plain('financial_expectations_saved'),
    plain('results_viewed'),
    plain('post_created'),
    plain('meeting_requested'),
    plain('feedback_sent'),
    plain('premium_started'),
    z.strictObject({ name: z.literal('calculator_used'), path: pathSchema, props: z.strictObject({ calculator: z.enum(CALCULATORS) }) }),
    z.strictObject({
      name: z.literal('game_finished'),
      path: pathSchema,
      props: z.strictObject({ game: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, ANALYTICS_MESSAGES.game)) }),
    }),
    z.strictObject({ name: z.literal('web_vital'), path: pathSchema, props: vitalSchema }),
  ],
  { error: ANALYTICS_MESSAGES.event },
);

/** What the browser posts to /api/analytics/events. */
export const analyticsBatchSchema = z.strictObject({
  events: z
    .array(analyticsEventSchema, { error: ANALYTICS_MESSAGES.batch })
    .check(z.minLength(1, ANALYTICS_MESSAGES.batch), z.maxLength(MAX_EVENTS_PER_BATCH, ANALYTICS_MESSAGES.batch)),
});
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;

// The schema and the hand-written type of events.ts must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof analyticsEventSchema>, AnalyticsEvent> = true;
void sameShape;
