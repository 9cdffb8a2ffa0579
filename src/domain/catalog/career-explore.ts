import { searchRank, searchWords, titleMatches } from './alternate-titles';
import type { CombinedScores } from '../cognitive/assessment';
import { recommendedCareerRows } from '../cognitive/outcomes';
import {
  CAREER_CATEGORIES,
  careerRecommendations,
  type CareerCategory,
  type Strength,
  type TraitAlignment,
} from '../cognitive/recommendations';
import { TRAIT_LABELS, type Trait } from '../cognitive/traits';
import { RIASEC_AREAS } from './catalog-values';
import type { Career, CareerSort, EducationLevel, ExploreCategoryId, JobZone, OutlookFilter, RiasecArea, RiasecProfile } from './schemas';

/*
 * Career exploration (part 2c): the filter vocabulary of
 * GET /api/careers and the rules behind it. The server runs these rules in
 * SQL; careerMatches and compareCareers state them once in plain TypeScript
 * so they can be tested at their edges and the API checked against them.
 * The filter values themselves (ids in links) live in ./schemas with the query.
 */

/** The exact BLS wording stored in `entryEducation`. */
export const EDUCATION_LABELS: Record<EducationLevel, string> = {
  none: 'No formal educational credential',
  'high-school': 'High school diploma or equivalent',
  'postsecondary-nondegree': 'Postsecondary nondegree award',
  'some-college': 'Some college, no degree',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctoral: 'Doctoral or professional degree',
};

export const OUTLOOK_FILTER_LABELS: Record<OutlookFilter, string> = {
  reported: 'Outlook reported (any change)',
  growing: 'Growing (projected increase; reported only)',
  declining: 'Shrinking (projected decrease; reported only)',
  'not-reported': 'Outlook not reported',
};

export const CAREER_SORT_LABELS: Record<CareerSort, string> = {
  title: 'Title (A to Z)',
  pay: 'Median pay (highest first)',
  outlook: 'Outlook (fastest growing first)',
};

/** O*NET's Job Zone titles and the preparation each usually means (O*NET Job Zone definitions). */
export const JOB_ZONE_INFO: Record<JobZone, { title: string; preparation: string }> = {
  1: {
    title: 'Little or no preparation needed',
    preparation: 'Some of these jobs may ask for a high school diploma; a few days to a few months of training on the job.',
  },
  2: {
    title: 'Some preparation needed',
    preparation: 'Usually a high school diploma, and some months to a year of training or experience.',
  },
  3: {
    title: 'Medium preparation needed',
    preparation: "Most need vocational school training, an apprenticeship or an associate's degree, plus related experience.",
  },
  4: {
    title: 'Considerable preparation needed',
    preparation: "Most need a four-year bachelor's degree, and several years of related experience for some.",
  },
  5: {
    title: 'Extensive preparation needed',
    preparation: "Most need a graduate degree (master's, doctoral, medical or law), and often extensive experience.",
  },
};

/** The highest interest area; on a tie the first in RIASEC order, so the answer never depends on row order. */
export function primaryArea(profile: RiasecProfile): RiasecArea {
  let best: RiasecArea = RIASEC_AREAS[0];
  for (const area of RIASEC_AREAS) if (profile[area] > profile[best]) best = area;
  return best;
}

export function matchesOutlook(percent: number | null, filter: OutlookFilter): boolean {
  if (filter === 'not-reported') return percent === null;
  if (percent === null) return false;
  if (filter === 'growing') return percent > 0;
  if (filter === 'declining') return percent < 0;
  return true;
}

