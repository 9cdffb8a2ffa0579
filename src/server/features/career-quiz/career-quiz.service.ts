import { TRAINING_COSTS } from '@data/training-costs';
import { bestMatchesByLevel, type LevelMatches } from '@domain/career-quiz/level-matches';
import { rankByInterest, type InterestMatch } from '@domain/career-quiz/riasec';
import type { RiasecProfile } from '@domain/catalog/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { allCareers, allMajors, catalogVersion, type CareerDto, type MajorDto } from '@server/shared/catalog';

export const INTEREST_MATCH_LIMIT = 10;

export type InterestMatchesDto = { majors: InterestMatch<MajorDto>[]; careers: InterestMatch<CareerDto>[]; careersByLevel: LevelMatches[] };

/**
 * How long the whole career and major lists are reused. Every quiz submission ranks all of them, and reading every
 * occupation row again for each student of a class was most of what a submission cost under load; an admin's edit
 * to a career shows within this time, a reloaded snapshot at once (the catalog version is part of the key).
 */
export const CATALOG_LISTS_TTL_MS = 60_000;

type Lists = { careers: CareerDto[]; majors: MajorDto[] };
type ListsEntry = { at: number; version: string; result: Promise<Lists> };
// Per database handle (tests run several apps in one process), then per language.
const listsByDatabase = new WeakMap<Database, Map<Locale, ListsEntry>>();

/** The careers and majors to rank, read once a minute per language; requests arriving during a read share it. */
async function catalogLists(db: Database, language: Locale, now: () => number): Promise<Lists> {
  const version = await catalogVersion(db);
  let lists = listsByDatabase.get(db);
  if (!lists) listsByDatabase.set(db, (lists = new Map()));
  const hit = lists.get(language);
  if (hit && hit.version === version && now() - hit.at < CATALOG_LISTS_TTL_MS) return hit.result;
  const result = Promise.all([allCareers(db, language), allMajors(db, language)]).then(([careers, majors]) => ({ careers, majors }));
  lists.set(language, { at: now(), version, result });
  // A failed read is not remembered: the next request tries again.
  result.catch(() => {
    if (lists.get(language)?.result === result) lists.delete(language);
  });
  return result;
}

/**
 * The majors and careers most like the student's interest profile, best first; and the best careers at each level of
 * schooling. `now` is injectable for tests of the list cache.
 */
export async function matchInterests(
  db: Database,
  profile: RiasecProfile,
  language: Locale = 'en',
  now: () => number = Date.now,
): Promise<InterestMatchesDto> {
  const { careers, majors } = await catalogLists(db, language, now);
  return {
    majors: rankByInterest(profile, majors, INTEREST_MATCH_LIMIT),
    careers: rankByInterest(profile, careers, INTEREST_MATCH_LIMIT),
    careersByLevel: bestMatchesByLevel(profile, careers, TRAINING_COSTS),
  };
}
