import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { CIP_2020_SOURCE, CIP_SOC_CROSSWALK_SOURCE, COLLEGE_INSTITUTION_SOURCE, PROGRAM_OUTCOMES_SOURCE } from '@data/college-programs';
import type { FieldOfStudyStatus } from '@domain/catalog/fields-of-study';
import type { CollegeDetailQuery, MajorDetailQuery } from '@domain/catalog/program-queries';
import {
  CREDENTIAL_LEVELS,
  credentialLevelOf,
  graduatesOf,
  MAJOR_COLLEGES_PAGE_SIZE,
  type CredentialLevel,
  type MajorCollegeSort,
  type ProgramSource,
} from '@domain/catalog/programs';
import type { Paged, RowSource } from '@domain/catalog/schemas';
import type { FinancialGradeResult } from '@domain/finance/grade';
import type { Locale } from '@domain/i18n/locales';
import { plannedDebtGrade, programGrade } from '@domain/prices/program-grade';
import type { Database } from '@server/db/client';
import { careers, collegePrograms, colleges, fieldOfStudyOccupations, fieldsOfStudy, majors } from '@server/db/schema';
import { appError } from '@server/http/errors';
import {
  alphabetical,
  bracketPrices,
  CAREER_COLUMNS,
  comparablePriceSql,
  shownText,
  toCareerDto,
  toCollegeDto,
  toMajorDto,
  type CareerDto,
  type CollegeDto,
  type MajorDto,
} from '@server/shared/catalog';
import { familyPriceDto, type FamilyPriceDto } from '@server/shared/prices';

/*
 * The college page and the field-of-study page: a college with its programs and their outcomes, and a
 * 4-digit CIP series with the careers it leads to and the colleges offering it. Every figure as the snapshot holds it
 * (null: not reported), each program graded by the spec's table (debt / first-year earnings).
 */

/** One program of a college: the Scorecard's figures as published, the graduates shown, and the grades. */
export interface ProgramDto {
  cip: string;
  /** The CIP title (NCES CIP 2020, or the Scorecard file's own description for an older series). */
  title: string;
  /** The curated major of this series in the language asked for, when Waypoint has one (its name links to it). */
  majorName: string | null;
  credentialLevel: CredentialLevel;
  /** Awards conferred in each of the two years (P_IPEDSCOUNT1/2); `graduates` is their sum, null when neither is reported. */
  awardsYear1: number | null;
  awardsYear2: number | null;
  graduates: number | null;
  /** Graduates with federal loans, over whom the median debt is taken (P_COUNT). */
  debtCohort: number | null;
  medianDebt: number | null;
  /** Graduates working and not enrolled, over whom the median earnings are taken (P_EARNINGSCOUNT). */
  earningsCohort: number | null;
  /** Median earnings in the first year after completing (P_MD_EARN_WNE). */
  medianEarnings: number | null;
  /** The median debt against the first-year earnings; N/A when either is not reported. */
  grade: FinancialGradeResult;
  /** The family's planned debt against the same earnings (only when the request gives plannedDebt). */
  plannedDebtGrade: FinancialGradeResult | null;
}

export interface CollegeDetailDto {
  college: CollegeDto;
  /** The family's price at this college: its bracket with `income`, else the range across brackets (never the average alone). */
  familyPrice: FamilyPriceDto;
  plannedDebt: number | null;
  programs: ProgramDto[];
  sources: {
    /** Location, size, admission, completion, cost of attendance, prices and operating status. */
    institution: RowSource;
    /** The college-wide median debt and earnings (often Waypoint's estimate from the programs: see its name). */
    outcomes: RowSource;
    programs: ProgramSource;
  };
}

export const collegeNotFound = () => appError(404, 'colleges.not_found');
export const majorNotFound = () => appError(404, 'majors.not_found');

const PROGRAM_COLUMNS = {
  cip: collegePrograms.cip,
  credentialLevel: collegePrograms.credentialLevel,
  awardsYear1: collegePrograms.awardsYear1,
  awardsYear2: collegePrograms.awardsYear2,
  debtCohort: collegePrograms.debtCohort,
  medianDebt: collegePrograms.medianDebt,
  earningsCohort: collegePrograms.earningsCohort,
  medianEarnings: collegePrograms.medianEarnings,
  title: fieldsOfStudy.title,
};
type ProgramColumns = { [K in keyof typeof PROGRAM_COLUMNS]: (typeof PROGRAM_COLUMNS)[K]['_']['data'] | null };

