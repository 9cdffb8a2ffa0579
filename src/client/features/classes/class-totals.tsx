import { FiguresDetails } from '@client/ui/charts/figures-details';
import { areaLabel, stepLabel } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { sourceText } from '@client/ui/format';
import { useTotals, type ClassTotals } from './api';

/** The class totals: a completion funnel, interest areas, grades and the most-chosen majors; each chart has its table. */

/** A bar's count, or null when it is under the small-group limit (shown in words, with no bar). */
type Bar = { label: string; value: number | null };

function Bars({
  title,
  header,
  bars,
  of,
  unit,
  limit,
}: {
  title: string;
  header: string;
  bars: Bar[];
  of: number;
  unit: string;
  limit: number;
}) {
  const t = useT('classes');
  const scale = Math.max(1, of);
  const shown = (value: number | null) => (value === null ? t('classes.fewerThan', { limit }) : String(value));
  const summary = bars.map((bar) => `${bar.label}: ${shown(bar.value)}`).join('; ');
  return (
    <figure className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-lg font-semibold">{title}</figcaption>
      <p className="sr-only">{`${title}. ${summary}.`}</p>
      <ul aria-hidden="true" className="mt-3 space-y-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate">{bar.label}</span>
            <span className="h-4 rounded bg-slate-100">
              <span className="block h-4 rounded bg-brand-700 print:bg-black" style={{ width: `${((bar.value ?? 0) / scale) * 100}%` }} />
            </span>
            <span className="tabular-nums">{shown(bar.value)}</span>
          </li>
        ))}
      </ul>
      <FiguresDetails summary={t('classes.asTable', { title })}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="px-4 py-2">
                {header}
              </th>
              <th scope="col" className="px-4 py-2">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {bar.label}
                </th>
                <td className="px-4 py-2 tabular-nums">{shown(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FiguresDetails>
    </figure>
  );
}

/** A figure or "not reported" in the active language. */
const usdOr = (t: Translate<'classes'>, usd: (amount: number) => string, amount: number | null) =>
  amount === null ? t('classes.notReported') : usd(amount);

function Majors({ totals }: { totals: ClassTotals }) {
  const t = useT('classes');
  const format = useFormatters();
  const money = (amount: number | null) => usdOr(t, format.usd, amount);
  if (totals.majors.length === 0) {
    return totals.hiddenMajors > 0 ? (
      <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        {t('classes.majorsAllHidden', { limit: totals.smallGroup })}
      </p>
    ) : null;
  }
  const scale = Math.max(1, ...totals.majors.flatMap((major) => [major.medianEarnings ?? 0, major.medianDebt ?? 0]));
  const sources = [
    ...new Map(totals.majors.flatMap((major) => (major.source ? [[sourceText(major.source, t), major.source]] : []))).keys(),
  ];
  return (
    <figure className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-lg font-semibold">{t('classes.majorsCaption', { horizon: totals.earningsHorizon })}</figcaption>
      <p className="sr-only">
        {totals.majors
          .map((major) =>
            t('classes.majorSummary', {
              name: major.name,
              count: major.count,
              earnings: money(major.medianEarnings),
              debt: money(major.medianDebt),
            }),
          )
          .join('; ')}
      </p>
      <ul aria-hidden="true" className="mt-3 space-y-3">
        {totals.majors.map((major) => (
          <li key={major.name} className="text-sm">
            <span className="font-semibold">{major.name}</span> ({major.count})
            <span className="mt-1 grid grid-cols-[4.5rem_1fr_auto] items-center gap-2">
              <span>{t('classes.earnings')}</span>
              <span className="block h-3 rounded bg-brand-700" style={{ width: `${((major.medianEarnings ?? 0) / scale) * 100}%` }} />
              <span className="tabular-nums">{money(major.medianEarnings)}</span>
              <span>{t('classes.debt')}</span>
              <span className="block h-3 rounded bg-amber-600" style={{ width: `${((major.medianDebt ?? 0) / scale) * 100}%` }} />
              <span className="tabular-nums">{money(major.medianDebt)}</span>
            </span>
          </li>
        ))}
      </ul>
      <FiguresDetails summary={t('classes.majorsTable')}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="px-4 py-2">
                {t('classes.colMajor')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('classes.studentsColumn')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('classes.colEarnings', { horizon: totals.earningsHorizon })}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('classes.colDebt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.majors.map((major) => (
              <tr key={major.name} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {major.name}
                </th>
                <td className="px-4 py-2 tabular-nums">{major.count}</td>
                <td className="px-4 py-2 tabular-nums">{money(major.medianEarnings)}</td>
                <td className="px-4 py-2 tabular-nums">{money(major.medianDebt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FiguresDetails>
      {sources.length ? <p className="mt-2 text-xs text-slate-700">{t('classes.source', { sources: sources.join('; ') })}</p> : null}
      {totals.hiddenMajors > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('classes.majorsSomeHidden', { count: totals.hiddenMajors, limit: totals.smallGroup })}
        </p>
      ) : null}
    </figure>
  );
}

export function ClassTotalsView({ classId }: { classId: string }) {
  const t = useT('classes');
  const totals = useTotals(classId);
  if (totals.isPending)
    return (
      <p role="status" className="mt-4 text-slate-700">
        {t('classes.loadingTotals')}
      </p>
    );
  if (totals.isError)
    return (
      <p role="alert" className="mt-4 text-red-900">
        {t('classes.totalsLoadFailed')}
      </p>
    );
  const data = totals.data;
  if (data.students === 0) return <p className="mt-4 text-slate-700">{t('classes.totalsEmpty')}</p>;
  const limit = data.smallGroup;
  return (
    <div className="grid gap-x-6 lg:grid-cols-2">
      <p className="mt-4 text-sm text-slate-700 lg:col-span-2">{t('classes.smallGroupNote', { limit })}</p>
      <Bars
        title={t('classes.funnelTitle', { count: data.students })}
        header={t('classes.funnelHeader')}
        bars={data.funnel.map((row) => ({ label: stepLabel(t, row.step), value: row.done }))}
        of={data.students}
        unit={t('classes.studentsColumn')}
        limit={limit}
      />
      <Bars
        title={t('classes.interestTitle')}
        header={t('classes.interestHeader')}
        bars={data.interests.map((row) => ({ label: areaLabel(t, row.area), value: row.count }))}
        of={data.students}
        unit={t('classes.studentsColumn')}
        limit={limit}
      />
      <Bars
        title={t('classes.gradesTitle')}
        header={t('classes.gradesTitle')}
        bars={data.grades.map((row) => ({ label: row.grade === 'none' ? t('classes.noGradeYet') : row.grade, value: row.count }))}
        of={data.students}
        unit={t('classes.studentsColumn')}
        limit={limit}
      />
      <Majors totals={data} />
    </div>
  );
}
