import { useId } from 'react';
import type { CombinedScores } from '../../../domain/cognitive/assessment';
import { displayScore, TRAIT_LABELS, TRAITS } from '../../../domain/cognitive/traits';

/**
 * The ten combined scores as a bar chart that is also a table: screen readers
 * read the table (trait, score), the bars are decoration beside the numbers.
 */
export function CognitiveProfile({ scores }: { scores: CombinedScores }) {
  const captionId = useId();
  const overall = scores.overall_score;
  return (
    <figure aria-labelledby={captionId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <figcaption id={captionId} className="text-xl font-bold">
        Your cognitive profile
      </figcaption>
      <p className="mt-1 text-slate-700">
        Overall score: <strong>{overall === undefined ? 'not measured yet' : `${displayScore(overall)} of 100`}</strong>. Each score is 0-100,
        averaged over the games that measure it.
      </p>
      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">Your score in each trait, 0 to 100</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Trait
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Score
            </th>
            <th scope="col" className="hidden w-1/2 py-2 font-semibold sm:table-cell">
              <span className="sr-only">Bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {TRAITS.map((trait) => {
            const score = scores[trait];
            return (
              <tr key={trait} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {TRAIT_LABELS[trait]}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{score === undefined ? 'not measured yet' : displayScore(score)}</td>
                <td className="hidden py-2 sm:table-cell" aria-hidden="true">
                  <div className="h-3 rounded-full bg-slate-100">
                    <div className="h-3 rounded-full bg-brand-700" style={{ width: `${score ?? 0}%` }} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
