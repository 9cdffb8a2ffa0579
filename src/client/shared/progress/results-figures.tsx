import type { ReactNode } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import type { ResultsSummary } from './results-summary';

/** The progress page lists the figures on white cards; the dashboard's panel, already a card, on grey tiles with larger numbers. */
const LOOKS = {
  page: { list: 'mt-8', tile: 'rounded-xl border border-slate-200 bg-white p-4', value: 'mt-1 text-2xl font-bold' },
  panel: { list: 'mt-6', tile: 'rounded-xl bg-slate-50 p-4', value: 'mt-1 text-3xl font-bold' },
} as const;

/** Career matches, financial grade and college matches, side by side; the panel adds the grade's risk. */
export function ResultsFigures({ summary, look }: { summary: ResultsSummary; look: keyof typeof LOOKS }) {
  const { list, tile, value } = LOOKS[look];
  const t = useT('progress');
  const figure = (term: string, definition: ReactNode) => (
    <div className={tile}>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className={value}>{definition}</dd>
    </div>
  );
  const { grade } = summary;
  return (
    <dl className={`${list} grid gap-4 sm:grid-cols-3`}>
      {figure(t('progress.careerMatches'), summary.careerMatches)}
      {figure(
        t('progress.financialGrade'),
        <>
          {grade.grade}
          {look === 'panel' && grade.risk ? (
            <span className="ml-1 text-base font-medium text-slate-700">
              {' '}
              {t('progress.riskLabel', { risk: t(`progress.risk.${grade.risk}`) })}
            </span>
          ) : null}
          {grade.risk ? (
            <span className="mt-1 block text-sm font-normal text-slate-700">
              {t('progress.income', { horizon: t(`progress.horizon.${summary.earningsHorizon}`) })}
            </span>
          ) : null}
        </>,
      )}
      {figure(t('progress.collegeMatches'), summary.collegeMatches)}
    </dl>
  );
}
