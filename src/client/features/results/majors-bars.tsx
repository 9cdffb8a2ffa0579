import type { Row } from './major-rows';
import { useMajorTexts } from './use-major-texts';

/** Typical earnings and debt of each major as bars on one scale, with the figures in the label for screen readers. */
export function MajorsBars({ charted }: { charted: readonly Row[] }) {
  const { t, money, horizon } = useMajorTexts();
  const scale = Math.max(1, ...charted.flatMap((row) => [row.major?.medianEarnings ?? 0, row.major?.medianDebt ?? 0]));
  const chartSummary = charted
    .map((row) =>
      t('results.chartRow', {
        major: row.major?.name ?? row.name,
        earnings: money(row.major?.medianEarnings ?? null),
        horizon,
        debt: money(row.major?.medianDebt ?? null),
      }),
    )
    .join('; ');
  return (
    <figure className="mt-6">
      <div role="img" aria-label={t('results.chartLabel', { summary: chartSummary })} className="space-y-4">
        {charted.map((row) => (
          <div key={row.name}>
            <p className="font-semibold">{row.major?.name}</p>
            <div className="mt-1 grid grid-cols-[4.5rem_1fr] items-center gap-x-2 gap-y-1 text-sm">
              <span className="text-slate-700">{t('results.earnings')}</span>
              <span className="flex items-center gap-2">
                <span className="h-4 rounded bg-brand-700" style={{ width: `${((row.major?.medianEarnings ?? 0) / scale) * 85}%` }} />
                <span className="tabular-nums">{money(row.major?.medianEarnings ?? null)}</span>
              </span>
              <span className="text-slate-700">{t('results.debt')}</span>
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
      <figcaption className="mt-3 text-sm text-slate-700">{t('results.chartCaption', { horizon })}</figcaption>
    </figure>
  );
}
