import type { ReactNode } from 'react';

/** One fact of a description list (a college's, a match's): its name, the figure, and a note under it when there is one. */
export function Fact({ term, children, note }: { term: string; children: ReactNode; note?: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
      {note ? <dd className="text-xs text-slate-700">{note}</dd> : null}
    </div>
  );
}
