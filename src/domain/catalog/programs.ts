// zod/mini: the program rows are validated where they load (the snapshot loader) and typed for the pages.
import { z } from '@domain/zod';
import { CIP_SERIES_PATTERN, CREDENTIAL_LEVELS } from './program-values';

// The values a page needs without zod (its chunk then does not load it): credential levels, the CIP pattern, the sorts.
export { CIP_SERIES_PATTERN, CREDENTIAL_LEVELS, credentialLevelOf, MAJOR_COLLEGE_SORTS } from './program-values';
export type { CredentialLevel, MajorCollegeSort } from './program-values';

/*
 * Program-level outcomes: the College Scorecard field-of-study file reports, for each institution × 4-digit
 * CIP × credential level, how many awards were conferred, the median federal loan debt of the graduates who borrowed
 * and their median earnings in the first year after completing. Codes, not sentences: the client words them.
 */

export const cipSeriesSchema = z.string().check(z.regex(CIP_SERIES_PATTERN, 'Use a 4-digit CIP code like 42.01'));

/** The field-of-study file's CIP code ("4201", or "100" without its leading zero) as a series: "42.01", "01.00". */
export function cipSeriesFromScorecard(code: string): string | null {
  const digits = code.trim();
  if (!/^\d{3,4}$/.test(digits)) return null;
  const padded = digits.padStart(4, '0');
  return `${padded.slice(0, 2)}.${padded.slice(2)}`;
}

const count = z.nullable(z.int().check(z.nonnegative()));
const dollars = z.nullable(z.int().check(z.nonnegative()));

/**
 * One line of data/snapshot/programs.ndjson after its header: [unitId, cip, credential level (P_CREDLEV),
 * awards year 1 (P_IPEDSCOUNT1), awards year 2 (P_IPEDSCOUNT2), debt cohort (P_COUNT), median debt (P_DEBTMEDIAN),
 * earnings cohort (P_EARNINGSCOUNT), median first-year earnings (P_MD_EARN_WNE)], null where not reported.
 */
export const programRowSchema = z.tuple([
  z.int().check(z.positive()),
  cipSeriesSchema,
  z.int().check(z.minimum(1), z.maximum(CREDENTIAL_LEVELS.length)),
  count,
  count,
  count,
  dollars,
  count,
  dollars,
]);
export type ProgramRow = z.infer<typeof programRowSchema>;

export const PROGRAM_ROW_COLUMNS = [
  'unitId',
  'cip',
  'credentialLevel',
  'awardsYear1',
  'awardsYear2',
  'debtCohort',
  'medianDebt',
  'earningsCohort',
  'medianEarnings',
] as const;

/**
 * Where program figures come from, as facts the client words ("graduates of 2015-16 and 2016-17", "in the first year
 * after completing", "not adjusted for inflation").
 */
export const programSourceSchema = z.object({
  name: z.string().check(z.minLength(3)),
  /** The file's release, e.g. "FieldOfStudyData1516_1617_PP (November 2019)". */
  release: z.string(),
  url: z.url(),
  /** The academic years whose completers the figures describe. */
  completionYears: z.array(z.string()),
  /** When earnings are measured: the first full year after completing. */
  earningsHorizon: z.literal('first-year-after-completing'),
  /** Dollars of the year measured, not adjusted for inflation. */
  inflationAdjusted: z.literal(false),
  /** "Number of graduates" is awardsYear1 + awardsYear2: awards conferred in the two years (IPEDS). */
  graduatesCount: z.literal('awards-conferred'),
});
export type ProgramSource = z.infer<typeof programSourceSchema>;

/** The snapshot's first line: what the file is, where its figures come from, and its columns. */
export const programsHeaderSchema = z.object({
  kind: z.literal('college-programs'),
  source: programSourceSchema,
  columns: z.array(z.string()),
});

/** The number of graduates shown: the awards of both years; null when neither year is reported. */
export function graduatesOf(awardsYear1: number | null, awardsYear2: number | null): number | null {
  return awardsYear1 === null && awardsYear2 === null ? null : (awardsYear1 ?? 0) + (awardsYear2 ?? 0);
}

/* ---------- API payloads (query strings arrive as strings) ---------- */

export const MAJOR_COLLEGES_PAGE_SIZE = 25;

const isCount = (value: unknown) => value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0);

/**
 * What is wrong with one program row, or null when it is one: the rules of programRowSchema, written out so the start-up
 * loader checks ~181,000 rows in a fraction of the time a schema library takes (programs.test.ts holds both to the
 * same cases).
 */
export function programRowIssue(row: unknown): string | null {
  if (!Array.isArray(row) || row.length !== PROGRAM_ROW_COLUMNS.length) return `a row is ${PROGRAM_ROW_COLUMNS.length} values`;
  const [unitId, cip, level, ...figures] = row as unknown[];
  if (typeof unitId !== 'number' || !Number.isInteger(unitId) || unitId <= 0) return 'unitId is not a positive whole number';
  if (typeof cip !== 'string' || !CIP_SERIES_PATTERN.test(cip)) return 'cip is not a 4-digit CIP code like 42.01';
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > CREDENTIAL_LEVELS.length)
    return 'credentialLevel is not 1 to 8';
  const bad = figures.findIndex((value) => !isCount(value));
  return bad < 0 ? null : `${PROGRAM_ROW_COLUMNS[bad + 3]} is not a whole number of 0 or more, or null`;
}
