import { financialGrade, GRADE_TABLE } from '@domain/finance/grade';
import { parseDollarField } from '@domain/finance/lifestyle';
import type { EarningsHorizon } from '@domain/finance/earnings-horizon';
import { formatRatio } from '@client/ui/format';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { gradeExplanation, riskLabel, riskText } from '@client/shared/financial-expectations/grade-texts';
import { horizonText } from '@client/shared/financial-expectations/horizon-texts';
import { plannedDebtOnPage } from '@client/shared/lib/true-cost-terms';
import { DebtCost } from '@client/shared/true-cost/debt-cost';

const RISK_TONES: Record<string, string> = {
  'Very Low': 'bg-emerald-100 text-emerald-900',
  Low: 'bg-emerald-100 text-emerald-900',
  Moderate: 'bg-amber-100 text-amber-900',
  Higher: 'bg-orange-100 text-orange-900',
  High: 'bg-red-100 text-red-900',
  'Very High': 'bg-red-100 text-red-900',
  Extreme: 'bg-red-200 text-red-950',
};

/** The grade, risk and explanation, recomputed as the student types. */
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
  const t = useT('budget', 'grades');
  const format = useFormatters();
  const monthlyIncome = parseDollarField('monthlyIncome', monthlyIncomeText ?? '');
  const plannedDebt = parseDollarField('plannedDebt', plannedDebtText ?? '');
  const result = financialGrade(monthlyIncome, plannedDebt);
  const row = GRADE_TABLE.find((r) => r.grade === result.grade);
  const cost = plannedDebtOnPage(plannedDebt);

  return (
    <aside
      aria-labelledby="live-grade-heading"
      className={`h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:sticky lg:top-4 ${className}`}
    >
      <h2 id="live-grade-heading" className="text-xl font-bold">
        {t('budget.gradeHeading')}
      </h2>
      <div aria-live="polite" aria-atomic="true" data-testid="live-grade">
        {row && result.debtToIncome !== null ? (
          <>
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="text-5xl font-bold">{result.grade}</span>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${RISK_TONES[row.risk] ?? ''}`}>{riskLabel(t, row.risk)}</span>
            </p>
            <p className="mt-3 text-slate-800">{gradeExplanation(t, row.grade)}</p>
            <p className="mt-2 text-sm text-slate-700">
              {t('budget.dtiLabel')} <strong>{formatRatio(result.debtToIncome)}</strong>{' '}
              {t('budget.dtiExplained', {
                debt: format.usd(plannedDebt ?? 0),
                income: format.usd((monthlyIncome ?? 0) * 12),
                horizon: horizonText(t, horizon, 'short'),
              })}
            </p>
          </>
        ) : (
          <>
            <p className="text-5xl font-bold">{t('budget.notAvailable')}</p>
            <p className="mt-3 text-slate-800">
              {monthlyIncome === null && plannedDebt === null
                ? t('budget.enterBoth')
                : monthlyIncome === null
                  ? t('budget.enterIncome')
                  : t('budget.enterDebt')}
            </p>
          </>
        )}
      </div>

      {cost && cost.monthlyPayment > 0 ? <DebtCost cost={cost} monthlyIncome={monthlyIncome} /> : null}

      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">{t('budget.howGradeWorks')}</summary>
        <p className="mt-2 text-slate-700">{t('budget.dtiDefinition')}</p>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('budget.gradeTableCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('budget.dti')}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('budget.grade')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('budget.risk')}
              </th>
            </tr>
          </thead>
          <tbody>
            {GRADE_TABLE.map((r, index) => (
              <tr key={r.grade} className={`border-b border-slate-100 ${r.grade === result.grade ? 'bg-brand-50 font-semibold' : ''}`}>
                <td className="py-1 pr-2">
                  {Number.isFinite(r.maxRatio)
                    ? t('budget.upTo', { ratio: r.maxRatio })
                    : t('budget.above', { ratio: GRADE_TABLE[index - 1]?.maxRatio ?? '' })}
                </td>
                <td className="py-1 pr-2">{r.grade}</td>
                <td className="py-1">{riskText(t, r.risk)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </aside>
  );
}
