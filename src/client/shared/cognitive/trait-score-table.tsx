import { displayScore } from '@domain/cognitive/traits';

export interface TraitScoreRow {
  label: string;
  /** undefined: the trait has not been measured yet. */
  score: number | undefined;
}

/**
 * Traits and their 0-100 scores. With `bars`, a bar beside each number makes
 * it a bar chart; the bars are decoration, the table is what is read out.
 */
export function TraitScoreTable({
  rows,
  caption,
  bars = false,
  className = '',
}: {
  rows: readonly TraitScoreRow[];
  caption: string;
  bars?: boolean;
  className?: string;
}) {
  return (
    <table className={`w-full border-collapse text-left ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-sm text-slate-700">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Trait
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Score
          </th>
          {bars ? (
            <th scope="col" className="hidden w-1/2 py-2 font-semibold sm:table-cell">
              <span className="sr-only">Bar</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, score }) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-medium">
              {label}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{score === undefined ? 'not measured yet' : displayScore(score)}</td>
            {bars ? (
              <td className="hidden py-2 sm:table-cell" aria-hidden="true">
                <div className="h-3 rounded-full bg-slate-100">
                  <div className="h-3 rounded-full bg-brand-700" style={{ width: `${score ?? 0}%` }} />
                </div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
