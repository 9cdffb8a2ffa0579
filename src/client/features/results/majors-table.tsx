import { formatRatio } from '@client/ui/format';
import { money, NOT_REPORTED, type Row } from './major-rows';

/** Each major's figures and grades, including the student's planned debt against its earnings. */
export function MajorsTable({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  return (
    <>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="majors-table-caption">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id="majors-table-caption" className="sr-only">
            Typical earnings and debt for your majors, with grades
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Major
              </th>
              <th scope="col" className="py-2 pr-3">
                Typical earnings a year
              </th>
              <th scope="col" className="py-2 pr-3">
                Typical debt
              </th>
              <th scope="col" className="py-2 pr-3">
                Debt ÷ earnings (grade)
              </th>
              <th scope="col" className="py-2">
                Your planned debt ÷ these earnings (grade)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.major?.name ?? row.name}
                  {row.major === null ? (
                    <span className="block text-xs font-normal text-slate-700">Not in our majors data: figures not reported</span>
                  ) : null}
                  {row.major?.source.estimate ? <span className="block text-xs font-normal text-slate-700">Estimate</span> : null}
                </th>
                <td className="py-2 pr-3 tabular-nums">{money(row.major?.medianEarnings ?? null)}</td>
                <td className="py-2 pr-3 tabular-nums">{money(row.major?.medianDebt ?? null)}</td>
                <td className="py-2 pr-3 tabular-nums">
                  {row.assessment.ratio === null ? NOT_REPORTED : `${formatRatio(row.assessment.ratio)} (${row.assessment.grade.grade})`}
                  {row.assessment.status === 'costly' ? (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Costly</span>
                  ) : null}
                </td>
                <td className="py-2 tabular-nums">
                  {row.personal.debtToIncome === null
                    ? plannedDebt === null
                      ? 'add your planned debt'
                      : NOT_REPORTED
                    : `${formatRatio(row.personal.debtToIncome)} (${row.personal.grade})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
