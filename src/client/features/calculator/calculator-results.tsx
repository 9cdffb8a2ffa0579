import { startTransition, useEffect, useMemo, useState } from 'react';
import { compareRepaymentPlans, type RepaymentComparison } from '@domain/finance/repayment';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { AmortizationTable } from './amortization-table';
import { bestPlanSentence } from './best-plan';
import { BalanceChart, type ChartPlan } from './balance-chart';
import type { CalculatorState } from './calculator-link';
import { toRepaymentInput } from './calculator-url-state';
import { percent, useCalcFormat } from './format';
import { EligibilityTable, PlanCards, PrivateLoansCard } from './plan-cards';
import { privateOnlySource } from './plan-schedule';
import { planLabel } from './plan-texts';

function compare(state: CalculatorState): RepaymentComparison | null {
  try {
    return compareRepaymentPlans(toRepaymentInput(state));
  } catch {
    // The state was validated with the same schema, so this is a bug; show a message rather than a blank page.
    return null;
  }
}

/** The plans to show (the income-based RAP needs a salary) and the balances to chart. */
function usePlanComparison(state: CalculatorState, t: Translate<'calculator'>) {
  const comparison = useMemo(() => compare(state), [state]);
  const salaryKnown = state.salary !== null;
  const plans = useMemo(
    () => (comparison ? comparison.plans.filter((plan) => salaryKnown || plan.plan !== 'rap') : []),
    [comparison, salaryKnown],
  );
  const chartPlans = useMemo<ChartPlan[]>(() => {
    if (plans.length > 0) {
      return plans.map((plan) => ({ ...plan, id: plan.plan, label: planLabel(t, plan.plan) }));
    }
    return comparison?.privateLoans
      ? [{ ...privateOnlySource(comparison.privateLoans), id: 'private', label: t('calculator.privateLoans10') }]
      : [];
  }, [plans, comparison, t]);
  return { comparison, salaryKnown, plans, chartPlans };
}

function ComparisonSummary({ comparison, state }: { comparison: RepaymentComparison; state: CalculatorState }) {
  const t = useT('calculator');
  const { usd } = useCalcFormat();
  return (
    <p className="mt-2 text-sm text-slate-700">
      {comparison.federalBalance > 0
        ? t('calculator.summaryFederal', { balance: usd(comparison.federalBalance), rate: percent(comparison.federalRatePercent) })
        : t('calculator.summaryNoFederal')}{' '}
      {comparison.privateLoans ? t('calculator.summaryPrivate', { balance: usd(comparison.privateLoans.balance) }) : null}{' '}
      {state.salary !== null
        ? t('calculator.summarySalary', {
            salary: usd(state.salary ?? 0),
            growth: percent(state.growthPercent),
            family: state.familySize,
          })
        : null}
    </p>
  );
}

type ResultsProps = { state: CalculatorState; hasErrors: boolean; example: boolean };

/**
 * The results column. The repayment plans, chart and schedule are worked out
 * after the page's first paint, in a transition React can interrupt, so
 * opening /calculator does not block the main thread; later edits update them
 * at once, as before. The figures are the same either way.
 */
export function CalculatorResults(props: ResultsProps) {
  const t = useT('calculator');
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  if (!ready) {
    return (
      <section aria-labelledby="results-heading" className="min-w-0 space-y-8">
        <h2 id="results-heading" className="text-xl font-bold">
          {t('calculator.compareHeading')}
        </h2>
        <Spinner label={t('calculator.working')} />
      </section>
    );
  }
  return <Results {...props} />;
}

/** Plan cards, eligibility, the balance chart and the payment schedule. */
function Results({ state, hasErrors, example }: ResultsProps) {
  const t = useT('calculator');
  const fmt = useCalcFormat();
  const { comparison, salaryKnown, plans, chartPlans } = usePlanComparison(state, t);
  const best = bestPlanSentence(
    t,
    fmt,
    plans.map((plan) => ({ ...plan, label: planLabel(t, plan.plan) })),
    example,
  );
  const startDate = toRepaymentInput(state).startDate;

  return (
    <section aria-labelledby="results-heading" className="min-w-0 space-y-8">
      <div>
        <h2 id="results-heading" className="text-xl font-bold">
          {t('calculator.compareHeading')}
        </h2>
        {hasErrors ? (
          <div className="mt-3">
            <Alert>{t('calculator.inputsNeedFixing')}</Alert>
          </div>
        ) : null}
        {best ? (
          <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="best-plan">
            {best}
          </p>
        ) : null}
        {comparison ? <ComparisonSummary comparison={comparison} state={state} /> : null}
      </div>

      {!comparison ? (
        <Alert>{t('calculator.couldNotCalculate')}</Alert>
      ) : (
        <>
          {!salaryKnown && comparison.eligibility.some((e) => e.plan === 'rap' && e.eligible) ? (
            <Alert tone="info">{t('calculator.enterSalaryForRap')}</Alert>
          ) : null}
          {plans.length > 0 ? <PlanCards comparison={comparison} plans={plans} salaryKnown={salaryKnown} /> : null}
          {comparison.privateLoans ? <PrivateLoansCard privateLoans={comparison.privateLoans} startDate={startDate} /> : null}

          <div>
            <h2 className="text-xl font-bold">{t('calculator.whichPlans')}</h2>
            <div className="mt-3">
              <EligibilityTable loans={state.loans} />
            </div>
          </div>

          {chartPlans.length > 0 ? (
            <div>
              <h2 className="text-xl font-bold">{t('calculator.balanceOverTime')}</h2>
              <div className="mt-3">
                <BalanceChart plans={chartPlans} privateLoans={comparison.privateLoans} />
              </div>
            </div>
          ) : null}

          {chartPlans.length > 0 ? (
            <div>
              <h2 className="text-xl font-bold">{t('calculator.paymentSchedule')}</h2>
              <p className="mt-1 text-sm text-slate-700">{t('calculator.scheduleIntro')}</p>
              <div className="mt-3">
                <AmortizationTable plans={chartPlans} privateLoans={comparison.privateLoans} />
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
