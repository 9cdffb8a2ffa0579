import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { RIASEC_NAMES, type Career } from '@domain/catalog/schemas';
import { completedGames, GAME_IDS, type CognitiveAssessmentData } from '@domain/cognitive/assessment';
import { careerRecommendations } from '@domain/cognitive/recommendations';
import { interestAreaGroups, refineCareers, refineRecommendations } from '@domain/career-quiz/career-quiz';
import type { CareerPreferences } from '@domain/career-quiz/career-quiz-result';
import { Alert } from '@client/ui/alert';
import { Spinner } from '@client/ui/spinner';
import { useCognitiveAssessment } from '../assessment-state/cognitive-assessment-context';
import { useRecommendedCareers } from '../cognitive/api/use-recommended-careers';
import { CareersLoadError, STRENGTH_LABELS } from '../cognitive/career-recommendations';
import { useAreaCareers } from './api/use-area-careers';
import { RefinedCareerList } from './refined-careers';

/**
 * The careers refined by the quiz's preferences: the cognitive recommendations
 * when the three games are done, otherwise the careers of the chosen interest areas.
 */
export function RefinedRecommendations({ preferences }: { preferences: CareerPreferences }) {
  const headingId = useId();
  const { data } = useCognitiveAssessment();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Your careers, narrowed by your preferences
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        Careers below your pay minimum or needing more schooling than you plan are set aside; the rest are ordered by your interest areas
        {preferences.outlook === 'important' ? ' and then by projected job growth' : ''}. Your work values do not change this list; the
        premium career quiz ranks careers by them.
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
  if (careers.isPending) return <Spinner label="Loading careers…" />;
  if (careers.isError) return <CareersLoadError message={careers.error.message} onRetry={() => void careers.refetch()} />;
  return (
    <ol className="mt-4 space-y-6">
      {refined.map((recommendation) => (
        <li key={recommendation.categoryId} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-xl font-semibold">{recommendation.category}</h3>
            <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-800">
              {STRENGTH_LABELS[recommendation.strength]}
            </span>
          </div>
          <p className="mt-2 text-slate-800">{recommendation.reasoning}</p>
          <RefinedCareerList careers={recommendation.careers} setAside={recommendation.setAside} />
        </li>
      ))}
    </ol>
  );
}

function FromInterestAreas({ data, preferences }: { data: CognitiveAssessmentData; preferences: CareerPreferences }) {
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
        You have played {played} of {GAME_IDS.length} cognitive games, so there are no game-based recommendations yet.{' '}
        {preferences.interestAreas.length > 0 ? 'Until then, these are the careers of the interest areas you chose. ' : ''}
        <Link to="/premium/games-assessment" className="font-semibold underline underline-offset-2">
          Play the cognitive games
        </Link>{' '}
        to see the careers your strengths point to, narrowed by the same preferences.
      </Alert>
      {preferences.interestAreas.length === 0 ? (
        <p className="text-slate-700">
          You chose no interest areas, so there are no careers to narrow yet.{' '}
          <a href="#your-preferences" className="font-semibold text-brand-800 underline underline-offset-2">
            Change your preferences
          </a>{' '}
          to pick some, or play the games.
        </p>
      ) : areaCareers.isPending ? (
        <Spinner label="Loading careers…" />
      ) : areaCareers.error ? (
        <CareersLoadError message={areaCareers.error.message} onRetry={() => void areaCareers.refetch()} />
      ) : (
        <ol className="space-y-6">
          {groups.map((group) => (
            <li key={group.area} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
              <h3 className="text-xl font-semibold">{RIASEC_NAMES[group.area]} careers</h3>
              <p className="mt-1 text-slate-700">
                Careers whose O*NET interest profile is strongest in {RIASEC_NAMES[group.area]},{' '}
                {preferences.outlook === 'important' ? 'reported job growth first, then the strongest fit.' : 'the strongest fit first.'}
              </p>
              <RefinedCareerList careers={group.careers} setAside={group.setAside} initialCount={6} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
