import { INSIGHTS_MESSAGES } from '@domain/analytics/insights';
import type { AnalyticsEventName } from '@domain/analytics/events';
import type { WillingnessToPayLabel } from '@domain/feedback/labels';
import type { FeedbackCategory } from '@domain/feedback/schemas';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'analytics'>;
type FeedbackKey = AreaKey<'feedback'>;

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

/** Spec 5's categories (stored in English) shown with the feedback area's keys. */
export const CATEGORY_KEYS: Readonly<Record<FeedbackCategory, FeedbackKey>> = {
  'Overall Experience': 'feedback.category.overallExperience',
  'Premium Assessment': 'feedback.category.premiumAssessment',
  'Career Quiz': 'feedback.category.careerQuiz',
  'Financial Analysis': 'feedback.category.financialAnalysis',
  'User Interface': 'feedback.category.userInterface',
  'AI Counselor': 'feedback.category.aiCounselor',
  'Bug Report': 'feedback.category.bugReport',
  'Feature Request': 'feedback.category.featureRequest',
  Other: 'feedback.category.other',
};
export const CATEGORY_MESSAGES: KnownMessages<'feedback'> = CATEGORY_KEYS;

/** The star labels 1-5, in the order of RATING_LABELS. */
export const RATING_KEYS: readonly FeedbackKey[] = [
  'feedback.rating.poor',
  'feedback.rating.needsWork',
  'feedback.rating.okay',
  'feedback.rating.good',
  'feedback.rating.excellent',
];

/** The usefulness bands, in the order of USEFULNESS_BANDS. */
export const USEFULNESS_KEYS: readonly FeedbackKey[] = [
  'feedback.usefulness.not',
  'feedback.usefulness.slightly',
  'feedback.usefulness.moderately',
  'feedback.usefulness.very',
  'feedback.usefulness.extremely',
];

export const WILLINGNESS_MESSAGES: KnownMessages<'feedback'> = {
  'Free only': 'feedback.willingness.freeOnly',
  'Budget-friendly': 'feedback.willingness.budget',
  'Reasonable value': 'feedback.willingness.reasonable',
  'Premium service': 'feedback.willingness.premium',
} satisfies Record<WillingnessToPayLabel, FeedbackKey>;
