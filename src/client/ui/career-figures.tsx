import type { ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { formatOutlook, formatUsdOrNotReported, NOT_REPORTED } from './format';

/** A career's pay, outlook and education as a term list; `children` adds more term/definition pairs. */
export function CareerFigures({ career, className = '', children }: { career: Career; className?: string; children?: ReactNode }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 text-sm ${className}`}>
      <dt className="text-slate-700">Median pay{career.source.estimate ? ' (estimate)' : ''}</dt>
      <dd className="font-medium">{formatUsdOrNotReported(career.medianPay)}</dd>
      <dt className="text-slate-700">Job outlook</dt>
      <dd className="font-medium">{formatOutlook(career.outlookPercent)}</dd>
      <dt className="text-slate-700">Education</dt>
      <dd>{career.entryEducation ?? NOT_REPORTED}</dd>
      {children}
    </dl>
  );
}
