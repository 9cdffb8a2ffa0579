import ExcelJS from 'exceljs';
import { ImportError } from './input';

/*
 * BLS Employment Projections 2024-34, occupation.xlsx, sheet "Table 1.2": one row per
 * 2024 National Employment Matrix code (SOC), with the typical education needed for entry, work
 * experience in a related occupation and typical on-the-job training. The columns are found by their
 * header text, so a re-saved copy with moved columns still reads. "—" (not available) is null, never 0.
 * The later data issue extends this into a full importer; today it feeds the curated careers' training.
 */

export const EP_SHEET = 'Table 1.2';
/** The citation of every figure read from the table. */
export const EP_SOURCE = {
  name: 'BLS Employment Projections 2024-34, Table 1.2 (released 2025-08-28)',
  year: '2024',
  url: 'https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm',
} as const;

export type EpOccupationType = 'Summary' | 'Line item';

export interface EpOccupation {
  /** 2024 National Employment Matrix code, e.g. "47-2111" (a summary row ends in 0s, e.g. "47-2000"). */
  code: string;
  title: string;
  type: EpOccupationType;
  /** Thousands of jobs. */
  employment2024: number | null;
  employmentChangePercent: number | null;
  /** Thousands of openings a year, 2024-34 average. */
  annualOpenings: number | null;
  medianWage2024: number | null;
  entryEducation: string | null;
  workExperience: string | null;
  onTheJobTraining: string | null;
}

/** The header text of each column we read (whitespace-normalized, compared case-insensitively, dashes unified). */
const HEADERS = {
  title: '2024 National Employment Matrix title',
  code: '2024 National Employment Matrix code',
  type: 'Occupation type',
  employment2024: 'Employment, 2024',
  employmentChangePercent: 'Employment change, percent, 2024-34',
  annualOpenings: 'Occupational openings, 2024-34 annual average',
  medianWage2024: 'Median annual wage, dollars, 2024',
  entryEducation: 'Typical education needed for entry',
  workExperience: 'Work experience in a related occupation',
  onTheJobTraining: 'Typical on-the-job training needed to attain competency in the occupation',
} as const;
type Column = keyof typeof HEADERS;

const normalize = (text: string) =>
  text
    .replace(/\[\d+\]/g, '')
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A cell's text: plain values, rich text, hyperlinks and formula results alike. */
export function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
  return null;
}

/** "—", "-", "" and "n/a" are missing. */
function textOrNull(value: ExcelJS.CellValue): string | null {
  const text = cellText(value)?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' || /^[\u2012-\u2015-]+$/.test(text) || text.toLowerCase() === 'n/a' ? null : text;
}

function numberOrNull(value: ExcelJS.CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = textOrNull(value);
  if (text === null) return null;
  const parsed = Number(text.replace(/[$,]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

function findHeader(sheet: ExcelJS.Worksheet): { row: number; columns: Record<Column, number> } {
  const wanted = Object.entries(HEADERS).map(([key, header]) => [key as Column, normalize(header)] as const);
  for (let rowNumber = 1; rowNumber <= Math.min(sheet.rowCount, 20); rowNumber++) {
    const found = new Map<string, number>();
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const text = cellText(cell.value);
      if (text) found.set(normalize(text), column);
    });
    if (!found.has(normalize(HEADERS.code))) continue;
    const missing = wanted.filter(([, header]) => !found.has(header)).map(([key]) => HEADERS[key]);
    if (missing.length) throw new ImportError(`EP ${EP_SHEET}: missing column(s) ${missing.map((m) => `"${m}"`).join(', ')}`);
    return {
      row: rowNumber,
      columns: Object.fromEntries(wanted.map(([key, header]) => [key, found.get(header)!])) as Record<Column, number>,
    };
  }
  throw new ImportError(`EP ${EP_SHEET}: no header row with "${HEADERS.code}" in the first 20 rows`);
}

/** The occupations of a loaded workbook's Table 1.2, in file order; footnotes and blank rows are skipped. */
export function readEpSheet(workbook: ExcelJS.Workbook): EpOccupation[] {
  const sheet = workbook.getWorksheet(EP_SHEET);
  if (!sheet) throw new ImportError(`EP workbook: no sheet "${EP_SHEET}"`);
  const { row: headerRow, columns } = findHeader(sheet);
  const occupations: EpOccupation[] = [];
  for (let rowNumber = headerRow + 1; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const cell = (column: Column) => row.getCell(columns[column]).value;
    const code = textOrNull(cell('code'));
    if (code === null || !/^\d{2}-\d{4}$/.test(code)) continue;
    const type = textOrNull(cell('type'));
    if (type !== 'Summary' && type !== 'Line item')
      throw new ImportError(`EP ${EP_SHEET} row ${rowNumber}: unknown occupation type "${type}"`);
    occupations.push({
      code,
      title: textOrNull(cell('title')) ?? code,
      type,
      employment2024: numberOrNull(cell('employment2024')),
      employmentChangePercent: numberOrNull(cell('employmentChangePercent')),
      annualOpenings: numberOrNull(cell('annualOpenings')),
      medianWage2024: numberOrNull(cell('medianWage2024')),
      entryEducation: textOrNull(cell('entryEducation')),
      workExperience: textOrNull(cell('workExperience')),
      onTheJobTraining: textOrNull(cell('onTheJobTraining')),
    });
  }
  return occupations;
}

/** Reads Table 1.2 of an EP occupation.xlsx on disk. */
export async function readEpOccupations(file: string): Promise<EpOccupation[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch (error) {
    throw new ImportError(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return readEpSheet(workbook);
}

/**
 * The EP line item for an O*NET-SOC code ("47-2111.00" → "47-2111"). Where EP publishes the occupation only
 * within an aggregate (e.g. "29-2010" for 29-2011 and 29-2012), the line item whose code covers it, with
 * `aggregated: true`; `aggregates` names aggregates that are not a broader code. Null when no line item covers it.
 */
export function epRowFor(
  socCode: string,
  lineItems: ReadonlyMap<string, EpOccupation>,
  aggregates: Readonly<Record<string, { code: string }>> = {},
): { row: EpOccupation; aggregated: boolean } | null {
  const soc = socCode.slice(0, 7);
  const exact = lineItems.get(soc);
  if (exact) return { row: exact, aggregated: false };
  // BLS programs publish some SOC 2018 occupations only combined (OEWS_COMBINED in src/data/careers.ts): the same aggregate.
  const named = aggregates[socCode] ? lineItems.get(aggregates[socCode].code) : undefined;
  if (named) return { row: named, aggregated: true };
  // Broader codes replace trailing digits with 0: 29-2011 → 29-2010 → 29-2000 (a minor group is a summary, not a line item).
  for (const broader of [`${soc.slice(0, 6)}0`, `${soc.slice(0, 5)}00`]) {
    const row = lineItems.get(broader);
    if (row) return { row, aggregated: true };
  }
  return null;
}

export function lineItemsByCode(occupations: readonly EpOccupation[]): Map<string, EpOccupation> {
  return new Map(occupations.filter((o) => o.type === 'Line item').map((o) => [o.code, o]));
}
