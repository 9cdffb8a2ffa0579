import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CAREER_ALTERNATE_TITLES } from '../../src/data/career-alternate-titles';
import { CAREERS } from '../../src/data/careers';
import { COLLEGES } from '../../src/data/colleges';
import { z } from 'zod';
import { careerSchema, collegeSchema, type Career, type College, type Major } from '../../src/domain/catalog/schemas';
import { EP_ALL_OCCUPATIONS_OUTLOOK } from '../../src/data/career-pay-outlook';
import { compareOutlook } from '../../src/domain/catalog/outlook';

/*
 * What a default install serves (and the API tests' template database holds): the curated catalog of src/data plus
 * every other row of the default-dataset snapshot (data/snapshot/*.ndjson; curated rows win, ADR 0026).
 */

const SNAPSHOT_DIR = path.resolve(import.meta.dirname, '../../data/snapshot');

// The loader's line schema (load-snapshot.ts), restated so browser tests need not load the server's modules.
const snapshotCareerSchema = z.object({ ...careerSchema.shape, alternateTitles: z.array(z.string().min(1)) });
type SnapshotCareer = z.infer<typeof snapshotCareerSchema>;

function lines<T>(file: string, parse: (value: unknown) => T): T[] {
  const location = path.join(SNAPSHOT_DIR, file);
  if (!existsSync(location)) return [];
  return readFileSync(location, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parse(JSON.parse(line)));
}

export const SNAPSHOT_CAREERS: readonly SnapshotCareer[] = lines('careers.ndjson', (value) => snapshotCareerSchema.parse(value));
const curatedCodes = new Set(CAREERS.map((career) => career.socCode));
const snapshotOnly = SNAPSHOT_CAREERS.filter((career) => !curatedCodes.has(career.socCode));

/** Every career of a default install: curated first, then the snapshot's others (without their alternate titles). */
export const DEFAULT_CAREERS: readonly Career[] = [...CAREERS, ...snapshotOnly.map(({ alternateTitles: _titles, ...career }) => career)];

/** Non-curated careers of the default install (from the snapshot). */
export const SNAPSHOT_ONLY_CAREERS: readonly SnapshotCareer[] = snapshotOnly;

const snapshotTitles = new Map(snapshotOnly.map((career) => [career.socCode, career.alternateTitles]));

/** The alternate titles career search matches for a career of the default install. */
export function defaultAlternateTitles(socCode: string): readonly string[] {
  return curatedCodes.has(socCode) ? (CAREER_ALTERNATE_TITLES[socCode] ?? []) : (snapshotTitles.get(socCode) ?? []);
}

const curatedIds = new Set(COLLEGES.map((college) => college.unitId));

/** Every college of a default install: curated first, then the snapshot's others. */
export const DEFAULT_COLLEGES: readonly College[] = [
  ...COLLEGES,
  ...lines('colleges.ndjson', (value) => collegeSchema.parse(value)).filter((college) => !curatedIds.has(college.unitId)),
];

/** The colleges lists, the quiz and suggestions show: every college of a default install still operating (CURROPER 1). */
export const OPERATING_COLLEGES: readonly College[] = DEFAULT_COLLEGES.filter((college) => college.currentlyOperating);

/** A career as the API sends it: the row plus figuresFrom (null when its own) and the outlook comparison. */
export function asCareerDto<T extends Career>(career: T) {
  return {
    ...career,
    figuresFrom: career.figuresFrom ?? null,
    outlookComparison: compareOutlook(career.outlookPercent, EP_ALL_OCCUPATIONS_OUTLOOK.outlookPercent),
  };
}

/** A curated major as the API sends it: with its 4-digit CIP series. */
export function asMajorDto(major: Major) {
  return { ...major, cipSeries: major.cip.slice(0, 5) };
}
