import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from './alert';

/** A quiz's place ("Question 7 of 22") and how much is answered, as text and as a progress bar named by the place. */
export function QuizProgress({ id, position, done, total }: { id: string; position: string; done: number; total: number }) {
  const t = useT();
  const answered = t('common.answeredOf', { done, total });
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-medium text-slate-700">
        <p id={id}>{position}</p>
        <p>{answered}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={answered}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** Above a quiz: that an earlier result is kept during a retake, and, on arrival, where a returning student continues. */
export function QuizNotices({
  keepsEarlierResult,
  earlierResultNote,
  resumedAt,
  total,
  showResume,
}: {
  keepsEarlierResult: boolean;
  earlierResultNote: string;
  resumedAt: number;
  total: number;
  showResume: boolean;
}) {
  const t = useT();
  return (
    <div className="mt-4 space-y-3">
      {keepsEarlierResult ? <Alert tone="info">{earlierResultNote}</Alert> : null}
      {showResume && resumedAt > 0 && resumedAt < total ? (
        <Alert tone="info">{t('common.welcomeBack', { done: resumedAt, total })}</Alert>
      ) : null}
    </div>
  );
}
