import { collegeSchema, US_STATES, type College, type CollegeControl, type CollegeLocale, type RowSource } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { colleges } from '@server/db/schema';
import { assertEstimateReleases, readFieldOfStudyEstimates, withFieldOfStudyEstimates } from './field-of-study';
import { fileNameOf, ImportError, openInput, readRecords, requireColumns } from './input';
import { BATCH_SIZE, collegeRow, excludedSet } from './rows';

/*
 * The College Scorecard institution-level file (MERGED<yyyy>_<yy>_PP.csv or
 * Most-Recent-Cohorts-Institution.csv), one row per institution and ~3,300
 * columns, of which we read these. Field meanings: the official data
 * dictionary (data.yaml / CollegeScorecardDataDictionary.xlsx).
 */
/** Net price by family-income bracket (NPT41 $0-30,000 … NPT45 $110,001+), one set of columns per sector. */
const PRICE_COLUMNS = {
  public: ['NPT41_PUB', 'NPT42_PUB', 'NPT43_PUB', 'NPT44_PUB', 'NPT45_PUB'],
  private: ['NPT41_PRIV', 'NPT42_PRIV', 'NPT43_PRIV', 'NPT44_PRIV', 'NPT45_PRIV'],
} as const;

const COLUMNS = [
  'UNITID',
  'INSTNM',
  'CITY',
  'STABBR',
  'CONTROL',
  'LOCALE',
  'UGDS',
  'ADM_RATE',
  'NPT4_PUB',
  'NPT4_PRIV',
  ...PRICE_COLUMNS.public,
  ...PRICE_COLUMNS.private,
  'COSTT4_A',
  'COSTT4_P',
  'CURROPER',
  'C150_4',
  'C150_L4',
  'GRAD_DEBT_MDN',
  'MD_EARN_WNE_P10',
  'PREDDEG',
  'INSTURL',
] as const;
type Column = (typeof COLUMNS)[number];

/** How the files write a value that is not there: suppressed for privacy, not applicable or not reported. */
const MISSING_VALUES = new Set(['', 'NULL', 'PrivacySuppressed', 'NA']);

const CONTROLS: Record<string, CollegeControl> = { '1': 'public', '2': 'private-nonprofit', '3': 'private-for-profit' };
/** LOCALE is two digits: the first is the kind of place (11-13 city … 41-43 rural); -3 means not available. */
const LOCALES: Record<string, CollegeLocale> = { '1': 'city', '2': 'suburb', '3': 'town', '4': 'rural' };
/** PREDDEG: 0 is "not classified". */
const DEGREES: Record<string, NonNullable<College['predominantDegree']>> = {
  '1': 'certificate',
  '2': 'associate',
  '3': 'bachelor',
  '4': 'graduate',
};

export const SCORECARD_SOURCE_NAME = 'U.S. Department of Education, College Scorecard (institution-level data)';
export const SCORECARD_SOURCE_URL = 'https://collegescorecard.ed.gov/data/';

/** "MERGED2023_24_PP.csv.bz2" → "2023-24"; "Most-Recent-Cohorts-Institution.csv" → "most recent". */
export function scorecardYear(fileName: string): string | null {
  const merged = /MERGED(\d{4})_(\d{2})_PP/i.exec(fileName);
  if (merged) return `${merged[1]}-${merged[2]}`;
  if (/Most-Recent-Cohorts/i.test(fileName)) return 'most recent';
  return null;
}

class RowError extends Error {}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return MISSING_VALUES.has(trimmed) ? null : trimmed;
}

function numeric(value: string | undefined, column: Column): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const parsed = Number(raw);
  if (!Number.isFinite(parsed)) throw new RowError(`${column} is not a number: "${raw.slice(0, 40)}"`);
  return parsed;
}

function whole(value: string | undefined, column: Column): number | null {
  const parsed = numeric(value, column);
  return parsed === null ? null : Math.round(parsed);
}

