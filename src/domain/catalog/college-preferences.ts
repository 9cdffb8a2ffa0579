import type { CollegeControl, CollegeLocale, CollegeSize, UsState } from './catalog-values';

/*
 * The college quiz's choices and their defaults, plain values: college-match.ts builds the
 * preferences schema from them and re-exports them, and the quiz page shows them without loading zod.
 */

/** Self-reported unweighted GPA band; it only sets the reach / match / likely label. */
export const ACADEMIC_STANDINGS = ['below-3.0', '3.0-3.5', '3.5-3.8', '3.8-plus', 'not-sure'] as const;
export type AcademicStanding = (typeof ACADEMIC_STANDINGS)[number];

export const ACADEMIC_STANDING_LABELS: Record<AcademicStanding, string> = {
  'below-3.0': 'Below 3.0',
  '3.0-3.5': '3.0 to 3.5',
  '3.5-3.8': '3.5 to 3.8',
  '3.8-plus': '3.8 or higher',
  'not-sure': "I'm not sure",
};

/** How hard a college is to get into, by admission rate (see selectivityOf). */
export const SELECTIVITIES = ['any', 'open', 'less', 'more', 'most'] as const;
export type Selectivity = (typeof SELECTIVITIES)[number];
export type SelectivityBand = Exclude<Selectivity, 'any'>;

export const SELECTIVITY_LABELS: Record<Selectivity, string> = {
  any: 'No preference',
  open: 'Admits almost everyone (80% or more, or open admission)',
  less: 'Admits half or more (50-79%)',
  more: 'Selective (25-49% admitted)',
  most: 'Highly selective (under 25% admitted)',
};

export const MAX_MATCH_MAJORS = 5;
export const MAX_NET_PRICE_LIMIT = 200_000;

/** The answers a new college quiz starts from, and what the schema fills in for a missing one. */
export interface CollegePreferenceDefaults {
  states: UsState[];
  sizes: CollegeSize[];
  locales: CollegeLocale[];
  controls: CollegeControl[];
  maxNetPrice: number | null;
  selectivity: Selectivity;
  academicStanding: AcademicStanding;
  majors: string[];
  yearsOfStudy: number;
  /** The family's yearly income, whole dollars: prices are then the family's bracket's (src/domain/prices/brackets.ts). */
  familyIncome: number | null;
}

/** What an unanswered preference means: anywhere, every size, setting and kind, no price limit, 4 years. */
export const COLLEGE_PREFERENCE_DEFAULTS: CollegePreferenceDefaults = {
  states: [],
  sizes: [],
  locales: [],
  controls: [],
  maxNetPrice: null,
  selectivity: 'any',
  academicStanding: 'not-sure',
  majors: [],
  yearsOfStudy: 4,
  familyIncome: null,
};
