import type { safeBorrowing } from '@domain/finance/borrowing';
import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { CitationList } from './citation-list';
import { usdWhole } from './format';
import { ScrollRegion } from './scroll-region';

const limits = FEDERAL_LOAN_LIMITS;

function LimitRow({ label, amount, note }: { label: string; amount: number; note?: string }) {
  return (
    <tr className="border-b border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        {label}
        {note ? <span className="block text-xs text-slate-600">{note}</span> : null}
      </th>
      <td className="py-2 text-right font-semibold tabular-nums">{usdWhole(amount)}</td>
    </tr>
  );
}

/** Federal loan limits over the years of study (once there is a result), and the caps for loans from July 1, 2026. */
export function FederalLimits({ result, yearsLabel }: { result: ReturnType<typeof safeBorrowing> | null; yearsLabel: string }) {
  return (
    <div>
      <h2 className="text-xl font-bold">Federal loan limits for {yearsLabel} of study</h2>
      <p className="mt-1 text-sm text-slate-700">
        The most the federal government lends, for context: borrowing up to a limit does not make it safe.
      </p>
      {result ? (
        <ScrollRegion label="Federal loan limits" className="mt-3">
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption className="sr-only">Federal Direct Loan limits over {yearsLabel}</caption>
            <tbody>
              <LimitRow
                label="Dependent undergraduate (Direct Loans)"
                amount={result.federalLimits.dependentUndergraduate}
                note={`${limits.dependentUndergraduate.annualByYear.map(usdWhole).join(' / ')} a year (1st / 2nd / 3rd and later), ${usdWhole(limits.dependentUndergraduate.aggregate)} in all`}
              />
              <LimitRow
                label="Independent undergraduate (Direct Loans)"
                amount={result.federalLimits.independentUndergraduate}
                note={`${limits.independentUndergraduate.annualByYear.map(usdWhole).join(' / ')} a year, ${usdWhole(limits.independentUndergraduate.aggregate)} in all`}
              />
              <LimitRow
                label="Parent PLUS, loans from July 1, 2026 (per student, all parents together)"
                amount={result.federalLimits.parentPlus2026}
                note={`${usdWhole(limits.from2026.parentPlusAnnualPerStudent)} a year, ${usdWhole(limits.from2026.parentPlusAggregatePerStudent)} in all`}
              />
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <CitationList citations={limits.dependentUndergraduate.sources} className="mt-2" />
      <h3 className="mt-4 font-semibold">Caps for loans made from July 1, 2026</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          Graduate students: {usdWhole(limits.from2026.graduateAnnual)} a year, {usdWhole(limits.from2026.graduateAggregate)} in all.
        </li>
        <li>
          Professional students: {usdWhole(limits.from2026.professionalAnnual)} a year, {usdWhole(limits.from2026.professionalAggregate)} in
          all.
        </li>
        <li>
          Parent PLUS: {usdWhole(limits.from2026.parentPlusAnnualPerStudent)} a year and{' '}
          {usdWhole(limits.from2026.parentPlusAggregatePerStudent)} in all per student.
        </li>
        <li>Lifetime limit for all federal student loans of one borrower: {usdWhole(limits.from2026.lifetimeAggregate)}.</li>
        {limits.from2026.gradPlusEndsForNewBorrowers ? <li>Grad PLUS loans end for new borrowers.</li> : null}
      </ul>
      <CitationList citations={limits.from2026.sources} className="mt-2" />
    </div>
  );
}
