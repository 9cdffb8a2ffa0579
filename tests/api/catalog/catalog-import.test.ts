import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Career, College } from '@domain/catalog/schemas';
import { loadCatalog } from '@server/features/catalog/import/load-catalog';
import { ImportError } from '@server/features/catalog/import/input';
import { importOnet, ONET_SOURCE } from '@server/features/catalog/import/onet';
import { buildCollegesSnapshot } from '@server/features/catalog/import/colleges-snapshot';
import { careerRow } from '@server/features/catalog/import/rows';
import { importScorecard, scorecardYear } from '@server/features/catalog/import/scorecard';
import { careers, colleges } from '@server/db/schema';
import { toCareerDto, toCollegeDto, type CareerDto } from '@server/shared/catalog';
import { asCareerDto } from '@tests/support/default-catalog';
import { haveRealFiles, sharedDataDir, sharedDataFile } from '@tests/support/real-data';
import { createTestDatabase } from '@tests/support/test-database';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
const SCORECARD_CSV = path.join(FIXTURES, 'scorecard/MERGED2023_24_PP.csv');
const FIELD_OF_STUDY_CSV = path.join(FIXTURES, 'scorecard/FieldOfStudyData1516_1617_PP.csv');
const ONET_DIR = path.join(FIXTURES, 'onet');
const FIXTURE_IDS = [990001, 990002, 990003, 990004, 990005, 990006, 990007];
const hasBzip2 = spawnSync('bzip2', ['--help']).error === undefined;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'waypoint-import-'));
});
afterAll(async () => {
  await database?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function college(unitId: number) {
  const [row] = await database.db.select().from(colleges).where(eq(colleges.unitId, unitId));
  return row;
}

async function career(socCode: string) {
  const [row] = await database.db.select().from(careers).where(eq(careers.socCode, socCode));
  return row;
}

describe('College Scorecard import', () => {
  it('reads the data year from the official file names', () => {
    expect(scorecardYear('MERGED2023_24_PP.csv.bz2')).toBe('2023-24');
    expect(scorecardYear('Most-Recent-Cohorts-Institution.csv')).toBe('most recent');
    expect(scorecardYear('colleges.csv')).toBeNull();
  });

  it('loads valid institutions, keeps missing values as null and skips invalid rows', async () => {
    const counts = await importScorecard(database.db, SCORECARD_CSV);
    expect(counts).toMatchObject({ read: 7, loaded: 5, skipped: 2 });
    expect(counts.skippedExamples.join('\n')).toMatch(/990005.*state/);
    expect(counts.skippedExamples.join('\n')).toMatch(/990006.*CONTROL/);

    const state = await college(990001);
    expect(toCollegeDto(state!)).toEqual({
      unitId: 990001,
      name: 'Example State University',
      city: 'Springfield',
      state: 'IL',
      control: 'public',
      locale: 'city',
      undergraduates: 18234,
      admissionRate: 0.7512,
      averageNetPrice: 15234,
      netPriceByIncome: [5000, 6000, 9000, 14000, 21000],
      costOfAttendance: 24100,
      costOfAttendanceKind: 'academic-year',
      currentlyOperating: true,
      completionRate: 0.6821,
      completionMeasure: 'four-year',
      medianDebt: 23251,
      medianEarnings: 52100,
      predominantDegree: 'bachelor',
      url: 'https://www.example-state.edu/',
      source: {
        name: 'U.S. Department of Education, College Scorecard (institution-level data)',
        year: '2023-24',
        url: 'https://collegescorecard.ed.gov/data/',
        estimate: false,
      },
    } satisfies College);
    expect(state!.curated).toBe(false);

    // Two-year school: PrivacySuppressed → null (never 0); completion from C150_L4.
    expect(await college(990002)).toMatchObject({
      locale: 'rural',
      admissionRate: null,
      completionRate: 0.3514,
      medianDebt: null,
      medianEarnings: null,
      predominantDegree: 'associate',
      url: 'https://lakeside.example.edu/',
      // Published as -250 (grants exceed the cost): kept as published; PrivacySuppressed and NULL brackets are null.
      netPriceByIncome: [-250, null, 4000, null, 7000],
      completionMeasure: 'less-than-four-year',
    });
    // Quoted name with a comma; private price column; NULL URL.
    expect(await college(990003)).toMatchObject({
      name: 'Harbor College of Art, Design & Media',
      control: 'private-nonprofit',
      locale: 'suburb',
      averageNetPrice: 28450,
      url: null,
      medianEarnings: null,
      // A private institution's brackets come from the _PRIV columns; CURROPER 0 is a closed institution.
      netPriceByIncome: [12000, 15000, 20000, 28000, 40000],
      currentlyOperating: false,
    });
    // Locale -3 (not available) and an empty URL are null.
    expect(await college(990004)).toMatchObject({
      control: 'private-for-profit',
      locale: null,
      url: null,
      predominantDegree: 'certificate',
      averageNetPrice: null,
      // No academic-year cost: the program-year one (COSTT4_P), said so.
      costOfAttendance: 18000,
      costOfAttendanceKind: 'program-year',
      netPriceByIncome: [null, null, null, null, null],
    });
    expect(await college(990007)).toMatchObject({ undergraduates: 0, predominantDegree: 'graduate' });
    expect(await college(990005)).toBeUndefined();
    expect(await college(990006)).toBeUndefined();
  });

  it('is idempotent: a second run gives the same rows', async () => {
    const before = await database.db.select().from(colleges).where(inArray(colleges.unitId, FIXTURE_IDS)).orderBy(colleges.unitId);
    const counts = await importScorecard(database.db, SCORECARD_CSV);
    expect(counts).toMatchObject({ read: 7, loaded: 5, skipped: 2 });
    const after = await database.db.select().from(colleges).where(inArray(colleges.unitId, FIXTURE_IDS)).orderBy(colleges.unitId);
    expect(after.map(toCollegeDto)).toEqual(before.map(toCollegeDto));
  });

  it.skipIf(!hasBzip2)('reads a .csv.bz2 file', async () => {
    const copy = path.join(scratch, 'Most-Recent-Cohorts-Institution.csv');
    await copyFile(SCORECARD_CSV, copy);
    execFileSync('bzip2', ['-f', copy]);
    const counts = await importScorecard(database.db, `${copy}.bz2`);
    expect(counts).toMatchObject({ read: 7, loaded: 5, skipped: 2 });
    expect((await college(990001))!.source.year).toBe('most recent');
  });

  it('rejects a file without the Scorecard columns and changes nothing', async () => {
    const bad = path.join(scratch, 'MERGED2022_23_PP.csv');
    await writeFile(bad, 'UNITID,INSTNM,STABBR\n990001,Renamed University,IL\n');
    await expect(importScorecard(database.db, bad)).rejects.toThrow(ImportError);
    await expect(importScorecard(database.db, bad)).rejects.toThrow(/missing column\(s\) CITY, CONTROL/);
    expect((await college(990001))!.name).toBe('Example State University');
  });

  it('rejects a missing file, an unknown year and a corrupt archive with one-line errors', async () => {
    await expect(importScorecard(database.db, path.join(scratch, 'MERGED2023_24_PP.csv'))).rejects.toThrow(/^No such file/);
    await expect(importScorecard(database.db, SCORECARD_CSV.replace('MERGED2023_24_PP', 'colleges'))).rejects.toThrow(/data year/);
    if (hasBzip2) {
      const corrupt = path.join(scratch, 'MERGED2023_24_PP.csv.bz2');
      await writeFile(corrupt, 'BZh9 this is not bzip2 data');
      await expect(importScorecard(database.db, corrupt)).rejects.toThrow(/Cannot decompress/);
    }
  });

  it('replaces a curated college, which the start-up loader then leaves alone', async () => {
    const curated: College = {
      ...toCollegeDto((await college(990001))!),
      name: 'Example State University (curated)',
      source: { name: 'College Scorecard', year: '2022-23', url: 'https://collegescorecard.ed.gov/data/', estimate: false },
    };
    await database.db.delete(colleges).where(eq(colleges.unitId, 990001));
    await loadCatalog(database.db, { careers: [], majors: [], colleges: [curated] });
    expect(await college(990001)).toMatchObject({ name: 'Example State University (curated)', curated: true });
    await importScorecard(database.db, SCORECARD_CSV);
    expect(await college(990001)).toMatchObject({ name: 'Example State University', curated: false });
    await loadCatalog(database.db, { careers: [], majors: [], colleges: [curated] });
    expect(await college(990001)).toMatchObject({ name: 'Example State University', curated: false });
  });
});

describe('O*NET import', () => {
  const curatedDeveloper: Career = {
    socCode: '15-1252.00',
    title: 'Software developer',
    description: 'Designs and builds the apps and systems people use on computers and phones.',
    interests: { R: 2, I: 7, A: 3, S: 2, E: 3, C: 4 },
    jobZone: 4,
    medianPay: 133080,
    payKind: null,
    hourlyMedianPay: null,
    outlookPercent: 15,
    annualOpenings: null,
    entryEducation: "Bachelor's degree",
    workExperience: 'None',
    onTheJobTraining: 'None',
    workValues: null,
    trainingSource: {
      name: 'BLS Employment Projections 2024-34, Table 1.2',
      year: '2024',
      url: 'https://www.bls.gov/emp/',
      estimate: false,
    },
    source: {
      name: 'BLS Occupational Outlook Handbook 2024-34; O*NET 29.3',
      year: '2024',
      url: 'https://www.bls.gov/ooh/',
      estimate: false,
    },
  };

  it('loads occupations with interest scores, skips the rest, and leaves curated careers as they are', async () => {
    await loadCatalog(database.db, { careers: [curatedDeveloper], majors: [], colleges: [] });
    const counts = await importOnet(database.db, ONET_DIR);
    expect(counts).toMatchObject({ read: 5, loaded: 2, keptCurated: 1, withoutInterests: 1, skipped: 1 });
    expect(counts.skippedExamples[0]).toMatch(/47-2031\.01.*Conventional/);

    expect(toCareerDto((await career('29-1141.00'))!)).toEqual({
      socCode: '29-1141.00',
      title: 'Registered Nurses',
      description: 'Assess patient health problems and needs, carry out nursing care plans and keep medical records.',
      interests: { R: 2.9, I: 4.5, A: 1.9, S: 6.9, E: 2.6, C: 3.5 },
      jobZone: 3,
      medianPay: null,
      payKind: null,
      hourlyMedianPay: null,
      outlookPercent: null,
      annualOpenings: null,
      entryEducation: null,
      workExperience: null,
      onTheJobTraining: null,
      workValues: null,
      trainingSource: null,
      figuresFrom: null,
      outlookComparison: null,
      source: ONET_SOURCE,
    } satisfies CareerDto);
    expect(await career('29-1141.00')).toMatchObject({ primaryArea: 'S', curated: false });
    // No Job Zone row → null.
    expect(await career('27-1024.00')).toMatchObject({ jobZone: null, primaryArea: 'A' });
    expect(await career('11-9199.00')).toBeUndefined();
    expect(await career('47-2031.01')).toBeUndefined();
    // The curated row keeps its BLS figures and wording.
    expect(toCareerDto((await career('15-1252.00'))!)).toEqual(asCareerDto(curatedDeveloper));
  });

  it('is idempotent', async () => {
    const [before] = await database.db.select({ value: count() }).from(careers);
    const counts = await importOnet(database.db, ONET_DIR);
    expect(counts).toMatchObject({ loaded: 2, keptCurated: 1 });
    const [after] = await database.db.select({ value: count() }).from(careers);
    expect(after!.value).toBe(before!.value);
  });

  it('leaves a default-dataset occupation, with its BLS figures, as the snapshot loaded it', async () => {
    const snapshotRow: Career = {
      ...curatedDeveloper,
      socCode: '27-1024.00',
      title: 'Graphic Designers',
      medianPay: 61300,
      payKind: 'annual',
      source: { ...curatedDeveloper.source, name: 'BLS OEWS May 2024 (pay); O*NET 29.3 (CC BY 4.0)' },
    };
    await database.db.delete(careers).where(eq(careers.socCode, snapshotRow.socCode));
    await database.db.insert(careers).values(careerRow(snapshotRow, false));
    const counts = await importOnet(database.db, ONET_DIR);
    expect(counts).toMatchObject({ loaded: 1, keptCurated: 1, keptSnapshot: 1 });
    expect(toCareerDto((await career('27-1024.00'))!)).toMatchObject({ medianPay: 61300, payKind: 'annual', title: 'Graphic Designers' });
  });

  it('rejects a folder without the O*NET files, or with the wrong columns', async () => {
    await expect(importOnet(database.db, scratch)).rejects.toThrow(/No such file: .*Occupation Data\.txt/);
    const bad = await mkdtemp(path.join(scratch, 'onet-'));
    await copyFile(path.join(ONET_DIR, 'Occupation Data.txt'), path.join(bad, 'Occupation Data.txt'));
    await writeFile(path.join(bad, 'Interests.txt'), 'O*NET-SOC Code\tTitle\tScore\n15-1252.00\tSoftware Developers\t6\n');
    await copyFile(path.join(ONET_DIR, 'Job Zones.txt'), path.join(bad, 'Job Zones.txt'));
    await expect(importOnet(database.db, bad)).rejects.toThrow(/Interests\.txt.*missing column\(s\) Element Name, Scale ID, Data Value/);
  });
});

/*
 * The real official files, when the shared data folder is next to the project
 * (override with WAYPOINT_SHARED_DATA). They are read in place, never copied.
 */
const realScorecard = sharedDataFile('college-scorecard', 'MERGED2023_24_PP.csv.bz2');
const realOnet = sharedDataFile('onet-29.3');
const haveRealData = haveRealFiles([realScorecard, path.join(realOnet, 'Interests.txt')], 'import of the real official files');
if (!haveRealData) {
  console.warn(
    `Skipping the import test on the real official files: ${sharedDataDir} (or bzip2) is not available. Set WAYPOINT_SHARED_DATA to its folder.`,
  );
}

describe.skipIf(!haveRealData)('import of the real official files', () => {
  it('loads every institution and occupation', { timeout: 180_000 }, async () => {
    const real = await createTestDatabase();
    try {
      const scorecard = await importScorecard(real.db, realScorecard);
      expect(scorecard.read).toBeGreaterThanOrEqual(6000);
      expect(scorecard.loaded).toBeGreaterThanOrEqual(6000);
      const [institutions] = await real.db.select({ value: count() }).from(colleges);
      expect(institutions!.value).toBeGreaterThanOrEqual(6000);

      const [withPayBefore] = await real.db.select({ value: count() }).from(careers).where(isNotNull(careers.payKind));
      const onet = await importOnet(real.db, realOnet);
      expect(onet.loaded + onet.keptCurated + onet.keptSnapshot).toBeGreaterThanOrEqual(800);
      // The default dataset's occupations keep their BLS pay, outlook and training: the O*NET-only rows would drop them.
      expect(onet.keptSnapshot).toBeGreaterThan(0);
      const [withPayAfter] = await real.db.select({ value: count() }).from(careers).where(isNotNull(careers.payKind));
      expect(withPayAfter!.value).toBe(withPayBefore!.value);
      const [occupations] = await real.db.select({ value: count() }).from(careers);
      expect(occupations!.value).toBeGreaterThanOrEqual(800);
    } finally {
      await real.close();
    }
  });
});

describe('College Scorecard import with the field-of-study estimates (--field-of-study)', () => {
  it('writes the rows the default dataset holds: the estimates, their labels and limited-data flags', async () => {
    const counts = await importScorecard(database.db, SCORECARD_CSV, { fieldOfStudy: FIELD_OF_STUDY_CSV });
    expect(counts).toMatchObject({ read: 7, loaded: 5, skipped: 2 });
    const rows = await database.db.select().from(colleges).where(inArray(colleges.unitId, FIXTURE_IDS));
    const snapshot = (await buildCollegesSnapshot(SCORECARD_CSV, FIELD_OF_STUDY_CSV)).text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as College);
    expect(rows.map(toCollegeDto).sort((a, b) => a.unitId - b.unitId)).toEqual(snapshot);
    const estimated = toCollegeDto((await college(990002))!);
    expect(estimated).toMatchObject({ medianDebt: 11000, medianEarnings: 23000, source: { estimate: true } });
    expect(toCollegeDto((await college(990007))!).source.limitedData).toEqual(['debt']);
  });

  it('refuses a field-of-study file of another release, naming it, and changes nothing', async () => {
    const other = path.join(scratch, 'FieldOfStudyData1920_2021_PP.csv');
    await copyFile(FIELD_OF_STUDY_CSV, other);
    await expect(importScorecard(database.db, SCORECARD_CSV, { fieldOfStudy: other })).rejects.toThrow(/FieldOfStudyData1516_1617_PP/);
  });
});
