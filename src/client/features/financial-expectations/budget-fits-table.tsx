import type { Career } from '@domain/catalog/schemas';
import type { careerBudgetFits } from '@domain/finance/budget';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { formatUsd, formatUsdCents, formatUsdOrNotReported, NOT_REPORTED, sourceText } from '@client/ui/format';

function YesNo({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  if (value === null) return <span className="text-slate-700">{NOT_REPORTED}</span>;
  return value ? <span className="font-semibold text-emerald-800">{yes}</span> : <span className="font-semibold text-red-800">{no}</span>;
}

/** Each career's pay against the budget, with the most it could safely repay; one row a career, its pay source beside it. */
export function BudgetFitsTable({
  fits,
  careers,
  headingId,
}: {
  fits: ReturnType<typeof careerBudgetFits>;
  careers: readonly Career[];
  headingId: string;
}) {
  const byCode = new Map<string, Career>(careers.map((career) => [career.socCode, career]));
  return (
    <div
      role="region"
      aria-labelledby={headingId}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-3"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Careers compared with your budget</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="p-3">
              Career
            </th>
            <th scope="col" className="p-3 text-right">
              Median pay a year ({EARNINGS_HORIZON_LABELS['all-workers'].short})
            </th>
            <th scope="col" className="p-3">
              Covers your budget?
            </th>
            <th scope="col" className="p-3 text-right">
              Left each month after the budget (estimate)
            </th>
            <th scope="col" className="p-3 text-right">
              Most you could borrow safely
            </th>
            <th scope="col" className="p-3 text-right">
              Its 10-year payment a month
            </th>
          </tr>
        </thead>
        <tbody>
          {fits.map((fit) => {
            const career = byCode.get(fit.socCode);
            return (
              <tr key={fit.socCode} className="border-t border-slate-100 align-top">
                <th scope="row" className="p-3 font-medium">
                  {fit.title}
                  {career ? (
                    <a
                      href={career.source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block text-xs font-normal text-slate-700 underline underline-offset-2"
                    >
                      {sourceText(career.source)}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </th>
                <td className="p-3 text-right tabular-nums">{formatUsdOrNotReported(fit.medianPay)}</td>
                <td className="p-3">
                  <YesNo value={fit.coversBudget} yes="Yes" no="No" />
                </td>
                <td className="p-3 text-right tabular-nums">
                  {fit.monthlyLeftAfterBudget === null ? NOT_REPORTED : formatUsd(fit.monthlyLeftAfterBudget)}
                </td>
                <td className="p-3 text-right tabular-nums">{formatUsdOrNotReported(fit.maxSafeDebt)}</td>
                <td className="p-3 text-right tabular-nums">
                  {fit.safeDebtMonthlyPayment === null ? NOT_REPORTED : formatUsdCents(fit.safeDebtMonthlyPayment)}
                  {fit.paymentFitsBudget === false ? (
                    <span className="block text-xs font-semibold text-red-800">more than is left</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
