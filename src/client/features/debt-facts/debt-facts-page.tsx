import { Link } from 'react-router';
import { DEBT_FACTS, OMITTED_DEBT_CLAIMS, STUDENT_DEBT_BY_YEAR, type DebtFact } from '@data/debt-facts';
import { AVERAGE_FEDERAL_LOAN_BALANCE } from '@data/facts';
import { DIRECT_LOAN_ORIGINATION_FEES, DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS, OMITTED_FIGURES } from '@data/federal-loans';
import { usePageTitle } from '@client/ui/use-page-title';
import { formatBillionsAsTrillions, formatPercent } from './format';
import { formatIsoDay, formatUsd } from '@client/ui/format';
import { LoanRatesChart } from './loan-rates-chart';
import { SourceList } from './source-list';
import { StudentDebtChart } from './student-debt-chart';

/** Plain-language readings of each figure, for teens and parents; the numbers themselves come only from the dataset. */
const WHAT_IT_MEANS: Partial<Record<string, string>> = {
  'average-federal-loan-balance':
    'Add up every federal student loan and divide by the number of people who owe one: this is what each borrower owes on average.',
  'federal-portfolio-total': 'Everything owed on federal student loans, the loans most students take first.',
  'federal-borrowers': 'The number of people still paying off, or not yet paying, a federal student loan.',
  'total-student-debt': 'All student loans on credit reports, including loans from banks and other private lenders.',
  'seriously-delinquent-share': 'Roughly one dollar in every ten of student debt belongs to loans that are badly behind on payments, which hurts credit scores.',
  'borrowers-delaying-life-events': 'Student loans change life plans: many borrowers put off things like buying a home.',
};

const FIRST_POINT = STUDENT_DEBT_BY_YEAR[0]!;
const LATEST_POINT = STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1]!;
const OTHER_FACTS = DEBT_FACTS.filter((fact) => fact.id !== AVERAGE_FEDERAL_LOAN_BALANCE.id);
const LATEST_RATES = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1]!;
const CURRENT_FEES = DIRECT_LOAN_ORIGINATION_FEES[DIRECT_LOAN_ORIGINATION_FEES.length - 1]!;
const { dependentUndergraduate, independentUndergraduate, from2026 } = FEDERAL_LOAN_LIMITS;
const RATES_NOT_YET_CONFIRMED = OMITTED_FIGURES.find((omitted) => omitted.figure.includes('interest rates'));

