import type { Locale } from '@domain/i18n/locales';

/*
 * What the forum writes for someone else (issue 22): a notification is in its recipient's account
 * language (languageOfUser), not the language of the request that caused it.
 */
interface ForumNotificationTexts {
  replyTitle: (postTitle: string) => string;
  replyBody: (replierName: string) => string;
}

export const FORUM_NOTIFICATION_TEXTS: Record<Locale, ForumNotificationTexts> = {
  en: {
    replyTitle: (postTitle) => `New reply to “${postTitle}”`,
    replyBody: (replierName) => `${replierName} replied to your post.`,
  },
  es: {
    replyTitle: (postTitle) => `Nueva respuesta a «${postTitle}»`,
    replyBody: (replierName) => `${replierName} respondió a tu publicación.`,
  },
};
