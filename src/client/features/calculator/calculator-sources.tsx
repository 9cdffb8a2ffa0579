import { DIRECT_LOAN_RATES, OMITTED_FIGURES, REPAYMENT_RULES } from '@data/federal-loans';
import { CitedTable } from '@client/ui/cited-table';
import { CitationList } from './citation-list';

/** Every rate and rule the calculator uses, with its source, and the assumptions behind the numbers. */
export function CalculatorSources({ id }: { id: string }) {
  const rateSources = [...new Map(DIRECT_LOAN_RATES.flatMap((r) => r.sources).map((c) => [c.url, c])).values()];
  return (
    <section aria-labelledby={id} className="mt-10 space-y-6 border-t border-slate-200 pt-6 print:break-before-page">
      <h2 id={id} className="text-xl font-bold">
        Sources and assumptions
      </h2>

      <div>
        <h3 className="font-semibold">Federal fixed interest rates (Direct Loans)</h3>
        <CitedTable
          caption="Federal Direct Loan fixed interest rates by award year"
          columns={[
            { header: 'First paid out' },
            { header: 'Undergraduate', numeric: true },
            { header: 'Graduate unsubsidized', numeric: true },
            { header: 'PLUS', numeric: true },
          ]}
          look="compact"
          className="min-w-[32rem] text-sm tabular-nums"
          scroll={{ label: 'Federal interest rates by year', className: 'mt-2' }}
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
        <h3 className="font-semibold">Repayment rules</h3>
        <ul className="mt-2 space-y-3">
          {REPAYMENT_RULES.map((rule) => (
            <li key={rule.rule}>
              <p className="text-sm">{rule.summary}</p>
              <CitationList citations={rule.sources} className="mt-1" />
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">How we calculate</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>Interest is added monthly (your annual rate ÷ 12 on the balance); servicers add it daily, which differs by cents a year.</li>
          <li>
            Your salary stands in for adjusted gross income (AGI); real AGI is usually a little lower after retirement contributions and
            other deductions.
          </li>
          <li>Your salary changes once a year by the growth you enter, and RAP is recalculated each year from it.</li>
          <li>
            Federal loans are combined into one balance at their balance-weighted average rate, as a consolidation would (without rounding
            the rate up).
          </li>
          <li>Dependents for RAP are your family size minus one.</li>
          <li>Private loans are repaid on their own 10-year fixed schedule; lenders set their own terms.</li>
          <li>Payments are made every month, on time, with no pauses (deferment or forbearance) and no extra payments.</li>
          <li>
            Repayment starts in the month you choose; interest that built up while in school is not added, so enter your balance as it will
            be then.
          </li>
          <li>Loan fees are taken from each payout, so your balance is what you borrowed, not what you received.</li>
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">What we left out</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {OMITTED_FIGURES.map((f) => (
            <li key={f.figure}>
              <span className="font-medium">{f.figure}:</span> {f.reason}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
