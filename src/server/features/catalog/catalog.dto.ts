import type { Career, College, Major, RowSource } from '@domain/catalog/schemas';
import type { careers, colleges, majors } from '@server/db/schema';

/*
 * What the catalog API sends: the domain types as JSON. Fields are spelled out
 * so a new column (e.g. `curated`, `updatedAt`) is not published by accident.
 */
export type CareerDto = Career;
export type MajorDto = Major;
export type CollegeDto = College;

type CareerRow = typeof careers.$inferSelect;
type MajorRow = typeof majors.$inferSelect;
type CollegeRow = typeof colleges.$inferSelect;

function toSourceDto(source: RowSource): RowSource {
  return { name: source.name, year: source.year, url: source.url, estimate: source.estimate };
}

export function toCareerDto(row: CareerRow): CareerDto {
  return {
    socCode: row.socCode,
    title: row.title,
    description: row.description,
    interests: { R: row.interests.R, I: row.interests.I, A: row.interests.A, S: row.interests.S, E: row.interests.E, C: row.interests.C },
    jobZone: row.jobZone,
    medianPay: row.medianPay,
    outlookPercent: row.outlookPercent,
    entryEducation: row.entryEducation,
    source: toSourceDto(row.source),
  };
}

export function toMajorDto(row: MajorRow): MajorDto {
  return {
    cip: row.cip,
    name: row.name,
    description: row.description,
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
