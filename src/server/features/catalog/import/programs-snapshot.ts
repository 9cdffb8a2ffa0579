import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROGRAM_OUTCOMES_SOURCE } from '@data/college-programs';
import { cipSeriesFromScorecard, PROGRAM_ROW_COLUMNS, programRowSchema, type ProgramRow } from '@domain/catalog/programs';
import { fileNameOf, ImportError, openInput, readRecords, requireColumns } from './input';

/*
 * Writes data/snapshot/programs.ndjson (ADR 0038): program-level outcomes from the College Scorecard
 * field-of-study file FieldOfStudyData1516_1617_PP, one line per institution × 4-digit CIP × credential level the
 * file reports with any figure (awards conferred, debt cohort, median debt, earnings cohort or median earnings), for
 * the institutions of the 2023-24 institution file (the ones Waypoint has a college page for). The first line is a
 * header (kind, source, columns); each further line a JSON array in PROGRAM_ROW_COLUMNS order, sorted by UNITID, CIP
 * and credential level. Suppressed values (PrivacySuppressed, NULL) are null, never 0. Only these columns are written:
 * the official file is never copied into the project. Re-running on the same files gives the same bytes. Run:
 * `npm run data:programs-snapshot -- <FieldOfStudyData1516_1617_PP.csv[.bz2]> <MERGED2023_24_PP.csv[.bz2]>`.
 */

export const PROGRAMS_SNAPSHOT_FILE = 'programs.ndjson';
export const PROGRAMS_SNAPSHOT_PATH = path.resolve(import.meta.dirname, '../../../../../data/snapshot', PROGRAMS_SNAPSHOT_FILE);

const COLUMNS = [
  'P_UNITID',
  'P_CIPCODE',
  'P_CIPDESC',
  'P_CREDLEV',
  'P_IPEDSCOUNT1',
  'P_IPEDSCOUNT2',
  'P_COUNT',
  'P_DEBTMEDIAN',
  'P_EARNINGSCOUNT',
  'P_MD_EARN_WNE',
] as const;
type Column = (typeof COLUMNS)[number];

const MISSING_VALUES = new Set(['', 'NULL', 'PrivacySuppressed', 'NA']);
const RELEASE = /FieldOfStudyData1516_1617_PP/i;

/** A whole number as published, null when missing; anything else is a broken file. */
function wholeOrNull(raw: string | undefined, column: Column, where: string): number | null {
  const value = raw?.trim() ?? '';
  if (MISSING_VALUES.has(value)) return null;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ImportError(`${where}: ${column} is not a whole number: "${value.slice(0, 40)}"`);
  return parsed;
}

export interface FieldOfStudyPrograms {
  rows: ProgramRow[];
  /** The file's own description of each CIP series it uses (P_CIPDESC), for series CIP 2020 does not have. */
  descriptions: Map<string, string>;
  read: number;
  /** Rows left out: no UNITID, an institution not in the institution file, or nothing reported. */
  leftOut: { noUnitId: number; otherInstitution: number; nothingReported: number };
}

/**
 * Reads every program of the field-of-study file (path or URL, .csv or .csv.bz2). `unitIds`: the institutions to
 * keep (those of the institution file); rows of others are counted and left out.
 */
