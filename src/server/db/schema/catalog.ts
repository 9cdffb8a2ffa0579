import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FieldOfStudyStatus } from '@domain/catalog/fields-of-study';
import type { NetPriceByIncome } from '@domain/prices/brackets';
import type {
  CareerFiguresFrom,
  CareerWorkValues,
  CollegeControl,
  CompletionMeasure,
  CostOfAttendanceKind,
  CollegeLocale,
  PayKind,
  RiasecArea,
  RiasecProfile,
  RowSource,
  UsState,
} from '@domain/catalog/schemas';

/*
 * The career, major and college catalog. Rows come from the curated
 * datasets in src/data (loaded at every start) and from the official-data
 * importers (`npm run data:import`). Missing official figures are NULL, never 0.
 * `curated` marks rows owned by src/data: the start-up loader updates and prunes
 * only those, and the O*NET import leaves curated careers alone (see
 * src/server/features/catalog/import/onet.ts for the rule).
 */

/**
 * A PostgreSQL full-text vector (drizzle has no built-in type for it), written from plain text with the 'simple'
 * configuration: no stemming or stop words, so "RN" and "coder" stay as typed. Reads back as tsvector text.
 */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
  toDriver: (text) => sql`to_tsvector('simple', ${text})`,
});

export const careers = pgTable(
  'careers',
  {
    socCode: text().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    /** Spanish title and description (data/i18n/careers.es.ndjson); NULL when not yet translated. */
    titleEs: text(),
    descriptionEs: text(),
    interests: jsonb().$type<RiasecProfile>().notNull(),
    /** The highest interest area (first in RIASEC order on a tie), for `?area=`. */
    primaryArea: text().$type<RiasecArea>().notNull(),
    jobZone: smallint(),
    medianPay: integer(),
    /** Why medianPay is null, or 'annual' (BLS OEWS; src/domain/catalog/schemas.ts PAY_KINDS). */
    payKind: text().$type<PayKind>(),
    hourlyMedianPay: doublePrecision(),
    outlookPercent: doublePrecision(),
    annualOpenings: integer(),
    entryEducation: text(),
    workExperience: text(),
    onTheJobTraining: text(),
    trainingSource: jsonb().$type<RowSource>(),
    /** O*NET Work Values (src/data/career-work-values.ts); NULL when O*NET has none. */
    workValues: jsonb().$type<CareerWorkValues>(),
    /** The BLS occupation whose pay and outlook the row shows when BLS publishes none of this occupation's own; NULL otherwise. */
    figuresFrom: jsonb().$type<CareerFiguresFrom & { titleEs?: string }>(),
    source: jsonb().$type<RowSource>().notNull(),
    curated: boolean().notNull().default(false),
    /** O*NET 29.2 alternate and short titles (curated careers; src/data/career-alternate-titles.ts), for search by everyday titles. */
    alternateTitles: text().array().notNull().default([]),
    /** The alternate titles as a 'simple' text-search vector, GIN-indexed for whole-word/prefix search. */
    alternateTitlesSearch: tsvector(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('careers_primary_area_idx').on(t.primaryArea),
    index('careers_alternate_titles_search_idx').using('gin', t.alternateTitlesSearch),
  ],
);

export const majors = pgTable('majors', {
  cip: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  /** Spanish name and description (src/data/i18n/majors-es.ts); NULL when not yet translated. */
  nameEs: text(),
  descriptionEs: text(),
  interests: jsonb().$type<RiasecProfile>().notNull(),
  careerCodes: text().array().notNull(),
  medianEarnings: integer(),
  medianDebt: integer(),
  source: jsonb().$type<RowSource>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const colleges = pgTable(
  'colleges',
  {
    /** IPEDS UNITID. */
    unitId: integer().primaryKey(),
    name: text().notNull(),
    city: text(),
    state: text().$type<UsState>().notNull(),
    control: text().$type<CollegeControl>().notNull(),
    locale: text().$type<CollegeLocale>(),
    undergraduates: integer(),
    admissionRate: doublePrecision(),
    averageNetPrice: integer(),
    /** NPT41..NPT45 of the institution's sector, $0-30,000 … $110,001+ (src/domain/prices/brackets.ts); NULL elements not reported. */
    netPriceByIncome: integer()
      .array()
      .$type<NetPriceByIncome>()
      .notNull()
      .default(sql`'{NULL,NULL,NULL,NULL,NULL}'::integer[]`),
    costOfAttendance: integer(),
    costOfAttendanceKind: text().$type<CostOfAttendanceKind>(),
    /** CURROPER: closed institutions still have a page, but no list, quiz or suggestion shows them. */
    currentlyOperating: boolean().notNull().default(true),
    completionRate: doublePrecision(),
    completionMeasure: text().$type<CompletionMeasure>(),
    medianDebt: integer(),
    medianEarnings: integer(),
    predominantDegree: text().$type<'certificate' | 'associate' | 'bachelor' | 'graduate'>(),
    url: text(),
    source: jsonb().$type<RowSource>().notNull(),
    curated: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('colleges_state_idx').on(t.state), index('colleges_control_idx').on(t.control)],
);

/**
 * The generated default-dataset snapshots (data/snapshot/*.ndjson) the start-up loader last wrote: the SHA-256 of
 * each file and the loader version, so an unchanged file is skipped (src/server/features/catalog/import/load-snapshot.ts).
 */
export const catalogSnapshots = pgTable('catalog_snapshots', {
  /** The file name, e.g. "careers.ndjson". */
  file: text().primaryKey(),
  sha256: text().notNull(),
  loaderVersion: integer().notNull(),
  rows: integer().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Program-level outcomes (data/snapshot/programs.ndjson, College Scorecard FieldOfStudyData1516_1617_PP): one row per
 * institution × 4-digit CIP × credential level the file reports with any figure. Every figure as published; NULL when
 * suppressed ("not reported: too few graduates"), never 0. Loaded at start like the other snapshots (ADR 0038).
 */
export const collegePrograms = pgTable(
  'college_programs',
  {
    unitId: integer().notNull(),
    /** 4-digit CIP series, "42.01" (the file's "4201" with the dot put back). */
    cip: text().notNull(),
    /** P_CREDLEV: 1 certificate below a bachelor's … 8 graduate certificate (CREDENTIAL_LEVELS in src/domain/catalog/programs.ts). */
    credentialLevel: smallint().notNull(),
    /** P_IPEDSCOUNT1 / P_IPEDSCOUNT2: awards conferred in each of the two years of the pooled cohort. */
    awardsYear1: integer(),
    awardsYear2: integer(),
    /** P_COUNT: graduates with federal loans, the cohort the median debt is over. */
    debtCohort: integer(),
    /** P_DEBTMEDIAN: median federal loan debt at graduation. */
    medianDebt: integer(),
    /** P_EARNINGSCOUNT: graduates working and not enrolled, the cohort the median earnings are over. */
    earningsCohort: integer(),
    /** P_MD_EARN_WNE: median earnings in the first year after completing (dollars of that year, not adjusted). */
    medianEarnings: integer(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.cip, t.credentialLevel] }), index('college_programs_cip_idx').on(t.cip)],
);

/**
 * Fields of study at the 4-digit CIP level (data/snapshot/fields-of-study.ndjson): NCES CIP 2020 titles and
 * definitions, plus the few older series only the Scorecard field-of-study file names (its own description as the
 * title, no definition).
 */
export const fieldsOfStudy = pgTable('fields_of_study', {
  /** "42.01". */
  cip: text().primaryKey(),
  title: text().notNull(),
  /** The series' definition; for a series NCES defines through its codes, the definition of its first 6-digit code. */
  definition: text(),
  /** The 6-digit code whose definition `definition` is, when it is not the series' own (e.g. "42.0101"). */
  definitionCip: text(),
  /** 'current' (CIP 2020), 'retired' (deleted or moved in CIP 2020) or 'scorecard-only' (src/domain/catalog/fields-of-study.ts). */
  status: text().$type<FieldOfStudyStatus>().notNull(),
});

/**
 * The occupations each 4-digit series leads to: the NCES CIP 2020 → SOC 2018 crosswalk aggregated to the series
 * (every SOC code of any of its 6-digit codes; "99-9999", no match, left out). Careers join on their BLS SOC code
 * (the first 7 characters of the O*NET-SOC code: "29-1141.01" → "29-1141").
 */
export const fieldOfStudyOccupations = pgTable(
  'field_of_study_occupations',
  {
    cip: text().notNull(),
    /** SOC 2018 code, "29-1141". */
    socCode: text().notNull(),
    socTitle: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cip, t.socCode] }), index('field_of_study_occupations_soc_idx').on(t.socCode)],
);
