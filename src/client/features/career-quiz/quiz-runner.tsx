import { useEffect, useRef, useState } from 'react';
import { answeredCount, LIKERT, QUIZ_ITEMS, type QuizAnswers } from '../../../domain/assessment/riasec';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LikertQuestion } from '../../ui/likert-question';
import { readLocal, writeLocal } from '../assessment-state/local-store';
import { firstUnansweredIndex, nextIndexAfterAnswer } from './quiz-navigation';
import { StartOverDialog } from './start-over-dialog';

/** Long enough to see the choice land, short enough not to slow anyone down. */
const ADVANCE_DELAY_MS = 250;
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
  const [index, setIndex] = useState(() => firstUnansweredIndex(answers));
  const [moved, setMoved] = useState(focusFirst);
  // Bumped by "Start over", so the first question starts fresh even when it is already on screen.
  const [round, setRound] = useState(0);
  const [resumedAt] = useState(() => answeredCount(answers));
  const advanceTimer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (advanceTimer.current !== null) window.clearTimeout(advanceTimer.current);
    },
    [],
  );

  const item = QUIZ_ITEMS[index] ?? QUIZ_ITEMS[0];
  if (!item) return null;
  const answered = answeredCount(answers);
  const position = `Question ${index + 1} of ${TOTAL}`;

  function goTo(target: number) {
    setIndex(target);
    setMoved(true);
  }

  function answer(value: number) {
    if (!item || advanceTimer.current !== null) return;
    // Read the stored answers, not this render's copy: a second tab or the sync may have added some.
    const next = { ...(readLocal('careerQuizAnswers') ?? {}), [item.id]: value };
    writeLocal('careerQuizAnswers', next);
    const target = nextIndexAfterAnswer(next, index);
    if (target === null) {
      onFinished();
      return;
    }
    advanceTimer.current = window.setTimeout(() => {
      advanceTimer.current = null;
      goTo(target);
    }, ADVANCE_DELAY_MS);
  }

  function startOver() {
    writeLocal('careerQuizAnswers', {});
    setRound((value) => value + 1);
    goTo(0);
  }

  return (
    <div>
      <h1 className="text-3xl font-bold sm:text-4xl">Career quiz</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        {TOTAL} quick questions about everyday activities, about 5 minutes. There are no right or wrong answers: think only about whether
        you would enjoy doing each one, not about whether you are good at it or what it pays.
      </p>
      <div className="mt-4 space-y-3">
        {keepsEarlierResult ? <Alert tone="info">Your earlier result stays saved until you finish this quiz.</Alert> : null}
        {!moved && resumedAt > 0 && resumedAt < TOTAL ? (
          <Alert tone="info">
            Welcome back! You have answered {resumedAt} of {TOTAL} questions, so you continue where you left off.
          </Alert>
        ) : null}
      </div>

      <div className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-medium text-slate-700">
          <p id="quiz-position">{position}</p>
          <p>
            {answered} of {TOTAL} answered
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="quiz-position"
          aria-valuemin={0}
          aria-valuemax={TOTAL}
          aria-valuenow={answered}
          aria-valuetext={`${answered} of ${TOTAL} answered`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${(answered / TOTAL) * 100}%` }} />
        </div>
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <LikertQuestion
            key={`${item.id}-${round}`}
            itemId={item.id}
            prompt="Would you like to…"
            text={item.text}
            position={position}
            hint="Choose how much you would like doing this."
            options={LIKERT}
            answer={answers[item.id]}
            onAnswer={answer}
            autoFocus={moved}
          />
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <div className="flex flex-wrap gap-3">
          {answers[item.id] !== undefined && index < TOTAL - 1 ? (
            <Button variant="secondary" onClick={() => goTo(index + 1)}>
              Next
            </Button>
          ) : null}
          <StartOverDialog answered={answered} onConfirm={startOver} />
        </div>
      </div>
    </div>
  );
}
