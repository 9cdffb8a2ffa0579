// zod/mini: the scholarship directory parses its filters with these in the browser.
import { z } from '@domain/zod';
import { preprocess } from '@domain/zod-preprocess';
import type { Citation } from '../finance/loans';

export const GRADE_LEVELS = ['high-school-senior', 'undergraduate', 'graduate'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

/**
 * Fields of study a scholarship is limited to. `any` means open to every field; it is never
 * combined with a specific field.
 */
export const SCHOLARSHIP_FIELDS = ['any', 'stem', 'health', 'education', 'arts', 'trades', 'humanities', 'public-service'] as const;
export type ScholarshipField = (typeof SCHOLARSHIP_FIELDS)[number];

/** The fields a student can filter by: `any` is a property of a scholarship, not of a student. */
export const FIELD_FILTERS = SCHOLARSHIP_FIELDS.filter((field): field is Exclude<ScholarshipField, 'any'> => field !== 'any');
export type FieldFilter = (typeof FIELD_FILTERS)[number];

/**
 * - `need`: financial need is required or decides the award;
 * - `merit`: chosen on achievement, talent or commitment, and the sponsor states no need test;
 * - `both`: the sponsor weighs need and merit.
 */
export const SCHOLARSHIP_BASES = ['merit', 'need', 'both'] as const;
export type ScholarshipBasis = (typeof SCHOLARSHIP_BASES)[number];

export type Scholarship = {
  /** A stable slug; saved lists refer to it, so it never changes once published. */
  readonly id: string;
  readonly name: string;
  readonly sponsor: string;
  /** The award as its sponsor publishes it, e.g. "Up to $20,000". */
  readonly amount: string;
  /** The largest single award in dollars, or null when it varies or is "full cost". */
  readonly amountMax: number | null;
  /** 1-12; null when rolling, set by a local chapter or college, or not confirmed. */
  readonly usualDeadlineMonth: number | null;
  readonly gradeLevels: readonly GradeLevel[];
  readonly fields: readonly ScholarshipField[];
  /** Null when the sponsor's material we checked does not say. */
  readonly basis: ScholarshipBasis | null;
  /** One or two plain sentences. */
  readonly eligibility: string;
  /** The sponsor's official page. */
  readonly url: string;
  /** Where we confirmed the entry, and when. */
  readonly source: Citation;
};

export const GRADE_LEVEL_LABELS: Record<GradeLevel, string> = {
  'high-school-senior': 'High school senior',
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
};

export const FIELD_LABELS: Record<ScholarshipField, string> = {
  any: 'Any field',
  stem: 'Science, technology, engineering & math',
  health: 'Nursing & health',
  education: 'Teaching & education',
  arts: 'Arts & design',
  trades: 'Trades & career-technical',
  humanities: 'Writing & humanities',
  'public-service': 'Public service',
};

export const BASIS_LABELS: Record<ScholarshipBasis, string> = {
  merit: 'Merit-based',
  need: 'Need-based',
  both: 'Need and merit',
};

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

// Query strings arrive as text, and an empty input (`?minAmount=`) means "not given", not 0.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

function wholeNumber(message: string, min: number, max: number) {
  return z.coerce
    .number({ error: message })
    .check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }));
}

/** Optional in the query; a blank value counts as absent. */
const optionalWholeNumber = (message: string, min: number, max: number) =>
  preprocess(blankToUndefined, z.optional(wholeNumber(message, min, max)));

/** Defaulted inside the pipe, so a blank value (`?page=`) also gets the default. */
const defaultedWholeNumber = (message: string, min: number, max: number, fallback: number) =>
  preprocess(blankToUndefined, z._default(wholeNumber(message, min, max), fallback));

/** GET /api/scholarships and the directory page's filters; the same schema parses both. */
export const scholarshipQuerySchema = z.object({
  q: preprocess(
    blankToUndefined,
    z.optional(
      z.string({ error: 'Enter search words as text' }).check(z.trim(), z.maxLength(100, { error: 'Use 100 characters or fewer' })),
    ),
  ),
  gradeLevel: preprocess(blankToUndefined, z.optional(z.enum(GRADE_LEVELS, { error: 'Choose a grade level from the list' }))),
  field: preprocess(blankToUndefined, z.optional(z.enum(FIELD_FILTERS, { error: 'Choose a field from the list' }))),
  minAmount: optionalWholeNumber('Enter a whole-dollar amount of 0 or more', 0, 10_000_000),
  deadlineMonth: optionalWholeNumber('Choose a month from 1 to 12', 1, 12),
  basis: preprocess(blankToUndefined, z.optional(z.enum(SCHOLARSHIP_BASES, { error: 'Choose merit, need, or both' }))),
  page: defaultedWholeNumber('Page must be a whole number of 1 or more', 1, 10_000, 1),
  pageSize: defaultedWholeNumber(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export type ScholarshipQueryInput = z.input<typeof scholarshipQuerySchema>;
export type ScholarshipQuery = z.output<typeof scholarshipQuerySchema>;

/** Slugs as used in `Scholarship.id` and in /api/scholarships/saved/:id. */
export const scholarshipIdSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Not a scholarship id' }), z.maxLength(80, { error: 'Not a scholarship id' }));

export const scholarshipIdParamSchema = z.object({ id: scholarshipIdSchema });
