import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isThinEstimate, limitedFigures } from '@domain/catalog/thin-estimate';
import { canRun } from '@tests/support/real-data';
import { countWeightedMedian, estimateSupport, readFieldOfStudyEstimates } from './field-of-study';

/** The header of FieldOfStudyData1516_1617_PP.csv, as published (with its byte-order mark). */
const HEADER =
  '\uFEFFP_UNITID,P_OPEID6,P_INSTNM,P_CONTROL,P_MAIN,P_CIPCODE,P_CIPDESC,P_CREDLEV,P_CREDDESC,P_COUNT,P_DEBTMEDIAN,P_DEBTPAYMENT10YR,P_DEBTMEAN,P_TITLEIVCOUNT,P_EARNINGSCOUNT,P_MD_EARN_WNE,P_IPEDSCOUNT1,P_IPEDSCOUNT2';

/** One program row; the numbers are invented, the shape is the official one. */
function program(unitId: number, cip: string, level: number, count: string, debt: string, earningsCount: string, earnings: string): string {
  const credential = { 1: 'Undergraduate Certificate or Diploma', 2: "Associate's Degree", 3: 'Bachelors Degree', 5: "Master's Degree" }[
    level
  ];
  return `${unitId},9999,"Test College, ${unitId}",Public,1,${cip},"Program ${cip}.",${level},${credential},${count},${debt},NULL,NULL,${count},${earningsCount},${earnings},10,NULL`;
}

const ROWS = [
  // 990001, bachelor's: 5 programs with debt; earnings reported by 3 (one PrivacySuppressed, one NULL count).
  program(990001, '100', 3, '10', '20000', '8', '30000'),
  program(990001, '101', 3, '10', '22000', '8', '32000'),
  program(990001, '102', 3, '10', '24000', '8', '34000'),
  program(990001, '103', 3, '10', '26000', 'NULL', '36000'),
  program(990001, '104', 3, '10', '28000', '8', 'PrivacySuppressed'),
  // A suppressed program is left out, never read as 0.
  program(990001, '105', 3, 'PrivacySuppressed', 'PrivacySuppressed', 'PrivacySuppressed', 'PrivacySuppressed'),
  // Other levels of 990001: an associate's level with 2 programs (below the minimum), and a master's (ignored).
  program(990001, '200', 2, '40', '9000', '30', '25000'),
  program(990001, '201', 2, '40', '11000', '30', '27000'),
  program(990001, '500', 5, '99', '60000', '99', '90000'),
  // A program without a UNITID cannot be tied to an institution.
  program(990001, '501', 3, '99', '60000', '99', '90000').replace(/^990001/, 'NULL'),
  // 990002, associate's: exactly 3 programs, one holding more than half the weight.
  program(990002, '300', 2, '100', '8000', '90', '20000'),
  program(990002, '301', 2, '30', '12000', '20', '26000'),
  program(990002, '302', 2, '20', '15000', '10', '31000'),
  // 990003, bachelor's: 5 programs, the largest holding exactly half the weight (not limited).
  program(990003, '400', 3, '50', '30000', '50', '40000'),
  program(990003, '401', 3, '20', '10000', '20', '45000'),
  program(990003, '402', 3, '10', '12000', '10', '50000'),
  program(990003, '403', 3, '10', '14000', '10', '55000'),
  program(990003, '404', 3, '10', '16000', '10', '60000'),
];

