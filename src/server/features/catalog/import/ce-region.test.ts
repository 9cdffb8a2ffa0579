import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CE_ITEMS, CE_REGION_SOURCE, CE_REGION_SPENDING } from '@data/ce-region-spending';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { CE_REGION_COLUMNS, readCeRegionSheet, readCeRegionTable } from './ce-region';
import { snapshotSource } from './ce-region-snapshot';
import { ImportError } from './input';

const TITLE =
  'Table 1800. Region of residence: Annual expenditure means, shares, standard errors, and relative standard errors, Consumer Expenditure Surveys, 2024';

/** A tiny workbook in the official Table 1800 layout: title, header, characteristics, items with Mean/Share/SE/RSE, footnotes. */
async function fixture(options: { header?: string[]; rows?: ExcelJS.CellValue[][] } = {}): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Table 1800');
  sheet.addRow([TITLE]);
  sheet.addRow([]);
  sheet.addRow(options.header ?? ['Item', 'All\nconsumer\nunits', 'Northeast', 'Midwest', 'South', 'West']);
  const rows = options.rows ?? [
    ['Number of consumer units (in thousands) a/ ', 135760, 23643, 28678, 53402, 30037],
    [''],
    ['Consumer unit characteristics:'],
    ['Income before taxes'],
    ['Mean', 104207, 115770, 97104, 93814, 120365],
    ['SE', 1248.94, 4437.23, 2430.62, 1923.75, 2502.51],
    ['Average number in consumer unit:'],
    ['People', 2.4, 2.4, 2.4, 2.4, 2.6],
    ['Children under 18', 0.6, 0.5, 0.6, 0.6, 0.6],
    ['Average annual expenditures'],
    ['Mean', 78535, 83692, 74707, 70376, 92625],
    ['SE', 831.48, 2229.14, 1405.77, 1567.36, 2053.02],
    ['Food'],
    ['Mean', 10169, 11372, 9677, 9003, 11746],
    ['Share', 12.9, 13.6, 13, 12.8, 12.7],
    ['Food at home'],
    ['Mean', 6224, 7165, 5846, 5502, 7112],
    ['Reading'],
    ['Mean', 125, 'c/', 98, new Date(Date.UTC(1900, 2, 1)), '158'],
    ['RSE', 7.74, 24.9, 13.72, 10.4, 8.82],
    ['Other money receipts'],
    ['Mean', 942, 963, 'b/', null, 1],
    [''],
    ['a Data are rounded to the nearest thousands.'],
    ['Source: Consumer Expenditure Surveys, U.S. Bureau of Labor Statistics, December, 2025'],
  ];
  for (const row of rows) sheet.addRow(row);
  const loaded = new ExcelJS.Workbook();
  await loaded.xlsx.load(await workbook.xlsx.writeBuffer());
  return loaded;
}

