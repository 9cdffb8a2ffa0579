import type { ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { CareerFigures } from '@client/ui/career-figures';

/** A recommended career's card: title, pay, outlook and education, and anything the page adds; its list cites the sources once (SectionSources). */
export function CareerFactsCard({ career, children }: { career: Career; children?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">{career.title}</p>
      <CareerFigures career={career} className="mt-1" />
      {children}
    </li>
  );
}
