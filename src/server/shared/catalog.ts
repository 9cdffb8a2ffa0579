import { and, asc, getTableColumns, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollegeFitFields } from '@domain/catalog/college-match';
import type { Career, College, CollegeControl, Major, RowSource, UsState } from '@domain/catalog/schemas';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, colleges, majors } from '@server/db/schema';

/*
 * The catalog's read model, for every feature that reads careers, majors and colleges (the catalog
 * pages, the quizzes that match against them, the counselor, the cognitive games): the JSON shapes
 * and the whole-table reads. Each feature's own queries stay in the feature.
 */

/*
 * What the catalog API sends: the domain types as JSON. Fields are spelled out
 * so a new column (e.g. `curated`, `updatedAt`) is not published by accident.
 */
export type CareerDto = Career;
export type MajorDto = Major;
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
 * The title and description in the language asked for (issue 22): Spanish where it exists. A Spanish answer whose
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
  };
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
    completionRate: row.completionRate,
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
export function alphabetical(column: AnyPgColumn): SQL {
  return sql`lower(${column}) collate "C" asc`;
}

/** The Spanish column where the answer is in Spanish, else the English one (for ordering by what is shown). */
export function shownText(english: AnyPgColumn, spanishColumn: AnyPgColumn, language: Locale): SQL {
  return language === 'es' ? sql`coalesce(${spanishColumn}, ${english})` : sql`${english}`;
}

/** Every career, in a stable order (matching ranks ties by input order). */
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

type CollegeLimits = { states?: readonly UsState[]; controls?: readonly CollegeControl[]; maxNetPrice?: number | null };

function withinLimits(limits: CollegeLimits): SQL | undefined {
  const conditions: SQL[] = [];
  if (limits.states?.length) conditions.push(inArray(colleges.state, [...limits.states]));
  if (limits.controls?.length) conditions.push(inArray(colleges.control, [...limits.controls]));
  if (limits.maxNetPrice !== undefined && limits.maxNetPrice !== null) {
    conditions.push(or(isNull(colleges.averageNetPrice), lte(colleges.averageNetPrice, limits.maxNetPrice))!);
  }
  return conditions.length ? and(...conditions) : undefined;
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
  return db.select(COLLEGE_FIT_COLUMNS).from(colleges).where(withinLimits(limits)).orderBy(asc(colleges.unitId));
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
