import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, colleges, savedCareers, savedColleges } from '@server/db/schema';
import { toCareerDto, toCollegeDto, type CareerDto, type CollegeDto } from './catalog';

/*
 * The read side of saved careers and colleges, shared by the feature
 * that owns the lists (features/saved-lists: the API, the export) and the
 * counselor, which puts them in the student's context. Oldest save first.
 */

export type SavedCareerDto = { career: CareerDto; savedAt: string };
export type SavedCollegeDto = { college: CollegeDto; savedAt: string };

export async function savedCareersOf(db: Database, userId: string, language: Locale = 'en'): Promise<SavedCareerDto[]> {
  const rows = await db
    .select({ career: careers, savedAt: savedCareers.savedAt })
    .from(savedCareers)
    .innerJoin(careers, eq(careers.socCode, savedCareers.socCode))
    .where(eq(savedCareers.userId, userId))
    .orderBy(asc(savedCareers.savedAt), asc(savedCareers.socCode));
  return rows.map((row) => ({ career: toCareerDto(row.career, language), savedAt: row.savedAt.toISOString() }));
}

export async function savedCollegesOf(db: Database, userId: string): Promise<SavedCollegeDto[]> {
  const rows = await db
    .select({ college: colleges, savedAt: savedColleges.savedAt })
    .from(savedColleges)
    .innerJoin(colleges, eq(colleges.unitId, savedColleges.unitId))
    .where(eq(savedColleges.userId, userId))
    .orderBy(asc(savedColleges.savedAt), asc(savedColleges.unitId));
  return rows.map((row) => ({ college: toCollegeDto(row.college), savedAt: row.savedAt.toISOString() }));
}
