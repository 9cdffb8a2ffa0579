import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cipSeriesFromScorecard, type ProgramRow } from '@domain/catalog/programs';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { parseProgramsSnapshot } from './load-programs';
import { buildProgramsSnapshot, PROGRAMS_SNAPSHOT_PATH, readFieldOfStudyProgramRows } from './programs-snapshot';

const HEADER =
  'P_UNITID,P_OPEID6,P_INSTNM,P_CONTROL,P_MAIN,P_CIPCODE,P_CIPDESC,P_CREDLEV,P_CREDDESC,P_COUNT,P_DEBTMEDIAN,P_DEBTPAYMENT10YR,P_DEBTMEAN,P_TITLEIVCOUNT,P_EARNINGSCOUNT,P_MD_EARN_WNE,P_IPEDSCOUNT1,P_IPEDSCOUNT2';

/** Invented programs in the official format: one row per case the generator must handle. */
const ROWS = [
  // Everything reported.
  '990001,1,A,Public,1,4201,"Psychology, General.",3,Bachelors Degree,120,22000,NULL,NULL,120,90,31000,70,65',
  // Suppressed figures (null, never 0), a 3-digit CIP code without its leading zero.
  '990001,1,A,Public,1,100,"Agriculture, General.",2,Associate,PrivacySuppressed,PrivacySuppressed,NULL,NULL,NULL,PrivacySuppressed,PrivacySuppressed,4,NULL',
  // Nothing reported: left out.
  '990001,1,A,Public,1,5009,Music.,3,Bachelors Degree,PrivacySuppressed,PrivacySuppressed,NULL,NULL,NULL,PrivacySuppressed,PrivacySuppressed,NULL,NULL',
  // No UNITID; an institution not in the institution file.
  'NULL,1,B,Public,1,4201,"Psychology, General.",3,Bachelors Degree,10,1000,NULL,NULL,10,10,1000,10,10',
  '123456,1,C,Public,1,4201,"Psychology, General.",3,Bachelors Degree,10,1000,NULL,NULL,10,10,1000,10,10',
  // A series CIP 2020 does not have (its description is kept for the field-of-study snapshot).
  '990002,2,D,Private,1,4202,Clinical Psychology.,6,Doctoral Degree,PrivacySuppressed,PrivacySuppressed,NULL,NULL,NULL,PrivacySuppressed,PrivacySuppressed,3,2',
];

let dir: string;
let fieldOfStudy: string;
let institutions: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-programs-'));
  fieldOfStudy = path.join(dir, 'FieldOfStudyData1516_1617_PP.csv');
  institutions = path.join(dir, 'MERGED2023_24_PP.csv');
  await writeFile(fieldOfStudy, `\uFEFF${HEADER}\r\n${ROWS.join('\r\n')}\r\n`);
  await writeFile(institutions, 'UNITID,INSTNM\n990001,A\n990002,D\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the programs snapshot generator on a file in the official format', () => {
  it('keeps every program reporting something, as published, sorted, after a header naming its source', async () => {
    const snapshot = await buildProgramsSnapshot(fieldOfStudy, institutions);
    expect(snapshot.leftOut).toEqual({ noUnitId: 1, otherInstitution: 1, nothingReported: 1 });
    const lines = snapshot.text.trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      kind: 'college-programs',
      source: { completionYears: ['2015-16', '2016-17'], earningsHorizon: 'first-year-after-completing', inflationAdjusted: false },
    });
    expect(lines.slice(1).map((line) => JSON.parse(line) as unknown)).toEqual([
      [990001, '01.00', 2, 4, null, null, null, null, null],
      [990001, '42.01', 3, 70, 65, 120, 22000, 90, 31000],
      [990002, '42.02', 6, 3, 2, null, null, null, null],
    ]);
    expect(parseProgramsSnapshot(snapshot.text, 'programs.ndjson')).toHaveLength(3);
    expect(snapshot.descriptions.get('42.02')).toBe('Clinical Psychology.');
    // The same files give the same bytes.
    expect((await buildProgramsSnapshot(fieldOfStudy, institutions)).text).toBe(snapshot.text);
  });

  it('refuses another release and broken figures', async () => {
    await expect(readFieldOfStudyProgramRows(path.join(dir, 'FieldOfStudyData1920_2021_PP.csv'), new Set())).rejects.toThrow(
      /FieldOfStudyData1516_1617_PP/,
    );
    const broken = path.join(dir, 'FieldOfStudyData1516_1617_PP-broken.csv');
    await writeFile(broken, `${HEADER}\n990001,1,A,Public,1,4201,P.,3,B,ten,1,NULL,NULL,1,1,1,1,1\n`);
    await expect(readFieldOfStudyProgramRows(broken, new Set([990001]))).rejects.toThrow(/P_COUNT is not a whole number/);
  });

  it('maps the file CIP codes to 4-digit series', () => {
    expect(cipSeriesFromScorecard('4201')).toBe('42.01');
    expect(cipSeriesFromScorecard('100')).toBe('01.00');
    expect(cipSeriesFromScorecard('42.01')).toBeNull();
  });
});

