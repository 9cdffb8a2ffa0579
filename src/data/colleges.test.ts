import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  COLLEGE_CONTROLS,
  COLLEGE_LOCALES,
  COLLEGE_SIZES,
  collegeSchema,
  collegeSize,
  US_STATES,
  type College,
} from '../domain/catalog/schemas';
import { haveRealFiles, sharedDataFile } from '@tests/support/real-data';
import { COLLEGE_SOURCES } from './catalog-sources';
import { COLLEGE_ESTIMATE_SUPPORT } from './college-estimate-support';
import { isThinEstimate, limitedFigures } from '../domain/catalog/thin-estimate';
import { readFieldOfStudyEstimates } from '@server/features/catalog/import/field-of-study';
import { COLLEGE_SOURCE_NAME, COLLEGES, ESTIMATED_OUTCOMES_YEAR, estimatedOutcomesSourceName, outcomeCredentialLevel } from './colleges';
import { expectCitation } from './expect-citation';

const STATES_AND_DC = US_STATES.slice(0, US_STATES.indexOf('WY') + 1);

describe('COLLEGES', () => {
  it('is a curated selection of 300 to 400 institutions with unique UNITIDs', () => {
    expect(COLLEGES.length).toBeGreaterThanOrEqual(300);
    expect(COLLEGES.length).toBeLessThan(400);
    expect(new Set(COLLEGES.map((c) => c.unitId)).size).toBe(COLLEGES.length);
  });

  it.each(COLLEGES.map((c) => [c.unitId, c.name, c] as const))('%i %s matches the schema and cites its Scorecard page', (unitId, _name, c) => {
    expect(collegeSchema.parse(c)).toEqual(c);
    const estimated = c.medianDebt !== null || c.medianEarnings !== null;
    const limited = limitedFigures(c, COLLEGE_ESTIMATE_SUPPORT[unitId]);
    expect(c.source).toEqual({
      name: estimated ? estimatedOutcomesSourceName(outcomeCredentialLevel(c.predominantDegree)) : COLLEGE_SOURCE_NAME,
      year: estimated ? ESTIMATED_OUTCOMES_YEAR : '2023-24',
      url: `https://collegescorecard.ed.gov/school/?${unitId}`,
      estimate: estimated,
      ...(limited.length > 0 ? { limitedData: limited } : {}),
    });
    if (c.url !== null) expect(new URL(c.url).protocol).toBe('https:');
    // Suppressed or missing values are null, never 0.
    expect(c.undergraduates).not.toBe(0);
    expect(c.medianDebt).not.toBe(0);
    expect(c.medianEarnings).not.toBe(0);
    expect(c.admissionRate).not.toBe(0);
  });

  it("marks Grand Canyon University's nursing-dominated earnings, and only thin estimates, as limited data", () => {
    const gcu = COLLEGES.find((c) => c.unitId === 104717)!;
    expect(gcu.medianEarnings).toBe(75_400);
    expect(gcu.source.limitedData).toEqual(['earnings']);
    for (const c of COLLEGES) {
      const support = COLLEGE_ESTIMATE_SUPPORT[c.unitId];
      for (const figure of c.source.limitedData ?? []) expect(isThinEstimate(support![figure]), `${c.name} ${figure}`).toBe(true);
    }
    const limited = COLLEGES.filter((c) => (c.source.limitedData ?? []).length > 0).length;
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThan(COLLEGES.length / 3);
  });

  it('has at least 3 institutions in every state and DC', () => {
    expect(STATES_AND_DC).toHaveLength(51);
    for (const state of STATES_AND_DC) expect(COLLEGES.filter((c) => c.state === state).length, state).toBeGreaterThanOrEqual(3);
  });

  it('covers every control, size and locale, mostly bachelor-granting plus community colleges', () => {
    const count = <T,>(pick: (c: College) => T, value: T) => COLLEGES.filter((c) => pick(c) === value).length;
    for (const control of COLLEGE_CONTROLS) expect(count((c) => c.control, control), control).toBeGreaterThanOrEqual(3);
    for (const size of COLLEGE_SIZES) expect(count((c) => collegeSize(c.undergraduates), size), size).toBeGreaterThanOrEqual(20);
    for (const locale of COLLEGE_LOCALES) expect(count((c) => c.locale, locale), locale).toBeGreaterThanOrEqual(10);
    expect(count((c) => c.predominantDegree, 'bachelor')).toBeGreaterThan(COLLEGES.length / 2);
    expect(count((c) => c.predominantDegree, 'associate')).toBeGreaterThanOrEqual(40);
  });

  it('has debt and early-career earnings estimates for most colleges, in plausible ranges', () => {
    expect(COLLEGES.filter((c) => c.medianDebt !== null).length).toBeGreaterThanOrEqual(280);
    expect(COLLEGES.filter((c) => c.medianEarnings !== null).length).toBeGreaterThanOrEqual(280);
    for (const c of COLLEGES) {
      if (c.medianDebt !== null) expect(c.medianDebt, c.name).toBeGreaterThan(1_000);
      if (c.medianDebt !== null) expect(c.medianDebt, c.name).toBeLessThan(60_000);
      if (c.medianEarnings !== null) expect(c.medianEarnings, c.name).toBeGreaterThan(10_000);
      if (c.medianEarnings !== null) expect(c.medianEarnings, c.name).toBeLessThan(150_000);
    }
  });

  it('cites the Scorecard institution and field-of-study files', () => {
    COLLEGE_SOURCES.forEach(expectCitation);
    expect(COLLEGE_SOURCES.map((s) => s.title).join(' ')).toContain('FieldOfStudyData1516_1617_PP');
  });
});

