import { useState } from 'react';
import { QUIZ_STEPS } from '@domain/career-quiz/career-quiz';
import { WORK_VALUES } from '@domain/career-quiz/career-quiz-values';
import { Button } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { workValueName } from '@client/shared/career-quiz/quiz-texts';
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
  const t = useT('career-quiz');
  usePageTitle(t('career-quiz.premiumPageTitle'));
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
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('career-quiz.premiumEyebrow')}</p>
      {content}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  const t = useT('career-quiz');
  return (
    <div>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('career-quiz.premiumHeading')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('career-quiz.premiumIntro', { count: QUIZ_STEPS.length })}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-xl font-semibold">{t('career-quiz.premiumPart1')}</h2>
          <p className="mt-2 text-slate-700">{t('career-quiz.premiumPart1Text')}</p>
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {WORK_VALUES.map((value) => (
              <li key={value}>{workValueName(t, value)}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-xl font-semibold">{t('career-quiz.premiumPart2')}</h2>
          <p className="mt-2 text-slate-700">{t('career-quiz.premiumPart2Text')}</p>
        </div>
      </div>
      <p className="mt-6 max-w-2xl text-slate-700">{t('career-quiz.premiumSaved')}</p>
      <Button className="mt-6 px-6 text-lg" onClick={onStart}>
        {t('career-quiz.premiumStart')}
      </Button>
    </div>
  );
}
