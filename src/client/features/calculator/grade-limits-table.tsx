import { GRADE_TABLE, maxDebtForGrade, type FinancialGrade } from '@domain/finance/grade';
import { useT } from '@client/shared/i18n/i18n-store';
import { riskText } from '@client/shared/financial-expectations/grade-texts';
import { CitedTable } from '@client/ui/cited-table';
import { useCalcFormat } from './format';

/** The largest total debt for every grade at this salary, the chosen grade highlighted. */
export function GradeLimitsTable({ salary, targetGrade }: { salary: number; targetGrade: FinancialGrade }) {
  const t = useT('calculator', 'grades');
  const { usd } = useCalcFormat();
  return (
    <div>
      <h2 className="text-xl font-bold">{t('calculator.everyGrade')}</h2>
      <CitedTable
        caption={t('calculator.gradeTableCaption', { salary: usd(salary) })}
        columns={[
          { header: t('calculator.grade') },
          { header: t('calculator.risk') },
          { header: t('calculator.debtUpTo'), numeric: true },
          { header: t('calculator.atThisSalary'), numeric: true },
        ]}
        look="compact"
        className="min-w-[28rem] text-sm"
        scroll={{ label: t('calculator.debtLimitEachGrade'), className: 'mt-2' }}
        footnote={<p className="mt-1 text-xs text-slate-600">{t('calculator.gradesFootnote')}</p>}
      >
        {GRADE_TABLE.map((row) => {
          const ceiling = maxDebtForGrade(salary / 12, row.grade);
          return (
            <tr key={row.grade} className={`border-b border-slate-100 ${row.grade === targetGrade ? 'bg-brand-50 font-semibold' : ''}`}>
              <th scope="row" className="py-1 pr-3 text-left">
                {row.grade}
              </th>
              <td className="py-1 pr-3">{riskText(t, row.risk)}</td>
              <td className="py-1 pr-3 text-right">
                {Number.isFinite(row.maxRatio)
                  ? t('calculator.ratioOfPay', { ratio: row.maxRatio })
                  : t('calculator.moreThanRatio', { ratio: 3.14 })}
              </td>
              <td className="py-1 text-right tabular-nums">
                {ceiling === null ? t('calculator.moreThanThat') : usd(Math.floor(ceiling * 100 + 1e-6) / 100)}
              </td>
            </tr>
          );
        })}
      </CitedTable>
    </div>
  );
}
