import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { primaryArea } from '@domain/catalog/career-explore';
import { CAREER_ALTERNATE_TITLES } from '@data/career-alternate-titles';
import { MAJORS_ES } from '@data/i18n/majors-es';
import type { Career, College, Major } from '@domain/catalog/schemas';
import type { careers, colleges, majors } from '@server/db/schema';

/**
 * The Spanish title of the BLS occupation a career's figures come from: the O*NET occupation of the same SOC code
 * ("15-1299" → "15-1299.00") where data/i18n has it; a combined or broad code has none.
 */
export function figuresFromSpanish(
  career: Pick<Career, 'figuresFrom'>,
  spanishBySoc: ReadonlyMap<string, { title: string }> | undefined,
): { title: string } | undefined {
  return career.figuresFrom ? spanishBySoc?.get(`${career.figuresFrom.socCode}.00`) : undefined;
}

/** Rows per INSERT: ~17 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
export const BATCH_SIZE = 500;

// The rule lives in the domain so career exploration filters by the same strongest area.
export { primaryArea } from '@domain/catalog/career-explore';

/**
 * The alternate titles and the text of their search vector (one title a line, so words never run together). Every
 * character but letters and digits becomes a space first: PostgreSQL's parser would otherwise read
 * "Electrical/Mechanical" as one file-path token, and "mechanic" would not find it (the domain's words are letters and
 * digits only).
 */
export function alternateTitleColumns(
  titles: readonly string[],
): Pick<typeof careers.$inferInsert, 'alternateTitles' | 'alternateTitlesSearch'> {
  return { alternateTitles: [...titles], alternateTitlesSearch: titles.map((title) => title.replace(/[^\p{L}\p{N}]+/gu, ' ')).join('\n') };
}

/**
 * A career's row. A curated career takes its alternate titles from src/data/career-alternate-titles.ts; any other
 * (the default-dataset snapshot, data/snapshot/careers.ndjson) brings its own.
 */
export function careerRow(
  career: Career & { alternateTitles?: readonly string[] },
  curated: boolean,
  spanish?: { title: string; description?: string },
  figuresFromSpanish?: { title: string },
): typeof careers.$inferInsert {
  return {
    socCode: career.socCode,
    title: career.title,
    description: career.description,
    titleEs: spanish?.title ?? null,
    descriptionEs: spanish?.description ?? null,
    interests: career.interests,
    primaryArea: primaryArea(career.interests),
    jobZone: career.jobZone,
    medianPay: career.medianPay,
    payKind: career.payKind ?? null,
    hourlyMedianPay: career.hourlyMedianPay ?? null,
    outlookPercent: career.outlookPercent,
    annualOpenings: career.annualOpenings ?? null,
    entryEducation: career.entryEducation,
    workExperience: career.workExperience,
    onTheJobTraining: career.onTheJobTraining,
    trainingSource: career.trainingSource,
    workValues: career.workValues,
    figuresFrom: career.figuresFrom
      ? { ...career.figuresFrom, ...(figuresFromSpanish ? { titleEs: figuresFromSpanish.title } : {}) }
      : null,
    source: career.source,
    curated,
    ...alternateTitleColumns(curated ? (CAREER_ALTERNATE_TITLES[career.socCode] ?? []) : (career.alternateTitles ?? [])),
  };
}

export function majorRow(major: Major): typeof majors.$inferInsert {
  return {
    cip: major.cip,
    name: major.name,
    description: major.description,
    // Spanish by Waypoint (src/data/i18n/majors-es.ts); a major not translated yet reads NULL.
    nameEs: MAJORS_ES[major.cip]?.name ?? null,
    descriptionEs: MAJORS_ES[major.cip]?.description ?? null,
    interests: major.interests,
    careerCodes: [...major.careerCodes],
    medianEarnings: major.medianEarnings,
    medianDebt: major.medianDebt,
    source: major.source,
  };
}

export function collegeRow(college: College, curated: boolean): typeof colleges.$inferInsert {
  return {
    unitId: college.unitId,
    name: college.name,
    city: college.city,
    state: college.state,
    control: college.control,
    locale: college.locale,
    undergraduates: college.undergraduates,
    admissionRate: college.admissionRate,
    averageNetPrice: college.averageNetPrice,
    netPriceByIncome: college.netPriceByIncome,
    costOfAttendance: college.costOfAttendance,
    costOfAttendanceKind: college.costOfAttendanceKind,
    currentlyOperating: college.currentlyOperating,
    completionRate: college.completionRate,
    completionMeasure: college.completionMeasure,
    medianDebt: college.medianDebt,
    medianEarnings: college.medianEarnings,
    predominantDegree: college.predominantDegree,
    url: college.url,
    source: college.source,
    curated,
  };
}

/** `SET col = excluded.col` for every column but the key, plus a fresh `updated_at` (an upsert that replaces the row). */
export function excludedSet(table: PgTable, key: PgColumn): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (column === key || property === 'updatedAt') continue;
    // The database uses snake_case (casing in client.ts); an explicit column name would be kept as written.
    const name = column.keyAsName ? toSnakeCase(property) : column.name;
    set[property] = sql`excluded.${sql.identifier(name)}`;
  }
  set.updatedAt = sql`now()`;
  return set;
}

export function inBatches<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
