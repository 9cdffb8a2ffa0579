import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  CareerWorkValues,
  CollegeControl,
  CollegeLocale,
  PayKind,
  RiasecArea,
  RiasecProfile,
  RowSource,
  UsState,
} from '@domain/catalog/schemas';

/*
 * The career, major and college catalog (issue 4). Rows come from the curated
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
    /** Spanish title and description (data/i18n/careers.es.ndjson, issue 22); NULL when not yet translated. */
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
  /** Spanish name and description (src/data/i18n/majors-es.ts, issue 22); NULL when not yet translated. */
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
    completionRate: doublePrecision(),
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
