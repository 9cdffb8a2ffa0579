import type { ReactNode } from 'react';
import { formatCount } from '@client/ui/format';

export interface BarRow {
  key: string;
  label: ReactNode;
  value: number;
  /** Extra cells after the value (e.g. a share). */
  extra?: ReactNode[];
}

/**
 * A table whose value column carries a bar scaled to the largest value: the
 * chart and the figures in one, readable by screen readers as a plain table.
 */
export function BarTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: BarRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`py-2 pr-4 ${index > 0 ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
                  <span className="min-w-12 text-right tabular-nums">{formatCount(row.value)}</span>
                </div>
              </td>
              {row.extra?.map((cell, index) => (
                <td key={index} className="py-2 pr-4 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
