import type { Career, RowSource } from './schemas';
// The schemas live apart, so the career page shows a route without loading zod.
import type { RouteCost, TrainingRoute } from './training-route-schemas';

import { ROUTE_KINDS, SCHOOLING_LEVELS, type RouteKind, type RouteStart, type SchoolingLevel, type TrainingTime } from './catalog-values';

export type { RouteCost, TrainingRoute } from './training-route-schemas';
export { ROUTE_KINDS, SCHOOLING_LEVELS, type RouteKind, type SchoolingLevel };

/*
 * Every path at every level of schooling. BLS's "typical education needed for entry" groups
 * into four levels of schooling, and each career gets a training route: its kind, how long it takes
 * (from BLS's own definitions of its education and training categories) and a typical cost, each cost
 * from a dataset entry naming its source and year (src/data/training-costs.ts; estimates say so).
 */

export const SCHOOLING_LEVEL_LABELS: Record<SchoolingLevel, string> = {
  'no-degree': 'No degree: on-the-job training or apprenticeship',
  'certificate-associate': 'Certificate or associate',
  bachelor: "Bachelor's",
  graduate: 'Graduate',
};

/** BLS's eight "typical education needed for entry" values and their level. */
export const BLS_SCHOOLING_LEVEL: Readonly<Record<string, SchoolingLevel>> = {
  'No formal educational credential': 'no-degree',
  'High school diploma or equivalent': 'no-degree',
  'Postsecondary nondegree award': 'certificate-associate',
  'Some college, no degree': 'certificate-associate',
  "Associate's degree": 'certificate-associate',
  "Bachelor's degree": 'bachelor',
  "Master's degree": 'graduate',
  'Doctoral or professional degree': 'graduate',
};

/** The level of schooling a BLS entry education needs; null when not reported or not one of BLS's values. */
export function schoolingLevel(entryEducation: string | null): SchoolingLevel | null {
  if (entryEducation === null) return null;
  return BLS_SCHOOLING_LEVEL[entryEducation.replace(/[\u2018\u2019]/g, "'").trim()] ?? null;
}

/** Costs per route kind; graduate school has none in Waypoint's data (shown as "not reported"). */
export type TrainingCosts = Readonly<Record<Exclude<RouteKind, 'graduate'>, RouteCost>> & { graduate: RouteCost | null };

export const BLS_CATEGORIES_SOURCE: RowSource = {
  name: 'BLS Employment Projections, measures of education and training (category definitions)',
  year: '2024',
  url: 'https://www.bls.gov/emp/documentation/education/tech.htm',
  estimate: false,
};

/** Lengths as BLS defines the categories (EP "measures of education and training"; OOH glossary for apprenticeships). */
export const TRAINING_TIME_TEXTS: Readonly<Record<TrainingTime, string>> = {
  apprenticeship: '3 to 5 years of paid training (BLS: at least 2,000 hours on the job and 144 hours of instruction a year)',
  'short-ojt': '1 month or less of training on the job',
  'moderate-ojt': 'More than 1 month and up to 12 months of training on the job',
  'long-ojt': 'More than 12 months of training on the job',
  internship: 'A supervised internship or residency after school (length varies)',
  none: 'No on-the-job training needed once hired',
  nondegree: 'A few weeks to 2 years',
  'some-college': 'One or more college courses, no degree',
  associate: 'About 2 years of full-time study',
  bachelor: '4 to 5 years of full-time study',
  master: '1 or 2 years of full-time study after a bachelor’s degree',
  doctoral: 'At least 3 years of full-time study after a bachelor’s degree',
  'not-reported': 'Not reported',
};

/** BLS's education and training categories, as the code of their length. */
const BLS_TIME_CODES: Readonly<Record<string, TrainingTime>> = {
  Apprenticeship: 'apprenticeship',
  'Short-term on-the-job training': 'short-ojt',
  'Moderate-term on-the-job training': 'moderate-ojt',
  'Long-term on-the-job training': 'long-ojt',
  'Internship/residency': 'internship',
  None: 'none',
  'Postsecondary nondegree award': 'nondegree',
  'Some college, no degree': 'some-college',
  "Associate's degree": 'associate',
  "Bachelor's degree": 'bachelor',
  "Master's degree": 'master',
  'Doctoral or professional degree': 'doctoral',
};

/** Each BLS category's length, in English. */
export const BLS_TIME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BLS_TIME_CODES).map(([category, code]) => [category, TRAINING_TIME_TEXTS[code]]),
);

const ROUTE_TITLES: Record<RouteKind, string> = {
  apprenticeship: 'Apprenticeship',
  'on-the-job': 'On-the-job training',
  certificate: 'Certificate or college courses',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  graduate: 'Graduate degree',
};

function routeKind(entryEducation: string, level: SchoolingLevel, training: string | null): RouteKind {
  if (training === 'Apprenticeship') return 'apprenticeship';
  if (level === 'no-degree') return 'on-the-job';
  if (level === 'certificate-associate') return entryEducation === "Associate's degree" ? 'associate' : 'certificate';
  return level;
}

/**
 * The training route of a career from its BLS entry education and on-the-job training, or null when BLS
 * reports no entry education. Degree and certificate routes take their time from the education category;
 * apprenticeships and on-the-job training from the training category.
 */
export function trainingRoute(career: Pick<Career, 'entryEducation' | 'onTheJobTraining'>, costs: TrainingCosts): TrainingRoute | null {
  const level = schoolingLevel(career.entryEducation);
  if (level === null || career.entryEducation === null) return null;
  const kind = routeKind(career.entryEducation, level, career.onTheJobTraining);
  const timeKey = kind === 'apprenticeship' || kind === 'on-the-job' ? (career.onTheJobTraining ?? 'None') : career.entryEducation;
  // Only a route that needs no degree says what it starts from (an apprenticeship may also follow a certificate).
  const start: RouteStart | null =
    (kind === 'apprenticeship' || kind === 'on-the-job') && level === 'no-degree'
      ? career.entryEducation === 'High school diploma or equivalent'
        ? 'high-school'
        : 'no-credential'
      : null;
  const timeCode = BLS_TIME_CODES[timeKey] ?? 'not-reported';
  return {
    kind,
    level,
    start,
    title: `${ROUTE_TITLES[kind]}${start ? ` after ${start === 'high-school' ? 'high school' : 'no formal credential'}` : ''}`,
    timeCode,
    time: TRAINING_TIME_TEXTS[timeCode],
    cost: costs[kind],
    timeSource: BLS_CATEGORIES_SOURCE,
  };
}
