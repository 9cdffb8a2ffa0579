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
  budget: { en: () => import('./en/budget').then((m) => m.budget), es: () => import('./es/budget').then((m) => m.budget) },
  calculator: {
    en: () => import('./en/calculator').then((m) => m.calculator),
    es: () => import('./es/calculator').then((m) => m.calculator),
  },
  classes: { en: () => import('./en/classes').then((m) => m.classes), es: () => import('./es/classes').then((m) => m.classes) },
  collegeQuiz: {
    en: () => import('./en/collegeQuiz').then((m) => m.collegeQuiz),
    es: () => import('./es/collegeQuiz').then((m) => m.collegeQuiz),
  },
  debtFacts: { en: () => import('./en/debtFacts').then((m) => m.debtFacts), es: () => import('./es/debtFacts').then((m) => m.debtFacts) },
  family: { en: () => import('./en/family').then((m) => m.family), es: () => import('./es/family').then((m) => m.family) },
  forum: { en: () => import('./en/forum').then((m) => m.forum), es: () => import('./es/forum').then((m) => m.forum) },
  grades: { en: () => import('./en/grades').then((m) => m.grades), es: () => import('./es/grades').then((m) => m.grades) },
  leaderboard: {
    en: () => import('./en/leaderboard').then((m) => m.leaderboard),
    es: () => import('./es/leaderboard').then((m) => m.leaderboard),
  },
  mentorship: {
    en: () => import('./en/mentorship').then((m) => m.mentorship),
    es: () => import('./es/mentorship').then((m) => m.mentorship),
  },
  moneyPlan: {
    en: () => import('./en/moneyPlan').then((m) => m.moneyPlan),
    es: () => import('./es/moneyPlan').then((m) => m.moneyPlan),
  },
  notifications: {
    en: () => import('./en/notifications').then((m) => m.notifications),
    es: () => import('./es/notifications').then((m) => m.notifications),
  },
  outcomes: { en: () => import('./en/outcomes').then((m) => m.outcomes), es: () => import('./es/outcomes').then((m) => m.outcomes) },
  premiumBudget: {
    en: () => import('./en/premiumBudget').then((m) => m.premiumBudget),
    es: () => import('./es/premiumBudget').then((m) => m.premiumBudget),
  },
  scholarships: {
    en: () => import('./en/scholarships').then((m) => m.scholarships),
    es: () => import('./es/scholarships').then((m) => m.scholarships),
  },
} satisfies Record<string, Record<Locale, Loader>>;
