import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { SourceList } from './source-list';
import { WHAT_IT_MEANS } from './what-it-means';

/** The headline figure: what a federal borrower owes on average. */
export function AverageLoanSection() {
  const average = AVERAGE_FEDERAL_LOAN_BALANCE;
  return (
    <section aria-labelledby="average-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h2 id="average-heading" className="text-2xl font-bold">
        The average federal student loan
      </h2>
      <p className="mt-4 text-5xl font-bold tracking-tight text-brand-800">{average.display}</p>
      <p className="mt-2 text-lg font-medium first-letter:uppercase">{average.label}</p>
      <p className="mt-1 text-sm text-slate-700">
        {average.basis ? `From ${average.basis}; ` : null}
        {average.period}
      </p>
      <p className="mt-4 max-w-3xl text-slate-800">{WHAT_IT_MEANS[average.id]}</p>
      <SourceList sources={average.sources} className="mt-4" />
    </section>
  );
}