function FactCard({ fact }: { fact: DebtFact }) {
  const meaning = WHAT_IT_MEANS[fact.id];
  return (
    <article aria-labelledby={`fact-${fact.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <h3 id={`fact-${fact.id}`} className="order-2 mt-1 text-base font-semibold text-slate-900 first-letter:uppercase">
        {fact.label}
      </h3>
      <p className="order-1 text-3xl font-bold tracking-tight text-brand-800">{fact.display}</p>
      <p className="order-3 mt-1 text-sm text-slate-700">{fact.period}</p>
      {meaning ? <p className="order-4 mt-3 text-slate-800">{meaning}</p> : null}
      {fact.note ? <p className="order-5 mt-3 text-sm text-slate-700">{fact.note}</p> : null}
      <SourceList sources={fact.sources} className="order-6 mt-4 border-t border-slate-100 pt-3" />
    </article>
  );
}

export function DebtFactsPage() {
  usePageTitle('Student debt facts');
  const average = AVERAGE_FEDERAL_LOAN_BALANCE;

  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Student debt facts</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Real numbers about student loans, so you can weigh a college plan before you borrow. Every figure shows where it comes from and
          the date it describes. When we can't trace a number to its source, we leave it out.
        </p>
      </header>

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

      <section aria-labelledby="not-shown-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
        <h2 id="not-shown-heading" className="text-xl font-bold">
          A number we don't show
        </h2>
        <p className="mt-2 max-w-3xl text-slate-800">
          You may see it said that 44% of borrowers delay milestones such as buying a home because of student loans. We could not trace
          that figure to a primary source, so we don't show it: no invented numbers. The closest figure we could source, from a Lumina
          Foundation and Gallup survey, is listed above with the group of people it describes.
        </p>
      </section>

      <section aria-labelledby="growth-heading">
        <h2 id="growth-heading" className="text-2xl font-bold">
          How total student debt has grown
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Americans owed {formatBillionsAsTrillions(FIRST_POINT.balanceBillions)} in student loans at the end of {FIRST_POINT.year} and{' '}
          {formatBillionsAsTrillions(LATEST_POINT.balanceBillions)} by {LATEST_POINT.quarter.replace(' (latest)', '')}. Growth slowed while
          federal loan payments were paused during the pandemic, but the yearly total never went down.
        </p>
        <div className="mt-6">
          <StudentDebtChart />
        </div>
      </section>

      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading" className="text-2xl font-bold">
          What federal loans cost: interest rates
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Interest is what you pay for borrowing. Federal student loan rates are fixed for the life of the loan and set once a year, so
          the year you borrow decides your rate.
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
                Loans first paid out {formatIsoDay(LATEST_RATES.firstDisbursedFrom)} to before {formatIsoDay(LATEST_RATES.firstDisbursedBefore)} (
                {LATEST_RATES.awardYear})
              </dd>
            </div>
          ))}
        </dl>
        <SourceList sources={LATEST_RATES.sources} className="mt-3" />
        {RATES_NOT_YET_CONFIRMED ? (
          <p className="mt-3 max-w-3xl text-sm text-slate-700">
            Rates for loans first paid out from {formatIsoDay(LATEST_RATES.firstDisbursedBefore)} are not shown yet:{' '}
            {RATES_NOT_YET_CONFIRMED.reason.charAt(0).toLowerCase() + RATES_NOT_YET_CONFIRMED.reason.slice(1)}
          </p>
        ) : null}
        <p className="mt-4 max-w-3xl text-slate-800">
          A loan fee is also taken out of each payment to your school: {formatPercent(CURRENT_FEES.subsidizedUnsubsidizedPercent)} for
          Direct Subsidized and Unsubsidized Loans and {formatPercent(CURRENT_FEES.plusPercent)} for PLUS loans (loans first paid out{' '}
          {formatIsoDay(CURRENT_FEES.firstDisbursedFrom)} to before {formatIsoDay(CURRENT_FEES.firstDisbursedBefore)}).
        </p>
        <SourceList sources={CURRENT_FEES.sources} className="mt-2" />
        <h3 className="mt-8 text-lg font-semibold">Rates by year</h3>
        <div className="mt-4">
          <LoanRatesChart />
        </div>
      </section>

      <section aria-labelledby="limits-heading">
        <h2 id="limits-heading" className="text-2xl font-bold">
          How much students can borrow from the federal government
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Federal loans for undergraduates have yearly and lifetime limits. Most students count as dependent (their parents' income is
          part of the aid application).
        </p>
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="pb-3 text-left font-semibold">Yearly limits for Direct Subsidized and Unsubsidized Loans</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Student
                </th>
                <th scope="col" className="py-2 pr-4">
                  1st year
                </th>
                <th scope="col" className="py-2 pr-4">
                  2nd year
                </th>
                <th scope="col" className="py-2 pr-4">
                  3rd year and later
                </th>
                <th scope="col" className="py-2">
                  Total for all years
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                { label: 'Dependent undergraduate', limits: dependentUndergraduate },
                { label: 'Independent undergraduate', limits: independentUndergraduate },
              ].map(({ label, limits }) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {label}
                  </th>
                  {limits.annualByYear.map((amount, index) => (
                    <td key={index} className="py-2 pr-4 tabular-nums">
                      {formatUsd(amount)}
                      <span className="block text-xs text-slate-600">up to {formatUsd(limits.subsidizedAnnualByYear[index]!)} subsidized</span>
                    </td>
                  ))}
                  <td className="py-2 tabular-nums">
                    {formatUsd(limits.aggregate)}
                    <span className="block text-xs text-slate-600">up to {formatUsd(limits.subsidizedAggregate)} subsidized</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <SourceList sources={dependentUndergraduate.sources} className="mt-3" />
        </div>
        <h3 className="mt-8 text-lg font-semibold">New limits for loans made from {formatIsoDay(from2026.effective)}</h3>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
          <li>
            Parent PLUS: up to {formatUsd(from2026.parentPlusAnnualPerStudent)} a year and {formatUsd(from2026.parentPlusAggregatePerStudent)}{' '}
            in total for each student.
          </li>
          <li>
            Graduate students: {formatUsd(from2026.graduateAnnual)} a year, {formatUsd(from2026.graduateAggregate)} in total; professional
            students (such as medicine or law): {formatUsd(from2026.professionalAnnual)} a year, {formatUsd(from2026.professionalAggregate)} in
            total.
          </li>
          {from2026.gradPlusEndsForNewBorrowers ? <li>Grad PLUS loans end for new borrowers.</li> : null}
          <li>A lifetime limit of {formatUsd(from2026.lifetimeAggregate)} in federal student loans per borrower.</li>
        </ul>
        <SourceList sources={from2026.sources} className="mt-3" />
      </section>

      <section aria-labelledby="next-heading" className="rounded-2xl bg-brand-800 px-6 py-8 text-white">
        <h2 id="next-heading" className="text-2xl font-bold">
          Plan with these numbers
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {[
            { to: '/calculator', title: 'Debt Calculator', text: 'See the monthly payment and total cost of a loan.' },
            { to: '/debt-calculator', title: 'How much can I borrow safely?', text: 'Find a debt your expected salary can carry.' },
            { to: '/resources/scholarships', title: 'Scholarship Guide', text: "Find money you don't have to pay back." },
          ].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block h-full rounded-xl bg-white p-4 text-slate-900 hover:bg-brand-50">
                <span className="font-semibold text-brand-800 underline underline-offset-2">{link.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <details className="rounded-2xl border border-slate-200 bg-white">
        <summary className="min-h-11 cursor-pointer px-6 py-3 font-semibold text-brand-800">Figures we left out, and why</summary>
        <ul className="list-disc space-y-2 px-6 pb-6 pl-10 text-sm text-slate-800">
          {[...OMITTED_DEBT_CLAIMS.map((o) => ({ what: o.claim, reason: o.reason })), ...OMITTED_FIGURES.map((o) => ({ what: o.figure, reason: o.reason }))].map(
            (omitted) => (
              <li key={omitted.what}>
                <span className="font-medium">{omitted.what}</span>: {omitted.reason}
              </li>
            ),
          )}
        </ul>
      </details>
    </div>
  );
}