let dir: string;
let csv: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-fos-'));
  csv = path.join(dir, 'FieldOfStudyData1516_1617_PP.csv');
  await writeFile(csv, `${HEADER}\r\n${ROWS.join('\r\n')}\r\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('countWeightedMedian', () => {
  it('needs at least 3 programs: 2 give null, 3 give the count-weighted median', () => {
    expect(
      countWeightedMedian([
        { value: 100, count: 1 },
        { value: 200, count: 1 },
      ]),
    ).toBeNull();
    expect(countWeightedMedian([])).toBeNull();
    expect(
      countWeightedMedian([
        { value: 300, count: 1 },
        { value: 100, count: 1 },
        { value: 200, count: 1 },
      ]),
    ).toBe(200);
  });

  it('weights each program by its cohort: the smallest median where the cumulative count reaches half', () => {
    const programs = [
      { value: 10, count: 5 },
      { value: 20, count: 1 },
      { value: 30, count: 4 },
    ];
    // Cumulative 5 of 10 reaches half at the first program.
    expect(countWeightedMedian(programs)).toBe(10);
    expect(countWeightedMedian([...programs, { value: 40, count: 1 }])).toBe(20);
  });

  it('reports the support: programs, largest count, total count', () => {
    expect(estimateSupport([])).toEqual([0, 0, 0]);
    expect(
      estimateSupport([
        { value: 1, count: 7 },
        { value: 2, count: 3 },
      ]),
    ).toEqual([2, 7, 10]);
  });
});

describe('readFieldOfStudyEstimates on a fixture in the official format', () => {
  it('estimates per UNITID and level from the programs that report both the median and its count', async () => {
    const estimates = await readFieldOfStudyEstimates(csv);
    expect([...estimates.keys()].sort()).toEqual([990001, 990002, 990003]);
    const first = estimates.get(990001)!;
    // Debt: 5 programs of 10 each; cumulative 30 of 50 first reaches half at 24,000. The suppressed row is not a 0.
    expect(first.bachelor!.debt).toEqual({ value: 24000, support: [5, 10, 50] });
    // Earnings: PrivacySuppressed and a NULL count leave 3 programs.
    expect(first.bachelor!.earnings).toEqual({ value: 32000, support: [3, 8, 24] });
    // 2 associate's programs: no estimate, but the support is kept.
    expect(first.associate).toEqual({ debt: { value: null, support: [2, 40, 80] }, earnings: { value: null, support: [2, 30, 60] } });
    // Master's programs (P_CREDLEV 5) are not an institution estimate level.
    expect(Object.keys(first).sort()).toEqual(['associate', 'bachelor']);
  });

  it('marks "limited data" at the ADR 0020 boundaries', async () => {
    const estimates = await readFieldOfStudyEstimates(csv);
    const first = estimates.get(990001)!.bachelor!;
    const second = estimates.get(990002)!.associate!;
    const third = estimates.get(990003)!.bachelor!;
    const figures = (e: typeof first) => ({ medianDebt: e.debt.value, medianEarnings: e.earnings.value });
    const support = (e: typeof first) => ({ debt: e.debt.support, earnings: e.earnings.support });
    // 5 programs, none above half: debt stands; 3 programs of earnings: limited.
    expect(limitedFigures(figures(first), support(first))).toEqual(['earnings']);
    // 3 programs, one with 100 of 150 (more than half): the estimate is that program's median, limited.
    expect(second.debt).toEqual({ value: 8000, support: [3, 100, 150] });
    expect(limitedFigures(figures(second), support(second))).toEqual(['debt', 'earnings']);
    // 5 programs, the largest with exactly half the weight (50 of 100): not limited.
    expect(third.debt).toEqual({ value: 16000, support: [5, 50, 100] });
    expect(isThinEstimate(third.debt.support)).toBe(false);
    expect(limitedFigures(figures(third), support(third))).toEqual([]);
  });

  it.skipIf(!canRun('bzip2'))('reads the .csv.bz2 the Scorecard publishes', async () => {
    execFileSync('bzip2', ['-k', csv]);
    const fromBz2 = await readFieldOfStudyEstimates(`${csv}.bz2`);
    expect(fromBz2).toEqual(await readFieldOfStudyEstimates(csv));
  });

  it('rejects a file without the field-of-study columns, and a number that is not one', async () => {
    const other = path.join(dir, 'other.csv');
    await writeFile(other, 'UNITID,INSTNM\n1,A\n');
    await expect(readFieldOfStudyEstimates(other)).rejects.toThrow(
      /not a College Scorecard field-of-study file: missing column\(s\) P_UNITID, P_CREDLEV/,
    );
    const broken = path.join(dir, 'broken.csv');
    await writeFile(broken, `${HEADER}\n${program(990009, '100', 3, 'ten', '20000', '8', '30000')}\n`);
    await expect(readFieldOfStudyEstimates(broken)).rejects.toThrow(/P_COUNT is not a number: "ten"/);
  });
});
