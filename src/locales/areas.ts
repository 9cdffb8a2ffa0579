import type { Locale } from '@domain/i18n/locales';

/*
 * The catalogs beyond the core (shell, auth, common: ./en/index.ts), one chunk per area and
 * language (ADR 0027; the spec's budgets): a page's texts load when it first renders
 * (`useT('notifications')`), so the first visit to /dashboard carries no forum or calculator text.
 * An area's keys all start with its name ('notifications.title' lives in area 'notifications').
 * One line per area; the Spanish file is typed against the English one.
 */
type Loader = () => Promise<Record<string, string>>;

export const AREAS = {
  analytics: { en: () => import('./en/analytics').then((m) => m.analytics), es: () => import('./es/analytics').then((m) => m.analytics) },
  budget: { en: () => import('./en/budget').then((m) => m.budget), es: () => import('./es/budget').then((m) => m.budget) },
  calculator: {
    en: () => import('./en/calculator').then((m) => m.calculator),
    es: () => import('./es/calculator').then((m) => m.calculator),
  },
  caseload: { en: () => import('./en/caseload').then((m) => m.caseload), es: () => import('./es/caseload').then((m) => m.caseload) },
  'career-quiz': {
    en: () => import('./en/career-quiz').then((m) => m.careerQuiz),
    es: () => import('./es/career-quiz').then((m) => m.careerQuiz),
  },
  careers: { en: () => import('./en/careers').then((m) => m.careers), es: () => import('./es/careers').then((m) => m.careers) },
  'catalog-data': {
    en: () => import('./en/catalog-data').then((m) => m.catalogData),
    es: () => import('./es/catalog-data').then((m) => m.catalogData),
  },
  classes: { en: () => import('./en/classes').then((m) => m.classes), es: () => import('./es/classes').then((m) => m.classes) },
  cognitive: { en: () => import('./en/cognitive').then((m) => m.cognitive), es: () => import('./es/cognitive').then((m) => m.cognitive) },
  colleges: { en: () => import('./en/colleges').then((m) => m.colleges), es: () => import('./es/colleges').then((m) => m.colleges) },
  'college-quiz': {
    en: () => import('./en/college-quiz').then((m) => m.collegeQuiz),
    es: () => import('./es/college-quiz').then((m) => m.collegeQuiz),
  },
  counselor: { en: () => import('./en/counselor').then((m) => m.counselor), es: () => import('./es/counselor').then((m) => m.counselor) },
  // Only the server reads it (what the counselor writes into the chat): the web app never loads this chunk.
  'counselor-replies': {
    en: () => import('./en/counselor-replies').then((m) => m.counselorReplies),
    es: () => import('./es/counselor-replies').then((m) => m.counselorReplies),
  },
  'debt-facts': {
    en: () => import('./en/debt-facts').then((m) => m.debtFacts),
    es: () => import('./es/debt-facts').then((m) => m.debtFacts),
  },
  family: { en: () => import('./en/family').then((m) => m.family), es: () => import('./es/family').then((m) => m.family) },
  feedback: { en: () => import('./en/feedback').then((m) => m.feedback), es: () => import('./es/feedback').then((m) => m.feedback) },
  forum: { en: () => import('./en/forum').then((m) => m.forum), es: () => import('./es/forum').then((m) => m.forum) },
  grades: { en: () => import('./en/grades').then((m) => m.grades), es: () => import('./es/grades').then((m) => m.grades) },
  journey: { en: () => import('./en/journey').then((m) => m.journey), es: () => import('./es/journey').then((m) => m.journey) },
  leaderboard: {
    en: () => import('./en/leaderboard').then((m) => m.leaderboard),
    es: () => import('./es/leaderboard').then((m) => m.leaderboard),
  },
  majors: { en: () => import('./en/majors').then((m) => m.majors), es: () => import('./es/majors').then((m) => m.majors) },
  mentorship: {
    en: () => import('./en/mentorship').then((m) => m.mentorship),
    es: () => import('./es/mentorship').then((m) => m.mentorship),
  },
  'money-plan': {
    en: () => import('./en/money-plan').then((m) => m.moneyPlan),
    es: () => import('./es/money-plan').then((m) => m.moneyPlan),
  },
  'transfer-plan': {
    en: () => import('./en/transfer-plan').then((m) => m.transferPlan),
    es: () => import('./es/transfer-plan').then((m) => m.transferPlan),
  },
  notifications: {
    en: () => import('./en/notifications').then((m) => m.notifications),
    es: () => import('./es/notifications').then((m) => m.notifications),
  },
  outcomes: { en: () => import('./en/outcomes').then((m) => m.outcomes), es: () => import('./es/outcomes').then((m) => m.outcomes) },
  'premium-budget': {
    en: () => import('./en/premium-budget').then((m) => m.premiumBudget),
    es: () => import('./es/premium-budget').then((m) => m.premiumBudget),
  },
  privacy: { en: () => import('./en/privacy').then((m) => m.privacy), es: () => import('./es/privacy').then((m) => m.privacy) },
  profile: { en: () => import('./en/profile').then((m) => m.profile), es: () => import('./es/profile').then((m) => m.profile) },
  progress: { en: () => import('./en/progress').then((m) => m.progress), es: () => import('./es/progress').then((m) => m.progress) },
  results: { en: () => import('./en/results').then((m) => m.results), es: () => import('./es/results').then((m) => m.results) },
  rostering: {
    en: () => import('./en/rostering').then((m) => m.rostering),
    es: () => import('./es/rostering').then((m) => m.rostering),
  },
  'saved-lists': {
    en: () => import('./en/saved-lists').then((m) => m.savedLists),
    es: () => import('./es/saved-lists').then((m) => m.savedLists),
  },
  scholarships: {
    en: () => import('./en/scholarships').then((m) => m.scholarships),
    es: () => import('./es/scholarships').then((m) => m.scholarships),
  },
  site: { en: () => import('./en/site').then((m) => m.site), es: () => import('./es/site').then((m) => m.site) },
  'student-report': {
    en: () => import('./en/student-report').then((m) => m.studentReport),
    es: () => import('./es/student-report').then((m) => m.studentReport),
  },
  'true-cost': {
    en: () => import('./en/true-cost').then((m) => m.trueCost),
    es: () => import('./es/true-cost').then((m) => m.trueCost),
  },
} satisfies Record<string, Record<Locale, Loader>>;
