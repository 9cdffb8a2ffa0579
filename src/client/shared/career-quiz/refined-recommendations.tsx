import { useId, useMemo } from 'react';
import { Link } from '@client/shared/routing';
import type { Career } from '@domain/catalog/schemas';
import { completedGames, GAME_IDS, type CognitiveAssessmentData } from '@domain/cognitive/assessment';
import { careerRecommendations } from '@domain/cognitive/recommendations';
import { interestAreaGroups, refineCareers, refineRecommendations } from '@domain/career-quiz/career-quiz';
import type { CareerPreferences } from '@domain/career-quiz/career-quiz-result';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { useCognitiveAssessment } from '../assessment-state/cognitive-assessment-context';
import { useRecommendedCareers } from '../cognitive/api/use-recommended-careers';
import { CareersLoadError } from '../cognitive/career-recommendations';
import { categoryName, recommendationReasoning, STRENGTH_KEYS } from '../cognitive/recommendation-text';
import { useT } from '@client/shared/i18n/i18n-store';
import { useAreaCareers } from './api/use-area-careers';
import { RefinedCareerList } from './refined-careers';

/**
 * The careers refined by the quiz's preferences: the cognitive recommendations
 * when the three games are done, otherwise the careers of the chosen interest areas.
 */
export function RefinedRecommendations({ preferences }: { preferences: CareerPreferences }) {
  const headingId = useId();
  const { data } = useCognitiveAssessment();
  const t = useT('career-quiz');
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('career-quiz.refined.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        {t(preferences.outlook === 'important' ? 'career-quiz.refined.introOutlook' : 'career-quiz.refined.intro')}
      </p>
      {data.assessmentComplete ? (
        <FromGames data={data} preferences={preferences} />
      ) : (
        <FromInterestAreas data={data} preferences={preferences} />
      )}
    </section>
  );
}

function FromGames({ data, preferences }: { data: CognitiveAssessmentData; preferences: CareerPreferences }) {
  const t = useT('career-quiz', 'cognitive');
  const careers = useRecommendedCareers();
  const refined = useMemo(
    () =>
      careers.data
        ? refineRecommendations(
            careerRecommendations(data.combinedScores ?? {}, (codes) => codes.flatMap((code) => careers.data.get(code) ?? [])),
            { preferences },
          )
        : [],
    [careers.data, data.combinedScores, preferences],
  );
  if (careers.isPending) return <Spinner label={t('career-quiz.refined.loading')} />;
  if (careers.isError) return <CareersLoadError message={careers.error.message} onRetry={() => void careers.refetch()} />;
  return (
    <ol className="mt-4 space-y-6">
      {refined.map((recommendation) => (
        <li key={recommendation.categoryId} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-xl font-semibold">{categoryName(t, recommendation.categoryId)}</h3>
            <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-800">
              {t(STRENGTH_KEYS[recommendation.strength])}
            </span>
          </div>
          <p className="mt-2 text-slate-800">{recommendationReasoning(t, recommendation)}</p>
          <RefinedCareerList careers={recommendation.careers} setAside={recommendation.setAside} preferences={preferences} />
        </li>
      ))}
    </ol>
  );
}

function FromInterestAreas({ data, preferences }: { data: CognitiveAssessmentData; preferences: CareerPreferences }) {
  const t = useT('career-quiz');
  const played = completedGames(data).length;
  const areaCareers = useAreaCareers(preferences.interestAreas);
  const groups = useMemo(
    () =>
      interestAreaGroups(areaCareers.careers, preferences.interestAreas).map((group) => ({
        area: group.area,
        ...refineCareers<Career>(group.careers, preferences),
      })),
    [areaCareers.careers, preferences],
  );
  return (
    <div className="mt-4 space-y-4">
      <Alert tone="info">
        {t('career-quiz.refined.gamesPlayed', { played, total: GAME_IDS.length })}{' '}
        {preferences.interestAreas.length > 0 ? `${t('career-quiz.refined.untilThen')} ` : ''}
        {t.rich('career-quiz.refined.playGames', {
          link: (chunks) => (
            <Link to="/premium/games-assessment" className="font-semibold underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
      {preferences.interestAreas.length === 0 ? (
        <p className="text-slate-700">
          {t('career-quiz.refined.noAreas')}{' '}
          {t.rich('career-quiz.refined.changePreferences', {
            link: (chunks) => (
              <a href="#your-preferences" className="font-semibold text-brand-800 underline underline-offset-2">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : areaCareers.isPending ? (
        <Spinner label={t('career-quiz.refined.loading')} />
      ) : areaCareers.error ? (
        <CareersLoadError message={areaCareers.error.message} onRetry={() => void areaCareers.refetch()} />
      ) : (
        <ol className="space-y-6">
          {groups.map((group) => (
            <li key={group.area} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
              <h3 className="text-xl font-semibold">
                {t('career-quiz.refined.areaCareers', { area: t(`career-quiz.area.${group.area}`) })}
              </h3>
              <p className="mt-1 text-slate-700">
                {t(preferences.outlook === 'important' ? 'career-quiz.refined.areaIntroOutlook' : 'career-quiz.refined.areaIntro', {
                  area: t(`career-quiz.area.${group.area}`),
                })}
              </p>
              <RefinedCareerList careers={group.careers} setAside={group.setAside} preferences={preferences} initialCount={6} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
