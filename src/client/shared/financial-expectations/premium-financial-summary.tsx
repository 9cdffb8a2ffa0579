import { useId } from 'react';
import { Link } from 'react-router';
import { BUDGET_CATEGORIES, BUDGET_CATEGORY_LABELS } from '@domain/finance/budget';
import { readStoredBudget } from '@domain/finance/stored-budget';
import { formatLocalDay, formatUsd, formatUsdCents } from '@client/ui/format';
import { useLocalValue } from '../assessment-state/local-store';
import { TaxEstimateNote } from './budget-totals-panel';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The saved premium budget for /premium/outcomes: the totals, the lines, and a way back to edit it. */
export function PremiumFinancialSummary() {
  const headingId = useId();
  const stored = useLocalValue('premiumFinancialExpectations');
  const saved = readStoredBudget(stored);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold">
        Your financial picture
      </h2>
      {saved === null ? (
        <p className="mt-2 text-slate-800">
          {stored === undefined
            ? 'You have not saved a budget yet.'
            : 'Your budget was saved by an earlier version of Waypoint in a form we can no longer read.'}{' '}
          <Link to="/premium/financial-expectations" className={linkClass}>
            Build your budget
          </Link>{' '}
          to see the income it needs and which careers pay enough.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            A {saved.level.toLowerCase()} life in the {saved.region} costs you {formatUsdCents(saved.monthlyBudget)} a month (
            {formatUsdCents(saved.yearlyBudget)} a year), which takes about{' '}
            <strong>{formatUsd(saved.incomeNeededBeforeTax)} a year before tax</strong> (estimate).
          </p>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:max-w-md">
            {BUDGET_CATEGORIES.map((category) => (
              <div key={category} className="contents">
                <dt>{BUDGET_CATEGORY_LABELS[category]}</dt>
                <dd className="text-right tabular-nums">{formatUsdCents(saved.monthly[category])} a month</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <TaxEstimateNote />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Saved {formatLocalDay(saved.savedAt)}.{' '}
            <Link to="/premium/financial-expectations" className={linkClass}>
              Change your budget
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
