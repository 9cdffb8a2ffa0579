import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COLLEGE_SOURCE_NAME, outcomeCredentialLevel, scorecardCollegeSource } from '@data/colleges';
import { collegeSchema, type College } from '@domain/catalog/schemas';
import { readFieldOfStudyEstimates, type FieldOfStudyEstimates } from './field-of-study';
import { fileNameOf, ImportError } from './input';
import { readScorecard, scorecardYear } from './scorecard';

/*
 * Writes data/snapshot/colleges.ndjson, the default dataset's every institution (issue 18): one College per line
 * for every row of the Scorecard 2023-24 institution file that the importer accepts, sorted by UNITID, with the
 * same mapping as the curated rows (header of src/data/colleges.ts). The 2023-24 file publishes no institution
 * debt or earnings, so medianDebt and medianEarnings are Waypoint's estimates from the field-of-study file
 * (field-of-study.ts), with "limited data" by ADR 0020. Only these columns are written; the official files are
 * never copied into the project. Re-running on the same files gives the same bytes. Run:
 * `npm run data:colleges-snapshot -- ../shared/data/college-scorecard/MERGED2023_24_PP.csv.bz2 ../shared/data/college-scorecard/FieldOfStudyData1516_1617_PP.csv.bz2`
 * (each a local path or the official download address).
 */

export const COLLEGES_SNAPSHOT_PATH = path.resolve(import.meta.dirname, '../../../../../data/snapshot/colleges.ndjson');

/** The releases the source labels of src/data/colleges.ts name; another vintage needs new labels there first. */
const INSTITUTION_YEAR = '2023-24';
const FIELD_OF_STUDY_RELEASE = /FieldOfStudyData1516_1617_PP/i;

/**
 * One institution as the snapshot holds it: where the institution file reports neither debt nor earnings (every
 * row of 2023-24), the field-of-study estimates of its credential level, and the source saying so.
 */
export function snapshotCollege(college: College, estimates: FieldOfStudyEstimates): College {
  const { source: _fileSource, ...figures } = college;
  const reported = figures.medianDebt !== null || figures.medianEarnings !== null;
  const level = reported ? undefined : estimates.get(college.unitId)?.[outcomeCredentialLevel(college.predominantDegree)];
  const row = {
    ...figures,
    medianDebt: reported ? figures.medianDebt : (level?.debt.value ?? null),
    medianEarnings: reported ? figures.medianEarnings : (level?.earnings.value ?? null),
  };
  const support = level ? { debt: level.debt.support, earnings: level.earnings.support } : undefined;
  const source = reported
    ? {
        name: COLLEGE_SOURCE_NAME,
        year: INSTITUTION_YEAR,
        url: `https://collegescorecard.ed.gov/school/?${college.unitId}`,
        estimate: false,
      }
    : scorecardCollegeSource(row, support);
  return collegeSchema.parse({ ...row, source });
}

/** The snapshot's text: one JSON object per line, keys in the schema's order, sorted by UNITID, ending in a newline. */
export function collegesSnapshotText(colleges: readonly College[]): string {
  const sorted = [...colleges].sort((a, b) => a.unitId - b.unitId);
  return sorted.map((college) => JSON.stringify(collegeSchema.parse(college))).join('\n') + '\n';
}

export interface CollegesSnapshot {
  text: string;
  read: number;
  written: number;
  skipped: number;
  skippedExamples: string[];
}

export async function buildCollegesSnapshot(institutionFile: string, fieldOfStudyFile: string): Promise<CollegesSnapshot> {
  const year = scorecardYear(fileNameOf(institutionFile));
  if (year !== INSTITUTION_YEAR)
    throw new ImportError(
      `${fileNameOf(institutionFile)}: the college labels describe the ${INSTITUTION_YEAR} institution file (MERGED2023_24_PP)`,
    );
  if (!FIELD_OF_STUDY_RELEASE.test(fileNameOf(fieldOfStudyFile)))
    throw new ImportError(
      `${fileNameOf(fieldOfStudyFile)}: the estimate labels describe FieldOfStudyData1516_1617_PP (2015-16 and 2016-17 graduates)`,
    );
  const [institutions, estimates] = await Promise.all([readScorecard(institutionFile), readFieldOfStudyEstimates(fieldOfStudyFile)]);
  const colleges = institutions.colleges.map((college) => snapshotCollege(college, estimates));
  return {
    text: collegesSnapshotText(colleges),
    read: institutions.read,
    written: colleges.length,
    skipped: institutions.skipped,
    skippedExamples: institutions.skippedExamples,
  };
}

async function main(args: string[]): Promise<void> {
  const [institutionFile, fieldOfStudyFile] = args;
  if (!institutionFile || !fieldOfStudyFile) {
    console.error(
      'Usage: npm run data:colleges-snapshot -- <MERGED2023_24_PP.csv[.bz2] | URL> <FieldOfStudyData1516_1617_PP.csv[.bz2] | URL>',
    );
    process.exit(2);
  }
  try {
    const snapshot = await buildCollegesSnapshot(institutionFile, fieldOfStudyFile);
    mkdirSync(path.dirname(COLLEGES_SNAPSHOT_PATH), { recursive: true });
    writeFileSync(COLLEGES_SNAPSHOT_PATH, snapshot.text);
    console.log(
      `Wrote ${path.relative(process.cwd(), COLLEGES_SNAPSHOT_PATH)}: ${snapshot.written} institutions of ${snapshot.read} rows, ${snapshot.skipped} skipped`,
    );
    for (const example of snapshot.skippedExamples) console.log(`  skipped ${example}`);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main(process.argv.slice(2));
