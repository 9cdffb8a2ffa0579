import { useEffect, useId } from 'react';
import { topTraits } from '@domain/cognitive/recommendations';
import { displayScore } from '@domain/cognitive/traits';
import { trackEvent } from '@client/shared/lib/track-event';
import { ButtonLink } from '@client/ui/button-link';
import { usePageTitle } from '@client/ui/use-page-title';
import { CognitiveAssessmentProvider, useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { readLocal, useLocalValue, writeLocal } from '@client/shared/assessment-state/local-store';
import { CareerRecommendations } from '@client/shared/cognitive/career-recommendations';
import { RefinedRecommendations } from '@client/shared/career-quiz/refined-recommendations';
import { WorkValuesSummary } from '@client/shared/career-quiz/work-values-summary';
import { CognitiveProfile } from '@client/shared/cognitive/cognitive-profile';
import { GamesNotDone } from '@client/shared/cognitive/games-not-done';
import { GamesResultsTable } from './games-results-table';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { traitLabel } from '@client/shared/cognitive/trait-label';

/** /premium/feedback (signed in only): the premium report. Seeing it with all games done completes the premium assessment. */
export function PremiumFeedbackPage() {
  return (
    <CognitiveAssessmentProvider>
      <PremiumFeedback />
    </CognitiveAssessmentProvider>
  );
}

function PremiumFeedback() {
  const t = useT('results');
  usePageTitle(t('results.premium.title'));
  const { data } = useCognitiveAssessment();
  const complete = data.assessmentComplete === true;

  useEffect(() => {
    if (!complete) return;
    // PremiumFeedbackCompleted marks the premium assessment done (dashboard link, 100 % progress).
    if (readLocal('premiumFeedbackCompleted') !== true) writeLocal('premiumFeedbackCompleted', true);
    trackEvent('results_viewed');
  }, [complete]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('results.premium.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('results.premium.title')}</h1>
      {complete ? (
        <>
          <Summary />
          <div className="mt-8">
            <CognitiveProfile scores={data.combinedScores ?? {}} />
          </div>
          <GamesResultsTable data={data} />
          <CareerRecommendations scores={data.combinedScores ?? {}} />
          <FromTheCareerQuiz />
          <NextSteps />
        </>
      ) : (
        <GamesNotDone />
      )}
    </div>
  );
}

function Summary() {
  const { data } = useCognitiveAssessment();
  const scores = data.combinedScores ?? {};
  const top = topTraits(scores);
  const playedOn = isoMoment(data.timestamp);
  const t = useT('results', 'cognitive');
  const format = useFormatters();
  const traits = top.map((item) => `${traitLabel(t, item.label).toLowerCase()} (${displayScore(item.score)})`).join(', ');
  return (
    <div className="mt-4 max-w-2xl space-y-2 text-lg text-slate-700">
      <p>{t('results.premium.overall', { score: displayScore(scores.overall_score ?? 0), traits })}</p>
      {playedOn ? <p className="text-base">{t('results.premium.lastPlayed', { date: format.localDay(playedOn) })}</p> : null}
      <p className="text-base">{t('results.premium.caution')}</p>
    </div>
  );
}

/** The work values, and the careers narrowed by the quiz's preferences once it is done. */
function FromTheCareerQuiz() {
  const quiz = useLocalValue('premiumCareerQuizResult');
  return (
    <>
      <div className="mt-10">
        <WorkValuesSummary />
      </div>
      {quiz ? <RefinedRecommendations preferences={quiz.preferences} /> : null}
    </>
  );
}

/** The stored timestamp may be an ISO string or epoch milliseconds (older saves); anything unreadable is left out. */
function isoMoment(value: string | number | undefined): string | null {
  if (value === undefined) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

function NextSteps() {
  const headingId = useId();
  const t = useT('results');
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('results.premium.nextHeading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <NextStep to="/premium/outcomes" title={t('results.premium.next.compare')} text={t('results.premium.next.compareText')} />
        <NextStep to="/premium/ai-counselor" title={t('results.premium.next.counselor')} text={t('results.premium.next.counselorText')} />
        <NextStep
          to="/professional-meetings"
          title={t('results.premium.next.professional')}
          text={t('results.premium.next.professionalText')}
        />
        <NextStep to="/premium/journey" title={t('results.premium.next.journey')} text={t('results.premium.next.journeyText')} />
      </ul>
    </section>
  );
}

function NextStep({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <li className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">{title}</p>
      <p className="text-slate-700">{text}</p>
      <ButtonLink to={to} variant="secondary" className="mt-auto">
        {title}
      </ButtonLink>
    </li>
  );
}
