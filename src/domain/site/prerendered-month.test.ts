import { describe, expect, it } from 'vitest';
import { utcMonth } from './prerendered-month';

describe('utcMonth', () => {
  it('is the UTC month, up to the last second of the month and not past it', () => {
    expect(utcMonth(new Date('2026-11-01T00:00:00Z'))).toBe('2026-11');
    expect(utcMonth(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(utcMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    // The visitor's time zone does not count: 20:00 on November 30 in New York is already December in UTC.
    expect(utcMonth(new Date('2026-11-30T20:00:00-05:00'))).toBe('2026-12');
  });
});
