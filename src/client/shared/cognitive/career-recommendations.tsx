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

export const STRENGTH_LABELS: Record<Strength, string> = { high: 'Strong fit', medium: 'Good fit', low: 'A place to start' };
export const STRENGTH_STYLES: Record<Strength, string> = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-brand-50 text-brand-800',
  low: 'bg-slate-100 text-slate-800',
};

/** The catalog careers could not be loaded: the reason and a retry. */
export function CareersLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mt-4 space-y-3">
      <Alert>Could not load the careers. {message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The career categories whose minimum trait scores the combined scores meet (spec 9), with careers, pay and outlook from the catalog. */
export function CareerRecommendations({ scores }: { scores: CombinedScores }) {
  const headingId = useId();
  const careers = useRecommendedCareers();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        Career recommendations
      </h2>
      <p className="mt-1 text-slate-700">
        Strongest fits first. Pay is the national median; outlook is the projected 10-year change in jobs.
      </p>
      {careers.isPending ? <Spinner label="Loading careers…" /> : null}
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
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-xl font-semibold">{recommendation.category}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STRENGTH_STYLES[recommendation.strength]}`}>
          {STRENGTH_LABELS[recommendation.strength]}
        </span>
      </div>
      <p className="mt-2 text-slate-800">{recommendation.reasoning}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="How your scores line up">
        {recommendation.cognitiveAlignment.map((item) => (
          <li key={item.trait} className="rounded-lg bg-slate-100 px-2.5 py-1 text-slate-800">
            {item.label} {displayScore(item.score)}
            {item.minimum === null ? '' : ` (needs ${item.minimum})`}
          </li>
        ))}
      </ul>
      {recommendation.careers.length === 0 ? (
        <p className="mt-4 text-slate-700">The career catalog has none of this family&apos;s careers at the moment.</p>
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
