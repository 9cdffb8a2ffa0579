import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_PAY_OUTLOOK, EP_ALL_OCCUPATIONS_OUTLOOK } from '@data/career-pay-outlook';
import { CAREERS } from '@data/careers';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { allOccupationsOutlook, careerPayOutlookEntries } from './career-pay-outlook-snapshot';
import { readEpOccupations } from './ep-occupation';
import { oewsByCode, oewsMedian, readOewsNational, readOewsSheet } from './oews-national';

const HEADER = [
  'AREA',
  'AREA_TITLE',
  'NAICS_TITLE',
  'I_GROUP',
  'OCC_CODE',
  'OCC_TITLE',
  'O_GROUP',
  'H_MEDIAN',
  'A_MEDIAN',
  'ANNUAL',
  'HOURLY',
];

/** A tiny workbook shaped like national_M2024_dl.xlsx: the data sheet, then a field-descriptions sheet. */
async function fixture(rows: (string | number | boolean | null)[][], header = HEADER): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('national_M2024_dl');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Field Descriptions').addRow(['Field', 'Field Description']);
  const loaded = new ExcelJS.Workbook();
  await loaded.xlsx.load(await workbook.xlsx.writeBuffer());
  return loaded;
}

const row = (code: string, group: string, hourly: string | number, annual: string | number, hourlyOnly = '') => [
  '99',
  'U.S.',
  'Cross-industry',
  'cross-industry',
  code,
  `Title ${code}`,
  group,
  hourly,
  annual,
  '',
  hourlyOnly,
];

describe('oewsMedian', () => {
  it('reads an annual median with its hourly median', () => {
    expect(oewsMedian(62350, 29.98)).toEqual({ kind: 'annual', annual: 62350, hourly: 29.98 });
    expect(oewsMedian('62,350', '29.98')).toEqual({ kind: 'annual', annual: 62350, hourly: 29.98 });
  });
  it('reads "#" as top-coded, never as a number', () => {
    expect(oewsMedian('#', '#')).toEqual({ kind: 'top-coded', annual: null, hourly: null });
  });
  it('reads "*" with an hourly median as hourly only', () => {
    expect(oewsMedian('*', 23.33)).toEqual({ kind: 'hourly only', annual: null, hourly: 23.33 });
  });
  it('reads "**", "*" without an hourly median, blanks and 0 as not available', () => {
    for (const [a, h] of [
      ['**', '**'],
      ['*', '*'],
      [null, null],
      [0, 0],
      ['', 12],
    ] as const)
      expect(oewsMedian(a, h)).toEqual({ kind: 'not available', annual: null, hourly: null });
  });
});

describe('readOewsSheet', () => {
  it('reads cross-industry rows by header, skipping other industries and footnotes', async () => {
    const workbook = await fixture([
      row('00-0000', 'total', 23.8, 49500),
      row('13-1020', 'broad', 35.84, 74550),
      row('13-1020', 'detailed', 35.84, 74550),
      row('27-2011', 'detailed', 23.33, '*', 'TRUE'),
      row('29-1223', 'detailed', '#', '#'),
      row('45-3031', 'detailed', '**', '**'),
      ['99', 'U.S.', 'Mining', '3-digit', '47-2111', 'Electricians', 'detailed', 30, 62350, '', ''],
      ['Footnotes:'],
    ]);
    const occupations = readOewsSheet(workbook);
    expect(occupations.map((o) => o.code)).toEqual(['00-0000', '13-1020', '13-1020', '27-2011', '29-1223', '45-3031']);
    expect(occupations[3]).toEqual({
      code: '27-2011',
      title: 'Title 27-2011',
      group: 'detailed',
      median: { kind: 'hourly only', annual: null, hourly: 23.33 },
      hourlyOnly: true,
    });
    expect(occupations[4]?.median.kind).toBe('top-coded');
    expect(occupations[5]?.median).toEqual({ kind: 'not available', annual: null, hourly: null });
    const byCode = oewsByCode(occupations);
    expect(byCode.get('13-1020')?.group).toBe('detailed');
    expect(byCode.get('47-2111')).toBeUndefined();
  });

  it('finds moved columns and names a missing one', async () => {
    const moved = ['A_MEDIAN', 'H_MEDIAN', 'HOURLY', 'O_GROUP', 'OCC_TITLE', 'OCC_CODE', 'I_GROUP'];
    const occupations = readOewsSheet(await fixture([[50000, 24.04, '', 'detailed', 'Cooks', '35-2014', 'cross-industry']], moved));
    expect(occupations[0]?.median).toEqual({ kind: 'annual', annual: 50000, hourly: 24.04 });
    await expect(
      fixture(
        [row('00-0000', 'total', 1, 2)],
        HEADER.filter((h) => h !== 'A_MEDIAN'),
      ).then(readOewsSheet),
    ).rejects.toThrow(/missing column\(s\) A_MEDIAN/);
  });
});

