import { useMemo } from 'react';
import type uPlot from 'uplot';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { FiguresDetails } from '@client/ui/charts/figures-details';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import type { UsageInsights } from './api/use-usage-insights';

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Visitors and page views per day: a line each, and the same figures in a table. */
export function DailyChart({ daily }: { daily: UsageInsights['daily'] }) {
  const t = useT('analytics');
  const format = useFormatters();
  const data = useMemo<uPlot.AlignedData>(
    () => [daily.map((d) => toSeconds(d.day)), daily.map((d) => d.pageViews), daily.map((d) => d.visitors)],
    [daily],
  );
  const options = useMemo<UPlotChartOptions>(() => {
    const countValue = (_chart: uPlot, value: number) => (value == null ? '–' : format.count(value));
    return {
      // Days are UTC: label them in UTC so no time zone shifts a day.
      tzDate: (seconds) => new Date(seconds * 1000 + new Date(seconds * 1000).getTimezoneOffset() * 60_000),
      scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
      series: [
        {
          label: t('analytics.chart.day'),
          value: (_chart, seconds) => (seconds == null ? '–' : format.isoDay(new Date(seconds * 1000).toISOString())),
        },
        { label: t('analytics.pageViews'), stroke: '#1d4ed8', width: 2, value: countValue },
        // Dashed as well as coloured, so the lines can be told apart without colour.
        { label: t('analytics.visitors'), stroke: '#047857', width: 2, dash: [8, 4], value: countValue },
      ],
      axes: [{}, { size: 60, values: (_chart, splits) => splits.map((value) => format.count(value)) }],
    };
  }, [t, format]);
  const first = daily[0];
  const last = daily.at(-1);
  const totalViews = daily.reduce((sum, d) => sum + d.pageViews, 0);
  const totalVisitors = daily.reduce((sum, d) => sum + d.visitors, 0);
  const description =
    first && last
      ? t('analytics.chart.description', {
          from: format.isoDay(first.day),
          to: format.isoDay(last.day),
          views: format.count(totalViews),
          visitors: format.count(totalVisitors),
        })
      : t('analytics.chart.noDays');

  return (
    <UPlotChart options={options} data={data} label={t('analytics.chart.label')} description={description} height={260}>
      <FiguresDetails summary={t('analytics.chart.showTable')}>
        <CitedTable
          caption={t('analytics.chart.tableCaption')}
          columns={[
            { header: t('analytics.chart.dayUtc') },
            { header: t('analytics.pageViews'), numeric: true },
            { header: t('analytics.visitors'), numeric: true },
          ]}
          className="text-sm"
          scroll={{ className: 'max-h-96 overflow-y-auto px-4 pb-4' }}
        >
          {daily.map((d) => (
            <tr key={d.day} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-4 font-medium">
                {format.isoDay(d.day)}
              </th>
              <td className="py-1.5 pr-4 text-right tabular-nums">{format.count(d.pageViews)}</td>
              <td className="py-1.5 text-right tabular-nums">{format.count(d.visitors)}</td>
            </tr>
          ))}
        </CitedTable>
      </FiguresDetails>
    </UPlotChart>
  );
}
