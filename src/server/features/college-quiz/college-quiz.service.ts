import { inArray } from 'drizzle-orm';
import { passesHardFilters, rankColleges, type CollegeMatch, type CollegePreferences } from '@domain/catalog/college-match';
import type { Database } from '@server/db/client';
import { majors } from '@server/db/schema';
import { collegesWithin, toMajorDto } from '@server/shared/catalog';

export const COLLEGE_MATCH_LIMIT = 30;

export type CollegeMatchesDto = { items: CollegeMatch[]; total: number };

/**
 * The best colleges for the student's preferences. States, kinds of college and
 * the budget are hard limits, so SQL narrows the candidates first; the pure ranking
 * applies every rule (including those limits again) and scores what is left.
 * `total` counts every college that passes the limits, not only the top ones.
 */
export async function matchColleges(db: Database, preferences: CollegePreferences): Promise<CollegeMatchesDto> {
  const [candidates, chosenMajors] = await Promise.all([
    collegesWithin(db, { states: preferences.states, controls: preferences.controls, maxNetPrice: preferences.maxNetPrice }),
    preferences.majors.length ? db.select().from(majors).where(inArray(majors.cip, preferences.majors)) : Promise.resolve([]),
  ]);
  return {
    items: rankColleges(candidates, preferences, chosenMajors.map(toMajorDto), COLLEGE_MATCH_LIMIT),
    total: candidates.filter((college) => passesHardFilters(college, preferences)).length,
  };
}
