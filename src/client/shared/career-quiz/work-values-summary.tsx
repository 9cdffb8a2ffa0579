import { useId } from 'react';
import { Link } from 'react-router';
import { WORK_VALUE_INFO } from '@domain/career-quiz/career-quiz';
import { ButtonLink } from '@client/ui/button-link';
import { useLocalValue } from '../assessment-state/local-store';
import { ValuesProfileList, WorkValuesSourceNote } from './values-profile';

/** What matters to the student at work, from the stored premium career quiz result; a way to the quiz when it is not done. */
export function WorkValuesSummary() {
  const headingId = useId();
  const result = useLocalValue('premiumCareerQuizResult');
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold">
        What matters to you at work
      </h2>
      {result === undefined ? (
        <div className="mt-2">
          <p className="text-slate-700">
            Take the premium career quiz to see which work values matter most to you and to narrow your careers by pay, schooling and
            interests.
          </p>
          <ButtonLink to="/premium/career-quiz" className="mt-4">
            Take the premium career quiz
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-2">
          <p className="text-slate-700">
            {result.topValues.length === 0
              ? 'None of the six values stood out: you rated them all below "somewhat important".'
              : `Your top values: ${result.topValues.map((value) => WORK_VALUE_INFO[value].label).join(', ')}.`}
          </p>
          <div className="mt-4">
            <ValuesProfileList profile={result.valuesProfile} topValues={result.topValues} />
          </div>
          <WorkValuesSourceNote />
          <p className="mt-4">
            <Link to="/premium/career-quiz" className="font-semibold text-brand-800 underline underline-offset-2">
              See your full career quiz results
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
