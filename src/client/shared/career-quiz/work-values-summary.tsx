import { useId } from 'react';
import { Link } from '@client/shared/routing';
import { ButtonLink } from '@client/ui/button-link';
import { useT } from '@client/shared/i18n/i18n-store';
import { useLocalValue } from '../assessment-state/local-store';
import { ValuesProfileList, WorkValuesSourceNote } from './values-profile';

/** What matters to the student at work, from the stored premium career quiz result; a way to the quiz when it is not done. */
export function WorkValuesSummary() {
  const t = useT('career-quiz');
  const headingId = useId();
  const result = useLocalValue('premiumCareerQuizResult');
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('career-quiz.valuesHeading')}
      </h2>
      {result === undefined ? (
        <div className="mt-2">
          <p className="text-slate-700">{t('career-quiz.summary.intro')}</p>
          <ButtonLink to="/premium/career-quiz" className="mt-4">
            {t('career-quiz.summary.take')}
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-2">
          <p className="text-slate-700">
            {result.topValues.length === 0
              ? t('career-quiz.summary.noneStoodOut')
              : t('career-quiz.summary.topValues', { values: result.topValues.map((value) => t(`career-quiz.value.${value}`)).join(', ') })}
          </p>
          <div className="mt-4">
            <ValuesProfileList profile={result.valuesProfile} topValues={result.topValues} />
          </div>
          <WorkValuesSourceNote />
          <p className="mt-4">
            <Link to="/premium/career-quiz" className="font-semibold text-brand-800 underline underline-offset-2">
              {t('career-quiz.summary.fullResults')}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
