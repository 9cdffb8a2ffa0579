import { startTransition, useEffect, useMemo, useState } from 'react';
import { compareRepaymentPlans, type RepaymentComparison } from '@domain/finance/repayment';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { AmortizationTable } from './amortization-table';
import { bestPlanSentence } from './best-plan';
import { BalanceChart, type ChartPlan } from './balance-chart';
import { toRepaymentInput, type CalculatorState } from './calculator-url-state';
import { percent, usd } from './format';
import { EligibilityTable, PlanCards, PrivateLoansCard } from './plan-cards';
import { privateOnlySource } from './plan-schedule';

function compare(state: CalculatorState): RepaymentComparison | null {
  try {
    return compareRepaymentPlans(toRepaymentInput(state));
  } catch {
    // The state was validated with the same schema, so this is a bug; show a message rather than a blank page.
    return null;
  }
}

/** The plans to show (the income-based RAP needs a salary) and the balances to chart. */
function usePlanComparison(state: CalculatorState) {
  const comparison = useMemo(() => compare(state), [state]);
  const salaryKnown = state.salary !== null;
  const plans = useMemo(
    () => (comparison ? comparison.plans.filter((plan) => salaryKnown || plan.plan !== 'rap') : []),
    [comparison, salaryKnown],
  );
  const chartPlans = useMemo<ChartPlan[]>(() => {
    if (plans.length > 0) {
      return plans.map((plan) => ({ ...plan, id: plan.plan, label: plan.label }));
    }
    return comparison?.privateLoans
      ? [{ ...privateOnlySource(comparison.privateLoans), id: 'private', label: 'Private loans (10 years)' }]
      : [];
  }, [plans, comparison]);
  return { comparison, salaryKnown, plans, chartPlans };
}

function ComparisonSummary({ comparison, state }: { comparison: RepaymentComparison; state: CalculatorState }) {
  return (
    <p className="mt-2 text-sm text-slate-700">
      {comparison.federalBalance > 0
        ? `Federal loans: ${usd(comparison.federalBalance)} at ${percent(comparison.federalRatePercent)} (balance-weighted average rate).`
        : 'No federal loans.'}{' '}
      {comparison.privateLoans ? `Private loans: ${usd(comparison.privateLoans.balance)}, included in every plan's totals below.` : null}{' '}
      {state.salary !== null
        ? `Salary: ${usd(state.salary ?? 0)} a year, growing ${percent(state.growthPercent)} a year; family of ${state.familySize}.`
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
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  if (!ready) {
    return (
      <section aria-labelledby="results-heading" className="min-w-0 space-y-8">
        <h2 id="results-heading" className="text-xl font-bold">
          Compare repayment plans
        </h2>
        <Spinner label="Working out your repayment plans…" />
      </section>
    );
  }
  return <Results {...props} />;
}

/** Plan cards, eligibility, the balance chart and the payment schedule. */
function Results({ state, hasErrors, example }: ResultsProps) {
  const { comparison, salaryKnown, plans, chartPlans } = usePlanComparison(state);
  const best = bestPlanSentence(plans, example);
  const startDate = toRepaymentInput(state).startDate;

  return (
    <section aria-labelledby="results-heading" className="min-w-0 space-y-8">
      <div>
        <h2 id="results-heading" className="text-xl font-bold">
          Compare repayment plans
        </h2>
        {hasErrors ? (
          <div className="mt-3">
            <Alert>Some inputs need fixing (see the messages beside them). The results below are for your last complete entries.</Alert>
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
        <Alert>These loans could not be calculated. Check the amounts and rates, or start again from a fresh page.</Alert>
      ) : (
        <>
          {!salaryKnown && comparison.eligibility.some((e) => e.plan === 'rap' && e.eligible) ? (
            <Alert tone="info">Enter a salary (or pick a career) to see the Repayment Assistance Plan, which depends on your income.</Alert>
          ) : null}
          {plans.length > 0 ? <PlanCards comparison={comparison} plans={plans} salaryKnown={salaryKnown} /> : null}
          {comparison.privateLoans ? <PrivateLoansCard privateLoans={comparison.privateLoans} startDate={startDate} /> : null}

          <div>
            <h2 className="text-xl font-bold">Which plans you can use</h2>
            <div className="mt-3">
              <EligibilityTable loans={state.loans} />
            </div>
          </div>

          {chartPlans.length > 0 ? (
            <div>
              <h2 className="text-xl font-bold">Balance over time</h2>
              <div className="mt-3">
                <BalanceChart plans={chartPlans} privateLoans={comparison.privateLoans} />
              </div>
            </div>
          ) : null}

          {chartPlans.length > 0 ? (
            <div>
              <h2 className="text-xl font-bold">Payment schedule</h2>
              <p className="mt-1 text-sm text-slate-700">Totals for each year of repayment. Open a year to see its months.</p>
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
