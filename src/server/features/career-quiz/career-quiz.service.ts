import { TRAINING_COSTS } from '@data/training-costs';
import { bestMatchesByLevel, type LevelMatches } from '@domain/career-quiz/level-matches';
import { rankByInterest, type InterestMatch } from '@domain/career-quiz/riasec';
import type { RiasecProfile } from '@domain/catalog/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { allCareers, allMajors, type CareerDto, type MajorDto } from '@server/shared/catalog';

export const INTEREST_MATCH_LIMIT = 10;

export type InterestMatchesDto = { majors: InterestMatch<MajorDto>[]; careers: InterestMatch<CareerDto>[]; careersByLevel: LevelMatches[] };

/** The majors and careers most like the student's interest profile, best first; and the best careers at each level of schooling. */
export async function matchInterests(db: Database, profile: RiasecProfile, language: Locale = 'en'): Promise<InterestMatchesDto> {
  const [careers, majorList] = await Promise.all([allCareers(db, language), allMajors(db, language)]);
  return {
    majors: rankByInterest(profile, majorList, INTEREST_MATCH_LIMIT),
    careers: rankByInterest(profile, careers, INTEREST_MATCH_LIMIT),
    careersByLevel: bestMatchesByLevel(profile, careers, TRAINING_COSTS),
  };
}
