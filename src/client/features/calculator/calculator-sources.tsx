import { DIRECT_LOAN_RATES, OMITTED_FIGURES, REPAYMENT_RULES } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { CitedTable } from '@client/ui/cited-table';
import { CitationList } from './citation-list';
import { OMITTED_FIGURE_KEYS, RULE_KEYS } from './source-texts';

const ASSUMPTIONS = [
  'calculator.assume.monthlyInterest',
  'calculator.assume.salaryIsAgi',
  'calculator.assume.salaryGrowth',
  'calculator.assume.combined',
  'calculator.assume.dependents',
  'calculator.assume.private',
  'calculator.assume.onTime',
  'calculator.assume.start',
  'calculator.assume.fees',
] as const;

/** Every rate and rule the calculator uses, with its source, and the assumptions behind the numbers. */
export function CalculatorSources({ id }: { id: string }) {
  const t = useT('calculator');
  const rateSources = [...new Map(DIRECT_LOAN_RATES.flatMap((r) => r.sources).map((c) => [c.url, c])).values()];
  return (
    <section aria-labelledby={id} className="mt-10 space-y-6 border-t border-slate-200 pt-6 print:break-before-page">
      <h2 id={id} className="text-xl font-bold">
        {t('calculator.sourcesHeading')}
      </h2>

      <div>
        <h3 className="font-semibold">{t('calculator.fixedRatesHeading')}</h3>
        <CitedTable
          caption={t('calculator.fixedRatesCaption')}
          columns={[
            { header: t('calculator.firstPaidOut') },
            { header: t('calculator.undergraduate'), numeric: true },
            { header: t('calculator.rateGraduate'), numeric: true },
            { header: t('calculator.plus'), numeric: true },
          ]}
          look="compact"
          className="min-w-[32rem] text-sm tabular-nums"
          scroll={{ label: t('calculator.ratesByYear'), className: 'mt-2' }}
          footnote={<CitationList citations={rateSources} className="mt-2" />}
        >
          {[...DIRECT_LOAN_RATES].reverse().map((r) => (
            <tr key={r.awardYear} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {r.awardYear}
              </th>
              <td className="py-1 pr-3 text-right">{r.undergraduatePercent}%</td>
              <td className="py-1 pr-3 text-right">{r.graduateUnsubsidizedPercent}%</td>
              <td className="py-1 pr-3 text-right">{r.plusPercent}%</td>
            </tr>
          ))}
        </CitedTable>
      </div>

      <div>
        <h3 className="font-semibold">{t('calculator.repaymentRules')}</h3>
        <ul className="mt-2 space-y-3">
          {REPAYMENT_RULES.map((rule) => (
            <li key={rule.rule}>
              <p className="text-sm">{t(RULE_KEYS[rule.rule])}</p>
              <CitationList citations={rule.sources} className="mt-1" />
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">{t('calculator.howWeCalculate')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {ASSUMPTIONS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">{t('calculator.leftOut')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {OMITTED_FIGURES.map((f) => (
            <li key={f.id}>
              <span className="font-medium">{t(OMITTED_FIGURE_KEYS[f.id].figure)}:</span> {t(OMITTED_FIGURE_KEYS[f.id].reason)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
