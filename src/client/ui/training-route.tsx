import type { RouteCost, TrainingRoute } from '@domain/catalog/training-route';
import type { RouteKind, RouteStart, TrainingTime } from '@domain/catalog/catalog-values';
import type { CoreKey, Translate } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatUsd, NOT_REPORTED } from './format';

/** The route kinds' names; an apprenticeship or on-the-job route that needs no degree also says what it starts from. */
const TITLE_KEYS: Readonly<Record<RouteKind, CoreKey>> = {
  apprenticeship: 'common.route.apprenticeship',
  'on-the-job': 'common.route.ojt',
  certificate: 'common.route.certificate',
  associate: 'common.route.associate',
  bachelor: 'common.route.bachelor',
  graduate: 'common.route.graduate',
};
const TITLE_AFTER_KEYS: Readonly<Record<'apprenticeship' | 'on-the-job', Record<RouteStart, CoreKey>>> = {
  apprenticeship: { 'high-school': 'common.route.apprenticeshipHs', 'no-credential': 'common.route.apprenticeshipNone' },
  'on-the-job': { 'high-school': 'common.route.ojtHs', 'no-credential': 'common.route.ojtNone' },
};

/** How long each route takes, by its BLS category's code. */
export const TIME_KEYS: Readonly<Record<TrainingTime, CoreKey>> = {
  apprenticeship: 'common.time.apprenticeship',
  'short-ojt': 'common.time.shortOjt',
  'moderate-ojt': 'common.time.moderateOjt',
  'long-ojt': 'common.time.longOjt',
  internship: 'common.time.internship',
  none: 'common.time.none',
  nondegree: 'common.time.nondegree',
  'some-college': 'common.time.someCollege',
  associate: 'common.time.associate',
  bachelor: 'common.time.bachelor',
  master: 'common.time.master',
  doctoral: 'common.time.doctoral',
  'not-reported': 'common.time.notReported',
};

/** A route's title key from its kind and start (the domain's English `title` is for API clients). */
export function routeTitleKey(route: Pick<TrainingRoute, 'kind' | 'start'>): CoreKey {
  if (route.start && (route.kind === 'apprenticeship' || route.kind === 'on-the-job')) return TITLE_AFTER_KEYS[route.kind][route.start];
  return TITLE_KEYS[route.kind];
}

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
      <dd className="font-medium">{route ? t(routeTitleKey(route)) : notReported}</dd>
      <dt className="text-slate-700">{t('common.time')}</dt>
      <dd>{route ? t(TIME_KEYS[route.timeCode]) : notReported}</dd>
      <dt className="text-slate-700">{t('common.typicalCost')}</dt>
      <dd>{route ? routeCostText(route.cost, t, format.usd) : notReported}</dd>
    </>
  );
}
