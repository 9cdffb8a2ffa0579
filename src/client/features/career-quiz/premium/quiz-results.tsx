import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { RIASEC_NAMES } from '@domain/catalog/schemas';
import { EDUCATION_PLAN_INFO, OUTLOOK_PREFERENCE_LABELS, WORK_VALUE_INFO } from '@domain/career-quiz/career-quiz';
import type { PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { formatLocalDay, formatUsd } from '@client/ui/format';
import { Spinner } from '@client/ui/spinner';
import { RefinedRecommendations } from '@client/shared/career-quiz/refined-recommendations';
import { ValuesProfileList, WorkValuesSourceNote } from '@client/shared/career-quiz/values-profile';

// The values-ranked careers and their filter box (issue 18) in their own chunk, fetched as the results show.
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

  useEffect(() => void loadValuesRanked(), []);

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-3xl font-bold focus:outline-none sm:text-4xl">
        Your premium career quiz results
      </h1>
      <p className="mt-2 text-slate-700">Finished on {formatLocalDay(result.completedAt)}.</p>

      <section aria-labelledby={valuesId} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id={valuesId} className="text-2xl font-bold">
          What matters to you at work
        </h2>
        <div className="mt-4">
          <ValuesProfileList profile={result.valuesProfile} topValues={result.topValues} />
        </div>
        <WorkValuesSourceNote />
        {result.topValues.length === 0 ? (
          <p className="mt-4 text-slate-800">
            None of the six values stood out: you rated them all below &quot;somewhat important&quot;. That is fine; talking with people who
            do a job can show you what you care about.
          </p>
        ) : (
          <div className="mt-6">
            <h3 className="text-xl font-semibold">Your top values, and what to ask about them</h3>
            <p className="mt-1 text-slate-700">
              They rank the careers below by O*NET&apos;s work values for each career. Ask mentors and employers about them too:
            </p>
            <ul className="mt-3 space-y-4">
              {result.topValues.map((value) => (
                <li key={value}>
                  <p className="font-semibold">
                    {WORK_VALUE_INFO[value].label} ({result.valuesProfile[value]} of 100)
                  </p>
                  <p className="text-slate-700">{WORK_VALUE_INFO[value].description}</p>
                  <ul className="mt-1 list-disc pl-5 text-slate-800">
                    {WORK_VALUE_INFO[value].questionsToAsk.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link to="/professional-meetings" className="font-semibold text-brand-800 underline underline-offset-2">
                Meet professionals to ask these questions
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
          Your preferences
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">Minimum yearly pay</dt>
          <dd>{preferences.minimumPay === null ? 'No minimum' : formatUsd(preferences.minimumPay)}</dd>
          <dt className="font-medium text-slate-700">Schooling you plan</dt>
          <dd>{EDUCATION_PLAN_INFO[preferences.education].label}</dd>
          <dt className="font-medium text-slate-700">Interest areas</dt>
          <dd>
            {preferences.interestAreas.length === 0
              ? 'None chosen'
              : preferences.interestAreas.map((area) => RIASEC_NAMES[area]).join(', ')}
          </dd>
          <dt className="font-medium text-slate-700">Job growth matters</dt>
          <dd>{OUTLOOK_PREFERENCE_LABELS[preferences.outlook]}</dd>
        </dl>
        <Button variant="secondary" className="mt-4" onClick={onChangePreferences}>
          Change my preferences
        </Button>
      </section>

      <Suspense fallback={<Spinner label="Loading careers…" />}>
        <ValuesRankedCareers result={result} />
      </Suspense>

      <RefinedRecommendations preferences={preferences} />

      <section className="mt-10 flex flex-wrap gap-3" aria-label="What next">
        <ButtonLink to="/premium/financial-expectations">Next: your financial expectations</ButtonLink>
        <ButtonLink to="/premium/journey" variant="secondary">
          Back to your premium journey
        </ButtonLink>
        <Button variant="secondary" onClick={onRetake}>
          Retake the quiz
        </Button>
      </section>
    </div>
  );
}
