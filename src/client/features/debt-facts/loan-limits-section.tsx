import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { formatIsoDay, formatUsd } from '@client/ui/format';
import { SourceList } from './source-list';
import { YearlyLimitsTable } from './yearly-limits-table';

const { from2026 } = FEDERAL_LOAN_LIMITS;

/** How much students can borrow: today's undergraduate limits and the limits for loans made from 2026. */
export function LoanLimitsSection() {
  return (
    <section aria-labelledby="limits-heading">
      <h2 id="limits-heading" className="text-2xl font-bold">
        How much students can borrow from the federal government
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Federal loans for undergraduates have yearly and lifetime limits. Most students count as dependent (their parents' income is part of
        the aid application).
      </p>
      <YearlyLimitsTable />
      <h3 className="mt-8 text-lg font-semibold">New limits for loans made from {formatIsoDay(from2026.effective)}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        <li>
          Parent PLUS: up to {formatUsd(from2026.parentPlusAnnualPerStudent)} a year and {formatUsd(from2026.parentPlusAggregatePerStudent)}{' '}
          in total for each student.
        </li>
        <li>
          Graduate students: {formatUsd(from2026.graduateAnnual)} a year, {formatUsd(from2026.graduateAggregate)} in total; professional
          students (such as medicine or law): {formatUsd(from2026.professionalAnnual)} a year, {formatUsd(from2026.professionalAggregate)}{' '}
          in total.
        </li>
        {from2026.gradPlusEndsForNewBorrowers ? <li>Grad PLUS loans end for new borrowers.</li> : null}
        <li>A lifetime limit of {formatUsd(from2026.lifetimeAggregate)} in federal student loans per borrower.</li>
      </ul>
      <SourceList sources={from2026.sources} className="mt-3" />
    </section>
  );
}
