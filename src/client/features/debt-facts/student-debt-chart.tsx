import { useMemo } from 'react';
import type uPlot from 'uplot';
import { describeDebtSeries, STUDENT_DEBT_BY_YEAR, STUDENT_DEBT_SERIES_SOURCE } from '@data/debt-facts';
import { FiguresDetails } from '@client/ui/charts/figures-details';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import { ExternalLink } from '@client/ui/external-link';
import { formatBillionsAsTrillions } from './format';
import { SourceList } from './source-list';

const BRAND_700 = '#1d4ed8';

const quarterByYear = new Map(STUDENT_DEBT_BY_YEAR.map((point) => [point.year, point.quarter]));

/** Total U.S. student debt in the years the New York Fed's own releases confirm, as a line chart with the same figures in a table. */
export function StudentDebtChart() {
  const data = useMemo<uPlot.AlignedData>(
    () => [STUDENT_DEBT_BY_YEAR.map((point) => point.year), STUDENT_DEBT_BY_YEAR.map((point) => point.balanceBillions)],
    [],
  );
  const options = useMemo<UPlotChartOptions>(
    () => ({
      scales: { x: { time: false } },
      series: [
        { label: 'Quarter', value: (_chart, year) => quarterByYear.get(year) ?? '' },
        {
          label: 'Total student debt',
          stroke: BRAND_700,
          width: 2,
          fill: 'rgba(29, 78, 216, 0.08)',
          points: { show: true, size: 6, fill: BRAND_700 },
          // Null while the pointer is off the chart: the legend shows a dash, not a value.
          value: (_chart, billions) => (billions == null ? '–' : formatBillionsAsTrillions(billions)),
        },
      ],
      axes: [
        // Whole years only: uPlot would otherwise label 2014.5.
        { incrs: [1, 2, 5], values: (_chart, splits) => splits.map((year) => String(year)) },
        { size: 70, values: (_chart, splits) => splits.map((billions) => `$${(billions / 1000).toFixed(2)}T`) },
      ],
    }),
    [],
  );

  return (
    <UPlotChart
      options={options}
      data={data}
      label="Line chart: total U.S. student debt, 2014 to 2025"
      description={describeDebtSeries()}
      height={320}
    >
      <figcaption className="mt-3 text-sm text-slate-700">
        Student loans on credit reports (federal and private), at the quarter shown for each year; years found only in reposts are left out;
        the last point is the latest quarter published. Data:{' '}
        <ExternalLink href={STUDENT_DEBT_SERIES_SOURCE.url}>{STUDENT_DEBT_SERIES_SOURCE.label}</ExternalLink>.
      </figcaption>
      <FiguresDetails summary="Show the numbers as a table">
        <CitedTable
          caption="Total U.S. student debt by year, with the source of each figure"
          columns={[{ header: 'Measured at' }, { header: 'Total student debt' }, { header: 'Source' }]}
          className="min-w-[32rem] text-sm"
          scroll={{ className: 'px-4 pb-4' }}
        >
          {STUDENT_DEBT_BY_YEAR.map((point) => (
            <tr key={point.year} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {point.quarter}
              </th>
              <td className="py-2 pr-4 tabular-nums">{formatBillionsAsTrillions(point.balanceBillions)}</td>
              <td className="py-2">
                <SourceList sources={point.sources} />
              </td>
            </tr>
          ))}
        </CitedTable>
      </FiguresDetails>
    </UPlotChart>
  );
}
