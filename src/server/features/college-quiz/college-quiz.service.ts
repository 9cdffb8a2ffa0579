import { and, eq, inArray } from 'drizzle-orm';
import {
  bestFits,
  cipSeriesOf,
  passesHardFilters,
  programMatch,
  rankColleges,
  type CollegeMatch,
  type CollegePreferences,
  type ProgramOffer,
  type TransferOption,
} from '@domain/catalog/college-match';
import { transferPriceSaving } from '@domain/money-plan/transfer-plan';
import { comparablePrice } from '@domain/prices/brackets';
import { CREDENTIAL_LEVELS } from '@domain/catalog/programs';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { collegePrograms, colleges, majors } from '@server/db/schema';
import { bracketPrices, catalogVersion, collegeFitsWithin, collegesByUnitId, toMajorDto } from '@server/shared/catalog';

export const COLLEGE_MATCH_LIMIT = 30;

export type CollegeMatchesDto = {
  items: CollegeMatch[];
  total: number;
  /** 'programs': only colleges awarding a chosen major were ranked; 'colleges': no majors chosen, colleges alone. */
  matchingOn: 'programs' | 'colleges';
};

/** P_CREDLEV of the credentials a major is matched at (associate 2, bachelor 3). */
const MATCH_LEVELS = [CREDENTIAL_LEVELS.indexOf('associate') + 1, CREDENTIAL_LEVELS.indexOf('bachelor') + 1];

/** The associate's and bachelor's programs in the chosen majors' series, per college. */
async function programOffers(db: Database, majorCips: readonly string[]): Promise<Map<number, ProgramOffer[]>> {
  const series = [...new Set(majorCips.map(cipSeriesOf))];
  const rows = await db
    .select({ unitId: collegePrograms.unitId, cip: collegePrograms.cip, credentialLevel: collegePrograms.credentialLevel })
    .from(collegePrograms)
    .where(and(inArray(collegePrograms.cip, series), inArray(collegePrograms.credentialLevel, MATCH_LEVELS)));
  const offers = new Map<number, ProgramOffer[]>();
  for (const row of rows) {
    const list = offers.get(row.unitId);
    if (list) list.push(row);
    else offers.set(row.unitId, [row]);
  }
  return offers;
}

/**
 * For each bachelor's match, the cheapest public two-year college of its state (operating, mostly associate's
 * degrees or certificates) that awards an associate's in one of the matched fields, at the same kind of price as the
 * match (comparablePrice with the family's income): offered only when two years there save money.
 */
async function transferOptions(db: Database, items: readonly CollegeMatch[], income: number | null): Promise<Map<number, TransferOption>> {
  const bachelors = items.filter((item) => item.route === 'bachelor' && item.yearlyNetPrice !== null);
  const options = new Map<number, TransferOption>();
  if (bachelors.length === 0) return options;
  const states = [...new Set(bachelors.map((item) => item.college.state))];
  const series = [...new Set(bachelors.flatMap((item) => item.matchedPrograms.map((program) => program.cip)))];
  const rows = await db
    .selectDistinct({
      unitId: colleges.unitId,
      name: colleges.name,
      state: colleges.state,
      netPriceByIncome: colleges.netPriceByIncome,
      averageNetPrice: colleges.averageNetPrice,
      cip: collegePrograms.cip,
    })
    .from(collegePrograms)
    .innerJoin(colleges, eq(colleges.unitId, collegePrograms.unitId))
    .where(
      and(
        inArray(collegePrograms.cip, series),
        eq(collegePrograms.credentialLevel, CREDENTIAL_LEVELS.indexOf('associate') + 1),
        inArray(colleges.state, states),
        eq(colleges.control, 'public'),
        eq(colleges.currentlyOperating, true),
        inArray(colleges.predominantDegree, ['associate', 'certificate']),
      ),
    );
  for (const item of bachelors) {
    const fields = new Set(item.matchedPrograms.map((program) => program.cip));
    const best = rows
      .filter((row) => row.state === item.college.state && fields.has(row.cip))
      .flatMap((row) => {
        const price = comparablePrice(bracketPrices(row.netPriceByIncome), row.averageNetPrice, income);
        return price === null ? [] : [{ row, price }];
      })
      .sort((a, b) => a.price - b.price || a.row.name.localeCompare(b.row.name) || a.row.unitId - b.row.unitId)[0];
    const saving = best ? transferPriceSaving(best.price, item.yearlyNetPrice) : null;
    if (best && saving !== null && saving > 0)
      options.set(item.college.unitId, { unitId: best.row.unitId, name: best.row.name, yearlyNetPrice: best.price, saving });
  }
  return options;
}

/**
 * The best colleges for the student's preferences, over every institution (6,429 in the default dataset). States,
 * kinds of college and the budget are hard limits, so SQL narrows the candidates first; with chosen majors, only the
 * colleges awarding one of them (a bachelor's, or an associate's to start and transfer) stay. The pure ranking applies
 * every rule (including those limits again) over the fit fields alone, and only the top colleges are loaded in full
 * and matched (reasons, grade, sources): the same list rankColleges gives over full rows, at a fraction of the work.
 * `total` counts every college that passes the limits, not only the top ones.
 */
