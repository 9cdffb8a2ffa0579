import { useMemo } from 'react';
import type uPlot from 'uplot';
import { DIRECT_LOAN_RATES } from '@data/federal-loans';
import { FiguresDetails } from '@client/ui/charts/figures-details';
import { UPlotChart, type UPlotChartOptions } from '@client/ui/charts/uplot-chart';
import { CitedTable } from '@client/ui/cited-table';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { formatPercent } from './format';
import { SourceList } from './source-list';

const startYear = (awardYear: string) => Number(awardYear.slice(0, 4));
const awardYearByStart = new Map(DIRECT_LOAN_RATES.map((rates) => [startYear(rates.awardYear), rates.awardYear]));

const first = DIRECT_LOAN_RATES[0]!;
const latest = DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1]!;

const description = (t: Translate<'debt-facts'>) =>
  t('debt-facts.ratesChartDescription', {
    first: first.awardYear,
    latest: latest.awardYear,
    ugFirst: formatPercent(first.undergraduatePercent),
    ugLatest: formatPercent(latest.undergraduatePercent),
    gradFirst: formatPercent(first.graduateUnsubsidizedPercent),
    gradLatest: formatPercent(latest.graduateUnsubsidizedPercent),
    plusFirst: formatPercent(first.plusPercent),
    plusLatest: formatPercent(latest.plusPercent),
    years: DIRECT_LOAN_RATES.map((rates) =>
      t('debt-facts.ratesChartYear', { year: rates.awardYear, rate: formatPercent(rates.undergraduatePercent) }),
    ).join('; '),
  });

// Null while the pointer is off the chart: the legend shows a dash, not a value.
const rateValue = (_chart: uPlot, percent: number) => (percent == null ? '–' : formatPercent(percent));

/** Direct Loan rates by award year: a line per loan type, and the same figures in a table. */
export function LoanRatesChart() {
  const t = useT('debt-facts');
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
        { label: t('debt-facts.awardYear'), value: (_chart, year) => awardYearByStart.get(year) ?? '' },
        // Different dash patterns, not only colours, so the lines can be told apart without colour.
        { label: t('debt-facts.undergraduate'), stroke: '#1d4ed8', width: 2, points: { show: true, size: 6 }, value: rateValue },
        {
          label: t('debt-facts.graduateUnsub'),
          stroke: '#047857',
          width: 2,
          dash: [8, 4],
          points: { show: true, size: 6 },
          value: rateValue,
        },
        {
          label: t('debt-facts.plusParentsGraduate'),
          stroke: '#b45309',
          width: 2,
          dash: [2, 3],
          points: { show: true, size: 6 },
          value: rateValue,
        },
      ],
      axes: [
        { incrs: [1, 2], values: (_chart, splits) => splits.map((year) => awardYearByStart.get(year) ?? '') },
        { size: 50, values: (_chart, splits) => splits.map((percent) => `${percent}%`) },
      ],
    }),
    [t],
  );

  return (
    <UPlotChart options={options} data={data} label={t('debt-facts.ratesChartLabel')} description={description(t)} height={280}>
      <figcaption className="mt-3 text-sm text-slate-700">{t('debt-facts.ratesChartCaption')}</figcaption>
      <FiguresDetails summary={t('debt-facts.showRatesTable')}>
        <CitedTable
          caption={t('debt-facts.ratesTableCaption')}
          columns={[
            { header: t('debt-facts.awardYear') },
            { header: t('debt-facts.undergraduate') },
            { header: t('debt-facts.graduateUnsub') },
            { header: t('debt-facts.plus') },
            { header: t('debt-facts.sourceColumn') },
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
