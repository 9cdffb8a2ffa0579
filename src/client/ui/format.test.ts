import { describe, expect, it } from 'vitest';
import {
  createFormatters,
  formatCount,
  formatIsoDay,
  formatRatio,
  formatShare,
  formatShareOrNotReported,
  formatUsd,
  formatUsdCents,
  formatUsdOrNotReported,
} from './format';

describe('format', () => {
  it('writes dollars whole or to the cent, and a missing figure as "not reported", never $0', () => {
    expect(formatUsd(58000)).toBe('$58,000');
    expect(formatUsdCents(115.08)).toBe('$115.08');
    expect(formatUsdOrNotReported(0)).toBe('$0');
    expect(formatUsdOrNotReported(null)).toBe('not reported');
  });

  it('writes shares, ratios and counts', () => {
    expect(formatShareOrNotReported(0.634)).toBe('63%');
    expect(formatShareOrNotReported(null)).toBe('not reported');
    expect(formatShare(0.1234)).toBe('12.3%');
    expect(formatRatio(0.7512)).toBe('0.75');
    expect(formatCount(12345)).toBe('12,345');
  });

  it('reads ISO days as UTC, so the day never moves', () => {
    expect(formatIsoDay('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatIsoDay('2026-01-01T00:00:00.000Z')).toBe('Jan 1, 2026');
  });
});

describe('createFormatters', () => {
  it('gives the existing en-US output for English', () => {
    const en = createFormatters('en-US');
    expect(en.usd(58000)).toBe(formatUsd(58000));
    expect(en.usdCents(115.08)).toBe('$115.08');
    expect(en.isoDay('2026-11-22')).toBe('Nov 22, 2026');
    expect(en.month(1)).toBe('January');
  });
  it('formats in Spanish for es-US with US dollars and US grouping', () => {
    const es = createFormatters('es-US');
    expect(es.usd(58000)).toBe('$58,000');
    expect(es.count(12345.5)).toBe('12,345.5');
    expect(es.isoDay('2026-11-22')).toBe('22 nov 2026');
    expect(es.month(1)).toBe('enero');
  });
});
