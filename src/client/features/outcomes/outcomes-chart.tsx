import { useMemo } from 'react';
import type uPlot from 'uplot';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { formatUsd } from '@client/ui/format';
import type { OutcomeRow } from './outcome-rows';

const OTHER_COLOR = '#64748b';
const MINE_COLOR = '#b91c1c';

type Point = { debt: number; earnings: number; name: string; mine: boolean };

function chartPoints(rows: readonly OutcomeRow[]): Point[] {
  return rows
    .flatMap((row) =>
      row.major.medianDebt !== null && row.major.medianEarnings !== null
        ? [{ debt: row.major.medianDebt, earnings: row.major.medianEarnings, name: row.major.name, mine: row.mine }]
        : [],
    )
    .sort((a, b) => a.debt - b.debt || a.earnings - b.earnings);
}

function padded(min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null) return [min, max];
  const pad = Math.max((max - min) * 0.05, 1000);
  return [Math.max(0, min - pad), max + pad];
}

const moneyOrBlank = (value: number | null | undefined) => (value == null ? '' : formatUsd(value));

/** A sentence or two for screen readers; the full figures are in the table below the chart. */
export function describeOutcomes(points: readonly Point[], rowsOff: number): string {
  if (points.length === 0) return 'No major has both earnings and debt reported, so the chart is empty.';
  const highestEarnings = points.reduce((best, p) => (p.earnings > best.earnings ? p : best));
  const highestDebt = points.reduce((best, p) => (p.debt > best.debt ? p : best));
  const mine = points.filter((p) => p.mine);
  return [
    `Scatter chart of ${points.length} majors, typical debt across and typical yearly earnings up.`,
    `Highest earnings: ${highestEarnings.name}, ${formatUsd(highestEarnings.earnings)}. Highest debt: ${highestDebt.name}, ${formatUsd(highestDebt.debt)}.`,
    mine.length > 0
      ? `Your majors, in red: ${mine.map((p) => `${p.name} (debt ${formatUsd(p.debt)}, earnings ${formatUsd(p.earnings)})`).join('; ')}.`
      : '',
    rowsOff > 0 ? `${rowsOff} majors with a figure not reported are only in the table.` : '',
    'Every figure is in the table below.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Typical debt (x) against typical earnings (y) for every major with both figures; the student's majors in red. */
export function OutcomesChart({ rows }: { rows: readonly OutcomeRow[] }) {
  const points = useMemo(() => chartPoints(rows), [rows]);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => p.debt), points.map((p) => (p.mine ? null : p.earnings)), points.map((p) => (p.mine ? p.earnings : null))],
    [points],
  );
  const options = useMemo<UPlotChartOptions>(() => {
    const nameAt = (index: number) => points[index]?.name ?? '';
    const dots = (fill: string, size: number): uPlot.Series => ({
      stroke: fill,
      fill,
      // Dots only: no line between majors that merely sit next to each other on the debt axis.
      paths: () => null,
      points: { show: true, size, fill, stroke: fill },
    });
    return {
      // A little room around the data, so the outermost dots are not cut in half by the plot's edge.
      scales: {
        x: { time: false, range: (_chart, min, max) => padded(min, max) },
        y: { range: (_chart, min, max) => padded(min, max) },
      },
      legend: { live: true },
      series: [
        {
          label: 'Typical debt',
          value: (_chart, debt, _series, index) => (debt == null || index == null ? '' : `${nameAt(index)}: ${formatUsd(debt)}`),
        },
        { ...dots(OTHER_COLOR, 7), label: 'Other majors: earnings', value: (_chart, value) => moneyOrBlank(value) },
        { ...dots(MINE_COLOR, 11), label: 'Your majors: earnings', value: (_chart, value) => moneyOrBlank(value) },
      ],
      axes: [
        { label: 'Typical debt', values: (_chart, splits) => splits.map((v) => `$${Math.round(v / 1000)}k`) },
        { label: 'Typical earnings a year', size: 70, values: (_chart, splits) => splits.map((v) => `$${Math.round(v / 1000)}k`) },
      ],
    };
  }, [points]);

  return (
    <UPlotChart
      options={options}
      data={data}
      label="Scatter chart: typical debt and typical yearly earnings by major"
      description={describeOutcomes(points, rows.length - points.length)}
      height={340}
    >
      <figcaption className="mt-3 text-sm text-slate-700">
        Each dot is a major: further right means more debt, higher up means more earnings. Your majors are the larger red dots. Majors with
        a figure not reported are left out of the chart and kept in the table.
      </figcaption>
    </UPlotChart>
  );
}
