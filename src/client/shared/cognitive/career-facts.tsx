import type { ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { CareerFigures } from '@client/ui/career-figures';
import { SourceLine } from '@client/ui/source-line';

/** A recommended career's card: title, pay, outlook and education, anything the page adds, and the row's source. */
export function CareerFactsCard({ career, children }: { career: Career; children?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">{career.title}</p>
      <CareerFigures career={career} className="mt-1" />
      {children}
      <SourceLine source={career.source} className="mt-2 text-xs" />
    </li>
  );
}
