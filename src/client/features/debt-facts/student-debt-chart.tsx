import { useMemo } from 'react';
import type uPlot from 'uplot';
import { STUDENT_DEBT_BY_YEAR, STUDENT_DEBT_SERIES_SOURCE, type DebtSeriesPoint } from '@data/debt-facts';
import { FiguresDetails } from '@client/ui/charts/figures-details';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import { ExternalLink } from '@client/ui/external-link';
import { useT } from '@client/shared/i18n/i18n-store';
import { quarterText, trillions } from './debt-texts';
import { SourceList } from './source-list';

const BRAND_700 = '#1d4ed8';

const pointByYear = new Map(STUDENT_DEBT_BY_YEAR.map((point) => [point.year, point]));
const isLatest = (point: DebtSeriesPoint) => point === STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1];

/** Total U.S. student debt in the years the New York Fed's own releases confirm, as a line chart with the same figures in a table. */
export function StudentDebtChart() {
  const t = useT('debt-facts');
  const firstPoint = STUDENT_DEBT_BY_YEAR[0];
  const lastPoint = STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1];
  // describeDebtSeries() in the active language.
  const description =
    firstPoint && lastPoint
      ? t('debt-facts.debtChartDescription', {
          first: trillions(t, firstPoint.balanceBillions),
          firstQuarter: quarterText(t, firstPoint, isLatest(firstPoint)),
          latest: trillions(t, lastPoint.balanceBillions),
          latestQuarter: quarterText(t, lastPoint, true),
          points: STUDENT_DEBT_BY_YEAR.map(
            (point) => `${quarterText(t, point, isLatest(point))}: ${trillions(t, point.balanceBillions)}`,
          ).join('; '),
        })
      : t('debt-facts.noData');
  const data = useMemo<uPlot.AlignedData>(
    () => [STUDENT_DEBT_BY_YEAR.map((point) => point.year), STUDENT_DEBT_BY_YEAR.map((point) => point.balanceBillions)],
    [],
  );
  const options = useMemo<UPlotChartOptions>(
    () => ({
      scales: { x: { time: false } },
      series: [
        {
          label: t('debt-facts.quarterLabel'),
          value: (_chart, year) => {
            const point = pointByYear.get(year);
            return point ? quarterText(t, point, isLatest(point)) : '';
          },
        },
        {
          label: t('debt-facts.totalDebt'),
          stroke: BRAND_700,
          width: 2,
          fill: 'rgba(29, 78, 216, 0.08)',
          points: { show: true, size: 6, fill: BRAND_700 },
          // Null while the pointer is off the chart: the legend shows a dash, not a value.
          value: (_chart, billions) => (billions == null ? '–' : trillions(t, billions)),
        },
      ],
      axes: [
        // Whole years only: uPlot would otherwise label 2014.5.
        { incrs: [1, 2, 5], values: (_chart, splits) => splits.map((year) => String(year)) },
        {
          size: 70,
          values: (_chart, splits) => splits.map((billions) => t('debt-facts.axisTrillions', { amount: (billions / 1000).toFixed(2) })),
        },
      ],
    }),
    [t],
  );

  return (
    <UPlotChart options={options} data={data} label={t('debt-facts.debtChartLabel')} description={description} height={320}>
      <figcaption className="mt-3 text-sm text-slate-700">
        {t.rich('debt-facts.debtChartCaption', {
          source: STUDENT_DEBT_SERIES_SOURCE.label,
          link: (chunks) => (
            <ExternalLink href={STUDENT_DEBT_SERIES_SOURCE.url}>
              <span lang="en">{chunks}</span>
            </ExternalLink>
          ),
        })}
      </figcaption>
      <FiguresDetails summary={t('debt-facts.showNumbersTable')}>
        <CitedTable
          caption={t('debt-facts.debtTableCaption')}
          columns={[
            { header: t('debt-facts.measuredAt') },
            { header: t('debt-facts.totalDebt') },
            { header: t('debt-facts.sourceColumn') },
          ]}
          className="min-w-[32rem] text-sm"
          scroll={{ className: 'px-4 pb-4' }}
        >
          {STUDENT_DEBT_BY_YEAR.map((point) => (
            <tr key={point.year} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {quarterText(t, point, isLatest(point))}
              </th>
              <td className="py-2 pr-4 tabular-nums">{trillions(t, point.balanceBillions)}</td>
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
