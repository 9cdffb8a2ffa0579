import { useMemo } from 'react';
import { useI18n } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatShare } from '@client/ui/format';

/**
 * The insights page's numbers in the active language. English output is exactly what the page
 * showed before (toFixed, "12.3%", the en-US UTC timestamp); other languages go through Intl.
 */
export function useAnalyticsFormat() {
  const format = useFormatters();
  const { intlLocale } = useI18n();
  return useMemo(() => {
    const english = intlLocale === 'en-US';
    const timestamp = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const percent1 = new Intl.NumberFormat(intlLocale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent0 = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 0 });
    const fixed = (value: number, digits: number) =>
      english
        ? value.toFixed(digits)
        : new Intl.NumberFormat(intlLocale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    return {
      ...format,
      /** 0.1234 → "12.3%". */
      share: (share: number) => (english ? formatShare(share) : percent1.format(share)),
      /** 0.5 → "50%". */
      wholeShare: (share: number) => (english ? `${Math.round(share * 100)}%` : percent0.format(Math.round(share * 100) / 100)),
      fixed,
      /** A timestamp in UTC: "Nov 22, 2026, 3:04 PM". */
      utcMoment: (iso: string) => timestamp.format(new Date(iso)),
    };
  }, [format, intlLocale]);
}
export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
