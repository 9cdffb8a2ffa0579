import { inArray } from 'drizzle-orm';
import { rankByInterest, type InterestMatch } from '../../../domain/assessment/riasec';
import type { RiasecProfile } from '../../../domain/catalog/schemas';
import { passesHardFilters, rankColleges, type CollegeMatch, type CollegePreferences } from '../../../domain/catalog/college-match';
import type { Database } from '../../db/client';
import { majors } from '../../db/schema';
import { toMajorDto, type CareerDto, type MajorDto } from '../catalog/catalog.dto';
import { allCareers, allMajors, collegesWithin } from '../catalog/catalog.service';

export const INTEREST_MATCH_LIMIT = 10;
export const COLLEGE_MATCH_LIMIT = 30;

export type InterestMatchesDto = { majors: InterestMatch<MajorDto>[]; careers: InterestMatch<CareerDto>[] };
export type CollegeMatchesDto = { items: CollegeMatch[]; total: number };

/** The majors and careers most like the student's interest profile, best first. */
export async function matchInterests(db: Database, profile: RiasecProfile): Promise<InterestMatchesDto> {
  const [careers, majorList] = await Promise.all([allCareers(db), allMajors(db)]);
  return {
    majors: rankByInterest(profile, majorList, INTEREST_MATCH_LIMIT),
    careers: rankByInterest(profile, careers, INTEREST_MATCH_LIMIT),
  };
}

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
