import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { INCOME_BRACKETS, incomeBracket } from '@domain/prices/brackets';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollegeFitFields } from '@domain/catalog/college-match';
import { compareOutlook, type OutlookComparison } from '@domain/catalog/outlook';
import { EP_ALL_OCCUPATIONS_OUTLOOK } from '@data/career-pay-outlook';
import type { Career, College, CollegeControl, Major, RowSource, UsState } from '@domain/catalog/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, catalogSnapshots, colleges, majors } from '@server/db/schema';

/*
 * The catalog's read model, for every feature that reads careers, majors and colleges (the catalog
 * pages, the quizzes that match against them, the counselor, the cognitive games): the JSON shapes
 * and the whole-table reads. Each feature's own queries stay in the feature.
 */

/*
 * What the catalog API sends: the domain types as JSON. Fields are spelled out
 * so a new column (e.g. `curated`, `updatedAt`) is not published by accident.
 */
export type CareerDto = Career & {
  /**
   * The career's projected change against "Total, all occupations" (src/domain/catalog/outlook.ts); null when not
   * reported. The API always sends it; optional so a career from the curated data can stand in for one (saved lists).
   */
  outlookComparison?: OutlookComparison | null;
};
export type MajorDto = Major & {
  /** The 4-digit CIP 2020 series of the major, the key of its field-of-study page (GET /api/majors/:cip). */
  cipSeries: string;
};
export type CollegeDto = College;

/**
 * The career columns a DTO is built from: every column but the alternate titles and their search vector (about
 * 12,000 titles in all), which only career search reads. Select these instead of the whole row.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { alternateTitles, alternateTitlesSearch, ...careerColumns } = getTableColumns(careers);
export const CAREER_COLUMNS = careerColumns;

type CareerRow = Omit<typeof careers.$inferSelect, 'alternateTitles' | 'alternateTitlesSearch'>;
type MajorRow = typeof majors.$inferSelect;
type CollegeRow = typeof colleges.$inferSelect;

function toSourceDto(source: RowSource): RowSource {
  const dto: RowSource = { name: source.name, year: source.year, url: source.url, estimate: source.estimate };
  // The thin-estimate flag (ADR 0020) travels with the source, so every page can say "limited data".
  return source.limitedData?.length ? { ...dto, limitedData: [...source.limitedData] } : dto;
}

/**
 * The title and description in the language asked for: Spanish where it exists. A Spanish answer whose
 * description is not translated yet carries the English one with descriptionLanguage 'en', never silently.
 */
function careerTexts(row: CareerRow, language: Locale): Pick<CareerDto, 'title' | 'description' | 'descriptionLanguage'> {
  if (language !== 'es') return { title: row.title, description: row.description };
  const title = row.titleEs ?? row.title;
  return row.descriptionEs ? { title, description: row.descriptionEs } : { title, description: row.description, descriptionLanguage: 'en' };
}

export function toCareerDto(row: CareerRow, language: Locale = 'en'): CareerDto {
  return {
    socCode: row.socCode,
    ...careerTexts(row, language),
    interests: { R: row.interests.R, I: row.interests.I, A: row.interests.A, S: row.interests.S, E: row.interests.E, C: row.interests.C },
    jobZone: row.jobZone,
    medianPay: row.medianPay,
    payKind: row.payKind,
    hourlyMedianPay: row.hourlyMedianPay,
    outlookPercent: row.outlookPercent,
    annualOpenings: row.annualOpenings,
    entryEducation: row.entryEducation,
    workExperience: row.workExperience,
    onTheJobTraining: row.onTheJobTraining,
    trainingSource: row.trainingSource === null ? null : toSourceDto(row.trainingSource),
    workValues:
      row.workValues === null
        ? null
        : { extent: { ...row.workValues.extent }, highPoints: [...row.workValues.highPoints], source: toSourceDto(row.workValues.source) },
    figuresFrom:
      row.figuresFrom === null
        ? null
        : {
            socCode: row.figuresFrom.socCode,
            // BLS's title in Spanish where Waypoint has one (the O*NET occupation of the same SOC code).
            title: (language === 'es' ? row.figuresFrom.titleEs : undefined) ?? row.figuresFrom.title,
          },
    outlookComparison: compareOutlook(row.outlookPercent, EP_ALL_OCCUPATIONS_OUTLOOK.outlookPercent),
    source: toSourceDto(row.source),
  };
}

