import { Link } from 'react-router';
import type { safeBorrowing } from '@domain/finance/borrowing';
import { GRADE_TABLE } from '@domain/finance/grade';
import { DIRECT_LOAN_RATES } from '@data/federal-loans';
import { Alert } from '@client/ui/alert';
import { buttonClass } from '@client/ui/button';
import { calculatorHref, nextMonth } from './calculator-url-state';
import { SourceNote } from './citation-list';
import type { BorrowingState } from './debt-calculator-url-state';
import { percent, usd } from './format';

const latestRates = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1];
/** The Standard estimate uses the newest cited undergraduate rate (2026-27 rates are not in our sources). */
export const ESTIMATE_RATE = latestRates?.undergraduatePercent ?? 0;

/** The most one could borrow and keep the grade, its monthly payments, and a link to compare repayment plans for it. */
export function SafeBorrowingResult({
  state,
  result,
  yearsLabel,
}: {
  state: BorrowingState;
  result: ReturnType<typeof safeBorrowing> | null;
  yearsLabel: string;
}) {
  const targetRow = GRADE_TABLE.find((row) => row.grade === state.targetGrade);
  if (!result) return <Alert tone="info">Enter an expected salary, or pick a career, to see how much you could borrow safely.</Alert>;
  if (result.maxDebt === null) return <Alert>This grade has no borrowing limit. Choose a grade from A+ to D.</Alert>;
  return (
    <>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="text-sm text-slate-700">
          Most you could borrow in total and keep grade {state.targetGrade} ({result.grade?.risk} risk)
        </p>
        <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="safe-debt">
          {usd(result.maxDebt)}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          That is {targetRow?.maxRatio} times a {usd(state.salary ?? 0)} salary (debt-to-income{' '}
          {percent((result.grade?.debtToIncome ?? 0) * 100, 0)}), about {usd(result.maxDebt / state.yearsOfStudy)} a year over {yearsLabel}.
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">Standard plan (10 years) monthly payment for {usd(result.maxDebt)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{usd(result.standardMonthlyPayment ?? 0)}</dd>
          <dd className="mt-1 text-xs text-slate-600">
            Estimate at {ESTIMATE_RATE}%, the {latestRates?.awardYear} undergraduate rate; rates for loans from July 1, 2026 are not in our
            sources yet.
            {latestRates ? <SourceNote citations={latestRates.sources} /> : null}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">Repayment Assistance Plan (RAP), first year</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{usd(result.rapMonthlyPayment ?? 0)}</dd>
          <dd className="mt-1 text-xs text-slate-600">
            RAP depends on income, not on the debt: a share of your salary (used as AGI), with no dependents. Unpaid interest is waived and
            what is left after 360 payments is forgiven.
          </dd>
        </div>
      </dl>
      <p>
        <Link
          className={buttonClass('primary', 'print:hidden')}
          to={calculatorHref({
            loans: [{ amount: result.maxDebt, ratePercent: ESTIMATE_RATE, kind: 'federal', disbursed: 'on-or-after-2026-07-01' }],
            salary: state.salary,
            growthPercent: 0,
            familySize: 1,
            startMonth: nextMonth(new Date()),
            careerCode: state.careerCode,
          })}
        >
          Compare repayment plans for {usd(result.maxDebt)}
        </Link>
      </p>
    </>
  );
}
