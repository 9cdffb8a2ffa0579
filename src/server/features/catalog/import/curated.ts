import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import type { Database } from '@server/db/client';
import { loadCatalog, type CatalogCounts } from './load-catalog';
import { findSnapshotDir } from './load-snapshot';
import { readSpanishCareers, spanishDir } from './spanish';

/** Loads src/data's careers, majors and colleges (run at every start, after migrations; idempotent). */
export function loadCuratedCatalog(db: Database): Promise<CatalogCounts> {
  const spanishCareers = readSpanishCareers(spanishDir(findSnapshotDir())).bySoc;
  return loadCatalog(db, { careers: CAREERS, majors: MAJORS, colleges: COLLEGES, spanishCareers });
}
