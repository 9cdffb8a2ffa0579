import type { ReactNode } from 'react';
import {
  eligiblePlans,
  PLAN_LABELS,
  type BorrowerLoan,
  type PlanResult,
  type PrivateLoansResult,
  type RepaymentComparison,
} from '@domain/finance/repayment';
import { CitedTable, type TableColumn } from '@client/ui/cited-table';
import { durationInYears, formatMonthYear, percent, usd } from './format';
import { paymentRange } from './plan-schedule';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-100 py-1.5 first:border-t-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function PlanCard({
  plan,
  privateLoans,
  salaryKnown,
}: {
  plan: PlanResult;
  privateLoans: PrivateLoansResult | null;
  salaryKnown: boolean;
}) {
  const range = paymentRange(plan, privateLoans);
  const varies = range.highest - range.lowest >= 0.01;
  const forgiven = plan.forgiven > 0;
  return (
    <article
      aria-labelledby={`plan-${plan.plan}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm break-inside-avoid"
    >
      <h3 id={`plan-${plan.plan}`} className="text-base font-bold">
        {plan.label}
      </h3>
      <dl className="mt-2 text-sm">
        <Row term="First monthly payment">{usd(plan.firstMonthlyPayment)}</Row>
        {varies ? (
          <Row term="Monthly payment range">
            {usd(range.lowest)} – {usd(range.highest)}
          </Row>
        ) : null}
        <Row term="Total paid">{usd(plan.totalPaid)}</Row>
        <Row term="Total interest paid">{usd(plan.totalInterest)}</Row>
        <Row term={forgiven ? 'Forgiven in' : 'Paid off in'}>
          {formatMonthYear(plan.payoffDate)} ({durationInYears(plan.months)})
        </Row>
        <Row term="Payment as % of income">
          {salaryKnown && plan.paymentPercentOfIncome !== null ? percent(plan.paymentPercentOfIncome, 1) : 'enter a salary'}
        </Row>
        <Row term="Amount forgiven">{usd(plan.forgiven)}</Row>
        {plan.plan === 'rap' ? (
          <>
            <Row term="Interest waived">{usd(plan.interestWaived)}</Row>
            <Row term="Principal match paid by the Department">{usd(plan.principalMatched)}</Row>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{plan.reason}</p>
      {forgiven ? (
        <p className="mt-1 text-xs text-slate-600">
          Forgiven balances may count as taxable income; check the tax rules when you get there.
        </p>
      ) : null}
    </article>
  );
}

/** Side-by-side cards for the plans the borrower can use, plus private loans on their own. */
export function PlanCards({
  comparison,
  plans,
  salaryKnown,
}: {
  comparison: RepaymentComparison;
  plans: readonly PlanResult[];
  salaryKnown: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-2">
      {plans.map((plan) => (
        <PlanCard key={plan.plan} plan={plan} privateLoans={comparison.privateLoans} salaryKnown={salaryKnown} />
      ))}
    </div>
  );
}

/** Private loans alone: a 10-year level schedule (the lender's actual terms may differ). */
export function PrivateLoansCard({ privateLoans, startDate }: { privateLoans: PrivateLoansResult; startDate: Date }) {
  const end = new Date(Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() + privateLoans.months, 1));
  return (
    <article aria-labelledby="plan-private" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <h3 id="plan-private" className="text-base font-bold">
        Private loans: standard repayment only
      </h3>
      <p className="mt-1 text-slate-800">
        Private loans are <strong>not eligible</strong> for federal repayment plans (no RAP, no forgiveness). We assume a fixed{' '}
        {privateLoans.termMonths / 12}-year schedule; your lender's terms may differ.
      </p>
      <dl className="mt-2">
        <Row term="Private balance">{usd(privateLoans.balance)}</Row>
        <Row term="Monthly payment">{usd(privateLoans.firstMonthlyPayment)}</Row>
        <Row term="Total paid">{usd(privateLoans.totalPaid)}</Row>
        <Row term="Total interest paid">{usd(privateLoans.totalInterest)}</Row>
        <Row term="Paid off in">
          {formatMonthYear(end)} ({durationInYears(privateLoans.months)})
        </Row>
      </dl>
    </article>
  );
}

function EligibilityCell({ entry, className }: { entry: { eligible: boolean; reason: string }; className: string }) {
  return (
    <td className={className}>
      <span className={entry.eligible ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-700'}>
        {entry.eligible ? 'Available' : 'Not available'}
      </span>
      <span className="block text-slate-700">{entry.reason}</span>
    </td>
  );
}

/** Which plans apply to these loans, and which would apply if every federal loan dated from before July 1, 2026. */
export function EligibilityTable({ loans }: { loans: readonly BorrowerLoan[] }) {
  const yours = eligiblePlans(loans);
  const olderLoans = loans.map((l) => ({ ...l, disbursed: 'before-2026-07-01' as const }));
  const older = eligiblePlans(olderLoans);
  const hasNew = loans.some((l) => l.kind === 'federal' && l.disbursed === 'on-or-after-2026-07-01');
  const columns: TableColumn[] = [{ header: 'Plan' }, { header: 'Your loans' }];
  if (hasNew) columns.push({ header: 'If all your federal loans were from before July 1, 2026' });
  return (
    <CitedTable
      caption="Which federal repayment plans you can use"
      columns={columns}
      className="min-w-[36rem] text-sm"
      scroll={{ label: 'Which plans you can use' }}
    >
      {yours.map((entry, index) => {
        const olderEntry = older[index];
        return (
          <tr key={entry.plan} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-4 font-semibold">
              {PLAN_LABELS[entry.plan]}
            </th>
            <EligibilityCell entry={entry} className="py-2 pr-4" />
            {hasNew && olderEntry ? <EligibilityCell entry={olderEntry} className="py-2" /> : null}
          </tr>
        );
      })}
    </CitedTable>
  );
}
