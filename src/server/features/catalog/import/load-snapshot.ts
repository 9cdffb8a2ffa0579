import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { careerSchema, collegeSchema } from '@domain/catalog/schemas';
import type { Database, Transaction } from '@server/db/client';
import { careers, catalogSnapshots, colleges } from '@server/db/schema';
import { CATALOG_LOCK_ID } from './load-catalog';
import { careerRow, collegeRow, excludedSet, figuresFromSpanish, inBatches } from './rows';
import { parseFieldsOfStudySnapshot, parseProgramsSnapshot, writeFieldsOfStudy, writePrograms } from './load-programs';
import { parseSnapshot } from './ndjson';
import { readSpanishCareers, spanishDir, type SpanishCareers } from './spanish';

export { SnapshotError } from './ndjson';

/*
 * The default dataset (ADR 0026): data/snapshot/careers.ndjson and data/snapshot/colleges.ndjson, one JSON
 * object a line, and programs.ndjson and fields-of-study.ndjson (a header line, then one row a line; ADR 0038),
 * generated from the official files by `npm run data:snapshot`. At every start, after the curated catalog, each file
 * that exists is loaded into PostgreSQL:
 * - every line is validated with the domain schema; a bad line stops the start with "file:line: field: problem";
 * - rows are written as NOT curated and never overwrite a curated row (curated wins); non-curated rows that left the
 *   file are removed;
 * - the file's SHA-256 and SNAPSHOT_LOADER_VERSION are stored in catalog_snapshots: an unchanged file is skipped;
 *   careers.ndjson's hash also covers data/i18n/careers.es.ndjson (the Spanish titles written with its rows), so a
 *   change to the Spanish file reloads the careers;
 * - one transaction per file, under the catalog's advisory lock, so instances starting together take turns.
 */

/** Bump when the loader writes rows differently: every snapshot is then reloaded once. */
export const SNAPSHOT_LOADER_VERSION = 3;

/** A careers.ndjson line: a career plus its O*NET alternate titles (server-side search only). */
export const snapshotCareerSchema = z.object({ ...careerSchema.shape, alternateTitles: z.array(z.string().min(1)) });
export type SnapshotCareer = z.infer<typeof snapshotCareerSchema>;

export type SnapshotStatus = 'loaded' | 'unchanged' | 'absent';

export interface SnapshotResult {
  file: string;
  status: SnapshotStatus;
  /** Lines in the file (0 when absent). */
  rows: number;
  /** Rows inserted or updated (0 when unchanged). */
  written: number;
  /** Lines whose key is a curated row, left as curated. */
  keptCurated: number;
  /** Non-curated rows removed because they left the file. */
  removed: number;
  ms: number;
}

/**
 * The data/snapshot folder: found upwards from this module (src/server/features/catalog/import under tsx and the
 * tests, dist/server when bundled), else under the working directory.
 */
export function findSnapshotDir(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'data', 'snapshot');
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  return path.resolve('data', 'snapshot');
}

interface Written {
  written: number;
  keptCurated: number;
  removed: number;
}

async function writeCareers(tx: Transaction, rows: readonly SnapshotCareer[], spanish: SpanishCareers): Promise<Written> {
  const curated = new Set((await tx.select({ key: careers.socCode }).from(careers).where(eq(careers.curated, true))).map((row) => row.key));
  const fresh = rows.filter((row) => !curated.has(row.socCode));
  for (const batch of inBatches(fresh)) {
    await tx
      .insert(careers)
      .values(batch.map((career) => careerRow(career, false, spanish.bySoc.get(career.socCode), figuresFromSpanish(career, spanish.bySoc))))
      .onConflictDoUpdate({ target: careers.socCode, set: excludedSet(careers, careers.socCode), setWhere: eq(careers.curated, false) });
  }
  const keys = rows.map((row) => row.socCode);
  const removed = await tx
    .delete(careers)
    .where(and(eq(careers.curated, false), keys.length ? notInArray(careers.socCode, keys) : undefined))
    .returning({ key: careers.socCode });
  return { written: fresh.length, keptCurated: rows.length - fresh.length, removed: removed.length };
}

