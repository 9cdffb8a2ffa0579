import {
  FORUM_CATEGORIES,
  FORUM_SORTS,
  REPORT_REASONS,
  type ForumCategory,
  type ForumSort,
  type ReportReason,
} from '@domain/forum/schemas';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { Locale } from '@domain/i18n/locales';

type ForumKey = AreaKey<'forum'>;

export const CATEGORY_KEYS: Record<ForumCategory, ForumKey> = {
  careers: 'forum.categoryCareers',
  majors: 'forum.categoryMajors',
  colleges: 'forum.categoryColleges',
  paying: 'forum.categoryPaying',
  'student-life': 'forum.categoryStudentLife',
  'parents-educators': 'forum.categoryParentsEducators',
};
export const CATEGORY_SLUGS = FORUM_CATEGORIES.map((category) => category.slug);

export const SORT_KEYS: Record<ForumSort, ForumKey> = { new: 'forum.sortNew', active: 'forum.sortActive', top: 'forum.sortTop' };
export const SORT_VALUES = FORUM_SORTS.map((sort) => sort.value);

export const REASON_KEYS: Record<ReportReason, ForumKey> = {
  'personal-info': 'forum.reasonPersonalInfo',
  bullying: 'forum.reasonBullying',
  inappropriate: 'forum.reasonInappropriate',
  spam: 'forum.reasonSpam',
  misinformation: 'forum.reasonMisinformation',
  other: 'forum.reasonOther',
};
export const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value);

/** Each post language's name in the active language ("English" / "Inglés"). */
export const LANGUAGE_KEYS: Record<Locale, ForumKey> = { en: 'forum.languageEn', es: 'forum.languageEs' };

export const USER_TYPE_KEYS: Record<string, ForumKey> = {
  Student: 'forum.userTypeStudent',
  Parent: 'forum.userTypeParent',
  Educator: 'forum.userTypeEducator',
};

export const HOLD_REASON_KEYS: Record<string, ForumKey> = {
  'contact-details': 'forum.holdContactDetails',
  'link-from-new-account': 'forum.holdLinkFromNewAccount',
};

/** A category's label in the active language (an unknown slug shows as it is). */
export const categoryText = (t: Translate<'forum'>, slug: string): string =>
  slug in CATEGORY_KEYS ? t(CATEGORY_KEYS[slug as ForumCategory]) : slug;
