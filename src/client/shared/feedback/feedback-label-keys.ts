import type { FeedbackCategory } from '@domain/feedback/schemas';
import type { WillingnessToPayLabel } from '@domain/feedback/labels';
import type { AreaKey } from '@client/shared/i18n/messages';

/*
 * The product's feedback labels (stored and sent in English) and the keys they are shown with: the
 * feedback form writes them, the admin insights read them back.
 */
type Key = AreaKey<'feedback'>;

export const CATEGORY_KEYS: Readonly<Record<FeedbackCategory, Key>> = {
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

/** The star labels 1-5, in the order of RATING_LABELS. */
export const RATING_KEYS: readonly Key[] = [
  'feedback.rating.poor',
  'feedback.rating.needsWork',
  'feedback.rating.okay',
  'feedback.rating.good',
  'feedback.rating.excellent',
];

/** The usefulness bands, in the order of USEFULNESS_BANDS. */
export const USEFULNESS_KEYS: readonly Key[] = [
  'feedback.usefulness.not',
  'feedback.usefulness.slightly',
  'feedback.usefulness.moderately',
  'feedback.usefulness.very',
  'feedback.usefulness.extremely',
];

export const WILLINGNESS_KEYS: Readonly<Record<WillingnessToPayLabel, Key>> = {
  'Free only': 'feedback.willingness.freeOnly',
  'Budget-friendly': 'feedback.willingness.budget',
  'Reasonable value': 'feedback.willingness.reasonable',
  'Premium service': 'feedback.willingness.premium',
};
