import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { LocalState } from '@domain/progress/local-state';
import { ButtonLink } from '@client/ui/button-link';
import { StepCard } from '@client/ui/step-card';
import { usePageTitle } from '@client/ui/use-page-title';
import { readLocal, useLocalSnapshot, writeLocal } from '@client/shared/assessment-state/local-store';
import { useSession } from '@client/shared/session/use-session';
import { freeResultsState } from '@client/shared/progress/assessment-status';
import { journeySteps, nextStep, STATUS_LABELS, stepAction, type JourneyStep } from './journey-steps';
import { trackEvent } from '@client/shared/lib/analytics';

const STATUS_STYLES: Record<JourneyStep['status'], string> = {
  'not-started': 'bg-slate-100 text-slate-800',
  'in-progress': 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
};

/** /journey: the free assessment's three steps, where the student stands, and what to do next. */
export function JourneyPage() {
  usePageTitle('Your journey');
  const local = useLocalSnapshot();
  const session = useSession();
  const steps = journeySteps(local);
  const next = nextStep(steps);
  const doneCount = steps.filter((step) => step.status === 'done').length;
  const progressId = useId();

  useEffect(() => {
    // Spec 4: visiting the journey starts it. Written once, so a revisit does not count as a new change to sync.
    if (readLocal('journeyStarted') !== true) {
      writeLocal('journeyStarted', true);
      trackEvent('journey_started');
    }
  }, []);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Free assessment</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Your journey</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Three short steps, about 15-20 minutes in all. Your answers are saved as you go, so you can stop and come back any time.
      </p>

      <div className="mt-6 flex items-center gap-4">
        <div
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={doneCount}
          aria-valuetext={`${doneCount} of ${steps.length} steps done`}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${(100 * doneCount) / steps.length}%` }} />
        </div>
        <span id={progressId} className="shrink-0 font-semibold text-brand-800">
          {doneCount} of {steps.length} steps done
        </span>
      </div>

      <NextStepCallout next={next} local={local} />

      <ol className="mt-8 space-y-4" aria-label="Steps of the free assessment">
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
  if (next === null) {
    return (
      <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 id={headingId} className="text-xl font-bold text-emerald-950">
          You finished all three steps
        </h2>
        <p className="mt-1 text-slate-800">See your majors, your financial grade and what your plan means for your debt.</p>
        <ButtonLink to="/feedback" state={freeResultsState(local)} className="mt-4 px-6 text-lg">
          See your results
        </ButtonLink>
      </section>
    );
  }
  const action = stepAction(next);
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id={headingId} className="text-xl font-bold">
        Up next: {next.title}
      </h2>
      <p className="mt-1 text-slate-700">
        About {next.minutes} minutes. {next.detail ?? next.description}
      </p>
      <ButtonLink to={next.href} className="mt-4 px-6 text-lg">
        {action === 'Continue' ? `Continue the ${next.title.toLowerCase()}` : `Start the ${next.title.toLowerCase()}`}
      </ButtonLink>
    </section>
  );
}

function JourneyStepCard({ step, number, isNext }: { step: JourneyStep; number: number; isNext: boolean }) {
  const action = stepAction(step);
  return (
    <StepCard
      number={number}
      done={step.status === 'done'}
      title={step.title}
      status={STATUS_LABELS[step.status]}
      statusClass={STATUS_STYLES[step.status]}
      meta={`about ${step.minutes} min`}
      description={step.description}
      detail={step.detail}
      highlighted={isNext}
      action={
        <Link
          to={step.href}
          aria-label={`${action} the ${step.title.toLowerCase()}`}
          className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 py-2 font-semibold transition-colors ${
            isNext ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100'
          }`}
        >
          {action}
        </Link>
      }
    />
  );
}

function SyncNote({ status }: { status: ReturnType<typeof useSession>['status'] }) {
  if (status === 'loading') return null;
  if (status === 'signed-in') {
    return (
      <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        You are signed in, so your answers and results are saved to your account and follow you to any device.
      </p>
    );
  }
  return (
    <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
      Your answers are saved in this browser only.{' '}
      <Link to="/signin" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
        Sign in
      </Link>{' '}
      to keep your results across devices.
    </p>
  );
}
