import { useId } from 'react';
import { AFTER_TAX_SHARE } from '@data/living-costs';
import type { BudgetTotals } from '@domain/finance/budget';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { KEPT_AFTER_TAX_LABEL } from './budget-figures';

/** How the "income needed before tax" estimate is made, with its source. */
export function TaxEstimateNote() {
  const { incomeBeforeTaxes, incomeAfterTaxes, year, source } = AFTER_TAX_SHARE;
  const t = useT('premium-budget');
  const format = useFormatters();
  const { intlLocale } = useI18n();
  const share =
    intlLocale === 'en-US'
      ? KEPT_AFTER_TAX_LABEL
      : `${new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number.parseFloat(KEPT_AFTER_TAX_LABEL))} %`;
  return (
    <p className="text-xs text-slate-700">
      {t('premium-budget.taxNote', {
        share,
        year,
        after: format.usd(incomeAfterTaxes),
        before: format.usd(incomeBeforeTaxes),
      })}{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
        {t('premium-budget.taxSource', { year })}
        <span className="sr-only"> {t('premium-budget.newTab')}</span>
      </a>
    </p>
  );
}

/** The live totals beside the form: what the budget costs and the income it needs. */
export function BudgetTotalsPanel({ totals, className = '' }: { totals: BudgetTotals; className?: string }) {
  const headingId = useId();
  const t = useT('premium-budget');
  const format = useFormatters();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6 ${className}`}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('premium-budget.totals')}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" aria-live="polite">
        <dt>{t('premium-budget.monthlyBudget')}</dt>
        <dd className="text-right font-semibold tabular-nums">{format.usdCents(totals.monthly)}</dd>
        <dt>{t('premium-budget.yearlyBudget')}</dt>
        <dd className="text-right font-semibold tabular-nums">{format.usdCents(totals.yearly)}</dd>
        <dt>{t('premium-budget.incomeNeededYearly')}</dt>
        <dd className="text-right text-lg font-bold tabular-nums">{format.usd(totals.incomeNeededYearly)}</dd>
        <dt>{t('premium-budget.incomeNeededMonthly')}</dt>
        <dd className="text-right font-semibold tabular-nums">{format.usd(totals.incomeNeededMonthly)}</dd>
      </dl>
      {totals.missing.length > 0 ? (
        <p className="mt-3 text-sm font-medium text-amber-900">
          {t('premium-budget.notCounted', {
            lines: totals.missing.map((category) => t(`premium-budget.category.${category}`).toLowerCase()).join(', '),
          })}
        </p>
      ) : null}
      <div className="mt-3">
        <TaxEstimateNote />
      </div>
    </section>
  );
}
