import { inArray } from 'drizzle-orm';
import { bestFits, passesHardFilters, rankColleges, type CollegeMatch, type CollegePreferences } from '@domain/catalog/college-match';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { majors } from '@server/db/schema';
import { collegeFitsWithin, collegesByUnitId, toMajorDto } from '@server/shared/catalog';

export const COLLEGE_MATCH_LIMIT = 30;

export type CollegeMatchesDto = { items: CollegeMatch[]; total: number };

/**
 * The best colleges for the student's preferences, over every institution (6,429 in the default dataset). States,
 * kinds of college and the budget are hard limits, so SQL narrows the candidates first; the pure ranking applies
 * every rule (including those limits again) over the fit fields alone, and only the top colleges are loaded in full
 * and matched (reasons, grade, sources): the same list rankColleges gives over full rows, at a fraction of the work.
 * `total` counts every college that passes the limits, not only the top ones.
 */
export async function matchColleges(db: Database, preferences: CollegePreferences, language: Locale = 'en'): Promise<CollegeMatchesDto> {
  const [candidates, chosenMajors] = await Promise.all([
    collegeFitsWithin(db, {
      states: preferences.states,
      controls: preferences.controls,
      maxNetPrice: preferences.maxNetPrice,
      familyIncome: preferences.familyIncome,
    }),
    preferences.majors.length ? db.select().from(majors).where(inArray(majors.cip, preferences.majors)) : Promise.resolve([]),
  ]);
  const majorList = chosenMajors.map((row) => toMajorDto(row, language));
  const best = bestFits(candidates, preferences, majorList, COLLEGE_MATCH_LIMIT);
  const full = await collegesByUnitId(
    db,
    best.map((college) => college.unitId),
  );
  return {
    items: rankColleges(full, preferences, majorList, COLLEGE_MATCH_LIMIT),
    total: candidates.filter((college) => passesHardFilters(college, preferences)).length,
  };
}
