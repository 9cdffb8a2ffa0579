import { useMemo } from 'react';
import type { Citation } from '@domain/finance/loans';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatUsd, formatUsdCents, type Formatters } from '@client/ui/format';

/** $1,234.56 in English (tests read the English page with it); pages use useCalcFormat(). */
export const usd = formatUsdCents;
/** $31,000 in English. */
export const usdWhole = formatUsd;
export const percent = (value: number, digits = 2) => `${Number(value.toFixed(digits)).toString()}%`;

/** "10 years 3 months" in the active language. */
export function durationInYears(t: Translate<'calculator'>, months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = t('calculator.years', { count: years });
  if (rest === 0) return y;
  const m = t('calculator.months', { count: rest });
  return years === 0 ? m : t('calculator.yearsAndMonths', { years: y, months: m });
}

/** "Federal Student Aid, U.S. Department of Education, 'Interest Rates…' (checked Nov 22, 2026)": publisher and title stay as cited. */
export function citationText(t: Translate<'calculator'>, format: Formatters, citation: Citation): string {
  const checked = format.isoDay(citation.checked);
  return citation.published
    ? t('calculator.citationPublished', {
        publisher: citation.publisher,
        title: citation.title,
        published: format.isoDay(citation.published),
        checked,
      })
    : t('calculator.citation', { publisher: citation.publisher, title: citation.title, checked });
}

/** The calculator's money, dates and durations in one language (en-US output as before). */
export function calcFormat(t: Translate<'calculator'>, format: Formatters, intlLocale: string) {
  const monthYear = new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    /** $1,234.56: payments and totals to the cent, as the schedule computes them. */
    usd: format.usdCents,
    /** $31,000: limits and balances that are whole dollars. */
    usdWhole: format.usd,
    /** "January 2037", in UTC like the domain's dates. */
    monthYear: (date: Date) => monthYear.format(date),
    duration: (months: number) => durationInYears(t, months),
    citation: (citation: Citation) => citationText(t, format, citation),
    isoDay: format.isoDay,
  };
}
export type CalcFormat = ReturnType<typeof calcFormat>;

/** calcFormat in the active language. */
export function useCalcFormat(): CalcFormat {
  const t = useT('calculator');
  const format = useFormatters();
  const { intlLocale } = useI18n();
  return useMemo(() => calcFormat(t, format, intlLocale), [t, format, intlLocale]);
}
