import type { ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import type { OutlookComparison } from '@domain/catalog/outlook';
import type { Translate } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatOutlook } from './format';
import { annualOpeningsLabel, careerPayLabel, entryEducationLabel } from './career-texts';

/** A career as the API sends it: the catalog row plus its outlook against all occupations' (absent in older payloads). */
export type CareerWithOutlook = Career & { outlookComparison?: OutlookComparison | null };

/** "+6%: faster than the 3.1% average for all occupations (projected change 2024-34)", or the bare figure without a comparison. */
export function outlookLabel(t: Translate, career: CareerWithOutlook): string {
  if (career.outlookPercent === null) return t('common.notReported');
  const figure = formatOutlook(career.outlookPercent);
  const words = outlookWords(t, career);
  return words === null ? figure : `${figure}: ${words}`;
}

/** "faster than the 3.1% average for all occupations (projected change 2024-34)"; null without a comparison. */
export function outlookWords(t: Translate, career: CareerWithOutlook): string | null {
  const comparison = career.outlookComparison;
  if (!comparison) return null;
  const words = t('common.outlookCompared', { code: comparison.code, all: comparison.allOccupationsPercent });
  return `${words} (${t('common.outlookPeriod')})`;
}

/**
 * Says whose pay and outlook a career shows when BLS publishes none of the occupation's own (an O*NET detail
 * occupation shows its parent's, often an "All Other" group); nothing when the figures are its own.
 */
export function FiguresFromNote({ career, className = 'text-sm' }: { career: Career; className?: string }) {
  const t = useT();
  if (!career.figuresFrom) return null;
  return <p className={`text-slate-700 ${className}`}>{t('common.figuresFrom', { title: career.figuresFrom.title })}</p>;
}

/** A career's pay, outlook and education as a term list; `children` adds more term/definition pairs. */
export function CareerFigures({
  career,
  className = '',
  children,
}: {
  career: CareerWithOutlook;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const format = useFormatters();
  return (
    <>
      <dl className={`grid grid-cols-[auto_1fr] gap-x-3 text-sm ${className}`}>
        <dt className="text-slate-700">{career.source.estimate ? t('common.medianPayEstimate') : t('common.medianPay')}</dt>
        <dd className="font-medium">{careerPayLabel(t, format, career)}</dd>
        <dt className="text-slate-700">{t('common.jobOutlook')}</dt>
        <dd className="font-medium">{outlookLabel(t, career)}</dd>
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
      <FiguresFromNote career={career} className="mt-1 text-xs" />
    </>
  );
}
