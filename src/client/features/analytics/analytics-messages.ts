import { INSIGHTS_MESSAGES } from '@domain/analytics/insights';
import type { AnalyticsEventName } from '@domain/analytics/events';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey } from '@client/shared/i18n/messages';
import { CATEGORY_KEYS, WILLINGNESS_KEYS } from '@client/shared/feedback/feedback-label-keys';

type Key = AreaKey<'analytics'>;

/** The insights schemas' English messages (client and server 400) and their keys. */
export const INSIGHTS_KNOWN_MESSAGES: KnownMessages<'analytics'> = {
  'Use a date like 2026-11-23': 'analytics.error.date',
  [INSIGHTS_MESSAGES.order]: 'analytics.error.order',
  [INSIGHTS_MESSAGES.tooLong]: 'analytics.error.tooLong',
  [INSIGHTS_MESSAGES.period]: 'analytics.error.period',
  'Choose one of the feedback categories': 'analytics.error.category',
  'Choose a rating from 1 to 5': 'analytics.error.rating',
  'Search for at most 200 characters': 'analytics.error.search',
  'Pages are numbered from 1': 'analytics.error.page',
};

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

/** Spec 5's stored English labels, shown with the feedback area's keys. */
export const CATEGORY_MESSAGES: KnownMessages<'feedback'> = CATEGORY_KEYS;
export const WILLINGNESS_MESSAGES: KnownMessages<'feedback'> = WILLINGNESS_KEYS;
