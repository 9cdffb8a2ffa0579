import { displayScore } from '@domain/cognitive/traits';
import { CitedTable, type TableColumn } from '@client/ui/cited-table';
import { useT } from '@client/shared/i18n/i18n-store';

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
  const t = useT('cognitive');
  const columns: TableColumn[] = [{ header: t('cognitive.table.trait') }, { header: t('cognitive.table.score'), numeric: true }];
  if (bars) columns.push({ header: t('cognitive.table.bar'), visuallyHidden: true, className: 'hidden w-1/2 sm:table-cell' });
  return (
    <CitedTable caption={caption} columns={columns} look="light" className={className}>
      {rows.map(({ label, score }) => (
        <tr key={label} className="border-b border-slate-100">
          <th scope="row" className="py-2 pr-3 font-medium">
            {label}
          </th>
          <td className="py-2 pr-3 text-right tabular-nums">{score === undefined ? t('cognitive.notMeasured') : displayScore(score)}</td>
          {bars ? (
            <td className="hidden py-2 sm:table-cell" aria-hidden="true">
              <div className="h-3 rounded-full bg-slate-100">
                <div className="h-3 rounded-full bg-brand-700" style={{ width: `${score ?? 0}%` }} />
              </div>
            </td>
          ) : null}
        </tr>
      ))}
    </CitedTable>
  );
}
