import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLEGES } from '../../src/data/colleges';
import { collegeSchema, type College } from '../../src/domain/catalog/schemas';

/**
 * The colleges a fresh install serves (issue 18): the curated rows of src/data/colleges.ts, then every other
 * institution of the generated default dataset data/snapshot/colleges.ndjson (the server's start-up loader keeps a
 * curated row where both have one). The API tests compare against this, not against the 336 curated rows alone.
 */
export const COLLEGES_SNAPSHOT_FILE = path.resolve(import.meta.dirname, '../../data/snapshot/colleges.ndjson');

function defaultColleges(): College[] {
  const curated = new Map(COLLEGES.map((college) => [college.unitId, college]));
  const snapshot = readFileSync(COLLEGES_SNAPSHOT_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => collegeSchema.parse(JSON.parse(line)));
  const others = snapshot.filter((college) => !curated.has(college.unitId));
  return [...COLLEGES, ...others];
}

export const DEFAULT_COLLEGES: readonly College[] = defaultColleges();
