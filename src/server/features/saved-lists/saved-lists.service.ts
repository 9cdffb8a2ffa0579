import { and, count, eq, sql } from 'drizzle-orm';
import { SAVED_LIST_LIMIT } from '@domain/saved-lists/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, colleges, savedCareers, savedColleges } from '@server/db/schema';
import { appError, notFound } from '@server/http/errors';
import { savedCareersOf, savedCollegesOf, type SavedCareerDto, type SavedCollegeDto } from '@server/shared/saved-lists';
import { CAREER_COLUMNS, toCareerDto, toCollegeDto } from '@server/shared/catalog';

/*
 * Saved careers and colleges. Saving is idempotent and keeps the
 * first `savedAt`, so a retried request cannot reorder the list; removing
 * something not saved is not an error. A list holds at most SAVED_LIST_LIMIT
 * entries: a new save beyond that is refused with 409 (re-saving one already
 * on a full list still succeeds).
 */

/** Serialises one user's saves (both lists), so two saves racing on a list of 99 cannot both pass the cap. */
function sqlLock(userId: string) {
  return sql`select pg_advisory_xact_lock(hashtextextended(${`saved-lists:${userId}`}, 0))`;
}

export async function listSavedCareers(
  db: Database,
  userId: string,
  language: Locale = 'en',
): Promise<{ ids: string[]; items: SavedCareerDto[] }> {
  const items = await savedCareersOf(db, userId, language);
  return { ids: items.map((item) => item.career.socCode), items };
}

export async function listSavedColleges(db: Database, userId: string): Promise<{ ids: number[]; items: SavedCollegeDto[] }> {
  const items = await savedCollegesOf(db, userId);
  return { ids: items.map((item) => item.college.unitId), items };
}

export async function saveCareer(db: Database, userId: string, socCode: string, language: Locale = 'en'): Promise<SavedCareerDto> {
  const [career] = await db.select(CAREER_COLUMNS).from(careers).where(eq(careers.socCode, socCode));
  if (!career) throw notFound('career with that code');
  return db.transaction(async (tx) => {
    await tx.execute(sqlLock(userId));
    const mine = and(eq(savedCareers.userId, userId), eq(savedCareers.socCode, socCode));
    let [row] = await tx.select({ savedAt: savedCareers.savedAt }).from(savedCareers).where(mine);
    if (!row) {
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(savedCareers).where(eq(savedCareers.userId, userId));
      if (total >= SAVED_LIST_LIMIT) throw appError(409, 'saved-lists.full', { limit: SAVED_LIST_LIMIT, kind: 'careers' });
      [row] = await tx.insert(savedCareers).values({ userId, socCode }).returning({ savedAt: savedCareers.savedAt });
    }
    return { career: toCareerDto(career, language), savedAt: (row?.savedAt ?? new Date()).toISOString() };
  });
}

export async function saveCollege(db: Database, userId: string, unitId: number): Promise<SavedCollegeDto> {
  const [college] = await db.select().from(colleges).where(eq(colleges.unitId, unitId));
  if (!college) throw notFound('college with that id');
  return db.transaction(async (tx) => {
    await tx.execute(sqlLock(userId));
    const mine = and(eq(savedColleges.userId, userId), eq(savedColleges.unitId, unitId));
    let [row] = await tx.select({ savedAt: savedColleges.savedAt }).from(savedColleges).where(mine);
    if (!row) {
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(savedColleges).where(eq(savedColleges.userId, userId));
      if (total >= SAVED_LIST_LIMIT) throw appError(409, 'saved-lists.full', { limit: SAVED_LIST_LIMIT, kind: 'colleges' });
      [row] = await tx.insert(savedColleges).values({ userId, unitId }).returning({ savedAt: savedColleges.savedAt });
    }
    return { college: toCollegeDto(college), savedAt: (row?.savedAt ?? new Date()).toISOString() };
  });
}

export async function unsaveCareer(db: Database, userId: string, socCode: string): Promise<void> {
  await db.delete(savedCareers).where(and(eq(savedCareers.userId, userId), eq(savedCareers.socCode, socCode)));
}

export async function unsaveCollege(db: Database, userId: string, unitId: number): Promise<void> {
  await db.delete(savedColleges).where(and(eq(savedColleges.userId, userId), eq(savedColleges.unitId, unitId)));
}

/** Both lists for "export my data": what is stored, with the names they had when exported. */
export async function exportSavedLists(db: Database, userId: string) {
  const [careerList, collegeList] = await Promise.all([savedCareersOf(db, userId), savedCollegesOf(db, userId)]);
  return {
    careers: careerList.map(({ career, savedAt }) => ({ socCode: career.socCode, title: career.title, savedAt })),
    colleges: collegeList.map(({ college, savedAt }) => ({ unitId: college.unitId, name: college.name, savedAt })),
  };
}
