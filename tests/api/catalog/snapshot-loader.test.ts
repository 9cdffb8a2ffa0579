import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { College } from '@domain/catalog/schemas';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { loadCuratedCatalog } from '@server/features/catalog/import/curated';
import { findSnapshotDir, loadSnapshots, SnapshotError, type SnapshotCareer } from '@server/features/catalog/import/load-snapshot';
import { careers, catalogSnapshots, collegePrograms, colleges, fieldOfStudyOccupations, fieldsOfStudy } from '@server/db/schema';
import { PROGRAM_OUTCOMES_SOURCE } from '@data/college-programs';
import { PROGRAM_ROW_COLUMNS } from '@domain/catalog/programs';
import { createTestDatabase } from '@tests/support/test-database';

/*
 * The default-dataset loader (ADR 0026) on a fixture snapshot: it loads, skips an unchanged file by its
 * hash, updates and prunes on a change, never overwrites a curated row and names file:line on a bad line.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;

const curatedCareer = CAREERS[0]!;
const curatedCollege = COLLEGES[0]!;
const base = CAREERS[1]!;

function fixtureCareer(socCode: string, title: string, alternateTitles: string[]): SnapshotCareer {
  return { ...base, socCode, title, description: `${title}: a fixture occupation for the loader test.`, alternateTitles };
}

const fixtureCollege: College = { ...curatedCollege, unitId: 990_101, name: 'Fixture Community College', state: 'MT' };

const ndjson = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';

async function writeSnapshot(careerRows: readonly unknown[], collegeRows?: readonly unknown[]) {
  await writeFile(path.join(dir, 'careers.ndjson'), ndjson(careerRows));
  if (collegeRows) await writeFile(path.join(dir, 'colleges.ndjson'), ndjson(collegeRows));
}

async function careerBy(socCode: string) {
  const [row] = await database.db.select().from(careers).where(eq(careers.socCode, socCode));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-snapshot-'));
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('default-dataset snapshot loader', () => {
  it('finds data/snapshot at the repository root', () => {
    expect(findSnapshotDir()).toBe(path.resolve(import.meta.dirname, '../../../data/snapshot'));
  });

  it('loads a snapshot as non-curated rows and leaves curated rows as they are', async () => {
    await writeSnapshot(
      [
        fixtureCareer('19-9901.00', 'Fixture analysts', ['Data wrangler', 'Fixture tech']),
        fixtureCareer('19-9902.00', 'Fixture surveyors', []),
        { ...fixtureCareer(curatedCareer.socCode, 'Overwritten title', ['Nope']) },
      ],
      [fixtureCollege, { ...curatedCollege, name: 'Overwritten College' }],
    );
    const results = await loadSnapshots(database.db, dir);
    expect(results.map(({ ms: _ms, ...rest }) => rest)).toEqual([
      { file: 'careers.ndjson', status: 'loaded', rows: 3, written: 2, keptCurated: 1, removed: expect.any(Number) },
      { file: 'colleges.ndjson', status: 'loaded', rows: 2, written: 1, keptCurated: 1, removed: expect.any(Number) },
      { file: 'programs.ndjson', status: 'absent', rows: 0, written: 0, keptCurated: 0, removed: 0 },
      { file: 'fields-of-study.ndjson', status: 'absent', rows: 0, written: 0, keptCurated: 0, removed: 0 },
    ]);

    const analyst = await careerBy('19-9901.00');
    expect(analyst).toMatchObject({ title: 'Fixture analysts', curated: false, alternateTitles: ['Data wrangler', 'Fixture tech'] });
    expect(await careerBy(curatedCareer.socCode)).toMatchObject({ title: curatedCareer.title, curated: true });
    const [college] = await database.db.select().from(colleges).where(eq(colleges.unitId, fixtureCollege.unitId));
    expect(college).toMatchObject({ name: 'Fixture Community College', state: 'MT', curated: false });
    const [curated] = await database.db.select().from(colleges).where(eq(colleges.unitId, curatedCollege.unitId));
    expect(curated).toMatchObject({ name: curatedCollege.name, curated: true });

    // Only curated rows and the snapshot's rows remain.
    const nonCurated = await database.db.select({ socCode: careers.socCode }).from(careers).where(eq(careers.curated, false));
    expect(nonCurated.map((row) => row.socCode).sort()).toEqual(['19-9901.00', '19-9902.00']);
  });

  it('skips an unchanged file by its SHA-256', async () => {
    const results = await loadSnapshots(database.db, dir);
    expect(results.map((r) => [r.file, r.status, r.rows, r.written])).toEqual([
      ['careers.ndjson', 'unchanged', 3, 0],
      ['colleges.ndjson', 'unchanged', 2, 0],
      ['programs.ndjson', 'absent', 0, 0],
      ['fields-of-study.ndjson', 'absent', 0, 0],
    ]);
    const stored = await database.db
      .select()
      .from(catalogSnapshots)
      .where(inArray(catalogSnapshots.file, ['careers.ndjson', 'colleges.ndjson']));
    expect(stored.map((s) => s.sha256)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });

  it('updates changed rows and removes rows that left the file', async () => {
    await writeSnapshot([fixtureCareer('19-9901.00', 'Fixture analysts, renamed', ['Coder'])]);
    const [careerResult, collegeResult] = await loadSnapshots(database.db, dir);
    expect(careerResult).toMatchObject({ status: 'loaded', rows: 1, written: 1, removed: 1 });
    expect(collegeResult).toMatchObject({ status: 'unchanged' });
    expect(await careerBy('19-9901.00')).toMatchObject({ title: 'Fixture analysts, renamed', alternateTitles: ['Coder'] });
    expect(await careerBy('19-9902.00')).toBeUndefined();
  });

  it('the curated loader and the snapshot do not fight: curated rows stay curated across restarts', async () => {
    await loadCuratedCatalog(database.db);
    const [careerResult] = await loadSnapshots(database.db, dir);
    expect(careerResult).toMatchObject({ status: 'unchanged' });
    const rows = await database.db
      .select({ socCode: careers.socCode, curated: careers.curated, title: careers.title })
      .from(careers)
      .where(inArray(careers.socCode, [curatedCareer.socCode, '19-9901.00']));
    expect(rows.sort((a, b) => a.socCode.localeCompare(b.socCode))).toEqual(
      [
        { socCode: curatedCareer.socCode, curated: true, title: curatedCareer.title },
        { socCode: '19-9901.00', curated: false, title: 'Fixture analysts, renamed' },
      ].sort((a, b) => a.socCode.localeCompare(b.socCode)),
    );
  });

  it('stops with the file and line of a bad line, writing nothing', async () => {
    await writeFile(
      path.join(dir, 'careers.ndjson'),
      ndjson([fixtureCareer('19-9903.00', 'Fixture welders', []), { ...fixtureCareer('19-9904.00', 'Bad', []), medianPay: 0 }]),
    );
    const failure = loadSnapshots(database.db, dir);
    await expect(failure).rejects.toThrow(SnapshotError);
    await expect(failure).rejects.toThrow(/careers\.ndjson:2: medianPay:/);
    expect(await careerBy('19-9903.00')).toBeUndefined();

    await writeFile(path.join(dir, 'careers.ndjson'), '{"socCode": \n');
    await expect(loadSnapshots(database.db, dir)).rejects.toThrow(/careers\.ndjson:1: not JSON/);
  });

  it('loads the program and field-of-study snapshots (header line, then rows), replacing the tables', async () => {
    // The test before left a broken careers file: put back the one loaded before it.
    await writeSnapshot([fixtureCareer('19-9901.00', 'Fixture analysts, renamed', ['Coder'])]);
    const header = { kind: 'college-programs', source: PROGRAM_OUTCOMES_SOURCE, columns: [...PROGRAM_ROW_COLUMNS] };
    await writeFile(
      path.join(dir, 'programs.ndjson'),
      ndjson([header, [990_101, '42.01', 3, 10, 12, 15, 21000, 11, 30500], [990_101, '51.38', 2, null, 4, null, null, null, null]]),
    );
    const field = { title: 'Psychology, General.', definition: 'A program.', definitionCip: '42.0101', status: 'current' };
    await writeFile(
      path.join(dir, 'fields-of-study.ndjson'),
      ndjson([
        { kind: 'fields-of-study', sources: ['NCES CIP 2020'] },
        { cip: '42.01', ...field, occupations: [{ soc: '19-3033', title: 'Clinical and Counseling Psychologists' }] },
      ]),
    );
    const results = await loadSnapshots(database.db, dir);
    expect(results.slice(2).map((r) => [r.file, r.status, r.rows])).toEqual([
      ['programs.ndjson', 'loaded', 2],
      ['fields-of-study.ndjson', 'loaded', 1],
    ]);
    const programs = await database.db.select().from(collegePrograms).orderBy(collegePrograms.cip);
    expect(programs).toEqual([
      {
        unitId: 990_101,
        cip: '42.01',
        credentialLevel: 3,
        awardsYear1: 10,
        awardsYear2: 12,
        debtCohort: 15,
        medianDebt: 21000,
        earningsCohort: 11,
        medianEarnings: 30500,
      },
      {
        unitId: 990_101,
        cip: '51.38',
        credentialLevel: 2,
        awardsYear1: null,
        awardsYear2: 4,
        debtCohort: null,
        medianDebt: null,
        earningsCohort: null,
        medianEarnings: null,
      },
    ]);
    expect(await database.db.select().from(fieldsOfStudy)).toEqual([{ cip: '42.01', ...field }]);
    expect(await database.db.select().from(fieldOfStudyOccupations)).toEqual([
      { cip: '42.01', socCode: '19-3033', socTitle: 'Clinical and Counseling Psychologists' },
    ]);
    expect((await loadSnapshots(database.db, dir)).slice(2).map((r) => r.status)).toEqual(['unchanged', 'unchanged']);

    // A bad header or row stops the load with the file and line, writing nothing.
    await writeFile(path.join(dir, 'programs.ndjson'), ndjson([{ ...header, columns: ['unitId'] }]));
    await expect(loadSnapshots(database.db, dir)).rejects.toThrow(/programs\.ndjson:1: columns/);
    await writeFile(path.join(dir, 'programs.ndjson'), ndjson([header, [990_101, '4201', 3, null, null, null, null, null, null]]));
    await expect(loadSnapshots(database.db, dir)).rejects.toThrow(/programs\.ndjson:2: cip is not a 4-digit CIP code/);
    expect(await database.db.select().from(collegePrograms)).toHaveLength(2);
  });

  it('reports a missing file as absent', async () => {
    await rm(path.join(dir, 'careers.ndjson'));
    await rm(path.join(dir, 'colleges.ndjson'));
    await rm(path.join(dir, 'programs.ndjson'), { force: true });
    await rm(path.join(dir, 'fields-of-study.ndjson'), { force: true });
    const results = await loadSnapshots(database.db, dir);
    expect(results.map((r) => r.status)).toEqual(['absent', 'absent', 'absent', 'absent']);
  });
});