export function toMajorDto(row: MajorRow, language: Locale = 'en'): MajorDto {
  const spanish = language === 'es';
  return {
    cip: row.cip,
    name: (spanish ? row.nameEs : null) ?? row.name,
    description: (spanish ? row.descriptionEs : null) ?? row.description,
    interests: { R: row.interests.R, I: row.interests.I, A: row.interests.A, S: row.interests.S, E: row.interests.E, C: row.interests.C },
    careerCodes: [...row.careerCodes],
    medianEarnings: row.medianEarnings,
    medianDebt: row.medianDebt,
    source: toSourceDto(row.source),
    cipSeries: row.cip.slice(0, 5),
  };
}

/** The five bracket prices as a fresh tuple (the column is an integer[]; a short or long array would be a bad row). */
export function bracketPrices(prices: readonly (number | null)[]): College['netPriceByIncome'] {
  const at = (index: number) => prices[index] ?? null;
  return [at(0), at(1), at(2), at(3), at(4)];
}

export function toCollegeDto(row: CollegeRow): CollegeDto {
  return {
    unitId: row.unitId,
    name: row.name,
    city: row.city,
    state: row.state,
    control: row.control,
    locale: row.locale,
    undergraduates: row.undergraduates,
    admissionRate: row.admissionRate,
    averageNetPrice: row.averageNetPrice,
    netPriceByIncome: bracketPrices(row.netPriceByIncome),
    costOfAttendance: row.costOfAttendance,
    costOfAttendanceKind: row.costOfAttendanceKind,
    currentlyOperating: row.currentlyOperating,
    completionRate: row.completionRate,
    completionMeasure: row.completionMeasure,
    medianDebt: row.medianDebt,
    medianEarnings: row.medianEarnings,
    predominantDegree: row.predominantDegree,
    url: row.url,
    source: toSourceDto(row.source),
  };
}

/**
 * Alphabetical order that is the same on every PostgreSQL server, whatever its
 * default collation: case-insensitive, then by code unit.
 */
/** A college as a list names it: its id, name and place (each list adds the figures it shows). */
export function collegeNamed<Row extends Pick<College, 'unitId' | 'name' | 'city'> & { state: string }>(
  college: Row,
): Pick<Row, 'unitId' | 'name' | 'city' | 'state'> {
  return { unitId: college.unitId, name: college.name, city: college.city, state: college.state };
}

export function alphabetical(column: AnyPgColumn): SQL {
  return sql`lower(${column}) collate "C" asc`;
}

/** The Spanish column where the answer is in Spanish, else the English one (for ordering by what is shown). */
export function shownText(english: AnyPgColumn, spanishColumn: AnyPgColumn, language: Locale): SQL {
  return language === 'es' ? sql`coalesce(${spanishColumn}, ${english})` : sql`${english}`;
}

/** Every career, in a stable order (matching ranks ties by input order). */
/** The loaded snapshots' checksums: a reload (new data) changes it, so a cache keyed on it never outlives its data. */
export async function catalogVersion(db: Database): Promise<string> {
  const rows = await db
    .select({ file: catalogSnapshots.file, sha256: catalogSnapshots.sha256 })
    .from(catalogSnapshots)
    .orderBy(catalogSnapshots.file);
  return rows.map((row) => `${row.file}:${row.sha256}`).join(',');
}

