import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { CitedTable } from '@client/ui/cited-table';
import { formatUsd } from '@client/ui/format';
import { SourceList } from './source-list';

const { dependentUndergraduate, independentUndergraduate } = FEDERAL_LOAN_LIMITS;

/** Yearly limits for Direct Subsidized and Unsubsidized Loans, dependent and independent undergraduates. */
export function YearlyLimitsTable() {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
      <CitedTable
        caption="Yearly limits for Direct Subsidized and Unsubsidized Loans"
        captionClassName="pb-3 text-left font-semibold"
        columns={[
          { header: 'Student' },
          { header: '1st year' },
          { header: '2nd year' },
          { header: '3rd year and later' },
          { header: 'Total for all years' },
        ]}
        className="min-w-[36rem] text-sm"
        scroll={{}}
        footnote={<SourceList sources={dependentUndergraduate.sources} className="mt-3" />}
      >
        {[
          { label: 'Dependent undergraduate', limits: dependentUndergraduate },
          { label: 'Independent undergraduate', limits: independentUndergraduate },
        ].map(({ label, limits }) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-medium">
              {label}
            </th>
            {limits.annualByYear.map((amount, index) => (
              <td key={index} className="py-2 pr-4 tabular-nums">
                {formatUsd(amount)}
                <span className="block text-xs text-slate-600">up to {formatUsd(limits.subsidizedAnnualByYear[index]!)} subsidized</span>
              </td>
            ))}
            <td className="py-2 tabular-nums">
              {formatUsd(limits.aggregate)}
              <span className="block text-xs text-slate-600">up to {formatUsd(limits.subsidizedAggregate)} subsidized</span>
            </td>
          </tr>
        ))}
      </CitedTable>
    </div>
  );
}