/** The filters of GET /api/careers (paging and sort aside). */
export interface CareerFilters {
  q?: string | undefined;
  area?: RiasecArea | undefined;
  category?: ExploreCategoryId | undefined;
  minPay?: number | undefined;
  maxPay?: number | undefined;
  outlook?: OutlookFilter | undefined;
  education?: EducationLevel | undefined;
  jobZone?: number | undefined;
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * Whether a career passes every filter. A pay bound drops careers whose pay is
 * not reported (we cannot say they are in the range); the education and job
 * zone filters likewise drop careers where those are not reported.
 */
export function careerMatches(career: Career, filters: CareerFilters, alternateTitles: readonly string[] = []): boolean {
  const { q } = filters;
  const found = (text: string) => contains(career.title, text) || contains(career.description, text) || career.socCode.startsWith(text);
  if (q && !(found(q) || alternateTitlesMatch(alternateTitles, q))) return false;
  if (filters.area && primaryArea(career.interests) !== filters.area) return false;
  if (filters.category && !categoryById(filters.category).careerCodes.includes(career.socCode)) return false;
  if (filters.minPay !== undefined && (career.medianPay === null || career.medianPay < filters.minPay)) return false;
  if (filters.maxPay !== undefined && (career.medianPay === null || career.medianPay > filters.maxPay)) return false;
  if (filters.outlook && !matchesOutlook(career.outlookPercent, filters.outlook)) return false;
  if (filters.education && career.entryEducation !== EDUCATION_LABELS[filters.education]) return false;
  if (filters.jobZone !== undefined && career.jobZone !== filters.jobZone) return false;
  return true;
}

/** Case-insensitive, then by code unit: the server's `lower(title) collate "C"`. */
function byTitle(a: Career, b: Career): number {
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.socCode < b.socCode ? -1 : a.socCode > b.socCode ? 1 : 0;
}

/** Higher first; a value that is not reported sorts last whichever way. */
function highestFirst(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

/** Whether a word of the title starts with the query (PostgreSQL's `title ~* '\\m<query>'`). */
export function titleWordStartsWith(title: string, q: string): boolean {
  if (!/^[\p{L}\p{N}_]/u.test(q)) return false;
  const escaped = q.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}`, 'iu').test(title);
}

/** Whether the query matches one of the career's O*NET alternate titles (words or word prefixes). */
function alternateTitlesMatch(alternateTitles: readonly string[], q: string): boolean {
  const words = searchWords(q);
  return alternateTitles.some((title) => titleMatches(title, words));
}

/**
 * The result order: by the chosen sort, ties by title then code. Sorting by title with search words puts first the
 * careers with a title word starting with the query, then those matched by an alternate title, then those whose
 * title contains it, then description-only matches.
 */
export function compareCareers(
  sort: CareerSort,
  q?: string,
  alternateTitlesOf: (socCode: string) => readonly string[] = () => [],
): (a: Career, b: Career) => number {
  // A career the query names exactly (its title or an everyday title: "RN", "Cop") comes first, as on the server.
  const ranks = (career: Career, text: string) => [
    searchRank(career.title, alternateTitlesOf(career.socCode), text) === 0,
    titleWordStartsWith(career.title, text),
    alternateTitlesMatch(alternateTitlesOf(career.socCode), text),
    contains(career.title, text),
  ];
  return (a, b) => {
    if (sort === 'pay') return highestFirst(a.medianPay, b.medianPay) || byTitle(a, b);
    if (sort === 'outlook') return highestFirst(a.outlookPercent, b.outlookPercent) || byTitle(a, b);
    if (q) {
      const [x, y] = [ranks(a, q), ranks(b, q)];
      const first = x.findIndex((hit, i) => hit !== y[i]);
      if (first >= 0) return x[first] ? -1 : 1;
    }
    return byTitle(a, b);
  };
}

export function categoryById(id: ExploreCategoryId): CareerCategory {
  const category = CAREER_CATEGORIES.find((item) => item.id === id);
  if (!category) throw new Error(`Unknown career category ${id}`);
  return category;
}

/** The cognitive career families that list this career. */
export function categoriesOfCareer(socCode: string): CareerCategory[] {
  return CAREER_CATEGORIES.filter((category) => category.careerCodes.includes(socCode));
}

export interface CategoryFit {
  category: CareerCategory;
  /** Each minimum of the family with the student's score. */
  alignment: (TraitAlignment & { minimum: number; met: boolean })[];
  meetsAll: boolean;
  /** The student reached the family's "high" trigger as well as every minimum. */
  strong: boolean;
  highTrigger: { trait: Trait; label: string; atLeast: number; score: number };
}

/** How the student's combined scores line up with one family's minimums; a missing score counts as 0. */
export function categoryFit(category: CareerCategory, scores: CombinedScores): CategoryFit {
  const alignment = (Object.entries(category.minimums) as [Trait, number][]).map(([trait, minimum]) => {
    const score = scores[trait] ?? 0;
    return { trait, label: TRAIT_LABELS[trait], score, minimum, met: score >= minimum };
  });
  const meetsAll = alignment.every((item) => item.met);
  const highScore = scores[category.high.trait] ?? 0;
  return {
    category,
    alignment,
    meetsAll,
    strong: meetsAll && highScore >= category.high.atLeast,
    highTrigger: { trait: category.high.trait, label: TRAIT_LABELS[category.high.trait], atLeast: category.high.atLeast, score: highScore },
  };
}

export interface RecommendedFor {
  category: string;
  strength: Strength;
}

/** Career code → the best recommendation that lists it (the spec's order: high, then medium, then low strength), for the student's scores. */
export function recommendedCareerCodes(scores: CombinedScores): Map<string, RecommendedFor> {
  const rows = recommendedCareerRows(careerRecommendations(scores, (codes) => codes.map((socCode) => ({ socCode, medianPay: null }))));
  return new Map(rows.map((row) => [row.career.socCode, { category: row.categories[0]!, strength: row.strength }]));
}

/** The families the student's scores match, strongest first (the General fallback is not a family). */
export function recommendedFamilies(scores: CombinedScores): { id: ExploreCategoryId; name: string; strength: Strength }[] {
  return careerRecommendations(scores, () => []).flatMap((recommendation) =>
    recommendation.categoryId === 'general'
      ? []
      : [{ id: recommendation.categoryId, name: recommendation.category, strength: recommendation.strength }],
  );
}
