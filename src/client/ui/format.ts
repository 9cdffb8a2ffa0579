import type { RowSource } from '@domain/catalog/schemas';
import type { Translate } from '@client/shared/i18n/messages';

/*
 * Number and date formatting shared by the pages. Money is US dollars; dates
 * from the datasets are ISO days read as UTC so no time zone moves them.
 */

/** What a figure an official source left out or suppressed reads as: never 0. */
export const NOT_REPORTED = 'not reported';

/** Makes the Intl object on first use: building one costs far more than formatting with it. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The Intl-backed formatters for one locale; the exports below are the en-US ones (useFormatters() gives the active language's). */
export function createFormatters(locale: string) {
  const wholeDollars = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
  const cents = once(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  const count = once(() => new Intl.NumberFormat(locale));
  const day = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  // Moments (a post, a message) read in the viewer's own time zone.
  const localDay = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
  const localMoment = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  const monthName = once(() => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }));
  return {
    /** 58000 → "$58,000". */
    usd: (amount: number) => wholeDollars().format(amount),
    /** 115.08 → "$115.08". */
    usdCents: (amount: number) => cents().format(amount),
    /** 12345 → "12,345". */
    count: (value: number) => count().format(value),
    /** "Nov 22, 2026" for an ISO day (yyyy-mm-dd) or timestamp. */
    isoDay: (iso: string) => day().format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    /** "Nov 22, 2026" for a timestamp, in the viewer's time zone. */
    localDay: (iso: string) => localDay().format(new Date(iso)),
    /** "Nov 22, 2026, 3:04 PM" for a timestamp, in the viewer's time zone. */
    localDateTime: (iso: string) => localMoment().format(new Date(iso)),
    /** 1 → "January" (the month's name in this locale). */
    month: (month: number) => monthName().format(new Date(Date.UTC(2000, month - 1, 1))),
  };
}
export type Formatters = ReturnType<typeof createFormatters>;

const formattersByLocale = new Map<string, Formatters>();

/** One set of formatters per locale for the whole page: a list of cards shares them instead of each building its own. */
export function formattersFor(locale: string): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) formattersByLocale.set(locale, (formatters = createFormatters(locale)));
  return formatters;
}

const EN_US = formattersFor('en-US');

/** 58000 → "$58,000". */
export const formatUsd = EN_US.usd;
/** 115.08 → "$115.08". */
export const formatUsdCents = EN_US.usdCents;
/** 58000 → "$58,000"; null → "not reported". */
export const formatUsdOrNotReported = (amount: number | null) => (amount === null ? NOT_REPORTED : formatUsd(amount));
/** 0.634 → "63%"; null → "not reported". */
export const formatShareOrNotReported = (share: number | null) => (share === null ? NOT_REPORTED : `${Math.round(share * 100)}%`);
/** 0.1234 → "12.3%". */
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;
/** 0.7512 → "0.75". */
export const formatRatio = (ratio: number) => ratio.toFixed(2);
/** 12345 → "12,345". */
export const formatCount = EN_US.count;
/** "Nov 22, 2026" for an ISO day (yyyy-mm-dd) or timestamp. */
export const formatIsoDay = EN_US.isoDay;

/** "Nov 22, 2026" for a timestamp, in the viewer's time zone. */
export const formatLocalDay = EN_US.localDay;
/** "Nov 22, 2026, 3:04 PM" for a timestamp, in the viewer's time zone. */
export const formatLocalDateTime = EN_US.localDateTime;

/** BLS projected 10-year change in employment: 6 → "+6%", -3 → "−3%". */
export function formatOutlook(percent: number | null): string {
  if (percent === null) return NOT_REPORTED;
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)}%`;
}

/** "BLS Occupational Outlook Handbook, 2024" with "(estimate)" when Waypoint derived the figures. */
export function sourceText(source: RowSource, t?: Translate): string {
  if (t && source.estimate) return t('common.sourceEstimate', { name: source.name, year: sourceYearText(source.year, t) });
  if (t) return `${source.name}, ${sourceYearText(source.year, t)}`;
  return `${source.name}, ${source.year}${source.estimate ? ' (Waypoint estimate from this source)' : ''}`;
}

/** A source's year words in the data (English) → their catalog keys; a plain year needs none. */
export const SOURCE_YEAR_KEYS: Readonly<Record<string, 'common.graduates1517'>> = {
  '2015-16 and 2016-17 graduates': 'common.graduates1517',
};

/** A source's year in the active language: "2024" as it is, "2015-16 and 2016-17 graduates" translated. */
export function sourceYearText(year: string | number, t?: Translate): string {
  const text = String(year);
  const key = t && Object.hasOwn(SOURCE_YEAR_KEYS, text) ? SOURCE_YEAR_KEYS[text] : undefined;
  return t && key ? t(key) : text;
}
