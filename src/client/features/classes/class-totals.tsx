import { FiguresDetails } from '@client/ui/charts/figures-details';
import { formatUsdOrNotReported, sourceText } from '@client/ui/format';
import { useTotals, type ClassTotals } from './api';

/** The class totals: a completion funnel, interest areas, grades and the most-chosen majors; each chart has its table. */

type Bar = { label: string; value: number };

function Bars({ title, bars, of, unit }: { title: string; bars: Bar[]; of: number; unit: string }) {
  const scale = Math.max(1, of);
  const summary = bars.map((bar) => `${bar.label}: ${bar.value}`).join('; ');
  return (
    <figure className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-lg font-semibold">{title}</figcaption>
      <p className="sr-only">{`${title}. ${summary}.`}</p>
      <ul aria-hidden="true" className="mt-3 space-y-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate">{bar.label}</span>
            <span className="h-4 rounded bg-slate-100">
              <span className="block h-4 rounded bg-brand-700 print:bg-black" style={{ width: `${(bar.value / scale) * 100}%` }} />
            </span>
            <span className="tabular-nums">{bar.value}</span>
          </li>
        ))}
      </ul>
      <FiguresDetails summary={`${title} as a table`}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="px-4 py-2">
                {title.split(':')[0]}
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
                <td className="px-4 py-2 tabular-nums">{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FiguresDetails>
    </figure>
  );
}

function Majors({ totals }: { totals: ClassTotals }) {
  if (totals.majors.length === 0) return null;
  const scale = Math.max(1, ...totals.majors.flatMap((major) => [major.medianEarnings ?? 0, major.medianDebt ?? 0]));
  const sources = [...new Map(totals.majors.flatMap((major) => (major.source ? [[sourceText(major.source), major.source]] : []))).keys()];
  return (
    <figure className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-lg font-semibold">
        Most-chosen majors: typical earnings ({totals.earningsHorizon}) against typical debt
      </figcaption>
      <p className="sr-only">
        {totals.majors
          .map(
            (major) =>
              `${major.name}, chosen by ${major.count}: earnings ${formatUsdOrNotReported(major.medianEarnings)} a year, debt ${formatUsdOrNotReported(major.medianDebt)}`,
          )
          .join('; ')}
      </p>
      <ul aria-hidden="true" className="mt-3 space-y-3">
        {totals.majors.map((major) => (
          <li key={major.name} className="text-sm">
            <span className="font-semibold">{major.name}</span> ({major.count})
            <span className="mt-1 grid grid-cols-[4.5rem_1fr_auto] items-center gap-2">
              <span>Earnings</span>
              <span className="block h-3 rounded bg-brand-700" style={{ width: `${((major.medianEarnings ?? 0) / scale) * 100}%` }} />
              <span className="tabular-nums">{formatUsdOrNotReported(major.medianEarnings)}</span>
              <span>Debt</span>
              <span className="block h-3 rounded bg-amber-600" style={{ width: `${((major.medianDebt ?? 0) / scale) * 100}%` }} />
              <span className="tabular-nums">{formatUsdOrNotReported(major.medianDebt)}</span>
            </span>
          </li>
        ))}
      </ul>
      <FiguresDetails summary="Most-chosen majors as a table">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="px-4 py-2">
                Major
              </th>
              <th scope="col" className="px-4 py-2">
                Students
              </th>
              <th scope="col" className="px-4 py-2">
                Typical earnings a year ({totals.earningsHorizon})
              </th>
              <th scope="col" className="px-4 py-2">
                Typical debt
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
                <td className="px-4 py-2 tabular-nums">{formatUsdOrNotReported(major.medianEarnings)}</td>
                <td className="px-4 py-2 tabular-nums">{formatUsdOrNotReported(major.medianDebt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FiguresDetails>
      {sources.length ? <p className="mt-2 text-xs text-slate-700">Source: {sources.join('; ')}</p> : null}
    </figure>
  );
}

export function ClassTotalsView({ classId }: { classId: string }) {
  const totals = useTotals(classId);
  if (totals.isPending)
    return (
      <p role="status" className="mt-4 text-slate-700">
        Loading the class totals…
      </p>
    );
  if (totals.isError)
    return (
      <p role="alert" className="mt-4 text-red-900">
        The class totals could not be loaded.
      </p>
    );
  const data = totals.data;
  if (data.students === 0) return <p className="mt-4 text-slate-700">Totals appear once students join.</p>;
  return (
    <div className="grid gap-x-6 lg:grid-cols-2">
      <Bars
        title={`Completion funnel: students who finished each step (of ${data.students})`}
        bars={data.funnel.map((row) => ({ label: row.label, value: row.done }))}
        of={data.students}
        unit="Students"
      />
      <Bars
        title="Interest areas: first letter of the Holland code"
        bars={data.interests.map((row) => ({ label: row.label, value: row.count }))}
        of={data.students}
        unit="Students"
      />
      <Bars
        title="Financial grades"
        bars={data.grades
          .filter((row) => row.count > 0 || row.grade !== 'none')
          .map((row) => ({ label: row.grade === 'none' ? 'No grade yet' : row.grade, value: row.count }))}
        of={data.students}
        unit="Students"
      />
      <Majors totals={data} />
    </div>
  );
}
