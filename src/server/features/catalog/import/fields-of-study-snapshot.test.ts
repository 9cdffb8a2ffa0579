import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJORS } from '@data/majors';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import {
  buildFieldsOfStudySnapshot,
  fieldsOfStudy,
  FIELDS_OF_STUDY_SNAPSHOT_PATH,
  readCipCodes,
  stripExcelQuoting,
  type CipCode,
} from './fields-of-study-snapshot';
import { parseFieldsOfStudySnapshot } from './load-programs';

const code = (code: string, title: string, definition: string, action = 'No substantive changes'): CipCode => ({
  code,
  title,
  definition,
  action,
});

describe('fieldsOfStudy', () => {
  it('keeps every 4-digit series with its definition, the crosswalk occupations and the older series of the Scorecard file', () => {
    const lines = fieldsOfStudy(
      [
        code('42', 'PSYCHOLOGY.', 'Family.'),
        code('42.01', 'Psychology, General.', 'Instructional content is defined in code 42.0101.'),
        code('42.0101', 'Psychology, General.', 'A general program that focuses on behavior.'),
        code('45.14', 'Rural Sociology.', 'Deleted, Report under 45.1103', 'Deleted'),
        code('51.38', 'Registered Nursing.', 'Programs that prepare nurses.'),
      ],
      [
        { cip: '42.0101', soc: '19-3033', socTitle: 'Clinical and Counseling Psychologists' },
        { cip: '42.0101', soc: '19-3033', socTitle: 'Clinical and Counseling Psychologists' },
        { cip: '42.0101', soc: '11-9199', socTitle: 'Managers, All Other' },
        { cip: '51.3801', soc: '99-9999', socTitle: 'NO MATCH' },
      ],
      new Map([
        ['42.01', 'Psychology, General.'],
        ['42.02', 'Clinical Psychology.'],
      ]),
    );
    expect(lines).toEqual([
      {
        cip: '42.01',
        title: 'Psychology, General.',
        definition: 'A general program that focuses on behavior.',
        definitionCip: '42.0101',
        status: 'current',
        occupations: [
          { soc: '11-9199', title: 'Managers, All Other' },
          { soc: '19-3033', title: 'Clinical and Counseling Psychologists' },
        ],
      },
      { cip: '42.02', title: 'Clinical Psychology.', definition: null, definitionCip: null, status: 'scorecard-only', occupations: [] },
      {
        cip: '45.14',
        title: 'Rural Sociology.',
        definition: 'Deleted, Report under 45.1103',
        definitionCip: null,
        status: 'retired',
        occupations: [],
      },
      {
        cip: '51.38',
        title: 'Registered Nursing.',
        definition: 'Programs that prepare nurses.',
        definitionCip: null,
        status: 'current',
        occupations: [],
      },
    ]);
  });

  it("strips NCES's Excel quoting", () => {
    expect(stripExcelQuoting('="01.0101"')).toBe('01.0101');
    expect(stripExcelQuoting(' 01.01 ')).toBe('01.01');
  });
});

describe('readCipCodes', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-cip-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the Excel-quoted codes as text, leading zeros kept', async () => {
    const file = path.join(dir, 'CIPCode2020.csv');
    await writeFile(
      file,
      '"CIPFamily","CIPCode","Action","TextChange","CIPTitle","CIPDefinition","CrossReferences","Examples"\n' +
        '="01",="01.0101","No substantive changes",no,"Agricultural Business and Management, General.","A program, with a comma.","",\n',
    );
    expect(await readCipCodes(file)).toEqual([
      {
        code: '01.0101',
        title: 'Agricultural Business and Management, General.',
        definition: 'A program, with a comma.',
        action: 'No substantive changes',
      },
    ]);
  });
});

const files = {
  cip: sharedDataFile('nces', 'CIPCode2020.csv'),
  crosswalk: sharedDataFile('nces', 'CIP2020_SOC2018_Crosswalk.xlsx'),
  fieldOfStudy: sharedDataFile('college-scorecard', 'FieldOfStudyData1516_1617_PP.csv.bz2'),
};
const canCheck = haveRealFiles(Object.values(files), 'data/snapshot/fields-of-study.ndjson against the NCES files');

describe.skipIf(!canCheck)('data/snapshot/fields-of-study.ndjson against the official NCES files', () => {
  it('is exactly what the generator makes from the files, with every CIP 2020 series and every curated major', async () => {
    const committed = readFileSync(FIELDS_OF_STUDY_SNAPSHOT_PATH, 'utf8');
    const built = await buildFieldsOfStudySnapshot(files.cip, files.crosswalk, files.fieldOfStudy);
    expect(built.text).toBe(committed);
    const lines = parseFieldsOfStudySnapshot(committed, FIELDS_OF_STUDY_SNAPSHOT_PATH);
    // The README's 473 four-digit series, plus the series only the Scorecard file names.
    expect(lines.filter((line) => line.status !== 'scorecard-only')).toHaveLength(473);
    const byCip = new Map(lines.map((line) => [line.cip, line]));
    for (const major of MAJORS) expect(byCip.get(major.cip.slice(0, 5))?.status, major.name).toBe('current');
    expect(byCip.get('51.38')?.occupations.map((o) => o.soc)).toContain('29-1141');
    expect(lines.every((line) => line.occupations.every((o) => o.soc !== '99-9999'))).toBe(true);
  }, 120_000);
});

if (!canCheck) console.warn('Skipping the fields-of-study snapshot real-data check: the NCES or Scorecard files are missing.');
