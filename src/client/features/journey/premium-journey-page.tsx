import { useEffect, useId } from 'react';
import { Link } from '@client/shared/routing';
import { GAME_IDS } from '@domain/cognitive/assessment';
import { topTraits } from '@domain/cognitive/recommendations';
import { displayScore } from '@domain/cognitive/traits';
import { trackEvent } from '@client/shared/lib/track-event';
import { ButtonLink } from '@client/ui/button-link';
import { StepCard } from '@client/ui/step-card';
import { usePageTitle } from '@client/ui/use-page-title';
import { CognitiveAssessmentProvider, useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { readSavedBudget } from '@client/shared/assessment-state/checked-local';
import { BetaPrice } from '@client/ui/free-badge';
import { premiumSteps, type PremiumStep } from './premium-journey-steps';
import { useT } from '@client/shared/i18n/i18n-store';
import { traitLabel } from '@client/shared/cognitive/trait-label';

const STATUS_STYLES: Record<PremiumStep['status'], string> = {
  'not-started': 'bg-slate-100 text-slate-800',
  'in-progress': 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  open: 'bg-brand-50 text-brand-800',
};

/** /premium/journey (signed in only): the premium steps, where the student stands, and the results so far. */
export function PremiumJourneyPage() {
  // Reaching the premium journey is the funnel's last step (counted once per visitor and day on the server).
  useEffect(() => trackEvent('premium_started'), []);
  return (
    <CognitiveAssessmentProvider>
      <PremiumJourney />
    </CognitiveAssessmentProvider>
  );
}

function PremiumJourney() {
  const t = useT('journey');
  usePageTitle(t('journey.premium.pageTitle'));
  const { data } = useCognitiveAssessment();
  const quizCompleted = useLocalValue('premiumCareerQuizCompleted');
  const quizProgress = useLocalValue('premiumCareerQuizProgress');
  const budget = useLocalValue('premiumFinancialExpectations');
  const steps = premiumSteps(data, {
    careerQuizCompleted: quizCompleted === true,
    careerQuizInProgress: quizProgress?.active === true,
    financialSaved: readSavedBudget(budget) !== null,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('journey.premium.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('journey.premium.heading')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('journey.premium.intro')}</p>
      <div className="mt-4">
        <BetaPrice />
      </div>

      {data.assessmentComplete ? <ResultsSummary /> : null}

      <ol className="mt-8 space-y-4" aria-label={t('journey.premium.stepsLabel')}>
        {steps.map((step, index) => (
          <PremiumStepCard key={step.id} step={step} number={index + 1} />
        ))}
      </ol>

      <p className="mt-8 text-slate-700">
        {t.rich('journey.premium.leaderboard', {
          link: (text) => (
            <Link to="/premium/leaderboard" className="font-semibold text-brand-800 underline underline-offset-2">
              {text}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

function ResultsSummary() {
  const { data } = useCognitiveAssessment();
  const headingId = useId();
  const scores = data.combinedScores ?? {};
  const top = topTraits(scores);
  const t = useT('journey', 'cognitive');
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <h2 id={headingId} className="text-xl font-bold text-emerald-950">
        {t('journey.premium.finishedGames', { count: GAME_IDS.length })}
      </h2>
      <p className="mt-1 text-slate-800">
        {t('journey.premium.overall', {
          score: displayScore(scores.overall_score ?? 0),
          traits: top.map((item) => `${traitLabel(t, item.label).toLowerCase()} (${displayScore(item.score)})`).join(', '),
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/premium/feedback" className="px-6 text-lg">
          {t('journey.premium.seeResults')}
        </ButtonLink>
        <ButtonLink to="/premium/outcomes" variant="secondary" className="px-6 text-lg">
          {t('journey.premium.compare')}
        </ButtonLink>
      </div>
    </section>
  );
}

function PremiumStepCard({ step, number }: { step: PremiumStep; number: number }) {
  const action = step.status === 'done' ? 'Review' : step.status === 'in-progress' ? 'Continue' : step.status === 'open' ? 'Open' : 'Start';
  const t = useT('journey');
  const title = t(`journey.premium.step.${step.id}.title`);
  const detail = step.gamesPlayed === null ? null : t('journey.premium.gamesPlayed', { done: step.gamesPlayed, total: GAME_IDS.length });
  return (
    <StepCard
      number={number}
      done={step.status === 'done'}
      title={title}
      status={t(`journey.premium.status.${step.status}`)}
      statusClass={STATUS_STYLES[step.status]}
      description={t(`journey.premium.step.${step.id}.description`)}
      detail={detail}
      numberClass="bg-brand-700 text-white"
      action={
        <Link
          to={step.href}
          aria-label={t(`journey.premium.actionLabel.${action}`, { title })}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-brand-800"
        >
          {t(`journey.premium.action.${action}`)}
        </Link>
      }
    />
  );
}
