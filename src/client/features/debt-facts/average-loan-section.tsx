import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { useT } from '@client/shared/i18n/i18n-store';
import { FACT_KEYS } from './debt-texts';
import { SourceList } from './source-list';
import { WHAT_IT_MEANS } from './what-it-means';

/** The headline figure: what a federal borrower owes on average. */
export function AverageLoanSection() {
  const t = useT('debt-facts');
  const average = AVERAGE_FEDERAL_LOAN_BALANCE;
  const meaning = WHAT_IT_MEANS[average.id];
  const keys = FACT_KEYS[average.id];
  return (
    <section aria-labelledby="average-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h2 id="average-heading" className="text-2xl font-bold">
        {t('debt-facts.averageHeading')}
      </h2>
      <p className="mt-4 text-5xl font-bold tracking-tight text-brand-800">{t(keys.display)}</p>
      <p className="mt-2 text-lg font-medium first-letter:uppercase">{t(keys.label)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {keys.basis ? t('debt-facts.fromBasis', { basis: t(keys.basis) }) : null}
        {t(keys.period)}
      </p>
      <p className="mt-4 max-w-3xl text-slate-800">{meaning ? t(meaning) : null}</p>
      <SourceList sources={average.sources} className="mt-4" />
    </section>
  );
}
