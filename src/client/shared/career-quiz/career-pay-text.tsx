import type { CareerPay } from '@domain/catalog/career-pay';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/** BLS OEWS top-codes wages at $239,200 a year (OEWS_TOP_CODED_TEXT in the domain). */
const OEWS_TOP_CODE = 239_200;

/** careerPayText() in the active language: the same cases, with amounts formatted for the locale (English output unchanged). */
export function careerPayLabel(
  t: ReturnType<typeof useT<'career-quiz'>>,
  format: ReturnType<typeof useFormatters>,
  { medianPay, payKind, hourlyMedianPay }: CareerPay,
): string {
  if (medianPay !== null && medianPay > 0) return format.usd(medianPay);
  if (payKind === 'top-coded') return t('career-quiz.payTopCoded', { amount: format.usd(OEWS_TOP_CODE) });
  if (payKind === 'hourly only' && hourlyMedianPay != null && hourlyMedianPay > 0)
    return t('career-quiz.payHourly', { amount: format.usdCents(hourlyMedianPay) });
  return t('career-quiz.notReported');
}

export function CareerPayText({ career }: { career: CareerPay }) {
  const t = useT('career-quiz');
  const format = useFormatters();
  return <>{careerPayLabel(t, format, career)}</>;
}
