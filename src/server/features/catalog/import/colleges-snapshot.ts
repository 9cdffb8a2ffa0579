import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collegeSchema, type College } from '@domain/catalog/schemas';
import { assertEstimateReleases, readFieldOfStudyEstimates, withFieldOfStudyEstimates } from './field-of-study';
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
  assertEstimateReleases(scorecardYear(fileNameOf(institutionFile)), institutionFile, fieldOfStudyFile);
  const [institutions, estimates] = await Promise.all([readScorecard(institutionFile), readFieldOfStudyEstimates(fieldOfStudyFile)]);
  const colleges = institutions.colleges.map((college) => withFieldOfStudyEstimates(college, estimates));
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