export async function matchColleges(db: Database, preferences: CollegePreferences, language: Locale = 'en'): Promise<CollegeMatchesDto> {
  const byPrograms = preferences.majors.length > 0;
  const [allCandidates, chosenMajors, offers] = await Promise.all([
    collegeFitsWithin(db, {
      states: preferences.states,
      controls: preferences.controls,
      maxNetPrice: preferences.maxNetPrice,
      familyIncome: preferences.familyIncome,
    }),
    byPrograms ? db.select().from(majors).where(inArray(majors.cip, preferences.majors)) : Promise.resolve([]),
    byPrograms ? programOffers(db, preferences.majors) : Promise.resolve(null),
  ]);
  const majorList = chosenMajors.map((row) => toMajorDto(row, language));
  // A chosen code the catalog has no major for still matches its series; the card then shows the code.
  const named = preferences.majors.map((cip) => ({ cip, name: majorList.find((major) => major.cip === cip)?.name ?? null }));
  const routes = new Map<number, NonNullable<ReturnType<typeof programMatch>>>();
  if (offers) {
    for (const [unitId, list] of offers) {
      const match = programMatch(list, named);
      if (match) routes.set(unitId, match);
    }
  }
  const candidates = offers ? allCandidates.filter((college) => routes.has(college.unitId)) : allCandidates;
  const best = bestFits(candidates, preferences, majorList, COLLEGE_MATCH_LIMIT);
  const full = await collegesByUnitId(
    db,
    best.map((college) => college.unitId),
  );
  const ranked = rankColleges(full, preferences, majorList, COLLEGE_MATCH_LIMIT).map((match) => {
    const program = routes.get(match.college.unitId);
    return program ? { ...match, ...program } : match;
  });
  const transfers = await transferOptions(db, ranked, preferences.familyIncome);
  const items = ranked.map((match) => {
    const option = transfers.get(match.college.unitId);
    return option ? { ...match, transferOption: option } : match;
  });
  return {
    items,
    total: candidates.filter((college) => passesHardFilters(college, preferences)).length,
    matchingOn: byPrograms ? 'programs' : 'colleges',
  };
}

/** Entries kept; the oldest goes first. A class's identical searches share one. */
const CACHE_SIZE = 500;
/** Also bounds how long an admin's edit to a college row can take to show. */
const CACHE_TTL_MS = 5 * 60_000;

type CacheEntry = { at: number; result: Promise<CollegeMatchesDto> };
// Per database: two databases in one process (tests, a second instance) may hold the same catalog version.
const cachesByDatabase = new WeakMap<Database, Map<string, CacheEntry>>();

/** Preferences that rank the same give the same key: list order does not matter. */
export function preferencesKey(preferences: CollegePreferences, language: Locale): string {
  const sorted = (list: readonly string[]) => [...list].sort();
  return JSON.stringify([
    language,
    sorted(preferences.states),
    sorted(preferences.sizes),
    sorted(preferences.locales),
    sorted(preferences.controls),
    sorted(preferences.majors),
    preferences.maxNetPrice,
    preferences.selectivity,
    preferences.academicStanding,
    preferences.yearsOfStudy,
    preferences.familyIncome,
  ]);
}

/**
 * matchColleges, answered once per catalog version and preferences: a class pressing "Find colleges" in the same
 * minute with the same choices costs one ranking, and requests arriving while it runs wait for it instead of
 * starting their own. `now` is injectable for tests.
 */
export async function matchCollegesCached(
  db: Database,
  preferences: CollegePreferences,
  language: Locale = 'en',
  now: () => number = Date.now,
): Promise<CollegeMatchesDto> {
  const key = `${await catalogVersion(db)}|${preferencesKey(preferences, language)}`;
  let cache = cachesByDatabase.get(db);
  if (!cache) cachesByDatabase.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now() - hit.at < CACHE_TTL_MS) return hit.result;
  // One key, one answer: the lists are ranked in sorted order, so choices given in another order (the same search)
  // do not get their matched programs in whichever order the first request happened to send.
  const sorted = <T extends string>(list: readonly T[]): T[] => [...list].sort();
  const normalized: CollegePreferences = {
    ...preferences,
    states: sorted(preferences.states),
    sizes: sorted(preferences.sizes),
    locales: sorted(preferences.locales),
    controls: sorted(preferences.controls),
    majors: sorted(preferences.majors),
  };
  const result = matchColleges(db, normalized, language);
  cache.delete(key);
  cache.set(key, { at: now(), result });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  // A failure is not remembered: the next request tries again.
  result.catch(() => {
    if (cache.get(key)?.result === result) cache.delete(key);
  });
  return result;
}
