import type { Citation } from '@domain/finance/loans';
import { formatIsoDay, formatUsd, formatUsdCents } from '@client/ui/format';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** $1,234.56: payments and totals to the cent, as the schedule computes them. */
export const usd = formatUsdCents;
/** $31,000: limits and balances that are whole dollars. */
export const usdWhole = formatUsd;
export const percent = (value: number, digits = 2) => `${Number(value.toFixed(digits)).toString()}%`;
/** "January 2037", in UTC like the domain's dates. */
export const formatMonthYear = (date: Date) => monthYear.format(date);

export const durationInYears = (months: number) => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? '1 year' : `${years} years`;
  if (rest === 0) return y;
  const m = rest === 1 ? '1 month' : `${rest} months`;
  return years === 0 ? m : `${y} ${m}`;
};

/** "Federal Student Aid, U.S. Department of Education, 'Interest Rates…' (checked Nov 22, 2026)" */
export function citationText(citation: Citation): string {
  const dated = citation.published ? `published ${formatIsoDay(citation.published)}, ` : '';
  return `${citation.publisher}, “${citation.title}” (${dated}checked ${formatIsoDay(citation.checked)})`;
}
