import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { PlanId } from '@domain/finance/repayment';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import { useT } from '@client/shared/i18n/i18n-store';
import { useCalcFormat } from './format';
import { balanceSeries, type ScheduleSource } from './plan-schedule';
import type { PrivateLoansResult } from '@domain/finance/repayment';

export type ChartPlan = ScheduleSource & { readonly id: PlanId | 'private'; readonly label: string };

// Distinct on white and for common colour-vision deficiencies (Okabe–Ito), plus dashes so lines differ without colour.
const STYLES: Readonly<Record<ChartPlan['id'], { stroke: string; dash?: number[] }>> = {
  'standard-10': { stroke: '#0072B2' },
  'tiered-standard': { stroke: '#0072B2', dash: [6, 3] },
  graduated: { stroke: '#009E73', dash: [2, 3] },
  extended: { stroke: '#D55E00', dash: [10, 4] },
  rap: { stroke: '#CC79A7' },
  private: { stroke: '#000000' },
};

/** What is still owed at the end of each year, per plan, as a line chart with a table alternative. */
export function BalanceChart({ plans, privateLoans }: { plans: readonly ChartPlan[]; privateLoans: PrivateLoansResult | null }) {
  const t = useT('calculator');
  const { usdWhole } = useCalcFormat();
  const { years, balances } = useMemo(() => balanceSeries(plans, privateLoans), [plans, privateLoans]);
  const data = useMemo<uPlot.AlignedData>(() => [years, ...balances], [years, balances]);
  const options = useMemo<UPlotChartOptions>(
    () => ({
      scales: { x: { time: false } },
      axes: [
        { label: t('calculator.yearsOfRepayment'), values: (_u, ticks) => ticks.map((t) => String(t)) },
        { label: t('calculator.balanceOwed'), size: 70, values: (_u, ticks) => ticks.map((t) => usdWhole(t)) },
      ],
      series: [
        { label: t('calculator.year'), value: (_u, v) => (v === null ? '' : t('calculator.yearN', { n: v })) },
        ...plans.map((plan) => ({
          label: plan.label,
          stroke: STYLES[plan.id].stroke,
          dash: STYLES[plan.id].dash,
          width: 2,
          value: (_u: uPlot, v: number | null) => (v === null ? '–' : usdWhole(v)),
        })),
      ],
    }),
    [plans, t, usdWhole],
  );

  const summary = plans
    .map((plan, index) => {
      const series = balances[index] ?? [];
      const values = series.filter((v): v is number => v !== null);
      const end = values[values.length - 1] ?? 0;
      const endYear = Math.ceil(plan.months / 12);
      return end > 0
        ? t('calculator.chartForgiven', { plan: plan.label, amount: usdWhole(end), years: endYear })
        : t('calculator.chartPaidOff', { plan: plan.label, years: endYear });
    })
    .join('; ');

  return (
    <UPlotChart
      options={options}
      data={data}
      label={t('calculator.chartLabel')}
      description={t('calculator.chartDescription', { start: usdWhole(balances[0]?.[0] ?? 0), summary })}
      height={280}
    >
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700 print:hidden">{t('calculator.balanceByYearTable')}</summary>
        <CitedTable
          caption={t('calculator.balanceTableCaption')}
          columns={[{ header: t('calculator.year') }, ...plans.map((plan) => ({ header: plan.label, numeric: true }))]}
          look="compact"
          className="text-sm tabular-nums"
          scroll={{ label: t('calculator.balanceByYear'), className: 'mt-2' }}
        >
          {years.map((year, row) => (
            <tr key={year} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {year === 0 ? t('calculator.start') : year}
              </th>
              {plans.map((plan, col) => {
                const value = balances[col]?.[row] ?? null;
                return (
                  <td key={plan.id} className="py-1 pr-3 text-right">
                    {value === null ? '–' : usdWhole(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </CitedTable>
      </details>
    </UPlotChart>
  );
}
