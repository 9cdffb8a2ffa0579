import type { ReactNode } from 'react';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { CitedTable } from '@client/ui/cited-table';

/** The insights page's tables have visible captions: they stand without a heading of their own. */
export const VISIBLE_CAPTION = 'mb-2 text-left text-base font-semibold text-slate-900';

export interface BarRow {
  key: string;
  label: ReactNode;
  value: number;
  /** Extra cells after the value (e.g. a share). */
  extra?: ReactNode[];
}

/**
 * A table whose value column carries a bar scaled to the largest value: the chart and the figures
 * in one, readable by screen readers as a plain table. Its box is named and focusable: long
 * (Spanish) labels make it scroll sideways at 390 px.
 */
export function BarTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: BarRow[] }) {
  const format = useFormatters();
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <CitedTable
      caption={caption}
      captionClassName={VISIBLE_CAPTION}
      columns={headers.map((header, index) => ({ header, numeric: index > 0 }))}
      className="text-sm"
      scroll={{ label: caption }}
    >
      {rows.map((row) => (
        <tr key={row.key} className="border-b border-slate-100 align-middle">
          <th scope="row" className="py-2 pr-4 font-medium">
            {row.label}
          </th>
          <td className="w-1/2 py-2 pr-4">
            <div className="flex items-center justify-end gap-2">
              <div aria-hidden="true" className="hidden h-3 flex-1 rounded bg-slate-100 sm:block">
                <div className="h-3 rounded bg-brand-700" style={{ width: `${(row.value / max) * 100}%` }} />
              </div>
              <span className="min-w-12 text-right tabular-nums">{format.count(row.value)}</span>
            </div>
          </td>
          {row.extra?.map((cell, index) => (
            <td key={index} className="py-2 pr-4 text-right tabular-nums">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </CitedTable>
  );
}

export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
      {note ? <p className="mt-1 text-sm text-slate-700">{note}</p> : null}
    </div>
  );
}
