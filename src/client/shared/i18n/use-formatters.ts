import { formattersFor, type Formatters } from '@client/ui/format';
import { useI18n } from './i18n-store';

/** Numbers, money and dates in the active language (Intl): en-US output is exactly the existing helpers'. */
export function useFormatters(): Formatters {
  const { intlLocale } = useI18n();
  return formattersFor(intlLocale);
}
