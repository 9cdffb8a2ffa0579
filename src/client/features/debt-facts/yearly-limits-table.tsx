import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { formatUsd } from '@client/ui/format';
import { SourceList } from './source-list';

const { dependentUndergraduate, independentUndergraduate } = FEDERAL_LOAN_LIMITS;

/** Yearly limits for Direct Subsidized and Unsubsidized Loans, dependent and independent undergraduates. */
export function YearlyLimitsTable() {
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="pb-3 text-left font-semibold">Yearly limits for Direct Subsidized and Unsubsidized Loans</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Student
            </th>
            <th scope="col" className="py-2 pr-4">
              1st year
            </th>
            <th scope="col" className="py-2 pr-4">
              2nd year
            </th>
            <th scope="col" className="py-2 pr-4">
              3rd year and later
            </th>
            <th scope="col" className="py-2">
              Total for all years
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
      <SourceList sources={dependentUndergraduate.sources} className="mt-3" />
    </div>
  );
}
