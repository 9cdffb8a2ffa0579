import ExcelJS from 'exceljs';
import { cellText } from './ep-occupation';
import { ImportError, openInput } from './input';

/*
 * BLS Consumer Expenditure Surveys, Table 1800 "Region of residence" (regional budgets): mean annual
 * spending of all consumer units and of the Northeast, Midwest, South and West, with the consumer-unit
 * characteristics (people per unit, income before taxes). Columns are found by their header text and items by
 * their row labels (an item's label row is followed by its "Mean", "Share", "SE" and "RSE" rows), so a re-saved
 * copy with moved columns or rows still reads. A missing value ("c/", "b/", "—") is null, never 0.
 */

export const CE_REGION_COLUMNS = ['All consumer units', 'Northeast', 'Midwest', 'South', 'West'] as const;
export type CeRegionColumn = (typeof CE_REGION_COLUMNS)[number];
export type CeRegionValues = Readonly<Record<CeRegionColumn, number | null>>;

export interface CeRegionTable {
  /** The title row, e.g. "Table 1800. Region of residence: … Consumer Expenditure Surveys, 2024". */
  title: string;
  /** The survey period at the end of the title: "2024" or "2023-2024". */
  period: string;
  /** The source line at the foot, e.g. "Source: Consumer Expenditure Surveys, U.S. Bureau of Labor Statistics, December, 2025". */
  sourceLine: string | null;
  /** Average number of people in a consumer unit. */
  people: CeRegionValues;
  /** Every item's "Mean" row, by its label (whitespace-normalized), in file order. */
  means: ReadonlyMap<string, CeRegionValues>;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A number cell; the official file formats a few plain numbers as dates, which exceljs reads as Dates: back to the serial number. */
function numberOrNull(value: ExcelJS.CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Math.round((value.getTime() - EXCEL_EPOCH_MS) / 86_400_000);
  const text = cellText(value)?.trim() ?? '';
  if (text === '' || /^[a-z]\/$/i.test(text)) return null;
  const parsed = Number(text.replace(/[$,]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

function findHeader(sheet: ExcelJS.Worksheet): { row: number; columns: Record<CeRegionColumn, number> } {
  for (let rowNumber = 1; rowNumber <= Math.min(sheet.rowCount, 20); rowNumber++) {
    const found = new Map<string, number>();
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const text = cellText(cell.value);
      if (text) found.set(normalize(text).toLowerCase(), column);
    });
    if (!found.has('item')) continue;
    const missing = CE_REGION_COLUMNS.filter((name) => !found.has(name.toLowerCase()));
    if (missing.length) throw new ImportError(`CE Table 1800: missing column(s) ${missing.map((m) => `"${m}"`).join(', ')}`);
    return {
      row: rowNumber,
      columns: Object.fromEntries(CE_REGION_COLUMNS.map((name) => [name, found.get(name.toLowerCase())!])) as never,
    };
  }
  throw new ImportError('CE Table 1800: no header row starting with "Item" in the first 20 rows');
}

/** Reads Table 1800 from a loaded workbook (its first sheet whose title names Table 1800). */
export function readCeRegionSheet(workbook: ExcelJS.Workbook): CeRegionTable {
  const sheet = workbook.worksheets.find((candidate) => /table 1800/i.test(cellText(candidate.getRow(1).getCell(1).value) ?? ''));
  if (!sheet) throw new ImportError('CE workbook: no sheet titled "Table 1800"');
  const title = normalize(cellText(sheet.getRow(1).getCell(1).value) ?? '');
  const period = /(\d{4}(?:-\d{4})?)\s*$/.exec(title)?.[1];
  if (!period) throw new ImportError(`CE Table 1800: no survey year at the end of the title "${title}"`);
  const { row: headerRow, columns } = findHeader(sheet);
  const means = new Map<string, CeRegionValues>();
  let people: CeRegionValues | null = null;
  let sourceLine: string | null = null;
  let label: string | null = null;
  for (let rowNumber = headerRow + 1; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const first = normalize(cellText(row.getCell(1).value) ?? '');
    const values = () =>
      Object.fromEntries(CE_REGION_COLUMNS.map((name) => [name, numberOrNull(row.getCell(columns[name]).value)])) as CeRegionValues;
    if (first.startsWith('Source:')) sourceLine = first;
    else if (first === 'People' && people === null) people = values();
    else if (first === 'Mean' && label !== null) {
      if (!means.has(label)) means.set(label, values());
    } else if (first !== '' && !['Share', 'SE', 'RSE'].includes(first)) label = first;
  }
  if (people === null) throw new ImportError('CE Table 1800: no "People" row (average number in consumer unit)');
  return { title, period, sourceLine, people, means };
}

/** Reads Table 1800 from a local path or the official download address. */
export async function readCeRegionTable(location: string): Promise<CeRegionTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(await openInput(location));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`Could not read ${location}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return readCeRegionSheet(workbook);
}
