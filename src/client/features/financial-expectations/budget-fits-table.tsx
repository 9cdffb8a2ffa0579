import type { Career } from '@domain/catalog/schemas';
import type { careerBudgetFits } from '@domain/finance/budget-fit';
import { sourceText } from '@client/ui/format';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

function YesNo({ value, yes, no, notReported }: { value: boolean | null; yes: string; no: string; notReported: string }) {
  if (value === null) return <span className="text-slate-700">{notReported}</span>;
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
  const t = useT('premium-budget');
  const format = useFormatters();
  const notReported = t('premium-budget.notReported');
  const usdOr = (amount: number | null) => (amount === null ? notReported : format.usd(amount));
  return (
    <div
      role="region"
      aria-labelledby={headingId}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-3"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t('premium-budget.tableCaption')}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="p-3">
              {t('premium-budget.colCareer')}
            </th>
            <th scope="col" className="p-3 text-right">
              {t('premium-budget.colPay')}
            </th>
            <th scope="col" className="p-3">
              {t('premium-budget.colCovers')}
            </th>
            <th scope="col" className="p-3 text-right">
              {t('premium-budget.colLeft')}
            </th>
            <th scope="col" className="p-3 text-right">
              {t('premium-budget.colSafe')}
            </th>
            <th scope="col" className="p-3 text-right">
              {t('premium-budget.colPayment')}
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
                      <span className="sr-only"> {t('premium-budget.newTab')}</span>
                    </a>
                  ) : null}
                </th>
                <td className="p-3 text-right tabular-nums">{usdOr(fit.medianPay)}</td>
                <td className="p-3">
                  <YesNo value={fit.coversBudget} yes={t('premium-budget.yes')} no={t('premium-budget.no')} notReported={notReported} />
                </td>
                <td className="p-3 text-right tabular-nums">{usdOr(fit.monthlyLeftAfterBudget)}</td>
                <td className="p-3 text-right tabular-nums">{usdOr(fit.maxSafeDebt)}</td>
                <td className="p-3 text-right tabular-nums">
                  {fit.safeDebtMonthlyPayment === null ? notReported : format.usdCents(fit.safeDebtMonthlyPayment)}
                  {fit.paymentFitsBudget === false ? (
                    <span className="block text-xs font-semibold text-red-800">{t('premium-budget.moreThanLeft')}</span>
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
