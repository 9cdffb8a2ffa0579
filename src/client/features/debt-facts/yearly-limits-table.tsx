import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { CitedTable } from '@client/ui/cited-table';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { SourceList } from './source-list';

const { dependentUndergraduate, independentUndergraduate } = FEDERAL_LOAN_LIMITS;

/** Yearly limits for Direct Subsidized and Unsubsidized Loans, dependent and independent undergraduates. */
export function YearlyLimitsTable() {
  const t = useT('debt-facts');
  const { usd } = useFormatters();
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
      <CitedTable
        caption={t('debt-facts.yearlyLimitsCaption')}
        captionClassName="pb-3 text-left font-semibold"
        columns={[
          { header: t('debt-facts.student') },
          { header: t('debt-facts.year1') },
          { header: t('debt-facts.year2') },
          { header: t('debt-facts.year3') },
          { header: t('debt-facts.allYears') },
        ]}
        className="min-w-[36rem] text-sm"
        scroll={{}}
        footnote={<SourceList sources={dependentUndergraduate.sources} className="mt-3" />}
      >
        {[
          { label: t('debt-facts.dependent'), limits: dependentUndergraduate },
          { label: t('debt-facts.independent'), limits: independentUndergraduate },
        ].map(({ label, limits }) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-medium">
              {label}
            </th>
            {limits.annualByYear.map((amount, index) => (
              <td key={index} className="py-2 pr-4 tabular-nums">
                {usd(amount)}
                <span className="block text-xs text-slate-600">
                  {t('debt-facts.upToSubsidized', { amount: usd(limits.subsidizedAnnualByYear[index]!) })}
                </span>
              </td>
            ))}
            <td className="py-2 tabular-nums">
              {usd(limits.aggregate)}
              <span className="block text-xs text-slate-600">
                {t('debt-facts.upToSubsidized', { amount: usd(limits.subsidizedAggregate) })}
              </span>
            </td>
          </tr>
        ))}
      </CitedTable>
    </div>
  );
}
