import { GRADE_TABLE, maxDebtForGrade, type FinancialGrade } from '@domain/finance/grade';
import { CitedTable } from '@client/ui/cited-table';
import { usd } from './format';

/** The largest total debt for every grade at this salary, the chosen grade highlighted. */
export function GradeLimitsTable({ salary, targetGrade }: { salary: number; targetGrade: FinancialGrade }) {
  return (
    <div>
      <h2 className="text-xl font-bold">Every grade at this salary</h2>
      <CitedTable
        caption={`Largest total debt for each financial grade at a salary of ${usd(salary)}`}
        columns={[
          { header: 'Grade' },
          { header: 'Risk' },
          { header: 'Debt up to', numeric: true },
          { header: 'At this salary', numeric: true },
        ]}
        look="compact"
        className="min-w-[28rem] text-sm"
        scroll={{ label: 'Debt limit for each grade', className: 'mt-2' }}
        footnote={
          <p className="mt-1 text-xs text-slate-600">Grades: debt ÷ a year&apos;s pay, from Waypoint&apos;s financial grade table.</p>
        }
      >
        {GRADE_TABLE.map((row) => {
          const ceiling = maxDebtForGrade(salary / 12, row.grade);
          return (
            <tr key={row.grade} className={`border-b border-slate-100 ${row.grade === targetGrade ? 'bg-brand-50 font-semibold' : ''}`}>
              <th scope="row" className="py-1 pr-3 text-left">
                {row.grade}
              </th>
              <td className="py-1 pr-3">{row.risk}</td>
              <td className="py-1 pr-3 text-right">
                {Number.isFinite(row.maxRatio) ? `${row.maxRatio} × a year's pay` : 'more than 3.14 ×'}
              </td>
              <td className="py-1 text-right tabular-nums">
                {ceiling === null ? 'more than that' : usd(Math.floor(ceiling * 100 + 1e-6) / 100)}
              </td>
            </tr>
          );
        })}
      </CitedTable>
    </div>
  );
}
