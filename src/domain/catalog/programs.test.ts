import { describe, expect, it } from 'vitest';
import { cipSeriesFromScorecard, credentialLevelOf, graduatesOf, programRowIssue, programRowSchema } from './programs';

describe('program rows', () => {
  const good = [204796, '42.01', 3, 581, 525, 813, 22985, 528, 29100];

  it.each([
    [good, null],
    [[204796, '42.01', 3, null, null, null, null, null, null], null],
    [[0, '42.01', 3, 1, 1, 1, 1, 1, 1], 'unitId is not a positive whole number'],
    [[204796, '4201', 3, 1, 1, 1, 1, 1, 1], 'cip is not a 4-digit CIP code like 42.01'],
    [[204796, '42.01', 9, 1, 1, 1, 1, 1, 1], 'credentialLevel is not 1 to 8'],
    [[204796, '42.01', 3, -1, 1, 1, 1, 1, 1], 'awardsYear1 is not a whole number of 0 or more, or null'],
    [[204796, '42.01', 3, 1, 1, 1, 1.5, 1, 1], 'medianDebt is not a whole number of 0 or more, or null'],
    [[204796, '42.01', 3, 1, 1, 1, 1, 1, '29100'], 'medianEarnings is not a whole number of 0 or more, or null'],
    [[204796, '42.01', 3], 'a row is 9 values'],
    [{ unitId: 1 }, 'a row is 9 values'],
  ])('%j → %s (and the schema agrees)', (row, issue) => {
    expect(programRowIssue(row)).toBe(issue);
    expect(programRowSchema.safeParse(row).success).toBe(issue === null);
  });

  it('maps credential levels, CIP codes and graduates', () => {
    expect(credentialLevelOf(1)).toBe('undergraduate-certificate');
    expect(credentialLevelOf(3)).toBe('bachelor');
    expect(credentialLevelOf(8)).toBe('graduate-certificate');
    expect(credentialLevelOf(9)).toBeNull();
    expect(cipSeriesFromScorecard('5138')).toBe('51.38');
    expect(cipSeriesFromScorecard('905')).toBe('09.05');
    expect(cipSeriesFromScorecard('')).toBeNull();
    expect(graduatesOf(581, 525)).toBe(1106);
    expect(graduatesOf(null, 4)).toBe(4);
    expect(graduatesOf(null, null)).toBeNull();
  });
});
