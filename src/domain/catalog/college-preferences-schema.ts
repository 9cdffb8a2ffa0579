// zod/mini: the college quiz's form and stored results load this in the browser when they validate.
import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { familyIncomeSchema } from '../prices/schemas';
import { cipCodeSchema, COLLEGE_CONTROLS, COLLEGE_LOCALES, COLLEGE_SIZES, US_STATES } from './schemas';
import {
  ACADEMIC_STANDINGS,
  COLLEGE_PREFERENCE_DEFAULTS,
  MAX_MATCH_MAJORS,
  MAX_NET_PRICE_LIMIT,
  SELECTIVITIES,
} from './college-preferences';

/* What a student asks of a college in the college quiz, validated the same way by the form and by the server. */

/**
 * The preferences' error codes: the form (react-hook-form) and the server's 400 give the same code, and each
 * language's catalog words it (src/locales/<language>/college-quiz.ts).
 */
export const PREFERENCE_MESSAGES = {
  pickState: 'college-quiz.pickState',
  pickSize: 'college-quiz.pickSize',
  pickSetting: 'college-quiz.pickSetting',
  pickKind: 'college-quiz.pickKind',
  pickSelectivity: 'college-quiz.pickSelectivity',
  yearlyAmount: 'college-quiz.yearlyAmount',
  wholeDollars: 'college-quiz.wholeDollars',
  negative: 'college-quiz.negative',
  maxAmount: 'college-quiz.maxAmount',
  gpa: 'college-quiz.gpa',
  majors: 'college-quiz.majors',
  years: 'college-quiz.years',
  wholeYears: 'college-quiz.wholeYears',
  minYears: 'college-quiz.minYears',
  maxYears: 'college-quiz.maxYears',
} as const satisfies Record<string, ErrorCode>;

/** Some of the listed values (no more entries than there are values); none, the default, means no preference. */
const choices = <const Values extends readonly [string, ...string[]]>(values: Values, code: ErrorCode, none: Values[number][]) =>
  z._default(z.array(z.enum(values, code)).check(z.maxLength(values.length)), none);

export const collegePreferencesSchema = z.object({
  /** Empty = anywhere in the US. */
  states: choices(US_STATES, PREFERENCE_MESSAGES.pickState, COLLEGE_PREFERENCE_DEFAULTS.states),
  /** Empty = any size. */
  sizes: choices(COLLEGE_SIZES, PREFERENCE_MESSAGES.pickSize, COLLEGE_PREFERENCE_DEFAULTS.sizes),
  /** Empty = any setting. */
  locales: choices(COLLEGE_LOCALES, PREFERENCE_MESSAGES.pickSetting, COLLEGE_PREFERENCE_DEFAULTS.locales),
  /** Empty = any kind of college. */
  controls: choices(COLLEGE_CONTROLS, PREFERENCE_MESSAGES.pickKind, COLLEGE_PREFERENCE_DEFAULTS.controls),
  /** Highest average net price per year the student would pay; null = no limit. */
  maxNetPrice: z._default(
    z.nullable(
      z
        .number(PREFERENCE_MESSAGES.yearlyAmount)
        .check(
          z.int(PREFERENCE_MESSAGES.wholeDollars),
          z.minimum(0, PREFERENCE_MESSAGES.negative),
          z.maximum(MAX_NET_PRICE_LIMIT, PREFERENCE_MESSAGES.maxAmount),
        ),
    ),
    COLLEGE_PREFERENCE_DEFAULTS.maxNetPrice,
  ),
  selectivity: z._default(z.enum(SELECTIVITIES, PREFERENCE_MESSAGES.pickSelectivity), COLLEGE_PREFERENCE_DEFAULTS.selectivity),
  academicStanding: z._default(z.enum(ACADEMIC_STANDINGS, PREFERENCE_MESSAGES.gpa), COLLEGE_PREFERENCE_DEFAULTS.academicStanding),
  /** CIP codes of the majors the student has in mind (e.g. from the career quiz). */
  majors: z._default(
    z.array(cipCodeSchema).check(z.maxLength(MAX_MATCH_MAJORS, PREFERENCE_MESSAGES.majors)),
    COLLEGE_PREFERENCE_DEFAULTS.majors,
  ),
  /** Used for the estimated total net price of the degree. */
  yearsOfStudy: z._default(
    z
      .number(PREFERENCE_MESSAGES.years)
      .check(z.int(PREFERENCE_MESSAGES.wholeYears), z.minimum(1, PREFERENCE_MESSAGES.minYears), z.maximum(8, PREFERENCE_MESSAGES.maxYears)),
    COLLEGE_PREFERENCE_DEFAULTS.yearsOfStudy,
  ),
  /**
   * The family's yearly income (whole dollars, 0 to $10,000,000), optional: with it, the budget, the price part of the
   * score and the estimated cost use the family's income bracket's net price instead of the all-income average.
   */
  familyIncome: z._default(z.nullable(familyIncomeSchema), COLLEGE_PREFERENCE_DEFAULTS.familyIncome),
});
export type CollegePreferences = z.infer<typeof collegePreferencesSchema>;
/** What a form or request may send: every field has a default. */
export type CollegePreferencesInput = z.input<typeof collegePreferencesSchema>;
