import { DIRECT_LOAN_ORIGINATION_FEES, DIRECT_LOAN_RATES, OMITTED_FIGURES } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatPercent } from './format';
import { LoanRatesChart } from './loan-rates-chart';
import { SourceList } from './source-list';

const LATEST_RATES = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1]!;
const CURRENT_FEES = DIRECT_LOAN_ORIGINATION_FEES[DIRECT_LOAN_ORIGINATION_FEES.length - 1]!;
const RATES_NOT_YET_CONFIRMED = OMITTED_FIGURES.find((omitted) => omitted.id === 'rates-2026');

/** This year's federal rates and loan fees, then the rates by year. */
export function LoanRatesSection() {
  const t = useT('debt-facts');
  const { isoDay } = useFormatters();
  return (
    <section aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="text-2xl font-bold">
        {t('debt-facts.ratesHeading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('debt-facts.ratesIntro')}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {[
          { label: t('debt-facts.undergraduateLoans'), value: LATEST_RATES.undergraduatePercent },
          { label: t('debt-facts.graduateLoans'), value: LATEST_RATES.graduateUnsubsidizedPercent },
          { label: t('debt-facts.plusLoans'), value: LATEST_RATES.plusPercent },
        ].map((rate) => (
          <div key={rate.label} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="font-semibold">{rate.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">{formatPercent(rate.value)}</dd>
            <dd className="text-sm text-slate-700">
              {t('debt-facts.firstPaidOutWindow', {
                from: isoDay(LATEST_RATES.firstDisbursedFrom),
                before: isoDay(LATEST_RATES.firstDisbursedBefore),
                awardYear: LATEST_RATES.awardYear,
              })}
            </dd>
          </div>
        ))}
      </dl>
      <SourceList sources={LATEST_RATES.sources} className="mt-3" />
      {RATES_NOT_YET_CONFIRMED ? (
        <p className="mt-3 max-w-3xl text-sm text-slate-700">
          {/* The omission's `reason` is a research note for maintainers, not page text. */}
          {t('debt-facts.ratesNotYet', { day: isoDay(LATEST_RATES.firstDisbursedBefore) })}
        </p>
      ) : null}
      <p className="mt-4 max-w-3xl text-slate-800">
        {t('debt-facts.feesText', {
          subUnsub: formatPercent(CURRENT_FEES.subsidizedUnsubsidizedPercent),
          plus: formatPercent(CURRENT_FEES.plusPercent),
          from: isoDay(CURRENT_FEES.firstDisbursedFrom),
          before: isoDay(CURRENT_FEES.firstDisbursedBefore),
        })}
      </p>
      <SourceList sources={CURRENT_FEES.sources} className="mt-2" />
      <h3 className="mt-8 text-lg font-semibold">{t('debt-facts.ratesByYear')}</h3>
      <div className="mt-4">
        <LoanRatesChart />
      </div>
    </section>
  );
}
