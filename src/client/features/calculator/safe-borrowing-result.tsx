import { Link } from '@client/shared/routing';
import type { safeBorrowing } from '@domain/finance/borrowing';
import { GRADE_TABLE } from '@domain/finance/grade';
import { DIRECT_LOAN_RATES } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { riskLabel } from '@client/shared/financial-expectations/grade-texts';
import { Alert } from '@client/ui/alert';
import { buttonClass } from '@client/ui/button';
import { calculatorHref, nextMonth } from './calculator-link';
import { SourceNote } from './citation-list';
import type { BorrowingState } from './debt-calculator-url-state';
import { percent, useCalcFormat } from './format';

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
  const t = useT('calculator', 'grades');
  const { usd } = useCalcFormat();
  const targetRow = GRADE_TABLE.find((row) => row.grade === state.targetGrade);
  if (!result) return <Alert tone="info">{t('calculator.enterSalaryToBorrow')}</Alert>;
  if (result.maxDebt === null) return <Alert>{t('calculator.noLimitGrade')}</Alert>;
  return (
    <>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="text-sm text-slate-700">
          {t('calculator.mostYouCouldBorrow', {
            grade: state.targetGrade,
            risk: result.grade?.risk ? riskLabel(t, result.grade.risk) : '',
          })}
        </p>
        <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="safe-debt">
          {usd(result.maxDebt)}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {t('calculator.thatIsRatio', {
            ratio: targetRow?.maxRatio ?? '',
            salary: usd(state.salary ?? 0),
            dti: percent((result.grade?.debtToIncome ?? 0) * 100, 0),
            perYear: usd(result.maxDebt / state.yearsOfStudy),
            years: yearsLabel,
          })}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{t('calculator.standardPaymentFor', { amount: usd(result.maxDebt) })}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{usd(result.standardMonthlyPayment ?? 0)}</dd>
          <dd className="mt-1 text-xs text-slate-600">
            {t('calculator.estimateAtRate', { rate: ESTIMATE_RATE, awardYear: latestRates?.awardYear ?? '' })}
            {latestRates ? <SourceNote citations={latestRates.sources} /> : null}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{t('calculator.rapFirstYear')}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{usd(result.rapMonthlyPayment ?? 0)}</dd>
          <dd className="mt-1 text-xs text-slate-600">{t('calculator.rapExplained')}</dd>
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
          {t('calculator.compareFor', { amount: usd(result.maxDebt) })}
        </Link>
      </p>
    </>
  );
}
