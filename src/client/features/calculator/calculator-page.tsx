import { useEffect, useRef, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Career } from '@domain/catalog/schemas';
import { compareRepaymentPlans, type RepaymentComparison } from '@domain/finance/repayment';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { AmortizationTable } from './amortization-table';
import { BalanceChart, type ChartPlan } from './balance-chart';
import { CalculatorForm } from './calculator-form';
import { CalculatorSources } from './calculator-sources';
import {
  calculatorParams,
  parseCalculatorParams,
  toDraft,
  toRepaymentInput,
  validateDraft,
  type CalculatorDraft,
  type CalculatorState,
  type DraftErrors,
} from './calculator-url-state';
import { percent, usd } from './format';
import { EligibilityTable, PlanCards, PrivateLoansCard } from './plan-cards';
import { privateOnlySource } from './plan-schedule';
import { useTrackOnce } from '@client/shared/lib/use-track-once';

function compare(state: CalculatorState): RepaymentComparison | null {
  try {
    return compareRepaymentPlans(toRepaymentInput(state));
  } catch {
    // The state was validated with the same schema, so this is a bug; show a message rather than a blank page.
    return null;
  }
}

export function CalculatorPage() {
  usePageTitle('Student loan repayment calculator');
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => parseCalculatorParams(searchParams, new Date()));
  const [draft, setDraft] = useState<CalculatorDraft>(() => toDraft(initial.state));
  const [state, setState] = useState<CalculatorState>(initial.state);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [replaced, setReplaced] = useState(initial.replaced);

  // Write the full, canonical state into the address bar so a link copied from it is complete.
  // setSearchParams changes with every URL update, so a ref keeps this to the first render.
  const wroteInitialUrl = useRef(false);
  useEffect(() => {
    if (wroteInitialUrl.current) return;
    wroteInitialUrl.current = true;
    setSearchParams(calculatorParams(initial.state), { replace: true });
  }, [initial, setSearchParams]);

  const trackUse = useTrackOnce('calculator_used', { calculator: 'loan' });
  const update = (next: CalculatorDraft) => {
    trackUse();
    setDraft(next);
    const result = validateDraft(next);
    setErrors(result.errors);
    if (result.state) {
      setState(result.state);
      setSearchParams(calculatorParams(result.state), { replace: true });
    }
  };

  const pickCareer = (career: Career) =>
    update({ ...draft, careerCode: career.socCode, salary: career.medianPay === null ? draft.salary : String(career.medianPay) });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link copied', description: 'Anyone who opens it sees these loans and results.', tone: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: "Copy the address from your browser's address bar instead.", tone: 'error' });
    }
  };

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
  const startDate = toRepaymentInput(state).startDate;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold">Student loan repayment calculator</h1>
          <p className="mt-2 text-slate-700">
            Enter your loans and expected pay to compare federal repayment plans under the rules that start July 1, 2026: what you would pay
            each month, in total, and when you would be done.
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" onClick={() => void copyLink()}>
            Copy link
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>

      {replaced.length > 0 ? (
        <div className="mt-4 print:hidden">
          <Alert tone="info">
            <p>
              Some values in this link could not be used, so we filled in defaults instead: {replaced.join(', ')}. Check the inputs below.
            </p>
            <button type="button" className="mt-2 font-semibold underline" onClick={() => setReplaced([])}>
              Dismiss
            </button>
          </Alert>
        </div>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div>
          <CalculatorForm draft={draft} errors={errors} onChange={update} onPickCareer={pickCareer} />
        </div>

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
            {comparison ? (
              <p className="mt-2 text-sm text-slate-700">
                {comparison.federalBalance > 0
                  ? `Federal loans: ${usd(comparison.federalBalance)} at ${percent(comparison.federalRatePercent)} (balance-weighted average rate).`
                  : 'No federal loans.'}{' '}
                {comparison.privateLoans
                  ? `Private loans: ${usd(comparison.privateLoans.balance)}, included in every plan's totals below.`
                  : null}{' '}
                {salaryKnown
                  ? `Salary: ${usd(state.salary ?? 0)} a year, growing ${percent(state.growthPercent)} a year; family of ${state.familySize}.`
                  : null}
              </p>
            ) : null}
          </div>

          {!comparison ? (
            <Alert>These loans could not be calculated. Check the amounts and rates, or start again from a fresh page.</Alert>
          ) : (
            <>
              {!salaryKnown && comparison.eligibility.some((e) => e.plan === 'rap' && e.eligible) ? (
                <Alert tone="info">
                  Enter a salary (or pick a career) to see the Repayment Assistance Plan, which depends on your income.
                </Alert>
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
      </div>

      <CalculatorSources id="calculator-sources" />
    </div>
  );
}
