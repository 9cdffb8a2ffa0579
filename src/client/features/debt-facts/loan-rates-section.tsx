import { DIRECT_LOAN_ORIGINATION_FEES, DIRECT_LOAN_RATES, OMITTED_FIGURES } from '@data/federal-loans';
import { formatIsoDay } from '@client/ui/format';
import { formatPercent } from './format';
import { LoanRatesChart } from './loan-rates-chart';
import { SourceList } from './source-list';

const LATEST_RATES = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1]!;
const CURRENT_FEES = DIRECT_LOAN_ORIGINATION_FEES[DIRECT_LOAN_ORIGINATION_FEES.length - 1]!;
const RATES_NOT_YET_CONFIRMED = OMITTED_FIGURES.find((omitted) => omitted.figure.includes('interest rates'));

/** This year's federal rates and loan fees, then the rates by year. */
export function LoanRatesSection() {
  return (
    <section aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="text-2xl font-bold">
        What federal loans cost: interest rates
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Interest is what you pay for borrowing. Federal student loan rates are fixed for the life of the loan and set once a year, so the
        year you borrow decides your rate.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {[
          { label: 'Undergraduate loans', value: LATEST_RATES.undergraduatePercent },
          { label: 'Graduate loans (unsubsidized)', value: LATEST_RATES.graduateUnsubsidizedPercent },
          { label: 'PLUS loans (parents and graduate students)', value: LATEST_RATES.plusPercent },
        ].map((rate) => (
          <div key={rate.label} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="font-semibold">{rate.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">{formatPercent(rate.value)}</dd>
            <dd className="text-sm text-slate-700">
              Loans first paid out {formatIsoDay(LATEST_RATES.firstDisbursedFrom)} to before{' '}
              {formatIsoDay(LATEST_RATES.firstDisbursedBefore)} ({LATEST_RATES.awardYear})
            </dd>
          </div>
        ))}
      </dl>
      <SourceList sources={LATEST_RATES.sources} className="mt-3" />
      {RATES_NOT_YET_CONFIRMED ? (
        <p className="mt-3 max-w-3xl text-sm text-slate-700">
          {/* The omission's `reason` is a research note for maintainers, not page text (issue 17). */}
          Rates for loans first paid out from {formatIsoDay(LATEST_RATES.firstDisbursedBefore)} are not shown yet: they will be added once
          an official source we can cite publishes them.
        </p>
      ) : null}
      <p className="mt-4 max-w-3xl text-slate-800">
        A loan fee is also taken out of each payment to your school: {formatPercent(CURRENT_FEES.subsidizedUnsubsidizedPercent)} for Direct
        Subsidized and Unsubsidized Loans and {formatPercent(CURRENT_FEES.plusPercent)} for PLUS loans (loans first paid out{' '}
        {formatIsoDay(CURRENT_FEES.firstDisbursedFrom)} to before {formatIsoDay(CURRENT_FEES.firstDisbursedBefore)}).
      </p>
      <SourceList sources={CURRENT_FEES.sources} className="mt-2" />
      <h3 className="mt-8 text-lg font-semibold">Rates by year</h3>
      <div className="mt-4">
        <LoanRatesChart />
      </div>
    </section>
  );
}
