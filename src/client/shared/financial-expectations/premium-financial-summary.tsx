import { useId } from 'react';
import { Link } from '@client/shared/routing';
import { BUDGET_CATEGORIES } from '@domain/finance/budget';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { useLocalValue } from '../assessment-state/local-store';
import { readSavedBudget } from '../assessment-state/checked-local';
import { TaxEstimateNote } from './budget-totals-panel';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The saved premium budget for /premium/outcomes: the totals, the lines, and a way back to edit it. */
export function PremiumFinancialSummary() {
  const headingId = useId();
  const stored = useLocalValue('premiumFinancialExpectations');
  const saved = readSavedBudget(stored);
  const t = useT('premium-budget');
  const format = useFormatters();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('premium-budget.summaryHeading')}
      </h2>
      {saved === null ? (
        <p className="mt-2 text-slate-800">
          {stored === undefined ? t('premium-budget.summaryNone') : t('premium-budget.summaryOld')}{' '}
          {t.rich('premium-budget.summaryBuild', {
            link: (chunks) => (
              <Link to="/premium/financial-expectations" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            {t('premium-budget.summaryCosts', {
              level: t(`premium-budget.level.${saved.level}`),
              region: t(`premium-budget.region.${saved.region}`),
              monthly: format.usdCents(saved.monthlyBudget),
              yearly: format.usdCents(saved.yearlyBudget),
            })}{' '}
            <strong>{t('premium-budget.summaryIncome', { amount: format.usd(saved.incomeNeededBeforeTax) })}</strong>{' '}
            {t('premium-budget.summaryEstimate')}
          </p>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:max-w-md">
            {BUDGET_CATEGORIES.map((category) => (
              <div key={category} className="contents">
                <dt>{t(`premium-budget.category.${category}`)}</dt>
                <dd className="text-right tabular-nums">
                  {t('premium-budget.summaryLine', { amount: format.usdCents(saved.monthly[category]) })}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <TaxEstimateNote />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            {t('premium-budget.summarySaved', { date: format.localDay(saved.savedAt) })}{' '}
            <Link to="/premium/financial-expectations" className={linkClass}>
              {t('premium-budget.summaryChange')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
