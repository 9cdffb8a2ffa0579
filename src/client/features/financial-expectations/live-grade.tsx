import { financialGrade, GRADE_TABLE } from '@domain/finance/grade';
import { parseDollarField } from '@domain/finance/lifestyle';
import { EARNINGS_HORIZON_LABELS, type EarningsHorizon } from '@domain/finance/earnings-horizon';
import { standardPaymentShare } from '@domain/finance/payment-share';
import { formatRatio, formatShare, formatUsd, formatUsdCents } from '@client/ui/format';
import { currentUndergraduateRate, disbursementWindow } from '@client/shared/lib/undergraduate-rate';

const RISK_TONES: Record<string, string> = {
  'Very Low': 'bg-emerald-100 text-emerald-900',
  Low: 'bg-emerald-100 text-emerald-900',
  Moderate: 'bg-amber-100 text-amber-900',
  Higher: 'bg-orange-100 text-orange-900',
  High: 'bg-red-100 text-red-900',
  'Very High': 'bg-red-100 text-red-900',
  Extreme: 'bg-red-200 text-red-950',
};

/** The grade, risk and explanation (spec 9), recomputed as the student types. */
export function LiveGrade({
  monthlyIncomeText,
  plannedDebtText,
  horizon,
  className = '',
}: {
  monthlyIncomeText: string;
  plannedDebtText: string;
  /** The pay the student plans on; the grade uses the income they entered, named with this horizon. */
  horizon: EarningsHorizon;
  className?: string;
}) {
  const monthlyIncome = parseDollarField('monthlyIncome', monthlyIncomeText ?? '');
  const plannedDebt = parseDollarField('plannedDebt', plannedDebtText ?? '');
  const result = financialGrade(monthlyIncome, plannedDebt);
  const row = GRADE_TABLE.find((r) => r.grade === result.grade);
  const rate = currentUndergraduateRate();
  const payment = rate ? standardPaymentShare(plannedDebt, rate.rate.undergraduatePercent, monthlyIncome) : null;

  return (
    <aside
      aria-labelledby="live-grade-heading"
      className={`h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:sticky lg:top-4 ${className}`}
    >
      <h2 id="live-grade-heading" className="text-xl font-bold">
        Your financial grade
      </h2>
      <div aria-live="polite" aria-atomic="true" data-testid="live-grade">
        {row && result.debtToIncome !== null ? (
          <>
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="text-5xl font-bold">{result.grade}</span>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${RISK_TONES[row.risk] ?? ''}`}>{row.risk} risk</span>
            </p>
            <p className="mt-3 text-slate-800">{row.explanation}</p>
            <p className="mt-2 text-sm text-slate-700">
              Debt-to-income: <strong>{formatRatio(result.debtToIncome)}</strong> ({formatUsd(plannedDebt ?? 0)} of debt ÷{' '}
              {formatUsd((monthlyIncome ?? 0) * 12)} a year of your income, planned on the {EARNINGS_HORIZON_LABELS[horizon].short}).
            </p>
          </>
        ) : (
          <>
            <p className="text-5xl font-bold">N/A</p>
            <p className="mt-3 text-slate-800">
              Enter{' '}
              {monthlyIncome === null && plannedDebt === null
                ? 'your monthly income and planned debt'
                : monthlyIncome === null
                  ? 'your monthly income'
                  : 'your planned debt'}{' '}
              to see your grade.
            </p>
          </>
        )}
      </div>

      {rate && payment && payment.monthlyPayment > 0 ? (
        <div className="rounded-xl bg-slate-50 p-4 text-sm">
          <p>
            Estimated payment: <strong>{formatUsdCents(payment.monthlyPayment)} a month</strong> for 10 years
            {payment.shareOfIncome !== null ? `, ${formatShare(payment.shareOfIncome)} of your monthly income before tax` : ''}.
          </p>
          <p className="mt-1 text-slate-700">
            An estimate: the standard 10-year plan at {rate.rate.undergraduatePercent}%, the federal undergraduate rate for loans first
            disbursed {disbursementWindow(rate.rate)}
            {rate.coversToday ? '' : ' (the latest rate we could confirm)'}. Source:{' '}
            <a href={rate.rate.sources[0]?.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {rate.rate.sources[0]?.publisher}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </div>
      ) : null}

      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">How the grade works</summary>
        <p className="mt-2 text-slate-700">Debt-to-income is your planned debt divided by a year of income (monthly income × 12).</p>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Financial grade by debt-to-income</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Debt-to-income
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Grade
              </th>
              <th scope="col" className="py-1 font-semibold">
                Risk
              </th>
            </tr>
          </thead>
          <tbody>
            {GRADE_TABLE.map((r, index) => (
              <tr key={r.grade} className={`border-b border-slate-100 ${r.grade === result.grade ? 'bg-brand-50 font-semibold' : ''}`}>
                <td className="py-1 pr-2">
                  {Number.isFinite(r.maxRatio) ? `up to ${r.maxRatio}` : `above ${GRADE_TABLE[index - 1]?.maxRatio}`}
                </td>
                <td className="py-1 pr-2">{r.grade}</td>
                <td className="py-1">{r.risk}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </aside>
  );
}
