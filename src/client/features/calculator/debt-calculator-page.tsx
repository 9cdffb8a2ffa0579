import { useEffect, useRef, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Career } from '@domain/catalog/schemas';
import { safeBorrowing } from '@domain/finance/borrowing';
import { GRADE_TABLE, maxDebtForGrade } from '@domain/finance/grade';
import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { Alert } from '@client/ui/alert';
import { buttonClass } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';
import { Field, inputClass } from './calculator-form';
import { calculatorHref, nextMonth, readNumber } from './calculator-url-state';
import { CareerPicker } from './career-picker';
import { CitationList, SourceNote } from './citation-list';
import { percent, usd, usdWhole } from './format';
import {
  borrowingInputSchema,
  borrowingParams,
  MAX_YEARS_OF_STUDY,
  parseBorrowingParams,
  TARGET_GRADES,
  type BorrowingState,
  type TargetGrade,
} from './debt-calculator-url-state';
import { ScrollRegion } from './scroll-region';
import { useTrackOnce } from '@client/shared/lib/use-track-once';

const latestRates = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1];
/** The Standard estimate uses the newest cited undergraduate rate (2026-27 rates are not in our sources). */
const ESTIMATE_RATE = latestRates?.undergraduatePercent ?? 0;

function LimitRow({ label, amount, note }: { label: string; amount: number; note?: string }) {
  return (
    <tr className="border-b border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        {label}
        {note ? <span className="block text-xs text-slate-600">{note}</span> : null}
      </th>
      <td className="py-2 text-right font-semibold tabular-nums">{usdWhole(amount)}</td>
    </tr>
  );
}

