import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { hollandCode } from '@domain/career-quiz/riasec';
import { RIASEC_NAMES, type RiasecArea, type RiasecProfile } from '@domain/catalog/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useQuiz } from '@client/shared/assessment-state/quiz-context';
import { useInterestMatches } from './api/use-interest-matches';
import { InterestProfile } from './interest-profile';
import { MajorMatches } from './match-lists';
import { buildQuizResult, resultMatchesProfile } from './quiz-result';

// The careers list and its filter box (issue 18) in their own chunk, fetched while the matches load.
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
  const codeNames = [...code].map((letter) => RIASEC_NAMES[letter as RiasecArea]).join(', ');

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
        Your career quiz results
      </h1>
      <section aria-labelledby="profile-heading" className="mt-8">
        <h2 id="profile-heading" className="text-2xl font-bold">
          Your interest profile
        </h2>
        <p className="mt-2 text-lg">
          Your three-letter interest code is <strong className="text-brand-800">{code}</strong> ({codeNames}).
        </p>
        <p className="mt-1 text-slate-700">
          Each score runs from 1 (not your thing) to 7 (a strong interest), on the scale O*NET uses to describe careers. The areas are
          Holland&apos;s six interest types.
        </p>
        <InterestProfile profile={profile} />
      </section>

      {matches.isPending ? (
        <Spinner label="Finding majors and careers that fit your interests…" />
      ) : matches.isError ? (
        <div className="mt-8 space-y-3">
          <Alert>We could not load your matching majors and careers. {matches.error.message}</Alert>
          <Button onClick={() => void matches.refetch()} disabled={matches.isFetching}>
            {matches.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="majors-heading" className="mt-10">
            <h2 id="majors-heading" className="text-2xl font-bold">
              Majors that fit your interests
            </h2>
            <p className="mt-1 text-slate-700">Pick one to find colleges for it: the college quiz opens with it as your intended major.</p>
            <MajorMatches matches={matches.data.majors} selectedMajor={selectedMajor} onExplore={exploreMajor} />
          </section>
          <section aria-labelledby="careers-heading" className="mt-10">
            <h2 id="careers-heading" className="text-2xl font-bold">
              Careers that fit your interests
            </h2>
            <p className="mt-1 text-slate-700">
              The best matches at every level of schooling, each with its training route, how long it takes and what it typically costs.
            </p>
            <Suspense fallback={<Spinner label="Loading careers…" />}>
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
  return (
    <div className={`${className} flex flex-col gap-3 sm:flex-row sm:flex-wrap`}>
      <ButtonLink to="/college-quiz" className="px-6 text-lg">
        Next: College quiz
      </ButtonLink>
      <ButtonLink to="/journey" variant="secondary">
        Back to your journey
      </ButtonLink>
      <Button variant="secondary" onClick={onRetake}>
        Retake quiz
      </Button>
    </div>
  );
}
