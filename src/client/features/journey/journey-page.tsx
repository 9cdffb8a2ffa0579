import { useEffect, useId } from 'react';
import { Link } from '@client/shared/routing';
import type { LocalState } from '@domain/progress/local-state';
import { ButtonLink } from '@client/ui/button-link';
import { StepCard } from '@client/ui/step-card';
import { usePageTitle } from '@client/ui/use-page-title';
import { readLocal, useLocalSnapshot, writeLocal } from '@client/shared/assessment-state/local-store';
import { useSession } from '@client/shared/session/use-session';
import { freeResultsState } from '@client/shared/progress/assessment-status';
import { useT } from '@client/shared/i18n/i18n-store';
import { journeySteps, nextStep, stepAction, stepActionLabel, type JourneyStep } from './journey-steps';
import { trackEvent } from '@client/shared/lib/track-event';

const STATUS_STYLES: Record<JourneyStep['status'], string> = {
  'not-started': 'bg-slate-100 text-slate-800',
  'in-progress': 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
};

/** /journey: the free assessment's three steps, where the student stands, and what to do next. */
export function JourneyPage() {
  const t = useT('journey');
  usePageTitle(t('journey.pageTitle'));
  const local = useLocalSnapshot();
  const session = useSession();
  const steps = journeySteps(local, t);
  const next = nextStep(steps);
  const doneCount = steps.filter((step) => step.status === 'done').length;
  const progressId = useId();

  useEffect(() => {
    // Visiting the journey starts it. Written once, so a revisit does not count as a new change to sync.
    if (readLocal('journeyStarted') !== true) {
      writeLocal('journeyStarted', true);
      trackEvent('journey_started');
    }
  }, []);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('journey.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('journey.heading')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('journey.intro')}</p>

      <div className="mt-6 flex items-center gap-4">
        <div
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={doneCount}
          aria-valuetext={t('journey.stepsDone', { done: doneCount, total: steps.length })}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${(100 * doneCount) / steps.length}%` }} />
        </div>
        <span id={progressId} className="shrink-0 font-semibold text-brand-800">
          {t('journey.stepsDone', { done: doneCount, total: steps.length })}
        </span>
      </div>

      <NextStepCallout next={next} local={local} />

      <ol className="mt-8 space-y-4" aria-label={t('journey.stepsLabel')}>
        {steps.map((step, index) => (
          <JourneyStepCard key={step.id} step={step} number={index + 1} isNext={next?.id === step.id} />
        ))}
      </ol>

      <SyncNote status={session.status} />
    </div>
  );
}

function NextStepCallout({ next, local }: { next: JourneyStep | null; local: LocalState }) {
  const headingId = useId();
  const t = useT('journey');
  if (next === null) {
    return (
      <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 id={headingId} className="text-xl font-bold text-emerald-950">
          {t('journey.allDoneHeading')}
        </h2>
        <p className="mt-1 text-slate-800">{t('journey.allDoneText')}</p>
        <ButtonLink to="/feedback" state={freeResultsState(local)} className="mt-4 px-6 text-lg">
          {t('journey.seeResults')}
        </ButtonLink>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t('journey.upNext', { title: next.title })}
      </h2>
      <p className="mt-1 text-slate-700">{t('journey.aboutMinutes', { minutes: next.minutes, text: next.detail ?? next.description })}</p>
      <ButtonLink to={next.href} className="mt-4 px-6 text-lg">
        {stepActionLabel(t, next)}
      </ButtonLink>
    </section>
  );
}

function JourneyStepCard({ step, number, isNext }: { step: JourneyStep; number: number; isNext: boolean }) {
  const action = stepAction(step);
  const t = useT('journey');
  return (
    <StepCard
      number={number}
      done={step.status === 'done'}
      title={step.title}
      status={t(`journey.status.${step.status}`)}
      statusClass={STATUS_STYLES[step.status]}
      meta={t('journey.aboutMin', { minutes: step.minutes })}
      description={step.description}
      detail={step.detail}
      highlighted={isNext}
      action={
        <Link
          to={step.href}
          aria-label={stepActionLabel(t, step)}
          className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 py-2 font-semibold transition-colors ${
            isNext ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100'
          }`}
        >
          {t(`journey.action.${action}`)}
        </Link>
      }
    />
  );
}

function SyncNote({ status }: { status: ReturnType<typeof useSession>['status'] }) {
  const t = useT('journey');
  if (status === 'loading') return null;
  if (status === 'signed-in') {
    return <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('journey.signedInNote')}</p>;
  }
  return (
    <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
      {t.rich('journey.browserOnly', {
        link: (chunks) => (
          <Link to="/signin" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
