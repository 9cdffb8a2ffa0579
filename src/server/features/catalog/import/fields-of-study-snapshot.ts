import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { CIP_2020_SOURCE, CIP_SOC_CROSSWALK_SOURCE } from '@data/college-programs';
import { fieldOfStudyLineSchema, type FieldOfStudyLine } from '@domain/catalog/fields-of-study';
import { cellText } from './ep-occupation';
import { fileNameOf, ImportError, openInput, readAllBytes, readRecords, requireColumns } from './input';
import { readFieldOfStudyProgramRows } from './programs-snapshot';

/*
 * Writes data/snapshot/fields-of-study.ndjson: every 4-digit series of NCES CIP 2020 (CIPCode2020.csv: title
 * and definition; NCES quotes codes Excel-style, ="01.0101", which is stripped) with the SOC 2018 occupations the
 * NCES CIP 2020 → SOC 2018 crosswalk (sheet "CIP-SOC") gives any of its 6-digit codes ("99-9999", no match, left out),
 * plus the series only the Scorecard field-of-study file names (CIP 2010 era, e.g. 42.02), with the file's own
 * description. A series that CIP 2020 defines only through its codes ("Instructional content … is defined in codes
 * 42.0101 - 42.0199") takes the definition of its first 6-digit code, and says which. The first line is a header
 * naming the sources; then one JSON object per series, sorted by code. Re-running on the same files gives the same
 * bytes. Run: `npm run data:fields-of-study-snapshot -- <CIPCode2020.csv> <CIP2020_SOC2018_Crosswalk.xlsx>
 * <FieldOfStudyData1516_1617_PP.csv[.bz2]>`.
 */

export const FIELDS_OF_STUDY_SNAPSHOT_FILE = 'fields-of-study.ndjson';
export const FIELDS_OF_STUDY_SNAPSHOT_PATH = path.resolve(
  import.meta.dirname,
  '../../../../../data/snapshot',
  FIELDS_OF_STUDY_SNAPSHOT_FILE,
);

/** ="01.0101" → 01.0101 (NCES's Excel-style quoting), other text trimmed. */
export function stripExcelQuoting(value: string | undefined): string {
  const text = (value ?? '').trim();
  const quoted = /^="(.*)"$/.exec(text);
  return quoted ? (quoted[1] ?? '') : text;
}

export interface CipCode {
  code: string;
  title: string;
  definition: string;
  action: string;
}

/** Every row of CIPCode2020.csv (families, series and 6-digit codes). */
export async function readCipCodes(location: string): Promise<CipCode[]> {
  const label = fileNameOf(location);
  const records = readRecords(await openInput(location), { delimiter: ',', label, relaxQuotes: true })[Symbol.asyncIterator]();
  const codes: CipCode[] = [];
  try {
    const first = await records.next();
    if (first.done) throw new ImportError(`${label}: the file is empty`);
    const at = requireColumns(
      first.value,
      ['CIPCode', 'Action', 'CIPTitle', 'CIPDefinition'],
      `${label} is not the NCES CIP 2020 code list`,
    );
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const row = next.value;
      const code = stripExcelQuoting(row[at.CIPCode]);
      if (!/^\d{2}(\.\d{2}(\d{2})?)?$/.test(code)) throw new ImportError(`${label}: "${code}" is not a CIP code`);
      codes.push({
        code,
        title: (row[at.CIPTitle] ?? '').trim(),
        definition: (row[at.CIPDefinition] ?? '').replace(/\s+/g, ' ').trim(),
        action: (row[at.Action] ?? '').trim(),
      });
    }
  } finally {
    await records.return?.();
  }
  return codes;
}

export interface CrosswalkRow {
  cip: string;
  soc: string;
  socTitle: string;
}

