import { describe, expect, it } from 'vitest';
import { savedCareerParamSchema, savedCollegeParamSchema } from './schemas';

describe('saved list path codes', () => {
  it('accepts an O*NET-SOC code and refuses anything else with the field message', () => {
    expect(savedCareerParamSchema.safeParse({ socCode: '15-1252.00' }).success).toBe(true);
    const bad = savedCareerParamSchema.safeParse({ socCode: '151252' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Use an O*NET-SOC code like 15-1252.00');
  });

  it('reads a college id from the path and refuses zero, fractions, words and out-of-range numbers', () => {
    expect(savedCollegeParamSchema.parse({ unitId: '110635' })).toEqual({ unitId: 110635 });
    for (const unitId of ['0', '-3', '1.5', 'abc', '2147483648']) {
      const result = savedCollegeParamSchema.safeParse({ unitId });
      expect(result.success, unitId).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Use a numeric college id (IPEDS UNITID)');
    }
  });

  it('refuses a number beyond the safe integers with the field message, twice (whole number, then range)', () => {
    const result = savedCollegeParamSchema.safeParse({ unitId: String(2 ** 60) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Use a numeric college id (IPEDS UNITID)',
      'Use a numeric college id (IPEDS UNITID)',
    ]);
    expect(savedCollegeParamSchema.parse({ unitId: '2147483647' })).toEqual({ unitId: 2147483647 });
  });
});
