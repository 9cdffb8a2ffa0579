import { formattersFor, type Formatters } from '@client/ui/format';
import { useScopedLocale } from './i18n-store';

/** Numbers, money and dates in the active language (Intl), or a LanguageScope's: en-US output is exactly the existing helpers'. */
export function useFormatters(): Formatters {
  const { intlLocale } = useScopedLocale();
  return formattersFor(intlLocale);
}
