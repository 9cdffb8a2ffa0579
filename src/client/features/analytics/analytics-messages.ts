import type { AnalyticsEventName } from '@domain/analytics/events';
import { WILLINGNESS_TO_PAY_BANDS } from '@domain/analytics/feedback-summary';
import type { WillingnessToPayLabel } from '@domain/feedback/labels';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@domain/feedback/schemas';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import { ApiError } from '@client/shared/lib/api-client';
import { apiErrorText } from '@client/shared/i18n/error-text';
import { CATEGORY_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';

type Key = AreaKey<'analytics'>;

/** A failed report in the active language: an API error worded from its code (or refused field), else its text. */
export function loadErrorText(t: Translate<'analytics'>, error: Error): string {
  return error instanceof ApiError ? apiErrorText(t, error) : error.message;
}

export const EVENT_KEYS: Readonly<Record<Exclude<AnalyticsEventName, 'page_view' | 'web_vital'>, Key>> = {
  journey_started: 'analytics.event.journeyStarted',
  career_quiz_completed: 'analytics.event.careerQuizCompleted',
  college_quiz_completed: 'analytics.event.collegeQuizCompleted',
  financial_expectations_saved: 'analytics.event.financialExpectationsSaved',
  results_viewed: 'analytics.event.resultsViewed',
  game_finished: 'analytics.event.gameFinished',
  calculator_used: 'analytics.event.calculatorUsed',
  post_created: 'analytics.event.postCreated',
  meeting_requested: 'analytics.event.meetingRequested',
  feedback_sent: 'analytics.event.feedbackSent',
  premium_started: 'analytics.event.premiumStarted',
};

/** FUNNEL_STEPS' keys (the server sends them with English labels). */
export const FUNNEL_KEYS: Readonly<Record<string, Key>> = {
  landing: 'analytics.funnel.landing',
  journey: 'analytics.funnel.journey',
  career: 'analytics.funnel.career',
  college: 'analytics.funnel.college',
  finance: 'analytics.funnel.finance',
  results: 'analytics.funnel.results',
  premium: 'analytics.funnel.premium',
};

const isCategory = (value: string): value is FeedbackCategory => (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
const isWillingnessBand = (value: string): value is WillingnessToPayLabel =>
  (WILLINGNESS_TO_PAY_BANDS as readonly string[]).includes(value);

/** A stored feedback category (one of the form's values) in the active language; an unknown value as it is. */
export const categoryText = (t: Translate<'feedback'>, category: string) => (isCategory(category) ? t(CATEGORY_KEYS[category]) : category);

/** A willingness-to-pay band of the summary in the active language; an unknown value as it is. */
export const willingnessBandText = (t: Translate<'feedback'>, band: string) => (isWillingnessBand(band) ? t(WILLINGNESS_KEYS[band]) : band);
