import { Link } from '@client/shared/routing';
import type { safeBorrowing } from '@domain/finance/borrowing';
import { GRADE_TABLE } from '@domain/finance/grade';
import type { BorrowerLoan } from '@domain/finance/repayment';
import { DebtCost } from '@client/shared/true-cost/debt-cost';
import { useT } from '@client/shared/i18n/i18n-store';
import { riskLabel } from '@client/shared/financial-expectations/grade-texts';
import { Alert } from '@client/ui/alert';
import { buttonClass } from '@client/ui/button';
import { calculatorHref, nextMonth } from './calculator-link';
import type { BorrowingState } from './debt-calculator-url-state';
import { percent, useCalcFormat } from './format';

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
  // The repayment calculator is the student's: their Direct Loans and any private loan, at repayment; Parent PLUS is the parents' debt.
  const studentLoans: BorrowerLoan[] = [];
  if (result.cost?.student.repayment) {
    const debt = result.cost.student.debt;
    studentLoans.push({ amount: debt.atRepayment, ratePercent: debt.ratePercent, kind: 'federal', disbursed: 'on-or-after-2026-07-01' });
  }
  if (result.cost?.private.repayment) {
    const debt = result.cost.private.debt;
    studentLoans.push({ amount: debt.atRepayment, ratePercent: debt.ratePercent, kind: 'private', disbursed: 'on-or-after-2026-07-01' });
  }
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
      {result.cost ? <DebtCost cost={result.cost} monthlyIncome={(state.salary ?? 0) / 12} /> : null}
      <dl className="grid gap-4 sm:grid-cols-2">
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
            loans: studentLoans,
            salary: state.salary,
            growthPercent: 0,
            familySize: 1,
            startMonth: nextMonth(new Date()),
            careerCode: state.careerCode,
          })}
        >
          {t('calculator.compareFor', { amount: usd(studentLoans.reduce((sum, loan) => sum + loan.amount, 0)) })}
        </Link>
      </p>
    </>
  );
}
