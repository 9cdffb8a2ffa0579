import type { CareerCategory } from '../cognitive/recommendations';

/*
 * The catalog's plain values (interest areas, job zones, college kinds, states, filter and sort names): no zod, so a
 * page that needs only these does not load the validation library on its first paint. schemas.ts re-exports
 * them beside the schemas built from them.
 */

/** Holland's six interest areas in O*NET's order: Realistic, Investigative, Artistic, Social, Enterprising, Conventional. */
export const RIASEC_AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecArea = (typeof RIASEC_AREAS)[number];

export const RIASEC_NAMES: Record<RiasecArea, string> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};

/** A plain-language line per area for students. */
export const RIASEC_BLURBS: Record<RiasecArea, string> = {
  R: 'Doers: building, fixing, working with tools, machines, plants or animals.',
  I: 'Thinkers: solving problems, researching, figuring out how things work.',
  A: 'Creators: making art, music, writing or designs, expressing ideas.',
  S: 'Helpers: teaching, caring for and supporting other people.',
  E: 'Persuaders: leading, selling, starting projects and convincing others.',
  C: 'Organizers: keeping data, money and records in order, following clear steps.',
};

export const JOB_ZONES = [1, 2, 3, 4, 5] as const;
export type JobZone = (typeof JOB_ZONES)[number];

/** How BLS OEWS publishes an occupation's median pay (see careerSchema.payKind). */
export const PAY_KINDS = ['annual', 'top-coded', 'hourly only', 'not available'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const COLLEGE_CONTROLS = ['public', 'private-nonprofit', 'private-for-profit'] as const;
export type CollegeControl = (typeof COLLEGE_CONTROLS)[number];
/** Which Scorecard completion rate a college reports: C150_4 (four-year institutions) or C150_L4 (less than four-year). */
export const COMPLETION_MEASURES = ['four-year', 'less-than-four-year'] as const;
export type CompletionMeasure = (typeof COMPLETION_MEASURES)[number];
/** Which Scorecard cost of attendance a college reports: COSTT4_A (academic year) or COSTT4_P (program year). */
export const COST_OF_ATTENDANCE_KINDS = ['academic-year', 'program-year'] as const;
export type CostOfAttendanceKind = (typeof COST_OF_ATTENDANCE_KINDS)[number];
export const COLLEGE_LOCALES = ['city', 'suburb', 'town', 'rural'] as const;
export type CollegeLocale = (typeof COLLEGE_LOCALES)[number];
/** By undergraduate enrolment: small < 5,000; medium 5,000-14,999; large ≥ 15,000. */
export const COLLEGE_SIZES = ['small', 'medium', 'large'] as const;
export type CollegeSize = (typeof COLLEGE_SIZES)[number];

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'FM',
  'MH',
  'PW',
] as const;
export type UsState = (typeof US_STATES)[number];

export function collegeSize(undergraduates: number | null): CollegeSize | null {
  if (undergraduates === null) return null;
  if (undergraduates < 5000) return 'small';
  if (undergraduates < 15000) return 'medium';
  return 'large';
}

/** BLS "typical entry-level education" categories, least to most, by a short id for links (labels in career-explore.ts). */
export const EDUCATION_LEVELS = [
  'none',
  'high-school',
  'postsecondary-nondegree',
  'some-college',
  'associate',
  'bachelor',
  'master',
  'doctoral',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * Most careers have no reported projection, so the outlook filter says plainly
 * whether it keeps them: no filter keeps every career; "not-reported" keeps
 * only those; the others keep only careers with a reported projection.
 */
export const OUTLOOK_FILTERS = ['reported', 'growing', 'declining', 'not-reported'] as const;
export type OutlookFilter = (typeof OUTLOOK_FILTERS)[number];

export const CAREER_SORTS = ['title', 'pay', 'outlook'] as const;
export type CareerSort = (typeof CAREER_SORTS)[number];

/** The six cognitive career families of the product spec (General is a fallback, not a family). */
export const EXPLORE_CATEGORY_IDS = [
  'technology',
  'business-finance',
  'creative-design',
  'research-academia',
  'healthcare',
  'operations-management',
] as const satisfies readonly CareerCategory['id'][];
export type ExploreCategoryId = (typeof EXPLORE_CATEGORY_IDS)[number];

/** Highest median pay a filter accepts: far above every published BLS median. */
export const MAX_PAY_FILTER = 1_000_000;

/** O*NET-SOC code, e.g. "15-1252.00" (socCodeSchema checks the same pattern). */
export const SOC_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;
/** CIP 2020 code at 4 or 6 digits, e.g. "11.07" or "11.0701" (cipCodeSchema checks the same pattern). */
export const CIP_CODE_PATTERN = /^\d{2}\.\d{2}(\d{2})?$/;

/** For a page that only needs to know whether a value is a code, without loading the schemas. */
export const isSocCode = (value: unknown): value is string => typeof value === 'string' && SOC_CODE_PATTERN.test(value);
export const isCipCode = (value: unknown): value is string => typeof value === 'string' && CIP_CODE_PATTERN.test(value);

/** A BLS SOC 2018 code, e.g. "47-2111": the occupation O*NET numbers "47-2111.00", with its detailed ones after it. */
export const BLS_SOC_CODE_PATTERN = /^\d{2}-\d{4}$/;

/**
 * The O*NET-SOC code a career page answers for a code as people write it: an O*NET code as it is, a BLS SOC code
 * (what BLS pages and the news print) as the O*NET occupation of the same number ("47-2111" → "47-2111.00"), else null.
 */
export function careerCodeFor(value: string): string | null {
  if (SOC_CODE_PATTERN.test(value)) return value;
  return BLS_SOC_CODE_PATTERN.test(value) ? `${value}.00` : null;
}

/** The four levels of schooling BLS's "typical education needed for entry" groups into (training-route.ts). */
export const SCHOOLING_LEVELS = ['no-degree', 'certificate-associate', 'bachelor', 'graduate'] as const;
export type SchoolingLevel = (typeof SCHOOLING_LEVELS)[number];

/** The kinds of training route a career can have (training-route.ts). */
export const ROUTE_KINDS = ['apprenticeship', 'on-the-job', 'certificate', 'associate', 'bachelor', 'graduate'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** What a route without a degree starts from: a high school diploma, or no formal credential (training-route.ts). */
export const ROUTE_STARTS = ['high-school', 'no-credential'] as const;
export type RouteStart = (typeof ROUTE_STARTS)[number];

/** How long a route takes, one code per BLS education or training category (training-route.ts gives each its English). */
export const TRAINING_TIMES = [
  'apprenticeship',
  'short-ojt',
  'moderate-ojt',
  'long-ojt',
  'internship',
  'none',
  'nondegree',
  'some-college',
  'associate',
  'bachelor',
  'master',
  'doctoral',
  'not-reported',
] as const;
export type TrainingTime = (typeof TRAINING_TIMES)[number];
