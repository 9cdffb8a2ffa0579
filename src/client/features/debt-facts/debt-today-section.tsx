import { DEBT_FACTS } from '@data/debt-facts';
import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { FactCard } from './fact-card';

const OTHER_FACTS = DEBT_FACTS.filter((fact) => fact.id !== AVERAGE_FEDERAL_LOAN_BALANCE.id);

/** Every other figure, one card each. */
export function DebtTodaySection() {
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" className="text-2xl font-bold">
        Student debt in the U.S. today
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">The latest published figures we could check, each with the date it describes.</p>
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
