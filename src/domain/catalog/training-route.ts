import type { Career, RowSource } from './schemas';
// The schemas live apart, so the career page shows a route without loading zod.
import type { RouteCost, TrainingRoute } from './training-route-schemas';

import { ROUTE_KINDS, SCHOOLING_LEVELS, type RouteKind, type SchoolingLevel } from './catalog-values';

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
export const BLS_TIME: Readonly<Record<string, string>> = {
  Apprenticeship: '3 to 5 years of paid training (BLS: at least 2,000 hours on the job and 144 hours of instruction a year)',
  'Short-term on-the-job training': '1 month or less of training on the job',
  'Moderate-term on-the-job training': 'More than 1 month and up to 12 months of training on the job',
  'Long-term on-the-job training': 'More than 12 months of training on the job',
  'Internship/residency': 'A supervised internship or residency after school (length varies)',
  None: 'No on-the-job training needed once hired',
  'Postsecondary nondegree award': 'A few weeks to 2 years',
  'Some college, no degree': 'One or more college courses, no degree',
  "Associate's degree": 'About 2 years of full-time study',
  "Bachelor's degree": '4 to 5 years of full-time study',
  "Master's degree": '1 or 2 years of full-time study after a bachelor’s degree',
  'Doctoral or professional degree': 'At least 3 years of full-time study after a bachelor’s degree',
};

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
  const start =
    level === 'no-degree'
      ? ` after ${career.entryEducation === 'High school diploma or equivalent' ? 'high school' : 'no formal credential'}`
      : '';
  return {
    kind,
    level,
    title: `${ROUTE_TITLES[kind]}${kind === 'apprenticeship' || kind === 'on-the-job' ? start : ''}`,
    time: BLS_TIME[timeKey] ?? 'Not reported',
    cost: costs[kind],
    timeSource: BLS_CATEGORIES_SOURCE,
  };
}
