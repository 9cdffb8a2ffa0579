import type { ReactNode } from 'react';
import { annualOpeningsText, careerPayText } from '@domain/catalog/career-pay';
import type { Career } from '@domain/catalog/schemas';
import { formatOutlook, NOT_REPORTED } from './format';

/** A career's pay, outlook and education as a term list; `children` adds more term/definition pairs. */
export function CareerFigures({ career, className = '', children }: { career: Career; className?: string; children?: ReactNode }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 text-sm ${className}`}>
      <dt className="text-slate-700">Median pay{career.source.estimate ? ' (estimate)' : ''}</dt>
      <dd className="font-medium">{careerPayText(career)}</dd>
      <dt className="text-slate-700">Job outlook</dt>
      <dd className="font-medium">{formatOutlook(career.outlookPercent)}</dd>
      {career.annualOpenings != null ? (
        <>
          <dt className="text-slate-700">Openings</dt>
          <dd>{annualOpeningsText(career.annualOpenings)}</dd>
        </>
      ) : null}
      <dt className="text-slate-700">Education</dt>
      <dd>{career.entryEducation ?? NOT_REPORTED}</dd>
      {children}
    </dl>
  );
}
