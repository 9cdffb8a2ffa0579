import type { DebtFact } from '@data/debt-facts';
import { useT } from '@client/shared/i18n/i18n-store';
import { FACT_KEYS } from './debt-texts';
import { SourceList } from './source-list';
import { WHAT_IT_MEANS } from './what-it-means';

export function FactCard({ fact }: { fact: DebtFact }) {
  const t = useT('debt-facts');
  const keys = FACT_KEYS[fact.id];
  const meaningKey = WHAT_IT_MEANS[fact.id];
  const meaning = meaningKey ? t(meaningKey) : null;
  return (
    <article aria-labelledby={`fact-${fact.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <h3 id={`fact-${fact.id}`} className="order-2 mt-1 text-base font-semibold text-slate-900 first-letter:uppercase">
        {t(keys.label)}
      </h3>
      <p className="order-1 text-3xl font-bold tracking-tight text-brand-800">{t(keys.display)}</p>
      <p className="order-3 mt-1 text-sm text-slate-700">{t(keys.period)}</p>
      {meaning ? <p className="order-4 mt-3 text-slate-800">{meaning}</p> : null}
      {keys.note ? <p className="order-5 mt-3 text-sm text-slate-700">{t(keys.note)}</p> : null}
      <SourceList sources={fact.sources} className="order-6 mt-4 border-t border-slate-100 pt-3" />
    </article>
  );
}
