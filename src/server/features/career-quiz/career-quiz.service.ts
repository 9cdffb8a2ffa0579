import { rankByInterest, type InterestMatch } from '@domain/career-quiz/riasec';
import type { RiasecProfile } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { allCareers, allMajors, type CareerDto, type MajorDto } from '@server/shared/catalog';

export const INTEREST_MATCH_LIMIT = 10;

export type InterestMatchesDto = { majors: InterestMatch<MajorDto>[]; careers: InterestMatch<CareerDto>[] };

/** The majors and careers most like the student's interest profile, best first. */
export async function matchInterests(db: Database, profile: RiasecProfile): Promise<InterestMatchesDto> {
  const [careers, majorList] = await Promise.all([allCareers(db), allMajors(db)]);
  return {
    majors: rankByInterest(profile, majorList, INTEREST_MATCH_LIMIT),
    careers: rankByInterest(profile, careers, INTEREST_MATCH_LIMIT),
  };
}
