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
  careerQuiz: {
    en: () => import('./en/careerQuiz').then((m) => m.careerQuiz),
    es: () => import('./es/careerQuiz').then((m) => m.careerQuiz),
  },
  journey: { en: () => import('./en/journey').then((m) => m.journey), es: () => import('./es/journey').then((m) => m.journey) },
  results: { en: () => import('./en/results').then((m) => m.results), es: () => import('./es/results').then((m) => m.results) },
  progress: { en: () => import('./en/progress').then((m) => m.progress), es: () => import('./es/progress').then((m) => m.progress) },
} satisfies Record<string, Record<Locale, Loader>>;
