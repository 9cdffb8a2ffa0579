import type { ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { formatOutlook, formatUsdOrNotReported, NOT_REPORTED } from '@client/ui/format';
import { SourceLine } from '@client/ui/source-line';

/** A recommended career's card: title, pay, outlook and education, anything the page adds, and the row's source. */
export function CareerFactsCard({ career, children }: { career: Career; children?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">{career.title}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-slate-700">Median pay</dt>
        <dd className="font-medium">{formatUsdOrNotReported(career.medianPay)}</dd>
        <dt className="text-slate-700">Job outlook</dt>
        <dd className="font-medium">{formatOutlook(career.outlookPercent)}</dd>
        <dt className="text-slate-700">Education</dt>
        <dd>{career.entryEducation ?? NOT_REPORTED}</dd>
      </dl>
      {children}
      <SourceLine source={career.source} className="mt-2 text-xs" />
    </li>
  );
}
