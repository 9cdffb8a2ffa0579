import { useId } from 'react';
import { AFTER_TAX_SHARE } from '@data/living-costs';
import { BUDGET_CATEGORY_LABELS, type BudgetTotals } from '@domain/finance/budget';
import { formatUsd, formatUsdCents } from '@client/ui/format';
import { KEPT_AFTER_TAX_LABEL } from './budget-figures';

/** How the "income needed before tax" estimate is made, with its source. */
export function TaxEstimateNote() {
  const { incomeBeforeTaxes, incomeAfterTaxes, year, source } = AFTER_TAX_SHARE;
  return (
    <p className="text-xs text-slate-700">
      Estimate: US households kept {KEPT_AFTER_TAX_LABEL} of their income after taxes in {year} ({formatUsd(incomeAfterTaxes)} of{' '}
      {formatUsd(incomeBeforeTaxes)}), so the budget is divided by that share. Your own taxes depend on your state and pay; Social Security
      contributions are not counted as taxes in this survey.{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
        Source: BLS Consumer Expenditure Surveys, {year}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

/** The live totals beside the form: what the budget costs and the income it needs. */
export function BudgetTotalsPanel({ totals, className = '' }: { totals: BudgetTotals; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6 ${className}`}>
      <h2 id={headingId} className="text-xl font-bold">
        Your totals
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" aria-live="polite">
        <dt>Monthly budget</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsdCents(totals.monthly)}</dd>
        <dt>Yearly budget</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsdCents(totals.yearly)}</dd>
        <dt>Income needed before tax, a year (estimate)</dt>
        <dd className="text-right text-lg font-bold tabular-nums">{formatUsd(totals.incomeNeededYearly)}</dd>
        <dt>That is, a month (estimate)</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsd(totals.incomeNeededMonthly)}</dd>
      </dl>
      {totals.missing.length > 0 ? (
        <p className="mt-3 text-sm font-medium text-amber-900">
          Not counted yet (empty or not a dollar amount):{' '}
          {totals.missing.map((category) => BUDGET_CATEGORY_LABELS[category].toLowerCase()).join(', ')}.
        </p>
      ) : null}
      <div className="mt-3">
        <TaxEstimateNote />
      </div>
    </section>
  );
}
