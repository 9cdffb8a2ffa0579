import { useState } from 'react';
import { answeredCount, CAREER_QUIZ_MINUTES, LIKERT, QUIZ_ITEMS, type QuizAnswers } from '@domain/career-quiz/riasec';
import { LikertQuestion } from '@client/ui/likert-question';
import { QuizNav, QuizStatus } from './quiz-frame';
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
      <QuizStatus
        id="quiz-position"
        position={position}
        done={answered}
        total={TOTAL}
        resumedAt={resumedAt}
        moved={moved}
        keepsEarlierResult={keepsEarlierResult}
        earlierResultNote={t('career-quiz.earlierResultNote')}
      />

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

      <QuizNav index={index} total={TOTAL} answered={answers[item.id] !== undefined} goTo={goTo}>
        <StartOverDialog answered={answered} onConfirm={startOver} />
      </QuizNav>
    </div>
  );
}
