import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { loadSnapshots, type SnapshotCareer } from '@server/features/catalog/import/load-snapshot';
import { careers } from '@server/db/schema';
import { createTestDatabase } from '@tests/support/test-database';

/*
 * The Spanish titles ride with the careers snapshot: data/i18n/careers.es.ndjson beside data/snapshot is
 * written into title_es/description_es, and a change to the Spanish file alone reloads the careers (its hash is part
 * of the snapshot's), while an unchanged pair is still skipped.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let root: string;
let dir: string;

const base = CAREERS[1]!;
const fixture: SnapshotCareer = {
  ...base,
  socCode: '19-9903.00',
  title: 'Fixture surveyors',
  description: 'Fixture surveyors: a fixture occupation for the Spanish loader test.',
  alternateTitles: [],
};

const write = (file: string, rows: readonly unknown[]) => writeFile(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');

async function row() {
  const [found] = await database.db.select().from(careers).where(eq(careers.socCode, fixture.socCode));
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'waypoint-spanish-'));
  dir = path.join(root, 'snapshot');
  await mkdir(dir);
  await mkdir(path.join(root, 'i18n'));
  await write(path.join(dir, 'careers.ndjson'), [fixture]);
});
afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('Spanish career texts in the snapshot loader', () => {
  it('writes the Spanish title; a line without description leaves the Spanish description empty', async () => {
    await write(path.join(root, 'i18n', 'careers.es.ndjson'), [{ socCode: fixture.socCode, title: 'Agrimensores de prueba' }]);
    const [careerResult] = await loadSnapshots(database.db, dir);
    expect(careerResult).toMatchObject({ status: 'loaded', written: 1 });
    expect(await row()).toMatchObject({ title: fixture.title, titleEs: 'Agrimensores de prueba', descriptionEs: null });
  });

  it('skips the careers when neither file changed, reloads them when only the Spanish file changed', async () => {
    expect((await loadSnapshots(database.db, dir))[0]).toMatchObject({ status: 'unchanged' });
    await write(path.join(root, 'i18n', 'careers.es.ndjson'), [
      { socCode: fixture.socCode, title: 'Agrimensores de prueba', description: 'Miden terrenos de prueba para este test.' },
    ]);
    expect((await loadSnapshots(database.db, dir))[0]).toMatchObject({ status: 'loaded', written: 1 });
    expect(await row()).toMatchObject({ titleEs: 'Agrimensores de prueba', descriptionEs: 'Miden terrenos de prueba para este test.' });
  });

  it('names file and line on a bad Spanish line', async () => {
    await writeFile(path.join(root, 'i18n', 'careers.es.ndjson'), '{"socCode":"19-9903.00"}\n');
    await expect(loadSnapshots(database.db, dir)).rejects.toThrow(/careers\.es\.ndjson:1: title/);
  });
});
