import { lazy, Suspense, useId } from 'react';
import type { BudgetTotals } from '@domain/finance/budget';
import { Spinner } from '@client/ui/spinner';
import { useT } from '@client/shared/i18n/i18n-store';
import type { BudgetCareers } from './use-budget-careers';

// Below the form: the fit table and the loan figures behind it load apart, off the page's first paint.
const BudgetCareersBody = lazy(() => import('./budget-careers-body').then((module) => ({ default: module.BudgetCareersBody })));

/** The recommended careers against the budget: pay, whether it covers the budget, and the debt it can carry. */
export function BudgetCareersSection({ careers, totals }: { careers: BudgetCareers; totals: BudgetTotals }) {
  const headingId = useId();
  const t = useT('premium-budget');
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('premium-budget.careersHeading')}
      </h2>
      <Suspense fallback={<Spinner label={t('premium-budget.loadingCareers')} />}>
        <BudgetCareersBody careers={careers} totals={totals} headingId={headingId} />
      </Suspense>
    </section>
  );
}
