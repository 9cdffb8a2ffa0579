import type { ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatOutlook } from './format';
import { annualOpeningsLabel, careerPayLabel, entryEducationLabel } from './career-texts';

/** A career's pay, outlook and education as a term list; `children` adds more term/definition pairs. */
export function CareerFigures({ career, className = '', children }: { career: Career; className?: string; children?: ReactNode }) {
  const t = useT();
  const format = useFormatters();
  const notReported = t('common.notReported');
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 text-sm ${className}`}>
      <dt className="text-slate-700">{career.source.estimate ? t('common.medianPayEstimate') : t('common.medianPay')}</dt>
      <dd className="font-medium">{careerPayLabel(t, format, career)}</dd>
      <dt className="text-slate-700">{t('common.jobOutlook')}</dt>
      <dd className="font-medium">{career.outlookPercent === null ? notReported : formatOutlook(career.outlookPercent)}</dd>
      {career.annualOpenings != null ? (
        <>
          <dt className="text-slate-700">{t('common.openings')}</dt>
          <dd>{annualOpeningsLabel(t, format, career.annualOpenings)}</dd>
        </>
      ) : null}
      <dt className="text-slate-700">{t('common.education')}</dt>
      <dd>{entryEducationLabel(t, career.entryEducation)}</dd>
      {children}
    </dl>
  );
}
