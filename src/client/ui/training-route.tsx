import type { RouteCost, TrainingRoute } from '@domain/catalog/training-route';
import type { Translate } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatUsd, NOT_REPORTED } from './format';

/** "$7,230 a year: typical net price … (estimate)", "Paid: …", or "not reported". */
export function routeCostText(cost: RouteCost | null, t?: Translate, usd: (amount: number) => string = formatUsd): string {
  if (cost === null) return t ? t('common.notReported') : NOT_REPORTED;
  if (cost.perYear === null) return cost.note;
  return t ? t('common.perYearCost', { amount: usd(cost.perYear), note: cost.note }) : `${usd(cost.perYear)} a year: ${cost.note}`;
}

/** A career's training route as term/definition pairs (route, time, typical cost), for a <dl>. */
export function RouteTerms({ route }: { route: TrainingRoute | null }) {
  const t = useT();
  const format = useFormatters();
  const notReported = t('common.notReported');
  return (
    <>
      <dt className="text-slate-700">{t('common.trainingRoute')}</dt>
      <dd className="font-medium">{route?.title ?? notReported}</dd>
      <dt className="text-slate-700">{t('common.time')}</dt>
      <dd>{route?.time ?? notReported}</dd>
      <dt className="text-slate-700">{t('common.typicalCost')}</dt>
      <dd>{route ? routeCostText(route.cost, t, format.usd) : notReported}</dd>
    </>
  );
}
