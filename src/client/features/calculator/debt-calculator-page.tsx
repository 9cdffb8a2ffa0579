import { useId, useMemo } from 'react';
import { safeBorrowing } from '@domain/finance/borrowing';
import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { usePageTitle } from '@client/ui/use-page-title';
import { BorrowingForm } from './borrowing-form';
import { FederalLimits } from './federal-limits';
import { GradeLimitsTable } from './grade-limits-table';
import { ReplacedValuesAlert } from './replaced-values-alert';
import { SafeBorrowingResult } from './safe-borrowing-result';
import { currentTrueCostTerms } from '@client/shared/lib/true-cost-terms';
import { useBorrowingState } from './use-borrowing-state';

export function DebtCalculatorPage() {
  const t = useT('calculator');
  usePageTitle(t('calculator.borrowTitle'));
  const ids = useId();
  const controls = useBorrowingState();
  const { state, replaced } = controls;

  const result = useMemo(
    () =>
      state.salary === null
        ? null
        : safeBorrowing(
            {
              annualSalary: state.salary,
              yearsOfStudy: state.yearsOfStudy,
              targetGrade: state.targetGrade,
              terms: currentTrueCostTerms().terms,
            },
            FEDERAL_LOAN_LIMITS,
          ),
    [state],
  );
  const yearsLabel = t('calculator.years', { count: state.yearsOfStudy });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('calculator.borrowTitle')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('calculator.borrowIntro')}</p>

      <ReplacedValuesAlert replaced={replaced} checkHint={false} onDismiss={controls.dismissReplaced} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <BorrowingForm ids={ids} controls={controls} />

        <section aria-labelledby={`${ids}-result`} className="min-w-0 space-y-6">
          <h2 id={`${ids}-result`} className="text-xl font-bold">
            {t('calculator.safeLimitHeading')}
          </h2>
          <SafeBorrowingResult state={state} result={result} yearsLabel={yearsLabel} />
          {state.salary !== null ? <GradeLimitsTable salary={state.salary} targetGrade={state.targetGrade} /> : null}
          <FederalLimits result={result} yearsLabel={yearsLabel} />
        </section>
      </div>
    </div>
  );
}
