import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from '@client/shared/routing';
import { hollandCode } from '@domain/career-quiz/riasec';
import type { RiasecArea, RiasecProfile } from '@domain/catalog/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useQuiz } from '@client/shared/assessment-state/quiz-context';
import { areaNames } from '@client/shared/career-quiz/quiz-texts';
import { useT } from '@client/shared/i18n/i18n-store';
import { useInterestMatches } from './api/use-interest-matches';
import { InterestProfile } from './interest-profile';
import { MajorMatches } from './match-lists';
import { buildQuizResult, resultMatchesProfile } from './quiz-result';

// The careers list and its filter box in their own chunk, fetched while the matches load.
const loadCareers = () => import('./filterable-careers');
const FilterableCareers = lazy(() => loadCareers().then((module) => ({ default: module.FilterableCareers })));

/**
 * The finished quiz: the profile (worked out on the device), then the majors
 * and careers the server matches to it. The result is stored once the matches
 * arrive, since `topMajors` needs them.
 */
export function InterestResults({
  profile,
  onRetake,
  focusOnShow,
}: {
  profile: RiasecProfile;
  onRetake: () => void;
  focusOnShow: boolean;
}) {
  const { quizResult, setQuizResult, selectedMajor, setSelectedMajor } = useQuiz();
  const matches = useInterestMatches(profile);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const code = hollandCode(profile);
  const t = useT('career-quiz');
  // The code is bold inside the sentence: the sentence is split where {code} stands.
  const [beforeCode, afterCode] = t('career-quiz.codeLine', { names: areaNames(t, [...code] as RiasecArea[]) }).split('{code}');

  useEffect(() => void loadCareers(), []);

  useEffect(() => {
    // Just finished: screen-reader and keyboard users land on the result, not on a vanished question.
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  useEffect(() => {
    if (matches.data && !resultMatchesProfile(quizResult, profile)) setQuizResult(buildQuizResult(profile, matches.data, new Date()));
  }, [matches.data, profile, quizResult, setQuizResult]);

  function exploreMajor(name: string) {
    setSelectedMajor(name);
    void navigate('/college-quiz');
  }

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none sm:text-4xl">
        {t('career-quiz.resultsHeading')}
      </h1>
      <section aria-labelledby="profile-heading" className="mt-8">
        <h2 id="profile-heading" className="text-2xl font-bold">
          {t('career-quiz.profileHeading')}
        </h2>
        <p className="mt-2 text-lg">
          {beforeCode}
          <strong className="text-brand-800">{code}</strong>
          {afterCode}
        </p>
        <p className="mt-1 text-slate-700">{t('career-quiz.scaleNote')}</p>
        <InterestProfile profile={profile} />
      </section>

      {matches.isPending ? (
        <Spinner label={t('career-quiz.findingMatches')} />
      ) : matches.isError ? (
        <div className="mt-8 space-y-3">
          <Alert>{t('career-quiz.matchesError', { message: matches.error.message })}</Alert>
          <Button onClick={() => void matches.refetch()} disabled={matches.isFetching}>
            {matches.isFetching ? t('career-quiz.tryingAgain') : t('career-quiz.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="majors-heading" className="mt-10">
            <h2 id="majors-heading" className="text-2xl font-bold">
              {t('career-quiz.majorsHeading')}
            </h2>
            <p className="mt-1 text-slate-700">{t('career-quiz.majorsIntro')}</p>
            <MajorMatches matches={matches.data.majors} selectedMajor={selectedMajor} onExplore={exploreMajor} />
          </section>
          <section aria-labelledby="careers-heading" className="mt-10">
            <h2 id="careers-heading" className="text-2xl font-bold">
              {t('career-quiz.careersHeading')}
            </h2>
            <p className="mt-1 text-slate-700">{t('career-quiz.careersIntro')}</p>
            <Suspense fallback={<Spinner label={t('career-quiz.loadingCareers')} />}>
              <FilterableCareers levels={matches.data.careersByLevel} />
            </Suspense>
          </section>
        </>
      )}

      <ResultActions onRetake={onRetake} className="mt-10" />
    </div>
  );
}

/** After a result: on to the college quiz, back to the journey, or retake. */
export function ResultActions({ onRetake, className }: { onRetake: () => void; className: string }) {
  const t = useT('career-quiz');
  return (
    <div className={`${className} flex flex-col gap-3 sm:flex-row sm:flex-wrap`}>
      <ButtonLink to="/college-quiz" className="px-6 text-lg">
        {t('career-quiz.nextCollegeQuiz')}
      </ButtonLink>
      <ButtonLink to="/journey" variant="secondary">
        {t('career-quiz.backToJourney')}
      </ButtonLink>
      <Button variant="secondary" onClick={onRetake}>
        {t('career-quiz.retake')}
      </Button>
    </div>
  );
}
