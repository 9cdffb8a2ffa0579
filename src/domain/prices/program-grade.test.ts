import { describe, expect, it } from 'vitest';
import { plannedDebtGrade, programGrade } from './program-grade';

describe('programGrade', () => {
  it("grades Ohio State's psychology graduates: $22,985 median debt over $29,100 first-year earnings", () => {
    // 22,985 / 29,100 = 0.79: up to 0.79 is A-.
    expect(programGrade(22_985, 29_100)).toMatchObject({ grade: 'A-', risk: 'Low' });
    expect(programGrade(22_985, 29_100).debtToIncome).toBeCloseTo(0.7899, 4);
  });

  it('is N/A when earnings or debt are not reported (never read as 0)', () => {
    expect(programGrade(16_500, null)).toEqual({ grade: 'N/A', risk: null, debtToIncome: null });
    expect(programGrade(null, 60_300)).toEqual({ grade: 'N/A', risk: null, debtToIncome: null });
  });

  it('follows the grade table at its boundaries', () => {
    expect(programGrade(39_000, 100_000).grade).toBe('A+');
    expect(programGrade(39_001, 100_000).grade).toBe('A');
    expect(programGrade(314_000, 100_000).grade).toBe('D');
    expect(programGrade(314_001, 100_000).grade).toBe('F');
  });

  it('grades a planned debt against the same earnings', () => {
    // A $40,000 loan for nursing at Ohio State (first-year earnings $60,300): 0.66 → A-.
    expect(plannedDebtGrade(40_000, 60_300)).toMatchObject({ grade: 'A-' });
    expect(plannedDebtGrade(0, 60_300)).toMatchObject({ grade: 'A+' });
    expect(plannedDebtGrade(40_000, null).grade).toBe('N/A');
  });
});
