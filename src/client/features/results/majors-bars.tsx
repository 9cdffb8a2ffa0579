import { MAJOR_HORIZON, money, type Row } from './major-rows';

/** Typical earnings and debt of each major as bars on one scale, with the figures in the label for screen readers. */
export function MajorsBars({ charted }: { charted: readonly Row[] }) {
  const scale = Math.max(1, ...charted.flatMap((row) => [row.major?.medianEarnings ?? 0, row.major?.medianDebt ?? 0]));
  const chartSummary = charted
    .map(
      (row) =>
        `${row.major?.name}: typical earnings ${money(row.major?.medianEarnings ?? null)} a year (${MAJOR_HORIZON}), typical debt ${money(row.major?.medianDebt ?? null)}`,
    )
    .join('; ');
  return (
    <figure className="mt-6">
      <div role="img" aria-label={`Bar chart of typical earnings and debt. ${chartSummary}.`} className="space-y-4">
        {charted.map((row) => (
          <div key={row.name}>
            <p className="font-semibold">{row.major?.name}</p>
            <div className="mt-1 grid grid-cols-[4.5rem_1fr] items-center gap-x-2 gap-y-1 text-sm">
              <span className="text-slate-700">Earnings</span>
              <span className="flex items-center gap-2">
                <span className="h-4 rounded bg-brand-700" style={{ width: `${((row.major?.medianEarnings ?? 0) / scale) * 85}%` }} />
                <span className="tabular-nums">{money(row.major?.medianEarnings ?? null)}</span>
              </span>
              <span className="text-slate-700">Debt</span>
              <span className="flex items-center gap-2">
                <span
                  className={`h-4 rounded ${row.assessment.status === 'costly' ? 'bg-red-700' : 'bg-amber-600'}`}
                  style={{ width: `${((row.major?.medianDebt ?? 0) / scale) * 85}%` }}
                />
                <span className="tabular-nums">{money(row.major?.medianDebt ?? null)}</span>
              </span>
            </div>
          </div>
        ))}
      </div>
      <figcaption className="mt-3 text-sm text-slate-700">
        Bars share one scale. Earnings are for the {MAJOR_HORIZON}. Majors with a figure not reported are left out of the chart and kept in
        the table.
      </figcaption>
    </figure>
  );
}
