import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLEGE_SOURCE_NAME,
  COLLEGES,
  ESTIMATED_OUTCOMES_YEAR,
  estimatedOutcomesSourceName,
  outcomeCredentialLevel,
} from '@data/colleges';
import { collegeSchema, type College } from '@domain/catalog/schemas';
import { limitedFigures } from '@domain/catalog/thin-estimate';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { buildCollegesSnapshot, collegePricesText, COLLEGES_SNAPSHOT_PATH, curatedUnitIds } from './colleges-snapshot';
import { readFieldOfStudyEstimates } from './field-of-study';

const SCORECARD_FIXTURE = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/scorecard/MERGED2023_24_PP.csv');

const FOS_HEADER =
  'P_UNITID,P_OPEID6,P_INSTNM,P_CONTROL,P_MAIN,P_CIPCODE,P_CIPDESC,P_CREDLEV,P_CREDDESC,P_COUNT,P_DEBTMEDIAN,P_DEBTPAYMENT10YR,P_DEBTMEAN,P_TITLEIVCOUNT,P_EARNINGSCOUNT,P_MD_EARN_WNE,P_IPEDSCOUNT1,P_IPEDSCOUNT2';
const fos = (
  unitId: number,
  cip: string,
  level: number,
  count: number,
  debt: number | string,
  earningsCount: number,
  earnings: number | string,
) =>
  `${unitId},1,College ${unitId},Public,1,${cip},Program.,${level},Level,${count},${debt},NULL,NULL,${count},${earningsCount},${earnings},1,NULL`;

/** Field-of-study rows for the fixture institutions (990001-990007 in tests/fixtures/scorecard), invented. */
const FOS_ROWS = [
  // 990002 (associate): 5 associate's programs, none above half: debt and earnings stand.
  ...[1, 2, 3, 4, 5].map((i) => fos(990002, `50${i}`, 2, 10, 8000 + 1000 * i, 10, 20000 + 1000 * i)),
  // 990007 (graduate → bachelor's level): 3 bachelor's programs (limited), earnings suppressed in one (2 left: no estimate).
  fos(990007, '100', 3, 10, 20000, 10, 30000),
  fos(990007, '101', 3, 10, 21000, 10, 'PrivacySuppressed'),
  fos(990007, '102', 3, 10, 22000, 10, 32000),
  // 990003 reports GRAD_DEBT_MDN itself: its programs are not used.
  ...[1, 2, 3, 4, 5].map((i) => fos(990003, `10${i}`, 3, 10, 1000 * i, 10, 2000 * i)),
];

