import { PREMIUM_PRICE_AFTER_BETA } from '@domain/site/offer';
import { useT } from '@client/shared/i18n/i18n-store';

/** The price struck through and a FREE badge; the words say it is the planned price, not a discount. */
export function BetaPrice() {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-3">
      <span className="text-lg text-slate-600">
        <span className="sr-only">{t('common.plannedPrice')}</span>
        <s>{PREMIUM_PRICE_AFTER_BETA}</s>
      </span>
      <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold tracking-wide text-emerald-900">{t('common.free')}</span>
      <span className="text-slate-700">{t('common.whileInBeta')}</span>
    </p>
  );
}
