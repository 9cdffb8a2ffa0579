import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link } from '@client/shared/routing';
import type { PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import {
  areaNames,
  outlookLabel,
  planLabel,
  workValueDescription,
  workValueName,
  workValueQuestions,
} from '@client/shared/career-quiz/quiz-texts';
import { Spinner } from '@client/ui/spinner';
import { RefinedRecommendations } from '@client/shared/career-quiz/refined-recommendations';
import { ValuesProfileList, WorkValuesSourceNote } from '@client/shared/career-quiz/values-profile';

// The values-ranked careers and their filter box in their own chunk, fetched as the results show.
const loadValuesRanked = () => import('./values-ranked-careers');
const ValuesRankedCareers = lazy(() => loadValuesRanked().then((module) => ({ default: module.ValuesRankedCareers })));

type Props = {
  result: PremiumCareerQuizResult;
  /** Move focus to the heading (just finished), so screen readers hear the results. */
  focusOnShow: boolean;
  onRetake: () => void;
  onChangePreferences: () => void;
};

export function QuizResults({ result, focusOnShow, onRetake, onChangePreferences }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valuesId = useId();
  const preferencesId = useId();
  const { preferences } = result;
  const t = useT('career-quiz');
  const format = useFormatters();

  useEffect(() => void loadValuesRanked(), []);

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-3xl font-bold focus:outline-none sm:text-4xl">
        {t('career-quiz.premiumResultsHeading')}
      </h1>
      <p className="mt-2 text-slate-700">{t('career-quiz.finishedOn', { date: format.localDay(result.completedAt) })}</p>

      <section aria-labelledby={valuesId} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id={valuesId} className="text-2xl font-bold">
          {t('career-quiz.valuesHeading')}
        </h2>
        <div className="mt-4">
          <ValuesProfileList profile={result.valuesProfile} topValues={result.topValues} />
        </div>
        <WorkValuesSourceNote />
        {result.topValues.length === 0 ? (
          <p className="mt-4 text-slate-800">{t('career-quiz.noValueStoodOut')}</p>
        ) : (
          <div className="mt-6">
            <h3 className="text-xl font-semibold">{t('career-quiz.topValuesHeading')}</h3>
            <p className="mt-1 text-slate-700">{t('career-quiz.topValuesIntro')}</p>
            <ul className="mt-3 space-y-4">
              {result.topValues.map((value) => (
                <li key={value}>
                  <p className="font-semibold">
                    {t('career-quiz.valueScore', { value: workValueName(t, value), score: result.valuesProfile[value] })}
                  </p>
                  <p className="text-slate-700">{workValueDescription(t, value)}</p>
                  <ul className="mt-1 list-disc pl-5 text-slate-800">
                    {workValueQuestions(t, value).map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link to="/professional-meetings" className="font-semibold text-brand-800 underline underline-offset-2">
                {t('career-quiz.meetProfessionals')}
              </Link>
            </p>
          </div>
        )}
      </section>

      <section
        id="your-preferences"
        aria-labelledby={preferencesId}
        className="mt-8 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id={preferencesId} className="text-2xl font-bold">
          {t('career-quiz.preferencesHeading')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">{t('career-quiz.minimumPay')}</dt>
          <dd>{preferences.minimumPay === null ? t('career-quiz.noMinimum') : format.usd(preferences.minimumPay)}</dd>
          <dt className="font-medium text-slate-700">{t('career-quiz.schoolingPlan')}</dt>
          <dd>{planLabel(t, preferences.education)}</dd>
          <dt className="font-medium text-slate-700">{t('career-quiz.interestAreas')}</dt>
          <dd>{preferences.interestAreas.length === 0 ? t('career-quiz.noneChosen') : areaNames(t, preferences.interestAreas)}</dd>
          <dt className="font-medium text-slate-700">{t('career-quiz.jobGrowthMatters')}</dt>
          <dd>{outlookLabel(t, preferences.outlook)}</dd>
        </dl>
        <Button variant="secondary" className="mt-4" onClick={onChangePreferences}>
          {t('career-quiz.changePreferences')}
        </Button>
      </section>

      <Suspense fallback={<Spinner label={t('career-quiz.loadingCareers')} />}>
        <ValuesRankedCareers result={result} />
      </Suspense>

      <RefinedRecommendations preferences={preferences} />

      <section className="mt-10 flex flex-wrap gap-3" aria-label={t('career-quiz.whatNext')}>
        <ButtonLink to="/premium/financial-expectations">{t('career-quiz.nextFinancial')}</ButtonLink>
        <ButtonLink to="/premium/journey" variant="secondary">
          {t('career-quiz.backToPremiumJourney')}
        </ButtonLink>
        <Button variant="secondary" onClick={onRetake}>
          {t('career-quiz.retakeTheQuiz')}
        </Button>
      </section>
    </div>
  );
}
