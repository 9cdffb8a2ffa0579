import { useMemo, useState } from 'react';
import { answeredCount, isQuizComplete, scoreInterests, type QuizAnswers } from '@domain/career-quiz/riasec';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { useLocalValue, writeLocal } from '@client/shared/assessment-state/local-store';
import { useQuiz } from '@client/shared/assessment-state/quiz-context';
import { InterestResults, ResultActions } from './interest-results';
import { QuizRunner } from './quiz-runner';
import { trackEvent } from '@client/shared/lib/track-event';

const NO_ANSWERS: QuizAnswers = {};

/**
 * /career-quiz: the interest quiz, then its result. Answers live under a
 * synced local key, so the quiz resumes on reload or on another device; a
 * result already stored is shown on arrival, with "Retake quiz".
 */
export function CareerQuizPage() {
  const t = useT('career-quiz');
  usePageTitle(t('career-quiz.pageTitle'));
  const answers = useLocalValue('careerQuizAnswers') ?? NO_ANSWERS;
  const { quizResult } = useQuiz();
  const [retaking, setRetaking] = useState(false);
  const [justFinished, setJustFinished] = useState(false);
  const complete = isQuizComplete(answers);
  const started = answeredCount(answers) > 0;
  const profileFromAnswers = useMemo(() => (complete ? scoreInterests(answers) : undefined), [answers, complete]);

  function retake() {
    writeLocal('careerQuizAnswers', {});
    setJustFinished(false);
    setRetaking(true);
  }

  let content;
  if (profileFromAnswers) {
    content = <InterestResults profile={profileFromAnswers} onRetake={retake} focusOnShow={justFinished} />;
  } else if (quizResult && !started && !retaking) {
    content = quizResult.profile ? (
      <InterestResults profile={quizResult.profile} onRetake={retake} focusOnShow={false} />
    ) : (
      <EarlierResult topMajors={quizResult.topMajors} onRetake={retake} />
    );
  } else {
    content = (
      <QuizRunner
        answers={answers}
        keepsEarlierResult={quizResult !== undefined}
        focusFirst={retaking}
        onFinished={() => {
          trackEvent('career_quiz_completed');
          setJustFinished(true);
        }}
      />
    );
  }

  return <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">{content}</div>;
}

/** A result saved without an interest profile (by an earlier version): its majors, and the way to a full result. */
function EarlierResult({ topMajors, onRetake }: { topMajors: string[]; onRetake: () => void }) {
  const t = useT('career-quiz');
  return (
    <div>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('career-quiz.resultsHeading')}</h1>
      <p className="mt-4 text-slate-700">{t('career-quiz.earlierResultText')}</p>
      {topMajors.length > 0 ? (
        <ol className="mt-4 list-decimal space-y-1 pl-6 text-lg">
          {topMajors.map((major) => (
            <li key={major}>{major}</li>
          ))}
        </ol>
      ) : null}
      <ResultActions onRetake={onRetake} className="mt-8" />
    </div>
  );
}