export function DebtCalculatorPage() {
  usePageTitle('How much can I borrow safely?');
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => parseBorrowingParams(searchParams));
  const [state, setState] = useState<BorrowingState>(initial.state);
  const [salaryText, setSalaryText] = useState(initial.state.salary === null ? '' : String(initial.state.salary));
  const [salaryError, setSalaryError] = useState<string | undefined>();
  const [replaced, setReplaced] = useState(initial.replaced);

  // setSearchParams changes with every URL update, so a ref keeps this to the first render.
  const wroteInitialUrl = useRef(false);
  useEffect(() => {
    if (wroteInitialUrl.current) return;
    wroteInitialUrl.current = true;
    setSearchParams(borrowingParams(initial.state), { replace: true });
  }, [initial, setSearchParams]);

  const trackUse = useTrackOnce('calculator_used', { calculator: 'debt' });
  const commit = (next: BorrowingState) => {
    trackUse();
    setState(next);
    setSearchParams(borrowingParams(next), { replace: true });
  };

  const onSalary = (text: string) => {
    setSalaryText(text);
    if (text.trim() === '') {
      setSalaryError(undefined);
      commit({ ...state, salary: null, careerCode: null });
      return;
    }
    const value = readNumber(text);
    const parsed = borrowingInputSchema.shape.salary.safeParse(value ?? Number.NaN);
    if (value === null || !parsed.success) {
      setSalaryError(value === null ? 'Enter a salary in dollars, like 52000' : parsed.error?.issues[0]?.message);
      return;
    }
    setSalaryError(undefined);
    commit({ ...state, salary: parsed.data, careerCode: null });
  };

  const pickCareer = (career: Career) => {
    if (career.medianPay === null) {
      commit({ ...state, careerCode: career.socCode });
      return;
    }
    setSalaryText(String(career.medianPay));
    setSalaryError(undefined);
    commit({ ...state, salary: career.medianPay, careerCode: career.socCode });
  };

  const result = useMemo(
    () =>
      state.salary === null
        ? null
        : safeBorrowing({ annualSalary: state.salary, yearsOfStudy: state.yearsOfStudy, targetGrade: state.targetGrade, ratePercent: ESTIMATE_RATE }, FEDERAL_LOAN_LIMITS),
    [state],
  );
  const targetRow = GRADE_TABLE.find((row) => row.grade === state.targetGrade);
  const limits = FEDERAL_LOAN_LIMITS;
  const yearsLabel = state.yearsOfStudy === 1 ? '1 year' : `${state.yearsOfStudy} years`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">How much can I borrow safely?</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Start from the pay you expect after school. We find the most you could borrow in total and still keep the financial grade you choose, what that debt
        would cost each month, and how it compares with federal loan limits.
      </p>

      {replaced.length > 0 ? (
        <div className="mt-4 print:hidden">
          <Alert tone="info">
            <p>Some values in this link could not be used, so we filled in defaults instead: {replaced.join(', ')}.</p>
            <button type="button" className="mt-2 font-semibold underline" onClick={() => setReplaced([])}>
              Dismiss
            </button>
          </Alert>
        </div>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <form aria-label="Your pay and plans" className="space-y-5" noValidate onSubmit={(event) => event.preventDefault()}>
          <div className="print:hidden">
            <CareerPicker selectedCode={state.careerCode} onPick={pickCareer} onClear={() => commit({ ...state, careerCode: null })} />
          </div>
          <Field id={`${ids}-salary`} label="Expected starting salary ($ a year)" hint="Or pick a career above to use its median pay." error={salaryError}>
            {(describedBy) => (
              <input
                id={`${ids}-salary`}
                type="text"
                inputMode="decimal"
                className={inputClass}
                value={salaryText}
                aria-invalid={Boolean(salaryError)}
                aria-describedby={describedBy}
                onChange={(event) => onSalary(event.target.value)}
              />
            )}
          </Field>
          <div>
            <label htmlFor={`${ids}-years`} className="font-semibold">
              Years of study you will borrow for
            </label>
            <select
              id={`${ids}-years`}
              className={inputClass}
              value={state.yearsOfStudy}
              onChange={(event) => commit({ ...state, yearsOfStudy: Number(event.target.value) })}
            >
              {Array.from({ length: MAX_YEARS_OF_STUDY }, (_, i) => i + 1).map((years) => (
                <option key={years} value={years}>
                  {years === 1 ? '1 year' : `${years} years`}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-grade`} className="font-semibold">
              Financial grade to keep
            </label>
            <select
              id={`${ids}-grade`}
              className={inputClass}
              value={state.targetGrade}
              aria-describedby={`${ids}-grade-hint`}
              onChange={(event) => commit({ ...state, targetGrade: event.target.value as TargetGrade })}
            >
              {GRADE_TABLE.filter((row) => TARGET_GRADES.includes(row.grade)).map((row) => (
                <option key={row.grade} value={row.grade}>
                  {row.grade} ({row.risk} risk): debt up to {row.maxRatio} × a year&apos;s pay
                </option>
              ))}
            </select>
            <p id={`${ids}-grade-hint`} className="mt-1 text-xs text-slate-600">
              {targetRow?.explanation}
            </p>
          </div>
        </form>

        <section aria-labelledby={`${ids}-result`} className="min-w-0 space-y-6">
          <h2 id={`${ids}-result`} className="text-xl font-bold">
            Your safe borrowing limit
          </h2>
          {!result ? (
            <Alert tone="info">Enter an expected salary, or pick a career, to see how much you could borrow safely.</Alert>
          ) : result.maxDebt === null ? (
            <Alert>This grade has no borrowing limit. Choose a grade from A+ to D.</Alert>
          ) : (
            <>
              <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
                <p className="text-sm text-slate-700">
                  Most you could borrow in total and keep grade {state.targetGrade} ({result.grade?.risk} risk)
                </p>
                <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="safe-debt">
                  {usd(result.maxDebt)}
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  That is {targetRow?.maxRatio} times a {usd(state.salary ?? 0)} salary (debt-to-income {percent((result.grade?.debtToIncome ?? 0) * 100, 0)}), about{' '}
                  {usd(result.maxDebt / state.yearsOfStudy)} a year over {yearsLabel}.
                </p>
              </div>
              <dl className="grid gap-4 sm:grid-cols-2">
                <div className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-700">Standard plan (10 years) monthly payment for {usd(result.maxDebt)}</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums">{usd(result.standardMonthlyPayment ?? 0)}</dd>
                  <dd className="mt-1 text-xs text-slate-600">
                    Estimate at {ESTIMATE_RATE}%, the {latestRates?.awardYear} undergraduate rate; rates for loans from July 1, 2026 are not in our sources yet.
                    {latestRates ? <SourceNote citations={latestRates.sources} /> : null}
                  </dd>
                </div>
                <div className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-700">Repayment Assistance Plan (RAP), first year</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums">{usd(result.rapMonthlyPayment ?? 0)}</dd>
                  <dd className="mt-1 text-xs text-slate-600">
                    RAP depends on income, not on the debt: a share of your salary (used as AGI), with no dependents. Unpaid interest is waived and what is left
                    after 360 payments is forgiven.
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
          )}

          {state.salary !== null ? (
            <div>
              <h2 className="text-xl font-bold">Every grade at this salary</h2>
              <ScrollRegion label="Debt limit for each grade" className="mt-2">
                <table className="w-full min-w-[28rem] border-collapse text-sm">
                  <caption className="sr-only">Largest total debt for each financial grade at a salary of {usd(state.salary)}</caption>
                  <thead>
                    <tr className="border-b border-slate-300 text-left">
                      <th scope="col" className="py-1 pr-3">Grade</th>
                      <th scope="col" className="py-1 pr-3">Risk</th>
                      <th scope="col" className="py-1 pr-3 text-right">Debt up to</th>
                      <th scope="col" className="py-1 text-right">At this salary</th>
                    </tr>
                  </thead>
                  <tbody>
                    {GRADE_TABLE.map((row) => {
                      const ceiling = maxDebtForGrade((state.salary ?? 0) / 12, row.grade);
                      return (
                        <tr key={row.grade} className={`border-b border-slate-100 ${row.grade === state.targetGrade ? 'bg-brand-50 font-semibold' : ''}`}>
                          <th scope="row" className="py-1 pr-3 text-left">
                            {row.grade}
                          </th>
                          <td className="py-1 pr-3">{row.risk}</td>
                          <td className="py-1 pr-3 text-right">{Number.isFinite(row.maxRatio) ? `${row.maxRatio} × a year's pay` : 'more than 3.14 ×'}</td>
                          <td className="py-1 text-right tabular-nums">{ceiling === null ? 'more than that' : usd(Math.floor(ceiling * 100 + 1e-6) / 100)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollRegion>
              <p className="mt-1 text-xs text-slate-600">Grades: debt ÷ a year&apos;s pay, from Waypoint&apos;s financial grade table.</p>
            </div>
          ) : null}

          <div>
            <h2 className="text-xl font-bold">Federal loan limits for {yearsLabel} of study</h2>
            <p className="mt-1 text-sm text-slate-700">
              The most the federal government lends, for context: borrowing up to a limit does not make it safe.
            </p>
            {result ? (
              <ScrollRegion label="Federal loan limits" className="mt-3">
                <table className="w-full min-w-[28rem] border-collapse text-sm">
                  <caption className="sr-only">Federal Direct Loan limits over {yearsLabel}</caption>
                  <tbody>
                    <LimitRow
                      label="Dependent undergraduate (Direct Loans)"
                      amount={result.federalLimits.dependentUndergraduate}
                      note={`${limits.dependentUndergraduate.annualByYear.map(usdWhole).join(' / ')} a year (1st / 2nd / 3rd and later), ${usdWhole(limits.dependentUndergraduate.aggregate)} in all`}
                    />
                    <LimitRow
                      label="Independent undergraduate (Direct Loans)"
                      amount={result.federalLimits.independentUndergraduate}
                      note={`${limits.independentUndergraduate.annualByYear.map(usdWhole).join(' / ')} a year, ${usdWhole(limits.independentUndergraduate.aggregate)} in all`}
                    />
                    <LimitRow
                      label="Parent PLUS, loans from July 1, 2026 (per student, all parents together)"
                      amount={result.federalLimits.parentPlus2026}
                      note={`${usdWhole(limits.from2026.parentPlusAnnualPerStudent)} a year, ${usdWhole(limits.from2026.parentPlusAggregatePerStudent)} in all`}
                    />
                  </tbody>
                </table>
              </ScrollRegion>
            ) : null}
            <CitationList citations={limits.dependentUndergraduate.sources} className="mt-2" />
            <h3 className="mt-4 font-semibold">Caps for loans made from July 1, 2026</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              <li>
                Graduate students: {usdWhole(limits.from2026.graduateAnnual)} a year, {usdWhole(limits.from2026.graduateAggregate)} in all.
              </li>
              <li>
                Professional students: {usdWhole(limits.from2026.professionalAnnual)} a year, {usdWhole(limits.from2026.professionalAggregate)} in all.
              </li>
              <li>
                Parent PLUS: {usdWhole(limits.from2026.parentPlusAnnualPerStudent)} a year and {usdWhole(limits.from2026.parentPlusAggregatePerStudent)} in all per
                student.
              </li>
              <li>Lifetime limit for all federal student loans of one borrower: {usdWhole(limits.from2026.lifetimeAggregate)}.</li>
              {limits.from2026.gradPlusEndsForNewBorrowers ? <li>Grad PLUS loans end for new borrowers.</li> : null}
            </ul>
            <CitationList citations={limits.from2026.sources} className="mt-2" />
          </div>
        </section>
      </div>
    </div>
  );
}
