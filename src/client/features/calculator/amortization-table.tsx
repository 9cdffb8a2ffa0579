import { useId, useMemo, useState } from 'react';
import type { PrivateLoansResult } from '@domain/finance/repayment';
import { useT } from '@client/shared/i18n/i18n-store';
import type { ChartPlan } from './balance-chart';
import { useCalcFormat } from './format';
import { combinedMonths, yearSummaries } from './plan-schedule';
import { ScrollRegion } from './scroll-region';

const cell = 'py-1.5 pr-3 text-right tabular-nums';

type ScheduleYear = ReturnType<typeof yearSummaries>[number];
type ScheduleRow = Pick<ScheduleYear, 'payment' | 'interestPaid' | 'principalPaid' | 'interestWaived' | 'principalMatched' | 'balance'>;

/** The money columns of a year or a month; the two RAP columns only for that plan. */
function AmountCells({ row, showRap }: { row: ScheduleRow; showRap: boolean }) {
  const { usd } = useCalcFormat();
  return (
    <>
      <td className={cell}>{usd(row.payment)}</td>
      <td className={cell}>{usd(row.interestPaid)}</td>
      <td className={cell}>{usd(row.principalPaid)}</td>
      {showRap ? (
        <>
          <td className={cell}>{usd(row.interestWaived)}</td>
          <td className={cell}>{usd(row.principalMatched)}</td>
        </>
      ) : null}
      <td className={cell}>{usd(row.balance)}</td>
    </>
  );
}

function ScheduleHead({ showRap }: { showRap: boolean }) {
  const t = useT('calculator');
  return (
    <thead>
      <tr className="border-b border-slate-300">
        <th scope="col" className="py-1.5 pr-3 text-left">
          {t('calculator.year')}
        </th>
        <th scope="col" className={cell}>
          {t('calculator.payments')}
        </th>
        <th scope="col" className={cell}>
          {t('calculator.interestPaid')}
        </th>
        <th scope="col" className={cell}>
          {t('calculator.principalRepaid')}
        </th>
        {showRap ? (
          <>
            <th scope="col" className={cell}>
              {t('calculator.interestWaived')}
            </th>
            <th scope="col" className={cell}>
              {t('calculator.principalMatch')}
            </th>
          </>
        ) : null}
        <th scope="col" className={cell}>
          {t('calculator.balanceAtEnd')}
        </th>
      </tr>
    </thead>
  );
}

/** A year's row with its toggle, followed by its months when open. */
function YearRows({ year, open, showRap, onToggle }: { year: ScheduleYear; open: boolean; showRap: boolean; onToggle: () => void }) {
  const t = useT('calculator');
  return (
    <>
      <tr className="border-b border-slate-100">
        <th scope="row" className="py-1 pr-3 text-left font-normal">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-700 hover:underline print:min-h-0"
            aria-expanded={open}
            onClick={onToggle}
          >
            <span aria-hidden="true" className="print:hidden">
              {open ? '▾' : '▸'}
            </span>
            {t('calculator.yearN', { n: year.year })}
            <span className="sr-only"> {t('calculator.monthsSr')}</span>
          </button>
        </th>
        <AmountCells row={year} showRap={showRap} />
      </tr>
      {(open ? year.months : []).map((month) => (
        <tr key={month.month} className="bg-slate-50 text-slate-700">
          <th scope="row" className="py-1 pl-6 pr-3 text-left font-normal">
            {t('calculator.monthN', { n: month.month })}
          </th>
          <AmountCells row={month} showRap={showRap} />
        </tr>
      ))}
    </>
  );
}

/** Year-by-year schedule of one plan; each year opens to its months, so 30 years stay readable. */
export function AmortizationTable({ plans, privateLoans }: { plans: readonly ChartPlan[]; privateLoans: PrivateLoansResult | null }) {
  const t = useT('calculator');
  const selectId = useId();
  const [chosen, setChosen] = useState<ChartPlan['id'] | null>(null);
  const plan = plans.find((p) => p.id === chosen) ?? plans[0];
  const years = useMemo(() => (plan ? yearSummaries(combinedMonths(plan, privateLoans)) : []), [plan, privateLoans]);
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(new Set());
  if (!plan) {
    return null;
  }
  const showRap = plan.id === 'rap';

  const toggle = (year: number) =>
    setOpenYears((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <div>
      <div className="print:hidden">
        <label htmlFor={selectId} className="font-semibold">
          {t('calculator.showScheduleFor')}
        </label>
        <select
          id={selectId}
          className="mt-1 block min-h-11 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3 py-2"
          value={plan.id}
          onChange={(event) => {
            setChosen(event.target.value as ChartPlan['id']);
            setOpenYears(new Set());
          }}
        >
          {plans.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <ScrollRegion label={t('calculator.scheduleFor', { plan: plan.label })} className="mt-3">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold">{t('calculator.scheduleFor', { plan: plan.label })}</caption>
          <ScheduleHead showRap={showRap} />
          <tbody>
            {years.map((year) => (
              <YearRows key={year.year} year={year} open={openYears.has(year.year)} showRap={showRap} onToggle={() => toggle(year.year)} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