/** The "CIP-SOC" sheet of the NCES crosswalk: 6-digit CIP 2020 → SOC 2018, as text. */
export async function readCrosswalk(location: string): Promise<CrosswalkRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Uint8Array.from(await readAllBytes(location)).buffer);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`Could not read ${location}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const sheet = workbook.getWorksheet('CIP-SOC');
  if (!sheet) throw new ImportError(`${fileNameOf(location)}: no sheet "CIP-SOC"`);
  // Row values are 1-based with a hole at 0: Array.from fills it, so every index has a string.
  const header = Array.from(sheet.getRow(1).values as ExcelJS.CellValue[], (value) => cellText(value ?? null)?.trim() ?? '');
  const at = requireColumns(header, ['CIP2020Code', 'SOC2018Code', 'SOC2018Title'], `${fileNameOf(location)} "CIP-SOC"`);
  const rows: CrosswalkRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const values = sheet.getRow(number).values as ExcelJS.CellValue[];
    const cip = stripExcelQuoting(cellText(values[at.CIP2020Code] ?? null) ?? '');
    const soc = (cellText(values[at.SOC2018Code] ?? null) ?? '').trim();
    if (cip === '' && soc === '') continue;
    if (!/^\d{2}\.\d{4}$/.test(cip) || !/^\d{2}-\d{4}$/.test(soc))
      throw new ImportError(`${fileNameOf(location)} "CIP-SOC" row ${number}: "${cip}" → "${soc}" is not a CIP 2020 → SOC 2018 pair`);
    rows.push({ cip, soc, socTitle: (cellText(values[at.SOC2018Title] ?? null) ?? '').trim() });
  }
  return rows;
}

/** NCES writes this where a series is defined only through its 6-digit codes. */
const DEFINED_BY_CODES = /^Instructional content (for this group of programs )?is defined in codes? /i;
const RETIRED_ACTIONS = new Set(['Deleted', 'Moved from']);
/** The crosswalk's code for "no matching occupation". */
const NO_MATCH = '99-9999';

export function fieldsOfStudy(
  codes: readonly CipCode[],
  crosswalk: readonly CrosswalkRow[],
  scorecardDescriptions: ReadonlyMap<string, string>,
): FieldOfStudyLine[] {
  const sixDigit = codes.filter((c) => c.code.length === 7).sort((a, b) => (a.code < b.code ? -1 : 1));
  const occupations = new Map<string, Map<string, string>>();
  for (const row of crosswalk) {
    if (row.soc === NO_MATCH) continue;
    const series = row.cip.slice(0, 5);
    const bySoc = occupations.get(series) ?? new Map<string, string>();
    if (!bySoc.has(row.soc)) bySoc.set(row.soc, row.socTitle);
    occupations.set(series, bySoc);
  }
  const lines = new Map<string, FieldOfStudyLine>();
  for (const series of codes.filter((c) => c.code.length === 5)) {
    const retired = RETIRED_ACTIONS.has(series.action);
    let definition: string | null = series.definition || null;
    let definitionCip: string | null = null;
    if (!retired && definition !== null && DEFINED_BY_CODES.test(definition)) {
      const first = sixDigit.find((c) => c.code.startsWith(`${series.code}`) && c.definition && !DEFINED_BY_CODES.test(c.definition));
      definition = first?.definition ?? definition;
      definitionCip = first?.code ?? null;
    }
    const found = [...(occupations.get(series.code) ?? new Map<string, string>())].sort(([a], [b]) => (a < b ? -1 : 1));
    lines.set(series.code, {
      cip: series.code,
      title: series.title,
      definition,
      definitionCip,
      status: retired ? 'retired' : 'current',
      occupations: found.map(([soc, title]) => ({ soc, title })),
    });
  }
  for (const [cip, description] of scorecardDescriptions) {
    if (lines.has(cip)) continue;
    lines.set(cip, { cip, title: description, definition: null, definitionCip: null, status: 'scorecard-only', occupations: [] });
  }
  return [...lines.values()].sort((a, b) => (a.cip < b.cip ? -1 : 1)).map((line) => fieldOfStudyLineSchema.parse(line));
}

export function fieldsOfStudySnapshotText(lines: readonly FieldOfStudyLine[]): string {
  const header = JSON.stringify({ kind: 'fields-of-study', sources: [CIP_2020_SOURCE.name, CIP_SOC_CROSSWALK_SOURCE.name] });
  return [header, ...lines.map((line) => JSON.stringify(line))].join('\n') + '\n';
}

export async function buildFieldsOfStudySnapshot(cipFile: string, crosswalkFile: string, fieldOfStudyFile: string) {
  const [codes, crosswalk, programs] = await Promise.all([
    readCipCodes(cipFile),
    readCrosswalk(crosswalkFile),
    // Every institution's programs: only the CIP descriptions are read here.
    readFieldOfStudyProgramRows(fieldOfStudyFile, new Set()),
  ]);
  const lines = fieldsOfStudy(codes, crosswalk, programs.descriptions);
  return { lines, text: fieldsOfStudySnapshotText(lines) };
}

async function main(args: string[]): Promise<void> {
  const [cipFile, crosswalkFile, fieldOfStudyFile] = args;
  if (!cipFile || !crosswalkFile || !fieldOfStudyFile) {
    console.error(
      'Usage: npm run data:fields-of-study-snapshot -- <CIPCode2020.csv> <CIP2020_SOC2018_Crosswalk.xlsx> <FieldOfStudyData1516_1617_PP.csv[.bz2]>',
    );
    process.exit(2);
  }
  try {
    const snapshot = await buildFieldsOfStudySnapshot(cipFile, crosswalkFile, fieldOfStudyFile);
    mkdirSync(path.dirname(FIELDS_OF_STUDY_SNAPSHOT_PATH), { recursive: true });
    writeFileSync(FIELDS_OF_STUDY_SNAPSHOT_PATH, snapshot.text);
    console.log(`Wrote ${path.relative(process.cwd(), FIELDS_OF_STUDY_SNAPSHOT_PATH)}: ${snapshot.lines.length} series`);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main(process.argv.slice(2));
