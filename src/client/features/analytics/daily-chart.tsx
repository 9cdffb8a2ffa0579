import { useMemo } from 'react';
import type uPlot from 'uplot';
import { FiguresDetails } from '@client/ui/charts/figures-details';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import { formatCount, formatIsoDay } from '@client/ui/format';
import type { UsageInsights } from './api/use-usage-insights';

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const countValue = (_chart: uPlot, value: number) => (value == null ? '–' : formatCount(value));

/** Visitors and page views per day: a line each, and the same figures in a table. */
export function DailyChart({ daily }: { daily: UsageInsights['daily'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [daily.map((d) => toSeconds(d.day)), daily.map((d) => d.pageViews), daily.map((d) => d.visitors)],
    [daily],
  );
  const options = useMemo<UPlotChartOptions>(
    () => ({
      // Days are UTC: label them in UTC so no time zone shifts a day.
      tzDate: (seconds) => new Date(seconds * 1000 + new Date(seconds * 1000).getTimezoneOffset() * 60_000),
      scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
      series: [
        { label: 'Day', value: (_chart, seconds) => (seconds == null ? '–' : formatIsoDay(new Date(seconds * 1000).toISOString())) },
        { label: 'Page views', stroke: '#1d4ed8', width: 2, value: countValue },
        // Dashed as well as coloured, so the lines can be told apart without colour.
        { label: 'Visitors', stroke: '#047857', width: 2, dash: [8, 4], value: countValue },
      ],
      axes: [{}, { size: 60, values: (_chart, splits) => splits.map((value) => formatCount(value)) }],
    }),
    [],
  );
  const first = daily[0];
  const last = daily.at(-1);
  const totalViews = daily.reduce((sum, d) => sum + d.pageViews, 0);
  const totalVisitors = daily.reduce((sum, d) => sum + d.visitors, 0);
  const description =
    first && last
      ? `Page views and visitors per day from ${formatIsoDay(first.day)} to ${formatIsoDay(last.day)}: ${formatCount(totalViews)} page views and ${formatCount(totalVisitors)} daily visitors in all. The table below lists each day.`
      : 'No days in this period.';

  return (
    <UPlotChart options={options} data={data} label="Line chart: page views and visitors per day" description={description} height={260}>
      <FiguresDetails summary="Show each day as a table">
        <CitedTable
          caption="Page views and visitors per day (UTC)"
          columns={[{ header: 'Day (UTC)' }, { header: 'Page views', numeric: true }, { header: 'Visitors', numeric: true }]}
          className="text-sm"
          scroll={{ className: 'max-h-96 overflow-y-auto px-4 pb-4' }}
        >
          {daily.map((d) => (
            <tr key={d.day} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-4 font-medium">
                {formatIsoDay(d.day)}
              </th>
              <td className="py-1.5 pr-4 text-right tabular-nums">{formatCount(d.pageViews)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatCount(d.visitors)}</td>
            </tr>
          ))}
        </CitedTable>
      </FiguresDetails>
    </UPlotChart>
  );
}
