import { HOLD_REASON_LABELS } from '@domain/forum/content-checks';
import {
  FORUM_CATEGORIES,
  FORUM_MESSAGES,
  FORUM_SORTS,
  REPORT_REASONS,
  type ForumCategory,
  type ForumSort,
  type ReportReason,
} from '@domain/forum/schemas';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { Locale } from '@domain/i18n/locales';

type ForumKey = AreaKey<'forum'>;

/** The forum schema's (and server's) English texts the forms can show, and their keys (spec texts stay exact in English). */
export const FORUM_KNOWN_MESSAGES: KnownMessages<'forum'> = {
  [FORUM_MESSAGES.title]: 'forum.msgTitle',
  [FORUM_MESSAGES.titleTooLong]: 'forum.msgTitleTooLong',
  [FORUM_MESSAGES.category]: 'forum.msgCategory',
  [FORUM_MESSAGES.body]: 'forum.msgBody',
  [FORUM_MESSAGES.bodyTooLong]: 'forum.msgBodyTooLong',
  [FORUM_MESSAGES.reply]: 'forum.msgReply',
  [FORUM_MESSAGES.replyTooLong]: 'forum.msgReplyTooLong',
  [FORUM_MESSAGES.tags]: 'forum.msgTags',
  [FORUM_MESSAGES.tag]: 'forum.msgTag',
  [FORUM_MESSAGES.reportReason]: 'forum.msgReportReason',
  [FORUM_MESSAGES.reportDetailsTooLong]: 'forum.msgReportDetailsTooLong',
  [FORUM_MESSAGES.language]: 'forum.msgLanguage',
  'You can no longer post in the forum: a moderator has banned your account from posting.': 'forum.msgBanned',
  [HOLD_REASON_LABELS['contact-details']]: 'forum.holdContactDetails',
  [HOLD_REASON_LABELS['link-from-new-account']]: 'forum.holdLinkFromNewAccount',
};

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
