import { formatRatio } from '@client/ui/format';
import { EARNINGS_HEADER, money, NOT_REPORTED, type Row } from './major-rows';

function ratioText(row: Row): string {
  return row.assessment.ratio === null ? NOT_REPORTED : `${formatRatio(row.assessment.ratio)} (${row.assessment.grade.grade})`;
}

function personalText(row: Row, plannedDebt: number | null): string {
  if (row.personal.debtToIncome !== null) return `${formatRatio(row.personal.debtToIncome)} (${row.personal.grade})`;
  return plannedDebt === null ? 'add your planned debt' : NOT_REPORTED;
}

function CostlyBadge({ row }: { row: Row }) {
  if (row.assessment.status !== 'costly') return null;
  return <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Costly</span>;
}

/**
 * On a phone each major is a card with its figures stacked (issue 17: the five grade columns ran off a 390 px screen);
 * from the sm breakpoint up the same figures are a table.
 */
function MajorCards({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  return (
    <ul className="mt-6 space-y-3 sm:hidden" aria-label="Typical earnings and debt for your majors, with grades">
      {rows.map((row) => (
        <li key={row.name} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <h3 className="text-base font-semibold">{row.major?.name ?? row.name}</h3>
          {row.major === null ? <p className="text-xs text-slate-700">Not in our majors data: figures not reported</p> : null}
          {row.major?.source.estimate ? <p className="text-xs text-slate-700">Estimate</p> : null}
          <dl className="mt-2 space-y-1">
            {[
              [EARNINGS_HEADER, money(row.major?.medianEarnings ?? null)],
              ['Typical debt', money(row.major?.medianDebt ?? null)],
              ['Debt ÷ earnings (grade)', ratioText(row)],
              ['Your planned debt ÷ these earnings (grade)', personalText(row, plannedDebt)],
            ].map(([term, value], index) => (
              <div key={term} className="flex justify-between gap-3">
                <dt className="text-slate-700">{term}</dt>
                <dd className="text-right font-medium tabular-nums">
                  {value}
                  {index === 2 ? <CostlyBadge row={row} /> : null}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Each major's figures and grades, including the student's planned debt against its earnings. */
export function MajorsTable({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  return (
    <>
      <MajorCards rows={rows} plannedDebt={plannedDebt} />
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="mt-6 hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-labelledby="majors-table-caption">
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
                {EARNINGS_HEADER}
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
                  {ratioText(row)}
                  <CostlyBadge row={row} />
                </td>
                <td className="py-2 tabular-nums">{personalText(row, plannedDebt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
