import type { ReactNode } from 'react';

/** The chart's figures as a table, folded under the chart: the visible alternative for anyone who cannot read the lines. */
export function FiguresDetails({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold text-brand-800">{summary}</summary>
      {children}
    </details>
  );
}
