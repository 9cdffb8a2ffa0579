import type { RowSource } from '@domain/catalog/schemas';

/*
 * Number and date formatting shared by the pages. Money is US dollars; dates
 * from the datasets are ISO days read as UTC so no time zone moves them.
 */

/** What a figure an official source left out or suppressed reads as: never 0. */
export const NOT_REPORTED = 'not reported';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-US');
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
// Moments (a post, a message) read in the viewer's own time zone.
const LOCAL_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const LOCAL_MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 58000 → "$58,000". */
export const formatUsd = (amount: number) => WHOLE_DOLLARS.format(amount);
/** 115.08 → "$115.08". */
export const formatUsdCents = (amount: number) => CENTS.format(amount);
/** 58000 → "$58,000"; null → "not reported". */
export const formatUsdOrNotReported = (amount: number | null) => (amount === null ? NOT_REPORTED : formatUsd(amount));
/** 0.634 → "63%"; null → "not reported". */
export const formatShareOrNotReported = (share: number | null) => (share === null ? NOT_REPORTED : `${Math.round(share * 100)}%`);
/** 0.1234 → "12.3%". */
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;
/** 0.7512 → "0.75". */
export const formatRatio = (ratio: number) => ratio.toFixed(2);
/** 12345 → "12,345". */
export const formatCount = (value: number) => COUNT.format(value);
/** "Nov 22, 2026" for an ISO day (yyyy-mm-dd) or timestamp. */
export const formatIsoDay = (iso: string) => DAY.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

/** "Nov 22, 2026" for a timestamp, in the viewer's time zone. */
export const formatLocalDay = (iso: string) => LOCAL_DAY.format(new Date(iso));
/** "Nov 22, 2026, 3:04 PM" for a timestamp, in the viewer's time zone. */
export const formatLocalDateTime = (iso: string) => LOCAL_MOMENT.format(new Date(iso));

/** BLS projected 10-year change in employment: 6 → "+6%", -3 → "−3%". */
export function formatOutlook(percent: number | null): string {
  if (percent === null) return NOT_REPORTED;
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)}%`;
}

/** "BLS Occupational Outlook Handbook, 2024" with "(estimate)" when Waypoint derived the figures. */
export function sourceText(source: RowSource): string {
  return `${source.name}, ${source.year}${source.estimate ? ' (Waypoint estimate from this source)' : ''}`;
}
