import { useMemo } from 'react';
import type uPlot from 'uplot';
import { DIRECT_LOAN_RATES } from '@data/federal-loans';
import { FiguresDetails } from '@client/ui/charts/figures-details';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import { formatPercent } from './format';
import { SourceList } from './source-list';

const startYear = (awardYear: string) => Number(awardYear.slice(0, 4));
const awardYearByStart = new Map(DIRECT_LOAN_RATES.map((rates) => [startYear(rates.awardYear), rates.awardYear]));

const first = DIRECT_LOAN_RATES[0]!;
const latest = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1]!;

const DESCRIPTION =
  `Fixed federal Direct Loan interest rates by award year, from ${first.awardYear} to ${latest.awardYear}. ` +
  `Undergraduate rates went from ${formatPercent(first.undergraduatePercent)} to ${formatPercent(latest.undergraduatePercent)}, ` +
  `graduate unsubsidized from ${formatPercent(first.graduateUnsubsidizedPercent)} to ${formatPercent(latest.graduateUnsubsidizedPercent)}, ` +
  `and PLUS from ${formatPercent(first.plusPercent)} to ${formatPercent(latest.plusPercent)}. ` +
  DIRECT_LOAN_RATES.map((rates) => `${rates.awardYear}: ${formatPercent(rates.undergraduatePercent)} undergraduate`).join('; ') +
  '.';

// Null while the pointer is off the chart: the legend shows a dash, not a value.
const rateValue = (_chart: uPlot, percent: number) => (percent == null ? '–' : formatPercent(percent));

/** Direct Loan rates by award year: a line per loan type, and the same figures in a table. */
export function LoanRatesChart() {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      DIRECT_LOAN_RATES.map((rates) => startYear(rates.awardYear)),
      DIRECT_LOAN_RATES.map((rates) => rates.undergraduatePercent),
      DIRECT_LOAN_RATES.map((rates) => rates.graduateUnsubsidizedPercent),
      DIRECT_LOAN_RATES.map((rates) => rates.plusPercent),
    ],
    [],
  );
  const options = useMemo<UPlotChartOptions>(
    () => ({
      scales: { x: { time: false }, y: { range: (_chart, _min, max) => [0, Math.ceil(max + 1)] } },
      series: [
        { label: 'Award year', value: (_chart, year) => awardYearByStart.get(year) ?? '' },
        // Different dash patterns, not only colours, so the lines can be told apart without colour.
        { label: 'Undergraduate', stroke: '#1d4ed8', width: 2, points: { show: true, size: 6 }, value: rateValue },
        { label: 'Graduate (unsubsidized)', stroke: '#047857', width: 2, dash: [8, 4], points: { show: true, size: 6 }, value: rateValue },
        { label: 'PLUS (parents, graduate)', stroke: '#b45309', width: 2, dash: [2, 3], points: { show: true, size: 6 }, value: rateValue },
      ],
      axes: [
        { incrs: [1, 2], values: (_chart, splits) => splits.map((year) => awardYearByStart.get(year) ?? '') },
        { size: 50, values: (_chart, splits) => splits.map((percent) => `${percent}%`) },
      ],
    }),
    [],
  );

  return (
    <UPlotChart
      options={options}
      data={data}
      label="Line chart: federal Direct Loan interest rates by award year"
      description={DESCRIPTION}
      height={280}
    >
      <figcaption className="mt-3 text-sm text-slate-700">
        Rates are fixed for the life of a loan and set each year for loans first paid out from July 1 to June 30.
      </figcaption>
      <FiguresDetails summary="Show the rates as a table">
        <CitedTable
          caption="Federal Direct Loan interest rates by award year, with sources"
          columns={[
            { header: 'Award year' },
            { header: 'Undergraduate' },
            { header: 'Graduate (unsubsidized)' },
            { header: 'PLUS' },
            { header: 'Source' },
          ]}
          className="min-w-[40rem] text-sm"
          scroll={{ className: 'px-4 pb-4' }}
        >
          {DIRECT_LOAN_RATES.map((rates) => (
            <tr key={rates.awardYear} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {rates.awardYear}
              </th>
              <td className="py-2 pr-4 tabular-nums">{formatPercent(rates.undergraduatePercent)}</td>
              <td className="py-2 pr-4 tabular-nums">{formatPercent(rates.graduateUnsubsidizedPercent)}</td>
              <td className="py-2 pr-4 tabular-nums">{formatPercent(rates.plusPercent)}</td>
              <td className="py-2">
                <SourceList sources={rates.sources} />
              </td>
            </tr>
          ))}
        </CitedTable>
      </FiguresDetails>
    </UPlotChart>
  );
}
