import type { RowSource } from '../../../domain/catalog/schemas';

/** What a figure an official source left out or suppressed reads as: never 0. */
export const NOT_REPORTED = 'not reported';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en-US');

/** 58000 → "$58,000"; null → "not reported". */
export function formatUsdOrNotReported(amount: number | null): string {
  return amount === null ? NOT_REPORTED : WHOLE_DOLLARS.format(amount);
}

/** 0.634 → "63%"; null → "not reported". */
export function formatShareOrNotReported(share: number | null): string {
  return share === null ? NOT_REPORTED : `${Math.round(share * 100)}%`;
}

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** "U.S. Department of Education, College Scorecard, 2023-24". */
export function sourceText(source: RowSource): string {
  return `${source.name}, ${source.year}${source.estimate ? ' (figures estimated by Waypoint from this source)' : ''}`;
}
