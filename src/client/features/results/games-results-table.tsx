import { useId } from 'react';
import type { CognitiveAssessmentData } from '@domain/cognitive/assessment';
import { gamesResultsSummary } from '@domain/cognitive/assessment';
import { displayScore } from '@domain/cognitive/traits';

/** Spec 3's games-results summary: one row per trait a game measured (game, trait, score, details). */
export function GamesResultsTable({ data }: { data: CognitiveAssessmentData }) {
  const headingId = useId();
  const entries = gamesResultsSummary(data);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        How each game scored you
      </h2>
      <p className="mt-1 text-slate-700">Every trait a game measured, with what you did in that game. Scores are 0-100.</p>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">Games results: game, trait, score and details</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-700">
              <th scope="col" className="px-4 py-2 font-semibold">
                Game
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Trait
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Score
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.game}-${entry.trait}`} className="border-b border-slate-100 align-top">
                <th scope="row" className="px-4 py-2 font-medium">
                  {entry.game}
                </th>
                <td className="px-4 py-2">{entry.trait}</td>
                <td className="px-4 py-2 text-right tabular-nums">{displayScore(entry.score)}</td>
                <td className="px-4 py-2 text-sm text-slate-700">{entry.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
