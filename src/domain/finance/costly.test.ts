import { describe, expect, it } from 'vitest';
import { GRADE_TABLE } from './grade';
import {
  assessMajorCost,
  assessMajorFamilyCost,
  COSTLY_BELOW_GRADE,
  COSTLY_MAJOR_RATIO,
  COSTLY_RULE_TEXT,
  isCostlyGrade,
  type AddedFamilyDebt,
} from './costly';

const federalOnly = (federal: number | null | undefined) => ({ federal, parentPlus: null, private: null });

describe('the costly threshold', () => {
  it('is the top of A- on the spec grade table (0.79)', () => {
    expect(COSTLY_BELOW_GRADE).toBe('A-');
    expect(COSTLY_MAJOR_RATIO).toBe(0.79);
    expect(GRADE_TABLE.find((row) => row.grade === 'A-')?.maxRatio).toBe(COSTLY_MAJOR_RATIO);
  });

  it('calls every grade below A- costly, and A-, A, A+ and N/A not costly', () => {
    expect(['A+', 'A', 'A-', 'N/A'].map((g) => isCostlyGrade(g as 'A'))).toEqual([false, false, false, false]);
    expect(['B+', 'B', 'B-', 'C+', 'C', 'D', 'F'].every((g) => isCostlyGrade(g as 'B'))).toBe(true);
  });

  it('states the rule once, from the constants', () => {
    expect(COSTLY_RULE_TEXT).toContain('0.79 times');
    expect(COSTLY_RULE_TEXT).toContain('below grade A-');
    expect(COSTLY_RULE_TEXT).toContain('Parent PLUS and private loans');
    expect(COSTLY_RULE_TEXT).toContain('first year after graduation');
  });
});

describe('assessMajorCost', () => {
  it('keeps a ratio of exactly 0.79 as not costly (A-)', () => {
    const at = assessMajorCost(federalOnly(39_500), 50_000);
    expect(at).toMatchObject({ status: 'ok', grade: { grade: 'A-', risk: 'Low' } });
    expect(at.ratio).toBeCloseTo(0.79, 10);
  });

  it('flags a ratio just above 0.79 as costly (B+)', () => {
    const above = assessMajorCost(federalOnly(39_501), 50_000);
    expect(above).toMatchObject({ status: 'costly', grade: { grade: 'B+', risk: 'Moderate' } });
  });

  it('is not fooled by float noise at the boundary (0.79 from awkward numbers)', () => {
    // 0.79 × 33,333 = 26,333.07: ratio lands within a hair of 0.79.
    expect(assessMajorCost(federalOnly(26_333.07), 33_333).status).toBe('ok');
  });

  it('grades the total family debt: Parent PLUS and private loans push a major over the line', () => {
    const federalAlone = assessMajorCost(federalOnly(30_000), 50_000);
    expect(federalAlone).toMatchObject({ status: 'ok', grade: { grade: 'A-' } });
    const withFamily = assessMajorCost({ federal: 30_000, parentPlus: 8_000, private: 2_000 }, 50_000);
    expect(withFamily).toMatchObject({
      status: 'costly',
      debt: { federal: 30_000, parentPlus: 8_000, private: 2_000, total: 40_000 },
      grade: { grade: 'B+' },
    });
    expect(withFamily.ratio).toBeCloseTo(0.8, 10);
  });

  it('counts added debt that is not in the data as 0 and keeps it visibly missing (null), not 0', () => {
    const result = assessMajorCost({ federal: 20_000, parentPlus: null, private: undefined }, 50_000);
    expect(result.debt).toEqual({ federal: 20_000, parentPlus: null, private: null, total: 20_000 });
  });

  it('grades far-off ratios on the table (A+ not costly, F costly)', () => {
    expect(assessMajorCost(federalOnly(19_500), 50_000)).toMatchObject({ status: 'ok', grade: { grade: 'A+', risk: 'Very Low' } });
    expect(assessMajorCost(federalOnly(31_500), 10_000)).toMatchObject({ status: 'costly', grade: { grade: 'F', risk: 'Extreme' } });
  });

  it('is "not reported" when federal debt or earnings are missing or unusable, never graded as 0', () => {
    for (const [federal, earnings] of [
      [null, 50_000],
      [undefined, 50_000],
      [20_000, null],
      [20_000, undefined],
      [20_000, 0],
      [-1, 50_000],
      [Number.NaN, 50_000],
      [20_000, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(assessMajorCost(federalOnly(federal), earnings)).toEqual({
        status: 'not-reported',
        debt: null,
        ratio: null,
        grade: { grade: 'N/A', risk: null, debtToIncome: null },
      });
    }
  });

  it('keeps a 0 federal debt as a real figure (A+, not costly)', () => {
    expect(assessMajorCost(federalOnly(0), 40_000)).toMatchObject({ status: 'ok', ratio: 0, grade: { grade: 'A+' } });
  });
});

describe('assessMajorFamilyCost', () => {
  it("runs a major's figures through the rule with the family's added debt", () => {
    const none: AddedFamilyDebt = { parentPlus: { amount: null, note: 'n/a' }, private: { amount: null, note: 'n/a' } };
    const some: AddedFamilyDebt = { parentPlus: { amount: 10_000, note: 'x' }, private: { amount: null, note: 'n/a' } };
    const major = { medianDebt: 35_000, medianEarnings: 50_000 };
    expect(assessMajorFamilyCost(major, none)).toMatchObject({ status: 'ok', debt: { total: 35_000 } });
    expect(assessMajorFamilyCost(major, some)).toMatchObject({ status: 'costly', debt: { total: 45_000, parentPlus: 10_000 } });
    expect(assessMajorFamilyCost({ medianDebt: null, medianEarnings: 50_000 }, some).status).toBe('not-reported');
  });
});
