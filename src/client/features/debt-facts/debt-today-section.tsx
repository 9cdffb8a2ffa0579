import { DEBT_FACTS } from '@data/debt-facts';
import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { useT } from '@client/shared/i18n/i18n-store';
import { FactCard } from './fact-card';

const OTHER_FACTS = DEBT_FACTS.filter((fact) => fact.id !== AVERAGE_FEDERAL_LOAN_BALANCE.id);

/** Every other figure, one card each. */
export function DebtTodaySection() {
  const t = useT('debt-facts');
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" className="text-2xl font-bold">
        {t('debt-facts.todayHeading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('debt-facts.todayIntro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {OTHER_FACTS.map((fact) => (
          <li key={fact.id}>
            <FactCard fact={fact} />
          </li>
        ))}
      </ul>
    </section>
  );
}
