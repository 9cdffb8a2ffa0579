import { useId } from 'react';
import type { CombinedScores } from '@domain/cognitive/assessment';
import { displayScore, TRAIT_LABELS, TRAITS } from '@domain/cognitive/traits';
import { TraitScoreTable } from './trait-score-table';

/** The ten combined scores as a bar chart that is also a table (its text alternative). */
export function CognitiveProfile({ scores }: { scores: CombinedScores }) {
  const captionId = useId();
  const overall = scores.overall_score;
  return (
    <figure aria-labelledby={captionId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <figcaption id={captionId} className="text-xl font-bold">
        Your cognitive profile
      </figcaption>
      <p className="mt-1 text-slate-700">
        Overall score: <strong>{overall === undefined ? 'not measured yet' : `${displayScore(overall)} of 100`}</strong>. Each score is
        0-100, averaged over the games that measure it.
      </p>
      <TraitScoreTable
        className="mt-4"
        bars
        caption="Your score in each trait, 0 to 100"
        rows={TRAITS.map((trait) => ({ label: TRAIT_LABELS[trait], score: scores[trait] }))}
      />
    </figure>
  );
}
