import type { ReactNode } from 'react';
import { Button } from '@client/ui/button';
import { QuizNotices, QuizProgress } from '@client/ui/quiz-progress';
import { useT } from '@client/shared/i18n/i18n-store';

/*
 * What the interest quiz and the premium quiz show around their question: the same notices and position above,
 * the same Back and Next below, so a student moving from one to the other finds them where they were.
 */

type QuizStatusProps = {
  /** The id of the position line, which names the progress bar. */
  id: string;
  position: string;
  done: number;
  total: number;
  /** How much was answered on arrival (the "welcome back" note), shown until the student moves on. */
  resumedAt: number;
  moved: boolean;
  keepsEarlierResult: boolean;
  earlierResultNote: string;
};

/** Above the question: an earlier result kept during a retake, where a returning student continues, and the position. */
export function QuizStatus({ id, position, done, total, resumedAt, moved, keepsEarlierResult, earlierResultNote }: QuizStatusProps) {
  return (
    <>
      <QuizNotices
        keepsEarlierResult={keepsEarlierResult}
        earlierResultNote={earlierResultNote}
        resumedAt={resumedAt}
        total={total}
        showResume={!moved}
      />
      <QuizProgress id={id} position={position} done={done} total={total} />
    </>
  );
}

type QuizNavProps = {
  index: number;
  total: number;
  /** Whether the shown question is answered, which offers Next (never past the last one). */
  answered: boolean;
  goTo: (index: number) => void;
  /** The quiz's own actions after Next (start over, leave a retake). */
  children: ReactNode;
};

/** Below the question: Back, Next, then the quiz's own actions. */
export function QuizNav({ index, total, answered, goTo, children }: QuizNavProps) {
  const t = useT('career-quiz');
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
        {t('career-quiz.back')}
      </Button>
      <div className="flex flex-wrap gap-3">
        {answered && index < total - 1 ? (
          <Button variant="secondary" onClick={() => goTo(index + 1)}>
            {t('career-quiz.next')}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
