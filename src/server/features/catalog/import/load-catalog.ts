import { and, eq, notInArray, sql } from 'drizzle-orm';
import { safeParse, type z } from 'zod';
import { careerSchema, collegeSchema, majorSchema, type Career, type College, type Major } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { careers, catalogSnapshots, colleges, majors } from '@server/db/schema';
import { careerRow, collegeRow, excludedSet, figuresFromSpanish, inBatches, majorRow } from './rows';

/** An arbitrary constant: instances starting together load the catalog one after the other. */
export const CATALOG_LOCK_ID = 724_311_010;

export interface CatalogData {
  careers: readonly Career[];
  majors: readonly Major[];
  colleges: readonly College[];
  /** Spanish titles/descriptions by O*NET-SOC code (data/i18n/careers.es.ndjson); none: careers without Spanish. */
  spanishCareers?: ReadonlyMap<string, { title: string; description?: string }>;
}

export interface CatalogCounts {
  careers: number;
  majors: number;
  colleges: number;
}

/** Curated data is code: a bad or duplicated entry stops the start with a message naming it. */
function validated<T>(kind: string, schema: z.core.$ZodType<T>, rows: readonly unknown[], key: (row: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return rows.map((row, index) => {
    const result = safeParse(schema, row);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(`Curated ${kind} #${index} is invalid: ${issue?.path.join('.') || '(row)'}: ${issue?.message ?? 'invalid'}`);
    }
    const id = key(result.data);
    if (seen.has(id)) throw new Error(`Curated ${kind} ${id} appears twice.`);
    seen.add(id);
    return result.data;
  });
}

/**
 * Writes the curated catalog in one transaction, idempotently:
 * - careers and majors from src/data replace their rows (a curated career also
 *   takes over a row an O*NET import added, since it carries BLS figures O*NET lacks);
 * - a curated college fills in a missing row or refreshes its own, but does not
 *   overwrite a row the College Scorecard import loaded: the full official file wins (the
 *   default-dataset snapshot, loaded after this, never overwrites a curated row; ADR 0026);
 * - curated rows that left src/data are removed; the snapshots are then reloaded at their next
 *   load, so the default dataset fills those keys again.
 */
export async function loadCatalog(db: Database, data: CatalogData): Promise<CatalogCounts> {
  const careerList = validated('career', careerSchema, data.careers, (c) => c.socCode);
  const majorList = validated('major', majorSchema, data.majors, (m) => m.cip);
  const collegeList = validated('college', collegeSchema, data.colleges, (c) => c.unitId);

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOG_LOCK_ID})`);
    for (const batch of inBatches(careerList)) {
      await tx
        .insert(careers)
        .values(
          batch.map((career) =>
            careerRow(career, true, data.spanishCareers?.get(career.socCode), figuresFromSpanish(career, data.spanishCareers)),
          ),
        )
        .onConflictDoUpdate({ target: careers.socCode, set: excludedSet(careers, careers.socCode) });
    }
    const removedCareers = await tx
      .delete(careers)
      .where(
        and(
          eq(careers.curated, true),
          notInArray(
            careers.socCode,
            careerList.map((c) => c.socCode),
          ),
        ),
      )
      .returning({ key: careers.socCode });

    for (const batch of inBatches(majorList)) {
      await tx
        .insert(majors)
        .values(batch.map(majorRow))
        .onConflictDoUpdate({ target: majors.cip, set: excludedSet(majors, majors.cip) });
    }
    // Every major is curated (no importer writes majors).
    await tx.delete(majors).where(
      notInArray(
        majors.cip,
        majorList.map((m) => m.cip),
      ),
    );

    for (const batch of inBatches(collegeList)) {
      await tx
        .insert(colleges)
        .values(batch.map((college) => collegeRow(college, true)))
        .onConflictDoUpdate({ target: colleges.unitId, set: excludedSet(colleges, colleges.unitId), setWhere: eq(colleges.curated, true) });
    }
    const removedColleges = await tx
      .delete(colleges)
      .where(
        and(
          eq(colleges.curated, true),
          notInArray(
            colleges.unitId,
            collegeList.map((c) => c.unitId),
          ),
        ),
      )
      .returning({ key: colleges.unitId });
    // A key that stopped being curated belongs to the default dataset again: make the snapshot loader reload.
    if (removedCareers.length + removedColleges.length > 0) await tx.delete(catalogSnapshots);
  });

  return { careers: careerList.length, majors: majorList.length, colleges: collegeList.length };
}