function toProgramDto(row: ProgramColumns, majorNames: ReadonlyMap<string, string>, plannedDebt: number | null): ProgramDto {
  const cip = row.cip ?? '';
  return {
    cip,
    title: row.title ?? cip,
    majorName: majorNames.get(cip) ?? null,
    credentialLevel: credentialLevelOf(row.credentialLevel ?? 0) ?? CREDENTIAL_LEVELS[0],
    awardsYear1: row.awardsYear1,
    awardsYear2: row.awardsYear2,
    graduates: graduatesOf(row.awardsYear1, row.awardsYear2),
    debtCohort: row.debtCohort,
    medianDebt: row.medianDebt,
    earningsCohort: row.earningsCohort,
    medianEarnings: row.medianEarnings,
    grade: programGrade(row.medianDebt, row.medianEarnings),
    plannedDebtGrade: plannedDebt === null ? null : plannedDebtGrade(plannedDebt, row.medianEarnings),
  };
}

/** The curated majors' names by CIP series, in the language asked for. */
async function majorNamesBySeries(db: Database, language: Locale): Promise<Map<string, string>> {
  const rows = await db.select({ cip: majors.cip, name: sql<string>`${shownText(majors.name, majors.nameEs, language)}` }).from(majors);
  return new Map(rows.map((row) => [row.cip.slice(0, 5), row.name]));
}

/** A college (closed ones too: their page says so) with every program it reports; null for an unknown UNITID. */
export async function collegeDetail(
  db: Database,
  unitId: number,
  query: CollegeDetailQuery,
  language: Locale = 'en',
): Promise<CollegeDetailDto | null> {
  const [[row], programRows, majorNames] = await Promise.all([
    db.select().from(colleges).where(eq(colleges.unitId, unitId)),
    db
      .select(PROGRAM_COLUMNS)
      .from(collegePrograms)
      .leftJoin(fieldsOfStudy, eq(fieldsOfStudy.cip, collegePrograms.cip))
      .where(eq(collegePrograms.unitId, unitId))
      .orderBy(asc(collegePrograms.cip), asc(collegePrograms.credentialLevel)),
    majorNamesBySeries(db, language),
  ]);
  if (!row) return null;
  const college = toCollegeDto(row);
  const plannedDebt = query.plannedDebt ?? null;
  return {
    college,
    familyPrice: familyPriceDto(college, query.income ?? null),
    plannedDebt,
    programs: programRows.map((program) => toProgramDto(program, majorNames, plannedDebt)),
    sources: {
      institution: { ...COLLEGE_INSTITUTION_SOURCE, url: `https://collegescorecard.ed.gov/school/?${unitId}` },
      outcomes: college.source,
      programs: PROGRAM_OUTCOMES_SOURCE,
    },
  };
}

/** A career the field of study leads to (the crosswalk's SOC code matched to our careers, O*NET detail codes included). */
export type FieldCareerDto = CareerDto & { crosswalkSocCode: string };

export interface MajorCollegeDto {
  college: Pick<
    CollegeDto,
    | 'unitId'
    | 'name'
    | 'city'
    | 'state'
    | 'control'
    | 'averageNetPrice'
    | 'netPriceByIncome'
    | 'costOfAttendance'
    | 'costOfAttendanceKind'
    | 'currentlyOperating'
  >;
  familyPrice: FamilyPriceDto;
  program: ProgramDto;
}

export interface MajorDetailDto {
  fieldOfStudy: { cip: string; title: string; definition: string | null; definitionCip: string | null; status: FieldOfStudyStatus };
  /** Waypoint's curated major of this series, in the language asked for; null when there is none. */
  major: MajorDto | null;
  careers: FieldCareerDto[];
  /** Crosswalk occupations with no career in Waypoint's catalog (title as NCES writes it). */
  otherOccupations: { socCode: string; title: string }[];
  colleges: Paged<MajorCollegeDto> & { sort: MajorCollegeSort };
  sources: { fieldOfStudy: RowSource; crosswalk: RowSource; programs: ProgramSource; prices: RowSource };
}

/** Best first; a figure not reported sorts last whatever the direction; then the college's name and UNITID. */
function collegeOrder(sort: MajorCollegeSort, income: number | null): SQL {
  if (sort === 'debt') return sql`${collegePrograms.medianDebt} asc nulls last`;
  if (sort === 'earnings') return sql`${collegePrograms.medianEarnings} desc nulls last`;
  if (sort === 'price') return sql`${comparablePriceSql(income)} asc nulls last`;
  // Best grade = lowest debt-to-income; N/A (either figure missing) last.
  return sql`(${collegePrograms.medianDebt}::double precision / nullif(${collegePrograms.medianEarnings}, 0)) asc nulls last`;
}

