import { describe, expect, it } from 'vitest';
import { isOldEnoughForAccount } from './age';

// Months are 1-12 for birth, while Date takes 0-11.
const on = (year: number, month: number, day = 15) => new Date(year, month - 1, day);

describe('isOldEnoughForAccount', () => {
  it('refuses during the 13th-birthday month (156 months), even on its last day', () => {
    expect(isOldEnoughForAccount(2010, 6, on(2023, 6, 1))).toBe(false);
    expect(isOldEnoughForAccount(2010, 6, on(2023, 6, 30))).toBe(false);
  });

  it('allows from the first day of the month after (157 months)', () => {
    expect(isOldEnoughForAccount(2010, 6, on(2023, 7, 1))).toBe(true);
  });

  it('refuses one month earlier (155 months)', () => {
    expect(isOldEnoughForAccount(2010, 6, on(2023, 5, 31))).toBe(false);
  });

  it('handles a December birth month across the new year', () => {
    expect(isOldEnoughForAccount(2010, 12, on(2023, 12, 31))).toBe(false);
    expect(isOldEnoughForAccount(2010, 12, on(2024, 1, 1))).toBe(true);
  });

  it('handles a January birth month against a December today', () => {
    expect(isOldEnoughForAccount(2011, 1, on(2023, 12, 31))).toBe(false);
    expect(isOldEnoughForAccount(2011, 1, on(2024, 1, 31))).toBe(false);
    expect(isOldEnoughForAccount(2011, 1, on(2024, 2, 1))).toBe(true);
  });

  it('allows adults and refuses birth dates in the future', () => {
    expect(isOldEnoughForAccount(1980, 3, on(2024, 1))).toBe(true);
    expect(isOldEnoughForAccount(2030, 3, on(2024, 1))).toBe(false);
  });

  it.each([
    [2000, 0],
    [2000, 13],
    [2000, 6.5],
    [Number.NaN, 6],
    [2000, Number.NaN],
  ])('refuses an invalid birth year/month (%s, %s)', (year, month) => {
    expect(isOldEnoughForAccount(year, month, on(2024, 1))).toBe(false);
  });
});
