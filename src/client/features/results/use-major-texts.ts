import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/** The majors comparison's shared words in the active language: money or "not reported", and the majors' horizon. */
export function useMajorTexts() {
  const t = useT('results');
  const format = useFormatters();
  const money = (amount: number | null) => (amount === null ? t('results.notReported') : format.usd(amount));
  const horizon = t('results.horizon.early-career');
  return { t, money, horizon, earningsHeader: t('results.earningsHeader', { horizon }) };
}