describe('readOewsNational: the .xlsx or the official zip (oesm24nat.zip)', () => {
  let dir: string;
  let xlsx: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-oews-'));
    xlsx = path.join(dir, 'national_M2024_dl.xlsx');
    const workbook = await fixture([row('00-0000', 'total', 23.8, 49500), row('29-1223', 'detailed', '#', '#')]);
    await writeFile(xlsx, Buffer.from(await workbook.xlsx.writeBuffer()));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A zip shaped like BLS's: a folder holding the national workbook (and, here, a text file beside it). */
  async function zipOf(entries: Record<string, Buffer | string>, name = 'oesm24nat.zip'): Promise<string> {
    const zip = new JSZip();
    for (const [entry, content] of Object.entries(entries)) zip.file(entry, content);
    const file = path.join(dir, name);
    await writeFile(file, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    return file;
  }

  it('reads the workbook inside the zip exactly as the .xlsx itself', async () => {
    const fromXlsx = await readOewsNational(xlsx);
    expect(fromXlsx.map((o) => o.code)).toEqual(['00-0000', '29-1223']);
    const zip = await zipOf({ 'oesm24nat/national_M2024_dl.xlsx': await readFile(xlsx), 'oesm24nat/readme.txt': 'x' });
    expect(await readOewsNational(zip)).toEqual(fromXlsx);
  });

  it('names what it found when the zip holds no national workbook, and refuses a file that is not a zip', async () => {
    const empty = await zipOf({ 'oesm24nat/readme.txt': 'x' }, 'empty.zip');
    await expect(readOewsNational(empty)).rejects.toThrow(
      /expected one national_M<year>_dl\.xlsx in the zip, found oesm24nat\/readme\.txt/,
    );
    const fake = path.join(dir, 'fake.zip');
    await writeFile(fake, 'not a zip');
    await expect(readOewsNational(fake)).rejects.toThrow(/fake\.zip is not a readable zip/);
    await expect(readOewsNational(path.join(dir, 'missing.zip'))).rejects.toThrow(/^No such file/);
  });
});

const oewsFile = sharedDataFile('bls', 'oews-national-M2024_dl.xlsx');
const epFile = sharedDataFile('bls', 'ep-2024-34-occupation.xlsx');
const haveFiles = haveRealFiles([oewsFile, epFile], 'OEWS May 2024 national and EP 2024-34 Table 1.2');

describe.skipIf(!haveFiles)('the official OEWS May 2024 national file', () => {
  it('reads every cross-industry occupation, with top-coded and hourly-only rows never 0', async () => {
    const occupations = await readOewsNational(oewsFile);
    expect(occupations.filter((o) => o.group === 'detailed')).toHaveLength(831);
    expect(occupations.find((o) => o.code === '00-0000')?.median).toEqual({ kind: 'annual', annual: 49500, hourly: 23.8 });
    expect(occupations.filter((o) => o.median.kind === 'top-coded').length).toBeGreaterThan(0);
    expect(occupations.filter((o) => o.median.kind === 'hourly only').every((o) => o.hourlyOnly)).toBe(true);
    expect(occupations.every((o) => o.median.annual !== 0 && o.median.hourly !== 0)).toBe(true);
  });

  it('gives every curated career the pay and outlook the files have (snapshot up to date)', async () => {
    const [oews, ep] = await Promise.all([readOewsNational(oewsFile), readEpOccupations(epFile)]);
    const entries = careerPayOutlookEntries(oews, ep);
    expect(Object.keys(entries)).toHaveLength(CAREERS.length);
    expect(CAREER_PAY_OUTLOOK).toEqual(entries);
    const byCode = oewsByCode(oews);
    for (const [soc, entry] of Object.entries(CAREER_PAY_OUTLOOK)) {
      expect(byCode.get(entry.oewsCode), soc).toBeDefined();
      expect(entry.payKind === 'annual' ? entry.annualMedian! > 0 : entry.annualMedian === null, soc).toBe(true);
      if (entry.payKind === 'hourly only') expect(entry.hourlyMedian, soc).toBeGreaterThan(0);
    }
    expect(Object.values(CAREER_PAY_OUTLOOK).filter((e) => e.outlookPercent !== null)).toHaveLength(CAREERS.length);
  });

  it('carries the change of "Total, all occupations" as the EP table publishes it (3.1% for 2024-34)', async () => {
    const all = allOccupationsOutlook(await readEpOccupations(epFile));
    expect(all).toEqual({ code: '00-0000', title: 'Total, all occupations', outlookPercent: 3.1 });
    expect(EP_ALL_OCCUPATIONS_OUTLOOK).toMatchObject(all);
  });
});