export async function readFieldOfStudyProgramRows(location: string, unitIds: ReadonlySet<number>): Promise<FieldOfStudyPrograms> {
  const label = fileNameOf(location);
  if (!RELEASE.test(label))
    throw new ImportError(`${label}: the program labels describe FieldOfStudyData1516_1617_PP (2015-16 and 2016-17 completers)`);
  const records = readRecords(await openInput(location), { delimiter: ',', label })[Symbol.asyncIterator]();
  const result: FieldOfStudyPrograms = {
    rows: [],
    descriptions: new Map(),
    read: 0,
    leftOut: { noUnitId: 0, otherInstitution: 0, nothingReported: 0 },
  };
  const seen = new Set<string>();
  try {
    const first = await records.next();
    if (first.done) throw new ImportError(`${label}: the file is empty`);
    const at = requireColumns(first.value, COLUMNS, `${label} is not a College Scorecard field-of-study file`);
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const record = next.value;
      result.read += 1;
      const where = `${label} row ${result.read}`;
      const cell = (column: Column) => record[at[column]];
      const cip = cipSeriesFromScorecard(cell('P_CIPCODE') ?? '');
      if (cip === null) throw new ImportError(`${where}: P_CIPCODE is not a 4-digit CIP code: "${cell('P_CIPCODE')}"`);
      const description = cell('P_CIPDESC')?.trim();
      if (description && !result.descriptions.has(cip)) result.descriptions.set(cip, description);
      const unitId = wholeOrNull(cell('P_UNITID'), 'P_UNITID', where);
      // 5,618 rows of this file have no UNITID: they cannot be tied to an institution.
      if (unitId === null) {
        result.leftOut.noUnitId += 1;
        continue;
      }
      if (!unitIds.has(unitId)) {
        result.leftOut.otherInstitution += 1;
        continue;
      }
      const level = wholeOrNull(cell('P_CREDLEV'), 'P_CREDLEV', where);
      const figures = (['P_IPEDSCOUNT1', 'P_IPEDSCOUNT2', 'P_COUNT', 'P_DEBTMEDIAN', 'P_EARNINGSCOUNT', 'P_MD_EARN_WNE'] as const).map(
        (column) => wholeOrNull(cell(column), column, where),
      );
      if (figures.every((value) => value === null)) {
        result.leftOut.nothingReported += 1;
        continue;
      }
      const parsed = programRowSchema.safeParse([unitId, cip, level, ...figures]);
      if (!parsed.success) throw new ImportError(`${where}: ${parsed.error.issues[0]?.message ?? 'not a program row'}`);
      const key = `${unitId}:${cip}:${level}`;
      if (seen.has(key)) throw new ImportError(`${where}: UNITID ${unitId}, CIP ${cip}, level ${level} appears twice`);
      seen.add(key);
      result.rows.push(parsed.data);
    }
  } finally {
    await records.return?.();
  }
  return result;
}

/** Reads only the UNITIDs of an institution file (the programs of other institutions are left out). */
export async function readInstitutionUnitIds(location: string): Promise<Set<number>> {
  const label = fileNameOf(location);
  const records = readRecords(await openInput(location), { delimiter: ',', label })[Symbol.asyncIterator]();
  const ids = new Set<number>();
  try {
    const first = await records.next();
    if (first.done) throw new ImportError(`${label}: the file is empty`);
    const at = requireColumns(first.value, ['UNITID'], `${label} is not a College Scorecard institution-level file`);
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const unitId = Number(next.value[at.UNITID]);
      if (Number.isInteger(unitId) && unitId > 0) ids.add(unitId);
    }
  } finally {
    await records.return?.();
  }
  return ids;
}

const compareRows = (a: ProgramRow, b: ProgramRow) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2];

/** The snapshot's text: the header line, then one JSON array per program, sorted, ending in a newline. */
export function programsSnapshotText(rows: readonly ProgramRow[]): string {
  const header = JSON.stringify({ kind: 'college-programs', source: PROGRAM_OUTCOMES_SOURCE, columns: PROGRAM_ROW_COLUMNS });
  const sorted = [...rows].sort(compareRows);
  return [header, ...sorted.map((row) => JSON.stringify(row))].join('\n') + '\n';
}

export async function buildProgramsSnapshot(fieldOfStudyFile: string, institutionFile: string) {
  const unitIds = await readInstitutionUnitIds(institutionFile);
  const programs = await readFieldOfStudyProgramRows(fieldOfStudyFile, unitIds);
  return { ...programs, text: programsSnapshotText(programs.rows) };
}

async function main(args: string[]): Promise<void> {
  const [fieldOfStudyFile, institutionFile] = args;
  if (!fieldOfStudyFile || !institutionFile) {
    console.error(
      'Usage: npm run data:programs-snapshot -- <FieldOfStudyData1516_1617_PP.csv[.bz2] | URL> <MERGED2023_24_PP.csv[.bz2] | URL>',
    );
    process.exit(2);
  }
  try {
    const snapshot = await buildProgramsSnapshot(fieldOfStudyFile, institutionFile);
    mkdirSync(path.dirname(PROGRAMS_SNAPSHOT_PATH), { recursive: true });
    writeFileSync(PROGRAMS_SNAPSHOT_PATH, snapshot.text);
    const { noUnitId, otherInstitution, nothingReported } = snapshot.leftOut;
    console.log(
      `Wrote ${path.relative(process.cwd(), PROGRAMS_SNAPSHOT_PATH)}: ${snapshot.rows.length} programs of ${snapshot.read} rows (left out: ${noUnitId} without UNITID, ${otherInstitution} of institutions not in the institution file, ${nothingReported} reporting nothing); ${Buffer.byteLength(snapshot.text)} bytes`,
    );
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main(process.argv.slice(2));