const mergedFile = sharedDataFile('college-scorecard', 'MERGED2023_24_PP.csv.bz2');
const fieldOfStudyFile = sharedDataFile('college-scorecard', 'FieldOfStudyData1516_1617_PP.csv.bz2');
const canReadMerged = haveRealFiles([mergedFile], 'COLLEGES against MERGED2023_24_PP');
const canReadFieldOfStudy = haveRealFiles([fieldOfStudyFile], 'COLLEGES against FieldOfStudyData1516_1617_PP');

/** Institution names may contain quoted commas, so split on commas outside quotes. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const MISSING = new Set(['', 'NA', 'NULL', 'PrivacySuppressed']);
const num = (v: string | undefined) => (v === undefined || MISSING.has(v) ? null : Number(v));

describe.skipIf(!canReadMerged)('COLLEGES against the official MERGED2023_24_PP file', () => {
  it('has every figure as published', () => {
    const text = execFileSync('bzcat', [mergedFile], { maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' });
    const [header, ...lines] = text.split('\n');
    const columns = parseCsvLine(header!.replace(/^\uFEFF/, ''));
    const col = (name: string) => columns.indexOf(name);
    const wanted = new Map(COLLEGES.map((c) => [String(c.unitId), c]));
    let checked = 0;
    for (const line of lines) {
      const comma = line.indexOf(',');
      const college = wanted.get(line.slice(0, comma));
      if (!college) continue;
      const row = parseCsvLine(line);
      const cell = (name: string) => row[col(name)];
      const control = ({ '1': 'public', '2': 'private-nonprofit', '3': 'private-for-profit' } as const)[cell('CONTROL') as '1' | '2' | '3'];
      const netPrice = control === 'public' ? num(cell('NPT4_PUB')) : num(cell('NPT4_PRIV'));
      const completion = num(cell('C150_4')) ?? num(cell('C150_L4'));
      expect(
        {
          name: college.name,
          state: college.state,
          control: college.control,
          undergraduates: college.undergraduates,
          admissionRate: college.admissionRate,
          averageNetPrice: college.averageNetPrice,
          completionRate: college.completionRate,
        },
        college.name,
      ).toEqual({
        name: cell('INSTNM'),
        state: cell('STABBR'),
        control,
        undergraduates: num(cell('UGDS')),
        admissionRate: num(cell('ADM_RATE')),
        averageNetPrice: netPrice,
        completionRate: completion,
      });
      // The estimates below exist only because this file publishes no institution debt or earnings.
      expect([cell('GRAD_DEBT_MDN'), cell('MD_EARN_WNE_P10')].map(num), college.name).toEqual([null, null]);
      checked++;
    }
    expect(checked).toBe(COLLEGES.length);
  }, 120_000);
});

if (!canReadMerged) {
  describe('COLLEGES against the official MERGED2023_24_PP file', () => {
    it.skip(`skipped: ${mergedFile} or bzcat not available (set WAYPOINT_SHARED_DATA to the shared data folder)`, () => {});
  });
}

describe.skipIf(!canReadFieldOfStudy)('COLLEGES debt and earnings against the official FieldOfStudyData1516_1617_PP file', () => {
  it('recomputes every estimate from the programs of the matching credential level', async () => {
    // The importer's estimator (unit-tested on a fixture in field-of-study.test.ts) reads the official file.
    const estimates = await readFieldOfStudyEstimates(fieldOfStudyFile);
    for (const c of COLLEGES) {
      const level = estimates.get(c.unitId)?.[outcomeCredentialLevel(c.predominantDegree)];
      expect({ debt: c.medianDebt, earnings: c.medianEarnings }, c.name).toEqual({
        debt: level?.debt.value ?? null,
        earnings: level?.earnings.value ?? null,
      });
      // The program counts behind each estimate (ADR 0020) match the same programs exactly.
      const stored = COLLEGE_ESTIMATE_SUPPORT[c.unitId];
      if (c.medianDebt === null && c.medianEarnings === null) {
        expect(stored, c.name).toBeUndefined();
      } else {
        expect(stored, c.name).toEqual({ debt: level!.debt.support, earnings: level!.earnings.support });
      }
    }
    expect(Object.keys(COLLEGE_ESTIMATE_SUPPORT)).toHaveLength(COLLEGES.filter((c) => c.medianDebt !== null || c.medianEarnings !== null).length);
  }, 120_000);
});

if (!canReadFieldOfStudy) {
  describe('COLLEGES debt and earnings against the official FieldOfStudyData1516_1617_PP file', () => {
    it.skip(`skipped: ${fieldOfStudyFile} or bzcat not available (set WAYPOINT_SHARED_DATA to the shared data folder)`, () => {});
  });
}