export async function allCareers(db: Database, language: Locale = 'en'): Promise<CareerDto[]> {
  return (await db.select(CAREER_COLUMNS).from(careers).orderBy(asc(careers.socCode))).map((row) => toCareerDto(row, language));
}

/** The majors list is small (curated): all of it, by the name shown. */
export async function allMajors(db: Database, language: Locale = 'en'): Promise<MajorDto[]> {
  const rows = await db
    .select()
    .from(majors)
    .orderBy(sql`lower(${shownText(majors.name, majors.nameEs, language)}) collate "C" asc`, asc(majors.cip));
  return rows.map((row) => toMajorDto(row, language));
}

type CollegeLimits = {
  states?: readonly UsState[];
  controls?: readonly CollegeControl[];
  maxNetPrice?: number | null;
  /** With an income, the budget applies to that bracket's price (matchPrice in the domain). */
  familyIncome?: number | null;
};

/** The price column a budget compares: the family's bracket (0 at least, as comparablePrice) or the average. */
export function comparablePriceSql(familyIncome: number | null | undefined): SQL<number | null> {
  if (familyIncome === null || familyIncome === undefined) return sql<number | null>`${colleges.averageNetPrice}`;
  const index = INCOME_BRACKETS.indexOf(incomeBracket(familyIncome)) + 1;
  // Not greatest(…, 0): PostgreSQL's greatest skips NULL, and a bracket not reported must stay unknown, not become 0.
  const price = sql`${colleges.netPriceByIncome}[${sql.raw(String(index))}]`;
  return sql<number | null>`(case when ${price} < 0 then 0 else ${price} end)`;
}

function withinLimits(limits: CollegeLimits): SQL | undefined {
  // Closed institutions (Scorecard CURROPER 0) are never candidates.
  const conditions: SQL[] = [eq(colleges.currentlyOperating, true)];
  if (limits.states?.length) conditions.push(inArray(colleges.state, [...limits.states]));
  if (limits.controls?.length) conditions.push(inArray(colleges.control, [...limits.controls]));
  if (limits.maxNetPrice !== undefined && limits.maxNetPrice !== null) {
    const price = comparablePriceSql(limits.familyIncome);
    conditions.push(sql`(${price} is null or ${price} <= ${limits.maxNetPrice})`);
  }
  return and(...conditions);
}

/** The columns the fit score reads (CollegeFitFields): ranking every institution loads only these. */
const COLLEGE_FIT_COLUMNS = {
  unitId: colleges.unitId,
  name: colleges.name,
  state: colleges.state,
  control: colleges.control,
  locale: colleges.locale,
  undergraduates: colleges.undergraduates,
  admissionRate: colleges.admissionRate,
  averageNetPrice: colleges.averageNetPrice,
  netPriceByIncome: colleges.netPriceByIncome,
  currentlyOperating: colleges.currentlyOperating,
  completionRate: colleges.completionRate,
  medianDebt: colleges.medianDebt,
  medianEarnings: colleges.medianEarnings,
} as const;

/**
 * Candidates for college matching, narrowed by the student's hard limits: the states and kinds of college they allow
 * and, when they set a budget, no reported net price above it (an unreported price passes, as in passesHardFilters).
 * Only the fit fields: no source JSON, a small part of a full row.
 */
export async function collegeFitsWithin(db: Database, limits: CollegeLimits): Promise<CollegeFitFields[]> {
  const rows = await db.select(COLLEGE_FIT_COLUMNS).from(colleges).where(withinLimits(limits)).orderBy(asc(colleges.unitId));
  return rows.map((row) => ({ ...row, netPriceByIncome: bracketPrices(row.netPriceByIncome) }));
}

/** Full rows of the given colleges, in UNITID order. */
export async function collegesByUnitId(db: Database, unitIds: readonly number[]): Promise<CollegeDto[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select()
    .from(colleges)
    .where(inArray(colleges.unitId, [...unitIds]))
    .orderBy(asc(colleges.unitId));
  return rows.map(toCollegeDto);
}
