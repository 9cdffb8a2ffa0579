import { useEffect, useRef, useState } from 'react';
import {
  buildQuizResult,
  completedStepCount,
  firstOpenStep,
  IMPORTANCE_SCALE,
  isLastOpenStep,
  nextOpenStep,
  QUIZ_STEPS,
  WORK_VALUE_ITEMS,
  type QuizStep,
} from '../../../../domain/premium/career-quiz';
import type { CareerPreferences, PremiumCareerQuizProgress } from '../../../../domain/premium/career-quiz-result';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LikertQuestion } from '../../../ui/likert-question';
import { readLocal, writeLocal } from '../../assessment-state/local-store';
import { PreferenceQuestion } from './preference-question';

/** Long enough to see the choice land, short enough not to slow anyone down. */
const ADVANCE_DELAY_MS = 250;
const TOTAL = QUIZ_STEPS.length;

export const EMPTY_PROGRESS: PremiumCareerQuizProgress = { active: true, answers: {}, preferences: {} };

type Props = {
  progress: PremiumCareerQuizProgress;
  /** Taking the quiz again: the earlier result stays until this round is finished. */
  hasEarlierResult: boolean;
  /** Focus the question at once (after Start); on a plain visit the page heading leads. */
  focusFirst: boolean;
  onFinished: () => void;
  /** Leave a retake and go back to the earlier result. */
  onCancel: () => void;
};

/** Reads the stored progress, not this render's copy: a second tab or the sync may have added answers. */
function storedProgress(): PremiumCareerQuizProgress {
  const stored = readLocal('premiumCareerQuizProgress');
  return stored?.active ? stored : EMPTY_PROGRESS;
}

/** One statement or preference per screen; every answer is saved at once, so a reload continues at the first open screen. */
export function PremiumQuizRunner({ progress, hasEarlierResult, focusFirst, onFinished, onCancel }: Props) {
  const [index, setIndex] = useState(() => firstOpenStep(progress));
  const [moved, setMoved] = useState(focusFirst);
  // Bumped by "Start over", so the first screen starts fresh even when it is already showing.
  const [round, setRound] = useState(0);
  const [resumedAt] = useState(() => completedStepCount(progress));
  const advanceTimer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (advanceTimer.current !== null) window.clearTimeout(advanceTimer.current);
    },
    [],
  );

  const step: QuizStep | undefined = QUIZ_STEPS[index] ?? QUIZ_STEPS[0];
  if (!step) return null;
  const done = completedStepCount(progress);
  const position = `Question ${index + 1} of ${TOTAL}`;
  const stepKey = step.kind === 'value' ? step.item.id : step.preference;

  function goTo(target: number) {
    setIndex(target);
    setMoved(true);
  }

  function save(next: PremiumCareerQuizProgress, delay: number) {
    const target = nextOpenStep(next, index);
    if (target === null) {
      const result = buildQuizResult(next, new Date());
      if (result) {
        writeLocal('premiumCareerQuizResult', result);
        writeLocal('premiumCareerQuizCompleted', true);
        writeLocal('premiumCareerQuizProgress', { ...EMPTY_PROGRESS, active: false });
        onFinished();
        return;
      }
    }
    writeLocal('premiumCareerQuizProgress', next);
    if (target === null) return;
    if (delay === 0) {
      goTo(target);
      return;
    }
    advanceTimer.current = window.setTimeout(() => {
      advanceTimer.current = null;
      goTo(target);
    }, delay);
  }

  function answerValue(itemId: string, value: number) {
    if (advanceTimer.current !== null) return;
    const stored = storedProgress();
    save({ ...stored, answers: { ...stored.answers, [itemId]: value } }, ADVANCE_DELAY_MS);
  }

  function answerPreference(answer: Partial<CareerPreferences>) {
    const stored = storedProgress();
    save({ ...stored, preferences: { ...stored.preferences, ...answer } }, 0);
  }

  function startOver() {
    writeLocal('premiumCareerQuizProgress', EMPTY_PROGRESS);
    setRound((value) => value + 1);
    goTo(0);
  }

  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Premium assessment</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Premium career quiz</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        {WORK_VALUE_ITEMS.length} statements about what matters to you at work, then 4 questions about pay, schooling, interests and job growth. About 5
        minutes; there are no right or wrong answers.
      </p>
      <div className="mt-4 space-y-3">
        {hasEarlierResult ? <Alert tone="info">Your earlier result stays saved until you finish this round.</Alert> : null}
        {!moved && resumedAt > 0 && resumedAt < TOTAL ? (
          <Alert tone="info">
            Welcome back! You have answered {resumedAt} of {TOTAL} questions, so you continue where you left off.
          </Alert>
        ) : null}
      </div>

      <div className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-medium text-slate-700">
          <p id="premium-quiz-position">{position}</p>
          <p>
            {done} of {TOTAL} answered
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="premium-quiz-position"
          aria-valuemin={0}
          aria-valuemax={TOTAL}
          aria-valuenow={done}
          aria-valuetext={`${done} of ${TOTAL} answered`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${(done / TOTAL) * 100}%` }} />
        </div>
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {step.kind === 'value' ? (
          <LikertQuestion
            key={`${stepKey}-${round}`}
            itemId={step.item.id}
            prompt="In my future job, it matters that…"
            text={step.item.text}
            position={position}
            hint="Choose how important this is to you."
            options={IMPORTANCE_SCALE}
            answer={progress.answers[step.item.id]}
            onAnswer={(value) => answerValue(step.item.id, value)}
            autoFocus={moved}
          />
        ) : (
          <PreferenceQuestion
            key={`${stepKey}-${round}`}
            preference={step.preference}
            position={position}
            preferences={progress.preferences}
            onAnswer={answerPreference}
            autoFocus={moved}
            submitLabel={isLastOpenStep(progress, index) ? 'See my results' : 'Next'}
          />
        )}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <div className="flex flex-wrap gap-3">
          {step.kind === 'value' && progress.answers[step.item.id] !== undefined && index < TOTAL - 1 ? (
            <Button variant="secondary" onClick={() => goTo(index + 1)}>
              Next
            </Button>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={done === 0}>
                Start over
              </Button>
            }
            title="Start the quiz over?"
            description={`This clears the ${done === 1 ? 'answer' : `${done} answers`} you have given in this round and goes back to the first question.${hasEarlierResult ? ' Your earlier result stays saved.' : ''}`}
            cancelLabel="Keep my answers"
            confirmLabel="Start over"
            onConfirm={startOver}
          />
          {hasEarlierResult ? (
            <Button variant="secondary" onClick={onCancel}>
              Back to my results
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
