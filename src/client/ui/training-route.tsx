import type { RouteCost, TrainingRoute } from '@domain/catalog/training-route';
import type { Translate } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';
import { translateKnown, type KnownMessages } from '@client/shared/i18n/known-messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatUsd, NOT_REPORTED } from './format';

/** A training route's title and time (the domain's English, training-route.ts) → their catalog keys. */
export const ROUTE_TEXTS: KnownMessages = {
  Apprenticeship: 'common.route.apprenticeship',
  'Apprenticeship after high school': 'common.route.apprenticeshipHs',
  'Apprenticeship after no formal credential': 'common.route.apprenticeshipNone',
  'On-the-job training after high school': 'common.route.ojtHs',
  'On-the-job training after no formal credential': 'common.route.ojtNone',
  'Certificate or college courses': 'common.route.certificate',
  "Associate's degree": 'common.route.associate',
  "Bachelor's degree": 'common.route.bachelor',
  'Graduate degree': 'common.route.graduate',
  '3 to 5 years of paid training (BLS: at least 2,000 hours on the job and 144 hours of instruction a year)': 'common.time.apprenticeship',
  '1 month or less of training on the job': 'common.time.shortOjt',
  'More than 1 month and up to 12 months of training on the job': 'common.time.moderateOjt',
  'More than 12 months of training on the job': 'common.time.longOjt',
  'A supervised internship or residency after school (length varies)': 'common.time.internship',
  'No on-the-job training needed once hired': 'common.time.none',
  'A few weeks to 2 years': 'common.time.nondegree',
  'One or more college courses, no degree': 'common.time.someCollege',
  'About 2 years of full-time study': 'common.time.associate',
  '4 to 5 years of full-time study': 'common.time.bachelor',
  '1 or 2 years of full-time study after a bachelor’s degree': 'common.time.master',
  'At least 3 years of full-time study after a bachelor’s degree': 'common.time.doctoral',
  'Not reported': 'common.time.notReported',
};

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
      <dd className="font-medium">{route ? translateKnown(t, ROUTE_TEXTS, route.title) : notReported}</dd>
      <dt className="text-slate-700">{t('common.time')}</dt>
      <dd>{route ? translateKnown(t, ROUTE_TEXTS, route.time) : notReported}</dd>
      <dt className="text-slate-700">{t('common.typicalCost')}</dt>
      <dd>{route ? routeCostText(route.cost, t, format.usd) : notReported}</dd>
    </>
  );
}
