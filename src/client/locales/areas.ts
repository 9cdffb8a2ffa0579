import type { Locale } from '@domain/i18n/locales';

/*
 * The catalogs beyond the core (shell, auth, common: ./en/index.ts), one chunk per area and
 * language (ADR 0027; issue 21's budgets): a page's texts load when it first renders
 * (`useT('notifications')`), so the first visit to /dashboard carries no forum or calculator text.
 * An area's keys all start with its name ('notifications.title' lives in area 'notifications').
 * One line per area; the Spanish file is typed against the English one.
 */
type Loader = () => Promise<Record<string, string>>;

export const AREAS = {
  notifications: {
    en: () => import('./en/notifications').then((m) => m.notifications),
    es: () => import('./es/notifications').then((m) => m.notifications),
  },
  feedback: { en: () => import('./en/feedback').then((m) => m.feedback), es: () => import('./es/feedback').then((m) => m.feedback) },
  site: { en: () => import('./en/site').then((m) => m.site), es: () => import('./es/site').then((m) => m.site) },
  privacy: { en: () => import('./en/privacy').then((m) => m.privacy), es: () => import('./es/privacy').then((m) => m.privacy) },
  profile: { en: () => import('./en/profile').then((m) => m.profile), es: () => import('./es/profile').then((m) => m.profile) },
} satisfies Record<string, Record<Locale, Loader>>;
