import { useId } from 'react';
import type { Career } from '@domain/catalog/schemas';
import type { CombinedScores } from '@domain/cognitive/assessment';
import { careerRecommendations, type CareerRecommendation, type Strength } from '@domain/cognitive/recommendations';
import { displayScore } from '@domain/cognitive/traits';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useRecommendedCareers } from './api/use-recommended-careers';
import { SectionSources } from '@client/ui/section-sources';
import { CareerFactsCard } from './career-facts';
import { useT } from '@client/shared/i18n/i18n-store';
import { categoryName, recommendationReasoning, STRENGTH_KEYS } from './recommendation-text';
import { traitLabel } from './trait-label';

/** English labels for pages not yet converted (the cognitive catalog has them as cognitive.rec.strength.*). */
export const STRENGTH_LABELS: Record<Strength, string> = { high: 'Strong fit', medium: 'Good fit', low: 'A place to start' };
export const STRENGTH_STYLES: Record<Strength, string> = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-brand-50 text-brand-800',
  low: 'bg-slate-100 text-slate-800',
};

/** The catalog careers could not be loaded: the reason and a retry. */
export function CareersLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('cognitive');
  return (
    <div className="mt-4 space-y-3">
      <Alert>{t('cognitive.rec.couldNotLoad', { message })}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('cognitive.rec.tryAgain')}
      </Button>
    </div>
  );
}

/** The career categories whose minimum trait scores the combined scores meet, with careers, pay and outlook from the catalog. */
export function CareerRecommendations({ scores }: { scores: CombinedScores }) {
  const t = useT('cognitive');
  const headingId = useId();
  const careers = useRecommendedCareers();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('cognitive.rec.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('cognitive.rec.intro')}</p>
      {careers.isPending ? <Spinner label={t('cognitive.rec.loading')} /> : null}
      {careers.isError ? <CareersLoadError message={careers.error.message} onRetry={() => void careers.refetch()} /> : null}
      {careers.data ? (
        <ol className="mt-4 space-y-6">
          {careerRecommendations(scores, (codes) => codes.flatMap((code) => careers.data.get(code) ?? [])).map((recommendation) => (
            <RecommendationCard key={recommendation.categoryId} recommendation={recommendation} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function RecommendationCard({ recommendation }: { recommendation: CareerRecommendation<Career> }) {
  const t = useT('cognitive');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-xl font-semibold">{categoryName(t, recommendation.categoryId)}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STRENGTH_STYLES[recommendation.strength]}`}>
          {t(STRENGTH_KEYS[recommendation.strength])}
        </span>
      </div>
      <p className="mt-2 text-slate-800">{recommendationReasoning(t, recommendation)}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t('cognitive.rec.scoresLineUp')}>
        {recommendation.cognitiveAlignment.map((item) => (
          <li key={item.trait} className="rounded-lg bg-slate-100 px-2.5 py-1 text-slate-800">
            {item.minimum === null
              ? `${traitLabel(t, item.trait)} ${displayScore(item.score)}`
              : t('cognitive.rec.needs', { trait: traitLabel(t, item.trait), score: displayScore(item.score), minimum: item.minimum })}
          </li>
        ))}
      </ul>
      {recommendation.careers.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('cognitive.rec.noCareers')}</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {recommendation.careers.map((career) => (
              <CareerFactsCard key={career.socCode} career={career} />
            ))}
          </ul>
          <SectionSources sources={recommendation.careers.map((career) => career.source)} />
        </>
      )}
    </li>
  );
}
