import { COLLEGE_SOURCE_NAME, FIELD_OF_STUDY_MIN_PROGRAMS, outcomeCredentialLevel, scorecardCollegeSource } from '@data/colleges';
import { collegeSchema, type College } from '@domain/catalog/schemas';
import type { EstimateSupport } from '@domain/catalog/thin-estimate';
import { fileNameOf, ImportError, openInput, readRecords, requireColumns } from './input';

/*
 * The College Scorecard field-of-study file FieldOfStudyData1516_1617_PP.csv (graduates of 2015-16 and 2016-17;
 * November 2019 release; the `P_` column prefix of that vintage): one row per UNITID × 4-digit CIP × credential
 * level with the median federal loan debt of the program's graduates (P_DEBTMEDIAN over cohort P_COUNT) and their
 * median earnings in the first year after completing, working and not enrolled (P_MD_EARN_WNE over
 * P_EARNINGSCOUNT). Waypoint estimates an institution's debt and early-career earnings from it, per credential
 * level, by the rule in the header of src/data/colleges.ts (count-weighted median of the program medians, at least
 * FIELD_OF_STUDY_MIN_PROGRAMS programs reporting both the median and its count; "limited data" per ADR 0020).
 * Values written PrivacySuppressed, NULL, NA or empty are missing, never 0.
 */

const COLUMNS = ['P_UNITID', 'P_CREDLEV', 'P_COUNT', 'P_DEBTMEDIAN', 'P_EARNINGSCOUNT', 'P_MD_EARN_WNE'] as const;

const MISSING_VALUES = new Set(['', 'NULL', 'PrivacySuppressed', 'NA']);

/** The credential levels an institution estimate is computed over (P_CREDLEV 2 and 3). */
export type OutcomeLevel = 'bachelor' | 'associate';
const LEVELS: Record<string, OutcomeLevel> = { '2': 'associate', '3': 'bachelor' };

/** One program's median and the cohort count it is the median of. */
export interface ProgramOutcome {
  value: number;
  count: number;
}

/** One estimated figure: null when fewer than FIELD_OF_STUDY_MIN_PROGRAMS programs report it. */
export interface FigureEstimate {
  value: number | null;
  /** [programs, largest program's count, total count] of the programs the estimate is computed over. */
  support: EstimateSupport;
}

export interface LevelEstimates {
  debt: FigureEstimate;
  earnings: FigureEstimate;
}

/** Per UNITID, the estimates for each credential level that has at least one program row in the file. */
export type FieldOfStudyEstimates = Map<number, Partial<Record<OutcomeLevel, LevelEstimates>>>;

/** The smallest program median at which the cumulative count reaches half the total; null below the minimum number of programs. */
export function countWeightedMedian(programs: readonly ProgramOutcome[], minPrograms = FIELD_OF_STUDY_MIN_PROGRAMS): number | null {
  if (programs.length < minPrograms || programs.length === 0) return null;
  const sorted = [...programs].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, p) => sum + p.count, 0);
  let cumulative = 0;
  for (const p of sorted) {
    cumulative += p.count;
    if (2 * cumulative >= total) return p.value;
  }
  return null;
}

/** [programs, largest count, total count] of the programs behind an estimate (ADR 0020). */
export function estimateSupport(programs: readonly ProgramOutcome[]): EstimateSupport {
  return [programs.length, programs.reduce((max, p) => Math.max(max, p.count), 0), programs.reduce((sum, p) => sum + p.count, 0)];
}

export function estimateFigure(programs: readonly ProgramOutcome[]): FigureEstimate {
  return { value: countWeightedMedian(programs), support: estimateSupport(programs) };
}

/** A reported number, or null for a missing one; anything else is a broken file. */
function reported(raw: string | undefined, column: string, label: string): number | null {
  const value = raw?.trim() ?? '';
  if (MISSING_VALUES.has(value)) return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new ImportError(`${label}: ${column} is not a number: "${value.slice(0, 40)}"`);
  return parsed;
}

interface Programs {
  debt: ProgramOutcome[];
  earnings: ProgramOutcome[];
}

