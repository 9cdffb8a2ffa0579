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

/** How many quiz matches the report lists (a page holds a few; the count says how many there are in all). */
export const REPORT_MATCHES_SHOWN = 5;
/** How many saved colleges the report lists. */
export const REPORT_SAVED_SHOWN = 5;

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
    matches: z.array(reportCollegeSchema),
    matchCount: z.number(),
  }),
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
