import { useState } from 'react';
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
} from '@domain/career-quiz/career-quiz';
import type { CareerPreferences, PremiumCareerQuizProgress } from '@domain/career-quiz/career-quiz-result';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { LikertQuestion } from '@client/ui/likert-question';
import { QuizNav, QuizStatus } from '../quiz-frame';
import { StartOverDialog } from '@client/ui/start-over-dialog';
import { useQuizSteps } from '@client/ui/use-quiz-steps';
import { readLocal, writeLocal } from '@client/shared/assessment-state/local-store';
import { PreferenceQuestion } from './preference-question';
import { useT } from '@client/shared/i18n/i18n-store';
import { importanceLabel, valueItemText } from '@client/shared/career-quiz/quiz-texts';

const TOTAL = QUIZ_STEPS.length;

export const EMPTY_PROGRESS: PremiumCareerQuizProgress = { active: true, answers: {}, preferences: {} };

type Props = {
  progress: PremiumCareerQuizProgress;
  /** Taking the quiz again: the earlier result stays until this round is finished. */
  hasEarlierResult: boolean;
  /** Focus the question at once (after Start); on a plain visit the page heading leads. */
  focusFirst: boolean;
  onFinished: () => void;
  /** Leave a retake (its answers are dropped) and go back to the earlier result. */
  onCancel: () => void;
};

/** Reads the stored progress, not this render's copy: a second tab or the sync may have added answers. */
function storedProgress(): PremiumCareerQuizProgress {
  const stored = readLocal('premiumCareerQuizProgress');
  return stored?.active ? stored : EMPTY_PROGRESS;
}

/** One statement or preference per screen; every answer is saved at once, so a reload continues at the first open screen. */
export function PremiumQuizRunner({ progress, hasEarlierResult, focusFirst, onFinished, onCancel }: Props) {
  const { index, moved, round, goTo, advanceTo, restart, isAdvancing } = useQuizSteps(() => firstOpenStep(progress), focusFirst);
  const [resumedAt] = useState(() => completedStepCount(progress));
  const t = useT('career-quiz');

  const step: QuizStep | undefined = QUIZ_STEPS[index] ?? QUIZ_STEPS[0];
  if (!step) return null;
  const done = completedStepCount(progress);
  const position = t('career-quiz.position', { number: index + 1, total: TOTAL });
  const stepKey = step.kind === 'value' ? step.item.id : step.preference;

  function save(next: PremiumCareerQuizProgress, pause: boolean) {
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
    if (pause) advanceTo(target);
    else goTo(target);
  }

  function answerValue(itemId: string, value: number) {
    if (isAdvancing()) return;
    const stored = storedProgress();
    save({ ...stored, answers: { ...stored.answers, [itemId]: value } }, true);
  }

  function answerPreference(answer: Partial<CareerPreferences>) {
    const stored = storedProgress();
    save({ ...stored, preferences: { ...stored.preferences, ...answer } }, false);
  }

  function startOver() {
    writeLocal('premiumCareerQuizProgress', EMPTY_PROGRESS);
    restart();
  }

  return (
    <div>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('career-quiz.premiumHeading')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('career-quiz.premiumRunnerIntro', { count: WORK_VALUE_ITEMS.length })}</p>
      <QuizStatus
        id="premium-quiz-position"
        position={position}
        done={done}
        total={TOTAL}
        resumedAt={resumedAt}
        moved={moved}
        keepsEarlierResult={hasEarlierResult}
        earlierResultNote={t('career-quiz.premiumEarlierNote')}
      />

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {step.kind === 'value' ? (
          <LikertQuestion
            key={`${stepKey}-${round}`}
            itemId={step.item.id}
            prompt={t('career-quiz.valuePrompt')}
            text={valueItemText(t, step.item.id)}
            position={position}
            hint={t('career-quiz.valueHint')}
            options={IMPORTANCE_SCALE.map((option) => ({ value: option.value, label: importanceLabel(t, option.value) }))}
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
            submitLabel={isLastOpenStep(progress, index) ? t('career-quiz.seeResults') : t('career-quiz.next')}
          />
        )}
      </div>

      <QuizNav index={index} total={TOTAL} answered={step.kind === 'value' && progress.answers[step.item.id] !== undefined} goTo={goTo}>
        <StartOverDialog answered={done} onConfirm={startOver} note={hasEarlierResult ? t('career-quiz.earlierStaysSaved') : ''} />
        {hasEarlierResult ? <LeaveRetake answered={done} onCancel={onCancel} /> : null}
      </QuizNav>
    </div>
  );
}

/** Back to the earlier result from a retake: at once before any answer, after a confirmation once this round has answers. */
function LeaveRetake({ answered, onCancel }: { answered: number; onCancel: () => void }) {
  const t = useT('career-quiz');
  return answered === 0 ? (
    <Button variant="secondary" onClick={onCancel}>
      {t('career-quiz.backToResults')}
    </Button>
  ) : (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('career-quiz.backToResults')}</Button>}
      title={t('career-quiz.leaveTitle')}
      description={t('career-quiz.leaveDescription')}
      cancelLabel={t('career-quiz.keepGoing')}
      confirmLabel={t('career-quiz.leaveConfirm')}
      onConfirm={onCancel}
    />
  );
}