let dir: string;
let fieldOfStudy: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-colleges-snapshot-'));
  fieldOfStudy = path.join(dir, 'FieldOfStudyData1516_1617_PP.csv');
  await writeFile(fieldOfStudy, `${FOS_HEADER}\n${FOS_ROWS.join('\n')}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const schoolPage = (unitId: number) => `https://collegescorecard.ed.gov/school/?${unitId}`;

describe('buildCollegesSnapshot on fixtures in the official formats', () => {
  it('writes every accepted institution, sorted by UNITID, one schema-valid JSON object per line', async () => {
    const snapshot = await buildCollegesSnapshot(SCORECARD_FIXTURE, fieldOfStudy);
    expect(snapshot).toMatchObject({ read: 7, written: 5, skipped: 2 });
    expect(snapshot.text.endsWith('\n')).toBe(true);
    const rows = snapshot.text
      .trimEnd()
      .split('\n')
      .map((line) => collegeSchema.parse(JSON.parse(line)) as College);
    expect(rows.map((c) => c.unitId)).toEqual([990001, 990002, 990003, 990004, 990007]);
    // Re-running on the same files gives the same bytes.
    expect((await buildCollegesSnapshot(SCORECARD_FIXTURE, fieldOfStudy)).text).toBe(snapshot.text);
    const byId = new Map(rows.map((c) => [c.unitId, c]));

    // The institution file reports 990001's debt and earnings itself: kept, and not called an estimate.
    expect(byId.get(990001)).toMatchObject({ medianDebt: 23251, medianEarnings: 52100 });
    expect(byId.get(990001)!.source).toEqual({ name: COLLEGE_SOURCE_NAME, year: '2023-24', url: schoolPage(990001), estimate: false });
    // Suppressed institution figures (990002) give way to the associate's-level estimate, which stands.
    expect(byId.get(990002)).toMatchObject({ medianDebt: 11000, medianEarnings: 23000, predominantDegree: 'associate' });
    expect(byId.get(990002)!.source).toEqual({
      name: estimatedOutcomesSourceName('associate'),
      year: ESTIMATED_OUTCOMES_YEAR,
      url: schoolPage(990002),
      estimate: true,
    });
    // 990003 reports its debt (27,000) but not its earnings: the file's figures are kept, not mixed with estimates.
    expect(byId.get(990003)).toMatchObject({ medianDebt: 27000, medianEarnings: null });
    expect(byId.get(990003)!.source).toMatchObject({ name: COLLEGE_SOURCE_NAME, estimate: false });
    expect(byId.get(990004)).toMatchObject({ medianDebt: 9500, medianEarnings: 21000 });
    // 3 bachelor's programs: a debt estimate marked limited data; earnings from 2 programs stay null, never 0.
    expect(byId.get(990007)).toMatchObject({ medianDebt: 21000, medianEarnings: null, predominantDegree: 'graduate' });
    expect(byId.get(990007)!.source).toEqual({
      name: estimatedOutcomesSourceName('bachelor'),
      year: ESTIMATED_OUTCOMES_YEAR,
      url: schoolPage(990007),
      estimate: true,
      limitedData: ['debt'],
    });
  });

  it("writes the curated colleges' prices file from the same rows, only for the curated UNITIDs", async () => {
    const snapshot = await buildCollegesSnapshot(SCORECARD_FIXTURE, fieldOfStudy);
    const rows = snapshot.text
      .trimEnd()
      .split('\n')
      .map((line) => collegeSchema.parse(JSON.parse(line)));
    expect(curatedUnitIds("scorecardRow({\n    unitId: 990002, name: 'x',\n  }),\n  scorecardRow({ unitId: 990003, name: 'y' })")).toEqual(
      new Set([990002, 990003]),
    );
    const text = collegePricesText(rows, new Set([990002, 990003]));
    expect(text).toContain(
      "990002: { netPriceByIncome: [-250, null, 4000, null, 7000], costOfAttendance: 9800, costOfAttendanceKind: 'academic-year', currentlyOperating: true, completionMeasure: 'less-than-four-year' },",
    );
    expect(text).toContain('990003: { netPriceByIncome: [12000, 15000, 20000, 28000, 40000]');
    expect(text).toContain('currentlyOperating: false');
    expect(text).not.toContain('990001:');
  });

  it('refuses other releases than the ones the labels name', async () => {
    await expect(buildCollegesSnapshot(SCORECARD_FIXTURE.replace('MERGED2023_24', 'MERGED2022_23'), fieldOfStudy)).rejects.toThrow(
      /2023-24 institution file/,
    );
    await expect(buildCollegesSnapshot(SCORECARD_FIXTURE, path.join(dir, 'FieldOfStudyData1920_2021_PP.csv'))).rejects.toThrow(
      /FieldOfStudyData1516_1617_PP/,
    );
  });
});

const mergedFile = sharedDataFile('college-scorecard', 'MERGED2023_24_PP.csv.bz2');
const fieldOfStudyFile = sharedDataFile('college-scorecard', 'FieldOfStudyData1516_1617_PP.csv.bz2');
const canCheck = haveRealFiles([mergedFile, fieldOfStudyFile], 'data/snapshot/colleges.ndjson against the Scorecard files');

const MISSING = new Set(['', 'NA', 'NULL', 'PrivacySuppressed']);
const num = (value: string | undefined) => (value === undefined || MISSING.has(value) ? null : Number(value));
const CONTROLS: Record<string, College['control']> = { '1': 'public', '2': 'private-nonprofit', '3': 'private-for-profit' };
const LOCALES: Record<string, College['locale']> = { '1': 'city', '2': 'suburb', '3': 'town', '4': 'rural' };
const DEGREES: Record<string, College['predominantDegree']> = { '1': 'certificate', '2': 'associate', '3': 'bachelor', '4': 'graduate' };

describe.skipIf(!canCheck)('data/snapshot/colleges.ndjson against the official Scorecard files', () => {
  it('holds every institution of MERGED2023_24_PP with its figures as published and the field-of-study estimates', async () => {
    expect(existsSync(COLLEGES_SNAPSHOT_PATH), 'run npm run data:colleges-snapshot').toBe(true);
    const lines = readFileSync(COLLEGES_SNAPSHOT_PATH, 'utf8').trimEnd().split('\n');
    const snapshot = lines.map((line) => {
      const college = collegeSchema.parse(JSON.parse(line));
      // Canonical bytes: exactly the schema's keys, in its order.
      expect(JSON.stringify(college)).toBe(line);
      return college;
    });
    const ids = snapshot.map((c) => c.unitId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);

    const records: string[][] = parse(execFileSync('bzcat', [mergedFile], { maxBuffer: 1024 * 1024 * 1024 }), { bom: true });
    const [header, ...rows] = records;
    const col = new Map(header!.map((name, index) => [name, index]));
    const estimates = await readFieldOfStudyEstimates(fieldOfStudyFile);
    const byId = new Map(snapshot.map((c) => [c.unitId, c]));
    // The 6,429 institutions: every row of the 2023-24 file.
    expect(rows).toHaveLength(6429);
    expect(snapshot).toHaveLength(rows.length);
    for (const row of rows) {
      const cell = (name: string) => {
        const value = row[col.get(name)!]!;
        return MISSING.has(value) ? null : value;
      };
      const unitId = Number(cell('UNITID'));
      const college = byId.get(unitId)!;
      const control = CONTROLS[cell('CONTROL')!]!;
      const locale = cell('LOCALE');
      const url = cell('INSTURL');
      const level = estimates.get(unitId)?.[outcomeCredentialLevel(college.predominantDegree)];
      // This file publishes no institution debt or earnings: every figure is an estimate.
      expect([num(cell('GRAD_DEBT_MDN') ?? ''), num(cell('MD_EARN_WNE_P10') ?? '')]).toEqual([null, null]);
      const figures = { medianDebt: level?.debt.value ?? null, medianEarnings: level?.earnings.value ?? null };
      const estimated = figures.medianDebt !== null || figures.medianEarnings !== null;
      const limited = limitedFigures(figures, level && { debt: level.debt.support, earnings: level.earnings.support });
      expect(college, `${unitId}`).toEqual({
        unitId,
        name: cell('INSTNM'),
        city: cell('CITY'),
        state: cell('STABBR'),
        control,
        locale: locale && /^[1-4][1-3]$/.test(locale) ? LOCALES[locale[0]!] : null,
        undergraduates: num(cell('UGDS') ?? ''),
        admissionRate: num(cell('ADM_RATE') ?? ''),
        averageNetPrice: num((control === 'public' ? cell('NPT4_PUB') : cell('NPT4_PRIV')) ?? ''),
        // NPT41..NPT45 of the institution's own sector, as published (negative kept, missing null).
        netPriceByIncome: [1, 2, 3, 4, 5].map((i) => num(cell(`NPT4${i}_${control === 'public' ? 'PUB' : 'PRIV'}`) ?? '')),
        costOfAttendance: num(cell('COSTT4_A') ?? '') ?? num(cell('COSTT4_P') ?? ''),
        costOfAttendanceKind: cell('COSTT4_A') !== null ? 'academic-year' : cell('COSTT4_P') !== null ? 'program-year' : null,
        currentlyOperating: cell('CURROPER') === '1',
        completionRate: num(cell('C150_4') ?? '') ?? num(cell('C150_L4') ?? ''),
        completionMeasure: cell('C150_4') !== null ? 'four-year' : cell('C150_L4') !== null ? 'less-than-four-year' : null,
        ...figures,
        predominantDegree: DEGREES[cell('PREDDEG') ?? ''] ?? null,
        url: url === null ? null : new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).toString(),
        source: {
          name: estimated ? estimatedOutcomesSourceName(outcomeCredentialLevel(college.predominantDegree)) : COLLEGE_SOURCE_NAME,
          year: estimated ? ESTIMATED_OUTCOMES_YEAR : '2023-24',
          url: schoolPage(unitId),
          estimate: estimated,
          ...(limited.length > 0 ? { limitedData: limited } : {}),
        },
      });
    }
  }, 240_000);

  it("carries the issue's examples and its 240 closed institutions", () => {
    const snapshot = new Map(
      readFileSync(COLLEGES_SNAPSHOT_PATH, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => collegeSchema.parse(JSON.parse(line)))
        .map((c) => [c.unitId, c]),
    );
    // UC Berkeley: average $14,979, under $30,000 $5,895, over $110,000 $35,154; Harvard: $16,816, $2,895, $53,571.
    expect(snapshot.get(110635)).toMatchObject({ averageNetPrice: 14979, netPriceByIncome: [5895, 7751, 11424, 18713, 35154] });
    expect(snapshot.get(166027)).toMatchObject({ averageNetPrice: 16816, netPriceByIncome: [2895, 2496, 2167, 13937, 53571] });
    expect([...snapshot.values()].filter((c) => !c.currentlyOperating)).toHaveLength(240);
    expect([...snapshot.values()].some((c) => c.netPriceByIncome.some((price) => price !== null && price < 0))).toBe(true);
  });

  it('agrees with every curated college', () => {
    const snapshot = new Map(
      readFileSync(COLLEGES_SNAPSHOT_PATH, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => collegeSchema.parse(JSON.parse(line)))
        .map((c) => [c.unitId, c]),
    );
    expect(COLLEGES).toHaveLength(336);
    for (const curated of COLLEGES) expect(snapshot.get(curated.unitId), curated.name).toEqual(curated);
  });
});

if (!canCheck) {
  console.warn(
    `Skipping the colleges snapshot real-data checks: ${mergedFile} or ${fieldOfStudyFile} or bzip2 is not available (set WAYPOINT_SHARED_DATA to the shared data folder).`,
  );
}
