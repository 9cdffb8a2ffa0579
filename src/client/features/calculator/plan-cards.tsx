import type { ReactNode } from 'react';
import {
  eligiblePlans,
  type BorrowerLoan,
  type PlanResult,
  type PrivateLoansResult,
  type RepaymentComparison,
} from '@domain/finance/repayment';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { CitedTable, type TableColumn } from '@client/ui/cited-table';
import { percent, useCalcFormat } from './format';
import { paymentRange } from './plan-schedule';
import { eligibilityReason, planLabel } from './plan-texts';

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
  reason,
}: {
  plan: PlanResult;
  privateLoans: PrivateLoansResult | null;
  salaryKnown: boolean;
  reason: string;
}) {
  const t = useT('calculator');
  const { usd, monthYear, duration } = useCalcFormat();
  const range = paymentRange(plan, privateLoans);
  const varies = range.highest - range.lowest >= 0.01;
  const forgiven = plan.forgiven > 0;
  return (
    <article
      aria-labelledby={`plan-${plan.plan}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm break-inside-avoid"
    >
      <h3 id={`plan-${plan.plan}`} className="text-base font-bold">
        {planLabel(t, plan.plan)}
      </h3>
      <dl className="mt-2 text-sm">
        <Row term={t('calculator.firstMonthlyPayment')}>{usd(plan.firstMonthlyPayment)}</Row>
        {varies ? (
          <Row term={t('calculator.monthlyPaymentRange')}>
            {usd(range.lowest)} – {usd(range.highest)}
          </Row>
        ) : null}
        <Row term={t('calculator.totalPaid')}>{usd(plan.totalPaid)}</Row>
        <Row term={t('calculator.totalInterestPaid')}>{usd(plan.totalInterest)}</Row>
        <Row term={forgiven ? t('calculator.forgivenIn') : t('calculator.paidOffIn')}>
          {monthYear(plan.payoffDate)} ({duration(plan.months)})
        </Row>
        <Row term={t('calculator.paymentShareOfIncome')}>
          {salaryKnown && plan.paymentPercentOfIncome !== null ? percent(plan.paymentPercentOfIncome, 1) : t('calculator.enterASalary')}
        </Row>
        <Row term={t('calculator.amountForgiven')}>{usd(plan.forgiven)}</Row>
        {plan.plan === 'rap' ? (
          <>
            <Row term={t('calculator.interestWaived')}>{usd(plan.interestWaived)}</Row>
            <Row term={t('calculator.principalMatchByDepartment')}>{usd(plan.principalMatched)}</Row>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{reason}</p>
      {forgiven ? <p className="mt-1 text-xs text-slate-600">{t('calculator.forgivenTaxNote')}</p> : null}
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
  const t = useT('calculator');
  const format = useFormatters();
  const { intlLocale } = useI18n();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-2">
      {plans.map((plan) => (
        <PlanCard
          key={plan.plan}
          plan={plan}
          privateLoans={comparison.privateLoans}
          salaryKnown={salaryKnown}
          reason={eligibilityReason(t, format, intlLocale, { ...plan, eligible: true })}
        />
      ))}
    </div>
  );
}

/** Private loans alone: a 10-year level schedule (the lender's actual terms may differ). */
export function PrivateLoansCard({ privateLoans, startDate }: { privateLoans: PrivateLoansResult; startDate: Date }) {
  const t = useT('calculator');
  const { usd, monthYear, duration } = useCalcFormat();
  const end = new Date(Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() + privateLoans.months, 1));
  return (
    <article aria-labelledby="plan-private" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <h3 id="plan-private" className="text-base font-bold">
        {t('calculator.privateCardTitle')}
      </h3>
      <p className="mt-1 text-slate-800">
        {t.rich('calculator.privateCard', { years: privateLoans.termMonths / 12, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <dl className="mt-2">
        <Row term={t('calculator.privateBalance')}>{usd(privateLoans.balance)}</Row>
        <Row term={t('calculator.monthlyPayment')}>{usd(privateLoans.firstMonthlyPayment)}</Row>
        <Row term={t('calculator.totalPaid')}>{usd(privateLoans.totalPaid)}</Row>
        <Row term={t('calculator.totalInterestPaid')}>{usd(privateLoans.totalInterest)}</Row>
        <Row term={t('calculator.paidOffIn')}>
          {monthYear(end)} ({duration(privateLoans.months)})
        </Row>
      </dl>
    </article>
  );
}

function EligibilityCell({ entry, reason, className }: { entry: { eligible: boolean }; reason: string; className: string }) {
  const t = useT('calculator');
  return (
    <td className={className}>
      <span className={entry.eligible ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-700'}>
        {entry.eligible ? t('calculator.available') : t('calculator.notAvailable')}
      </span>
      <span className="block text-slate-700">{reason}</span>
    </td>
  );
}

/** Which plans apply to these loans, and which would apply if every federal loan dated from before July 1, 2026. */
export function EligibilityTable({ loans }: { loans: readonly BorrowerLoan[] }) {
  const t = useT('calculator');
  const format = useFormatters();
  const { intlLocale } = useI18n();
  const yours = eligiblePlans(loans);
  const olderLoans = loans.map((l) => ({ ...l, disbursed: 'before-2026-07-01' as const }));
  const older = eligiblePlans(olderLoans);
  const hasNew = loans.some((l) => l.kind === 'federal' && l.disbursed === 'on-or-after-2026-07-01');
  const columns: TableColumn[] = [{ header: t('calculator.plan') }, { header: t('calculator.yourLoansColumn') }];
  if (hasNew) columns.push({ header: t('calculator.ifAllBefore2026') });
  return (
    <CitedTable
      caption={t('calculator.eligibilityCaption')}
      columns={columns}
      className="min-w-[36rem] text-sm"
      scroll={{ label: t('calculator.whichPlans') }}
    >
      {yours.map((entry, index) => {
        const olderEntry = older[index];
        return (
          <tr key={entry.plan} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-4 font-semibold">
              {planLabel(t, entry.plan)}
            </th>
            <EligibilityCell entry={entry} reason={eligibilityReason(t, format, intlLocale, entry)} className="py-2 pr-4" />
            {hasNew && olderEntry ? (
              <EligibilityCell entry={olderEntry} reason={eligibilityReason(t, format, intlLocale, olderEntry)} className="py-2" />
            ) : null}
          </tr>
        );
      })}
    </CitedTable>
  );
}
