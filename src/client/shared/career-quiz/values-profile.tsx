import { WORK_VALUES_SOURCE } from '@domain/career-quiz/career-quiz';
import { useT } from '@client/shared/i18n/i18n-store';
import { workValueName } from './quiz-texts';
import { WORK_VALUES, type WorkValue } from '@domain/career-quiz/career-quiz-values';
import type { ValuesProfile } from '@domain/career-quiz/career-quiz-result';

/**
 * The six work values as a bar list. Each row says its score in words, so the
 * list is its own text alternative; the bars are decoration.
 */
export function ValuesProfileList({ profile, topValues }: { profile: ValuesProfile; topValues: readonly WorkValue[] }) {
  const t = useT('career-quiz');
  return (
    <ul className="space-y-3" aria-label={t('career-quiz.valuesListLabel')}>
      {WORK_VALUES.map((value) => (
        <li key={value}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">
              {workValueName(t, value)}
              {topValues.includes(value) ? (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  {t('career-quiz.topValue')}
                </span>
              ) : null}
            </span>
            <span className="tabular-nums text-slate-800">{t('career-quiz.outOf100', { score: profile[value] })}</span>
          </div>
          <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-3 rounded-full bg-brand-700" style={{ width: `${profile[value]}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function WorkValuesSourceNote() {
  const t = useT('career-quiz');
  return (
    <p className="mt-3 text-xs text-slate-700">
      {t.rich('career-quiz.valuesSource', {
        name: WORK_VALUES_SOURCE.name,
        link: (words) => (
          <a href={WORK_VALUES_SOURCE.url} className="underline underline-offset-2 hover:text-brand-800">
            {words}
          </a>
        ),
      })}
    </p>
  );
}
