import { useState } from 'react';
import { answeredCount, CAREER_QUIZ_MINUTES, LIKERT, QUIZ_ITEMS, type QuizAnswers } from '@domain/career-quiz/riasec';
import { Button } from '@client/ui/button';
import { LikertQuestion } from '@client/ui/likert-question';
import { QuizNotices, QuizProgress } from '@client/ui/quiz-progress';
import { StartOverDialog } from '@client/ui/start-over-dialog';
import { useQuizSteps } from '@client/ui/use-quiz-steps';
import { readLocal, writeLocal } from '@client/shared/assessment-state/local-store';
import { useT } from '@client/shared/i18n/i18n-store';
import { likertLabel, quizItemText } from '@client/shared/career-quiz/quiz-texts';
import { firstUnansweredIndex, nextIndexAfterAnswer } from './quiz-navigation';

const TOTAL = QUIZ_ITEMS.length;

type Props = {
  answers: QuizAnswers;
  /** Taking the quiz again: the earlier result stays until this one is finished. */
  keepsEarlierResult: boolean;
  /** Focus the first question at once (after "Retake quiz"); on a fresh visit the page heading leads. */
  focusFirst: boolean;
  onFinished: () => void;
};

/** One item per screen; every answer is saved at once, so a reload continues at the first unanswered item. */
export function QuizRunner({ answers, keepsEarlierResult, focusFirst, onFinished }: Props) {
  const { index, moved, round, goTo, advanceTo, restart, isAdvancing } = useQuizSteps(() => firstUnansweredIndex(answers), focusFirst);
  const [resumedAt] = useState(() => answeredCount(answers));
  const t = useT('career-quiz');

  const item = QUIZ_ITEMS[index] ?? QUIZ_ITEMS[0];
  if (!item) return null;
  const answered = answeredCount(answers);
  const position = t('career-quiz.position', { number: index + 1, total: TOTAL });

  function answer(value: number) {
    if (!item || isAdvancing()) return;
    // Read the stored answers, not this render's copy: a second tab or the sync may have added some.
    const next = { ...(readLocal('careerQuizAnswers') ?? {}), [item.id]: value };
    writeLocal('careerQuizAnswers', next);
    const target = nextIndexAfterAnswer(next, index);
    if (target === null) {
      onFinished();
      return;
    }
    advanceTo(target);
  }

  function startOver() {
    writeLocal('careerQuizAnswers', {});
    restart();
  }

  return (
    <div>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('career-quiz.heading')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('career-quiz.intro', { total: TOTAL, minutes: CAREER_QUIZ_MINUTES })}</p>
      <QuizNotices
        keepsEarlierResult={keepsEarlierResult}
        earlierResultNote={t('career-quiz.earlierResultNote')}
        resumedAt={resumedAt}
        total={TOTAL}
        showResume={!moved}
      />

      <QuizProgress id="quiz-position" position={position} done={answered} total={TOTAL} />

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <LikertQuestion
          key={`${item.id}-${round}`}
          itemId={item.id}
          prompt={t('career-quiz.prompt')}
          text={quizItemText(t, item.id)}
          position={position}
          hint={t('career-quiz.hint')}
          options={LIKERT.map((option) => ({ value: option.value, label: likertLabel(t, option.value) }))}
          answer={answers[item.id]}
          onAnswer={answer}
          autoFocus={moved}
        />
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
          {t('career-quiz.back')}
        </Button>
        <div className="flex flex-wrap gap-3">
          {answers[item.id] !== undefined && index < TOTAL - 1 ? (
            <Button variant="secondary" onClick={() => goTo(index + 1)}>
              {t('career-quiz.next')}
            </Button>
          ) : null}
          <StartOverDialog answered={answered} onConfirm={startOver} />
        </div>
      </div>
    </div>
  );
}