const fieldOfStudyFile = sharedDataFile('college-scorecard', 'FieldOfStudyData1516_1617_PP.csv.bz2');
const mergedFile = sharedDataFile('college-scorecard', 'MERGED2023_24_PP.csv.bz2');
const canCheck = haveRealFiles([fieldOfStudyFile, mergedFile], 'data/snapshot/programs.ndjson against the Scorecard files');

describe.skipIf(!canCheck)('data/snapshot/programs.ndjson against the official field-of-study file', () => {
  it('holds exactly the programs of the file that report something, for the institutions of the 2023-24 file', () => {
    expect(existsSync(PROGRAMS_SNAPSHOT_PATH), 'run npm run data:programs-snapshot').toBe(true);
    const snapshot = parseProgramsSnapshot(readFileSync(PROGRAMS_SNAPSHOT_PATH, 'utf8'), PROGRAMS_SNAPSHOT_PATH);
    const read = (file: string): string[][] => parse(execFileSync('bzcat', [file], { maxBuffer: 1024 * 1024 * 1024 }), { bom: true });
    const [, ...institutionRows] = read(mergedFile);
    const unitIds = new Set(institutionRows.map((row) => Number(row[0])));
    const [header, ...rows] = read(fieldOfStudyFile);
    const col = new Map(header!.map((name, index) => [name, index]));
    const MISSING = new Set(['', 'NULL', 'PrivacySuppressed', 'NA']);
    const cell = (row: string[], name: string) => {
      const value = row[col.get(name)!]!;
      return MISSING.has(value) ? null : Number(value);
    };
    const expected: ProgramRow[] = [];
    for (const row of rows) {
      const unitId = cell(row, 'P_UNITID');
      if (unitId === null || !unitIds.has(unitId)) continue;
      const figures = ['P_IPEDSCOUNT1', 'P_IPEDSCOUNT2', 'P_COUNT', 'P_DEBTMEDIAN', 'P_EARNINGSCOUNT', 'P_MD_EARN_WNE'].map((name) =>
        cell(row, name),
      );
      if (figures.every((value) => value === null)) continue;
      expected.push([unitId, cipSeriesFromScorecard(row[col.get('P_CIPCODE')!]!)!, cell(row, 'P_CREDLEV')!, ...figures] as ProgramRow);
    }
    const key = (row: ProgramRow) => `${row[0]}:${row[1]}:${row[2]}`;
    expected.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2]);
    expect(snapshot.length).toBe(expected.length);
    for (let i = 0; i < expected.length; i++) expect(snapshot[i], key(expected[i]!)).toEqual(expected[i]);
    // The Ohio State examples: psychology $22,985 and $29,100; nursing $16,500 and $60,300; music not reported.
    const ohio = (cip: string) => snapshot.find((row) => row[0] === 204796 && row[1] === cip && row[2] === 3);
    expect(ohio('42.01')?.slice(6)).toEqual([22985, 528, 29100]);
    expect([ohio('51.38')?.[6], ohio('51.38')?.[8]]).toEqual([16500, 60300]);
    expect(ohio('50.09')?.[8]).toBeNull();
  }, 600_000);
});

if (!canCheck) console.warn(`Skipping the programs snapshot real-data check: ${fieldOfStudyFile} or ${mergedFile} or bzip2 is missing.`);
