import { Link } from '@client/shared/routing';
import { progressSteps } from '@domain/progress/progress';
import { CheckIcon } from '@client/ui/icons';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { ResultsFigures } from '@client/shared/progress/results-figures';
import { resultsSummary } from '@client/shared/progress/results-summary';

/** /progress: the five steps behind the progress percent, each with where to continue. */
export function ProgressPage() {
  const t = useT('progress');
  usePageTitle(t('progress.pageTitle'));
  const local = useLocalSnapshot();
  const steps = progressSteps(local);
  const summary = resultsSummary(local);
  const done = steps.filter((step) => step.done).length;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('progress.heading')}</h1>
      <p className="mt-2 text-slate-700">
        {summary.percent === 100 && local.premiumFeedbackCompleted === true
          ? t('progress.allComplete')
          : t('progress.stepsDone', { done, total: steps.length })}
      </p>
      <div className="mt-4 flex items-center gap-4">
        <div
          role="progressbar"
          aria-label={t('progress.barLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.percent}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${summary.percent}%` }} />
        </div>
        <span className="text-lg font-semibold text-brand-800">{summary.percent}%</span>
      </div>

      <ol className="mt-8 space-y-3">
        {steps.map((step, index) => (
          <li key={step.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <span
              aria-hidden="true"
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-bold ${
                step.done ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {step.done ? <CheckIcon /> : index + 1}
            </span>
            <div className="min-w-40 flex-1">
              <h2 className="text-lg font-semibold">{t(`progress.step.${step.id}`)}</h2>
              <p className={step.done ? 'text-emerald-800' : 'text-slate-700'}>{step.done ? t('progress.done') : t('progress.notDone')}</p>
            </div>
            <Link
              to={step.href}
              aria-label={t(step.done ? 'progress.reviewStep' : 'progress.continueStep', { step: t(`progress.step.${step.id}`) })}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
            >
              {step.done ? t('progress.review') : t('progress.continue')}
            </Link>
          </li>
        ))}
      </ol>

      <ResultsFigures summary={summary} look="page" />
    </div>
  );
}
