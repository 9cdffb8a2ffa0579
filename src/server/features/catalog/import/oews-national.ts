import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { cellText } from './ep-occupation';
import { fileNameOf, ImportError, readAllBytes } from './input';

/*
 * BLS Occupational Employment and Wage Statistics, May 2024, national file (national_M2024_dl.xlsx):
 * one row per occupation and group level (total, major, minor, broad, detailed) for the "Cross-industry"
 * national estimate. Columns are found by their header names (OCC_CODE, A_MEDIAN, ...). BLS marks cells:
 * "*" = no wage estimate (for A_MEDIAN with an H_MEDIAN: hourly wages only), "**" = no employment estimate,
 * "#" = wage of $239,200 a year ($115.00 an hour) or more (top-coded). None of these is ever read as 0.
 * The file is read as the .xlsx or as BLS's official zip (oesm24nat.zip, which holds it), from a local path or the
 * official download address (https://www.bls.gov/oes/special-requests/oesm24nat.zip).
 */

export const OEWS_SOURCE_NAME = 'BLS Occupational Employment and Wage Statistics, May 2024 (national, cross-industry)';
export const OEWS_SOURCE_YEAR = '2024';
export const OEWS_SOURCE_URL = 'https://www.bls.gov/oes/tables.htm';
/** The annual wage BLS top-codes at ("#"): $239,200 or more. */
export const OEWS_TOP_CODE_ANNUAL = 239_200;

export type OewsGroup = 'total' | 'major' | 'minor' | 'broad' | 'detailed';

/** An annual median, or why there is none. `hourlyMedian` is set whenever BLS publishes it as a number. */
export type OewsMedian =
  | { kind: 'annual'; annual: number; hourly: number | null }
  | { kind: 'top-coded'; annual: null; hourly: number | null }
  | { kind: 'hourly only'; annual: null; hourly: number }
  | { kind: 'not available'; annual: null; hourly: null };

export interface OewsOccupation {
  /** SOC code, e.g. "15-1252"; a broad group ends in 0 ("13-1020"). */
  code: string;
  title: string;
  group: OewsGroup;
  median: OewsMedian;
  /** BLS's HOURLY flag: only hourly wages are published for the occupation. */
  hourlyOnly: boolean;
}

const HEADERS = ['OCC_CODE', 'OCC_TITLE', 'O_GROUP', 'I_GROUP', 'A_MEDIAN', 'H_MEDIAN', 'HOURLY'] as const;
type Header = (typeof HEADERS)[number];
const GROUPS: readonly string[] = ['total', 'major', 'minor', 'broad', 'detailed'];

function numberCell(value: ExcelJS.CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = cellText(value)?.trim() ?? '';
  if (!/^\$?[\d,]+(\.\d+)?$/.test(text)) return null;
  return Number(text.replace(/[$,]/g, ''));
}

const marker = (value: ExcelJS.CellValue) => cellText(value)?.trim() ?? '';

/** The median of a row from its A_MEDIAN and H_MEDIAN cells. */
export function oewsMedian(aMedian: ExcelJS.CellValue, hMedian: ExcelJS.CellValue): OewsMedian {
  const annual = numberCell(aMedian);
  const hourly = numberCell(hMedian);
  if (annual !== null && annual > 0) return { kind: 'annual', annual, hourly };
  if (marker(aMedian) === '#') return { kind: 'top-coded', annual: null, hourly };
  if (marker(aMedian) === '*' && hourly !== null && hourly > 0) return { kind: 'hourly only', annual: null, hourly };
  return { kind: 'not available', annual: null, hourly: null };
}

function findColumns(sheet: ExcelJS.Worksheet): { row: number; columns: Record<Header, number> } {
  for (let rowNumber = 1; rowNumber <= Math.min(sheet.rowCount, 10); rowNumber++) {
    const found = new Map<string, number>();
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const text = cellText(cell.value)?.trim().toUpperCase();
      if (text) found.set(text, column);
    });
    if (!found.has('OCC_CODE')) continue;
    const missing = HEADERS.filter((header) => !found.has(header));
    if (missing.length) throw new ImportError(`OEWS national file: missing column(s) ${missing.join(', ')}`);
    return { row: rowNumber, columns: Object.fromEntries(HEADERS.map((h) => [h, found.get(h)!])) as Record<Header, number> };
  }
  throw new ImportError('OEWS national file: no header row with OCC_CODE in the first 10 rows');
}