async function writeColleges(tx: Transaction, rows: readonly z.infer<typeof collegeSchema>[]): Promise<Written> {
  const curated = new Set(
    (await tx.select({ key: colleges.unitId }).from(colleges).where(eq(colleges.curated, true))).map((row) => row.key),
  );
  const fresh = rows.filter((row) => !curated.has(row.unitId));
  for (const batch of inBatches(fresh)) {
    await tx
      .insert(colleges)
      .values(batch.map((college) => collegeRow(college, false)))
      .onConflictDoUpdate({ target: colleges.unitId, set: excludedSet(colleges, colleges.unitId), setWhere: eq(colleges.curated, false) });
  }
  const keys = rows.map((row) => row.unitId);
  const removed = await tx
    .delete(colleges)
    .where(and(eq(colleges.curated, false), keys.length ? notInArray(colleges.unitId, keys) : undefined))
    .returning({ key: colleges.unitId });
  return { written: fresh.length, keptCurated: rows.length - fresh.length, removed: removed.length };
}

const KINDS = {
  'careers.ndjson': (text: string, file: string, spanish: SpanishCareers) => {
    const rows = parseSnapshot(text, file, snapshotCareerSchema, (row) => row.socCode);
    return { rows: rows.length, write: (tx: Transaction) => writeCareers(tx, rows, spanish) };
  },
  'colleges.ndjson': (text: string, file: string, _spanish: SpanishCareers) => {
    const rows = parseSnapshot(text, file, collegeSchema, (row) => row.unitId);
    return { rows: rows.length, write: (tx: Transaction) => writeColleges(tx, rows) };
  },
  'programs.ndjson': (text: string, file: string, _spanish: SpanishCareers) => {
    const rows = parseProgramsSnapshot(text, file);
    return { rows: rows.length, write: (tx: Transaction) => writePrograms(tx, rows) };
  },
  'fields-of-study.ndjson': (text: string, file: string, _spanish: SpanishCareers) => {
    const lines = parseFieldsOfStudySnapshot(text, file);
    return { rows: lines.length, write: (tx: Transaction) => writeFieldsOfStudy(tx, lines) };
  },
} as const;

export const SNAPSHOT_FILES = Object.keys(KINDS) as (keyof typeof KINDS)[];

async function loadFile(db: Database, dir: string, file: keyof typeof KINDS): Promise<SnapshotResult> {
  const started = performance.now();
  const location = path.join(dir, file);
  const done = (status: SnapshotStatus, rows: number, written: Partial<Written> = {}): SnapshotResult => ({
    file,
    status,
    rows,
    written: written.written ?? 0,
    keptCurated: written.keptCurated ?? 0,
    removed: written.removed ?? 0,
    ms: Math.round(performance.now() - started),
  });
  if (!existsSync(location)) return done('absent', 0);
  const bytes = readFileSync(location);
  const spanish: SpanishCareers = file === 'careers.ndjson' ? readSpanishCareers(spanishDir(dir)) : { bySoc: new Map(), sha256: '' };
  const sha256 = createHash('sha256').update(bytes).update(spanish.sha256).digest('hex');

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOG_LOCK_ID})`);
    const [stored] = await tx.select().from(catalogSnapshots).where(eq(catalogSnapshots.file, file));
    if (stored?.sha256 === sha256 && stored.loaderVersion === SNAPSHOT_LOADER_VERSION) return done('unchanged', stored.rows);
    const parsed = KINDS[file](bytes.toString('utf8'), location, spanish);
    const written = await parsed.write(tx);
    const record = { file, sha256, loaderVersion: SNAPSHOT_LOADER_VERSION, rows: parsed.rows, loadedAt: new Date() };
    await tx.insert(catalogSnapshots).values(record).onConflictDoUpdate({ target: catalogSnapshots.file, set: record });
    return done('loaded', parsed.rows, written);
  });
}

/** Loads every snapshot file found in `dir` (run at every start, after the curated catalog; idempotent). */
export async function loadSnapshots(db: Database, dir: string = findSnapshotDir()): Promise<SnapshotResult[]> {
  const results: SnapshotResult[] = [];
  for (const file of SNAPSHOT_FILES) results.push(await loadFile(db, dir, file));
  return results;
}