/** Reads the programs of every UNITID × level (P_CREDLEV 2 or 3) that report a median with its count. */
export async function readFieldOfStudyPrograms(location: string): Promise<Map<number, Partial<Record<OutcomeLevel, Programs>>>> {
  const label = fileNameOf(location);
  const records = readRecords(await openInput(location), { delimiter: ',', label })[Symbol.asyncIterator]();
  const programs = new Map<number, Partial<Record<OutcomeLevel, Programs>>>();
  try {
    const first = await records.next();
    if (first.done) throw new ImportError(`${label}: the file is empty`);
    const at = requireColumns(first.value, COLUMNS, `${label} is not a College Scorecard field-of-study file`);
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const row = next.value;
      const level = LEVELS[row[at.P_CREDLEV]?.trim() ?? ''];
      if (!level) continue;
      const unitId = reported(row[at.P_UNITID], 'P_UNITID', label);
      // Some programs (5,618 rows of the 1516_1617 file) have no UNITID: they cannot be tied to an institution.
      if (unitId === null) continue;
      if (!Number.isInteger(unitId)) throw new ImportError(`${label}: P_UNITID is not a whole number: "${row[at.P_UNITID]}"`);
      const byLevel = programs.get(unitId) ?? {};
      const into = (byLevel[level] ??= { debt: [], earnings: [] });
      programs.set(unitId, byLevel);
      const add = (list: ProgramOutcome[], valueColumn: (typeof COLUMNS)[number], countColumn: (typeof COLUMNS)[number]) => {
        const value = reported(row[at[valueColumn]], valueColumn, label);
        const count = reported(row[at[countColumn]], countColumn, label);
        if (value !== null && count !== null) list.push({ value, count });
      };
      add(into.debt, 'P_DEBTMEDIAN', 'P_COUNT');
      add(into.earnings, 'P_MD_EARN_WNE', 'P_EARNINGSCOUNT');
    }
  } finally {
    await records.return?.();
  }
  return programs;
}

/**
 * Reads the field-of-study file (local path or official URL, .csv or .csv.bz2) and returns, per UNITID and
 * credential level, the debt and earnings estimates with their support.
 */
export async function readFieldOfStudyEstimates(location: string): Promise<FieldOfStudyEstimates> {
  const estimates: FieldOfStudyEstimates = new Map();
  for (const [unitId, byLevel] of await readFieldOfStudyPrograms(location)) {
    const levels: Partial<Record<OutcomeLevel, LevelEstimates>> = {};
    for (const level of ['associate', 'bachelor'] as const) {
      const programs = byLevel[level];
      if (programs) levels[level] = { debt: estimateFigure(programs.debt), earnings: estimateFigure(programs.earnings) };
    }
    estimates.set(unitId, levels);
  }
  return estimates;
}

/** The releases the source labels of src/data/colleges.ts name; another vintage needs new labels there first. */
const INSTITUTION_YEAR = '2023-24';
const FIELD_OF_STUDY_RELEASE = /FieldOfStudyData1516_1617_PP/i;

/** Refuses files whose releases the estimate labels would misstate. */
export function assertEstimateReleases(institutionYear: string | null, institutionFile: string, fieldOfStudyFile: string): void {
  if (institutionYear !== INSTITUTION_YEAR)
    throw new ImportError(
      `${fileNameOf(institutionFile)}: the college labels describe the ${INSTITUTION_YEAR} institution file (MERGED2023_24_PP)`,
    );
  if (!FIELD_OF_STUDY_RELEASE.test(fileNameOf(fieldOfStudyFile)))
    throw new ImportError(
      `${fileNameOf(fieldOfStudyFile)}: the estimate labels describe FieldOfStudyData1516_1617_PP (2015-16 and 2016-17 graduates)`,
    );
}

/**
 * One institution of the 2023-24 file as the default dataset holds it (the curated rows' mapping): where the file
 * reports neither debt nor earnings (every row of 2023-24), the field-of-study estimates of its credential level, with
 * the source saying so and "limited data" by ADR 0020; otherwise the file's own figures.
 */
export function withFieldOfStudyEstimates(college: College, estimates: FieldOfStudyEstimates): College {
  const { source: _fileSource, ...figures } = college;
  const reported = figures.medianDebt !== null || figures.medianEarnings !== null;
  const level = reported ? undefined : estimates.get(college.unitId)?.[outcomeCredentialLevel(college.predominantDegree)];
  const row = {
    ...figures,
    medianDebt: reported ? figures.medianDebt : (level?.debt.value ?? null),
    medianEarnings: reported ? figures.medianEarnings : (level?.earnings.value ?? null),
  };
  const support = level ? { debt: level.debt.support, earnings: level.earnings.support } : undefined;
  const source = reported
    ? {
        name: COLLEGE_SOURCE_NAME,
        year: INSTITUTION_YEAR,
        url: `https://collegescorecard.ed.gov/school/?${college.unitId}`,
        estimate: false,
      }
    : scorecardCollegeSource(row, support);
  return collegeSchema.parse({ ...row, source });
}