/** The cross-industry occupations of a loaded OEWS national workbook (first sheet with OCC_CODE), in file order. */
export function readOewsSheet(workbook: ExcelJS.Workbook): OewsOccupation[] {
  const sheet = workbook.worksheets.find((s) => s.getRow(1).values && /OCC_CODE/i.test(JSON.stringify(s.getRow(1).values)));
  if (!sheet) throw new ImportError('OEWS national file: no sheet with an OCC_CODE column');
  const { row: headerRow, columns } = findColumns(sheet);
  const occupations: OewsOccupation[] = [];
  for (let rowNumber = headerRow + 1; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const cell = (header: Header) => row.getCell(columns[header]).value;
    const code = marker(cell('OCC_CODE'));
    if (!/^\d{2}-\d{4}$/.test(code)) continue;
    if (marker(cell('I_GROUP')).toLowerCase() !== 'cross-industry') continue;
    const group = marker(cell('O_GROUP')).toLowerCase();
    if (!GROUPS.includes(group)) throw new ImportError(`OEWS national file row ${rowNumber}: unknown O_GROUP "${group}"`);
    occupations.push({
      code,
      title: marker(cell('OCC_TITLE')) || code,
      group: group as OewsGroup,
      median: oewsMedian(cell('A_MEDIAN'), cell('H_MEDIAN')),
      hourlyOnly: marker(cell('HOURLY')).toUpperCase() === 'TRUE' || cell('HOURLY') === true,
    });
  }
  return occupations;
}

/** The national workbook inside BLS's zip: national_M<year>_dl.xlsx, or the zip's only .xlsx. */
export async function xlsxFromOewsZip(zipBytes: Buffer, label: string): Promise<Buffer> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(zipBytes);
  } catch (error) {
    throw new ImportError(`${label} is not a readable zip: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const workbooks = Object.values(zip.files).filter((entry) => !entry.dir && /\.xlsx$/i.test(entry.name));
  const national = workbooks.filter((entry) => /(^|\/)national_M\d{4}_dl\.xlsx$/i.test(entry.name));
  const chosen = national.length === 1 ? national[0] : workbooks.length === 1 ? workbooks[0] : undefined;
  if (!chosen) {
    const names = Object.values(zip.files)
      .filter((entry) => !entry.dir)
      .map((entry) => entry.name);
    throw new ImportError(`${label}: expected one national_M<year>_dl.xlsx in the zip, found ${names.join(', ') || 'nothing'}`);
  }
  return chosen.async('nodebuffer');
}

/** Reads the OEWS national file: the .xlsx or the official .zip holding it, from a local path or an http(s) address. */
export async function readOewsNational(location: string): Promise<OewsOccupation[]> {
  const label = fileNameOf(location);
  const bytes = await readAllBytes(location);
  const xlsx = /\.zip$/i.test(label) ? await xlsxFromOewsZip(bytes, label) : bytes;
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS types its input as an ArrayBuffer-like Buffer of its own; a copied ArrayBuffer satisfies it.
    await workbook.xlsx.load(Uint8Array.from(xlsx).buffer);
  } catch (error) {
    throw new ImportError(`Could not read ${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return readOewsSheet(workbook);
}

/**
 * Occupations by code. A code listed both as a broad group and as a detailed occupation (e.g. "13-1020", where
 * the broad group has one detailed occupation) carries the same estimate; the detailed row is kept.
 */
export function oewsByCode(occupations: readonly OewsOccupation[]): Map<string, OewsOccupation> {
  const byCode = new Map<string, OewsOccupation>();
  for (const o of occupations) if (!byCode.has(o.code) || o.group === 'detailed') byCode.set(o.code, o);
  return byCode;
}
