import { z } from '@domain/zod';
import { PAY_KINDS, rowSourceSchema } from '@domain/catalog/schemas';
import { EARNINGS_HORIZONS } from '@domain/finance/earnings-horizon';
import { LOCALES } from '@domain/i18n/locales';
import { ASSIGNMENT_STATUSES, STEP_IDS } from './rules';

/*
 * The one-page report on a student for a parent conference: facts and codes only, worded by each language on the
 * page (the educator may print it in the student's language or their own). Everything a section lacks is an empty
 * list or null, and the page says what is missing in words.
 */

/*
 * The report must print on one sheet, so long lists are cut to what a counselor needs at a parent conference, and
 * the page says how many more there are (nothing is dropped in silence). Saved colleges come first (the family's own
 * choices); then the quiz matches that are not already saved, so no college takes two rows.
 */
/** How many saved colleges the report lists. */
export const REPORT_SAVED_SHOWN = 5;
/** How many college-quiz matches not already saved the report lists, best first. */
export const REPORT_MATCHES_SHOWN = 3;
/** How many of the career quiz's careers the report lists (the quiz keeps ten), best first. */
export const REPORT_CAREERS_SHOWN = 3;
/** How many of the career quiz's majors the report lists (the quiz keeps five), best first. */
export const REPORT_MAJORS_SHOWN = 3;

export interface ReportCollegeChoice {
  /** The saved colleges listed, in the order the student saved them. */
  saved: number[];
  /** The quiz matches listed: the best ones the student has not saved. */
  matches: number[];
  /** How many quiz matches are not saved (listed or not). */
  otherMatchCount: number;
}

/** Which colleges the report lists, from the saved colleges (in order) and the quiz matches (best first, distinct). */
export function reportCollegeChoice(savedIds: readonly number[], matchIds: readonly number[]): ReportCollegeChoice {
  const saved = new Set(savedIds);
  const others = matchIds.filter((id) => !saved.has(id));
  return { saved: savedIds.slice(0, REPORT_SAVED_SHOWN), matches: others.slice(0, REPORT_MATCHES_SHOWN), otherMatchCount: others.length };
}

const nullableNumber = z.nullable(z.number());

const reportCollegeSchema = z.object({
  unitId: z.number(),
  name: z.string(),
  city: z.nullable(z.string()),
  state: z.string(),
  averageNetPrice: nullableNumber,
  netPriceByIncome: z.tuple([nullableNumber, nullableNumber, nullableNumber, nullableNumber, nullableNumber]),
  source: rowSourceSchema,
});
export type ReportCollege = z.infer<typeof reportCollegeSchema>;

export const studentReportSchema = z.object({
  student: z.object({
    memberId: z.string(),
    name: z.string(),
    schoolId: z.nullable(z.string()),
    /** The student's account language: the report's default. */
    language: z.enum(LOCALES),
  }),
  class: z.object({
    id: z.string(),
    name: z.string(),
    schoolYear: z.string(),
    gradeLevel: z.number(),
    /** The school's time zone: the date printed is read on its clock. */
    timeZone: z.string(),
  }),
  /** When the server answered (ISO): the page prints it as the school's local date and time. */
  generatedAt: z.string(),
  progress: z.object({
    percent: z.number(),
    steps: z.array(z.object({ id: z.enum(STEP_IDS), done: z.boolean() })),
  }),
  interests: z.object({
    hollandCode: z.nullable(z.string()),
    completedAt: z.nullable(z.string()),
  }),
  careers: z.array(
    z.object({
      socCode: z.string(),
      /** The title in each language, so the page can switch without asking again (each request is a logged view). */
      title: z.object({ en: z.string(), es: z.string() }),
      medianPay: nullableNumber,
      payKind: z.nullable(z.enum(PAY_KINDS)),
      hourlyMedianPay: z.optional(nullableNumber),
      source: rowSourceSchema,
    }),
  ),
  /** How many careers the career quiz matched: `careers` lists the first of them. */
  careerCount: z.number(),
  majors: z.array(
    z.object({
      cip: z.nullable(z.string()),
      name: z.object({ en: z.string(), es: z.string() }),
      /** College Scorecard median earnings of graduates (the field of study's horizon, the source says which). */
      medianEarnings: nullableNumber,
      medianDebt: nullableNumber,
      source: z.nullable(rowSourceSchema),
    }),
  ),
  colleges: z.object({
    /** The family income the prices use (the money plan's, else the account's); null shows each college's range. */
    familyIncome: nullableNumber,
    incomeBasis: z.nullable(z.enum(['money-plan', 'profile'])),
    saved: z.array(reportCollegeSchema),
    savedCount: z.number(),
    /** The best quiz matches not among the saved colleges. */
    matches: z.array(reportCollegeSchema),
    /** All the quiz's matches, saved or not. */
    matchCount: z.number(),
    /** The quiz's matches that are not saved colleges: `matches` is the first of them. */
    otherMatchCount: z.number(),
  }),
  /** How many majors the career quiz suggested: `majors` lists the first of them. */
  majorCount: z.number(),
  finances: z.nullable(
    z.object({
      monthlyIncome: z.number(),
      plannedDebt: z.number(),
      level: z.string(),
      earningsHorizon: z.enum(EARNINGS_HORIZONS),
    }),
  ),
  assignments: z.array(
    z.object({
      id: z.string(),
      step: z.enum(STEP_IDS),
      dueOn: z.string(),
      status: z.enum(ASSIGNMENT_STATUSES),
      doneAt: z.nullable(z.string()),
    }),
  ),
});
export type StudentReport = z.infer<typeof studentReportSchema>;
