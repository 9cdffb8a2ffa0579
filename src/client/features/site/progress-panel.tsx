import { useId } from 'react';
import { Link } from '@client/shared/routing';
import type { LocalState } from '@domain/progress/local-state';
import { buttonClass } from '@client/ui/button';
import { ResultsFigures } from '@client/shared/progress/results-figures';
import { resultsSummary } from '@client/shared/progress/results-summary';
import { useT } from '@client/shared/i18n/i18n-store';

/** Percent complete, career matches, financial grade and college matches; Continue Assessment while under 100 %. */
export function ProgressPanel({ state, signedIn }: { state: LocalState; signedIn: boolean }) {
  const t = useT('site');
  const summary = resultsSummary(state);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('site.progress.heading')}
        </h2>
        <p className="text-lg font-semibold text-brand-800">{t('site.progress.percent', { percent: summary.percent })}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${summary.percent}%` }} />
      </div>
      <ResultsFigures summary={summary} look="panel" />
      {summary.percent < 100 || signedIn ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {summary.percent < 100 ? (
            <Link to="/journey" className={buttonClass('primary')}>
              {t('site.progress.continue')}
            </Link>
          ) : null}
          {signedIn ? (
            <Link to="/progress" className={buttonClass('secondary')}>
              {t('site.progress.everyStep')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
