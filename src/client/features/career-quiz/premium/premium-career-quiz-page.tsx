import { useState } from 'react';
import { QUIZ_STEPS, WORK_VALUE_INFO } from '@domain/career-quiz/career-quiz';
import { WORK_VALUES } from '@domain/career-quiz/career-quiz-result';
import { Button } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';
import { CognitiveAssessmentProvider } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useLocalValue, writeLocal } from '@client/shared/assessment-state/local-store';
import { EMPTY_PROGRESS, PremiumQuizRunner } from './premium-quiz-runner';
import { QuizResults } from './quiz-results';

/**
 * /premium/career-quiz (signed in only): work values and career preferences.
 * A round in progress lives under `premiumCareerQuizProgress` (synced), so it
 * resumes on reload or on another device; the result stays until a new round is finished.
 */
export function PremiumCareerQuizPage() {
  return (
    <CognitiveAssessmentProvider>
      <PremiumCareerQuiz />
    </CognitiveAssessmentProvider>
  );
}

function PremiumCareerQuiz() {
  usePageTitle('Premium career quiz');
  const result = useLocalValue('premiumCareerQuizResult');
  const progress = useLocalValue('premiumCareerQuizProgress');
  // Set by this visit's Start, Retake or Change: focus goes to the question rather than the heading.
  const [startedHere, setStartedHere] = useState(false);
  const [justFinished, setJustFinished] = useState(false);

  function start(preferencesOnly: boolean) {
    // Changing the preferences keeps the value answers and opens at the first preference.
    writeLocal(
      'premiumCareerQuizProgress',
      preferencesOnly && result ? { active: true, answers: result.answers, preferences: {} } : EMPTY_PROGRESS,
    );
    setJustFinished(false);
    setStartedHere(true);
  }

  function leaveRound() {
    writeLocal('premiumCareerQuizProgress', { ...EMPTY_PROGRESS, active: false });
  }

  let content;
  if (progress?.active) {
    content = (
      <PremiumQuizRunner
        progress={progress}
        hasEarlierResult={result !== undefined}
        focusFirst={startedHere}
        onFinished={() => setJustFinished(true)}
        onCancel={leaveRound}
      />
    );
  } else if (result) {
    content = (
      <QuizResults result={result} focusOnShow={justFinished} onRetake={() => start(false)} onChangePreferences={() => start(true)} />
    );
  } else {
    content = <Intro onStart={() => start(false)} />;
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Premium assessment</p>
      {content}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  return (
    <div>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Premium career quiz</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Find out what matters most to you in a job, and narrow your career recommendations to the ones that fit your plans.{' '}
        {QUIZ_STEPS.length} questions, about 5 minutes.
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-xl font-semibold">1. What matters to you at work</h2>
          <p className="mt-2 text-slate-700">Short statements about six work values. Rate how important each one is to you:</p>
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {WORK_VALUES.map((value) => (
              <li key={value}>{WORK_VALUE_INFO[value].label}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-xl font-semibold">2. Your plans</h2>
          <p className="mt-2 text-slate-700">
            The least you want to earn, how much schooling you are ready for, the kinds of work that appeal to you and whether job growth
            matters. These narrow your careers using BLS and O*NET data, with the reason for each.
          </p>
        </div>
      </div>
      <p className="mt-6 max-w-2xl text-slate-700">
        Your answers are saved as you go, so you can stop and come back. You can move through the quiz with the keyboard alone.
      </p>
      <Button className="mt-6 px-6 text-lg" onClick={onStart}>
        Start the quiz
      </Button>
    </div>
  );
}