async function careersOf(db: Database, cip: string, language: Locale) {
  const occupations = await db
    .select({ socCode: fieldOfStudyOccupations.socCode, title: fieldOfStudyOccupations.socTitle })
    .from(fieldOfStudyOccupations)
    .where(eq(fieldOfStudyOccupations.cip, cip))
    .orderBy(asc(fieldOfStudyOccupations.socCode));
  if (occupations.length === 0) return { careers: [], otherOccupations: [] };
  const socCodes = occupations.map((o) => o.socCode);
  const rows = await db
    .select(CAREER_COLUMNS)
    .from(careers)
    .where(sql`left(${careers.socCode}, 7) = any(${sql.param(socCodes)}::text[])`)
    .orderBy(asc(careers.socCode));
  const matched = new Set(rows.map((row) => row.socCode.slice(0, 7)));
  return {
    careers: rows.map((row): FieldCareerDto => ({ ...toCareerDto(row, language), crosswalkSocCode: row.socCode.slice(0, 7) })),
    otherOccupations: occupations.filter((o) => !matched.has(o.socCode)),
  };
}

async function collegesOffering(db: Database, cip: string, query: MajorDetailQuery, language: Locale) {
  const income = query.income ?? null;
  const conditions: SQL[] = [eq(collegePrograms.cip, cip), eq(colleges.currentlyOperating, true)];
  if (query.state) conditions.push(eq(colleges.state, query.state));
  if (query.credential) conditions.push(eq(collegePrograms.credentialLevel, CREDENTIAL_LEVELS.indexOf(query.credential) + 1));
  const [rows, majorNames] = await Promise.all([
    db
      .select({
        ...PROGRAM_COLUMNS,
        unitId: colleges.unitId,
        name: colleges.name,
        city: colleges.city,
        state: colleges.state,
        control: colleges.control,
        averageNetPrice: colleges.averageNetPrice,
        netPriceByIncome: colleges.netPriceByIncome,
        costOfAttendance: colleges.costOfAttendance,
        costOfAttendanceKind: colleges.costOfAttendanceKind,
        currentlyOperating: colleges.currentlyOperating,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(collegePrograms)
      .innerJoin(colleges, eq(colleges.unitId, collegePrograms.unitId))
      .leftJoin(fieldsOfStudy, eq(fieldsOfStudy.cip, collegePrograms.cip))
      .where(and(...conditions))
      .orderBy(collegeOrder(query.sort, income), alphabetical(colleges.name), asc(colleges.unitId), asc(collegePrograms.credentialLevel))
      .limit(MAJOR_COLLEGES_PAGE_SIZE)
      .offset((query.page - 1) * MAJOR_COLLEGES_PAGE_SIZE),
    majorNamesBySeries(db, language),
  ]);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((
          await db
            .select({ value: sql<number>`count(*)`.mapWith(Number) })
            .from(collegePrograms)
            .innerJoin(colleges, eq(colleges.unitId, collegePrograms.unitId))
            .where(and(...conditions))
        )[0]?.value ?? 0)
      : 0);
  const items = rows.map((row): MajorCollegeDto => {
    const college: MajorCollegeDto['college'] = {
      unitId: row.unitId,
      name: row.name,
      city: row.city,
      state: row.state,
      control: row.control,
      averageNetPrice: row.averageNetPrice,
      netPriceByIncome: bracketPrices(row.netPriceByIncome),
      costOfAttendance: row.costOfAttendance,
      costOfAttendanceKind: row.costOfAttendanceKind,
      currentlyOperating: row.currentlyOperating,
    };
    return { college, familyPrice: familyPriceDto(college, income), program: toProgramDto(row, majorNames, null) };
  });
  return { items, total, page: query.page, pageSize: MAJOR_COLLEGES_PAGE_SIZE, sort: query.sort };
}

/** A field of study with its careers and the (operating) colleges offering it; null for a series we do not know. */
export async function majorDetail(
  db: Database,
  cip: string,
  query: MajorDetailQuery,
  language: Locale = 'en',
): Promise<MajorDetailDto | null> {
  const [field] = await db.select().from(fieldsOfStudy).where(eq(fieldsOfStudy.cip, cip));
  if (!field) return null;
  const [[major], found, offering] = await Promise.all([
    db
      .select()
      .from(majors)
      .where(sql`left(${majors.cip}, 5) = ${cip}`)
      .orderBy(asc(majors.cip))
      .limit(1),
    careersOf(db, cip, language),
    collegesOffering(db, cip, query, language),
  ]);
  return {
    fieldOfStudy: {
      cip: field.cip,
      title: field.title,
      definition: field.definition,
      definitionCip: field.definitionCip,
      status: field.status,
    },
    major: major ? toMajorDto(major, language) : null,
    careers: found.careers,
    otherOccupations: found.otherOccupations,
    colleges: offering,
    sources: {
      fieldOfStudy: CIP_2020_SOURCE,
      crosswalk: CIP_SOC_CROSSWALK_SOURCE,
      programs: PROGRAM_OUTCOMES_SOURCE,
      prices: COLLEGE_INSTITUTION_SOURCE,
    },
  };
}
