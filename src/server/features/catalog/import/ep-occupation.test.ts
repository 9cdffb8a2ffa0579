import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CAREER_TRAINING, EP_TRAINING_SOURCE } from '@data/career-training';
import { CAREERS, OEWS_COMBINED } from '@data/careers';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { careerTrainingEntries } from './career-training-snapshot';
import { EP_SOURCE, epRowFor, lineItemsByCode, readEpOccupations, readEpSheet, type EpOccupation } from './ep-occupation';

const HEADER = [
  '2024 National Employment Matrix title',
  '2024 National Employment Matrix code',
  'Occupation type',
  'Employment, 2024',
  'Employment, 2034',
  'Employment change, percent, 2024–34',
  'Occupational openings, 2024–34 annual average',
  'Median annual wage, dollars, 2024[1]',
  'Typical education needed for entry',
  'Work experience in a related occupation',
  'Typical on-the-job training needed to attain competency in the occupation',
];

/** A tiny workbook shaped like EP occupation.xlsx: a title row, the header, summary and line items, a footnote. */
async function fixture(rows: (string | number | ExcelJS.CellValue)[][], header = HEADER): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Index').addRow(['Contents']);
  const sheet = workbook.addWorksheet('Table 1.2');
  sheet.addRow([{ richText: [{ text: 'Table 1.2 Occupational projections, 2024–2034' }] }]);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  sheet.addRow(['Footnotes:']);
  // Round-trip through the xlsx format, as a file on disk would be read.
  const loaded = new ExcelJS.Workbook();
  await loaded.xlsx.load(await workbook.xlsx.writeBuffer());
  return loaded;
}

const ROWS = [
  ['Total, all occupations', '00-0000', 'Summary', 169956.1, 175167.9, 3.1, 18863.3, 49500, '—', '—', '—'],
  [
    '      Electricians',
    '47-2111',
    'Line item',
    818.7,
    868.3,
    6.1,
    81,
    62350,
    'High school diploma or equivalent',
    'None',
    'Apprenticeship',
  ],
  [
    '  Clinical laboratory technologists and technicians',
    '29-2010',
    'Line item',
    344.2,
    353.9,
    2.8,
    22.6,
    61890,
    "Bachelor's degree",
    'None',
    'None',
  ],
  ['  Legislators', '11-1031', 'Line item', 27.7, 28.6, 3.4, 2.2, '—', "Bachelor's degree", 'Less than 5 years', 'None'],
];

describe('readEpSheet', () => {
  it('reads every occupation row by header, with "—" as null and summary rows marked', async () => {
    const occupations = readEpSheet(await fixture(ROWS));
    expect(occupations).toHaveLength(4);
    expect(occupations[1]).toEqual({
      code: '47-2111',
      title: 'Electricians',
      type: 'Line item',
      employment2024: 818.7,
      employmentChangePercent: 6.1,
      annualOpenings: 81,
      medianWage2024: 62350,
      entryEducation: 'High school diploma or equivalent',
      workExperience: 'None',
      onTheJobTraining: 'Apprenticeship',
    } satisfies EpOccupation);
    expect(occupations[0]).toMatchObject({ type: 'Summary', entryEducation: null, workExperience: null, onTheJobTraining: null });
    expect(occupations[3]).toMatchObject({ medianWage2024: null, workExperience: 'Less than 5 years' });
  });

  it('finds moved columns by their header text', async () => {
    const order = [1, 0, 2, 3, 4, 5, 6, 7, 10, 9, 8];
    const occupations = readEpSheet(
      await fixture(
        [order.map((i) => ROWS[1]![i]!)],
        order.map((i) => HEADER[i]!),
      ),
    );
    expect(occupations[0]).toMatchObject({
      code: '47-2111',
      entryEducation: 'High school diploma or equivalent',
      onTheJobTraining: 'Apprenticeship',
    });
  });

  it('names a missing column or sheet', async () => {
    await expect(async () => readEpSheet(await fixture(ROWS, HEADER.slice(0, 9)))).rejects.toThrow(
      /Work experience in a related occupation/,
    );
    expect(() => readEpSheet(new ExcelJS.Workbook())).toThrow(/no sheet "Table 1.2"/);
  });
});

describe('epRowFor', () => {
  it('maps O*NET-SOC to SOC, then to the aggregate that contains it, else null', async () => {
    const items = lineItemsByCode(readEpSheet(await fixture(ROWS)));
    expect(items.has('00-0000')).toBe(false);
    expect(epRowFor('47-2111.00', items)).toMatchObject({ row: { code: '47-2111' }, aggregated: false });
    expect(epRowFor('29-2011.00', items)).toMatchObject({ row: { code: '29-2010' }, aggregated: true });
    expect(epRowFor('25-9042.00', items, { '25-9042.00': { code: '11-1031' } })).toMatchObject({
      row: { code: '11-1031' },
      aggregated: true,
    });
    expect(epRowFor('15-1252.00', items)).toBeNull();
  });
});

const epFile = sharedDataFile('bls', 'ep-2024-34-occupation.xlsx');
const haveEp = haveRealFiles([epFile], 'EP 2024-34 Table 1.2');

describe.skipIf(!haveEp)('the official EP 2024-34 occupation.xlsx', () => {
  it('reads 832 line items with BLS category values', async () => {
    const occupations = await readEpOccupations(epFile);
    const items = occupations.filter((o) => o.type === 'Line item');
    expect(items).toHaveLength(832);
    expect(occupations[0]).toMatchObject({ code: '00-0000', title: 'Total, all occupations', type: 'Summary' });
    expect(items.find((o) => o.code === '47-2111')).toMatchObject({
      title: 'Electricians',
      entryEducation: 'High school diploma or equivalent',
      onTheJobTraining: 'Apprenticeship',
    });
    expect(new Set(items.map((o) => o.entryEducation)).size).toBe(8);
  });

  it('gives every curated career the entry education, work experience and training the file has (snapshot up to date)', async () => {
    const entries = careerTrainingEntries(await readEpOccupations(epFile));
    expect(CAREER_TRAINING).toEqual(entries);
    expect(EP_TRAINING_SOURCE.name).toBe(EP_SOURCE.name);
    const items = lineItemsByCode(await readEpOccupations(epFile));
    for (const career of CAREERS) {
      const found = epRowFor(career.socCode, items, OEWS_COMBINED);
      expect(career.entryEducation, career.socCode).toBe(found?.row.entryEducation ?? null);
      expect(career.workExperience, career.socCode).toBe(found?.row.workExperience ?? null);
      expect(career.onTheJobTraining, career.socCode).toBe(found?.row.onTheJobTraining ?? null);
      if (found?.aggregated) expect(career.trainingSource?.name, career.socCode).toContain(`${found.row.title.toLowerCase()} combined`);
    }
  });
});
if (!haveEp) it.skip(`EP checks skipped: ${epFile} is absent`, () => {});