/** INSTURL is usually written without a scheme ("www.aamu.edu/"); links need one. */
function websiteUrl(value: string | undefined): string | null {
  const raw = text(value);
  if (raw === null) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Maps one Scorecard row to a College; throws a RowError (the row is skipped) when it cannot be one. */
function toCollege(cell: (column: Column) => string | undefined, source: RowSource): College {
  const unitId = whole(cell('UNITID'), 'UNITID');
  if (unitId === null) throw new RowError('UNITID is missing');
  const control = CONTROLS[text(cell('CONTROL')) ?? ''];
  if (!control) throw new RowError(`CONTROL is not 1, 2 or 3: "${cell('CONTROL')}"`);
  const state = text(cell('STABBR')) ?? '';
  if (!(US_STATES as readonly string[]).includes(state)) throw new RowError(`STABBR is not a U.S. state or territory code: "${state}"`);
  const localeCode = text(cell('LOCALE'));
  const publicPrice = whole(cell('NPT4_PUB'), 'NPT4_PUB');
  const privatePrice = whole(cell('NPT4_PRIV'), 'NPT4_PRIV');
  // The bracket prices of the institution's own sector (public or private, nonprofit and for-profit alike), as published.
  const [p1, p2, p3, p4, p5] = PRICE_COLUMNS[control === 'public' ? 'public' : 'private'].map((column) => whole(cell(column), column));
  const academicYearCost = whole(cell('COSTT4_A'), 'COSTT4_A');
  const programYearCost = whole(cell('COSTT4_P'), 'COSTT4_P');
  const operating = text(cell('CURROPER'));
  if (operating !== '0' && operating !== '1') throw new RowError(`CURROPER is not 0 or 1: "${cell('CURROPER')}"`);
  const fourYear = numeric(cell('C150_4'), 'C150_4');
  const lessThanFourYear = numeric(cell('C150_L4'), 'C150_L4');
  const college = {
    unitId,
    name: text(cell('INSTNM')) ?? '',
    city: text(cell('CITY')),
    state,
    control,
    locale: localeCode && /^[1-4][1-3]$/.test(localeCode) ? (LOCALES[localeCode.charAt(0)] ?? null) : null,
    undergraduates: whole(cell('UGDS'), 'UGDS'),
    admissionRate: numeric(cell('ADM_RATE'), 'ADM_RATE'),
    // Each institution reports the one for its sector; fall back to the other if only that one is filled in.
    averageNetPrice: control === 'public' ? (publicPrice ?? privatePrice) : (privatePrice ?? publicPrice),
    netPriceByIncome: [p1 ?? null, p2 ?? null, p3 ?? null, p4 ?? null, p5 ?? null],
    costOfAttendance: academicYearCost ?? programYearCost,
    costOfAttendanceKind: academicYearCost !== null ? 'academic-year' : programYearCost !== null ? 'program-year' : null,
    currentlyOperating: operating === '1',
    completionRate: fourYear ?? lessThanFourYear,
    completionMeasure: fourYear !== null ? 'four-year' : lessThanFourYear !== null ? 'less-than-four-year' : null,
    medianDebt: whole(cell('GRAD_DEBT_MDN'), 'GRAD_DEBT_MDN'),
    medianEarnings: whole(cell('MD_EARN_WNE_P10'), 'MD_EARN_WNE_P10'),
    predominantDegree: DEGREES[text(cell('PREDDEG')) ?? ''] ?? null,
    url: websiteUrl(cell('INSTURL')),
    source,
  };
  const result = collegeSchema.safeParse(college);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new RowError(`${issue?.path.join('.') ?? 'row'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

export interface ImportCounts {
  /** Data rows in the file. */
  read: number;
  /** Rows written (inserted or updated). */
  loaded: number;
  /** Rows that could not be used (bad or duplicate values). */
  skipped: number;
  /** A few reasons for skipped rows, for the log. */
  skippedExamples: string[];
}

export interface ScorecardRead {
  /** Every institution the file's rows map to, in file order. */
  colleges: College[];
  /** Data rows in the file. */
  read: number;
  /** Rows that could not be used (bad or duplicate values). */
  skipped: number;
  /** A few reasons for skipped rows, for the log. */
  skippedExamples: string[];
}

/**
 * Reads every institution of a Scorecard institution-level file (path or URL, .csv or .csv.bz2), streaming it.
 * Rows that cannot be a College are skipped and counted; a file that is not a Scorecard file is an ImportError.
 */
export async function readScorecard(location: string, options: { year?: string } = {}): Promise<ScorecardRead> {
  const fileName = fileNameOf(location);
  const year = options.year ?? scorecardYear(fileName);
  if (!year) throw new ImportError(`Cannot tell the data year from "${fileName}": pass it with --scorecard-year (e.g. 2023-24)`);
  const source: RowSource = { name: SCORECARD_SOURCE_NAME, year, url: SCORECARD_SOURCE_URL, estimate: false };

  const records = readRecords(await openInput(location), { delimiter: ',', label: fileName })[Symbol.asyncIterator]();
  const result: ScorecardRead = { colleges: [], read: 0, skipped: 0, skippedExamples: [] };
  try {
    const first = await records.next();
    if (first.done) throw new ImportError(`${fileName}: the file is empty`);
    const at = requireColumns(first.value, COLUMNS, `${fileName} is not a College Scorecard institution-level file`);
    const seen = new Set<number>();
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const record = next.value;
      result.read += 1;
      try {
        const college = toCollege((column) => record[at[column]], source);
        if (seen.has(college.unitId)) throw new RowError(`UNITID ${college.unitId} appears twice`);
        seen.add(college.unitId);
        result.colleges.push(college);
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        result.skipped += 1;
        if (result.skippedExamples.length < 5)
          result.skippedExamples.push(`row ${result.read} (UNITID ${record[at.UNITID] ?? '?'}): ${error.message}`);
      }
    }
  } finally {
    await records.return?.();
  }
  return result;
}

/**
 * Loads every institution of a Scorecard institution-level file (path or URL,
 * .csv or .csv.bz2): the whole file is read and checked first, then written in
 * one transaction, so a bad file changes nothing. Re-running replaces the same
 * rows. Imported rows replace curated ones (the official file is complete and
 * authoritative) and are no longer touched by the start-up loader. With
 * `fieldOfStudy` (the 2023-24 file and FieldOfStudyData1516_1617_PP), the rows
 * get Waypoint's debt and earnings estimates exactly as the default dataset
 * (data/snapshot/colleges.ndjson) has them.
 */
export async function importScorecard(
  db: Database,
  location: string,
  options: { year?: string; fieldOfStudy?: string } = {},
): Promise<ImportCounts> {
  if (options.fieldOfStudy) assertEstimateReleases(options.year ?? scorecardYear(fileNameOf(location)), location, options.fieldOfStudy);
  const [institutions, estimates] = await Promise.all([
    readScorecard(location, options),
    options.fieldOfStudy ? readFieldOfStudyEstimates(options.fieldOfStudy) : null,
  ]);
  const { read, skipped, skippedExamples } = institutions;
  const rows = estimates ? institutions.colleges.map((college) => withFieldOfStudyEstimates(college, estimates)) : institutions.colleges;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await tx
        .insert(colleges)
        .values(rows.slice(start, start + BATCH_SIZE).map((college) => collegeRow(college, false)))
        .onConflictDoUpdate({ target: colleges.unitId, set: excludedSet(colleges, colleges.unitId) });
    }
  });
  return { read, loaded: rows.length, skipped, skippedExamples };
}