describe('readCeRegionSheet (fixture in the official layout)', () => {
  it('reads the title year, people per unit, each item mean by label and the source line', async () => {
    const table = readCeRegionSheet(await fixture());
    expect(table.period).toBe('2024');
    expect(table.sourceLine).toBe('Source: Consumer Expenditure Surveys, U.S. Bureau of Labor Statistics, December, 2025');
    expect(table.people).toEqual({ 'All consumer units': 2.4, Northeast: 2.4, Midwest: 2.4, South: 2.4, West: 2.6 });
    expect(table.means.get('Average annual expenditures')).toEqual({
      'All consumer units': 78535,
      Northeast: 83692,
      Midwest: 74707,
      South: 70376,
      West: 92625,
    });
    expect(table.means.get('Food')?.West).toBe(11746);
    expect(table.means.get('Food at home')?.South).toBe(5502);
    expect(table.means.get('Income before taxes')?.West).toBe(120365);
  });

  it('reads "c/" and "b/" as missing, never 0, text numbers as numbers, and date-formatted numbers as their value', async () => {
    const table = readCeRegionSheet(await fixture());
    // 1900-03-01 is Excel serial 61: a number the file formats as a date.
    expect(table.means.get('Reading')).toEqual({ 'All consumer units': 125, Northeast: null, Midwest: 98, South: 61, West: 158 });
    expect(table.means.get('Other money receipts')).toEqual({
      'All consumer units': 942,
      Northeast: 963,
      Midwest: null,
      South: null,
      West: 1,
    });
  });

  it('finds columns by header text wherever they are', async () => {
    const table = readCeRegionSheet(
      await fixture({
        header: ['Item', 'West', 'South', 'Midwest', 'Northeast', 'All consumer units'],
        rows: [['People', 2.6, 2.4, 2.3, 2.2, 2.5]],
      }),
    );
    expect(table.people).toEqual({ 'All consumer units': 2.5, Northeast: 2.2, Midwest: 2.3, South: 2.4, West: 2.6 });
  });

  it('names a missing column or a missing People row', async () => {
    expect(() => readCeRegionSheet(new ExcelJS.Workbook())).toThrow(ImportError);
    const noWest = await fixture({ header: ['Item', 'All consumer units', 'Northeast', 'Midwest', 'South'] });
    expect(() => readCeRegionSheet(noWest)).toThrow('missing column(s) "West"');
    const noPeople = await fixture({ rows: [['Food'], ['Mean', 1, 2, 3, 4, 5]] });
    expect(() => readCeRegionSheet(noPeople)).toThrow('no "People" row');
  });

  it('refuses to write a snapshot when an item the budget uses is missing', async () => {
    const table = readCeRegionSheet(await fixture());
    expect(() => snapshotSource(table, 'x.xlsx')).toThrow(/no "Mean" row for "Housing"/);
  });

  it('reports a missing file as an ImportError', async () => {
    await expect(readCeRegionTable('/nonexistent/ce.xlsx')).rejects.toThrow(ImportError);
  });
});

const ONE_YEAR = sharedDataFile('bls', 'ce-region-1-year-average-2024.xlsx');
const TWO_YEAR = sharedDataFile('bls', 'ce-region-2-year-average-2023-2024.xlsx');
const KEYS = { 'All consumer units': 'all', Northeast: 'Northeast', Midwest: 'Midwest', South: 'South', West: 'West' } as const;

describe.skipIf(!haveRealFiles([ONE_YEAR, TWO_YEAR], 'CE Table 1800 real-data test'))(
  'CE Table 1800 (real files in ../shared/data)',
  () => {
    it('every snapshot figure equals the 2024 one-year file, and the snapshot is what the generator writes', async () => {
      const table = await readCeRegionTable(ONE_YEAR);
      expect(table.period).toBe(CE_REGION_SOURCE.year);
      expect(table.sourceLine).toBe(CE_REGION_SOURCE.release);
      for (const column of CE_REGION_COLUMNS) {
        const snapshot = CE_REGION_SPENDING[KEYS[column]];
        expect(snapshot.people).toBe(table.people[column]);
        for (const item of CE_ITEMS) expect(snapshot.means[item], `${item}, ${column}`).toBe(table.means.get(item)![column]);
      }
      // Published totals, typed in from the file once.
      expect(CE_REGION_SPENDING.all.means['Average annual expenditures']).toBe(78_535);
      expect(CE_REGION_SPENDING.West.people).toBe(2.6);
      const written = readFileSync(new URL('../../../../data/ce-region-spending.ts', import.meta.url), 'utf8');
      expect(snapshotSource(table, ONE_YEAR)).toBe(written);
    });

    it('also reads the 2023-2024 two-year average table', async () => {
      const table = await readCeRegionTable(TWO_YEAR);
      expect(table.period).toBe('2023-2024');
      for (const item of CE_ITEMS) for (const column of CE_REGION_COLUMNS) expect(table.means.get(item)?.[column]).toBeGreaterThan(0);
      for (const column of CE_REGION_COLUMNS) expect(table.people[column]).toBeGreaterThan(1);
    });
  },
);
